// BenchCLI/ConformanceOptions: the command line of `bench conformance`.
import ArgumentParsing

/// The vectors file, how many mismatches to print, and the cursor's shuffle seed.
struct ConformanceOptions: OptionGroup {
    /// `<vectors.json>`.
    static let vectors = PositionalSpec("vectors.json", help: "a recorded vectors file (format: docs/model.md §14)")
    /// `--mismatches n`.
    static let mismatches: Option<Int> = .integer(
        "mismatches", in: 0...10_000, valueName: "n", default: 10, help: "how many mismatches to print in full")
    /// `--shuffle-seed n`.
    static let shuffleSeed: Option<Int> = .integer(
        "shuffle-seed", in: 0...Int.max, valueName: "n", default: 0x5EED,
        help: "seed of the cursor's shuffled visiting order")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [mismatches.spec, shuffleSeed.spec] }
    /// The vectors file.
    static var positionals: [PositionalSpec] { [vectors] }

    /// The vectors file.
    var path: String
    /// `--mismatches`.
    var mismatches: Int
    /// `--shuffle-seed`.
    var shuffleSeed: Int

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        path = arguments[Self.vectors] ?? ""
        mismatches = arguments[Self.mismatches]
        shuffleSeed = arguments[Self.shuffleSeed]
    }
}
