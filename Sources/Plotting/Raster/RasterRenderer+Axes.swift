// Plotting: the raster renderer's axes, grid, tick labels, titles and legend.

extension RasterRenderer {
    /// Grid lines at every major tick, one crisp pixel wide, behind the data.
    static func drawGrid(_ panel: PanelLayout, theme: PlotTheme, on canvas: inout Canvas) {
        let frame = panel.frame
        for value in panel.x.ticks.values {
            let x = panel.x.pixel(value).rounded(.down)
            canvas.fill(left: x, top: frame.top, right: x + 1, bottom: frame.bottom, color: theme.grid)
        }
        for value in panel.y.ticks.values {
            let y = panel.y.pixel(value).rounded(.down)
            canvas.fill(left: frame.left, top: y, right: frame.right, bottom: y + 1, color: theme.grid)
        }
    }

    /// The frame, outward tick marks, tick labels and the axis titles of one panel.
    static func drawAxes(
        _ panel: PanelLayout, xTitle: String, yTitle: String, theme: PlotTheme, layout: PlotLayout,
        on canvas: inout Canvas
    ) {
        let frame = panel.frame
        let scale = layout.textScale
        let color = theme.foreground
        let tick = Double(4 * scale)
        let gap = Double(6 * scale)
        canvas.outline(frame, color: color)
        for (value, label) in zip(panel.x.ticks.values, panel.x.ticks.labels) {
            let x = panel.x.pixel(value).rounded(.down)
            canvas.fill(left: x, top: frame.bottom, right: x + 1, bottom: frame.bottom + tick, color: color)
            guard panel.showsXAxisText else { continue }
            let width = Double(BitmapFont.width(of: label, scale: scale))
            canvas.text(label, x: x - width / 2, y: frame.bottom + gap, scale: scale, color: color)
        }
        for (value, label) in zip(panel.y.ticks.values, panel.y.ticks.labels) {
            let y = panel.y.pixel(value).rounded(.down)
            canvas.fill(left: frame.left - tick, top: y, right: frame.left, bottom: y + 1, color: color)
            guard panel.showsYAxisText else { continue }
            let width = Double(BitmapFont.width(of: label, scale: scale))
            canvas.text(label, x: frame.left - gap - width, y: y - Double(7 * scale) / 2, scale: scale, color: color)
        }
        let halfGlyph = Double(7 * scale) / 2
        if panel.showsXAxisText {
            let centre = layout.xTitleCentre(below: frame)
            let width = Double(BitmapFont.width(of: xTitle, scale: scale))
            canvas.text(xTitle, x: centre.x - width / 2, y: centre.y - halfGlyph, scale: scale, color: color)
        }
        let centre = layout.yTitleCentre(beside: frame)
        let length = Double(BitmapFont.width(of: yTitle, scale: scale))
        canvas.text(
            yTitle, x: centre.x - halfGlyph, y: centre.y + length / 2, scale: scale, color: color, vertical: true)
    }

    /// The title, centred at the top of the image, one line under the other (``PlotLayout/titleLines``).
    static func drawTitle(_ title: String, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas) {
        for (index, line) in layout.titleLines.enumerated() {
            let width = Double(BitmapFont.width(of: line, scale: layout.titleScale))
            canvas.text(
                line, x: (Double(layout.width) - width) / 2,
                y: Double(4 * layout.textScale + index * BitmapFont.lineHeight * layout.titleScale),
                scale: layout.titleScale, color: theme.foreground)
        }
    }

    /// A boxed legend: a line (or dot) sample, drawn with the series' dash, and the name of each series. It sits
    /// in the top-right corner of `frame`, or, when `outsideLeft` is given, right of the panels from that x,
    /// level with the frame's top.
    static func drawLegend(
        _ entries: [LegendEntry], in frame: PixelRect, outsideLeft: Double?, theme: PlotTheme, scale: Int,
        on canvas: inout Canvas
    ) {
        guard !entries.isEmpty else { return }
        let pad = Double(6 * scale)
        let sample = PlotLayout.legendSampleLength(unit: scale, dashed: entries.contains { $0.dash != .solid })
        let row = Double(BitmapFont.lineHeight * scale)
        let textWidth = Double(entries.map { BitmapFont.width(of: $0.name, scale: scale) }.max() ?? 0)
        let boxWidth = pad + sample + pad + textWidth + pad
        let left = outsideLeft ?? (frame.right - pad - boxWidth)
        let top = outsideLeft == nil ? frame.top + pad : frame.top
        let box = PixelRect(
            left: left, top: top, right: left + boxWidth, bottom: top + pad + row * Double(entries.count) + pad / 2)
        canvas.fill(box, color: theme.background)
        canvas.outline(box, color: theme.foreground)
        for (index, entry) in entries.enumerated() {
            let top = box.top + pad + row * Double(index)
            let middle = top + Double(7 * scale) / 2
            let start = (x: box.left + pad, y: middle)
            let end = (x: box.left + pad + sample, y: middle)
            if entry.style == .points {
                let centre = (x: (start.x + end.x) / 2, y: middle)
                canvas.addSegment(from: centre, to: centre, width: entry.width * 2.5, clip: box)
            } else {
                var dashes = DashCursor(entry.dash, scale: scale, lineWidth: entry.width)
                canvas.addSegment(from: start, to: end, width: entry.width, clip: box, dashes: &dashes)
            }
            canvas.composite(entry.color)
            canvas.text(entry.name, x: end.x + pad, y: top, scale: scale, color: theme.foreground)
        }
    }
}
