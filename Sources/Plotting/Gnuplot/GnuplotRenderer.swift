// Plotting: runs gnuplot (pngcairo) on the generated script and data, keeping both beside the PNG.
import Foundation

/// Renders a spec with gnuplot: writes `<stem>.gp` and `<stem>.dat` beside `<stem>.png` and runs
/// `gnuplot` through `Process`. All three files appear only if gnuplot succeeds.
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
            let candidate = (String(folder) as NSString).appendingPathComponent("gnuplot")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The script and data paths kept beside a PNG: its path with the extension replaced by `.gp` and `.dat`.
    public static func companionPaths(for pngPath: String) -> (script: String, data: String) {
        let stem = PlotFiles.removingExtension(pngPath)
        return (stem + ".gp", stem + ".dat")
    }

    /// Draws `spec` into the PNG at `path`, leaving the `.gp` script and `.dat` data beside it.
    /// - Throws: `PlotError.invalidSpec`, `.folderMissing`, `.fileWriteFailed`, or `.gnuplotFailed` with the first
    ///   line of gnuplot's standard error. On error no file appears under any of the three final names.
    public func render(_ spec: PlotSpec, to path: String) throws(PlotError) {
        try PlotFiles.requireFolder(of: path)
        let (scriptPath, dataPath) = Self.companionPaths(for: path)
        let name = PlotFiles.fileName(of:)
        let script = try GnuplotScript.text(for: spec, dataFileName: name(dataPath), outputFileName: name(path))
        let data = GnuplotData.text(for: spec)
        var temporaries: [String] = []
        defer { temporaries.forEach(PlotFiles.remove) }
        let dataTemporary = try PlotFiles.writeTemporary(Array(data.utf8), besides: dataPath)
        temporaries.append(dataTemporary)
        let scriptTemporary = try PlotFiles.writeTemporary(Array(script.utf8), besides: scriptPath)
        temporaries.append(scriptTemporary)
        let pngTemporary = try PlotFiles.writeTemporary([], besides: path)  // gnuplot writes over it
        temporaries.append(pngTemporary)
        let variables =
            "outfile=\(GnuplotText.singleQuoted(name(pngTemporary))); "
            + "datafile=\(GnuplotText.singleQuoted(name(dataTemporary)))"
        try run(arguments: ["-e", variables, name(scriptTemporary)], in: PlotFiles.folder(of: path))
        guard let size = (try? FileManager.default.attributesOfItem(atPath: pngTemporary))?[.size] as? Int, size > 0
        else {
            throw .gnuplotFailed(status: 0, message: "gnuplot exited normally but wrote no PNG")
        }
        try PlotFiles.moveIntoPlace(dataTemporary, to: dataPath)
        try PlotFiles.moveIntoPlace(scriptTemporary, to: scriptPath)
        try PlotFiles.moveIntoPlace(pngTemporary, to: path)
        temporaries.removeAll()
    }

    /// Runs gnuplot in `folder`; a non-zero exit becomes `PlotError.gnuplotFailed` with its first stderr line.
    func run(arguments: [String], in folder: String) throws(PlotError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder, isDirectory: true)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .gnuplotFailed(status: -1, message: "cannot start \(executable): \(error.localizedDescription)")
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
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
