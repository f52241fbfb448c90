// zlib, for its CRC-32 (Support/CRC32).
#ifndef DRAGSCROLLLAB_CZLIB_SHIM_H
#define DRAGSCROLLLAB_CZLIB_SHIM_H
#include <zlib.h>
#endif
