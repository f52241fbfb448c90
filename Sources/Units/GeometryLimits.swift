// Units/GeometryLimits: the largest length a panel may hold and the largest release velocity a gesture may carry,
// shared by what simulates a panel (Scenario, PanelSimulator) and what reads a recorded one (DeviceTrace).

/// The bounds every panel quantity is held to, wherever it comes from: a scenario, a gesture, a touch file or a
/// device's console log. Each check returns one phrase for the caller to put after the field's name.
public enum GeometryLimits {
    /// The largest length a panel's geometry may hold, points: a viewport, panel or content height, a detent, an
    /// offset or a position (1 000 000 pt; larger sizes are refused as absurd).
    public static let maximumLength = 1_000_000.0

    /// The largest release velocity a gesture may carry, points per millisecond: 1000 pt/ms (a million points a
    /// second). Wider than the options' ``PointsPerMillisecond/legalRange`` (±100 pt/ms), so a recorded or
    /// written gesture is read as given; what lies beyond it is no finger.
    public static let maximumReleaseVelocity = 1000.0

    /// How far from 0 an outer offset can be in a panel of `levels` nested scroll levels, points: every level's
    /// largest length plus the viewport and the panel, (`levels` + 2) × ``maximumLength``.
    public static func outerOffsetLimit(levels: Int) -> Double { Double(max(0, levels) + 2) * maximumLength }

    /// How far from 0 any position or offset can be in a panel of `levels` nested scroll levels, points: the outer
    /// offset's limit plus a viewport and a panel more, for what is measured in the host's content (the panel's
    /// top is V + Y − H).
    public static func positionLimit(levels: Int) -> Double { outerOffsetLimit(levels: levels) + 2 * maximumLength }

    /// Nil when `x` (points) is finite and within ±`limit`; else why: `1e+308 pt is beyond ±5000000 pt`.
    public static func positionProblem(_ x: Double, limit: Double) -> String? {
        magnitudeProblem(x, limit: limit, unit: "pt")
    }

    /// Nil when the size `x` (points) is finite and in [0, ``maximumLength``]; else why.
    public static func lengthProblem(_ x: Double) -> String? {
        if x.isFinite, x < 0 { return "\(x) pt is negative" }
        return magnitudeProblem(x, limit: maximumLength, unit: "pt")
    }

    /// Nil when the release velocity `v` (points per millisecond) is finite and within ±``maximumReleaseVelocity``;
    /// else why: `1e+308 pt/ms is beyond ±1000 pt/ms`.
    public static func releaseVelocityProblem(_ v: Double) -> String? {
        magnitudeProblem(v, limit: maximumReleaseVelocity, unit: "pt/ms")
    }

    private static func magnitudeProblem(_ x: Double, limit: Double, unit: String) -> String? {
        guard x.isFinite else { return "\(x) is not finite" }
        return abs(x) > limit ? "\(x) \(unit) is beyond ±\(LegalRange.text(limit)) \(unit)" : nil
    }
}
