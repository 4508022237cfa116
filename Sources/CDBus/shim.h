#ifndef RPS_CDBUS_SHIM_H
#define RPS_CDBUS_SHIM_H
// libdbus from the system (Debian: libdbus-1-dev), to ask the XDG desktop portal whether the
// desktop prefers a light or a dark style. Its headers sit in two folders that pkg-config names.
#include <dbus/dbus.h>
#endif
