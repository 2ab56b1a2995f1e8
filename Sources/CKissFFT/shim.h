#ifndef HAPTUI_CKISSFFT_SHIM_H
#define HAPTUI_CKISSFFT_SHIM_H
#include <stdlib.h>
#include <kissfft/kiss_fftr.h>

/* kiss_fftr_free is a macro (free); Swift cannot call function-like macros. */
static inline void haptui_kiss_fftr_free(kiss_fftr_cfg cfg) { kiss_fftr_free(cfg); }
#endif
