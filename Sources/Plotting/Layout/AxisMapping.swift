// Plotting: where data values land in the image, shared by both renderers and by tests.
import Foundation

/// A rectangle in image pixels: x grows rightward from the left edge, y grows downward from the top edge.
/// Edges are continuous coordinates: pixel (i, j) covers i..<i+1 and j..<j+1.
public struct PixelRect: Sendable, Hashable {
    /// Left edge, in pixels from the image's left.
    public var left: Double
    /// Top edge, in pixels from the image's top.
    public var top: Double
    /// Right edge, in pixels from the image's left.
    public var right: Double
    /// Bottom edge, in pixels from the image's top.
    public var bottom: Double

    /// Width in pixels.
    public var width: Double { right - left }
    /// Height in pixels.
    public var height: Double { bottom - top }
}

/// The map from data values on one axis to a pixel coordinate along that axis.
public struct AxisMapping: Sendable, Hashable {
    /// The data value drawn at `pixelAtLower`.
    public var lower: Double
    /// The data value drawn at `pixelAtUpper`.
    public var upper: Double
    /// Linear or logarithmic.
    public var scale: AxisScale
    /// The pixel coordinate (x rightward or y downward) of `lower`.
    public var pixelAtLower: Double
    /// The pixel coordinate of `upper`.
    public var pixelAtUpper: Double
    /// The ticks drawn along this axis.
    public var ticks: TickSet

    /// The continuous pixel coordinate of a data value (values outside the range map outside the frame).
    /// - Complexity: O(1).
    public func pixel(_ value: Double) -> Double {
        let fraction: Double
        switch scale {
        case .linear: fraction = (value - lower) / (upper - lower)
        case .log: fraction = (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
        }
        return pixelAtLower + fraction * (pixelAtUpper - pixelAtLower)
    }
}

/// One panel's plotting area and its two axis mappings.
public struct PanelLayout: Sendable, Hashable {
    /// The area inside the axes frame, in pixels.
    public var frame: PixelRect
    /// The horizontal mapping (shared by every panel of a chart).
    public var x: AxisMapping
    /// The vertical mapping of this panel.
    public var y: AxisMapping
    /// Whether this panel prints the x tick labels and the x axis title (only the bottom panel does).
    public var showsXAxisText: Bool
    /// Whether this panel prints the y tick labels (a heatmap's small multiples: only the left column does).
    public var showsYAxisText = true
    /// The small multiple's title printed above the frame (empty: none).
    public var title = ""

    /// The continuous pixel position of the data point (x, y); the pixel containing it is (⌊x⌋, ⌊y⌋).
    public func pixel(x dataX: Double, y dataY: Double) -> (x: Double, y: Double) {
        (x.pixel(dataX), y.pixel(dataY))
    }
}

/// The colour bar of a heatmap: its frame and the map from values to heights (bottom = lowest value).
public struct ColorBarLayout: Sendable, Hashable {
    /// The bar's rectangle, in pixels.
    public var frame: PixelRect
    /// Value → vertical pixel; `lower` and `upper` are the values at the ends of the colour map.
    public var values: AxisMapping
}
