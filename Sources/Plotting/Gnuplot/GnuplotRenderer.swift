// Plotting: runs gnuplot (pngcairo) on the generated script and data, keeping both beside the PNG.
import Foundation
import SafeOutput
import Support

/// Renders a spec with gnuplot: writes `<stem>.gp` and `<stem>.dat` beside `<stem>.png` and runs
/// `gnuplot` through ``ChildProcess``. All three files belong to one ``OutputSet``: they appear together, only if gnuplot
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

    /// The longest gnuplot may take for one plot, seconds: `BENCH_GNUPLOT_TIMEOUT` when it holds a positive number,
    /// else 60 (a plot takes well under a second; a gnuplot that hangs must not hang bench).
    public static func timeoutSeconds(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        guard let text = environment["BENCH_GNUPLOT_TIMEOUT"], let seconds = Double(text), seconds > 0,
            seconds.isFinite
        else { return 60 }
        return seconds
    }

    /// Runs gnuplot (in this process's folder) through ``ChildProcess``: its own process group, killed as a group
    /// after ``timeoutSeconds(environment:)`` or when the command is interrupted (`Interruption.flag`); a non-zero
    /// exit becomes `PlotError.gnuplotFailed` with its first stderr line.
    func run(arguments: [String]) throws(PlotError) {
        let limit = Self.timeoutSeconds()
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                executable, arguments: arguments, timeoutSeconds: limit, cancelled: { Interruption.flag.isCancelled })
        } catch {
            switch error {
            case .cannotStart(let code):
                throw .gnuplotFailed(
                    status: -1, message: "cannot start \(executable): \(String(cString: strerror(code)))")
            case .timedOut(let seconds):
                throw .gnuplotFailed(
                    status: -1,
                    message:
                        "no result after \(NumberFormat.short(seconds)) s; stopped (BENCH_GNUPLOT_TIMEOUT sets the limit)"
                )
            case .cancelled:
                throw .gnuplotFailed(status: -1, message: "stopped: the command was interrupted")
            }
        }
        guard outcome.status != 0 || outcome.signaled else { return }
        let line = Self.errorLine(String(decoding: outcome.standardError, as: UTF8.self))
        throw .gnuplotFailed(
            status: outcome.status, message: outcome.signaled ? "ended by signal \(outcome.status)" : line)
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
