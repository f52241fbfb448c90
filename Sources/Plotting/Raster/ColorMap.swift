// Plotting: a perceptual colour map for heatmaps.

/// One control point of a colour map: a colour at a position in 0...1.
public struct ColorStop: Sendable, Hashable {
    /// Where along the map, 0 (lowest value) ... 1 (highest).
    public var position: Double
    /// The colour there.
    public var color: PlotColor

    /// Creates a stop at `position` (0...1).
    public init(position: Double, color: PlotColor) {
        self.position = position
        self.color = color
    }
}

/// A colour map: control points joined by linear interpolation in sRGB.
public struct ColorMap: Sendable, Hashable {
    /// The control points, in increasing position from 0 to 1.
    public var controlPoints: [ColorStop]

    /// Creates a map from stops sorted by position, the first at 0 and the last at 1.
    public init(controlPoints: [ColorStop]) {
        self.controlPoints = controlPoints
    }

    /// Viridis (matplotlib's default map; van der Walt & Smith), sampled at eleven points: dark violet to
    /// yellow, lightness rising throughout, readable in greyscale and by colour-blind viewers.
    public static let viridis = ColorMap(
        controlPoints: [
            0x440154, 0x482475, 0x414487, 0x355F8D, 0x2A788E, 0x21918C, 0x22A884, 0x44BF70, 0x7AD151, 0xBDDF26,
            0xFDE725,
        ].enumerated().map { ColorStop(position: Double($0.offset) / 10, color: PlotColor(rgb: $0.element)) })

    /// The colour at `fraction` (clamped to 0...1; NaN gives the lowest colour).
    /// - Complexity: O(number of control points).
    public func color(at fraction: Double) -> PlotColor {
        guard let first = controlPoints.first, let last = controlPoints.last else { return .black }
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t <= first.position { return first.color }
        for (low, high) in zip(controlPoints, controlPoints.dropFirst()) where t <= high.position {
            let span = high.position - low.position
            let mix = span > 0 ? (t - low.position) / span : 1
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8((Double(a) + (Double(b) - Double(a)) * mix).rounded())
            }
            return PlotColor(
                red: channel(low.color.red, high.color.red), green: channel(low.color.green, high.color.green),
                blue: channel(low.color.blue, high.color.blue))
        }
        return last.color
    }
}
