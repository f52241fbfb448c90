// ScrollPhysics — C math functions, declared by hand.
//
// Why this file exists (the one place the choice is documented):
// ScrollPhysics imports nothing, not even Glibc, so `exp`, `log`, `sin` and `cos` are not in scope. The
// standard library gives `Double.squareRoot()` but no transcendental functions, and hand-written
// approximations would not match libm's accuracy (≤ 1 ulp). So the handful of functions we need are declared
// here under their C symbol names with `@_silgen_name`, and resolved by the platform's libm at link time.
//
// * Calling convention: `@_silgen_name` uses the Swift calling convention. For functions of `Double`
//   arguments returning `Double` it coincides with the C convention on x86_64 and arm64 (arguments and result
//   in floating-point registers), which is why only such signatures appear here. Checked in debug and release
//   builds by `LibMTests` against known values.
// * Linking: the symbols live in libm (`libm.so.6`). Nothing in this module asks the linker for it: a binary
//   links libm when some module in it imports Glibc or Foundation (Swift Testing and Foundation do, so the
//   test binary and the `bench` tool are fine). An executable that uses ScrollPhysics and nothing else fails
//   to link with "undefined reference to 'exp'"; the fix is
//   `linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]` on the ScrollPhysics target.
// * The stdlib's underscored `_exp`/`_log` (LLVM intrinsics) need libm in exactly the same way and offer no
//   `expm1`/`log1p`, which the decay closed forms need for accuracy near t = 0.

/// e^x (C `exp`).
@_silgen_name("exp") internal func libmExp(_ x: Double) -> Double
/// e^x − 1, accurate for small x (C `expm1`).
@_silgen_name("expm1") internal func libmExpm1(_ x: Double) -> Double
/// Natural logarithm (C `log`).
@_silgen_name("log") internal func libmLog(_ x: Double) -> Double
/// ln(1 + x), accurate for small x (C `log1p`).
@_silgen_name("log1p") internal func libmLog1p(_ x: Double) -> Double
/// Base-10 logarithm (C `log10`); used only to format descriptions.
@_silgen_name("log10") internal func libmLog10(_ x: Double) -> Double
/// Sine of an angle in radians (C `sin`).
@_silgen_name("sin") internal func libmSin(_ x: Double) -> Double
/// Cosine of an angle in radians (C `cos`).
@_silgen_name("cos") internal func libmCos(_ x: Double) -> Double
