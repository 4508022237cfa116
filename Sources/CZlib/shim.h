// zlib (Debian: zlib1g-dev), for writing PNG files quickly (SDLHost's PNGWriter).
#include <zlib.h>
