/* Preloaded into weather-server under valgrind (Benchmarks/Service/run), nowhere else.
 *
 * An async Swift main on Linux ends in dispatch_main(), whose main thread waits for ever in
 * libdispatch's _dispatch_sigsuspend(): sigsuspend(&mask) on a `static const sigset_t mask`,
 * which lies in read-only .rodata. Valgrind's rt_sigsuspend wrapper (3.19, Debian's) removes
 * its own VG_SIGVGKILL from the caller's mask in place, writes to that read-only page and dies
 * with "VALGRIND INTERNAL ERROR: Valgrind received a signal 11 (SIGSEGV)" at the mask's address
 * (libdispatch's _dispatch_sigsuspend.mask), on any async-main Swift server.
 *
 * This sigsuspend hands the kernel a writable copy of the same mask: same system call, same
 * behaviour, and a few instructions each time the main thread wakes (only for a signal). */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
