// Fit/FitDocument: a fit as JSON (`bench fit --json`), read back by `bench export --from-fit`.
import DeviceTrace
import Foundation
import PanelSimulator
import Scenario
import Support
import Sweep

/// The JSON of a fit, format `dragscrolllab-fit/1`. Lengths in points, velocities in pt/ms, each parameter in its
/// own unit (``Parameter/unit``). It holds the whole scenario the fit started from (`scenarioFile`, the scenario
/// file format), so `bench export --from-fit` never reads the original scenario again.
public struct FitDocument: Codable, Sendable, Equatable {
    /// One free parameter.
    public struct Parameter: Codable, Sendable, Equatable {
        /// The parameter, written as `bench sweep`'s name with its unit.
        public var parameter: SweepParameter
        /// The fitted value; nil when the parameter is not identifiable (the fitted tuning keeps the scenario's).
        public var value: Double?
        /// The scenario's value before the fit.
        public var scenarioValue: Double
        /// The range searched.
        public var low: Double
        /// The range searched.
        public var high: Double
        /// The values whose error stays within the noise floor of the fit's, or nil.
        public var interval: [Double]?
        /// False when the interval is the whole range.
        public var identifiable: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, unit, value, scenarioValue, low, high, interval, identifiable
        }

        /// The interval a fit writes: the profile's stretch, widened to hold `value` when it does not. The stretch is
        /// grown from the search's value (``FitSearch``, profile stage), so it holds it; the value written is read
        /// back from the fitted scenario, and whatever that reading does, the file's interval holds its value, as
        /// its reader requires.
        public static func interval(_ stretch: ClosedRange<Double>, holding value: Double?) -> [Double] {
            guard let value else { return [stretch.lowerBound, stretch.upperBound] }
            return [min(stretch.lowerBound, value), max(stretch.upperBound, value)]
        }

