// ScrollPhysics — the C math functions it needs, through the CLibm shim target.
//
// ScrollPhysics imports no Foundation and no Glibc: the standard library has `squareRoot()` but no
// transcendental functions, and hand-written approximations would not match libm's accuracy (≤ 1 ulp). CLibm
// wraps the few functions needed as `static inline` C functions (the swift-numerics shim pattern), so calls
// use C's own calling convention, and its target links libm.
import CLibm

/// e^x (C `exp`).
@usableFromInline @inline(__always) internal func libmExp(_ x: Double) -> Double { clibm_exp(x) }
/// e^x − 1, accurate for small x (C `expm1`).
@usableFromInline @inline(__always) internal func libmExpm1(_ x: Double) -> Double { clibm_expm1(x) }
/// Natural logarithm (C `log`).
@inline(__always) internal func libmLog(_ x: Double) -> Double { clibm_log(x) }
/// ln(1 + x), accurate for small x (C `log1p`).
@inline(__always) internal func libmLog1p(_ x: Double) -> Double { clibm_log1p(x) }
/// Sine of an angle in radians (C `sin`).
@inline(__always) internal func libmSin(_ x: Double) -> Double { clibm_sin(x) }
/// Cosine of an angle in radians (C `cos`).
@inline(__always) internal func libmCos(_ x: Double) -> Double { clibm_cos(x) }
/// The angle of the point (x, y) from the positive x axis, radians in [−π, π] (C `atan2`).
@inline(__always) internal func libmAtan2(_ y: Double, _ x: Double) -> Double { clibm_atan2(y, x) }
/// x raised to the power y (C `pow`): Flutter's `math.pow`, where a peer's own tests expect its exact values.
@inline(__always) internal func libmPow(_ x: Double, _ y: Double) -> Double { clibm_pow(x, y) }
