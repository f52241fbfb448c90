// Reports/Sweep/SweepOutput: writes a sweep's folder (CSV, JSON, PNGs) atomically, rows streamed to disk.
import Analysis
import Foundation
import Plotting
import SafeOutput
import Support
import Sweep

/// What ``SweepOutput/write(header:to:overwrite:options:cancellation:produce:)`` wrote.
public struct SweepOutputReport: Sendable, Hashable {
    /// The folder.
    public var folder: String
    /// File names inside it, in writing order (`sweep.csv`, `sweep.json`, then the PNGs and their companions).
    public var files: [String] = []
    /// The renderer that drew the PNGs (nil when none were drawn).
    public var renderer: RendererChoice?
    /// The number of PNG files.
    public var imageCount = 0
    /// The number of rows written.
    public var rowCount = 0
    /// Frames simulated over all rows.
    public var frameCount = 0
    /// How many rows landed on each detent, by detent index.
    public var landingsByDetent: [Int: Int] = [:]
    /// How many rows landed on no detent.
    public var offDetents = 0
}

/// Which files a sweep folder gets.
public struct SweepFiles: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// An option set from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `sweep.csv` and `sweep.json`.
    public static let data = SweepFiles(rawValue: 1)
    /// The PNGs of ``SweepPlots``.
    public static let plots = SweepFiles(rawValue: 2)
    /// Both.
    public static let all: SweepFiles = [.data, .plots]
}

/// How a sweep folder is drawn.
public struct SweepOutputOptions: Sendable, Hashable {
    /// What to write.
    public var files: SweepFiles
    /// Which renderer draws the PNGs.
    public var renderer: RendererChoice
    /// The plots' choices (metric, series).
    public var plots: SweepPlotOptions

    /// Options; see the properties.
    public init(files: SweepFiles = .all, renderer: RendererChoice = .auto, plots: SweepPlotOptions = .init()) {
        self.files = files
        self.renderer = renderer
        self.plots = plots
    }
}

/// Where a sweep folder's write stands when it calls its `reached` callback: every file is still under a
/// temporary name, and an interruption there leaves nothing behind.
public enum SweepWritePhase: String, Sendable, CaseIterable {
    /// `sweep.csv` and `sweep.json` are complete; the plots are next.
    case dataWritten = "write"
    /// Every PNG is drawn; moving the folder into place is next.
    case plotted = "plot"
}

/// Writes a sweep folder: everything into a temporary folder beside it, renamed into place at the end, so the
/// folder appears complete or not at all. Rows are written as they come; only what the plots draw stays in
/// memory.
public enum SweepOutput {
    /// Whether a file of this name is one a sweep folder holds (`sweep.csv`, `sweep.json`, PNGs and gnuplot's
    /// `.gp`/`.dat`): `--force` replaces a folder only when it holds nothing else.
    public static func isOwnFile(_ name: String) -> Bool {
        name == "sweep.csv" || name == "sweep.json" || [".png", ".gp", ".dat"].contains { name.hasSuffix($0) }
    }

    /// Whether the folder at `path` is one a sweep wrote, by its marker: a `sweep.json` that starts as every
    /// `sweep.json` bench writes does (`{`, then the `format` key with `bench-sweep`). `--force` replaces nothing
    /// else that is not empty.
    public static func isOwnFolder(_ path: String) -> Bool {
        let marker = Array("{\n  \"format\": \"\(SweepDocument.format)\",\n".utf8)
        return InputFile.prefix(of: OutputPath.joined(path, "sweep.json"), count: marker.count) == marker
    }

    /// Checks before any work that the folder `path` can be written (see
    /// ``AtomicDirectory/preflight(_:overwrite:replaceable:isOwn:)``).
    ///
    /// - Throws: ``OutputError``.
    public static func preflight(_ path: String, overwrite: Bool) throws(OutputError) {
        try AtomicDirectory.preflight(path, overwrite: overwrite, replaceable: isOwnFile, isOwn: isOwnFolder)
    }

