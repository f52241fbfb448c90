// Scenario/ScenarioFile: a whole scenario kept inside another JSON file (a sweep folder's sweep.json).
import Foundation
import ScrollAxis
import Support

// Scenario JSON files (format: Scenarios/README.md), read with JSONFileDecoder and written with JSONEncoder and
// the records in ScenarioFileRecord.swift, like every other file the tool reads: a key written twice is refused
// (DuplicateKeys) before decoding, unknown keys are refused in every object (StrictKeys), errors name their JSON
// path (DecodingErrorText); then the scenario is validated. Reading never traps.

extension Scenario {
    /// The scenario file format version this build reads and writes (`"version"`, optional when reading).
    public static let fileVersion = 1

    /// The largest scenario file accepted, bytes (16 MiB).
    public static let maximumFileSize = 16 << 20

    /// Reads a scenario from the UTF-8 bytes of a scenario JSON file, then validates it (``validate()``).
    ///
    /// Every field is optional; a missing field keeps the value of the preset named by `"preset"` or, without
    /// one, the ``Scenario`` default (name `custom`). Within `feel`, `bounce` and `viewAnimation`, each field
    /// overrides only itself; arrays (`detents`, `chain`, `feel.nonSnappingRanges`) and `placement` replace the
    /// whole value.
    ///
    /// - Parameters:
    ///   - json: the file's bytes (UTF-8; a leading byte-order mark is skipped).
    ///   - source: the name used in errors about the file as a whole, e.g. `scenario.json`.
    /// - Throws: ``ScenarioError`` with the JSON path and the reason, e.g. `detents[1]: expected a number,
    ///   found a string`, `chain[0].bonces: unknown key (known: …)`, `scenario.json: not valid JSON (unexpected
    ///   end of file during JSON parse)`, or a validation error.
    public static func decode(json: [UInt8], source: String) throws(ScenarioError) -> Scenario {
        if json.count > maximumFileSize {
            throw ScenarioError(path: source, reason: "file is larger than \(maximumFileSize >> 20) MiB")
        }
        let data = Data(json)
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw ScenarioError(path: duplicate, reason: "duplicate key")
        }
        let scenario: Scenario
        do {
            scenario = try JSONFileDecoder.decode(ScenarioFileRecord.self, from: data).scenario
        } catch let error as ScenarioError {
            throw error
        } catch let error as DecodingError {
            let (keys, reason) = DecodingErrorText.parts(error)
            guard keys.isEmpty else { throw ScenarioError(path: DecodingErrorText.path(keys), reason: reason) }
            guard case .dataCorrupted = error else { throw ScenarioError(path: source, reason: reason) }
            throw ScenarioError(path: source, reason: DecodingErrorText.describe(error, decoding: data))
        } catch {
            throw ScenarioError(path: source, reason: EscapedText.oneLine("\(error)"))
        }
        try scenario.validate()
        return scenario
    }

    /// Reads a scenario from the text of a scenario JSON file; see the `[UInt8]` overload.
    public static func decode(json: String, source: String) throws(ScenarioError) -> Scenario {
        try decode(json: Array(json.utf8), source: source)
    }

    /// The scenario as a complete scenario JSON file (``fileVersion``): every field written (nil optionals
    /// omitted), keys sorted, two-space indentation as `JSONEncoder` prints it, numbers in their shortest
    /// round-tripping form (integral ones without a fraction), a trailing newline. The same scenario always gives
    /// the same text, and ``decode(json:source:)`` of the text gives back an equal scenario when the scenario is
    /// valid. (A non-finite number, which JSON cannot hold, is written as a string such as `"NaN"` so that reading
    /// it back fails loudly.)
    ///
    /// - Throws: `EncodingError` (not expected: every value of a scenario has a JSON form).
    public func encode() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Inf", negativeInfinity: "-Inf", nan: "NaN")
        return String(decoding: try encoder.encode(ScenarioFileRecord(self)), as: UTF8.self) + "\n"
    }
}

/// A whole scenario kept inside another JSON file (a sweep folder's `sweep.json` stores the scenario it ran), in
/// the scenario file format, so a reader never has to find the original file again: encoded like
/// ``Scenario/encode()`` (every field), decoded strictly and validated like ``Scenario/decode(json:source:)``.
public struct StoredScenario: Codable, Hashable, Sendable {
    /// The scenario.
    public var scenario: Scenario

    /// The record of `scenario`.
    public init(_ scenario: Scenario) { self.scenario = scenario }

    /// Reads the scenario object, refusing unknown keys; an invalid scenario is a decoding error at this object's
    /// path, with the field named (`scenarioFile: detents[1]: …`).
    public init(from decoder: any Decoder) throws {
        let scenario = try ScenarioFileRecord(from: decoder).scenario
        do throws(ScenarioError) {
            try scenario.validate()
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
        self.scenario = scenario
    }

    /// Writes every field of the scenario (see ``Scenario/encode()``).
    public func encode(to encoder: any Encoder) throws { try ScenarioFileRecord(scenario).encode(to: encoder) }
}
