// Plotting: the built-in renderer: draws a spec into RGBA pixels with no external program.

/// Draws a `PlotSpec` into pixels itself: anti-aliased lines, DejaVu Sans through FreeType, the viridis colour map.
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
        for (panelIndex, panel) in chart.panels.enumerated() {
            let frame = layout.panels[panelIndex]
            for phase in chart.phases {
                let left = max(frame.x.pixel(phase.from), frame.frame.left)
                let right = min(frame.x.pixel(phase.to), frame.frame.right)
                canvas.fill(
                    left: left, top: frame.frame.top, right: right, bottom: frame.frame.bottom, color: phase.color)
            }
            drawGrid(frame, theme: theme, on: &canvas)
            // Guides and markers behind the curves, so a curve lying on a detent stays visible.
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
            for (index, series) in panel.series.enumerated() {
                drawSeries(
                    series, width: series.lineWidth ?? theme.lineWidth, layout: frame, scale: layout.textScale,
                    on: &canvas)
                canvas.composite(chart.seriesColor(panel: panelIndex, series: index, theme: theme))
            }
            drawAxes(
                frame, xTitle: chart.xAxis.title, yTitle: panel.yAxis.title, theme: theme, layout: layout, on: &canvas)
        }
        drawLabels(chart, theme: theme, layout: layout, on: &canvas)
        for legend in layout.legend {
            drawLegend(legend, chart: chart, theme: theme, layout: layout, on: &canvas)
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

    /// The guide, marker and phase labels where the layout placed them, each on a background box (over grid
    /// lines only: the layout keeps them off curves and other lines).
    private static func drawLabels(_ chart: Chart, theme: PlotTheme, layout: PlotLayout, on canvas: inout Canvas) {
        for label in layout.labels {
            canvas.fill(label.box, color: theme.background)
            canvas.text(
                label.text, x: label.textLeft, y: label.textTop, size: layout.textSize,
                color: chart.color(of: label, theme: theme))
        }
    }
}
