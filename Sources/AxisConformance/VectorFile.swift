// AxisConformance/VectorFile: a decoded reference-vectors file (bodragscroll-parity-vectors/1).
import Foundation
import ScrollAxis
import Support

/// A decoded vectors file in the `bodragscroll-parity-vectors/1` format (docs/model.md §14): recorded
/// inputs and outputs of the reference core.
public struct VectorFile: Decodable, Sendable {
    /// The only format this decoder reads.
    public static let supportedFormat = "bodragscroll-parity-vectors/1"

    /// The format tag.
    public var format: String
    /// Where the vectors were recorded.
    public var source: String?
    /// The recorded scenarios.
    public var scenarios: [VectorScenario]

    /// The recorder's random seed (a 64-bit unsigned integer), when written; not used by the checks.
    public var seed: UInt64?

    enum CodingKeys: String, CodingKey, CaseIterable { case format, source, scenarios, seed, note }

    /// Reads a vectors file, refusing unknown keys in every object, a seed that is not a whole number in
    /// 0…2^64−1 and an empty scenario list (nothing to check is not a pass); the recorder's `note` is known and
    /// not used.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        if c.contains(.seed) {
            guard let value = try? c.decode(UInt64.self, forKey: .seed) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .seed, in: c, debugDescription: "not a whole number in 0…18446744073709551615")
            }
            seed = value
        }
        _ = try c.decodeIfPresent(String.self, forKey: .note)
        scenarios = try c.decode([VectorScenario].self, forKey: .scenarios)
        guard !scenarios.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .scenarios, in: c, debugDescription: "holds no scenario (nothing to check)")
        }
    }

    /// Decodes vectors from bytes; `name` is used in error messages.
    public static func decode(_ data: Data, name: String) throws -> VectorFile {
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw VectorFileError(message: "\(name): \(duplicate): duplicate key")
        }
        // The format first: another file's shape is not reported field by field.
        struct Probe: Decodable { var format: String? }
        if let probe = try? JSONDecoder().decode(Probe.self, from: data), let format = probe.format,
            format != supportedFormat
        {
            throw VectorFileError(message: "\(name): format '\(format)' is not \(supportedFormat)")
        }
        let file: VectorFile
        do { file = try JSONFileDecoder.decode(VectorFile.self, from: data) } catch {
            throw VectorFileError(message: "\(name): \(DecodingErrorText.describe(error, decoding: data))")
        }
        guard file.format == supportedFormat else {
            throw VectorFileError(message: "\(name): format '\(file.format)' is not \(supportedFormat)")
        }
        return file
    }
}

/// A vectors file that could not be read, with one line naming the JSON path and the reason.
public struct VectorFileError: Error, CustomStringConvertible {
    /// The one-line message.
    public var message: String
    /// The message.
    public var description: String { message }
}

/// A JSON number that may be written as the strings "NaN", "Infinity" or "-Infinity".
public struct VectorNumber: Decodable, Sendable, Hashable {
    /// The decoded double.
    public var value: Double

    /// Decodes a number or one of the three non-finite strings.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let d = try? c.decode(Double.self) {
            value = d
            return
        }
        let s = try c.decode(String.self)
        switch s {
        case "NaN": value = .nan
        case "Infinity": value = .infinity
        case "-Infinity": value = -.infinity
        default:
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(s)' is not a number")
        }
    }
}

/// A source scalar as written in vectors: `{"value": …, "repr": "native" | "objc"}`.
public struct VectorScalar: Decodable, Sendable, Hashable {
    /// The value.
    public var value: VectorNumber
    /// "native" or "objc".
    public var repr: String

    enum CodingKeys: String, CodingKey, CaseIterable { case value, repr }

    /// Reads a scalar, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        value = try c.decode(VectorNumber.self, forKey: .value)
        repr = try c.decode(String.self, forKey: .repr)
        guard Self.representations.contains(repr) else {
            throw DecodingError.dataCorruptedError(
                forKey: .repr, in: c,
                debugDescription: "\(DecodingErrorText.quoted(repr)) is not one of \"native\", \"objc\"")
        }
    }

    /// The representations a recorded scalar can have.
    public static let representations: Set<String> = ["native", "objc"]

    /// The model's source scalar.
    public var scalar: SourceScalar {
        SourceScalar(value.value, repr == "objc" ? .objectiveC : .native)
    }
}

/// `"panel"` or a participant id.
public enum VectorOwner: Decodable, Sendable, Hashable {
    /// The panel.
    case panel
    /// A participant.
    case participant(UInt64)

    /// Decodes the string "panel" or an integer id.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let id = try? c.decode(UInt64.self) {
            self = .participant(id)
            return
        }
        let s = try c.decode(String.self)
        guard s == "panel" else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(s)' is neither \"panel\" nor an id")
        }
        self = .panel
    }

    /// The model's owner.
    public var owner: AxisOwner {
        switch self {
        case .panel: return .panel
        case .participant(let id): return .participant(id)
        }
    }
}
