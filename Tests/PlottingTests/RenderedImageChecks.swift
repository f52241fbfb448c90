// PlottingTests: what both renderers must show, checked on decoded pixels against PlotLayout's mapping.
import Plotting
import Testing

enum RenderedImageChecks {
    /// Data x values where the small chart's series are checked (clear of the legend, the marker and guides).
    static let sampleXs = [0.3, 0.4, 0.7]

    /// Size, background, the axes frame and each series of `SampleSpecs.smallChart()` where the layout puts them.
    static func checkSmallChart(_ image: RGBAImage, spec: PlotSpec, renderer: String) throws {
        let layout = try PlotLayout(spec: spec)
        #expect(image.width == spec.size.width && image.height == spec.size.height, "\(renderer): size")
        #expect(image.pixel(x: 2, y: 2) == spec.theme.background, "\(renderer): background at the top-left corner")
        let panel = try #require(layout.panels.first)
        let middleY = (panel.frame.top + panel.frame.bottom) / 2
        let middleX = (panel.frame.left + panel.frame.right) / 2
        let axisColor = spec.theme.foreground
        #expect(image.hasColor(axisColor, near: (panel.frame.left, middleY), tolerance: 70), "\(renderer): left axis")
        #expect(
            image.hasColor(axisColor, near: (middleX, panel.frame.bottom), tolerance: 70), "\(renderer): bottom axis")
        guard case .chart(let chart) = spec.content else { return }
        for series in chart.panels[0].series {
            let color = try #require(series.color)
            for x in sampleXs {
                let index = try #require(series.x.firstIndex { abs($0 - x) < 1e-9 })
                let point = panel.pixel(x: x, y: series.y[index])
                #expect(
                    image.hasColor(color, near: point), "\(renderer): \(series.name) at x = \(x) near pixel \(point)")
            }
        }
        let guide = panel.pixel(x: 0.9, y: 50)
        #expect(
            image.hasColor(spec.theme.guideColor, near: guide, radius: 2, tolerance: 60)
                || image.hasColor(spec.theme.guideColor, near: (guide.x + 8, guide.y), radius: 2, tolerance: 60),
            "\(renderer): dashed guide at y = 50")
        let marker = panel.pixel(x: 0.5, y: 20)
        #expect(image.hasColor(spec.theme.markerColor, near: marker, tolerance: 60), "\(renderer): marker at x = 0.5")
    }

    /// Every finite heatmap cell's centre has its colour-map colour; the NaN cell shows the background.
    static func checkHeatmap(_ image: RGBAImage, spec: PlotSpec, renderer: String) throws {
        let layout = try PlotLayout(spec: spec)
        guard case .heatmap(let heatmap) = spec.content else { return }
        let panel = try #require(layout.panels.first)
        let bar = try #require(layout.colorBar)
        #expect(image.width == spec.size.width && image.height == spec.size.height, "\(renderer): size")
        for (row, values) in heatmap.values.enumerated() {
            for (column, value) in values.enumerated() {
                let centre = panel.pixel(x: Double(column), y: Double(row))
                let expected =
                    value.isNaN
                    ? spec.theme.background
                    : ColorMap.viridis.color(at: (value - bar.values.lower) / (bar.values.upper - bar.values.lower))
                #expect(
                    image.hasColor(expected, near: centre, radius: 1, tolerance: 12),
                    "\(renderer): cell (\(column), \(row)) = \(value) should be \(expected.hexRGB)")
            }
        }
        let barLow = (x: (bar.frame.left + bar.frame.right) / 2, y: bar.frame.bottom - 3)
        let barHigh = (x: barLow.x, y: bar.frame.top + 3)
        #expect(
            image.hasColor(ColorMap.viridis.color(at: 0), near: barLow, tolerance: 20), "\(renderer): colour bar bottom"
        )
        #expect(
            image.hasColor(ColorMap.viridis.color(at: 1), near: barHigh, tolerance: 20), "\(renderer): colour bar top")
    }
}
