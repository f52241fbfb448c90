// Plotting: the pure description of one plot, drawn alike by the gnuplot and the raster renderer.

/// The size of the output image, in pixels.
public struct PlotSize: Sendable, Hashable {
    /// Width in pixels (`PlotSize.allowed`).
    public var width: Int
    /// Height in pixels (`PlotSize.allowed`).
    public var height: Int

    /// Creates a size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The sizes accepted for either side, in pixels: large enough for the margins, small enough to stay sane.
    public static let allowed: ClosedRange<Int> = 200...20_000
    /// The most pixels a picture may have: 40 000 000 (an 8000 × 5000 picture, or 20000 × 2000). The raster
    /// renderer holds 5 bytes a pixel while it draws (the image and a stroke's coverage), so at most 200 MB.
    public static let maximumPixels = 40_000_000

    /// Why a picture of this size is not drawn — a side outside ``allowed`` or more than ``maximumPixels`` — as the
    /// field (`width`, `height`, `area`) and one phrase; nil when it is drawn. The one rule `--size` and
    /// ``PlotSpec/validate()`` apply.
    public var problem: (field: String, reason: String)? {
        for (field, side) in [("width", width), ("height", height)] where !Self.allowed.contains(side) {
            return (field, "\(side) px is out of range \(Self.allowed.lowerBound)…\(Self.allowed.upperBound)")
        }
        guard width * height <= Self.maximumPixels else {
            return (
                "area",
                "\(width)x\(height) is \(width * height) pixels, more than the \(Self.maximumPixels) a picture may have "
                    + "(e.g. 8000x5000)"
            )
        }
        return nil
    }
}

/// One stacked panel of a chart: a y axis, its series and its horizontal guides. All panels share the x axis.
public struct ChartPanel: Sendable, Hashable {
    /// The panel's y axis.
    public var yAxis: PlotAxis
    /// Its series, drawn in order (later on top).
    public var series: [PlotSeries]
    /// Horizontal dashed guides (detents).
    public var guides: [HorizontalGuide]
    /// Its share of the stacked height relative to the other panels (positive; default 1).
    public var weight: Double
    /// A short name drawn inside the panel's top-left corner (or wherever in its top rows it covers nothing), for
    /// small multiples whose panels differ in one setting (`from 268 pt`); `nil` or empty for none.
    public var title: String?

    /// Creates a panel.
    /// - Parameters:
    ///   - yAxis: its y axis.
    ///   - series: its series (at least one).
    ///   - guides: horizontal guides (default none).
    ///   - weight: its relative height when stacked (default 1).
    ///   - title: a short name drawn inside its top-left corner (default none).
    public init(
        yAxis: PlotAxis, series: [PlotSeries], guides: [HorizontalGuide] = [], weight: Double = 1,
        title: String? = nil
    ) {
        self.yAxis = yAxis
        self.series = series
        self.guides = guides
        self.weight = weight
        self.title = title
    }
}

/// Where a chart draws each panel's legend.
public enum LegendPlacement: String, Sendable, CaseIterable {
    /// A box in the panel's top-right corner, over the data (the default; fine for a few short entries).
    case inside
    /// A column right of the panels, level with each panel's top: never over the data. The panels narrow to
    /// make room for the longest entry.
    case outside
}

/// A chart: one to ``PlotSpec/maximumPanels`` stacked panels over a shared x axis, with markers and phase bands across all panels.
public struct Chart: Sendable, Hashable {
    /// The shared x axis.
    public var xAxis: PlotAxis
    /// The panels, top first (one to ``PlotSpec/maximumPanels``).
    public var panels: [ChartPanel]
    /// Vertical markers drawn across every panel.
    public var markers: [VerticalMarker]
    /// Shaded x intervals drawn behind the data in every panel.
    public var phases: [ShadedInterval]
    /// Where the legends go (default inside each panel).
    public var legend: LegendPlacement

    /// Creates a chart; see the properties for each argument.
    public init(
        xAxis: PlotAxis, panels: [ChartPanel], markers: [VerticalMarker] = [], phases: [ShadedInterval] = [],
        legend: LegendPlacement = .inside
    ) {
        self.xAxis = xAxis
        self.panels = panels
        self.markers = markers
        self.phases = phases
        self.legend = legend
    }
}

extension Chart {
    /// The colour `theme` draws series `series` of panel `panel` in (the theme's palette counts across panels).
    func seriesColor(panel: Int, series: Int, theme: PlotTheme) -> PlotColor {
        let index = panels[..<panel].reduce(0) { $0 + $1.series.count } + series
        return theme.seriesColor(panels[panel].series[series].color, index: index)
    }

    /// The colour of a placed label: its guide's, marker's or series' own, else the theme's.
    func color(of label: PlacedLabel, theme: PlotTheme) -> PlotColor {
        switch label.kind {
        case .guide: panels[label.panel].guides[label.index].color ?? theme.guideColor
        case .marker: markers[label.index].color ?? theme.markerColor
        case .phase, .panelTitle: theme.foreground
        case .series: seriesColor(panel: label.panel, series: label.index, theme: theme)
        }
    }
}

/// What a plot shows.
public enum PlotContent: Sendable, Hashable {
    /// Series over a shared x axis.
    case chart(Chart)
    /// A grid of values coloured through a colour map.
    case heatmap(Heatmap)
}

/// The pure description of one plot: a title, a size in pixels, a theme and the content.
///
/// Build a trajectory plot:
/// ```swift
/// let spec = PlotSpec(title: "Fling to the middle detent", size: PlotSize(width: 1600, height: 1000),
///     content: .chart(Chart(xAxis: PlotAxis("time", unit: "s"),
///         panels: [ChartPanel(yAxis: PlotAxis("height", unit: "pt"),
///                             series: [PlotSeries("height", x: times, y: heights)],
///                             guides: [HorizontalGuide(y: 400, label: "middle")])],
///         markers: [VerticalMarker(x: 0.1, label: "release")])))
/// ```
public struct PlotSpec: Sendable, Hashable {
    /// The title printed above the plot, in DejaVu Sans (any character the font has draws alike in both renderers).
    public var title: String
    /// The image size in pixels.
    public var size: PlotSize
    /// Colours and default widths.
    public var theme: PlotTheme
    /// A chart or a heatmap.
    public var content: PlotContent
    /// Lines of explanation drawn under the title (the gesture, what a tuning changed, which presets): each
    /// wrapped to the width, at most three lines apiece.
    public var notes: [String]

    /// Creates a spec; `theme` defaults to `PlotTheme.standard`, `notes` to none.
    public init(
        title: String, size: PlotSize, theme: PlotTheme = .standard, content: PlotContent, notes: [String] = []
    ) {
        self.title = title
        self.size = size
        self.theme = theme
        self.content = content
        self.notes = notes
    }
}
