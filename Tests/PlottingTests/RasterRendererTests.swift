// PlottingTests: the built-in raster renderer, checked on PNGs decoded back through libpng.
import Foundation
import Plotting
import Testing

@Suite("Raster renderer")
struct RasterRendererTests {
    @Test("small chart: size, background, axes, every series where the layout maps it")
    func smallChart() throws {
        let spec = SampleSpecs.smallChart()
        let image = try PNGCodec.decode(RasterRenderer.pngData(for: spec))
        try RenderedImageChecks.checkSmallChart(image, spec: spec, renderer: "raster")
    }

    @Test("heatmap: cell colours from the colour map, NaN cell left blank, colour bar ends")
    func heatmap() throws {
        let spec = SampleSpecs.heatmap()
        let image = try PNGCodec.decode(RasterRenderer.pngData(for: spec))
        try RenderedImageChecks.checkHeatmap(image, spec: spec, renderer: "raster")
    }

    @Test("stacked panels share x; the log panel maps values by ratio; a NaN point leaves a gap")
    func stackedPanels() throws {
        let spec = SampleSpecs.stackedChart()
        let layout = try PlotLayout(spec: spec)
        #expect(layout.panels.count == 2)
        #expect(layout.panels[0].frame.bottom < layout.panels[1].frame.top)
        #expect(layout.panels[0].x == layout.panels[1].x)
        let image = try PNGCodec.decode(RasterRenderer.pngData(for: spec))
        let lower = layout.panels[1]
        #expect(image.hasColor(SampleSpecs.blue, near: lower.pixel(x: 0.25, y: 1000 * pow(0.01, 0.25))))
        #expect(image.hasColor(SampleSpecs.red, near: layout.panels[0].pixel(x: 0.25, y: 75)))
        // The gap: points 19 and 21 are drawn, the segment through point 20 (x = 0.5) is not.
        let gap = lower.pixel(x: 0.5, y: 1000 * pow(0.01, 0.5))
        #expect(!image.hasColor(SampleSpecs.blue, near: gap, radius: 1))
    }

    @Test("same spec twice gives identical PNG bytes")
    func deterministic() throws {
        for spec in [SampleSpecs.smallChart(), SampleSpecs.heatmap(), SampleSpecs.stackedChart()] {
            #expect(try RasterRenderer.pngData(for: spec) == RasterRenderer.pngData(for: spec))
        }
    }

    @Test("a PNG round-trips through the codec unchanged")
    func codecRoundTrip() throws {
        let image = try RasterRenderer.image(for: SampleSpecs.smallChart(width: 300, height: 200))
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test("bytes that are not a PNG give a typed decoding error")
    func decodeGarbage() {
        #expect(throws: PlotError.self) { try PNGCodec.decode(Array("not a png".utf8)) }
    }
}
