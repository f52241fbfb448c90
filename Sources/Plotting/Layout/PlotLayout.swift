// Plotting: the geometry of a plot (margins, panel frames, ranges, ticks), computed once from a spec.
import Support

/// Where everything goes in the image, computed from a spec. Both renderers draw from it, so tests can use
/// `panels[i].pixel(x:y:)` to find where a data point appears in either PNG.
public struct PlotLayout: Sendable, Hashable {
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// The bitmap font's dot size for tick labels and axis titles, in pixels (one glyph is 6 × 10 dots).
    public var textScale: Int
    /// The bitmap font's dot size for the title, in pixels.
    public var titleScale: Int
    /// The panels, top first (a heatmap has one, whose cell (column, row) is centred at data (column, row)).
    public var panels: [PanelLayout]
    /// The heatmap's colour bar, or `nil` for a chart.
    public var colorBar: ColorBarLayout?
    /// A heatmap's legend of category swatches, or `nil` (charts, and heatmaps with a colour bar).
    public var categoryKey: CategoryKeyLayout?
    /// A heatmap's panels together (for the axis titles), or `nil` for a chart.
    public var heatmapArea: PixelRect?
    /// The title, wrapped (and if need be shortened) to fit the width: one to ``maximumTitleLines`` lines.
    public var titleLines: [String]
    /// For a chart with ``LegendPlacement/outside`` legends: the left edge of the legend column, pixels (each
    /// panel's legend box starts there, level with the panel's top); `nil` when legends sit inside the panels.
    public var legendColumnLeft: Double?
    /// The bitmap font's dot size for legend text: ``textScale``, or one less when an outside legend would not
    /// fit beside panels half the image wide.
    public var legendScale: Int

    /// Lays out a spec.
    /// - Throws: `PlotError.invalidSpec` when the spec does not validate.
    public init(spec: PlotSpec) throws(PlotError) {
        try spec.validate()
        width = spec.size.width
        height = spec.size.height
        textScale = max(1, min(width, height) / 450)
        titleScale = textScale + 1
        titleLines = Self.fitTitle(spec.title, width: width, scale: titleScale)
        categoryKey = nil
        heatmapArea = nil
        let top = Self.topMargin(unit: textScale, titleScale: titleScale, lines: titleLines.count)
        switch spec.content {
        case .chart(let chart):
            var legendWidth = chart.legend == .outside ? Self.legendWidth(chart, unit: textScale) : 0
            legendScale = textScale
            if textScale > 1, legendWidth > Double(width) * 0.45 {
                legendScale = textScale - 1
                legendWidth = Self.legendWidth(chart, unit: legendScale) + Double(8 * (textScale - legendScale))
            }
            panels = Self.chartPanels(
                chart, width: width, height: height, unit: textScale, top: top, reservedRight: legendWidth)
            legendColumnLeft = legendWidth > 0 ? panels.first.map { $0.frame.right + Double(8 * textScale) } : nil
            colorBar = nil
        case .heatmap(let heatmap):
            let grid = Self.heatmapGrid(heatmap, width: width, height: height, unit: textScale, top: top)
            (panels, colorBar, categoryKey, heatmapArea) = (grid.panels, grid.colorBar, grid.key, grid.area)
            legendColumnLeft = nil
            legendScale = textScale
        }
    }

    /// The most lines a title is wrapped into; a longer one is shortened with `...`.
    public static let maximumTitleLines = 3

    /// Pixels from the image top to the top of the first panel: room for `lines` title lines.
    static func topMargin(unit: Int, titleScale: Int, lines: Int) -> Double {
        Double(BitmapFont.lineHeight * titleScale * max(1, lines) + 8 * unit)
    }

