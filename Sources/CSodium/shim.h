#ifndef RPS_CSODIUM_SHIM_H
#define RPS_CSODIUM_SHIM_H
// libsodium from the system (Debian: libsodium-dev), through its header, without pkg-config.
#include <sodium.h>
#endif
