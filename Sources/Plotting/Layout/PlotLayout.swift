// Plotting: the geometry of a plot (margins, panel frames, ranges, ticks), computed once from a spec.
import Support

/// Where everything goes in the image, computed from a spec. Both renderers draw from it, so tests can use
/// `panels[i].pixel(x:y:)` to find where a data point appears in either PNG, and ``legend`` and ``labels`` to find
/// every piece of text placed over a chart.
public struct PlotLayout: Sendable, Hashable {
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// The layout unit in pixels: margins, gaps, tick lengths and dash lengths are multiples of it.
    public var textScale: Int
    /// The size of tick labels, axis titles, legend entries, notes and annotation labels, pixels per em: 12 px
    /// as read with the image shown 900 px wide (so larger for wider images), never less than 12 px.
    public var textSize: Int
    /// The size of the title, pixels per em (a quarter larger than ``textSize``).
    public var titleSize: Int
    /// The panels, top first (a heatmap has one, whose cell (column, row) is centred at data (column, row)).
    public var panels: [PanelLayout] = []
    /// The heatmap's colour bar, or `nil` for a chart.
    public var colorBar: ColorBarLayout?
    /// A heatmap's legend of category swatches, or `nil` (charts, and heatmaps with a colour bar).
    public var categoryKey: CategoryKeyLayout?
    /// A heatmap's panels together (for the axis titles), or `nil` for a chart.
    public var heatmapArea: PixelRect?
    /// The title, wrapped at phrase boundaries (and if need be shortened) to fit the width: one to
    /// ``maximumTitleLines`` lines.
    public var titleLines: [String]
    /// The spec's notes, wrapped to the width, drawn under the title.
    public var noteLines: [String]
    /// For a chart: every legend box with its entries, placed where it covers no data (``LegendLayout``).
    public var legend: [LegendLayout] = []
    /// For a chart: the guide, marker and phase labels that found a place clear of curves, lines, the legend and
    /// each other (a label that found none is left out; its line is still drawn).
    public var labels: [PlacedLabel] = []

    /// Lays out a spec.
    /// - Throws: `PlotError.invalidSpec` when the spec does not validate, `PlotError.fontUnavailable` when the
    ///   typeface cannot be read.
    public init(spec: PlotSpec) throws(PlotError) {
        try spec.validate()
        guard Typeface.isAvailable else { throw .fontUnavailable(path: Typeface.path) }
        width = spec.size.width
        height = spec.size.height
        textSize = Self.textSize(width: width)
        titleSize = Int((Double(textSize) * 1.25).rounded())
        textScale = max(1, Int((Double(textSize) / 10.5).rounded()))
        let room = Double(width) - Double(16 * textScale)
        let noteSize = textSize
        titleLines = Self.wrap(spec.title, width: room, size: titleSize, maximumLines: Self.maximumTitleLines)
        noteLines = spec.notes.flatMap { Self.wrap($0, width: room, size: noteSize, maximumLines: 3) }
        let top =
            Double(6 * textScale) + Typeface.lineHeight(pixels: titleSize) * Double(max(1, titleLines.count))
            + Typeface.lineHeight(pixels: textSize) * Double(noteLines.count) + Double(10 * textScale)
        switch spec.content {
        case .chart(let chart):
            (panels, legend, labels) = Self.chartLayout(
                chart, theme: spec.theme, width: width, height: height, unit: textScale, textSize: textSize, top: top)
        case .heatmap(let heatmap):
            let grid = Self.heatmapGrid(
                heatmap, width: width, height: height, unit: textScale, textSize: textSize, top: top)
            (panels, colorBar, categoryKey, heatmapArea) = (grid.panels, grid.colorBar, grid.key, grid.area)
        }
    }

    /// The text size for an image `width` pixels wide: 12 px when shown 900 px wide, at least 12 px.
    public static func textSize(width: Int) -> Int {
        Int((12 * max(1, Double(width) / 900)).rounded())
    }

    /// The most lines a title is wrapped into; a longer one is shortened with `...`.
    public static let maximumTitleLines = 3

    /// The top of the capitals of title line `index`, pixels from the image top.
    public func titleLineTop(_ index: Int) -> Double {
        let line = Typeface.lineHeight(pixels: titleSize)
        return Double(6 * textScale) + line * Double(index) + (line - Typeface.capHeight(pixels: titleSize)) / 2
    }

