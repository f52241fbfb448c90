// ScrollPhysicsTests — make the test binary link libm.
//
// ScrollPhysics imports nothing, yet its code references libm symbols: the `exp`/`log`/… it declares in
// LibM.swift, and `sqrt`/`round`/`floor` that the standard library's `squareRoot()`/`rounded()` lower to in
// debug builds. Nothing else in the test binary asks the linker for libm (Swift Testing does not), so without
// this import the link fails with "undefined reference to 'exp'". Glibc's module map carries `link "m"`; the
// import adds that autolink entry. The lasting fix is a `linkerSettings: [.linkedLibrary("m")]` on the pure
// targets in Package.swift (see the ScrollPhysics report).
#if canImport(Glibc)
import Glibc
#endif
