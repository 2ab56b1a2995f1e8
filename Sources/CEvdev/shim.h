#ifndef HAPTUI_CEVDEV_SHIM_H
#define HAPTUI_CEVDEV_SHIM_H
#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <sys/ioctl.h>

// ioctl request macros are function-like, so Swift cannot import them; wrap the calls.
static inline int hap_ioctl_upload_effect(int fd, struct ff_effect *effect) { return ioctl(fd, EVIOCSFF, effect); }
static inline int hap_ioctl_erase_effect(int fd, int id) { return ioctl(fd, EVIOCRMFF, id); }
static inline int hap_ioctl_effect_count(int fd, int *count) { return ioctl(fd, EVIOCGEFFECTS, count); }
static inline int hap_ioctl_ff_bits(int fd, unsigned char *bits, unsigned int length) {
  return ioctl(fd, EVIOCGBIT(EV_FF, length), bits);
}

#endif
