// BenchCLI/PlotOutput: the image and CSV outputs of the plotting verbs: options, paths, atomic writes.
import Analysis
import Foundation
import Harness
import Plotting
import SafeOutput

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

    /// The image path (`--out` or `defaultPath`), the CSV path, the renderer and whether to replace files; every
    /// file the command will write (the PNG, gnuplot's `.gp` and `.dat`, the CSV) is declared in one ``OutputSet``
    /// and checked before anything is computed or written.
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
        /// The result set every file goes into (committed by ``PlotOutput/write(_:csv:to:)``).
        var set: OutputSet
    }

    /// Reads the output options and declares (checks) every file.
    ///
    /// - Throws: ``UsageError`` for a bad size or the same path twice; ``OutputError`` (exit 2) for a bad name, a
    ///   missing folder, an existing file without `--force`, or anything but a regular file in the way.
    static func targets(_ arguments: ParsedArguments, defaultPath: String) throws -> Targets {
        let image = arguments.string("out") ?? defaultPath
        let csv = arguments.string("csv")
        let force = arguments.flag("force")
        if let csv, csv == image { throw UsageError("--csv: same path as the image ('\(csv)')") }
        let size = try size(arguments)
        let renderer = arguments.choice("renderer", as: RendererChoice.self) ?? .auto
        let set = OutputSet(overwrite: force)
        for file in PlotRenderer.files(for: image, choice: renderer) { try set.declare(file) }
        if let csv { try set.declare(csv) }
        return Targets(image: image, csv: csv, renderer: renderer, size: size, force: force, set: set)
    }

    /// Validates `spec`, draws it and writes `csv` (if any) and the `extra` files (declared in `targets.set`
    /// beforehand) to temporary names, then moves them all into place together; returns one line per file written
    /// (`plot: <path> (<renderer>, <W>x<H> px)`, `csv: <path>`).
    ///
    /// - Throws: `PlotError` or ``OutputError``; on any error no final name changed.
    static func write(
        _ spec: PlotSpec, csv: String?, extra: [(path: String, data: Data)] = [], to targets: Targets
    ) throws -> [String] {
        _ = try PlotLayout(spec: spec)
        let report = try PlotRenderer.render(spec, to: targets.image, choice: targets.renderer, in: targets.set)
        if let path = targets.csv, let csv { try targets.set.write(Data(csv.utf8), to: path) }
        for file in extra { try targets.set.write(file.data, to: file.path) }
        try targets.set.commit()
        var lines = ["plot: \(targets.image) (\(report.renderer.rawValue), \(spec.size.width)x\(spec.size.height) px)"]
        if let path = targets.csv { lines.append("csv: \(path)") }
        return lines
    }
}