        /// Writes every key, an absent value or interval as `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(parameter.rawValue, forKey: .name)
            try container.encode(parameter.unit, forKey: .unit)
            try container.encode(value, forKey: .value)
            try container.encode(scenarioValue, forKey: .scenarioValue)
            try container.encode(low, forKey: .low)
            try container.encode(high, forKey: .high)
            try container.encode(interval, forKey: .interval)
            try container.encode(identifiable, forKey: .identifiable)
        }
    }

    /// One replayed gesture.
    public struct Gesture: Codable, Sendable, Equatable {
        /// 1-based, as `bench trace` lists them.
        public var session: Int
        /// 1-based within the session.
        public var gesture: Int
        /// The recorded release velocity, pt/ms.
        public var releaseVelocityPtPerMs: Double
        /// Device samples compared.
        public var samples: Int
        /// The RMS error under the fit, points.
        public var rmsErrorPt: Double
        /// The largest error under the fit, points.
        public var maxErrorPt: Double
        /// Where the device came to rest: display height, points.
        public var deviceLandingPt: Double
        /// Where the fitted simulation rests, points.
        public var fittedLandingPt: Double
        /// The RMS error under the scenario as given, points.
        public var originalRmsErrorPt: Double
        /// The largest error under the scenario as given, points.
        public var originalMaxErrorPt: Double
        /// Where the scenario as given rests, points.
        public var originalLandingPt: Double

        enum CodingKeys: String, CodingKey, CaseIterable {
            case session, gesture, samples
            case releaseVelocityPtPerMs = "releaseVelocity_ptPerMs"
            case rmsErrorPt = "rmsError_pt"
            case maxErrorPt = "maxError_pt"
            case deviceLandingPt = "deviceLanding_pt"
            case fittedLandingPt = "fittedLanding_pt"
            case originalRmsErrorPt = "originalRmsError_pt"
            case originalMaxErrorPt = "originalMaxError_pt"
            case originalLandingPt = "originalLanding_pt"
        }

    }

    /// `dragscrolllab-fit/1`.
    public var format: String
    /// The log fitted, as given.
    public var log: String
    /// The scenario as given (a preset name or a path).
    public var scenario: String
    /// The whole scenario the fit started from.
    public var scenarioFile: StoredScenario
    /// The implementation fitted (`OC`, `Swift`).
    public var implementation: String
    /// The seed of the global sample.
    public var seed: UInt64
    /// The noise floor, points.
    public var tolerancePt: Double
    /// Tunings replayed.
    public var evaluations: Int
    /// The free parameters.
    public var parameters: [Parameter]
    /// The pooled RMS error under the fitted tuning, points.
    public var rmsErrorPt: Double
    /// The pooled RMS error under the scenario as given, points.
    public var originalRmsErrorPt: Double
    /// Each replayed gesture.
    public var gestures: [Gesture]
    /// The gestures left out, one line each.
    public var skipped: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case format, log, scenario, scenarioFile, implementation, seed, evaluations, parameters, gestures, skipped
        case tolerancePt = "tolerance_pt"
        case rmsErrorPt = "rmsError_pt"
        case originalRmsErrorPt = "originalRmsError_pt"
    }

    /// The largest file `bench export --from-fit` reads, bytes.
    public static let maximumFileSize = 16 << 20

    /// The format written and the only one read.
    public static let formatName = "dragscrolllab-fit/1"

    /// The document of `result`, fitted from `log` in the scenario named `scenario`.
    public init(_ result: FitResult, log: String, scenario: String) {
        format = Self.formatName
        (self.log, self.scenario, scenarioFile) = (log, scenario, StoredScenario(result.scenario))
        (implementation, seed, tolerancePt) = (result.implementation, result.search.seed, result.tolerance)
        evaluations = result.search.evaluations
        parameters = result.free.indices.map { k in
            let p = result.free[k]
            let profile = result.search.profiles[k]
            let value = profile.identifiable ? p.parameter.value(in: result.fitted) : nil
            return Parameter(
                parameter: p.parameter, value: value, scenarioValue: p.parameter.value(in: result.scenario),
                low: p.low, high: p.high, interval: Parameter.interval(profile.interval, holding: value),
                identifiable: profile.identifiable)
        }
        rmsErrorPt = result.fittedError
        originalRmsErrorPt = result.originalError
        gestures = result.gestures.map { g in
            let fitted = FitObjective.pooled([g.fitted])
            let original = FitObjective.pooled([g.original])
            return Gesture(
                session: g.fitted.session, gesture: g.fitted.gesture, releaseVelocityPtPerMs: g.fitted.releaseVelocity,
                samples: g.fitted.device.time.count, rmsErrorPt: fitted.rms, maxErrorPt: fitted.maximum,
                deviceLandingPt: g.fitted.deviceLandingHeight, fittedLandingPt: g.fitted.channels[0].simulationRest,
                originalRmsErrorPt: original.rms, originalMaxErrorPt: original.maximum,
                originalLandingPt: g.original.channels[0].simulationRest)
        }
        skipped = result.skipped
    }

    /// The JSON text: keys sorted, indented, one line feed at the end.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a document, strictly: valid JSON, no key twice, no key it does not know (as every file the tool
    /// reads: docs/output.md, "Inputs"), this format, every field as `bench fit` writes it (``init(from:)``) and
    /// the scenario valid.
    ///
    /// - Throws: ``FitInputError``: one line naming `source` and what is wrong.
    public static func decode(_ data: Data, source: String) throws(FitInputError) -> FitDocument {
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw FitInputError("\(source): \(duplicate): duplicate key")
        }
        let document: FitDocument
        do { document = try JSONFileDecoder.decode(FitDocument.self, from: data) } catch {
            throw FitInputError("\(source): \(DecodingErrorText.describe(error, decoding: data))")
        }
        guard document.format == formatName else {
            throw FitInputError("\(source): format is \"\(document.format)\", expected \"\(formatName)\"")
        }
        if let problem = document.wholeProblem { throw FitInputError("\(source): \(problem)") }
        return document
    }

    /// What no fit writes across fields, as `path: reason`, or nil: a parameter named twice, a `scenarioValue`
    /// that is not the stored scenario's, no gesture (a fit replays at least one) or one gesture twice.
    var wholeProblem: String? {
        let scenario = scenarioFile.scenario
        for (k, p) in parameters.enumerated() {
            if let first = parameters.firstIndex(where: { $0.parameter == p.parameter }), first != k {
                return "parameters[\(k)].name: \(p.parameter.rawValue) is also parameters[\(first)]"
            }
            if p.scenarioValue != p.parameter.value(in: scenario) {
                return "parameters[\(k)].scenarioValue: \(NumberFormat.plain(p.scenarioValue)) is not the stored "
                    + "scenario's \(NumberFormat.plain(p.parameter.value(in: scenario)))"
            }
        }
        if gestures.isEmpty { return "gestures: holds no gesture (a fit replays at least one)" }
        for (k, g) in gestures.enumerated() {
            if let first = gestures.firstIndex(where: { ($0.session, $0.gesture) == (g.session, g.gesture) }),
                first != k
            {
                return "gestures[\(k)]: session \(g.session) gesture \(g.gesture) is also gestures[\(first)]"
            }
        }
        return nil
    }
}

