// PlottingTests: dash patterns along a series and legends placed outside the data.
import Plotting
import Testing

@Suite("Dashes and outside legends")
struct DashAndLegendTests {
    static let green = PlotColor(rgb: 0x009E73)

    /// One horizontal series at y = 0.5 from x = 0 to 1, many short segments, with `dash`; optional legend column.
    static func flatSpec(_ dash: LineDash, legend: LegendPlacement = .inside, name: String = "flat") -> PlotSpec {
        let xs = (0...200).map { Double($0) / 200 }
        return PlotSpec(
            title: "dash", size: PlotSize(width: 900, height: 450),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("x", range: 0...1),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("y", range: 0...1),
                            series: [
                                PlotSeries(name, x: xs, y: xs.map { _ in 0.5 }, color: green, lineWidth: 2, dash: dash)
                            ])
                    ], legend: legend)))
    }

    /// The share of columns across the middle of the panel whose pixel on the line has the series colour.
    static func coverage(_ spec: PlotSpec) throws -> Double {
        let layout = try PlotLayout(spec: spec)
        let image = try PNGCodec.decode(RasterRenderer.pngData(for: spec))
        let panel = layout.panels[0]
        let y = panel.pixel(x: 0, y: 0.5).y
        let columns = Int(panel.pixel(x: 0.1, y: 0).x)..<Int(panel.pixel(x: 0.6, y: 0).x)
        let hits = columns.filter { image.hasColor(green, near: (Double($0) + 0.5, y), radius: 0) }
        return Double(hits.count) / Double(columns.count)
    }

    @Test("solid covers the line; dashed, dotted and dash-dot leave gaps in proportion to their pattern")
    func dashesLeaveGaps() throws {
        let solid = try Self.coverage(Self.flatSpec(.solid))
        #expect(solid > 0.99)
        // Drawn share of the pattern at scale 2, width 2 (round caps add about one width to each dash).
        for (dash, low, high) in [(LineDash.dashed, 0.5, 0.8), (.dotted, 0.05, 0.45), (.dashDot, 0.4, 0.75)] {
            let share = try Self.coverage(Self.flatSpec(dash))
            #expect(share > low, "\(dash): \(share)")
            #expect(share < high, "\(dash): \(share)")
        }
    }

    @Test("an outside legend sits right of every panel and the panels narrow to make room")
    func outsideLegendLeavesTheDataAlone() throws {
        let inside = try PlotLayout(spec: Self.flatSpec(.dashed))
        let outside = try PlotLayout(spec: Self.flatSpec(.dashed, legend: .outside))
        let box = try #require(outside.legend.first?.box)
        #expect(box.left > outside.panels[0].frame.right)
        #expect(outside.panels[0].frame.right < inside.panels[0].frame.right)
        // The legend's sample (series colour) is drawn right of the panel, none of the box over the data.
        let solid = Self.flatSpec(.solid, legend: .outside)
        let image = try PNGCodec.decode(RasterRenderer.pngData(for: solid))
        let solidLayout = try PlotLayout(spec: solid)
        let entry = try #require(solidLayout.legend.first?.entries.first)
        let sampleDrawn = image.hasColor(
            Self.green, near: ((entry.sampleLeft + entry.sampleRight) / 2, entry.sampleY))
        #expect(sampleDrawn, "legend sample right of the panel")
        let frame = solidLayout.panels[0].frame
        let boxInside = image.hasColor(PlotColor(rgb: 0x202020), near: (frame.right - 30, frame.top + 12), radius: 3)
        #expect(!boxInside, "no legend box in the panel's corner")
    }

    @Test("a series without a name has no legend entry; a spec without names reserves no legend column")
    func unnamedSeriesStayOutOfTheLegend() throws {
        let layout = try PlotLayout(spec: Self.flatSpec(.solid, legend: .outside, name: ""))
        #expect(layout.legend.isEmpty)
        let script = try GnuplotScript.text(
            for: Self.flatSpec(.dotted, legend: .outside, name: ""), dataFileName: "d", outputFileName: "o")
        #expect(script.contains("dt 3"))
        #expect(script.contains("notitle"))
    }
}
