// Counts heap allocations in-process by interposing the malloc family (linked only into `bench`).
#ifndef DRAGSCROLLLAB_CALLOCCOUNTER_H
#define DRAGSCROLLLAB_CALLOCCOUNTER_H
#include <stdint.h>

/// Number of allocating calls (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) the calling thread
/// made since the first read of a count (counting starts then: a process that never reads pays nothing).
uint64_t alloc_counter_allocations(void);
/// Number of free calls with a non-null pointer the calling thread made since the first read of a count.
uint64_t alloc_counter_frees(void);
/// 1 when this interposer is linked and active; 0 in a sanitizer build, where it steps aside (counts stay 0).
int alloc_counter_is_active(void);
#endif
