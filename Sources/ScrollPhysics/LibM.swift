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
//   builds (`swift test [-c release] --filter ScrollPhysicsTests`, test "exp/log/expm1/log1p/sin/cos through
//   the public API") against values computed independently.
// * Linking: the symbols live in libm (`libm.so.6`), and nothing in this module asks the linker for it. On
//   Linux libm is NOT linked by default: a binary gets it when some module in it imports Glibc or Foundation.
//   The test binary (XCTest/Foundation) and `bench` (Foundation, via AxisConformance) do; an executable that
//   uses ScrollPhysics and nothing else fails with "undefined reference to 'exp'". The same holds for any pure
//   module: in debug builds the stdlib's `squareRoot()` and `rounded()` also call libm's `sqrt`/`round`. The
//   fix is `linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]` on the pure targets.
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