extension KeyedDecodingContainer {
    /// The whole number at `key`, refused below `minimum` (no fit writes one).
    fileprivate func decode(_ key: Key, atLeast minimum: Int) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard value >= minimum else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(value) is less than \(minimum)")
        }
        return value
    }

    /// The number at `key`, refused below `minimum` (no fit writes one).
    fileprivate func decode(_ key: Key, atLeast minimum: Double) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value >= minimum else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\(NumberFormat.plain(value)) is less than \(NumberFormat.plain(minimum))")
        }
        return value
    }
}

extension ClosedRange<Double> {
    /// `0.1…0.5`, for messages.
    fileprivate var text: String { "\(NumberFormat.plain(lowerBound))…\(NumberFormat.plain(upperBound))" }
}

extension FitDocument {
    /// Reads a document as `bench fit` writes it: no unknown key in any object, at least one evaluation and
    /// one parameter, the noise floor and the pooled errors not negative (the format is checked by
    /// ``decode(_:source:)``).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        (log, scenario) = (try c.decode(String.self, forKey: .log), try c.decode(String.self, forKey: .scenario))
        scenarioFile = try c.decode(StoredScenario.self, forKey: .scenarioFile)
        implementation = try c.decode(String.self, forKey: .implementation)
        guard TraceBatch.implementations.contains(implementation) else {
            let names = TraceBatch.implementations.map(DecodingErrorText.quoted).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .implementation, in: c,
                debugDescription: "\(DecodingErrorText.quoted(implementation)) is not one of \(names)")
        }
        seed = try c.decode(UInt64.self, forKey: .seed)
        tolerancePt = try c.decode(.tolerancePt, atLeast: 0)
        evaluations = try c.decode(.evaluations, atLeast: 1)
        parameters = try c.decode([Parameter].self, forKey: .parameters)
        if parameters.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: .parameters, in: c, debugDescription: "holds no parameter (a fit has at least one)")
        }
        rmsErrorPt = try c.decode(.rmsErrorPt, atLeast: 0)
        originalRmsErrorPt = try c.decode(.originalRmsErrorPt, atLeast: 0)
        gestures = try c.decode([Gesture].self, forKey: .gestures)
        skipped = try c.decode([String].self, forKey: .skipped)
    }
}

