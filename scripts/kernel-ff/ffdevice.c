// A virtual force-feedback rumble device for the real-kernel playback test (test infrastructure,
// runs inside the QEMU guest). It creates a uinput device that advertises FF_RUMBLE,
// FF_PERIODIC (sine) and FF_GAIN with 16 effect slots, answers every upload and erase, and logs
// what the kernel hands it, one line per request, with CLOCK_MONOTONIC timestamps in ns:
//
//   node /dev/input/eventN
//   upload T id=I type=0x50 strong=S weak=W length=L delay=D
//   play T id=I value=V          (value 0 is a stop)
//   gain T value=G
//   erase T id=I
//
// Usage: ffdevice LOG READY [OPTIONS]
// READY receives the event node once the device exists. OPTIONS is a comma-separated list:
//   vanish=N   destroy the device right after its N-th play, as if unplugged mid-pattern
//   slots=N    hold N effects (default 16)
//   reject=1   answer every upload with EINVAL, as a driver that refuses the effect
// SIGTERM destroys the device.
#include <errno.h>
#include <fcntl.h>
#include <linux/uinput.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>

static volatile sig_atomic_t quit = 0;
static void on_term(int sig) { (void)sig; quit = 1; }

static long long event_ns(const struct input_event *ev) {
  return (long long)ev->input_event_sec * 1000000000LL + (long long)ev->input_event_usec * 1000LL;
}

static int find_node(int fd, char *node, size_t size) {
  char sysname[64] = {0};
  if (ioctl(fd, UI_GET_SYSNAME(sizeof sysname), sysname) < 0) return -1;
  char dir[128];
  snprintf(dir, sizeof dir, "/sys/class/input/%s", sysname);
  DIR *d = opendir(dir);
  if (!d) return -1;
  struct dirent *e;
  int found = -1;
  while ((e = readdir(d))) {
    if (strncmp(e->d_name, "event", 5) == 0) {
      snprintf(node, size, "/dev/input/%s", e->d_name);
      found = 0;
      break;
    }
  }
  closedir(d);
  return found;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: ffdevice LOG READY [OPTIONS]\n");
    return 2;
  }
  int vanish_after = 0, slots = 16, reject = 0;
  if (argc > 3) {
    char *options = strdup(argv[3]);
    for (char *item = strtok(options, ","); item; item = strtok(NULL, ",")) {
      if (strncmp(item, "vanish=", 7) == 0) vanish_after = atoi(item + 7);
      else if (strncmp(item, "slots=", 6) == 0) slots = atoi(item + 6);
      else if (strncmp(item, "reject=", 7) == 0) reject = atoi(item + 7);
      else if (strcmp(item, "0") != 0) { fprintf(stderr, "unknown option %s\n", item); return 2; }
    }
    free(options);
  }
  FILE *log = fopen(argv[1], "w");
  if (!log) { perror("log"); return 1; }
  setvbuf(log, NULL, _IOLBF, 0);
  signal(SIGTERM, on_term);
  signal(SIGINT, on_term);

  int fd = open("/dev/uinput", O_RDWR | O_NONBLOCK);
  if (fd < 0) { perror("/dev/uinput"); return 1; }
  if (ioctl(fd, UI_SET_EVBIT, EV_FF) < 0) { perror("UI_SET_EVBIT"); return 1; }
  int codes[] = {FF_RUMBLE, FF_PERIODIC, FF_SINE, FF_GAIN};
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
    if (ioctl(fd, UI_SET_FFBIT, codes[i]) < 0) { perror("UI_SET_FFBIT"); return 1; }
  }
  struct uinput_setup setup;
  memset(&setup, 0, sizeof setup);
  setup.id.bustype = BUS_VIRTUAL;
  setup.id.vendor = 0x1209;
  setup.id.product = 0x0001;
  snprintf(setup.name, UINPUT_MAX_NAME_SIZE, "haptui test rumble");
  setup.ff_effects_max = slots;
  if (ioctl(fd, UI_DEV_SETUP, &setup) < 0) { perror("UI_DEV_SETUP"); return 1; }
  if (ioctl(fd, UI_DEV_CREATE) < 0) { perror("UI_DEV_CREATE"); return 1; }

  char node[300] = {0};
  for (int tries = 0; tries < 200 && find_node(fd, node, sizeof node) < 0; tries++) usleep(10000);
  for (int tries = 0; tries < 200 && access(node, F_OK) < 0; tries++) usleep(10000);
  fprintf(log, "node %s\n", node);
  FILE *ready = fopen(argv[2], "w");
  if (!ready) { perror("ready"); return 1; }
  fprintf(ready, "%s\n", node);
  fclose(ready);

  int plays = 0;
  while (!quit) {
    struct pollfd p = {.fd = fd, .events = POLLIN};
    int n = poll(&p, 1, 100);
    if (n < 0 && errno != EINTR) { perror("poll"); break; }
    if (n <= 0) continue;
    struct input_event ev;
    while (read(fd, &ev, sizeof ev) == (ssize_t)sizeof ev) {
      long long t = event_ns(&ev);
      if (ev.type == EV_UINPUT && ev.code == UI_FF_UPLOAD) {
        struct uinput_ff_upload up;
        memset(&up, 0, sizeof up);
        up.request_id = ev.value;
        if (ioctl(fd, UI_BEGIN_FF_UPLOAD, &up) < 0) { perror("UI_BEGIN_FF_UPLOAD"); continue; }
        const struct ff_effect *e = &up.effect;
        if (e->type == FF_RUMBLE) {
          fprintf(log, "upload %lld id=%d type=0x%x strong=%u weak=%u length=%u delay=%u\n", t, e->id,
                  e->type, e->u.rumble.strong_magnitude, e->u.rumble.weak_magnitude, e->replay.length,
                  e->replay.delay);
        } else {
          fprintf(log, "upload %lld id=%d type=0x%x magnitude=%d length=%u delay=%u\n", t, e->id, e->type,
                  e->type == FF_PERIODIC ? e->u.periodic.magnitude : 0, e->replay.length, e->replay.delay);
        }
        up.retval = reject ? -EINVAL : 0;
        if (reject) fprintf(log, "rejected\n");
        if (ioctl(fd, UI_END_FF_UPLOAD, &up) < 0) perror("UI_END_FF_UPLOAD");
      } else if (ev.type == EV_UINPUT && ev.code == UI_FF_ERASE) {
        struct uinput_ff_erase er;
        memset(&er, 0, sizeof er);
        er.request_id = ev.value;
        if (ioctl(fd, UI_BEGIN_FF_ERASE, &er) < 0) { perror("UI_BEGIN_FF_ERASE"); continue; }
        fprintf(log, "erase %lld id=%u\n", t, er.effect_id);
        er.retval = 0;
        if (ioctl(fd, UI_END_FF_ERASE, &er) < 0) perror("UI_END_FF_ERASE");
      } else if (ev.type == EV_FF && ev.code == FF_GAIN) {
        fprintf(log, "gain %lld value=%d\n", t, ev.value);
      } else if (ev.type == EV_FF) {
        fprintf(log, "play %lld id=%u value=%d\n", t, ev.code, ev.value);
        if (ev.value > 0 && ++plays == vanish_after) {
          fprintf(log, "vanish\n");
          quit = 1;
          break;
        }
      }
    }
  }
  ioctl(fd, UI_DEV_DESTROY);
  close(fd);
  fprintf(log, "destroyed\n");
  fclose(log);
  return 0;
}
