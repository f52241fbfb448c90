// Plotting: where a chart's legends go: a column right of the panels no wider than a quarter of the image, a
// panel corner that covers no data, or else a block below the panels.

/// One legend box and its entries, in pixels.
public struct LegendLayout: Sendable, Hashable {
    /// The box (filled with the background and outlined).
    public var box: PixelRect
    /// Its entries, top to bottom, then left to right in a block below the panels.
    public var entries: [LegendEntryLayout]
}

/// One legend entry: which series it names and where its sample and text go.
public struct LegendEntryLayout: Sendable, Hashable {
    /// The series' panel index.
    public var panel: Int
    /// The series' index in its panel.
    public var series: Int
    /// The entry text (the series' name).
    public var name: String
    /// The sample line's left and right ends and its row, pixels.
    public var sampleLeft: Double
    public var sampleRight: Double
    public var sampleY: Double
    /// Where the text starts and the top of its capitals, pixels.
    public var textLeft: Double
    public var textTop: Double
    /// The box around the entry's text, pixels (what tests check for overlaps).
    public var textBox: PixelRect
}

/// Where the legends of a chart go.
enum LegendPlacementPlan: Equatable {
    case none, right, below, inside
}

/// How much room the legends take and where.
struct LegendPlan {
    var placement: LegendPlacementPlan
    /// The named series of each panel: (series index, name).
    var entries: [[(series: Int, name: String)]]
    /// The box width of a one-column legend, pixels.
    var boxWidth: Double
    /// The sample length, the padding and the row height, pixels.
    var sample: Double
    var pad: Double
    var row: Double
    /// The widest entry text, pixels.
    var textWidth: Double
    /// Pixels kept free right of, and below, the panels.
    var reservedRight = 0.0
    var reservedBottom = 0.0
}

extension PlotLayout {
    /// The widest an outside legend column may be: a quarter of the image.
    public static let legendColumnShare = 0.25

    /// The length of a legend's line sample, pixels: longer when some entry is dashed, so its pattern shows.
    public static func legendSampleLength(unit: Int, dashed: Bool) -> Double { Double((dashed ? 34 : 22) * unit) }

    /// Where the legends of `chart` go and the room they take: right of the panels when the column fits in
    /// ``legendColumnShare`` of the width, else below; inside is tried later against the data (and falls back
    /// to the same outside rule).
    static func legendPlan(_ chart: Chart, width: Int, textSize: Int, unit: Int) -> LegendPlan {
        let entries = chart.panels.map { panel in
            panel.series.enumerated().filter { !$0.element.name.isEmpty }.map { ($0.offset, $0.element.name) }
        }
        let named = chart.panels.flatMap(\.series).filter { !$0.name.isEmpty }
        let textWidth = named.map { Typeface.width(of: $0.name, pixels: textSize) }.max() ?? 0
        let pad = Double(6 * unit)
        let sample = legendSampleLength(unit: unit, dashed: named.contains { $0.dash != .solid })
        let plan = LegendPlan(
            placement: named.isEmpty ? .none : chart.legend == .inside ? .inside : .right, entries: entries,
            boxWidth: pad + sample + pad + textWidth + pad, sample: sample, pad: pad,
            row: Typeface.lineHeight(pixels: textSize) * 1.1, textWidth: textWidth)
        return plan.placement == .right ? outside(plan, width: width, unit: unit, textSize: textSize) : plan
    }

    /// `plan` moved out of the panels: right of them when the column fits in ``legendColumnShare`` of the width,
    /// else below.
    static func outside(_ plan: LegendPlan, width: Int, unit: Int, textSize: Int) -> LegendPlan {
        var plan = plan
        guard plan.boxWidth + Double(8 * unit) <= Double(width) * legendColumnShare else {
            return below(plan, width: width, unit: unit, textSize: textSize)
        }
        plan.placement = .right
        plan.reservedRight = plan.boxWidth + Double(8 * unit)
        return plan
    }

    /// `plan` moved below the panels: every entry in one block of as many columns as fit the width.
    static func below(_ plan: LegendPlan, width: Int, unit: Int, textSize: Int) -> LegendPlan {
        var plan = plan
        plan.placement = .below
        var seen: Set<String> = []
        let names = plan.entries.joined().map(\.name).filter { seen.insert($0).inserted }
        let columns = belowColumns(names, plan: plan, width: width, unit: unit, textSize: textSize)
        let rows = (names.count + columns - 1) / max(columns, 1)
        plan.reservedBottom = plan.pad * 2 + plan.row * Double(rows) + Double(6 * unit)
        return plan
    }

    /// The most columns (filled top to bottom, each as wide as its widest entry) that `names` fit in below
    /// panels `width` pixels wide.
    static func belowColumns(_ names: [String], plan: LegendPlan, width: Int, unit: Int, textSize: Int) -> Int {
        let room = Double(width) - Double(32 * unit)
        for columns in stride(from: max(1, names.count), through: 1, by: -1) {
            let widths = columnWidths(names, columns: columns, plan: plan, textSize: textSize)
            if plan.pad + widths.reduce(0, +) <= room { return columns }
        }
        return 1
    }

