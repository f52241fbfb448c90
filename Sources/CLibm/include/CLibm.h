// CLibm: the C math functions the pure modules need, as static inline wrappers (the swift-numerics shim
// pattern). Swift sees C declarations with C calling conventions; nothing depends on the Swift and C
// conventions happening to agree. The target links libm itself.
#ifndef DRAGSCROLLLAB_CLIBM_H
#define DRAGSCROLLLAB_CLIBM_H

#include <math.h>

/// e^x.
static inline double clibm_exp(double x) { return exp(x); }
/// e^x - 1, accurate for small x.
static inline double clibm_expm1(double x) { return expm1(x); }
/// Natural logarithm.
static inline double clibm_log(double x) { return log(x); }
/// ln(1 + x), accurate for small x.
static inline double clibm_log1p(double x) { return log1p(x); }
/// Sine of an angle in radians.
static inline double clibm_sin(double x) { return sin(x); }
/// Cosine of an angle in radians.
static inline double clibm_cos(double x) { return cos(x); }
/// The angle of (x, y) from the positive x axis, radians in [−π, π].
static inline double clibm_atan2(double y, double x) { return atan2(y, x); }
/// x raised to the power y.
static inline double clibm_pow(double x, double y) { return pow(x, y); }

#endif