    /// `title` in lines no wider than the image less a margin at `scale`: broken at spaces (a word longer than a
    /// line is cut), at most ``maximumTitleLines``, the last shortened with `...` when the rest does not fit.
    static func fitTitle(_ title: String, width: Int, scale: Int) -> [String] {
        let room = max(8, (width - 8 * scale) / (BitmapFont.advance * scale))
        var lines: [String] = []
        var line = ""
        for word in title.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            while word.count > room {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(room)))
                word = String(word.dropFirst(room))
            }
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= room {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        guard lines.count > maximumTitleLines else { return lines }
        var kept = Array(lines.prefix(maximumTitleLines))
        let last = kept[maximumTitleLines - 1]
        kept[maximumTitleLines - 1] = String(last.prefix(max(0, room - 3))) + "..."
        return kept
    }
    /// Pixels below the last panel: x tick labels and the x axis title.
    static func bottomMargin(unit: Int) -> Double { Double(48 * unit) }
    /// The centre of the x axis title below `frame`, in pixels.
    public func xTitleCentre(below frame: PixelRect) -> (x: Double, y: Double) {
        ((frame.left + frame.right) / 2, frame.bottom + Double(38 * textScale))
    }

    /// The centre of the (rotated) y axis title left of `frame`, in pixels.
    public func yTitleCentre(beside frame: PixelRect) -> (x: Double, y: Double) {
        (Double(10 * textScale), (frame.top + frame.bottom) / 2)
    }

    /// Pixels left of the panels for tick labels `labelChars` wide and the rotated y axis title.
    static func leftMargin(unit: Int, labelChars: Int) -> Double { Double((30 + 6 * max(labelChars, 3)) * unit) }

    /// The length of a legend's line sample, pixels: longer when some entry is dashed, so its pattern shows.
    public static func legendSampleLength(unit: Int, dashed: Bool) -> Double { Double((dashed ? 34 : 20) * unit) }

    /// The width of an outside legend column for `chart` (its widest named series), plus the gap before it, pixels;
    /// 0 when no series has a name.
    static func legendWidth(_ chart: Chart, unit: Int) -> Double {
        let named = chart.panels.flatMap(\.series).filter { !$0.name.isEmpty }
        guard let text = named.map({ BitmapFont.width(of: $0.name, scale: unit) }).max() else { return 0 }
        let pad = Double(6 * unit)
        let sample = legendSampleLength(unit: unit, dashed: named.contains { $0.dash != .solid })
        return Double(8 * unit) + pad + sample + pad + Double(text) + pad
    }

    private static func chartPanels(
        _ chart: Chart, width: Int, height: Int, unit: Int, top: Double, reservedRight: Double
    ) -> [PanelLayout] {
        let gap = Double(8 * unit)
        let available = Double(height) - top - bottomMargin(unit: unit) - gap * Double(chart.panels.count - 1)
        let totalWeight = chart.panels.reduce(0) { $0 + $1.weight }
        var yTicks: [TickSet] = []
        var spans: [(top: Double, bottom: Double)] = []
        var panelTop = top
        for panel in chart.panels {
            let panelHeight = available * panel.weight / totalWeight
            spans.append((panelTop, panelTop + panelHeight))
            panelTop += panelHeight + gap
            let values = panel.series.flatMap(\.y) + panel.guides.map(\.y)
            yTicks.append(
                ticks(for: panel.yAxis, data: values, pixels: panelHeight, pixelsPerTick: Double(30 + 24 * unit)))
        }
        let labelChars = yTicks.flatMap(\.labels).map(\.count).max() ?? 0
        let left = leftMargin(unit: unit, labelChars: labelChars)
        // An outside legend takes the room it needs, but never more than half the width.
        let right = max(Double(width) - Double(24 * unit) - reservedRight, (left + Double(width)) / 2)
        let xValues =
            chart.panels.flatMap { $0.series.flatMap(\.x) } + chart.markers.map(\.x)
            + chart.phases.flatMap { [$0.from, $0.to] }
        let xTicks = ticks(for: chart.xAxis, data: xValues, pixels: right - left, pixelsPerTick: Double(60 + 40 * unit))
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
        var low = axis.range?.lowerBound ?? .infinity
        var high = axis.range?.upperBound ?? -.infinity
        if axis.range == nil {
            for value in data where value.isFinite && (axis.scale == .linear || value > 0) {
                low = min(low, value)
                high = max(high, value)
            }
        }
        if !low.isFinite { (low, high) = axis.scale == .log ? (1, 10) : (0, 1) }
        switch axis.scale {
        case .linear:
            return NiceTicks.linear(
                lower: low, upper: high, targetCount: targetCount(pixels, pixelsPerTick),
                widen: axis.range == nil)
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
        if let values, values.count > 1, let low = values.min(), let high = values.max(), high > low {
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

    static func targetCount(_ pixels: Double, _ pixelsPerTick: Double) -> Int {
        min(10, max(2, Int(pixels / pixelsPerTick)))
    }
}
