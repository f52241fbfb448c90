// Reports/Columns/CurveSummaryJSON: the fields of `bench compare --summary-json`, each once (key, encoder, strict
// decoder): the writer and the reader walk them.
import Analysis
import Foundation
import Support
import Units

/// A value written and read as a JSON object through a table of its fields.
protocol JSONFields: SendableMetatype {
    /// The fields, each once (the encoder sorts the keys).
    static var jsonFields: [JSONField<Self>] { get }
    /// The value the reader fills field by field.
    static var blank: Self { get }
}

/// One field of a JSON object: its key, how a value's field is encoded and how it is decoded and checked.
struct JSONField<Value> {
    /// The key.
    let key: String
    /// Encodes the field of a value (an absent optional writes no key).
    let encode: (Value, inout KeyedEncodingContainer<AnyCodingKey>) throws -> Void
    /// Decodes the field into a value, or throws a `DecodingError` at its path.
    let decode: (inout Value, KeyedDecodingContainer<AnyCodingKey>) throws -> Void

    /// A field of any codable type.
    static func value<T: Codable>(_ key: String, _ path: WritableKeyPath<Value, T>) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encode($0[keyPath: path], forKey: k) },
            decode: { $0[keyPath: path] = try $1.decode(T.self, forKey: k) })
    }

    /// An optional field: no key when nil.
    static func optional<T: Codable>(_ key: String, _ path: WritableKeyPath<Value, T?>) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encodeIfPresent($0[keyPath: path], forKey: k) },
            decode: { $0[keyPath: path] = try $1.decodeIfPresent(T.self, forKey: k) })
    }

    /// A finite number, at least `minimum` when given.
    static func number(_ key: String, _ path: WritableKeyPath<Value, Double>, minimum: Double? = nil) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encode($0[keyPath: path], forKey: k) },
            decode: { $0[keyPath: path] = try checked($1.decode(Double.self, forKey: k), k, $1, minimum) })
    }

    /// A finite number or no key (nil), at least `minimum` when given.
    static func optionalNumber(_ key: String, _ path: WritableKeyPath<Value, Double?>, minimum: Double? = nil) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encodeIfPresent($0[keyPath: path], forKey: k) },
            decode: { value, c in
                if let number = try c.decodeIfPresent(Double.self, forKey: k) {
                    value[keyPath: path] = try checked(number, k, c, minimum)
                }
            })
    }

    /// A speed in points per second (a bare number), finite, at least `minimum` when given.
    static func speed(_ key: String, _ path: WritableKeyPath<Value, PointsPerSecond>, minimum: Double? = nil) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encode($0[keyPath: path], forKey: k) },
            decode: {
                $0[keyPath: path] = PointsPerSecond(try checked($1.decode(Double.self, forKey: k), k, $1, minimum))
            })
    }

    /// An object read through its own fields.
    static func object<T: JSONFields>(_ key: String, _ path: WritableKeyPath<Value, T>) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encode(FieldObject($0[keyPath: path]), forKey: k) },
            decode: { $0[keyPath: path] = try $1.decode(FieldObject<T>.self, forKey: k).value })
    }

    /// An array of objects, each read through its own fields.
    static func objects<T: JSONFields>(_ key: String, _ path: WritableKeyPath<Value, [T]>) -> Self {
        let k = AnyCodingKey(stringValue: key)
        return Self(
            key: key, encode: { try $1.encode($0[keyPath: path].map(FieldObject.init), forKey: k) },
            decode: { $0[keyPath: path] = try $1.decode([FieldObject<T>].self, forKey: k).map(\.value) })
    }

    /// `value` when it is finite and at least `minimum`; else a `DecodingError` at `key` of `container`.
    static func checked(
        _ value: Double, _ key: AnyCodingKey, _ container: KeyedDecodingContainer<AnyCodingKey>, _ minimum: Double?
    ) throws -> Double {
        var reason: String?
        if !value.isFinite {
            reason = "\(value) is not a finite number"
        } else if let minimum, value < minimum {
            reason = "\(NumberFormat.data(value)) is below \(NumberFormat.data(minimum))"
        }
        if let reason { throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason) }
        return value
    }
}

/// A value as a JSON object: encoded and decoded by walking its fields; unknown keys refused (``StrictKeys``).
struct FieldObject<Value: JSONFields>: Codable {
    /// The value.
    var value: Value

    /// `value`, to be written.
    init(_ value: Value) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for field in Value.jsonFields { try field.encode(value, &container) }
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: Value.jsonFields.map(\.key))
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var value = Value.blank
        for field in Value.jsonFields { try field.decode(&value, container) }
        self.value = value
    }
}

/// The summary JSON as a whole: `{"version": 1, "velocityJumpThreshold": …, "curves": […]}`.
public struct CurveSummaryDocument: Hashable, Sendable {
    /// The format's version: 1.
    public var version = 1
    /// The smallest velocity jump listed, points per second.
    public var velocityJumpThreshold = 0.0
    /// One entry per curve.
    public var curves: [CurveSummaryEntry] = []
}

