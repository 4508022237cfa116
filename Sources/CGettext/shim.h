#ifndef RPS_CGETTEXT_SHIM_H
#define RPS_CGETTEXT_SHIM_H
// GNU gettext as glibc has it (libintl is part of the C library: nothing to link). Swift's Glibc
// module does not export <libintl.h>.
#include <libintl.h>
#include <locale.h>
#endif
