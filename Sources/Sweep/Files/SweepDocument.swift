// Sweep/SweepDocument: sweep results as `sweep.json` and `sweep.csv`, and back from `sweep.json`.
import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import Support

/// The files a sweep writes. Same results in, same bytes out: numbers use Swift's shortest round-trip form,
/// keys are in a fixed order, and nothing depends on the clock or the machine.
///
/// `sweep.json` (keys in camelCase like every file the tool reads; readers refuse unknown keys):
///
///     {
///       "format": "bench-sweep",
///       "version": 2,
///       "tool": "bench 0.1.0",
///       "seed": 0,
///       "settleThresholdPt": 0.16666666666666666,
///       "scenario": {…},            // SweepScenarioInfo, keys sorted
///       "scenarioFile": {…},        // the whole scenario run, in the scenario file format (StoredScenario)
///       "participants": ["table"],  // whose resting content offsets the rows hold
///       "grid": {…},                // parameters, start heights, gesture and its values: spec, unit, values, labels
///       "shard": null,              // or {"count":N,"index":I}
///       "columns": ["cell", …],     // the names of sweep.csv's columns, units in the names
///       "rowsCrc32": "5a0c1e3f",    // the rows' checksum as written (``SweepRowsDigest``)
///       "rows": [
///         [0, 0.0, 200.0, -3.0, 100.0, 0, …],
///         …
///       ]
///     }
public enum SweepDocument {
    /// The results format version written into `sweep.json` (2: camelCase keys, outcome columns, gestures;
    /// 3: the whole scenario stored as `scenarioFile`; 4: the rows' checksum `rowsCrc32`).
    public static let version = 4
    /// The `format` tag of `sweep.json`.
    public static let format = "bench-sweep"
    /// The order the cells are in, as recorded in the grid.
    public static let order = "parameters (first slowest), start height, gesture value (fastest)"

    /// The column names of `sweep.csv` and of the JSON rows, units in the names: the cell, the grid's coordinates,
    /// then the outcome columns (``SweepColumn/outcomes(participants:)``).
    public static func columns(_ header: SweepHeader) -> [String] {
        let grid = header.grid
        return ["cell"] + grid.parameters.map(\.parameter.columnName) + ["start_height_pt", grid.gesture.columnName]
            + SweepColumn.outcomes(participants: header.participants).map(\.name)
    }

    /// The first line of `sweep.csv`.
    public static func csvHeader(_ header: SweepHeader) -> [UInt8] {
        Array((columns(header).joined(separator: ",") + "\n").utf8)
    }

