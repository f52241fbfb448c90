// Plotting: colours and the theme a plot is drawn with.

/// An 8-bit sRGB colour with straight (not premultiplied) alpha.
public struct PlotColor: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its components (0...255 each); `alpha` defaults to opaque.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value and an opacity (0...255, default opaque).
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// `#RRGGBB` in upper-case hexadecimal (alpha is not included), as gnuplot reads it.
    public var hexRGB: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [red, green, blue] {
            text.append(digits[Int(component >> 4)])
            text.append(digits[Int(component & 15)])
        }
        return text
    }

    /// Opaque white.
    public static let white = PlotColor(rgb: 0xFFFFFF)
    /// Opaque black.
    public static let black = PlotColor(rgb: 0x000000)
}

/// Colours and line widths shared by both renderers, so a plot looks alike whichever draws it.
public struct PlotTheme: Sendable, Hashable {
    /// The canvas colour behind everything.
    public var background: PlotColor
    /// Axes frame, tick marks and all text.
    public var foreground: PlotColor
    /// Grid lines at the major ticks.
    public var grid: PlotColor
    /// Series colours in order of appearance; a series without its own colour takes the next one (cycling).
    public var seriesColors: [PlotColor]
    /// Default colour of horizontal guides (detents).
    public var guideColor: PlotColor
    /// Default colour of vertical markers (release, settle).
    public var markerColor: PlotColor
    /// Series line width when a series does not set its own, in pixels.
    public var lineWidth: Double
    /// The colour of the notes under the title (a dark grey: secondary to the title).
    public var noteColor: PlotColor { PlotColor(rgb: 0x4A4A4A) }

    /// Creates a theme; every field is described on its property.
    public init(
        background: PlotColor, foreground: PlotColor, grid: PlotColor, seriesColors: [PlotColor],
        guideColor: PlotColor, markerColor: PlotColor, lineWidth: Double
    ) {
        self.background = background
        self.foreground = foreground
        self.grid = grid
        self.seriesColors = seriesColors
        self.guideColor = guideColor
        self.markerColor = markerColor
        self.lineWidth = lineWidth
    }

    /// White background, black text, a grey grid and eight distinct series colours (Okabe–Ito, colour-blind safe).
    public static let standard = PlotTheme(
        background: .white, foreground: PlotColor(rgb: 0x202020), grid: PlotColor(rgb: 0xE3E3E3),
        seriesColors: [0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0x7F7F7F, 0xF0E442]
            .map { PlotColor(rgb: $0) },
        guideColor: PlotColor(rgb: 0x6A6A6A), markerColor: PlotColor(rgb: 0xB2182B), lineWidth: 2)

    /// The colour of the series at `index` (0-based, over the whole plot): its own colour or the palette's.
    public func seriesColor(_ own: PlotColor?, index: Int) -> PlotColor {
        if let own { return own }
        guard !seriesColors.isEmpty else { return foreground }
        return seriesColors[index % seriesColors.count]
    }
}
