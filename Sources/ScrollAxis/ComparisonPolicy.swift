// ScrollAxis/ComparisonPolicy: the numeric comparison rules: the one-physical-pixel band and value equality.

/// The numeric comparison rules of docs/model.md §2: the one-physical-pixel band and 1e-4 value equality.
///
/// Structural validation never uses either rule: ordering checks are exact (§2.2, §2.4).
public struct ComparisonPolicy: Hashable, Sendable, CustomStringConvertible {
    /// The tolerance of value equality, in points: two values are equal iff they differ by strictly less.
    public static let valueEqualityTolerance: Double = 0.0001

    /// Pixels per point (2 or 3 on current iPhones). The builder rejects non-finite or non-positive scales.
    public let displayScale: Double
    /// One physical pixel in points: `1 / displayScale`, or 1 when the scale is not finite and positive.
    public let band: Double

    /// Creates the policy for `displayScale` pixels per point. A non-finite or ≤ 0 scale maps to a band of 1 pt,
    /// as the reference policy object does (the model builder throws before that matters).
    public init(displayScale: Double) {
        self.displayScale = displayScale
        self.band = (displayScale.isFinite && displayScale > 0) ? 1 / displayScale : 1
    }

    /// Value equality (§2.3): `abs(a − b) < 0.0001`, strict, so values exactly 1e-4 apart are not equal.
    @inlinable
    public func isEqual(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) < ComparisonPolicy.valueEqualityTolerance
    }

    /// The "within band" helper of §2.2: `abs(a − b) < band`, strict.
    @inlinable
    public func isWithinBand(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) < band
    }

    /// Endpoint residue snapping (§2.3 (i)): snaps a segment-local progress `q` onto 0 or `length` when it is
    /// "equal" to the nearer endpoint (ties go to 0). It never clamps: a value further away is returned as is.
    @inlinable
    public func snappedProgress(_ q: Double, length: Double) -> Double {
        let toStart = abs(q)
        let toEnd = abs(q - length)
        if toEnd < toStart {
            return toEnd < ComparisonPolicy.valueEqualityTolerance ? length : q
        }
        return toStart < ComparisonPolicy.valueEqualityTolerance ? 0 : q
    }

    /// The panel-anchor authority rule of §2.4/§6 step 3: `y` equals `anchor` exactly or is one ULP away from it.
    @inlinable
    public static func isSameOrAdjacentDouble(_ y: Double, _ anchor: Double) -> Bool {
        y == anchor || y == anchor.nextUp || y == anchor.nextDown
    }

    /// `displayScale: 2.0 (band 0.5 pt)`.
    public var description: String { "ComparisonPolicy(displayScale: \(displayScale), band: \(band) pt)" }
}
