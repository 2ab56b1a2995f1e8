#include "CPosix.h"

// The one stop flag SIGINT and SIGTERM raise, and the last of them received. Defined here
// once: a `static` in the header would give every including module its own copy.
static int hap_signal_stop_fd = -1;
static volatile sig_atomic_t hap_signal_received = 0;

static void hap_signal_stop_handler(int signal) {
  hap_signal_received = signal;
  if (hap_signal_stop_fd >= 0) hap_stop_fd_raise(hap_signal_stop_fd);
}

void hap_install_stop_signals(int fd) {
  hap_signal_stop_fd = fd;
  hap_signal_received = 0;
  struct sigaction action = {0};
  action.sa_handler = hap_signal_stop_handler;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGTERM, &action, NULL);
}

void hap_restore_stop_signals(void) {
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  hap_signal_stop_fd = -1;
}

int hap_received_stop_signal(void) { return hap_signal_received; }
