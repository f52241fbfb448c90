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
    static func heatmapGrid(_ heatmap: Heatmap, width: Int, height: Int, unit: Int, top: Double) -> (
        panels: [PanelLayout], colorBar: ColorBarLayout?, key: CategoryKeyLayout?, area: PixelRect
    ) {
        let bottom = Double(height) - bottomMargin(unit: unit)
        let glyph = Double(BitmapFont.lineHeight * unit)
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
                lower: low, upper: high, targetCount: targetCount(bottom - top, Double(30 + 24 * unit)), widen: false)
            barTicks = ticks
            keyWidth = Double((30 + 6 * (ticks.labels.map(\.count).max() ?? 0)) * unit) + Double(28 * unit)
        } else {
            let texts = heatmap.categories.map(\.label) + [heatmap.colorBar.title]
            let widest = Double(texts.map { BitmapFont.width(of: $0, scale: unit) }.max() ?? 0)
            keyWidth = widest + glyph * 1.6 + Double(24 * unit)
        }
        let n = heatmap.panels.count
        let columns = n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4
        let rows = (n + columns - 1) / columns
        let titled = heatmap.panels.contains { !$0.title.isEmpty }
        let titleBand = titled ? glyph + Double(6 * unit) : 0
        let left = leftMargin(unit: unit, labelChars: heatmap.rowLabels.map(\.count).max() ?? 0)
        let right = max(Double(width) - keyWidth, left + Double(40 * columns))
        let hGap = Double(12 * unit)
        let vGap = Double(12 * unit)
        let cellWidth = (right - left - hGap * Double(columns - 1)) / Double(columns)
        let cellHeight = (bottom - top - vGap * Double(rows - 1)) / Double(rows) - titleBand
        let xTicks = categoryTicks(
            heatmap.columnLabels, values: heatmap.columnValues, pixels: cellWidth,
            pixelsPerLabel: Double(6 * unit * ((heatmap.columnLabels.map(\.count).max() ?? 1) + 2)))
        let yTicks = categoryTicks(
            heatmap.rowLabels, values: heatmap.rowValues, pixels: cellHeight, pixelsPerLabel: Double(12 * unit))
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
        let widest = Double(bar.values.ticks.labels.map { BitmapFont.width(of: $0, scale: textScale) }.max() ?? 0)
        return (
            bar.frame.right + gap + widest + gap + Double(7 * textScale) / 2, (bar.frame.top + bar.frame.bottom) / 2
        )
    }

    /// The top-left corner of a small multiple's title above `frame` (centred on it for `text`), pixels.
    public func panelTitleOrigin(_ text: String, above frame: PixelRect) -> (x: Double, y: Double) {
        let width = Double(BitmapFont.width(of: text, scale: textScale))
        return ((frame.left + frame.right - width) / 2, frame.top - Double((BitmapFont.lineHeight + 3) * textScale))
    }
}
