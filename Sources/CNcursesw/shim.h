#ifndef HAPTUI_CNCURSESW_SHIM_H
#define HAPTUI_CNCURSESW_SHIM_H
// SwiftPM drops the -D_XOPEN_SOURCE that pkg-config adds, so ask for the wide API here.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/ncurses.h>

// Macros and C globals that Swift cannot import, exposed as functions.
static inline WINDOW *hap_stdscr(void) { return stdscr; }
static inline int hap_lines(void) { return LINES; }
static inline int hap_cols(void) { return COLS; }
static inline int hap_colors(void) { return COLORS; }
static inline int hap_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t hap_a_normal(void) { return A_NORMAL; }
static inline attr_t hap_a_bold(void) { return A_BOLD; }
static inline attr_t hap_a_reverse(void) { return A_REVERSE; }
static inline attr_t hap_a_underline(void) { return A_UNDERLINE; }
static inline attr_t hap_a_dim(void) { return A_DIM; }
static inline mmask_t hap_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t hap_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t hap_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t hap_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t hap_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t hap_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t hap_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t hap_button_shift(void) { return BUTTON_SHIFT; }
static inline FILE *hap_stdout(void) { return stdout; }
static inline FILE *hap_stdin(void) { return stdin; }

// ---- The editor's terminal guard (used from one Swift file: TerminalGuard.swift) ----
// Static state lives in each translation unit that includes this header, so every function
// below must be called from the same Swift file.
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <langinfo.h>

static inline int hap_key_f(int n) { return KEY_F(n); }
static inline const char *hap_codeset(void) { return nl_langinfo(CODESET); }

// Swift owns the storage (a static inline helper used only from C would not be emitted).
static struct termios *hap_saved_termios = 0;
static int hap_have_saved_termios = 0;
static volatile sig_atomic_t hap_termination_signal = 0;
// Leaves the alternate screen, shows the cursor, resets attributes and turns mouse reporting off.
static const char hap_restore_sequence[] =
    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h\033[?1049l\r\n";

static inline void hap_save_termios(struct termios *storage) {
  hap_saved_termios = storage;
  if (tcgetattr(0, storage) == 0) hap_have_saved_termios = 1;
}

// Async-signal-safe: only write(2) and tcsetattr(3).
static inline void hap_restore_terminal_raw(void) {
  ssize_t ignored = write(1, hap_restore_sequence, sizeof(hap_restore_sequence) - 1);
  (void)ignored;
  if (hap_have_saved_termios && hap_saved_termios) tcsetattr(0, TCSANOW, hap_saved_termios);
}

static inline void hap_termination_handler(int sig) { hap_termination_signal = sig; }

static inline void hap_crash_handler(int sig) {
  hap_restore_terminal_raw();
  static const char note[] = "haptui: crashed; the terminal was restored and unsaved edits "
                             "are in the recovery file (offered on the next open)\n";
  ssize_t ignored = write(2, note, sizeof(note) - 1);
  (void)ignored;
  signal(sig, SIG_DFL);
  raise(sig);
}

static inline void hap_install_editor_signals(void) {
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  sigemptyset(&action.sa_mask);
  action.sa_handler = hap_termination_handler;
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGHUP, &action, NULL);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGQUIT, &action, NULL);
  struct sigaction crash;
  memset(&crash, 0, sizeof(crash));
  sigemptyset(&crash.sa_mask);
  crash.sa_handler = hap_crash_handler;
  crash.sa_flags = SA_RESETHAND;
  sigaction(SIGSEGV, &crash, NULL);
  sigaction(SIGBUS, &crash, NULL);
  sigaction(SIGILL, &crash, NULL);
  sigaction(SIGTRAP, &crash, NULL);
  sigaction(SIGABRT, &crash, NULL);
  sigaction(SIGFPE, &crash, NULL);
}

static inline void hap_remove_editor_signals(void) {
  int signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
  for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) signal(signals[i], SIG_DFL);
}

static inline int hap_received_termination(void) { return hap_termination_signal; }

#endif
