// CLibm has only static inline functions (include/CLibm.h); SwiftPM needs one source file for a C target.
#include "CLibm.h"
