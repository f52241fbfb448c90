// Plotting: runs gnuplot (pngcairo) on the generated script and data, keeping both beside the PNG.
import Foundation
import SafeOutput

/// Renders a spec with gnuplot: writes `<stem>.gp` and `<stem>.dat` beside `<stem>.png` and runs
/// `gnuplot` through `Process`. All three files belong to one ``OutputSet``: they appear together, only if gnuplot
/// succeeds and the caller commits.
public struct GnuplotRenderer: Sendable {
    /// The gnuplot executable's path.
    public var executable: String

    /// Uses the gnuplot at `executable` (see `locate()` to find it on PATH).
    public init(executable: String) {
        self.executable = executable
    }

    /// The path of `gnuplot` on `searchPath` (default: this process's PATH), or `nil` when it is not there.
    public static func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = OutputPath.joined(String(folder), "gnuplot")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The script and data paths kept beside a PNG: its path with the extension replaced by `.gp` and `.dat`.
    public static func companionPaths(for pngPath: String) -> (script: String, data: String) {
        let stem = OutputPath.removingExtension(pngPath)
        return (stem + ".gp", stem + ".dat")
    }

    /// Draws `spec` into the PNG at `path` as part of `set`, with the `.gp` script and `.dat` data beside it: all
    /// three are temporary files until the caller commits the set.
    /// - Throws: `PlotError.invalidSpec`, `.output`, or `.gnuplotFailed` with the first line of gnuplot's standard
    ///   error — also when gnuplot exits 0 but its PNG is incomplete (no IEND chunk: a full disk).
    public func render(_ spec: PlotSpec, to path: String, in set: OutputSet) throws(PlotError) {
        let (scriptPath, dataPath) = Self.companionPaths(for: path)
        let name = OutputPath.name(of:)
        let script = try GnuplotScript.text(for: spec, dataFileName: name(dataPath), outputFileName: name(path))
        let data = GnuplotData.text(for: spec)
        let png: String
        let dataTemporary: String
        let scriptTemporary: String
        do {
            try set.write(Data(data.utf8), to: dataPath)
            try set.write(Data(script.utf8), to: scriptPath)
            dataTemporary = try set.temporaryFile(for: dataPath)
            scriptTemporary = try set.temporaryFile(for: scriptPath)
            png = try set.temporaryFile(for: path)  // gnuplot writes over it
        } catch {
            throw .output(error)
        }
        let variables =
            "outfile=\(GnuplotText.singleQuoted(png)); datafile=\(GnuplotText.singleQuoted(dataTemporary))"
        try run(arguments: ["-e", variables, scriptTemporary])
        guard let bytes = FileManager.default.contents(atPath: png), Self.isCompletePNG(bytes) else {
            throw .gnuplotFailed(status: 0, message: "gnuplot exited normally but its PNG is missing or incomplete")
        }
    }

    /// Whether `bytes` start with the PNG signature and end with the IEND chunk (a truncated file does not).
    static func isCompletePNG(_ bytes: Data) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return bytes.count >= signature.count + end.count && bytes.prefix(8).elementsEqual(signature)
            && bytes.suffix(12).elementsEqual(end)
    }

    /// Runs gnuplot (in this process's folder); a non-zero exit becomes `PlotError.gnuplotFailed` with its first
    /// stderr line.
    func run(arguments: [String]) throws(PlotError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // Started and recorded as one step: an interruption kills gnuplot rather than leave it drawing for a
        // process that is gone, even when it comes while gnuplot is being started.
        do {
            try InFlight.startChild {
                try process.run()
                return process.processIdentifier
            }
        } catch {
            throw .gnuplotFailed(status: -1, message: "cannot start \(executable): \(error.localizedDescription)")
        }
        defer { InFlight.removeChild(process.processIdentifier) }
        let output = FileDescriptorReader.readToEnd(errors.fileHandleForReading.fileDescriptor).data
        process.waitUntilExit()
        guard process.terminationStatus != 0 || process.terminationReason != .exit else { return }
        throw .gnuplotFailed(
            status: process.terminationStatus, message: Self.errorLine(String(decoding: output, as: UTF8.self)))
    }

    /// The line of gnuplot's standard error that names the failure: the first non-empty line that is not a
    /// warning (gnuplot warns about, say, a missing file before failing with "No data in plot"), else the first.
    public static func errorLine(_ standardError: String) -> String {
        let lines = standardError.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "^" }
        return lines.first { !$0.contains("warning:") } ?? lines.first ?? "no message on standard error"
    }
}
