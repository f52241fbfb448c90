// FreeType for Swift. FreeType's headers are reached through ft2build.h; the load flags built from
// function-like macros do not import into Swift, so the few this project needs are static inline functions.
#ifndef DRAGSCROLLLAB_CFREETYPE_SHIM_H
#define DRAGSCROLLLAB_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

/// FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT: an 8-bit anti-aliased bitmap, hinted vertically only (advances kept).
static inline FT_Int32 cfreetype_load_flags(void) { return FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT; }
/// FT_KERNING_DEFAULT, for FT_Get_Kerning.
static inline FT_UInt cfreetype_kerning_default(void) { return FT_KERNING_DEFAULT; }
/// FT_HAS_KERNING(face).
static inline int cfreetype_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
#endif