/// One curve of the summary JSON: its names and its outcome.
public struct CurveSummaryEntry: Hashable, Sendable {
    /// The curve's id, target label, style and tuning (``CompareCurve``).
    public var id = "", target = "", style = "", tuning = ""
    /// Whether the release policy itself does this.
    public var chosen = false
    /// The id of an earlier curve it coincides with (no key when none).
    public var coincidesWith: String?
    /// Its outcome.
    public var outcome = CurveOutcome.blank

    /// The entry of `curve`.
    public init(_ curve: CompareCurve) {
        (id, target, style, tuning, chosen) = curve.labels
        coincidesWith = curve.coincidesWith
        outcome = curve.outcome
    }

    /// An empty entry.
    init() {}
}

extension CurveSummaryDocument: JSONFields {
    static var blank: Self { Self() }
    static var jsonFields: [JSONField<Self>] {
        let version = AnyCodingKey(stringValue: "version")
        return [
            JSONField(
                key: "version", encode: { try $1.encode($0.version, forKey: version) },
                decode: { document, c in
                    document.version = try c.decode(Int.self, forKey: version)
                    guard document.version == 1 else {
                        throw DecodingError.dataCorruptedError(
                            forKey: version, in: c, debugDescription: "\(document.version) is not 1")
                    }
                }),
            .number("velocityJumpThreshold", \.velocityJumpThreshold, minimum: 0), .objects("curves", \.curves),
        ]
    }
}

extension CurveSummaryEntry: JSONFields {
    static var blank: Self { Self() }
    static var jsonFields: [JSONField<Self>] {
        [
            .value("id", \.id), .value("target", \.target), .value("style", \.style), .value("tuning", \.tuning),
            .value("chosen", \.chosen), .optional("coincidesWith", \.coincidesWith), .object("outcome", \.outcome),
        ]
    }
}

extension CurveOutcome: JSONFields {
    static var blank: Self {
        Self(
            restingPosition: 0, settleTime: 0, overshoot: 0, peakSpeed: PointsPerSecond(0),
            releaseVelocity: PointsPerSecond(0), releaseJump: PointsPerSecond(0), releaseTime: 0, releasePosition: 0,
            momentumKept: nil, discontinuities: [])
    }
    static var jsonFields: [JSONField<Self>] {
        [
            .number("restingPosition", \.restingPosition), .number("settleTime", \.settleTime, minimum: 0),
            .number("overshoot", \.overshoot, minimum: 0), .speed("peakSpeed", \.peakSpeed, minimum: 0),
            .speed("releaseVelocity", \.releaseVelocity), .speed("releaseJump", \.releaseJump),
            .number("releaseTime", \.releaseTime), .number("releasePosition", \.releasePosition),
            .optionalNumber("momentumKept", \.momentumKept, minimum: 0), .objects("discontinuities", \.discontinuities),
        ]
    }
}

extension VelocityJump: JSONFields {
    static var blank: Self { Self(kind: .frame, time: 0, position: 0, jump: 0) }
    static var jsonFields: [JSONField<Self>] {
        [
            .value("kind", \.kind), .number("time", \.time), .number("position", \.position),
            .number("jump", \.jump),
        ]
    }
}

extension ComparePlot {
    /// The summary as JSON (points, seconds, points per second): `{"version": 1, "velocityJumpThreshold": …,
    /// "curves": [{id, target, style, tuning, chosen, coincidesWith, outcome: {…, discontinuities: [{kind, time,
    /// position, jump}]}}]}`, keys sorted (``CurveSummaryDocument``'s fields).
    public static func summaryJSON(_ curves: [CompareCurve], threshold: Double) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let document = CurveSummaryDocument(
            velocityJumpThreshold: threshold, curves: curves.map(CurveSummaryEntry.init))
        return try encoder.encode(FieldObject(document)) + Data("\n".utf8)
    }
}

extension CompareCurveColumns {
    /// Reads a summary JSON back, as strictly as ``ComparePlot/summaryJSON(_:threshold:)`` writes it: no key
    /// twice, no key unknown, none missing but `coincidesWith` and `momentumKept`, version 1, every number finite
    /// (the threshold, settle time, overshoot, peak speed and momentum kept not negative), each jump's kind one of
    /// `release`, `handoff`, `frame`.
    ///
    /// - Throws: ``DataFileProblem`` (line 0: the JSON path names the field) for the first thing wrong.
    public static func readSummaryJSON(_ data: Data) throws(DataFileProblem) -> CurveSummaryDocument {
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw DataFileProblem(line: 0, reason: "\(duplicate): duplicate key")
        }
        do {
            return try JSONFileDecoder.decode(FieldObject<CurveSummaryDocument>.self, from: data).value
        } catch {
            throw DataFileProblem(line: 0, reason: DecodingErrorText.describe(error, decoding: data))
        }
    }
}
