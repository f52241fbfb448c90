// CFileOps: the file-system calls SafeOutput needs that Swift's Glibc module does not expose, as static inline
// wrappers (the pattern of CLibm). Linux: renameat2(2) through syscall(2); Darwin: renamex_np(2).
#ifndef DRAGSCROLLLAB_CFILEOPS_H
#define DRAGSCROLLLAB_CFILEOPS_H

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

#if defined(__linux__) && defined(SYS_renameat2)
static inline int cfileops_renameat2(const char *from, const char *to, unsigned int flags) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, flags);
}
#endif

/// Renames `from` to `to` unless `to` exists (then -1 with errno EEXIST), in one step. -1 with errno EINVAL or
/// ENOSYS where the kernel or file system cannot do it (the caller falls back).
static inline int cfileops_rename_noreplace(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return cfileops_renameat2(from, to, 1u /* RENAME_NOREPLACE */);
#elif defined(__APPLE__)
    return renamex_np(from, to, RENAME_EXCL);
#else
    errno = ENOSYS;
    return -1;
#endif
}

/// Swaps the names `a` and `b` (both must exist) in one step. -1 with errno EINVAL or ENOSYS where the kernel or
/// file system cannot do it (the caller falls back).
static inline int cfileops_rename_exchange(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
    return cfileops_renameat2(a, b, 2u /* RENAME_EXCHANGE */);
#elif defined(__APPLE__)
    return renamex_np(a, b, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

/// A pipe whose two ends close on exec (`fds[0]` reads, `fds[1]` writes), made in one step so that a child another
/// thread spawns meanwhile never inherits it. 0, or -1 with errno.
static inline int cfileops_pipe_cloexec(int fds[2]) {
#if defined(__linux__)
    return (int)syscall(SYS_pipe2, fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

/// Adds to the `posix_spawn_file_actions_t` at `actions` the closing of every descriptor from `lowest` up, so a
/// child inherits nothing else (glibc 2.34 and later). 0, or an error number (ENOSYS where it is not available).
int cfileops_spawn_closefrom(void *actions, int lowest);

#endif
