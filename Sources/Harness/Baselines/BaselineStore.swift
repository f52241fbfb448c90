// Harness/BaselineStore: where baselines and thresholds live on disk.
import Foundation
import SafeOutput
import Support

/// The on-disk layout of baselines and thresholds:
///
///     Benchmarks/
///       Baselines/<name>.json     results JSON (version 1), merged by `bench baseline update`
///       Thresholds/<suite>.json   optional per-suite ``Thresholds``; otherwise the chosen preset applies
public struct BaselineStore: Sendable {
    /// The folder holding `<name>.json` baselines (default `Benchmarks/Baselines`).
    public var baselinesFolder: String
    /// The folder holding `<suite>.json` thresholds (default `Benchmarks/Thresholds`).
    public var thresholdsFolder: String

    /// A store rooted at the given folders.
    public init(baselinesFolder: String = "Benchmarks/Baselines", thresholdsFolder: String = "Benchmarks/Thresholds") {
        self.baselinesFolder = baselinesFolder
        self.thresholdsFolder = thresholdsFolder
    }

    /// Whether `name` can name a baseline file: letters, digits, `.`, `_`, `-`, not starting with `.`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0))
            }
    }

    /// The path of baseline `name`.
    public func baselinePath(named name: String) -> String {
        OutputPath.joined(baselinesFolder, "\(name).json")
    }

    /// The stored baseline `name`, or `nil` when there is none yet; `updating` when it is read to be merged and
    /// written back (not recorded as an input the command's outputs may not replace).
    ///
    /// - Throws: ``ResultsFileError`` when the file exists but cannot be decoded.
    public func loadBaseline(named name: String, updating: Bool = false) throws(ResultsFileError)
        -> BenchmarkResults?
    {
        let path = baselinePath(named: name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try ResultsCoding.loadResults(at: path, recorded: !updating)
    }

    /// The stored baseline `name`.
    ///
    /// - Throws: ``ResultsFileError`` when there is none (`no baseline 'NAME' at 'PATH' (create it with bench
    ///   baseline update)`) or it cannot be decoded.
    public func requireBaseline(named name: String) throws(ResultsFileError) -> BenchmarkResults {
        guard let baseline = try loadBaseline(named: name) else {
            throw ResultsFileError(
                "no baseline '\(name)' at '\(baselinePath(named: name))' (create it with bench baseline update)")
        }
        return baseline
    }

    /// Stores `results` as baseline `name`, atomically: merged into the stored one (``BenchmarkResults/merging(_:)``:
    /// benchmarks of the same suite, name and size replaced, others kept), or replacing it whole when `replacing`.
    ///
    /// - Returns: the path written and the number of benchmarks the baseline now holds.
    /// - Throws: ``ResultsFileError`` for a stored baseline that cannot be decoded, ``OutputError`` for the write.
    public func update(named name: String, with results: BenchmarkResults, replacing: Bool) throws
        -> (path: String, count: Int)
    {
        let previous = replacing ? nil : try loadBaseline(named: name, updating: true)
        let updated = previous.map { $0.merging(results) } ?? results
        let path = baselinePath(named: name)
        try AtomicFile.write(try ResultsCoding.encode(updated), to: path, overwrite: true)
        return (path, updated.allResults.count)
    }

    /// The largest thresholds file read, bytes.
    static let maximumThresholdsBytes = 1 << 20

    /// The thresholds for `suite`: its file in ``thresholdsFolder`` when present, else `fallback`.
    ///
    /// - Throws: ``ResultsFileError`` when the file exists but is not valid ``Thresholds`` JSON.
    public func thresholds(forSuite suite: String, fallback: Thresholds) throws(ResultsFileError) -> Thresholds {
        let path = OutputPath.joined(thresholdsFolder, "\(suite).json")
        guard InputFile.exists(path) else { return fallback }
        let data: Data
        do { data = try InputFile.readText(path, maximumBytes: Self.maximumThresholdsBytes) } catch {
            throw ResultsFileError(error.description)
        }
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw ResultsFileError("'\(path)': \(duplicate): duplicate key")
        }
        do {
            return try JSONFileDecoder.decode(Thresholds.self, from: data)
        } catch {
            throw ResultsFileError("'\(path)': \(DecodingErrorText.describe(error, decoding: data))")
        }
    }
}
