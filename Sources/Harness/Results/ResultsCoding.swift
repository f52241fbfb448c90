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
public struct ResultsFileError: Error, Equatable, CustomStringConvertible {
    /// The message, naming the file and the problem.
    public let description: String

    /// An error with the given message.
    public init(_ description: String) { self.description = description }
}

/// Encodes and decodes ``BenchmarkResults`` (and any other Codable value the tools store) as JSON.
public enum ResultsCoding {
    /// `value` as JSON with sorted keys, ending in a newline: the same value always gives the same bytes.
    ///
    /// - Throws: `EncodingError` for a non-finite number.
    public static func encode<T: Encodable>(_ value: T, format: ResultsFormat = .pretty) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            format == .pretty
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// Decodes results, checking the version first and then that suite names and benchmark keys are unique.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file's name, used in messages.
    /// - Throws: ``ResultsFileError`` with one line such as
    ///   `'r.json': unsupported results version 3 (this bench reads versions 1-2)`.
    public static func decodeResults(_ data: Data, path: String) throws(ResultsFileError) -> BenchmarkResults {
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw ResultsFileError("'\(path)': \(duplicate): duplicate key")
        }
        struct VersionProbe: Decodable { let version: Int }
        let decoder = JSONDecoder()
        let results: BenchmarkResults
        do {
            let version = try decoder.decode(VersionProbe.self, from: data).version
            guard BenchmarkResults.readableVersions.contains(version) else {
                throw ResultsFileError(
                    "'\(path)': unsupported results version \(version) (this bench reads versions "
                        + "\(BenchmarkResults.readableVersions.lowerBound)-\(BenchmarkResults.readableVersions.upperBound))"
                )
            }
            results = try decoder.decode(BenchmarkResults.self, from: data)
        } catch let error as ResultsFileError {
            throw error
        } catch {
            throw ResultsFileError("'\(path)': \(describe(error))")
        }
        var suiteNames = Set<String>()
        for suite in results.suites {
            guard suiteNames.insert(suite.name).inserted else {
                throw ResultsFileError("'\(path)': duplicate suite '\(suite.name)'")
            }
            var keys = Set<String>()
            for result in suite.benchmarks where !keys.insert(result.key).inserted {
                throw ResultsFileError("'\(path)': duplicate benchmark '\(suite.name)/\(result.key)'")
            }
        }
        return results
    }

    /// The largest results file read, bytes.
    public static let maximumFileBytes = 64 << 20

    /// Reads and decodes the results file at `path`.
    ///
    /// - Throws: ``ResultsFileError`` naming the path when it cannot be read or decoded.
    public static func loadResults(at path: String) throws(ResultsFileError) -> BenchmarkResults {
        let data: Data
        do { data = try InputFile.read(path, maximumBytes: maximumFileBytes) } catch {
            throw ResultsFileError(error.description)
        }
        return try decodeResults(data, path: path)
    }

    /// A one-line description of a decoding error, with the coding path as `suites[0].benchmarks[2].name`.
    static func describe(_ error: any Error) -> String { DecodingErrorText.describe(error) }
}
