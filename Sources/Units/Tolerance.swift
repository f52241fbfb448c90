// Units — the tolerance of every settle and overshoot measure (Flutter's `Tolerance` is the model).

/// How close counts as "the same place" and "at rest" when a motion is measured, in points: the one-pixel band
/// (two positions within it name the same anchor or target) and the settle threshold (a motion has settled once
/// it stays within it of its rest). A scenario carries one (`Scenario.tolerance`); every settle, overshoot and
/// "same target" measure reads it, the peers' curves included, so `--settle-threshold` reaches them all.
///
/// Like Flutter's `Tolerance` (physics/tolerance.dart), it is a value handed to the measures rather than a
/// constant each of them recomputes.
public struct Tolerance: Sendable, Hashable {
    /// One physical pixel, points (`1 / displayScale`).
    public let pixel: Double
    /// How close to its rest a motion must stay to count as settled, points.
    public let settle: Double

    /// A tolerance of a `pixel`-point band and a `settle`-point threshold; without a threshold, half a pixel.
    public init(pixel: Double, settle: Double? = nil) {
        self.pixel = pixel
        self.settle = settle ?? pixel / 2
    }

    /// Half a physical pixel, points: how near two sampled curves must stay to be drawn as one.
    public var halfPixel: Double { pixel / 2 }
}
