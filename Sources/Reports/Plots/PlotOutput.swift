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

    /// `<file>-<name>.png`, a further picture beside the image `<file>.png` (`-<name>.png` added to a path that
    /// does not end in `.png`).
    public static func besideImage(_ image: String, named name: String) -> String {
        (image.hasSuffix(".png") ? String(image.dropLast(4)) : image) + "-\(name).png"
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
            try PlotOutput.declare(images: [image], files: [csv, html], renderer: renderer, in: set)
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
        try declare(images: [], files: files.map(\.path), renderer: .auto, in: set)
        return try write(images: [], files: files, renderer: .auto, in: set)
    }

    /// Declares in `set` each of `images` with its renderer's companions (gnuplot's `.gp` and `.dat`), then each
    /// of `files` given, in order.
    ///
    /// - Throws: ``OutputError`` for a bad name, a missing folder, an existing file without overwrite, or anything
    ///   but a regular file in the way.
    public static func declare(images: [String], files: [String?], renderer: RendererChoice, in set: OutputSet)
        throws(OutputError)
    {
        for file in images.flatMap({ PlotRenderer.files(for: $0, choice: renderer) }) + files.compactMap({ $0 }) {
            try set.declare(file)
        }
    }

    /// Validates every image's spec, draws `images` with `renderer` and writes `files` into `set` (which declares
    /// every path) under temporary names, then moves them all into place together; returns one line per file:
    /// `plot: <path> (<renderer>, <W>x<H> px)` per image, then each file's own line.
    ///
    /// - Throws: `PlotError` or ``OutputError``; on any error no final name changed.
    public static func write(
        images: [(path: String, spec: PlotSpec)], files: [ExtraFile], renderer: RendererChoice, in set: OutputSet
    ) throws -> [String] {
        for image in images { _ = try PlotLayout(spec: image.spec) }
        var lines: [String] = []
        for image in images {
            let drawn = try PlotRenderer.render(image.spec, to: image.path, choice: renderer, in: set)
            lines.append(
                "plot: \(image.path) (\(drawn.renderer.rawValue), \(image.spec.size.width)x\(image.spec.size.height) px)"
            )
        }
        for file in files { try set.write(file.data, to: file.path) }
        try set.commit()
        return lines + files.map(\.line)
    }

    /// Writes `spec` at the targets' image, the further `figures` (their files declared in `targets.set`
    /// beforehand), the CSV `csv` and the page `html` builds when the targets ask for them (`html` is called only
    /// then; verbs without `--html` pass none), and the `extra` files (declared beforehand too), as
    /// ``write(images:files:renderer:in:)`` does; the lines: the image's and each figure's, `csv: <path>`,
    /// `html: <path> (<bytes> bytes)`, then the extra files'.
    ///
    /// - Throws: `PlotError` or ``OutputError``; on any error no final name changed.
    public static func write(
        _ spec: PlotSpec, csv: String?, html: (() -> String)? = nil, extra: [ExtraFile] = [],
        figures: [(path: String, spec: PlotSpec)] = [], to targets: Targets
    ) throws -> [String] {
        var files: [ExtraFile] = []
        if let path = targets.csv, let csv { files.append((path, Data(csv.utf8), "csv: \(path)")) }
        if let path = targets.html, let html {
            let data = Data(html().utf8)
            files.append((path, data, "html: \(path) (\(data.count) bytes)"))
        }
        return try write(
            images: [(targets.image, spec)] + figures, files: files + extra, renderer: targets.renderer,
            in: targets.set)
    }
}
