// Interposes glibc's allocator entry points and forwards them to the __libc_* implementations, counting
// each thread's calls from the first read of a count on. Linked into the `bench` executable only, it also sees the Swift runtime's
// allocations, which go through malloc/free/posix_memalign.
//
// Under a sanitizer (swift build --sanitize=address|thread|undefined…) the interposer steps aside: the sanitizer
// runtime interposes malloc itself and calls it during its own start-up, before ours could work, so a `bench`
// built that way crashed on every start. Then nothing is interposed and alloc_counter_is_active() returns 0
// (allocation figures read "n/a").
#define _GNU_SOURCE
#include "CAllocCounter.h"
#include <errno.h>
#include <stddef.h>
#include <string.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer) \
    || __has_feature(undefined_behavior_sanitizer)
#define ALLOC_COUNTER_STEPS_ASIDE 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOC_COUNTER_STEPS_ASIDE 1
#endif

#ifndef ALLOC_COUNTER_STEPS_ASIDE
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t size);
extern void __libc_free(void *p);
extern void *__libc_memalign(size_t alignment, size_t size);

// Each thread counts its own calls, and a read returns the calling thread's count: a benchmark's figure is what its
// body allocated, not what another thread (a signal watcher, the runtime) happened to allocate meanwhile, which
// made the CI gate fail at random. The executable's own thread-local storage is static, so touching it allocates
// nothing (no re-entry into malloc).
static __thread uint64_t allocations __attribute__((tls_model("initial-exec"))) = 0;
static __thread uint64_t frees __attribute__((tls_model("initial-exec"))) = 0;
// Counting starts at the first read of a count: a process that never reads (a sweep) pays nothing but this load.
static int counting = 0;

static inline void count_alloc(void) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) allocations += 1;
}

void *malloc(size_t size) { count_alloc(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count_alloc(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { count_alloc(); return __libc_realloc(p, size); }
void free(void *p) {
    if (p && __atomic_load_n(&counting, __ATOMIC_RELAXED)) frees += 1;
    __libc_free(p);
}
int posix_memalign(void **out, size_t alignment, size_t size) {
    count_alloc();
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (!p && size) return ENOMEM;
    *out = p;
    return 0;
}
void *aligned_alloc(size_t alignment, size_t size) { count_alloc(); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { count_alloc(); return __libc_memalign(alignment, size); }

uint64_t alloc_counter_allocations(void) {
    __atomic_store_n(&counting, 1, __ATOMIC_SEQ_CST);
    return allocations;
}
uint64_t alloc_counter_frees(void) {
    __atomic_store_n(&counting, 1, __ATOMIC_SEQ_CST);
    return frees;
}
int alloc_counter_is_active(void) { return 1; }
#else
uint64_t alloc_counter_allocations(void) { return 0; }
uint64_t alloc_counter_frees(void) { return 0; }
int alloc_counter_is_active(void) { return 0; }
#endif
