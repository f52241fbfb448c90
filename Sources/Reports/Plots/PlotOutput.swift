// Reports/PlotOutput: the image, CSV, page and extra files of a plotting verb, written as one result set.
import Foundation
import Plotting
import SafeOutput

/// The checked writes of the plotting verbs (`bench trajectory`, `bench compare`, `bench trace`).
public enum PlotOutput {
    /// `name` reduced to letters, digits, `.`, `_` and `-` (others become `-`), for default file names.
    public static func safeName(_ name: String) -> String {
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
    public struct Targets {
        /// The PNG path.
        public var image: String
        /// The CSV path, if asked for.
        public var csv: String?
        /// The HTML page's path, if asked for.
        public var html: String?
        /// The renderer.
        public var renderer: RendererChoice
        /// The image size.
        public var size: PlotSize
        /// The result set every file goes into (committed by ``PlotOutput/write(_:csv:html:extra:to:)``).
        public var set: OutputSet

        /// Targets writing into a new result set that declares every path: the PNG and its renderer's companions,
        /// then the CSV and the page; existing files are replaced only with `overwrite`.
        ///
        /// - Throws: ``OutputError`` for a bad name, a missing folder, an existing file without `overwrite`, or
        ///   anything but a regular file in the way.
        public init(
            image: String, csv: String?, html: String?, renderer: RendererChoice, size: PlotSize, overwrite: Bool
        ) throws(OutputError) {
            let set = OutputSet(overwrite: overwrite)
            for file in PlotRenderer.files(for: image, choice: renderer) + [csv, html].compactMap({ $0 }) {
                try set.declare(file)
            }
            self.init(image: image, csv: csv, html: html, renderer: renderer, size: size, set: set)
        }

        /// Targets writing into `set` (which already declares every path).
        public init(
            image: String, csv: String?, html: String?, renderer: RendererChoice, size: PlotSize, set: OutputSet
        ) {
            (self.image, self.csv, self.html, self.renderer, self.size, self.set) = (
                image, csv, html, renderer, size, set
            )
        }
    }

    /// A file of a result set: its path, its bytes and the line saying it was written.
    public typealias ExtraFile = (path: String, data: Data, line: String)

    /// Writes `files` as one result set (every path checked first; all appear, or none) and returns their lines.
    ///
    /// - Throws: ``OutputError`` (a bad name, a missing folder, an existing file without `overwrite`).
    public static func write(_ files: [ExtraFile], overwrite: Bool) throws -> [String] {
        let set = OutputSet(overwrite: overwrite)
        for file in files { try set.declare(file.path) }
        for file in files { try set.write(file.data, to: file.path) }
        try set.commit()
        return files.map(\.line)
    }

    /// Validates `spec` and the further `figures`, draws them and writes `csv` (if any), the page `html` builds
    /// (called only when `--html` was given; verbs without `--html` pass none) and the `extra` files (these and the
    /// figures' files declared in `targets.set` beforehand) to temporary names, then moves them all into place
    /// together; returns one line per file written (`plot: <path> (<renderer>, <W>x<H> px)` for the image and each
    /// figure, `csv: <path>`, `html: <path> (<bytes> bytes)`, then the extra files' lines).
    ///
    /// - Throws: `PlotError` or ``OutputError``; on any error no final name changed.
    public static func write(
        _ spec: PlotSpec, csv: String?, html: (() -> String)? = nil, extra: [ExtraFile] = [],
        figures: [(path: String, spec: PlotSpec)] = [], to targets: Targets
    ) throws -> [String] {
        for figure in [(targets.image, spec)] + figures { _ = try PlotLayout(spec: figure.1) }
        let report = try PlotRenderer.render(spec, to: targets.image, choice: targets.renderer, in: targets.set)
        var figureLines: [String] = []
        for figure in figures {
            let drawn = try PlotRenderer.render(
                figure.spec, to: figure.path, choice: targets.renderer, in: targets.set)
            figureLines.append(
                "plot: \(figure.path) (\(drawn.renderer.rawValue), \(figure.spec.size.width)x\(figure.spec.size.height) px)"
            )
        }
        if let path = targets.csv, let csv { try targets.set.write(Data(csv.utf8), to: path) }
        var page: (path: String, bytes: Int)?
        if let path = targets.html, let html {
            let data = Data(html().utf8)
            try targets.set.write(data, to: path)
            page = (path, data.count)
        }
        for file in extra { try targets.set.write(file.data, to: file.path) }
        try targets.set.commit()
        var lines =
            ["plot: \(targets.image) (\(report.renderer.rawValue), \(spec.size.width)x\(spec.size.height) px)"]
            + figureLines
        if let path = targets.csv { lines.append("csv: \(path)") }
        if let page { lines.append("html: \(page.path) (\(page.bytes) bytes)") }
        return lines + extra.map(\.line)
    }
}