    /// `sweep.json` up to the first row, stating `rowsCrc32` as the rows' checksum (the rows follow, then
    /// ``SweepRowsDigest/tail(empty:)``).
    public static func jsonHead(_ header: SweepHeader, rowsCrc32: UInt32 = 0) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func encoded<T: Encodable>(_ value: T) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        var out = "{\n"
        out += "  \"format\": \(try encoded(format)),\n"
        out += "  \"version\": \(header.version),\n"
        out += "  \"tool\": \(try encoded(header.tool)),\n"
        out += "  \"seed\": \(header.seed),\n"
        out += "  \"settleThresholdPt\": \(SweepRowEncoder.json(header.settleThresholdPt)),\n"
        out += "  \"scenario\": \(try encoded(header.scenario)),\n"
        out += "  \"scenarioFile\": \(try encoded(StoredScenario(header.ranScenario))),\n"
        out += "  \"participants\": \(try encoded(header.participants)),\n"
        out += "  \"grid\": \(try encoded(GridRecord(header.grid))),\n"
        out += "  \"shard\": \(try header.shard.map(encoded) ?? "null"),\n"
        out += "  \"columns\": \(try encoded(columns(header))),\n"
        out += "  \"rowsCrc32\": \"\(SweepRowsDigest.text(rowsCrc32))\",\n"
        out += "  \"rows\": ["
        return Array(out.utf8)
    }

    /// Where the 8 digits of `rowsCrc32` are in `head` (made by ``jsonHead(_:rowsCrc32:)``): a writer that streams
    /// the rows writes the head with 0 there, then the digest's ``SweepRowsDigest/text`` over them.
    public static func rowsCrc32Offset(inHead head: [UInt8]) -> Int {
        head.count - Array("\",\n  \"rows\": [".utf8).count - 8
    }

    // MARK: - Whole files (small results, tests)

    /// `sweep.csv` for results held in memory.
    public static func csv(_ results: SweepResults) -> Data {
        var text = SweepRowText()
        SweepRowEncoder(results.header).encode(results.rows[...], into: &text, firstInFile: true)
        return Data(csvHeader(results.header) + text.csv)
    }

    /// `sweep.json` for results held in memory (see the type's documentation).
    public static func json(_ results: SweepResults) throws -> Data {
        var text = SweepRowText()
        SweepRowEncoder(results.header).encode(results.rows[...], into: &text, firstInFile: true)
        var digest = SweepRowsDigest()
        digest.add(text.json)
        let tail = digest.tail(empty: results.rows.isEmpty)
        return Data(try jsonHead(results.header, rowsCrc32: digest.value) + text.json + tail)
    }

    // MARK: - Reading

    /// Reads `sweep.json` held in memory (see ``SweepFile``, the one reader, which this calls).
    ///
    /// - Parameters:
    ///   - data: the file's contents.
    ///   - source: its path, for messages.
    /// - Throws: ``SweepSpecError`` with one line naming `source` and what is wrong.
    public static func decode(_ data: Data, source: String) throws(SweepSpecError) -> SweepResults {
        try SweepFile(SweepDataBytes(data), source: source).results()
    }

    /// The header of `sweep.json` from `data`: the file with its rows left out (`"rows": []`), checked: format and
    /// version, the grid against its specs, the shard, the settle threshold, the columns, the scenario record
    /// against the stored scenario.
    ///
    /// - Returns: the header and the rows' checksum it states (`rowsCrc32`), which the rows are checked against as
    ///   they are read (``SweepFile/forEachRow(_:)``).
    /// - Throws: ``SweepSpecError`` with one line naming `source` and what is wrong.
    static func header(_ data: Data, source: String) throws(SweepSpecError) -> (header: SweepHeader, rowsCrc32: UInt32)
    {
        struct Probe: Decodable {
            var format: String?
            var version: Int?
        }
        // The text rules every file is read under (NUL bytes, UTF-8), on the header's lines (the rows' own values
        // are checked as they are read).
        let text = data.withUnsafeBytes { raw in
            Result { () throws(TextInput.Problem) -> Int in try TextInput.check(raw.bindMemory(to: UInt8.self)) }
        }
        if case .failure(let problem) = text { throw SweepSpecError("cannot read '\(source)': \(problem)") }
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw SweepSpecError("\(source): \(duplicate): duplicate key")
        }
        let record: DocumentRecord
        do {
            let probe = try JSONFileDecoder.decode(Probe.self, from: data)
            guard probe.format == format else {
                throw SweepSpecError("\(source): format '\(probe.format ?? "none")' is not \(format)")
            }
            guard probe.version == version else {
                // Version 3 is version 4 without the checksum: say what it lacks and what to do.
                let older =
                    (probe.version ?? version) < version
                    ? " (rowsCrc32, the rows' checksum, is new in it: run the sweep again)" : ""
                throw SweepSpecError(
                    "\(source): results format version \(probe.version.map(String.init) ?? "none"); "
                        + "this bench reads version \(version)\(older)")
            }
            record = try JSONFileDecoder.decode(DocumentRecord.self, from: data)
        } catch let error as SweepSpecError {
            throw error
        } catch {
            throw SweepSpecError("\(source): not a sweep.json (\(DecodingErrorText.describe(error, decoding: data)))")
        }
        let grid = try record.grid.grid(source: source)
        if let shard = record.shard {
            _ = try SweepShard.checked(index: shard.index, count: shard.count, source: "\(source): shard")
        }
        guard record.settleThresholdPt.isFinite, record.settleThresholdPt > 0 else {
            throw SweepSpecError("\(source): settleThresholdPt \(record.settleThresholdPt) is not a positive number")
        }
        let header = SweepHeader(
            version: record.version, tool: record.tool, seed: record.seed, scenario: record.scenario,
            ranScenario: record.scenarioFile.scenario, settleThresholdPt: record.settleThresholdPt,
            participants: record.participants, grid: grid,
            shard: record.shard)
        guard record.columns == columns(header) else {
            throw SweepSpecError("\(source): columns do not match the grid and participants")
        }
        if let problem = SweepScenarioChecks.problem(record.scenario, ran: record.scenarioFile.scenario) {
            throw SweepSpecError("\(source): scenario.\(problem)")
        }
        if let problem = SweepScenarioChecks.settleProblem(record.settleThresholdPt, ran: record.scenarioFile.scenario)
        {
            throw SweepSpecError("\(source): \(problem)")
        }
        guard let rowsCrc32 = SweepRowsDigest.value(of: record.rowsCrc32) else {
            throw SweepSpecError(
                "\(source): rowsCrc32: \(DecodingErrorText.quoted(record.rowsCrc32)) is not 8 lowercase hexadecimal digits"
            )
        }
        return (header, rowsCrc32)
    }
}

/// The checksum `sweep.json` states of its rows (`rowsCrc32`): the CRC-32 (``CRC32``) of the bytes between the
/// rows array's `[` and its `]`, exactly as they were written, as 8 lowercase hexadecimal digits. A writer adds each
/// piece of row text in file order (``add(_:)``), then the file's end (``tail(empty:)``); the reader (``SweepFile``)
/// takes the digest of the same bytes as it reads them, and a file whose rows were edited after bench wrote them —
/// a value, a digit, the spacing — no longer matches. It guards against edits, not against someone who
/// recomputes it. Cost: zlib's `crc32` (``CRC32``) over the rows, in the writer's and the reader's one pass.
public struct SweepRowsDigest: Sendable {
    private var crc = CRC32()

    /// The digest of no rows.
    public init() {}

    /// Adds row text (``SweepRowText/json``), in file order.
    public mutating func add(_ rowText: [UInt8]) { crc.update(rowText) }

    /// The end of `sweep.json` after the last row (`empty`: there were none), its bytes before the rows' `]` added.
    public mutating func tail(empty: Bool) -> [UInt8] {
        let beforeBracket = empty ? "" : "\n  "
        crc.update(beforeBracket)
        return Array((beforeBracket + "]\n}\n").utf8)
    }

    /// The checksum of what was added.
    public var value: UInt32 { crc.value }

    /// ``value`` as the file states it: 8 lowercase hexadecimal digits.
    public var text: [UInt8] { Array(Self.text(value).utf8) }

    /// `value` as 8 lowercase hexadecimal digits.
    static func text(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The checksum 8 lowercase hexadecimal digits state, or nil.
    static func value(of text: String) -> UInt32? {
        guard text.utf8.count == 8, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return UInt32(text, radix: 16)
    }
}
