// BenchCLI/ConformanceOptions: the command line of `bench conformance`.
import ArgumentParsing

/// The vectors file, how many mismatches to print, and the cursor's shuffle seed.
struct ConformanceOptions: UncheckedArgumentBacked {
    static let vectors = PositionalSpec("vectors.json", help: "a recorded vectors file (format: docs/model.md §14)")
    static let mismatches: Option<Int> = .integer(
        "mismatches", in: 0...10_000, valueName: "n", default: 10, help: "how many mismatches to print in full")
    static let shuffleSeed: Option<Int> = .integer(
        "shuffle-seed", in: 0...Int.max, valueName: "n", default: 0x5EED,
        help: "seed of the cursor's shuffled visiting order")

    static var specs: [OptionSpec] { [mismatches.spec, shuffleSeed.spec] }
    static var positionals: [PositionalSpec] { [vectors] }
    let arguments: ParsedArguments
    var path: String { arguments[Self.vectors] ?? "" }
}
