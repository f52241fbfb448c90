// Fit/FitDocument+Reading: a fit's JSON read strictly: a key the writer does not write is refused with its path.
import Scenario
import Support

extension FitDocument {
    /// Reads every key ``FitDocument/encoded()`` writes; any other key is refused (``StrictKeys``).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        log = try c.decode(String.self, forKey: .log)
        scenario = try c.decode(String.self, forKey: .scenario)
        scenarioFile = try c.decode(StoredScenario.self, forKey: .scenarioFile)
        implementation = try c.decode(String.self, forKey: .implementation)
        seed = try c.decode(UInt64.self, forKey: .seed)
        tolerancePt = try c.decode(Double.self, forKey: .tolerancePt)
        evaluations = try c.decode(Int.self, forKey: .evaluations)
        parameters = try c.decode([Parameter].self, forKey: .parameters)
        rmsErrorPt = try c.decode(Double.self, forKey: .rmsErrorPt)
        originalRmsErrorPt = try c.decode(Double.self, forKey: .originalRmsErrorPt)
        gestures = try c.decode([Gesture].self, forKey: .gestures)
        skipped = try c.decode([String].self, forKey: .skipped)
    }
}

extension FitDocument.Parameter {
    /// Reads every key ``encode(to:)`` writes (`value` and `interval` may be `null`); any other key is refused.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        unit = try c.decode(String.self, forKey: .unit)
        value = try c.decodeIfPresent(Double.self, forKey: .value)
        scenarioValue = try c.decode(Double.self, forKey: .scenarioValue)
        low = try c.decode(Double.self, forKey: .low)
        high = try c.decode(Double.self, forKey: .high)
        interval = try c.decodeIfPresent([Double].self, forKey: .interval)
        identifiable = try c.decode(Bool.self, forKey: .identifiable)
    }
}

extension FitDocument.Gesture {
    /// Reads every key the writer writes; any other key is refused.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        session = try c.decode(Int.self, forKey: .session)
        gesture = try c.decode(Int.self, forKey: .gesture)
        releaseVelocityPtPerMs = try c.decode(Double.self, forKey: .releaseVelocityPtPerMs)
        samples = try c.decode(Int.self, forKey: .samples)
        rmsErrorPt = try c.decode(Double.self, forKey: .rmsErrorPt)
        maxErrorPt = try c.decode(Double.self, forKey: .maxErrorPt)
        deviceLandingPt = try c.decode(Double.self, forKey: .deviceLandingPt)
        fittedLandingPt = try c.decode(Double.self, forKey: .fittedLandingPt)
        originalRmsErrorPt = try c.decode(Double.self, forKey: .originalRmsErrorPt)
        originalMaxErrorPt = try c.decode(Double.self, forKey: .originalMaxErrorPt)
        originalLandingPt = try c.decode(Double.self, forKey: .originalLandingPt)
    }
}
