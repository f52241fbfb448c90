// Analysis/Feel/FeelLimits: the stated thresholds of the feel gate, stored in the record so a check is reproducible.
import Support

/// How far a re-run may drift from the record, and how discontinuous a motion may be, before the gate warns or
/// fails. Stored in the record file (`limits`) so a team can loosen or tighten its own gate by editing it; every key
/// may be left out (then its default here applies).
///
/// Units: points, seconds, points per second.
public struct FeelLimits: Hashable, Sendable, Codable {
    /// A landing moved when its height or any list's resting offset differs by more than this, points (default
    /// 0.5: less than a device pixel at scale 2), or its detent differs.
    public var landingTolerance = 0.5
    /// Settle time growth that warns / fails, seconds (default 0.02 s, about a frame; 0.1 s).
    public var settleTimeWarn = 0.02
    /// See ``settleTimeWarn``.
    public var settleTimeFail = 0.1
    /// Overshoot growth that warns / fails, points (default 0.5 pt; 2 pt).
    public var overshootWarn = 0.5
    /// See ``overshootWarn``.
    public var overshootFail = 2.0
    /// Growth of the velocity jump's size, at release or at the handoff, that warns / fails, points per second
    /// (default 50 pt/s; 200 pt/s).
    public var jumpGrowthWarn = 50.0
    /// See ``jumpGrowthWarn``.
    public var jumpGrowthFail = 200.0
    /// Invariant: how much farther than the speed allows a frame may move the axis, the panel or a list, points
    /// (default 1 pt). A step larger than (largest speed × frame time + this) is a jump in position.
    public var positionStep = 1.0
    /// Invariant: the largest velocity jump at the release that is still continuous, points per second (default 100
    /// pt/s, the jump `bench compare` flags). A retargeted deceleration changes the start speed on purpose
    /// (docs/physics.md §3), so a larger one is a warning, not a failure.
    public var releaseJump = 100.0
    /// Invariant: the largest velocity jump at a handoff between owners, points per second (default 100 pt/s); a
    /// larger one fails.
    public var handoffJump = 100.0
    /// Invariant: how far the finger's movement while tracking may differ from what the panel and the lists moved
    /// together, points per frame (default 0.001 pt).
    public var fingerConservation = 0.001
    /// Invariant: how far the end of a deceleration restarted mid-flight (from its own position and velocity there)
    /// may be from the recorded end, points (default 0.5 pt).
    public var restartEnd = 0.5

    /// The defaults.
    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case landingTolerance, settleTimeWarn, settleTimeFail, overshootWarn, overshootFail, jumpGrowthWarn
        case jumpGrowthFail, positionStep, releaseJump, handoffJump, fingerConservation, restartEnd
    }

    /// Reads limits strictly: unknown keys, negative or non-finite values and a warn limit above its fail limit
    /// are refused with their path; absent keys keep their defaults.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var limits = FeelLimits()
        for key in CodingKeys.allCases {
            guard let value = try c.decodeIfPresent(Double.self, forKey: key) else { continue }
            guard value.isFinite, value >= 0 else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath + [key],
                        debugDescription: "\(NumberFormat.plain(value)) must be a finite number >= 0"))
            }
            limits[key] = value
        }
        for (warn, fail) in [
            (CodingKeys.settleTimeWarn, CodingKeys.settleTimeFail), (.overshootWarn, .overshootFail),
            (.jumpGrowthWarn, .jumpGrowthFail),
        ] where limits[warn] > limits[fail] {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [warn],
                    debugDescription: "\(NumberFormat.plain(limits[warn])) is above \(fail.stringValue) "
                        + "\(NumberFormat.plain(limits[fail]))"))
        }
        self = limits
    }

    /// The limit stored under `key`.
    subscript(key: CodingKeys) -> Double {
        get { self[keyPath: Self.property(key)] }
        set { self[keyPath: Self.property(key)] = newValue }
    }

    /// The property `key` names.
    private static func property(_ key: CodingKeys) -> WritableKeyPath<FeelLimits, Double> {
        switch key {
        case .landingTolerance: \.landingTolerance
        case .settleTimeWarn: \.settleTimeWarn
        case .settleTimeFail: \.settleTimeFail
        case .overshootWarn: \.overshootWarn
        case .overshootFail: \.overshootFail
        case .jumpGrowthWarn: \.jumpGrowthWarn
        case .jumpGrowthFail: \.jumpGrowthFail
        case .positionStep: \.positionStep
        case .releaseJump: \.releaseJump
        case .handoffJump: \.handoffJump
        case .fingerConservation: \.fingerConservation
        case .restartEnd: \.restartEnd
        }
    }
}
