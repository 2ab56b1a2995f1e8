#ifndef HAPTUI_CEVDEV_SHIM_H
#define HAPTUI_CEVDEV_SHIM_H
#include <errno.h>
#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

// ioctl request macros are function-like, so Swift cannot import them; wrap the calls.
static inline int hap_ioctl_upload_effect(int fd, struct ff_effect *effect) { return ioctl(fd, EVIOCSFF, effect); }
static inline int hap_ioctl_erase_effect(int fd, int id) { return ioctl(fd, EVIOCRMFF, id); }
static inline int hap_ioctl_effect_count(int fd, int *count) { return ioctl(fd, EVIOCGEFFECTS, count); }
static inline int hap_ioctl_ff_bits(int fd, unsigned char *bits, unsigned int length) {
  return ioctl(fd, EVIOCGBIT(EV_FF, length), bits);
}

// Writes one EV_FF event (play with value > 0, stop with 0, or FF_GAIN); returns 0 or -1/errno.
static inline int hap_write_ff_event(int fd, unsigned short code, int value) {
  struct input_event event = {0};
  event.type = EV_FF;
  event.code = code;
  event.value = value;
  for (;;) {
    ssize_t written = write(fd, &event, sizeof event);
    if (written == (ssize_t)sizeof event) return 0;
    if (written < 0 && errno == EINTR) continue;
    if (written >= 0) errno = EIO;
    return -1;
  }
}

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

// SIGINT and SIGTERM raise the stop flag `fd` (async-signal-safe: only write(2)).
static int hap_signal_stop_fd = -1;
static volatile sig_atomic_t hap_signal_received = 0;
static inline void hap_signal_stop_handler(int signal) {
  hap_signal_received = signal;
  if (hap_signal_stop_fd >= 0) hap_stop_fd_raise(hap_signal_stop_fd);
}
static inline void hap_install_stop_signals(int fd) {
  hap_signal_stop_fd = fd;
  hap_signal_received = 0;
  struct sigaction action = {0};
  action.sa_handler = hap_signal_stop_handler;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGTERM, &action, NULL);
}
static inline void hap_restore_stop_signals(void) {
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  hap_signal_stop_fd = -1;
}
static inline int hap_received_stop_signal(void) { return hap_signal_received; }

#endif
