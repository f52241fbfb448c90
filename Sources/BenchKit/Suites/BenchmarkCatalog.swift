// BenchKit/BenchmarkCatalog: every suite `bench run --suite` knows, in one immutable list.

/// The benchmark suites of this package.
///
/// To add a suite: declare it in its own file in `Sources/BenchKit/Suites/` as a `static let` in an
/// extension of `BenchmarkCatalog` (see `MeasurementOverheadSuite.swift`), then append it to ``all``.
public enum BenchmarkCatalog {
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
    ]

    /// The suite called `name`, or `nil`.
    public static func suite(named name: String) -> BenchmarkSuite? {
        all.first { $0.name == name }
    }

    /// Validates every suite and checks that suite names are unique.
    ///
    /// - Throws: the first ``BenchmarkDeclarationError`` found.
    public static func validate(_ suites: [BenchmarkSuite] = all) throws(BenchmarkDeclarationError) {
        var names = Set<String>()
        for suite in suites {
            try suite.validate()
            if !names.insert(suite.name).inserted { throw .duplicateSuite(suite.name) }
        }
    }
}
