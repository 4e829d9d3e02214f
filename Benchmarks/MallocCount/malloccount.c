/* Counts heap allocations for the timing drivers (TableFling): preloaded with
 * LD_PRELOAD, it forwards malloc, calloc, realloc, aligned_alloc, posix_memalign and
 * memalign to glibc and counts the calls; drivers read the count through
 * dlsym(RTLD_DEFAULT, "malloccount_calls"). Build: cc -O2 -shared -fPIC -o libmalloccount.so malloccount.c */
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static uint64_t calls;

uint64_t malloccount_calls(void) { return __atomic_load_n(&calls, __ATOMIC_RELAXED); }

static void count(void) { __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED); }

void *malloc(size_t n) { count(); return __libc_malloc(n); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t n) { count(); return __libc_realloc(p, n); }
void *memalign(size_t alignment, size_t n) { count(); return __libc_memalign(alignment, n); }
void *aligned_alloc(size_t alignment, size_t n) { count(); return __libc_memalign(alignment, n); }
int posix_memalign(void **out, size_t alignment, size_t n) {
    count();
    void *p = __libc_memalign(alignment, n);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}
