// BenchCLI/PlotOutputOptions: where a plotting verb writes its PNG and CSV, how it draws, and whether it replaces.
import ArgumentParsing
import Plotting
import Reports
import SafeOutput

/// `--out`, `--csv`, `--html`, `--renderer`, `--size`, `--force` of `bench trajectory` and `bench compare`.
struct PlotOutputOptions: ArgumentBacked {
    static let out = SharedOptions.outFolder.withHelp(
        "the PNG to write (default: Plots/<verb>-<scenario>.png)", valueName: "file.png")
    static let csv: Option<String?> = .text(
        "csv", valueName: "file.csv", help: "also write the plotted numbers as CSV (atomically)")
    static let html: Option<String?> = .text(
        "html", valueName: "file.html",
        help: "also write the animated page: the sheet moving frame by frame, its curves, play/scrub controls "
            + "(one self-contained HTML file; docs/page.md)")
    static let renderer = SharedOptions.renderer.withHelp(
        "gnuplot (pngcairo; keeps .gp/.dat beside the PNG), the built-in raster renderer "
            + "(byte-for-byte reproducible), or auto: gnuplot when installed")
    static let defaultSize = "1600x1000"
    static let size: Option<String> = .text(
        "size", valueName: "WxH", default: defaultSize,
        help:
            "image size in pixels, e.g. 1200x800 (\(PlotSize.allowed.lowerBound)…\(PlotSize.allowed.upperBound) each, "
            + "at most \(PlotSize.maximumPixels) pixels)")
    static let force = SharedOptions.force

    /// The declarations, `--out` with its generic help.
    static var specs: [OptionSpec] { specs(outHelp: out.spec.help) }

    /// The declarations, `--out` saying where this verb's image goes by default.
    static func specs(outHelp: String) -> [OptionSpec] {
        [out.withHelp(outHelp).spec, csv.spec, html.spec, renderer.spec, size.spec, force.spec]
    }

    let arguments: ParsedArguments
    /// `--size`, pixels, checked.
    let size: PlotSize

    /// Keeps the arguments and checks `--size` (a verb that does not declare `--html` never sees one).
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        size = try Self.size(arguments[Self.size])
    }

    /// The `--size` text `raw` as pixels.
    static func size(_ raw: String) throws(UsageError) -> PlotSize {
        let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw UsageError("--size: '\(raw)' is not WIDTHxHEIGHT in pixels (e.g. 1600x1000)")
        }
        let size = PlotSize(width: width, height: height)
        if let problem = size.problem { throw UsageError("--size: \(problem.reason)") }
        return size
    }

    /// The image path (`--out` or `defaultPath`) and every file the command will write (the PNG, gnuplot's `.gp`
    /// and `.dat`, the CSV, the HTML page), declared in one ``OutputSet`` before anything is computed or written.
    /// The default path's folder is created when missing (``DefaultOutput``); a folder in `--out` must exist.
    /// `others` are the verb's further outputs (`--trace-out`, `--json`), checked against these (the verb declares
    /// them in the set itself).
    ///
    /// - Throws: ``OutputError`` (exit 2) for two outputs naming one file (``PathIdentity``, naming both options), a
    ///   bad name, a missing folder, an existing file without `--force`, or anything but a regular file in the way.
    func targets(defaultPath: String, others: [(option: String, path: String?)] = []) throws -> PlotOutput.Targets {
        let (image, csv, html) = (self.out ?? defaultPath, self.csv, self.html)
        try PathIdentity.requireDistinct([("--out", image), ("--csv", csv), ("--html", html)] + others)
        if self.out == nil { DefaultOutput.prepareFolder(of: image) }
        return try PlotOutput.Targets(
            image: image, csv: csv, html: html, renderer: self.renderer, size: size, overwrite: self.force)
    }
}
