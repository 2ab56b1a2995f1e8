#ifndef HAPTUI_CALSA_SHIM_H
#define HAPTUI_CALSA_SHIM_H
#include <alsa/asoundlib.h>

/* alsa-lib prints its own errors on stderr, which would scribble over the editor's screen;
   haptui reports each failure itself from the error code, so the library's text is dropped.
   The handler is variadic, which Swift cannot define, hence these two C functions. */
static void haptui_alsa_quiet_handler(const char *file, int line, const char *function, int err,
                                      const char *fmt, ...) {
  (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static inline void haptui_alsa_silence_errors(void) {
  snd_lib_error_set_handler(haptui_alsa_quiet_handler);
}
#endif