    /// The top of the capitals of note line `index`, pixels from the image top.
    public func noteLineTop(_ index: Int) -> Double {
        let line = Typeface.lineHeight(pixels: textSize)
        return Double(6 * textScale) + Typeface.lineHeight(pixels: titleSize) * Double(max(1, titleLines.count))
            + line * Double(index) + (line - Typeface.capHeight(pixels: textSize)) / 2
    }

    /// Pixels below the last panel: tick marks, x tick labels and the x axis title.
    static func bottomMargin(unit: Int, textSize: Int) -> Double {
        Double(14 * unit) + 2 * Typeface.lineHeight(pixels: textSize) + Double(6 * unit)
    }

    /// The centre of the x axis title below `frame`, in pixels.
    public func xTitleCentre(below frame: PixelRect) -> (x: Double, y: Double) {
        let line = Typeface.lineHeight(pixels: textSize)
        return ((frame.left + frame.right) / 2, frame.bottom + Double(14 * textScale) + line * 1.5)
    }

    /// `title` as it fits along `frame`'s height: whole, else shortened with `…` (a y axis title must not run
    /// past its panel into the next one's).
    public func yTitle(_ title: String, beside frame: PixelRect) -> String {
        guard Typeface.width(of: title, pixels: textSize) > frame.height else { return title }
        var short = title
        while !short.isEmpty, Typeface.width(of: short + "…", pixels: textSize) > frame.height { short.removeLast() }
        return short.isEmpty ? "" : short + "…"
    }

    /// The centre of the (rotated) y axis title left of `frame`, in pixels.
    public func yTitleCentre(beside frame: PixelRect) -> (x: Double, y: Double) {
        (Double(6 * textScale) + Typeface.lineHeight(pixels: textSize) / 2, (frame.top + frame.bottom) / 2)
    }

    /// Pixels left of the panels for tick labels `labelWidth` pixels wide and the rotated y axis title.
    static func leftMargin(unit: Int, textSize: Int, labelWidth: Double) -> Double {
        Double(6 * unit) + Typeface.lineHeight(pixels: textSize) + Double(8 * unit) + labelWidth + Double(10 * unit)
    }

    static func chartPanels(
        _ chart: Chart, width: Int, height: Int, unit: Int, textSize: Int, top: Double, reservedRight: Double,
        reservedBottom: Double
    ) -> [PanelLayout] {
        // Panels a line apart, so the tick labels at the ends of neighbouring y axes stay apart.
        let gap = max(Double(8 * unit), Typeface.lineHeight(pixels: textSize))
        let available =
            Double(height) - top - bottomMargin(unit: unit, textSize: textSize) - reservedBottom
            - gap * Double(chart.panels.count - 1)
        let totalWeight = chart.panels.reduce(0) { $0 + $1.weight }
        let line = Typeface.lineHeight(pixels: textSize)
        var yTicks: [TickSet] = []
        var spans: [(top: Double, bottom: Double)] = []
        var panelTop = top
        for panel in chart.panels {
            let panelHeight = available * panel.weight / totalWeight
            spans.append((panelTop, panelTop + panelHeight))
            panelTop += panelHeight + gap
            let values = panel.series.flatMap(\.y) + panel.guides.map(\.y)
            yTicks.append(ticks(for: panel.yAxis, data: values, pixels: panelHeight, pixelsPerTick: line * 2.6))
        }
        let labelWidth = yTicks.flatMap(\.labels).map { Typeface.width(of: $0, pixels: textSize) }.max() ?? 0
        let left = leftMargin(unit: unit, textSize: textSize, labelWidth: labelWidth)
        let right = max(Double(width) - Double(16 * unit) - reservedRight, (left + Double(width)) / 2)
        let xValues =
            chart.panels.flatMap { $0.series.flatMap(\.x) } + chart.markers.map(\.x)
            + chart.phases.flatMap { [$0.from, $0.to] }
        let xTicks = ticks(
            for: chart.xAxis, data: xValues, pixels: right - left, pixelsPerTick: Double(textSize) * 6)
        let xMapping = AxisMapping(
            lower: xTicks.lower, upper: xTicks.upper, scale: chart.xAxis.scale,
            pixelAtLower: left, pixelAtUpper: right, ticks: xTicks)
        return chart.panels.indices.map { index in
            let span = spans[index]
            let yMapping = AxisMapping(
                lower: yTicks[index].lower, upper: yTicks[index].upper,
                scale: chart.panels[index].yAxis.scale,
                pixelAtLower: span.bottom, pixelAtUpper: span.top, ticks: yTicks[index])
            return PanelLayout(
                frame: PixelRect(left: left, top: span.top, right: right, bottom: span.bottom),
                x: xMapping, y: yMapping, showsXAxisText: index == chart.panels.count - 1)
        }
    }

