// BenchmarkSuites/BenchmarkCatalog: every suite `bench run --suite` knows, in one immutable list.
import Harness

/// The benchmark suites of this package.
///
/// To add a suite: declare it in its own file in `Benchmarks/Suites/` as a `static let` in an extension of
/// `BenchmarkCatalog` (see `MeasurementOverheadSuite.swift`), then append it to ``all``.
extension BenchmarkCatalog {
    /// Every suite, in the order `bench run --suite all` runs them.
    public static let all: [BenchmarkSuite] = [
        measurementOverhead,
        projectionOracle,
        cursorDrag,
        cursorJump,
        solver,
        rasterPlot,
        simulator,
        sweep,
        sweepCommand,
    ]

    /// The suite called `name`, or `nil`.
    public static func suite(named name: String) -> BenchmarkSuite? {
        all.first { $0.name == name }
    }

    /// Validates every suite of ``all``.
    ///
    /// - Throws: the first ``BenchmarkDeclarationError`` found.
    public static func validateAll() throws(BenchmarkDeclarationError) { try validate(all) }
}
