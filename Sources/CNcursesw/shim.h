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

#endif
