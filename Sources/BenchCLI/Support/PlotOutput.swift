// BenchCLI/PlotOutput: the image and CSV outputs of the plotting verbs: options, paths, atomic writes.
import Analysis
import Foundation
import Harness
import Plotting

/// Output options shared by `bench trajectory` and `bench compare`, and the checked writes behind them.
enum PlotOutput {
    /// The default image size, pixels.
    static let defaultSize = "1600x1000"

    /// `--out`, `--csv`, `--renderer`, `--size`, `--force`.
    static func specs(outHelp: String) -> [OptionSpec] {
        [
            .option("out", short: "o", valueName: "file.png", help: outHelp),
            .option("csv", valueName: "file.csv", help: "also write the plotted numbers as CSV (atomically)"),
            .option(
                "renderer", kind: .choice(of: RendererChoice.self), valueName: "renderer", default: "auto",
                help: "gnuplot (pngcairo; keeps .gp/.dat beside the PNG), the built-in raster renderer "
                    + "(byte-for-byte reproducible), or auto: gnuplot when installed"),
            .option(
                "size", valueName: "WxH", default: defaultSize,
                help: "image size in pixels, e.g. 1200x800 (200…20000 each)"),
            .flag("force", help: "replace existing output files"),
        ]
    }

    /// The `--size` value.
    static func size(_ arguments: ParsedArguments) throws(UsageError) -> PlotSize {
        let raw = arguments.string("size") ?? defaultSize
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

    /// `name` reduced to letters, digits, `.`, `_` and `-` (others become `-`), for default file names.
    static func safeName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return scalar.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_" || c == "-") ? c : "-"
        }
        let text = String(kept)
        return text.isEmpty || text.hasPrefix(".") ? "scenario\(text)" : text
    }

    /// The image path (`--out` or `defaultPath`), the CSV path, the renderer and whether to replace files;
    /// every path is checked before anything is computed or written.
    struct Targets {
        /// The PNG path.
        var image: String
        /// The CSV path, if asked for.
        var csv: String?
        /// The renderer.
        var renderer: RendererChoice
        /// The image size.
        var size: PlotSize
        /// Whether existing files may be replaced.
        var force: Bool
    }

    /// Reads and preflights the output options.
    ///
    /// - Throws: ``UsageError`` for a bad size or the same path twice; ``OutputError`` (exit 2) for a missing
    ///   folder or an existing file without `--force`.
    static func targets(_ arguments: ParsedArguments, defaultPath: String) throws -> Targets {
        let image = arguments.string("out") ?? defaultPath
        let csv = arguments.string("csv")
        let force = arguments.flag("force")
        if let csv, csv == image { throw UsageError("--csv: same path as the image ('\(csv)')") }
        let size = try size(arguments)
        try AtomicFile.preflight(image, overwrite: force)
        if let csv { try AtomicFile.preflight(csv, overwrite: force) }
        return Targets(
            image: image, csv: csv, renderer: arguments.choice("renderer", as: RendererChoice.self) ?? .auto,
            size: size, force: force)
    }

    /// Validates `spec`, draws it, then writes `csv` (if any); returns one line per file written
    /// (`plot: <path> (<renderer>, <W>x<H> px)`, `csv: <path>`).
    ///
    /// The spec is checked before anything is written, and both paths were preflighted, so a bad spec leaves
    /// nothing behind; each file is written atomically.
    static func write(_ spec: PlotSpec, csv: String?, to targets: Targets) throws -> [String] {
        _ = try PlotLayout(spec: spec)
        try AtomicFile.preflight(targets.image, overwrite: targets.force)
        if let path = targets.csv { try AtomicFile.preflight(path, overwrite: targets.force) }
        let report = try PlotRenderer.render(spec, to: targets.image, choice: targets.renderer)
        var lines = ["plot: \(targets.image) (\(report.renderer.rawValue), \(spec.size.width)x\(spec.size.height) px)"]
        if let path = targets.csv, let csv {
            try AtomicFile.write(Data(csv.utf8), to: path, overwrite: targets.force)
            lines.append("csv: \(path)")
        }
        return lines
    }
}