    /// Ticks for one axis: over its fixed range, or over the finite data widened to round values.
    static func ticks(for axis: PlotAxis, data: [Double], pixels: Double, pixelsPerTick: Double) -> TickSet {
        var low = axis.range?.lowerBound ?? axis.extent?.lowerBound ?? .infinity
        var high = axis.range?.upperBound ?? axis.extent?.upperBound ?? -.infinity
        if axis.range == nil {
            for value in data where value.isFinite && (axis.scale == .linear || value > 0) {
                low = min(low, value)
                high = max(high, value)
            }
        }
        if !low.isFinite { (low, high) = axis.scale == .log ? (1, 10) : (0, 1) }
        if let chosen = axis.ticks {
            var set =
                axis.scale == .log
                ? NiceTicks.logarithmic(lower: low, upper: high, widen: false)
                : NiceTicks.linear(lower: low, upper: high, targetCount: 2, widen: false)
            let shown = chosen.filter { $0.isFinite && $0 >= set.lower && $0 <= set.upper }.sorted()
            set.values = shown
            set.labels = shown.map { NumberFormat.short($0, decimals: 6) }
            return set
        }
        switch axis.scale {
        case .linear:
            // A fixed range cut by a coarse step can keep a single tick (0 of -2000…4000 in steps of 5000): finer
            // steps until at least two ticks fall inside it, so every axis can be read.
            var target = targetCount(pixels, pixelsPerTick)
            var set = NiceTicks.linear(lower: low, upper: high, targetCount: target, widen: axis.range == nil)
            while set.values.count < 2, target < 12 {
                target += 1
                set = NiceTicks.linear(lower: low, upper: high, targetCount: target, widen: axis.range == nil)
            }
            return set
        case .log:
            return NiceTicks.logarithmic(lower: low, upper: high, widen: axis.range == nil)
        }
    }

    /// One tick per category at 0, 1, 2, …, thinned to every k-th label when they would crowd. With `values`
    /// (the number each category stands for), the ticks go to the categories on multiples of a round step (1, 2
    /// or 5 × 10ⁿ, so 0 when it is sampled) labelled with that step's decimals.
    static func categoryTicks(_ labels: [String], values: [Double]? = nil, pixels: Double, pixelsPerLabel: Double)
        -> TickSet
    {
        let room = max(1, Int(max(pixels, 1) / pixelsPerLabel))
        if let values, values.count > 1, let low = values.min(), let high = values.max(), high > low,
            isEvenlySpaced(values)
        {
            var target = room
            while target >= 1 {
                let step = NiceTicks.step(span: high - low, targetCount: target)
                let picked = values.indices.filter {
                    let q = values[$0] / step
                    return abs(q - q.rounded()) < 1e-6
                }
                if !picked.isEmpty, picked.count <= room {
                    let decimals = NumberFormat.decimals(forStep: step)
                    return TickSet(
                        lower: -0.5, upper: Double(labels.count) - 0.5, values: picked.map(Double.init),
                        labels: picked.map { NumberFormat.fixed(values[$0], decimals: decimals) })
                }
                target -= 1
            }
        }
        let stride = max(1, Int((Double(labels.count) * pixelsPerLabel / max(pixels, 1)).rounded(.up)))
        let shown = Swift.stride(from: 0, to: labels.count, by: stride)
        return TickSet(
            lower: -0.5, upper: Double(labels.count) - 0.5, values: shown.map(Double.init),
            labels: shown.map { labels[$0] })
    }

    /// Whether consecutive `values` are equally far apart (within 1 % of the mean step): only then may ticks
    /// pick round values as on a linear axis; uneven samples (0.99, 0.995, 0.998) are labelled as they are.
    public static func isEvenlySpaced(_ values: [Double]) -> Bool {
        guard values.count > 2 else { return true }
        let steps = zip(values.dropFirst(), values).map { $0 - $1 }
        let mean = steps.reduce(0, +) / Double(steps.count)
        return steps.allSatisfy { abs($0 - mean) <= 0.01 * abs(mean) }
    }

    static func targetCount(_ pixels: Double, _ pixelsPerTick: Double) -> Int {
        min(10, max(2, Int(pixels / pixelsPerTick)))
    }
}
