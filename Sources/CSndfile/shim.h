#ifndef HAPTUI_CSNDFILE_SHIM_H
#define HAPTUI_CSNDFILE_SHIM_H
#include <sndfile.h>
#endif
