// BenchCLI/PlotOutput: the image and CSV outputs of the plotting verbs: paths and atomic writes.
import Analysis
import Foundation
import Harness
import Plotting
import SafeOutput

/// The checked writes behind ``PlotOutputOptions`` (`bench trajectory`, `bench compare`).
enum PlotOutput {
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
        /// The HTML page's path, if asked for.
        var html: String?
        /// The renderer.
        var renderer: RendererChoice
        /// The image size.
        var size: PlotSize
        /// Whether existing files may be replaced.
        var force: Bool
        /// The result set every file goes into (committed by ``PlotOutput/write(_:csv:html:extra:to:)``).
        var set: OutputSet
    }

    /// A further file of the same result set: its path, its bytes and the line saying it was written.
    typealias ExtraFile = (path: String, data: Data, line: String)

    /// Validates `spec`, draws it and writes `csv` (if any), the page `html` builds (called only when `--html` was
    /// given; verbs without `--html` pass none) and the `extra` files (declared in `targets.set` beforehand) to
    /// temporary names, then moves them all into place together; returns one line per file written
    /// (`plot: <path> (<renderer>, <W>x<H> px)`, `csv: <path>`, `html: <path> (<bytes> bytes)`, then the extra
    /// files' lines).
    ///
    /// - Throws: `PlotError` or ``OutputError``; on any error no final name changed.
    static func write(
        _ spec: PlotSpec, csv: String?, html: (() -> String)? = nil, extra: [ExtraFile] = [],
        to targets: Targets
    ) throws -> [String] {
        _ = try PlotLayout(spec: spec)
        let report = try PlotRenderer.render(spec, to: targets.image, choice: targets.renderer, in: targets.set)
        if let path = targets.csv, let csv { try targets.set.write(Data(csv.utf8), to: path) }
        var page: (path: String, bytes: Int)?
        if let path = targets.html, let html {
            let data = Data(html().utf8)
            try targets.set.write(data, to: path)
            page = (path, data.count)
        }
        for file in extra { try targets.set.write(file.data, to: file.path) }
        try targets.set.commit()
        var lines = ["plot: \(targets.image) (\(report.renderer.rawValue), \(spec.size.width)x\(spec.size.height) px)"]
        if let path = targets.csv { lines.append("csv: \(path)") }
        if let page { lines.append("html: \(page.path) (\(page.bytes) bytes)") }
        return lines + extra.map(\.line)
    }
}
