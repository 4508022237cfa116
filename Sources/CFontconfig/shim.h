#ifndef RPS_CFONTCONFIG_SHIM_H
#define RPS_CFONTCONFIG_SHIM_H
// fontconfig from the system (Debian: libfontconfig-dev), through its header, without
// pkg-config: the SDL host asks it for a font that has the glyphs DejaVu lacks (Chinese).
#include <fontconfig/fontconfig.h>
#endif
