// Reports/Sweep/SweepOutput: writes a sweep's folder (CSV, JSON, PNGs) atomically, rows streamed to disk.
import Analysis
import Foundation
import Plotting
import SafeOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ``SweepOutput/write(header:to:overwrite:options:cancellation:produce:)`` wrote.
public struct SweepOutputReport: Sendable, Hashable {
    /// The folder.
    public var folder: String
    /// File names inside it, in writing order (`sweep.csv`, `sweep.json`, then the PNGs and their companions).
    public var files: [String]
    /// The renderer that drew the PNGs (nil when none were drawn).
    public var renderer: RendererChoice?
    /// The number of PNG files.
    public var imageCount: Int
    /// The number of rows written.
    public var rowCount: Int
    /// Frames simulated over all rows.
    public var frameCount: Int
    /// How many rows landed on each detent, by detent index.
    public var landingsByDetent: [Int: Int] = [:]
    /// How many rows landed on no detent.
    public var offDetents = 0

    /// An empty report for `folder`.
    init(folder: String) {
        self.folder = folder
        files = []
        imageCount = 0
        rowCount = 0
        frameCount = 0
    }
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

/// Writes a sweep folder: everything into a temporary folder beside it, renamed into place at the end, so the
/// folder appears complete or not at all. Rows are written as they come; only what the plots draw stays in
/// memory.
public enum SweepOutput {
    /// Writes the folder `path`: `produce` hands over the rows' chunks in cell order.
    ///
    /// - Parameters:
    ///   - header: the sweep's header.
    ///   - path: the folder; its parent must exist.
    ///   - overwrite: replace an existing folder (`--force`).
    ///   - options: files, renderer, plot choices.
    ///   - cancellation: checked between phases and plots: when raised, nothing is written (``GridCancelled``).
    ///   - produce: calls its argument with every chunk, in order (a chunk without text is encoded here).
    /// - Throws: ``OutputError`` for the folder, `PlotError` for a plot, ``GridCancelled``, or what `produce`
    ///   throws; the previous folder is then intact.
    public static func write(
        header: SweepHeader, to path: String, overwrite: Bool, options: SweepOutputOptions = .init(),
        cancellation: CancellationFlag? = nil, produce: ((SweepChunk) throws -> Void) throws -> Void
    ) throws -> SweepOutputReport {
        try AtomicDirectory.write(to: path, overwrite: overwrite) { folder in
            var report = SweepOutputReport(folder: path)
            var collector = SweepPlotCollector(header: header, options: options.plots)
            let encoder = SweepRowEncoder(header)
            let writesData = options.files.contains(.data)
            let csv = writesData ? try StreamFile(folder + "/sweep.csv", shown: path + "/sweep.csv") : nil
            let json = writesData ? try StreamFile(folder + "/sweep.json", shown: path + "/sweep.json") : nil
            try csv?.write(SweepDocument.csvHeader(header))
            try json?.write(SweepDocument.jsonHead(header))
            var landings: [Int: Int] = [:]
            var off = 0
            try produce { chunk in
                if writesData {
                    if chunk.csv.isEmpty && chunk.json.isEmpty {
                        var text: (csv: [UInt8], json: [UInt8]) = ([], [])
                        encoder.encode(chunk.rows, csv: &text.csv, json: &text.json, firstInFile: report.rowCount == 0)
                        try csv?.write(text.csv)
                        try json?.write(text.json)
                    } else {
                        try csv?.write(chunk.csv)
                        try json?.write(chunk.json)
                    }
                }
                for row in chunk.rows {
                    collector.add(row)
                    report.frameCount += row.frames
                    if let d = row.landingDetent { landings[d, default: 0] += 1 } else { off += 1 }
                }
                report.rowCount += chunk.rows.count
            }
            report.landingsByDetent = landings
            report.offDetents = off
            try json?.write(SweepDocument.jsonTail(empty: report.rowCount == 0))
            try csv?.close()
            try json?.close()
            if writesData { report.files += ["sweep.csv", "sweep.json"] }
            if options.files.contains(.plots), report.rowCount == header.grid.count, header.shard == nil {
                for (name, spec) in SweepPlots.specs(collector) {
                    if cancellation?.isCancelled == true { throw GridCancelled(completed: report.rowCount) }
                    let drawn = try PlotRenderer.render(spec, to: folder + "/" + name, choice: options.renderer)
                    report.renderer = drawn.renderer
                    report.imageCount += 1
                    report.files += drawn.files.map { String($0.split(separator: "/").last ?? "") }
                }
            }
            if cancellation?.isCancelled == true { throw GridCancelled(completed: report.rowCount) }
            return report
        }
    }

    /// Writes `results` (held in memory: merged shards, a re-drawn sweep) as the folder `path`.
    public static func write(
        _ results: SweepResults, to path: String, overwrite: Bool, options: SweepOutputOptions = .init(),
        cancellation: CancellationFlag? = nil
    ) throws -> SweepOutputReport {
        try write(header: results.header, to: path, overwrite: overwrite, options: options, cancellation: cancellation)
        { consume in
            var start = 0
            while start < results.rows.count {
                let end = min(results.rows.count, start + 4096)
                try consume(SweepChunk(rows: Array(results.rows[start..<end])))
                start = end
            }
        }
    }
}

/// A file written through a buffer with every write and the close checked.
final class StreamFile {
    private let handle: UnsafeMutablePointer<FILE>
    private let shown: String
    private var closed = false

    /// Creates `path` (named `shown` in messages).
    init(_ path: String, shown: String) throws(OutputError) {
        guard let handle = fopen(path, "wx") else { throw OutputError.system(shown, errno) }
        self.handle = handle
        self.shown = shown
        setvbuf(handle, nil, _IOFBF, 1 << 20)
    }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(OutputError) {
        guard !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard written == bytes.count else { throw OutputError.system(shown, errno) }
    }

    /// Flushes and closes the file.
    func close() throws(OutputError) {
        closed = true
        guard fclose(handle) == 0 else { throw OutputError.system(shown, errno) }
    }

    deinit { if !closed { fclose(handle) } }
}
