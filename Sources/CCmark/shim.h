#ifndef HAPTUI_CCMARK_SHIM_H
#define HAPTUI_CCMARK_SHIM_H
#include <cmark.h>
#endif
