#ifndef RPS_CSTROPHE_SHIM_H
#define RPS_CSTROPHE_SHIM_H
// libstrophe from the system (Debian: libstrophe-dev), the XMPP client library, through its
// header, without pkg-config.
#include <strophe.h>
#endif