    /// Writes the folder `path`: `produce` hands over the rows' chunks in cell order.
    ///
    /// - Parameters:
    ///   - header: the sweep's header.
    ///   - path: the folder; its parent must exist.
    ///   - overwrite: replace an existing folder (`--force`).
    ///   - options: files, renderer, plot choices.
    ///   - cancellation: checked between phases and plots: when raised, nothing is written (``GridCancelled``).
    ///   - reached: called at each ``SweepWritePhase`` (before the cancellation check there); the CLI's test hook.
    ///   - beforePlacing: called with the filled temporary folder just before it takes the final name; what it
    ///     throws cancels the write (the CLI copies `sweep.json` to standard output here, so a full standard
    ///     output leaves no folder behind).
    ///   - produce: calls its argument with every chunk, in order (a chunk without text is encoded here).
    /// - Throws: ``OutputError`` for the folder, `PlotError` for a plot, ``GridCancelled``, or what `produce`
    ///   throws; the previous folder is then intact.
    public static func write(
        header: SweepHeader, to path: String, overwrite: Bool, options: SweepOutputOptions = .init(),
        cancellation: CancellationFlag? = nil, reached: (SweepWritePhase) -> Void = { _ in },
        beforePlacing: (String) throws -> Void = { _ in },
        produce: ((SweepChunk) throws -> Void) throws -> Void
    ) throws -> SweepOutputReport {
        try AtomicDirectory.write(to: path, overwrite: overwrite, replaceable: isOwnFile, isOwn: isOwnFolder) {
            folder in
            let shown = OutputPath.folderPath(path)
            var report = SweepOutputReport(folder: path)
            var collector = SweepPlotCollector(header: header, options: options.plots)
            let encoder = SweepRowEncoder(header)
            let writesData = options.files.contains(.data)
            func stream(_ name: String) throws(OutputError) -> StreamedFile {
                try StreamedFile(OutputPath.joined(folder, name), shownAs: OutputPath.joined(shown, name))
            }
            let csv = writesData ? try stream("sweep.csv") : nil
            let json = writesData ? try stream("sweep.json") : nil
            try csv?.write(SweepDocument.csvHeader(header))
            let head = try SweepDocument.jsonHead(header)
            try json?.write(head)
            var digest = SweepRowsDigest()
            var landings: [Int: Int] = [:]
            var off = 0
            // The text of chunks that come without it, made here in storage kept from chunk to chunk.
            var scratch = SweepRowText()
            try produce { chunk in
                if writesData {
                    if chunk.text.isEmpty {
                        scratch.removeAll()
                        encoder.encode(chunk.rows[...], into: &scratch, firstInFile: report.rowCount == 0)
                        try csv?.write(scratch.csv)
                        try json?.write(scratch.json)
                        digest.add(scratch.json)
                    } else {
                        try csv?.write(chunk.text.csv)
                        try json?.write(chunk.text.json)
                        digest.add(chunk.text.json)
                    }
                }
                // Rows read in place: iterating the array would copy each row (retaining its offsets).
                chunk.rows.withUnsafeBufferPointer { rows in
                    for index in rows.indices {
                        collector.add(rows[index])
                        report.frameCount += rows[index].frames
                        if let d = rows[index].landingDetent { landings[d, default: 0] += 1 } else { off += 1 }
                    }
                }
                report.rowCount += chunk.rows.count
            }
            report.landingsByDetent = landings
            report.offDetents = off
            try json?.write(digest.tail(empty: report.rowCount == 0))
            // The head stated 0 for the rows' checksum: now it is known.
            try json?.write(digest.text, at: SweepDocument.rowsCrc32Offset(inHead: head))
            try csv?.close()
            try json?.close()
            if writesData { report.files += ["sweep.csv", "sweep.json"] }
            reached(.dataWritten)
            if options.files.contains(.plots), report.rowCount == header.grid.count, header.shard == nil {
                if cancellation?.isCancelled == true { throw GridCancelled(completed: report.rowCount) }
                try drawInParallel(
                    collector, in: (folder, shown), renderer: options.renderer, report: &report,
                    cancellation: cancellation)
            }
            reached(.plotted)
            if cancellation?.isCancelled == true { throw GridCancelled(completed: report.rowCount) }
            try beforePlacing(folder)
            return report
        }
    }

