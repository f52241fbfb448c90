// ScrollPhysics — UIKit's deceleration rate (a per-millisecond velocity multiplier).
import Units

/// `UIScrollView.DecelerationRate`: after each millisecond the velocity is multiplied by this rate.
///
/// UIKit names two values, `.normal` = 0.998 and `.fast` = 0.99 (docs/physics.md §1: Apple does not print
/// the raw values; pub.dev `fk_webview` docs and code reading `DecelerationRate.normal.rawValue` do). Any
/// rate in (0, 1) is accepted.
///
/// In continuous time the velocity is v(t) = v₀·d^(1000·t) = v₀·e^(k·t), with the decay exponent
/// `k = 1000·ln d` (per second, negative): −2.00200 for `.normal`, −10.0503 for `.fast`.
public struct DecelerationRate: Sendable, Hashable, CustomStringConvertible {
    /// The velocity multiplier per millisecond, in (0, 1) (UIKit's `rawValue`).
    public let perMillisecond: Double

    /// The continuous decay exponent k = 1000·ln(perMillisecond), per second (negative).
    public let decayExponent: Double

    /// UIKit's `.normal` rate, 0.998 per ms (velocity half-life 346 ms).
    public static let normal = DecelerationRate(validated: 0.998)

    /// UIKit's `.fast` rate, 0.99 per ms (velocity half-life 69 ms); BODragScroll's panel rate
    /// (docs/feel-parameters.md §3).
    public static let fast = DecelerationRate(validated: 0.99)

    /// The legal rates, per millisecond: the open interval (0, 1) (a rate of 1 never slows down).
    public static let legalRange = LegalRange.open(0, 1, unit: "per ms")

    /// A rate of `perMillisecond` (in ``legalRange``), e.g. FloatingPanel's 0.991.
    /// - Throws: ``PhysicsInputError`` (field `decelerationRate`) if the rate is not finite or not in (0, 1).
    public init(perMillisecond: Double) throws(PhysicsInputError) {
        let rate = try Check.finite(perMillisecond, "decelerationRate")
        guard Self.legalRange.contains(rate) else {
            throw .outOfRange(field: "decelerationRate", value: rate, expected: Self.legalRange.description)
        }
        self.init(validated: rate)
    }

    private init(validated rate: Double) {
        perMillisecond = rate
        decayExponent = 1000 * libmLog(rate)
    }

    /// The velocity multiplier per second, d^1000 (0.13506 for `.normal`; Flutter rounds it to 0.135).
    public var perSecond: Double { libmExp(decayExponent) }

    /// Seconds for the velocity to halve: ln 2 / −k.
    public var velocityHalfLife: Double { libmLog(2) / -decayExponent }

    /// `DecelerationRate(0.998/ms, k: -2.0020026706730794/s)` (Swift's shortest round-trip number text).
    public var description: String {
        "DecelerationRate(\(perMillisecond)/ms, k: \(decayExponent)/s)"
    }
}
