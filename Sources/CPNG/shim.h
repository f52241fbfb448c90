// libpng's simplified API for Swift. Macros built from other macros do not import into Swift,
// so the few this project needs are exposed as static inline functions.
#ifndef DRAGSCROLLLAB_CPNG_SHIM_H
#define DRAGSCROLLLAB_CPNG_SHIM_H
#include <png.h>

/// PNG_IMAGE_VERSION, for `png_image.version`.
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
/// PNG_FORMAT_RGBA: 8-bit red, green, blue, alpha.
static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
/// PNG_IMAGE_FAILED(image).
static inline int cpng_image_failed(png_imagep image) { return PNG_IMAGE_FAILED(*image) ? 1 : 0; }
/// PNG_IMAGE_PNG_SIZE_MAX(*image): an upper bound on the bytes png_image_write_to_memory needs for 8-bit data.
static inline png_alloc_size_t cpng_image_png_size_max(png_imagep image) { return PNG_IMAGE_PNG_SIZE_MAX(*image); }
/// PNG_IMAGE_FLAG_FAST: favour encoding speed over compressed size.
static inline png_uint_32 cpng_image_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }
#endif
