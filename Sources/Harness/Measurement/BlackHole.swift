// Harness/BlackHole: keeps the optimizer from deleting work whose result a benchmark ignores.

/// Consumes `value` in a function the optimizer cannot see through, so the computation that produced it
/// is not removed as dead code.
///
///     Benchmark("friction.position(at:)") { _ in { blackHole(friction.position(at: 0.25)) } }
///
/// `@_optimize(none)` keeps the optimizer from proving the call has no effect and deleting it, which it
/// may otherwise do for callers in this module (the benchmark suites live here).
///
/// - Parameter value: any value; it is not used.
@inline(never)
@_optimize(none)
public func blackHole<T>(_ value: T) {}
