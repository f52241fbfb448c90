// ScrollAxis/FeelParameters: the release solver's tuning ("feel") parameters, with their defaults and units.

/// The release-solver tuning ("feel") parameters of docs/model.md §9 and docs/feel-parameters.md §1, with the
/// reference defaults. The reference Core uses these values as they are; ``sanitized()`` applies the UIKit
/// layer's repair.
public struct FeelParameters: Hashable, Sendable {
    /// Release speed below which a release counts as stationary, in points per **millisecond** (UIKit's
    /// `willEndDragging` unit; 0.2 pt/ms = 200 pt/s). "Low" iff `abs(v) < lowVelocityThreshold` (strict).
    public var lowVelocityThreshold: Double
    /// Release speed above which a fling may skip one more anchor, in points per millisecond
    /// (2.2 pt/ms = 2 200 pt/s). "High" iff `abs(v) > highVelocityThreshold` (strict).
    public var highVelocityThreshold: Double
    /// How close to the next anchor counts as "near", in outer-axis points (distance `<` it, strict). Also the
    /// width of the collapse-resistance dead zone.
    public var adjacentAnchorDistance: Double
    /// Panel → participant capture: a proposal landing less than this many points inside a participant segment
    /// is cut to the segment edge (strict `<`), in outer-axis points.
    public var panelToParticipantCaptureDistance: Double
    /// Clamp inertia that starts inside a participant segment to that segment (UIKit: `preventsInnerToPanelHandoff`).
    public var disableInnerMomentumTransfer: Bool
    /// Collapse resistance (UIKit: `resistsCollapse`): a collapsing panel → panel release within
    /// ``adjacentAnchorDistance`` below an anchor springs back to it.
    public var collapseResistance: Bool
    /// Display-height ranges where the release keeps UIKit's predicted target instead of snapping.
    public var nonSnappingRanges: [NonSnappingRange]

    /// Creates a parameter set; every argument defaults to the reference value (the one place the reference
    /// defaults are written).
    ///
    /// - Parameters:
    ///   - lowVelocityThreshold: pt/ms, default 0.2.
    ///   - highVelocityThreshold: pt/ms, default 2.2.
    ///   - adjacentAnchorDistance: pt, default 86.
    ///   - panelToParticipantCaptureDistance: pt, default 140.
    ///   - disableInnerMomentumTransfer: default false.
    ///   - collapseResistance: default false.
    ///   - nonSnappingRanges: display-height ranges in pt, default none.
    public init(
        lowVelocityThreshold: Double = 0.2, highVelocityThreshold: Double = 2.2,
        adjacentAnchorDistance: Double = 86, panelToParticipantCaptureDistance: Double = 140,
        disableInnerMomentumTransfer: Bool = false, collapseResistance: Bool = false,
        nonSnappingRanges: [NonSnappingRange] = []
    ) {
        self.lowVelocityThreshold = lowVelocityThreshold
        self.highVelocityThreshold = highVelocityThreshold
        self.adjacentAnchorDistance = adjacentAnchorDistance
        self.panelToParticipantCaptureDistance = panelToParticipantCaptureDistance
        self.disableInnerMomentumTransfer = disableInnerMomentumTransfer
        self.collapseResistance = collapseResistance
        self.nonSnappingRanges = nonSnappingRanges
    }

    /// The reference defaults: 0.2 pt/ms, 2.2 pt/ms, 86 pt, 140 pt, both flags off, no non-snapping ranges.
    public static let `default` = FeelParameters()

    /// The UIKit layer's repair (docs/model.md §9): each of the four numeric parameters that is not finite
    /// (NaN, ±∞) is replaced by its default, and each negative one by 0. The flags and
    /// ``nonSnappingRanges`` are returned unchanged (a range with a non-finite bound simply never matches, and
    /// the reference leaves range bounds to the caller). The solver itself never sanitizes.
    public func sanitized() -> FeelParameters {
        func fix(_ value: Double, _ fallback: Double) -> Double {
            guard value.isFinite else { return fallback }
            return value < 0 ? 0 : value
        }
        var copy = self
        let d = FeelParameters.default
        copy.lowVelocityThreshold = fix(lowVelocityThreshold, d.lowVelocityThreshold)
        copy.highVelocityThreshold = fix(highVelocityThreshold, d.highVelocityThreshold)
        copy.adjacentAnchorDistance = fix(adjacentAnchorDistance, d.adjacentAnchorDistance)
        copy.panelToParticipantCaptureDistance = fix(
            panelToParticipantCaptureDistance,
            d.panelToParticipantCaptureDistance)
        return copy
    }
}

/// A display-height range, in points, where a release keeps UIKit's predicted target (docs/feel-parameters.md §1,
/// `nonSnappingRanges` / OC `misAttachRangeAr`). A height H matches iff `lower − band < H < upper + band`: the
/// open interval widened by one physical pixel at both ends (docs/model.md §2.2).
public struct NonSnappingRange: Hashable, Sendable {
    /// The lower display height, in points (an Objective-C number is read through Float32).
    public var lower: SourceScalar
    /// The upper display height, in points (an Objective-C number is read through Float32).
    public var upper: SourceScalar

    /// Creates a range from `lower` to `upper` display-height points.
    public init(lower: SourceScalar, upper: SourceScalar) {
        self.lower = lower
        self.upper = upper
    }

    /// True iff `displayHeight` (pt) lies in the open interval (lower − band, upper + band).
    @inlinable
    public func contains(_ displayHeight: Double, band: Double) -> Bool {
        lower.resolved - band < displayHeight && displayHeight < upper.resolved + band
    }
}
