// glibc's heap statistics (mallinfo2), for the benchmark of the engine's memory.
#include <malloc.h>
