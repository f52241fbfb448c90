// Plotting: the geometry of a heatmap: its grids (small multiples) and its key (colour bar or swatches).

/// Where a categorical heatmap's swatches go: a title line, then one swatch and label per category.
public struct CategoryKeyLayout: Sendable, Hashable {
    /// The left edge of the key, pixels.
    public var left: Double
    /// The top of the key's title line, pixels.
    public var top: Double
    /// The side of a square swatch, pixels.
    public var swatch: Double
    /// The distance from one line to the next, pixels.
    public var lineHeight: Double

    /// The top-left corner of swatch `index` (the title is line 0).
    public func swatchOrigin(_ index: Int) -> (x: Double, y: Double) {
        (left, top + lineHeight * Double(index + 1))
    }

    /// Where label `index`'s text starts (left, top).
    public func labelOrigin(_ index: Int) -> (x: Double, y: Double) {
        (left + swatch * 1.6, top + lineHeight * Double(index + 1))
    }
}

extension PlotLayout {
    /// The grids of a heatmap, left to right then top to bottom, and its key on the right.
    static func heatmapGrid(_ heatmap: Heatmap, width: Int, height: Int, unit: Int, textSize: Int, top: Double) -> (
        panels: [PanelLayout], colorBar: ColorBarLayout?, key: CategoryKeyLayout?, area: PixelRect
    ) {
        let bottom = Double(height) - bottomMargin(unit: unit, textSize: textSize)
        let glyph = Typeface.lineHeight(pixels: textSize)
        // The key: a colour bar with ticks and a rotated title, or a column of swatches.
        let keyWidth: Double
        var barTicks: TickSet?
        var low = 0.0
        var high = 1.0
        if heatmap.categories.isEmpty {
            let finite = heatmap.panels.flatMap { $0.values.joined() }.filter { !$0.isNaN }
            low = heatmap.colorBar.range?.lowerBound ?? finite.min() ?? 0
            high = heatmap.colorBar.range?.upperBound ?? finite.max() ?? 1
            if high <= low { high = low + 1 }
            let ticks = NiceTicks.linear(
                lower: low, upper: high, targetCount: targetCount(bottom - top, glyph * 2.6), widen: false)
            barTicks = ticks
            let widest = ticks.labels.map { Typeface.width(of: $0, pixels: textSize) }.max() ?? 0
            keyWidth =
                Double(14 * unit) + Double(14 * unit) + Double(10 * unit) + widest + Double(6 * unit) + glyph
                + Double(10 * unit)
        } else {
            let texts = heatmap.categories.map(\.label) + [heatmap.colorBar.title]
            let widest = texts.map { Typeface.width(of: $0, pixels: textSize) }.max() ?? 0
            keyWidth = widest + glyph * 1.6 + Double(24 * unit)
        }
        let n = heatmap.panels.count
        let columns = n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4
        let rows = (n + columns - 1) / columns
        let titled = heatmap.panels.contains { !$0.title.isEmpty }
        let titleBand = titled ? glyph + Double(6 * unit) : 0
        let left = leftMargin(
            unit: unit, textSize: textSize,
            labelWidth: (heatmap.rowLabels + [heatmap.rowMark?.label ?? ""]).map {
                Typeface.width(of: $0, pixels: textSize)
            }.max() ?? 0)
        let right = max(Double(width) - keyWidth, left + Double(40 * columns))
        let hGap = Double(12 * unit)
        let vGap = Double(12 * unit)
        let cellWidth = (right - left - hGap * Double(columns - 1)) / Double(columns)
        let cellHeight = (bottom - top - vGap * Double(rows - 1)) / Double(rows) - titleBand
        let xTicks = categoryTicks(
            heatmap.columnLabels, values: heatmap.columnValues, pixels: cellWidth,
            pixelsPerLabel: (heatmap.columnLabels.map { Typeface.width(of: $0, pixels: textSize) }.max() ?? 0)
                + Double(textSize) * 1.5)
        var yTicks = categoryTicks(
            heatmap.rowLabels, values: heatmap.rowValues, pixels: cellHeight, pixelsPerLabel: glyph * 1.2)
        if let mark = heatmap.rowMark {
            // The marked row gets its own tick; row ticks closer than a line to it make way.
            let rowPixels = cellHeight / Double(max(heatmap.rowLabels.count, 1))
            let kept = yTicks.values.indices.filter { abs(yTicks.values[$0] - mark.row) * rowPixels >= glyph * 1.1 }
            let values = kept.map { yTicks.values[$0] } + [mark.row]
            let labels = kept.map { yTicks.labels[$0] } + [mark.label]
            let order = values.indices.sorted { values[$0] < values[$1] }
            yTicks.values = order.map { values[$0] }
            yTicks.labels = order.map { labels[$0] }
        }
        var panels: [PanelLayout] = []
        for (index, panel) in heatmap.panels.enumerated() {
            let row = index / columns
            let column = index % columns
            let frameLeft = left + Double(column) * (cellWidth + hGap)
            let frameTop = top + Double(row) * (cellHeight + titleBand + vGap) + titleBand
            let frame = PixelRect(
                left: frameLeft, top: frameTop, right: frameLeft + cellWidth, bottom: frameTop + cellHeight)
            var layout = PanelLayout(
                frame: frame,
                x: AxisMapping(
                    lower: xTicks.lower, upper: xTicks.upper, scale: .linear, pixelAtLower: frame.left,
                    pixelAtUpper: frame.right, ticks: xTicks),
                y: AxisMapping(
                    lower: yTicks.lower, upper: yTicks.upper, scale: .linear, pixelAtLower: frame.bottom,
                    pixelAtUpper: frame.top, ticks: yTicks),
                showsXAxisText: row == rows - 1 || index + columns >= n)
            layout.showsYAxisText = column == 0
            layout.title = panel.title
            panels.append(layout)
        }
        let area = PixelRect(left: left, top: top + titleBand, right: right, bottom: bottom)
        let keyLeft = right + Double(14 * unit)
        if let barTicks {
            let bar = ColorBarLayout(
                frame: PixelRect(left: keyLeft, top: area.top, right: keyLeft + Double(14 * unit), bottom: bottom),
                values: AxisMapping(
                    lower: low, upper: high, scale: .linear, pixelAtLower: bottom, pixelAtUpper: area.top,
                    ticks: barTicks))
            return (panels, bar, nil, area)
        }
        let key = CategoryKeyLayout(left: keyLeft, top: area.top, swatch: glyph, lineHeight: glyph * 1.6)
        return (panels, nil, key, area)
    }

    /// The centre of the colour bar's rotated title: right of the widest tick label, pixels.
    public func colorBarTitleCentre(_ bar: ColorBarLayout) -> (x: Double, y: Double) {
        let gap = Double(6 * textScale)
        let widest = bar.values.ticks.labels.map { Typeface.width(of: $0, pixels: textSize) }.max() ?? 0
        return (
            bar.frame.right + Double(4 * textScale) + gap + widest + gap + Typeface.lineHeight(pixels: textSize) / 2,
            (bar.frame.top + bar.frame.bottom) / 2
        )
    }

    /// Where a small multiple's title above `frame` starts (centred on it for `text`) and its capitals' top, pixels.
    public func panelTitleOrigin(_ text: String, above frame: PixelRect) -> (x: Double, y: Double) {
        let width = Typeface.width(of: text, pixels: textSize)
        return (
            (frame.left + frame.right - width) / 2,
            frame.top - Double(4 * textScale) - Typeface.descent(pixels: textSize)
                - Typeface.capHeight(pixels: textSize)
        )
    }
}
