// Harness/RunMetadata+Current: the metadata of this process's run (machine, OS, toolchain, commit, date, command).
import Foundation
import SafeOutput

extension RunMetadata {
    /// The toolchain this executable was compiled with.
    public static var compiledToolchain: String {
        #if compiler(>=6.4)
            "Swift 6.4 or later"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #else
            "Swift 6.1 or earlier"
        #endif
    }

    /// Metadata for a run of `commandPath` started now: host name, processor model and cores from
    /// `/proc/cpuinfo`, the kernel, the compile-time toolchain, `git rev-parse HEAD` of the current folder
    /// (`nil` when that fails; `BENCH_COMMIT` in `environment` overrides it) and the process's command line
    /// (`commandPath` when run in-process).
    public static func current(commandPath: String, environment: [String: String]) -> RunMetadata {
        let info = ProcessInfo.processInfo
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown cpu"
        let machine = "\(info.hostName) (\(cpu), \(info.activeProcessorCount) cores)"
        let os = "\(info.operatingSystemVersionString)"
        let arguments = info.arguments
        let isBench = arguments.first.map { OutputPath.name(of: $0) == "bench" } ?? false
        let command = isBench ? (["bench"] + arguments.dropFirst()).joined(separator: " ") : commandPath
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return RunMetadata(
            machine: machine, os: os, toolchain: compiledToolchain,
            commit: environment["BENCH_COMMIT"] ?? gitCommit(), date: formatter.string(from: Date()), command: command)
    }

    /// `git rev-parse HEAD` in the current folder, or `nil`.
    private static func gitCommit() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
