#ifndef HAPTUI_CPOSIX_H
#define HAPTUI_CPOSIX_H
// The POSIX calls HapSystem makes that Swift cannot make directly: a monotonic wait that an
// eventfd interrupts, the eventfd stop flag, and SIGINT/SIGTERM raising that flag. The signal
// handler and its globals are defined once, in signals.c.
// ppoll(2) is a GNU extension.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <malloc.h>
#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

// The current CLOCK_MONOTONIC time in nanoseconds.
static inline unsigned long long hap_monotonic_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (unsigned long long)now.tv_sec * 1000000000ULL + (unsigned long long)now.tv_nsec;
}

// Waits until CLOCK_MONOTONIC reaches `deadline_ns` or `wake_fd` becomes readable.
// Returns 1 when the deadline passed, 0 when woken. The deadline is absolute, so an early
// return (EINTR) or a late wake-up never shifts later deadlines.
static inline int hap_wait_until(unsigned long long deadline_ns, int wake_fd) {
  for (;;) {
    unsigned long long now = hap_monotonic_ns();
    struct pollfd poller = {.fd = wake_fd, .events = POLLIN};
    if (now >= deadline_ns) {
      return poll(&poller, 1, 0) > 0 ? 0 : 1;
    }
    unsigned long long left = deadline_ns - now;
    struct timespec timeout = {.tv_sec = (time_t)(left / 1000000000ULL), .tv_nsec = (long)(left % 1000000000ULL)};
    int ready = ppoll(&poller, 1, &timeout, NULL);
    if (ready > 0) return 0;
  }
}

// A non-blocking eventfd used as a stop flag that signal handlers may raise.
static inline int hap_stop_fd_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }
static inline void hap_stop_fd_raise(int fd) {
  unsigned long long one = 1;
  ssize_t ignored = write(fd, &one, sizeof one);
  (void)ignored;
}
static inline int hap_stop_fd_is_raised(int fd) {
  struct pollfd poller = {.fd = fd, .events = POLLIN};
  return poll(&poller, 1, 0) > 0;
}
static inline void hap_stop_fd_clear(int fd) {
  unsigned long long value;
  ssize_t ignored = read(fd, &value, sizeof value);
  (void)ignored;
}

// SIGINT and SIGTERM raise the stop flag `fd` (the handler is async-signal-safe: only
// write(2)); one flag for the whole process, defined in signals.c.
void hap_install_stop_signals(int fd);
// Gives SIGINT and SIGTERM back their default action.
void hap_restore_stop_signals(void);
// The signal received since hap_install_stop_signals, or 0.
int hap_received_stop_signal(void);

// Fixes glibc's mmap threshold at its starting 128 KiB: blocks that large are mapped on their
// own and returned to the system when freed. Left dynamic, the threshold rises to the size of
// the largest mapped block freed, and later blocks below it stay in the heap when freed.
static inline int hap_hold_mmap_threshold(void) {
  return mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}

#endif
