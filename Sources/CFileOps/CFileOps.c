// CFileOps: the static inline wrappers of include/CFileOps.h, and the one call that needs _GNU_SOURCE.
#define _GNU_SOURCE
#include <spawn.h>
#include "CFileOps.h"

int cfileops_spawn_closefrom(void *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
#else
    (void)actions;
    (void)lowest;
    return ENOSYS;
#endif
}
