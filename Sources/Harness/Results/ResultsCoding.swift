// Harness/ResultsCoding: deterministic JSON for results files, and a strict reader.
import Foundation
import SafeOutput
import Support

/// How results JSON is laid out.
public enum ResultsFormat: String, CaseIterable, Sendable {
    /// Indented, keys sorted: stable diffs (the default).
    case pretty
    /// One line, keys sorted.
    case compact
}

/// A results file that could not be read, in one line.
public struct ResultsFileError: UserFacingError, Equatable {
    /// The message, naming the file and the problem.
    public let description: String

    /// An error with the given message.
    public init(_ description: String) { self.description = description }
    /// Always: a results file that cannot be used is bad input.
    public var isBadInput: Bool { true }
}

/// Encodes and decodes ``BenchmarkResults`` (and any other Codable value the tools store) as JSON.
public enum ResultsCoding {
    /// `value` as JSON with sorted keys, ending in a newline (``StableJSON``): the same value always gives the same
    /// bytes.
    ///
    /// - Throws: `EncodingError` for a non-finite number.
    public static func encode<T: Encodable>(_ value: T, format: ResultsFormat = .pretty) throws -> Data {
        try StableJSON.encode(value, compact: format == .compact)
    }

    /// Decodes results, checking the version first and then that suite names and benchmark keys are unique.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file's name, used in messages.
    /// - Throws: ``ResultsFileError`` with one line such as
    ///   `'r.json': unsupported results version 3 (this bench reads versions 1-2)` or
    ///   `'r.json': suites[0].benchmarks[0].nanosecondsPerFrme: unknown key (known: …)`.
    public static func decodeResults(_ data: Data, path: String) throws(ResultsFileError) -> BenchmarkResults {
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw ResultsFileError("'\(path)': \(duplicate): duplicate key")
        }
        let file: BenchmarkResults
        do {
            let version = try JSONFileDecoder.decode(VersionProbe.self, from: data).version
            guard BenchmarkResults.readableVersions.contains(version) else {
                throw ResultsFileError(
                    "'\(path)': unsupported results version \(version) (this bench reads versions "
                        + "\(BenchmarkResults.readableVersions.lowerBound)-\(BenchmarkResults.readableVersions.upperBound))"
                )
            }
            file = try JSONFileDecoder.decode(BenchmarkResults.self, from: data)
        } catch let error as ResultsFileError {
            throw error
        } catch {
            throw ResultsFileError("'\(path)': \(DecodingErrorText.describe(error, decoding: data))")
        }
        var suiteNames = Set<String>()
        for (i, suite) in file.suites.enumerated() {
            if let problem = ResultsChecks.nameProblem(suite.name) {
                throw ResultsFileError("'\(path)': suites[\(i)].name: \(problem)")
            }
            guard suiteNames.insert(suite.name).inserted else {
                throw ResultsFileError("'\(path)': duplicate suite '\(suite.name)'")
            }
            var keys = Set<String>()
            for (j, result) in suite.benchmarks.enumerated() {
                if let problem = ResultsChecks.problem(result) {
                    throw ResultsFileError("'\(path)': suites[\(i)].benchmarks[\(j)].\(problem)")
                }
                guard keys.insert(result.key).inserted else {
                    throw ResultsFileError("'\(path)': duplicate benchmark '\(suite.name)/\(result.key)'")
                }
            }
        }
        // A run writes at least one benchmark: an empty file would make every gate pass on nothing.
        guard file.suites.contains(where: { !$0.benchmarks.isEmpty }) else {
            throw ResultsFileError("'\(path)': suites: holds no benchmark (every results file bench writes has one)")
        }
        return file
    }

    /// The `version` of a results file, read before anything else.
    private struct VersionProbe: Decodable { let version: Int }

    /// The largest results file read, bytes.
    public static let maximumFileBytes = 64 << 20

    /// Reads and decodes the results file at `path`; `recorded`: see ``InputFile/read(_:maximumBytes:recorded:)``.
    ///
    /// - Throws: ``ResultsFileError`` naming the path when it cannot be read or decoded.
    public static func loadResults(at path: String, recorded: Bool = true) throws(ResultsFileError)
        -> BenchmarkResults
    {
        let data: Data
        do { data = try InputFile.readText(path, maximumBytes: maximumFileBytes, recorded: recorded) } catch {
            throw ResultsFileError(error.description)
        }
        return try decodeResults(data, path: path)
    }
}
