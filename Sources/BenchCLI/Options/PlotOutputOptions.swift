// BenchCLI/PlotOutputOptions: where a plotting verb writes its PNG and CSV, how it draws, and whether it replaces.
import ArgumentParsing
import Plotting
import SafeOutput

/// `--out`, `--csv`, `--html`, `--renderer`, `--size`, `--force` of `bench trajectory` and `bench compare`.
struct PlotOutputOptions: OptionGroup {
    /// `-o`, `--out file.png`.
    static let out = SharedOptions.outFolder.withHelp(
        "the PNG to write (default: Plots/<verb>-<scenario>.png)", valueName: "file.png")
    /// `--csv file.csv`.
    static let csv: Option<String?> = .text(
        "csv", valueName: "file.csv", help: "also write the plotted numbers as CSV (atomically)")
    /// `--html file.html`.
    static let html: Option<String?> = .text(
        "html", valueName: "file.html",
        help: "also write the animated page: the sheet moving frame by frame, its curves, play/scrub controls "
            + "(one self-contained HTML file; docs/page.md)")
    /// `--renderer`.
    static let renderer = SharedOptions.renderer.withHelp(
        "gnuplot (pngcairo; keeps .gp/.dat beside the PNG), the built-in raster renderer "
            + "(byte-for-byte reproducible), or auto: gnuplot when installed")
    /// The default image size, pixels.
    static let defaultSize = "1600x1000"
    /// `--size WxH`, pixels.
    static let size: Option<String> = .text(
        "size", valueName: "WxH", default: defaultSize,
        help: "image size in pixels, e.g. 1200x800 (\(PlotSize.allowed.lowerBound)…\(PlotSize.allowed.upperBound) each)"
    )
    /// `--force`.
    static let force = SharedOptions.force

    /// The declarations, `--out` with its generic help.
    static var specs: [OptionSpec] { specs(outHelp: out.spec.help) }

    /// The declarations, `--out` saying where this verb's image goes by default.
    static func specs(outHelp: String) -> [OptionSpec] {
        [out.withHelp(outHelp).spec, csv.spec, html.spec, renderer.spec, size.spec, force.spec]
    }

    /// `--out`, when given.
    var out: String?
    /// `--csv`, when given.
    var csv: String?
    /// `--html`, when given.
    var html: String?
    /// `--renderer`.
    var renderer: RendererChoice
    /// `--size`.
    var size: PlotSize
    /// `--force`.
    var force: Bool

    /// Reads the options and checks `--size`, without `--html` (for verbs that reuse these options but write no
    /// page, such as `bench trace`).
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        try self.init(parsing: arguments, offersPage: false)
    }

    /// Reads the options and checks `--size`; `--html` only for a verb that declares it (`offersPage`).
    init(parsing arguments: ParsedArguments, offersPage: Bool) throws(UsageError) {
        out = arguments[Self.out]
        csv = arguments[Self.csv]
        html = offersPage ? arguments[Self.html] : nil
        renderer = arguments[Self.renderer]
        force = arguments[Self.force]
        size = try Self.size(arguments[Self.size])
    }

    /// The `--size` text `raw` as pixels.
    static func size(_ raw: String) throws(UsageError) -> PlotSize {
        let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw UsageError("--size: '\(raw)' is not WIDTHxHEIGHT in pixels (e.g. 1600x1000)")
        }
        for side in [width, height] where !PlotSize.allowed.contains(side) {
            throw UsageError(
                "--size: \(side) px is out of range \(PlotSize.allowed.lowerBound)…\(PlotSize.allowed.upperBound)")
        }
        return PlotSize(width: width, height: height)
    }

    /// The image path (`--out` or `defaultPath`) and every file the command will write (the PNG, gnuplot's `.gp`
    /// and `.dat`, the CSV, the HTML page), declared in one ``OutputSet`` before anything is computed or written.
    ///
    /// - Throws: ``UsageError`` for the same path twice; ``OutputError`` (exit 2) for a bad name, a missing folder,
    ///   an existing file without `--force`, or anything but a regular file in the way.
    func targets(defaultPath: String) throws -> PlotOutput.Targets {
        let image = out ?? defaultPath
        if let csv, csv == image { throw UsageError("--csv: same path as the image ('\(csv)')") }
        if let html, html == image || html == csv {
            throw UsageError("--html: same path as the \(html == image ? "image" : "CSV") ('\(html)')")
        }
        let set = OutputSet(overwrite: force)
        for file in PlotRenderer.files(for: image, choice: renderer) { try set.declare(file) }
        if let csv { try set.declare(csv) }
        if let html { try set.declare(html) }
        return PlotOutput.Targets(
            image: image, csv: csv, html: html, renderer: renderer, size: size, force: force, set: set)
    }
}
