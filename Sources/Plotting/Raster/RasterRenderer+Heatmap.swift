// Plotting: the raster renderer's heatmap: coloured cells, axes and the colour bar.

extension RasterRenderer {
    /// Draws the cells (NaN cells stay background), the axes with category labels, and the colour bar.
    static func drawHeatmap(_ heatmap: Heatmap, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas) {
        guard let panel = layout.panels.first, let bar = layout.colorBar else { return }
        let map = ColorMap.viridis
        let span = bar.values.upper - bar.values.lower
        for (row, values) in heatmap.values.enumerated() {
            let top = panel.y.pixel(Double(row) + 0.5)
            let bottom = panel.y.pixel(Double(row) - 0.5)
            for (column, value) in values.enumerated() where !value.isNaN {
                let left = panel.x.pixel(Double(column) - 0.5)
                let right = panel.x.pixel(Double(column) + 0.5)
                let color = map.color(at: (value - bar.values.lower) / span)
                canvas.fill(left: left, top: top, right: right, bottom: bottom, color: color)
            }
        }
        drawAxes(
            panel, xTitle: heatmap.xAxis.title, yTitle: heatmap.yAxis.title, theme: theme, layout: layout, on: &canvas)
        drawColorBar(bar, title: heatmap.colorBar.title, map: map, theme: theme, scale: layout.textScale, on: &canvas)
    }

    /// The colour bar: one band per pixel row, lowest value at the bottom, with ticks and a rotated title.
    private static func drawColorBar(
        _ bar: ColorBarLayout, title: String, map: ColorMap, theme: PlotTheme, scale: Int,
        on canvas: inout Canvas
    ) {
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
        var widest = 0.0
        for (value, label) in zip(bar.values.ticks.values, bar.values.ticks.labels) {
            let y = bar.values.pixel(value).rounded(.down)
            canvas.fill(left: frame.right, top: y, right: frame.right + tick, bottom: y + 1, color: theme.foreground)
            canvas.text(
                label, x: frame.right + gap, y: y - Double(7 * scale) / 2, scale: scale, color: theme.foreground)
            widest = max(widest, Double(BitmapFont.width(of: label, scale: scale)))
        }
        let length = Double(BitmapFont.width(of: title, scale: scale))
        canvas.text(
            title, x: frame.right + gap + widest + gap, y: (frame.top + frame.bottom + length) / 2, scale: scale,
            color: theme.foreground, vertical: true)
    }
}
