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
        let size = layout.textSize
        let color = theme.foreground
        let tick = Double(4 * scale)
        let gap = Double(6 * scale)
        let cap = Typeface.capHeight(pixels: size)
        canvas.outline(frame, color: color)
        for (value, label) in zip(panel.x.ticks.values, panel.x.ticks.labels) {
            let x = panel.x.pixel(value).rounded(.down)
            canvas.fill(left: x, top: frame.bottom, right: x + 1, bottom: frame.bottom + tick, color: color)
            guard panel.showsXAxisText else { continue }
            let width = Typeface.width(of: label, pixels: size)
            canvas.text(label, x: x - width / 2, y: frame.bottom + tick + gap, size: size, color: color)
        }
        for (value, label) in zip(panel.y.ticks.values, panel.y.ticks.labels) {
            let y = panel.y.pixel(value).rounded(.down)
            canvas.fill(left: frame.left - tick, top: y, right: frame.left, bottom: y + 1, color: color)
            guard panel.showsYAxisText else { continue }
            let width = Typeface.width(of: label, pixels: size)
            canvas.text(label, x: frame.left - tick - gap - width, y: y + 0.5 - cap / 2, size: size, color: color)
        }
        if panel.showsXAxisText, !xTitle.isEmpty {
            canvas.text(xTitle, centredOn: layout.xTitleCentre(below: frame), size: size, color: color)
        }
        let yTitle = layout.yTitle(yTitle, beside: frame)
        guard !yTitle.isEmpty else { return }
        canvas.text(yTitle, centredOn: layout.yTitleCentre(beside: frame), size: size, color: color, vertical: true)
    }

    /// The title, centred at the top of the image, one line under the other (``PlotLayout/titleLines``), then
    /// the notes (``PlotLayout/noteLines``), centred, in the guide colour.
    static func drawTitle(_ title: String, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas) {
        for (index, line) in layout.titleLines.enumerated() {
            let width = Typeface.width(of: line, pixels: layout.titleSize)
            canvas.text(
                line, x: (Double(layout.width) - width) / 2, y: layout.titleLineTop(index), size: layout.titleSize,
                color: theme.foreground)
        }
        for (index, line) in layout.noteLines.enumerated() {
            let width = Typeface.width(of: line, pixels: layout.textSize)
            canvas.text(
                line, x: (Double(layout.width) - width) / 2, y: layout.noteLineTop(index), size: layout.textSize,
                color: theme.noteColor)
        }
    }

    /// One legend box: background, outline, and per entry a line (or dot) sample drawn as its series is, and
    /// the series' name.
    static func drawLegend(
        _ legend: LegendLayout, chart: Chart, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas
    ) {
        canvas.fill(legend.box, color: theme.background)
        canvas.outline(legend.box, color: theme.foreground)
        for entry in legend.entries {
            let series = chart.panels[entry.panel].series[entry.series]
            let width = series.lineWidth ?? theme.lineWidth
            let start = (x: entry.sampleLeft, y: entry.sampleY)
            let end = (x: entry.sampleRight, y: entry.sampleY)
            if series.style == .points {
                let centre = (x: (start.x + end.x) / 2, y: entry.sampleY)
                canvas.addSegment(from: centre, to: centre, width: width * 2.5, clip: legend.box)
            } else {
                var dashes = DashCursor(series.dash, scale: layout.textScale, lineWidth: width)
                canvas.addSegment(from: start, to: end, width: width, clip: legend.box, dashes: &dashes)
            }
            canvas.composite(chart.seriesColor(panel: entry.panel, series: entry.series, theme: theme))
            canvas.text(
                entry.name, x: entry.textLeft, y: entry.textTop, size: layout.textSize, color: theme.foreground)
        }
    }
}