    /// The width of each column (sample, gaps and widest text) when `names` fill `columns` columns top to bottom.
    static func columnWidths(_ names: [String], columns: Int, plan: LegendPlan, textSize: Int) -> [Double] {
        let rows = (names.count + columns - 1) / max(columns, 1)
        return stride(from: 0, to: names.count, by: max(rows, 1)).map { start in
            let text = names[start..<min(names.count, start + rows)].map { Typeface.width(of: $0, pixels: textSize) }
            return plan.sample + plan.pad + (text.max() ?? 0) + plan.pad * 2
        }
    }

    /// One box of `entries` (panel, series, name) with its top-left corner at (left, top), `columns` wide.
    static func legendBox(
        _ entries: [(panel: Int, series: Int, name: String)], left: Double, top: Double, columns: Int,
        plan: LegendPlan, textSize: Int
    ) -> LegendLayout {
        let rows = (entries.count + columns - 1) / max(columns, 1)
        let widths =
            columns == 1
            ? [plan.boxWidth - plan.pad]
            : columnWidths(entries.map(\.name), columns: columns, plan: plan, textSize: textSize)
        let starts = widths.indices.map { widths[..<$0].reduce(0, +) }
        let cap = Typeface.capHeight(pixels: textSize)
        var placed: [LegendEntryLayout] = []
        for (index, entry) in entries.enumerated() {
            let column = index / max(rows, 1)
            let row = index % max(rows, 1)
            let x = left + plan.pad + starts[min(column, starts.count - 1)]
            let rowTop = top + plan.pad + Double(row) * plan.row
            let textTop = rowTop + (plan.row - cap) / 2
            let textLeft = x + plan.sample + plan.pad
            let textWidth = Typeface.width(of: entry.name, pixels: textSize)
            placed.append(
                LegendEntryLayout(
                    panel: entry.panel, series: entry.series, name: entry.name, sampleLeft: x,
                    sampleRight: x + plan.sample, sampleY: textTop + cap / 2, textLeft: textLeft, textTop: textTop,
                    textBox: PixelRect(
                        left: textLeft, top: rowTop, right: textLeft + textWidth, bottom: rowTop + plan.row)))
        }
        let box = PixelRect(
            left: left, top: top, right: left + plan.pad + widths.reduce(0, +),
            bottom: top + plan.pad * 2 + plan.row * Double(rows))
        return LegendLayout(box: box, entries: placed)
    }

    /// The legends for `plan` over `panels`; for an inside plan, each in the first corner of its panel that
    /// covers no data (`nil` when some panel has no such corner).
    static func placeLegends(
        _ plan: LegendPlan, panels: [PanelLayout], obstacles: [PanelObstacles], width: Int, height: Int,
        unit: Int, textSize: Int
    ) -> [LegendLayout]? {
        switch plan.placement {
        case .none:
            return []
        case .right:
            return plan.entries.enumerated().compactMap { panel, entries in
                guard !entries.isEmpty else { return nil }
                return legendBox(
                    entries.map { (panel, $0.series, $0.name) }, left: panels[panel].frame.right + Double(8 * unit),
                    top: panels[panel].frame.top, columns: 1, plan: plan, textSize: textSize)
            }
        case .below:
            // One entry per name: panels that repeat a series under the same name share its entry.
            var seen: Set<String> = []
            let all = plan.entries.enumerated().flatMap { panel, entries in entries.map { (panel, $0.series, $0.name) }
            }.filter { seen.insert($0.2).inserted }
            let columns = belowColumns(all.map(\.2), plan: plan, width: width, unit: unit, textSize: textSize)
            let top = Double(height) - plan.reservedBottom
            return [legendBox(all, left: Double(16 * unit), top: top, columns: columns, plan: plan, textSize: textSize)]
        case .inside:
            var legends: [LegendLayout] = []
            for (panel, entries) in plan.entries.enumerated() where !entries.isEmpty {
                let frame = panels[panel].frame
                let sized = legendBox(
                    entries.map { (panel, $0.series, $0.name) }, left: 0, top: 0, columns: 1, plan: plan,
                    textSize: textSize)
                let w = sized.box.width
                let h = sized.box.height
                let gap = plan.pad
                let corners = [
                    (frame.right - gap - w, frame.top + gap), (frame.left + gap, frame.top + gap),
                    (frame.right - gap - w, frame.bottom - gap - h), (frame.left + gap, frame.bottom - gap - h),
                ]
                // A legend may cover guide and marker lines (they run across the panel), never a curve.
                var curvesOnly = obstacles[panel]
                curvesOnly.rows = []
                curvesOnly.columns = []
                guard
                    let corner = corners.first(where: { corner in
                        curvesOnly.isClear(
                            PixelRect(left: corner.0, top: corner.1, right: corner.0 + w, bottom: corner.1 + h))
                    })
                else { return nil }
                legends.append(
                    legendBox(
                        entries.map { (panel, $0.series, $0.name) }, left: corner.0, top: corner.1, columns: 1,
                        plan: plan, textSize: textSize))
            }
            return legends
        }
    }
}
