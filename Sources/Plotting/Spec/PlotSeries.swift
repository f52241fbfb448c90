// Plotting: a data series and the annotations drawn over it.

/// How a series joins its points.
public enum SeriesStyle: String, Sendable, CaseIterable {
    /// Straight segments between consecutive points.
    case line
    /// Holds each value until the next x, then jumps (a staircase, as for per-frame values).
    case step
    /// A dot at each point, nothing between.
    case points
}

/// The dash pattern of a line or step series (points ignore it).
public enum LineDash: String, Sendable, CaseIterable {
    /// An unbroken line (the default).
    case solid
    /// Long dashes.
    case dashed
    /// Dots.
    case dotted
    /// A long dash, then a dot.
    case dashDot

    /// Drawn and skipped lengths, alternating, in multiples of the plot's text scale (pixels at scale 1);
    /// empty for solid. Renderers add the line width to every skipped length so that round caps leave the gap
    /// visible.
    public var pattern: [Double] {
        switch self {
        case .solid: []
        case .dashed: [12, 6]
        case .dotted: [1, 5]
        case .dashDot: [12, 5, 1, 5]
        }
    }
}

/// A named series of (x, y) points in data units.
///
/// A point whose x or y is NaN is skipped and breaks the line there (a gap); it is not an error.
/// Infinite values are errors.
public struct PlotSeries: Sendable, Hashable {
    /// The legend entry.
    public var name: String
    /// Line, step or points.
    public var style: SeriesStyle
    /// The x values, in the x axis's unit; as many as `y`.
    public var x: [Double]
    /// The y values, in the panel's y axis unit; as many as `x`.
    public var y: [Double]
    /// The colour; `nil` takes the next colour of the theme's palette.
    public var color: PlotColor?
    /// The line width (or dot diameter is 2.5× this), in pixels; `nil` takes the theme's.
    public var lineWidth: Double?
    /// The dash pattern (default solid).
    public var dash: LineDash
    /// A short name drawn in the series' colour beside its curve, near its end, where it covers nothing (so
    /// curves can be told apart without colour); `nil` or empty for none.
    public var endLabel: String?

    /// Creates a series.
    /// - Parameters:
    ///   - name: the legend entry.
    ///   - style: `.line` (default), `.step` or `.points`.
    ///   - x: x values in data units.
    ///   - y: y values in data units, as many as `x`.
    ///   - color: its colour, or `nil` for the theme's next.
    ///   - lineWidth: its width in pixels, or `nil` for the theme's.
    ///   - dash: its dash pattern (default solid).
    ///   - endLabel: a short name drawn beside the curve's end (default none).
    ///
    /// A series with an empty name gets no legend entry (use it for a panel that repeats another's series).
    public init(
        _ name: String, style: SeriesStyle = .line, x: [Double], y: [Double],
        color: PlotColor? = nil, lineWidth: Double? = nil, dash: LineDash = .solid, endLabel: String? = nil
    ) {
        self.endLabel = endLabel
        self.name = name
        self.style = style
        self.x = x
        self.y = y
        self.color = color
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

/// A labelled horizontal dashed line across a panel at one y value (a detent, say).
public struct HorizontalGuide: Sendable, Hashable {
    /// Where it sits, in the panel's y unit.
    public var y: Double
    /// Text drawn at its left end, above the line.
    public var label: String
    /// Its colour; `nil` takes the theme's guide colour.
    public var color: PlotColor?

    /// Creates a guide at `y` (data units) with a label and an optional colour.
    public init(y: Double, label: String, color: PlotColor? = nil) {
        self.y = y
        self.label = label
        self.color = color
    }
}

/// A labelled vertical line at one x value across every panel (the release or the settle time, say).
public struct VerticalMarker: Sendable, Hashable {
    /// Where it sits, in the x unit.
    public var x: Double
    /// Text drawn near its top, right of the line.
    public var label: String
    /// Its colour; `nil` takes the theme's marker colour.
    public var color: PlotColor?

    /// Creates a marker at `x` (data units) with a label and an optional colour.
    public init(x: Double, label: String, color: PlotColor? = nil) {
        self.x = x
        self.label = label
        self.color = color
    }
}

/// A shaded band over an x interval across every panel, to show a phase (tracking, decelerating, …).
public struct ShadedInterval: Sendable, Hashable {
    /// Where the band starts, in the x unit.
    public var from: Double
    /// Where the band ends, in the x unit (not before `from`).
    public var to: Double
    /// Text drawn near the band's bottom-left corner, inside the panel (every second band's one line higher).
    public var label: String
    /// Its fill colour; drawn with opacity `color.alpha` (use a low alpha such as 40 so data stays visible).
    public var color: PlotColor

    /// Creates a band from `from` to `to` (data units) with a label and a fill colour.
    public init(from: Double, to: Double, label: String, color: PlotColor) {
        self.from = from
        self.to = to
        self.label = label
        self.color = color
    }
}
