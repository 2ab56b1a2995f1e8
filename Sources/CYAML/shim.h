#ifndef HAPTUI_CYAML_SHIM_H
#define HAPTUI_CYAML_SHIM_H
#include <yaml.h>
#endif
