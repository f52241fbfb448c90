// BenchCLI/SweepFolderOptions: the command lines of the verbs that re-write sweep folders (render, results merge).
import ArgumentParsing
import Plotting

/// `bench render DIR`: the sweep to re-draw, what its pictures show, and where they go.
struct RenderOptions: ArgumentBacked {
    static let folder = PositionalSpec("dir", help: "a sweep folder (or its sweep.json)")
    static let renderer = SharedOptions.renderer
    static let out = SharedOptions.outFolder.withHelp("write a new folder instead of re-drawing in place")
    static let force = SharedOptions.force.withHelp("replace an existing --out folder")
    static let html = Flag(
        "html",
        help: "also write sweep.html: the heatmaps with each cell's outcome, a click plays the cell's trajectory "
            + "(a bounded set of cells, simulated again; docs/page.md)")

    static var specs: [OptionSpec] { [renderer.spec] + SweepPictureOptions.specs + [out.spec, force.spec, html.spec] }
    static var positionals: [PositionalSpec] { [folder] }

    let arguments: ParsedArguments
    /// `--metric`, `--plot-values`.
    let pictures: SweepPictureOptions

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        pictures = try SweepPictureOptions(parsing: arguments)
    }

    /// The sweep folder or its `sweep.json`.
    var source: String { arguments[Self.folder] ?? "." }
}

/// `bench results merge SHARD...`: the shards, and the folder they are joined into.
struct MergeOptions: ArgumentBacked {
    static let shards = PositionalSpec("shard", help: "a shard folder or its sweep.json", variadic: true)
    static let out = SharedOptions.outFolder.withHelp("the merged sweep folder (required)")
    static let renderer = SharedOptions.renderer
    static let force = SharedOptions.force.withHelp("replace an existing output folder")

    static var specs: [OptionSpec] { [out.spec, renderer.spec, force.spec] }
    static var positionals: [PositionalSpec] { [shards] }

    let arguments: ParsedArguments

    /// Checks that `--out` is given.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        if arguments[Self.out] == nil { throw UsageError("--out: the merged folder is required") }
    }

    /// The shard folders (or `sweep.json` files), in the order given.
    var sources: [String] { arguments.all(Self.shards) }
    var out: String { arguments[Self.out] ?? "" }
}
