// Plotting: the built-in renderer: draws a spec into RGBA pixels with no external program.

/// Draws a `PlotSpec` into pixels itself: anti-aliased lines, the built-in bitmap font, the viridis colour map.
/// Output is deterministic: the same spec gives the same pixels (and the same PNG bytes) on every run.
///
/// Data lands where `PlotLayout(spec:)` says; NaN points are gaps.
public enum RasterRenderer {
    /// Draws `spec` into an image.
    /// - Throws: `PlotError.invalidSpec` when the spec does not validate.
    /// - Complexity: O(pixels + points × line width²).
    public static func image(for spec: PlotSpec) throws(PlotError) -> RGBAImage {
        let layout = try PlotLayout(spec: spec)
        var canvas = Canvas(width: layout.width, height: layout.height, background: spec.theme.background)
        switch spec.content {
        case .chart(let chart): drawChart(chart, theme: spec.theme, layout: layout, on: &canvas)
        case .heatmap(let heatmap): drawHeatmap(heatmap, theme: spec.theme, layout: layout, on: &canvas)
        }
        drawTitle(spec.title, theme: spec.theme, layout: layout, on: &canvas)
        return canvas.image
    }

    /// Draws `spec` and encodes it as PNG bytes.
    /// - Throws: `PlotError.invalidSpec` for a bad spec, `PlotError.pngEncodingFailed` if libpng fails.
    public static func pngData(for spec: PlotSpec) throws(PlotError) -> [UInt8] {
        try PNGCodec.encode(image(for: spec))
    }

    private static func drawChart(_ chart: Chart, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas) {
        var seriesIndex = 0
        for (panelIndex, panel) in chart.panels.enumerated() {
            var legend: [LegendEntry] = []
            let frame = layout.panels[panelIndex]
            for phase in chart.phases {
                let left = max(frame.x.pixel(phase.from), frame.frame.left)
                let right = min(frame.x.pixel(phase.to), frame.frame.right)
                canvas.fill(
                    left: left, top: frame.frame.top, right: right, bottom: frame.frame.bottom, color: phase.color)
            }
            drawGrid(frame, theme: theme, on: &canvas)
            for series in panel.series {
                let color = theme.seriesColor(series.color, index: seriesIndex)
                let width = series.lineWidth ?? theme.lineWidth
                drawSeries(series, width: width, layout: frame, scale: layout.textScale, on: &canvas)
                canvas.composite(color)
                if !series.name.isEmpty {
                    legend.append(
                        LegendEntry(
                            name: series.name, color: color, style: series.style, width: width, dash: series.dash))
                }
                seriesIndex += 1
            }
            for guide in panel.guides {
                let y = frame.y.pixel(guide.y)
                canvas.addDashedSegment(
                    from: (frame.frame.left, y), to: (frame.frame.right, y), width: 1.5,
                    dash: Double(6 * layout.textScale), gap: Double(4 * layout.textScale),
                    clip: frame.frame)
                canvas.composite(guide.color ?? theme.guideColor)
            }
            for marker in chart.markers {
                let x = frame.x.pixel(marker.x)
                canvas.addSegment(
                    from: (x, frame.frame.top), to: (x, frame.frame.bottom), width: 1.5, clip: frame.frame)
                canvas.composite(marker.color ?? theme.markerColor)
            }
            drawAxes(
                frame, xTitle: chart.xAxis.title, yTitle: panel.yAxis.title, theme: theme, layout: layout, on: &canvas)
            drawAnnotationLabels(chart, panel: panel, frame: frame, theme: theme, layout: layout, on: &canvas)
            drawLegend(
                legend, in: frame.frame, outsideLeft: layout.legendColumnLeft, theme: theme, scale: layout.legendScale,
                on: &canvas)
        }
    }

    /// Adds one series to the canvas mask: a polyline per run of finite points, a staircase for `.step`, dots
    /// for `.points`.
    private static func drawSeries(
        _ series: PlotSeries, width: Double, layout: PanelLayout, scale: Int, on canvas: inout Canvas
    ) {
        let clip = layout.frame
        var dashes = DashCursor(series.dash, scale: scale, lineWidth: width)
        var previous: (x: Double, y: Double)?
        for index in series.x.indices {
            let x = series.x[index]
            let y = series.y[index]
            guard !x.isNaN, !y.isNaN else {
                previous = nil
                dashes.reset()
                continue
            }
            let point = layout.pixel(x: x, y: y)
            switch series.style {
            case .points:
                canvas.addSegment(from: point, to: point, width: width * 2.5, clip: clip)
            case .line:
                canvas.addSegment(from: previous ?? point, to: point, width: width, clip: clip, dashes: &dashes)
            case .step:
                if let previous {
                    let corner = (x: point.x, y: previous.y)
                    canvas.addSegment(from: previous, to: corner, width: width, clip: clip, dashes: &dashes)
                    canvas.addSegment(from: corner, to: point, width: width, clip: clip, dashes: &dashes)
                } else {
                    canvas.addSegment(from: point, to: point, width: width, clip: clip, dashes: &dashes)
                }
            }
            previous = point
        }
    }

    /// Phase, guide and marker labels of one panel.
    private static func drawAnnotationLabels(
        _ chart: Chart, panel: ChartPanel, frame: PanelLayout, theme: PlotTheme,
        layout: PlotLayout, on canvas: inout Canvas
    ) {
        let scale = layout.textScale
        let gap = Double(4 * scale)
        let glyph = Double(7 * scale)
        for (index, phase) in chart.phases.enumerated() {
            // Alternate rows so the labels of neighbouring narrow phases do not overlap.
            let row = Double(index % 2 * BitmapFont.lineHeight * scale)
            canvas.text(
                phase.label, x: max(frame.x.pixel(phase.from), frame.frame.left) + gap,
                y: frame.frame.bottom - gap - glyph - row, scale: scale, color: theme.foreground)
        }
        for guide in panel.guides {
            canvas.text(
                guide.label, x: frame.frame.left + gap, y: frame.y.pixel(guide.y) - gap - glyph,
                scale: scale, color: guide.color ?? theme.guideColor)
        }
        for marker in chart.markers {
            canvas.text(
                marker.label, x: frame.x.pixel(marker.x) + gap, y: frame.frame.top + gap, scale: scale,
                color: marker.color ?? theme.markerColor)
        }
    }
}

/// One legend line: a series' name and how it is drawn.
struct LegendEntry {
    /// The series name.
    var name: String
    /// Its colour.
    var color: PlotColor
    /// Line, step or points (points show a dot, the others a line sample).
    var style: SeriesStyle
    /// Its line width, in pixels.
    var width: Double
    /// Its dash pattern.
    var dash: LineDash
}