    /// Re-draws the PNGs of `results` in the existing folder `folder`, replacing them all as one unit (the PNGs
    /// and gnuplot's companions appear together, or none changes).
    ///
    /// - Throws: ``OutputError`` or `PlotError`.
    public static func redraw(_ results: some SweepRowSource, in folder: String, options: SweepOutputOptions) throws
        -> SweepOutputReport
    {
        var collector = SweepPlotCollector(header: results.header, options: options.plots)
        try results.forEachRow { collector.add($0) }
        let images = OutputSet(overwrite: true)
        var report = SweepOutputReport(folder: folder)
        try draw(collector, in: folder, into: images, renderer: options.renderer, report: &report)
        try images.commit()
        return report
    }

    /// Draws every plot of `collector` into `images` (uncommitted), in `folder`, one after another (re-drawing
    /// replaces the PNGs as one unit, so they share one result set), adding them to `report`.
    private static func draw(
        _ collector: SweepPlotCollector, in folder: String, into images: OutputSet, renderer: RendererChoice,
        report: inout SweepOutputReport
    ) throws {
        try SweepPlots.checkDrawable(collector)
        for (name, spec) in SweepPlots.specs(collector) {
            report.add(try PlotRenderer.render(spec, to: OutputPath.joined(folder, name), choice: renderer, in: images))
        }
    }

    /// Draws every plot of `collector` into the new folder `folder` (a sweep's temporary folder, shown to the
    /// user as `folder.shown`) on as many threads as there are cores, each plot's files committed on their own
    /// (the folder appears as a whole, or not at all); adds them to `report` in plot order.
    ///
    /// - Throws: `PlotError` or ``OutputError`` of the first plot (in plot order) that failed, or
    ///   ``GridCancelled`` (with the rows written) when `cancellation` is raised.
    private static func drawInParallel(
        _ collector: SweepPlotCollector, in folder: (path: String, shown: String), renderer: RendererChoice,
        report: inout SweepOutputReport, cancellation: CancellationFlag?
    ) throws {
        try SweepPlots.checkDrawable(collector)
        let plots = SweepPlots.specs(collector)
        let drawn: [RenderReport]
        do {
            drawn = try ParallelGrid.map(count: plots.count, cancellation: cancellation) { k in
                let images = OutputSet(overwrite: false, showing: (folder.path, folder.shown))
                let path = OutputPath.joined(folder.path, plots[k].file)
                let drawn = try PlotRenderer.render(plots[k].spec, to: path, choice: renderer, in: images)
                try images.commit()
                return drawn
            }
        } catch {
            // A plot stopped by the interruption (its gnuplot killed) is the interruption, not a failure.
            guard error is GridCancelled || cancellation?.isCancelled == true else { throw error }
            throw GridCancelled(completed: report.rowCount)
        }
        for plot in drawn { report.add(plot) }
    }

    /// Writes `results` (merged shards held in memory, or a sweep re-drawn from its file, read as it goes) as the
    /// folder `path`.
    public static func write(
        _ results: some SweepRowSource, to path: String, overwrite: Bool, options: SweepOutputOptions = .init(),
        cancellation: CancellationFlag? = nil
    ) throws -> SweepOutputReport {
        try write(header: results.header, to: path, overwrite: overwrite, options: options, cancellation: cancellation)
        { consume in
            var chunk: [SweepRow] = []
            chunk.reserveCapacity(4096)
            try results.forEachRow { row in
                chunk.append(row)
                if chunk.count == 4096 {
                    try consume(SweepChunk(rows: chunk))
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            if !chunk.isEmpty { try consume(SweepChunk(rows: chunk)) }
        }
    }
}

extension SweepOutputReport {
    /// Counts a drawn plot: its renderer, and its files by name.
    fileprivate mutating func add(_ plot: RenderReport) {
        renderer = plot.renderer
        imageCount += 1
        files += plot.files.map(OutputPath.name(of:))
    }
}