extension FitDocument.Parameter {
    /// Reads a parameter as `bench fit` writes it: no unknown key, a parameter's name with its unit, `low` not
    /// above `high`, the value and the interval's two ends inside them, a value exactly when identifiable, and
    /// the value inside its interval.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .name)
        let unit = try c.decode(String.self, forKey: .unit)
        guard let parameter = SweepParameter(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: c, debugDescription: "\(DecodingErrorText.quoted(name)) is no parameter")
        }
        guard unit == parameter.unit else {
            throw DecodingError.dataCorruptedError(
                forKey: .unit, in: c,
                debugDescription: "\(DecodingErrorText.quoted(unit)) is not \(name)'s unit \(parameter.unit)")
        }
        self.parameter = parameter
        (low, high) = (try c.decode(Double.self, forKey: .low), try c.decode(Double.self, forKey: .high))
        guard low <= high else {
            throw DecodingError.dataCorruptedError(
                forKey: .high, in: c,
                debugDescription: "\(NumberFormat.plain(high)) is below low (\(NumberFormat.plain(low)))")
        }
        let range = low...high
        value = try c.decodeIfPresent(Double.self, forKey: .value)
        if let value, !range.contains(value) {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: c,
                debugDescription: "\(NumberFormat.plain(value)) is outside low…high (\(range.text))")
        }
        scenarioValue = try c.decode(Double.self, forKey: .scenarioValue)
        interval = try c.decodeIfPresent([Double].self, forKey: .interval)
        if let interval, interval.count != 2 || interval[0] > interval[1] || !interval.allSatisfy(range.contains) {
            throw DecodingError.dataCorruptedError(
                forKey: .interval, in: c,
                debugDescription: "not [a, b] with low ≤ a ≤ b ≤ high (\(range.text))")
        }
        identifiable = try c.decode(Bool.self, forKey: .identifiable)
        // A fit writes a value exactly when the parameter is identifiable.
        guard identifiable == (value != nil) else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: c,
                debugDescription: identifiable
                    ? "null, but identifiable is true" : "a number, but identifiable is false (a fit writes null)")
        }
        // A fit's interval holds its value (``interval(_:holding:)``).
        if let value, let interval, value < interval[0] || value > interval[1] {
            throw DecodingError.dataCorruptedError(
                forKey: .interval, in: c,
                debugDescription: "[\(NumberFormat.plain(interval[0])), \(NumberFormat.plain(interval[1]))] does not "
                    + "hold the value \(NumberFormat.plain(value)) (a fit's interval always holds its value)")
        }
    }
}

extension FitDocument.Gesture {
    /// Reads a gesture as `bench fit` writes it: no unknown key, session, gesture and samples at least 1,
    /// errors not negative, each RMS error not above its largest error.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        (session, gesture) = (try c.decode(.session, atLeast: 1), try c.decode(.gesture, atLeast: 1))
        samples = try c.decode(.samples, atLeast: 1)
        releaseVelocityPtPerMs = try c.decode(Double.self, forKey: .releaseVelocityPtPerMs)
        (rmsErrorPt, maxErrorPt) = (try c.decode(.rmsErrorPt, atLeast: 0), try c.decode(.maxErrorPt, atLeast: 0))
        originalRmsErrorPt = try c.decode(.originalRmsErrorPt, atLeast: 0)
        originalMaxErrorPt = try c.decode(.originalMaxErrorPt, atLeast: 0)
        // A root mean square is never above the largest error it averages (beyond the rounding of the pooling).
        for (key, rms, maximum) in [
            (CodingKeys.rmsErrorPt, rmsErrorPt, maxErrorPt),
            (.originalRmsErrorPt, originalRmsErrorPt, originalMaxErrorPt),
        ] where rms > maximum * (1 + 1e-9) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c,
                debugDescription: "\(NumberFormat.plain(rms)) is above the largest error \(NumberFormat.plain(maximum))"
            )
        }
        deviceLandingPt = try c.decode(Double.self, forKey: .deviceLandingPt)
        fittedLandingPt = try c.decode(Double.self, forKey: .fittedLandingPt)
        originalLandingPt = try c.decode(Double.self, forKey: .originalLandingPt)
    }
}
