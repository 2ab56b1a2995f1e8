#ifndef HAPTUI_CEVDEV_SHIM_H
#define HAPTUI_CEVDEV_SHIM_H
// libevdev and the force-feedback ioctls; the POSIX calls (clock, eventfd, signals) are in
// Sources/CPosix.
#include <errno.h>
#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <sys/ioctl.h>
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

#endif
