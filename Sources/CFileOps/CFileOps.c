// CFileOps has only static inline functions (include/CFileOps.h); SwiftPM needs one source file for a C target.
#include "CFileOps.h"
