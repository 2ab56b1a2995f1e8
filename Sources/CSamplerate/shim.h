#ifndef HAPTUI_CSAMPLERATE_SHIM_H
#define HAPTUI_CSAMPLERATE_SHIM_H
#include <samplerate.h>
#endif
