/* Counts calls to malloc in a process, for Benchmarks/parser-allocations.sh: loaded with LD_PRELOAD, it prints
 * "mallocs=N" on standard error when the process exits. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdatomic.h>
static atomic_long calls;
static void *(*real_malloc)(size_t);
void *malloc(size_t size) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    atomic_fetch_add(&calls, 1);
    return real_malloc(size);
}
__attribute__((destructor)) static void report(void) { fprintf(stderr, "mallocs=%ld\n", atomic_load(&calls)); }
