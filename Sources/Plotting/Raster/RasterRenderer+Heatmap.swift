// Plotting: the raster renderer's heatmap: coloured cells of every grid, axes, and the colour bar or swatches.

extension RasterRenderer {
    /// Draws the cells of every grid (NaN cells stay background), their axes and titles, and the key.
    static func drawHeatmap(_ heatmap: Heatmap, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas) {
        let lower = layout.colorBar?.values.lower ?? 0
        let upper = layout.colorBar?.values.upper ?? 1
        for (panel, grid) in zip(layout.panels, heatmap.panels) {
            for (row, values) in grid.values.enumerated() {
                let top = panel.y.pixel(Double(row) + 0.5)
                let bottom = panel.y.pixel(Double(row) - 0.5)
                for (column, value) in values.enumerated() {
                    guard let color = heatmap.color(of: value, lower: lower, upper: upper) else { continue }
                    let left = panel.x.pixel(Double(column) - 0.5)
                    let right = panel.x.pixel(Double(column) + 0.5)
                    canvas.fill(left: left, top: top, right: right, bottom: bottom, color: color)
                }
            }
            if let mark = heatmap.rowMark {
                // The marked row: a two-pixel outline in the text colour, the cells inside left as they are.
                let band = PixelRect(
                    left: panel.frame.left, top: panel.y.pixel(mark.row + 0.5), right: panel.frame.right,
                    bottom: panel.y.pixel(mark.row - 0.5))
                canvas.outline(band, color: theme.foreground)
                canvas.outline(
                    PixelRect(left: band.left + 1, top: band.top + 1, right: band.right - 1, bottom: band.bottom - 1),
                    color: theme.foreground)
            }
            for column in grid.columnGuides {
                // A dashed line in the text colour, on a background-coloured one so it shows on any cell colour.
                let x = panel.x.pixel(column)
                let ends = ((x, panel.frame.top), (x, panel.frame.bottom))
                canvas.addSegment(from: ends.0, to: ends.1, width: 4, clip: panel.frame)
                canvas.composite(theme.background)
                canvas.addDashedSegment(
                    from: ends.0, to: ends.1, width: 2, dash: Double(6 * layout.textScale),
                    gap: Double(4 * layout.textScale), clip: panel.frame)
                canvas.composite(theme.foreground)
            }
            drawAxes(panel, xTitle: "", yTitle: "", theme: theme, layout: layout, on: &canvas)
            if !panel.title.isEmpty {
                let origin = layout.panelTitleOrigin(panel.title, above: panel.frame)
                canvas.text(panel.title, x: origin.x, y: origin.y, size: layout.textSize, color: theme.foreground)
            }
        }
        if let area = layout.heatmapArea {
            canvas.text(
                heatmap.xAxis.title, centredOn: layout.xTitleCentre(below: area), size: layout.textSize,
                color: theme.foreground)
            canvas.text(
                heatmap.yAxis.title, centredOn: layout.yTitleCentre(beside: area), size: layout.textSize,
                color: theme.foreground, vertical: true)
        }
        if let bar = layout.colorBar {
            drawColorBar(bar, title: heatmap.colorBar.title, theme: theme, layout: layout, on: &canvas)
        }
        if let key = layout.categoryKey {
            drawCategoryKey(heatmap, key: key, theme: theme, size: layout.textSize, on: &canvas)
        }
    }

    /// The swatches: the key's title, then a filled, outlined square and the label of each category.
    private static func drawCategoryKey(
        _ heatmap: Heatmap, key: CategoryKeyLayout, theme: PlotTheme, size: Int, on canvas: inout Canvas
    ) {
        canvas.text(
            heatmap.colorBar.title, x: key.left, y: key.top + (key.swatch - Typeface.capHeight(pixels: size)) / 2,
            size: size, color: theme.foreground)
        for (index, category) in heatmap.categories.enumerated() {
            let origin = key.swatchOrigin(index)
            let square = PixelRect(
                left: origin.x, top: origin.y, right: origin.x + key.swatch, bottom: origin.y + key.swatch)
            canvas.fill(square, color: category.color)
            canvas.outline(square, color: theme.foreground)
            let label = key.labelOrigin(index)
            canvas.text(
                category.label, x: label.x, y: label.y + (key.swatch - Typeface.capHeight(pixels: size)) / 2,
                size: size, color: theme.foreground)
        }
    }

    /// The colour bar: one band per pixel row, lowest value at the bottom, with ticks and a rotated title.
    private static func drawColorBar(
        _ bar: ColorBarLayout, title: String, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas
    ) {
        let scale = layout.textScale
        let map = ColorMap.viridis
        let frame = bar.frame
        var y = frame.top.rounded()
        while y < frame.bottom.rounded() {
            let fraction = (frame.bottom - (y + 0.5)) / frame.height
            canvas.fill(left: frame.left, top: y, right: frame.right, bottom: y + 1, color: map.color(at: fraction))
            y += 1
        }
        canvas.outline(frame, color: theme.foreground)
        let tick = Double(4 * scale)
        let gap = Double(6 * scale)
        let cap = Typeface.capHeight(pixels: layout.textSize)
        for (value, label) in zip(bar.values.ticks.values, bar.values.ticks.labels) {
            let y = bar.values.pixel(value).rounded(.down)
            canvas.fill(left: frame.right, top: y, right: frame.right + tick, bottom: y + 1, color: theme.foreground)
            canvas.text(
                label, x: frame.right + tick + gap, y: y + 0.5 - cap / 2, size: layout.textSize,
                color: theme.foreground)
        }
        canvas.text(
            title, centredOn: layout.colorBarTitleCentre(bar), size: layout.textSize, color: theme.foreground,
            vertical: true)
    }
}
