// Harness/BenchmarkCatalog: the namespace suites are declared in, and the checks a list of suites must pass.

/// The namespace benchmark suites are declared in (each as a `static let` in an extension, in the package's
/// `Benchmarks/Suites/` folder), and the validation of a list of suites.
public enum BenchmarkCatalog {
    /// Validates every suite and checks that suite names are unique.
    ///
    /// - Throws: the first ``BenchmarkDeclarationError`` found.
    public static func validate(_ suites: [BenchmarkSuite]) throws(BenchmarkDeclarationError) {
        var names = Set<String>()
        for suite in suites {
            try suite.validate()
            if !names.insert(suite.name).inserted { throw .duplicateSuite(suite.name) }
        }
    }
}
