// BenchCLI/SweepFolderOptions: the command lines of the verbs that re-write sweep folders (render, results merge).
import ArgumentParsing
import Plotting

/// `bench render DIR`: the sweep to re-draw, what its pictures show, and where they go.
struct RenderOptions: OptionGroup {
    /// `<dir>`.
    static let folder = PositionalSpec("dir", help: "a sweep folder (or its sweep.json)")
    /// `--renderer`.
    static let renderer = SharedOptions.renderer
    /// `-o`, `--out dir`.
    static let out = SharedOptions.outFolder.withHelp("write a new folder instead of re-drawing in place")
    /// `--force`.
    static let force = SharedOptions.force.withHelp("replace an existing --out folder")
    /// `--html`.
    static let html = Flag(
        "html",
        help: "also write sweep.html: the heatmaps with each cell's outcome, a click plays the cell's trajectory "
            + "(a bounded set of cells, simulated again; docs/page.md)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        [renderer.spec] + SweepPictureOptions.specs + [out.spec, force.spec, html.spec]
    }
    /// The sweep folder.
    static var positionals: [PositionalSpec] { [folder] }

    /// The sweep folder or its `sweep.json`.
    var source: String
    /// `--renderer`.
    var renderer: RendererChoice
    /// `--metric`, `--plot-values`.
    var pictures: SweepPictureOptions
    /// `--out`, when given.
    var out: String?
    /// `--force`.
    var force: Bool
    /// `--html`.
    var html: Bool

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        source = arguments[Self.folder] ?? "."
        renderer = arguments[Self.renderer]
        pictures = try SweepPictureOptions(parsing: arguments)
        out = arguments[Self.out]
        force = arguments[Self.force]
        html = arguments[Self.html]
    }
}

/// `bench results merge SHARD...`: the shards, and the folder they are joined into.
struct MergeOptions: OptionGroup {
    /// `<shard>...`.
    static let shards = PositionalSpec("shard", help: "a shard folder or its sweep.json", variadic: true)
    /// `-o`, `--out dir` (required).
    static let out = SharedOptions.outFolder.withHelp("the merged sweep folder (required)")
    /// `--renderer`.
    static let renderer = SharedOptions.renderer
    /// `--force`.
    static let force = SharedOptions.force.withHelp("replace an existing output folder")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [out.spec, renderer.spec, force.spec] }
    /// The shards.
    static var positionals: [PositionalSpec] { [shards] }

    /// The shard folders (or `sweep.json` files), in the order given.
    var sources: [String]
    /// `--out`.
    var out: String
    /// `--renderer`.
    var renderer: RendererChoice
    /// `--force`.
    var force: Bool

    /// Reads the arguments; `--out` is required.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        sources = arguments.all(Self.shards)
        let out = arguments[Self.out]
        renderer = arguments[Self.renderer]
        force = arguments[Self.force]
        guard let out else { throw UsageError("--out: the merged folder is required") }
        self.out = out
    }
}
