#ifndef HAPTUI_CQRENCODE_SHIM_H
#define HAPTUI_CQRENCODE_SHIM_H
// libqrencode (LGPL-2.1, Debian's libqrencode-dev), linked dynamically: the QR code of each
// gallery page (HapSite's QRCode; DECISIONS.md D121).
#include <qrencode.h>
#endif
