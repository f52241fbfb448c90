// PlottingTests: the layout rules of issue 24, stated as geometry and checked in both renderers: no label box
// covers another label or a curve's samples, the legend column takes at most a quarter of the width (else the
// legend goes below the panels), titles break at phrase boundaries, and text is drawn where the layout says.
import Foundation
import Plotting
import Testing

@Suite("Layout rules: labels clear of data, legend width, title wrapping")
struct LayoutRuleTests {
    /// A chart built to crowd its labels: a curve that hugs the top guide from the left edge, two guides 4 pt apart,
    /// a marker at the curve's start, a phase band, and an inside legend.
    static func crowded(
        legend: LegendPlacement = .inside, names: [String] = ["rise", "flat"], endLabels: [String?] = [nil, nil]
    ) -> PlotSpec {
        let xs = (0...300).map { Double($0) / 100 }
        let rise = xs.map { 400 + 300 * (1 - exp(-4 * $0)) }
        let flat = xs.map { _ in 700.0 }
        return PlotSpec(
            title: "crowded", size: PlotSize(width: 1200, height: 700),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("time", unit: "s"),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("height", unit: "pt"),
                            series: [
                                PlotSeries(
                                    names[0], x: xs, y: rise, color: PlotColor(rgb: 0x0072B2), lineWidth: 3,
                                    endLabel: endLabels[0]),
                                PlotSeries(
                                    names[1], x: xs, y: flat, color: PlotColor(rgb: 0xD55E00), lineWidth: 2,
                                    endLabel: endLabels[1]),
                            ],
                            guides: [
                                HorizontalGuide(y: 700, label: "detent 2 (700 pt)"),
                                HorizontalGuide(y: 696, label: "detent 2b (696 pt)"),
                                HorizontalGuide(y: 400, label: "detent 1 (400 pt)"),
                            ])
                    ],
                    markers: [VerticalMarker(x: 0, label: "release"), VerticalMarker(x: 0.05, label: "settle")],
                    phases: [
                        ShadedInterval(from: 0, to: 0.05, label: "tracking", color: PlotColor(rgb: 0x56B4E9, alpha: 40))
                    ],
                    legend: legend)))
    }

    /// Every pixel point along every drawn segment of `series`, one per pixel of length (independent of how the
    /// layout tests segments), with the stroke's half width.
    static func samplePoints(_ series: PlotSeries, panel: PanelLayout) -> [(x: Double, y: Double, r: Double)] {
        let r = (series.lineWidth ?? 2) / 2
        var out: [(x: Double, y: Double, r: Double)] = []
        for index in series.x.indices.dropFirst() {
            let a = panel.pixel(x: series.x[index - 1], y: series.y[index - 1])
            let b = panel.pixel(x: series.x[index], y: series.y[index])
            let steps = max(1, Int((abs(b.x - a.x) + abs(b.y - a.y)).rounded(.up)))
            for k in 0...steps {
                let t = Double(k) / Double(steps)
                out.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, r))
            }
        }
        return out
    }

    static func overlaps(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    }

    @Test(
        "no label box overlaps another label, the legend, or any curve's samples; crowded labels are dropped",
        arguments: [[nil, nil], ["rise", "flat at 700"]] as [[String?]])
    func labelsClearOfData(endLabels: [String?]) throws {
        let spec = Self.crowded(endLabels: endLabels)
        let layout = try PlotLayout(spec: spec)
        guard case .chart(let chart) = spec.content else { return }
        let boxes = layout.labels.map(\.box) + layout.legend.map(\.box)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!Self.overlaps(a, b), "\(a) overlaps \(b)") }
        }
        let panel = layout.panels[0]
        for series in chart.panels[0].series {
            let points = Self.samplePoints(series, panel: panel)
            for box in boxes {
                let hit = points.first {
                    $0.x + $0.r > box.left && $0.x - $0.r < box.right && $0.y + $0.r > box.top
                        && $0.y - $0.r < box.bottom
                }
                #expect(hit == nil, "\(series.name) passes through \(box) at \(String(describing: hit))")
            }
        }
        // The two guides 4 pt apart cannot both be labelled at the same place; whatever is drawn is clear, and
        // the lines stay: three guides, at most three labels, at least the lone 400 pt one.
        #expect(layout.labels.contains { $0.text == "detent 1 (400 pt)" })
        // A curve's name finds a place beside it (the rising curve has room along its length).
        if endLabels[0] != nil { #expect(layout.labels.contains { $0.kind == .series && $0.text == "rise" }) }
        #expect(layout.labels.filter { $0.kind == .guide }.count <= 3)
    }

    @Test(
        "both renderers put each label where the layout placed it (curve names too)",
        arguments: [[nil, nil], ["rise", "flat at 700"]] as [[String?]])
    func labelsDrawnAtTheirPlaces(endLabels: [String?]) throws {
        let spec = Self.crowded(endLabels: endLabels)
        let layout = try PlotLayout(spec: spec)
        let image = try RasterRenderer.image(for: spec)
        for label in layout.labels {
            // Ink (any pixel darker than the background by a clear margin) inside the label's box.
            var ink = 0
            for y in Int(label.box.top)..<Int(label.box.bottom) {
                for x in Int(label.box.left)..<Int(label.box.right) {
                    guard let p = image.pixel(x: x, y: y) else { continue }
                    if min(p.red, p.green, p.blue) < 200 { ink += 1 }
                }
            }
            #expect(ink > 10, "raster: '\(label.text)' drawn in its box")
        }
        let script = try GnuplotScript.text(for: spec, dataFileName: "d.dat", outputFileName: "o.png")
        for label in layout.labels {
            let x = String(format: "%.6f", label.textLeft / Double(layout.width))
            #expect(
                script.contains("set label \"\(label.text)\" at screen \(x), screen"),
                "gnuplot: '\(label.text)' at x = \(x) of the screen")
        }
        #expect(!script.contains("set key "), "gnuplot draws the layout's legend, not its own key")
    }

    @Test("an outside legend column is at most a quarter of the width; a wider one goes below the panels")
    func legendWidth() throws {
        let short = try PlotLayout(spec: Self.crowded(legend: .outside))
        let column = try #require(short.legend.first?.box)
        #expect(column.width <= Double(short.width) / 4)
        #expect(column.left >= short.panels[0].frame.right)
        let long = [
            "0.25 pt/ms, 1.5 pt/ms, 3 pt/ms | A: default (the scenario as given)",
            "0.25 pt/ms | B: low-velocity-threshold 0.2 → 0.3",
        ]
        let wide = try PlotLayout(spec: Self.crowded(legend: .outside, names: long))
        let below = try #require(wide.legend.first?.box)
        #expect(below.top >= wide.panels[0].frame.bottom, "below the panels")
        #expect(below.bottom <= Double(wide.height))
        #expect(below.left >= 0 && below.right <= Double(wide.width), "the block inside the image: \(below)")
        #expect(wide.panels[0].frame.right > Double(wide.width) * 0.9, "the panels keep the width")
        for entry in wide.legend.flatMap(\.entries) {
            #expect(entry.textBox.right <= Double(wide.width), "\(entry.name) inside the image")
        }
    }

    @Test("an inside legend takes a panel corner that covers no curve")
    func insideLegendInAClearCorner() throws {
        let layout = try PlotLayout(spec: Self.crowded())
        let spec = Self.crowded()
        guard case .chart(let chart) = spec.content else { return }
        let box = try #require(layout.legend.first?.box)
        for series in chart.panels[0].series {
            let inside = Self.samplePoints(series, panel: layout.panels[0]).contains {
                $0.x > box.left && $0.x < box.right && $0.y > box.top && $0.y < box.bottom
            }
            #expect(!inside, "\(series.name) under the legend")
        }
    }

    @Test("titles break after a phrase, not inside one, and never leave one word on the last line")
    func titleWrapsAtPhrases() throws {
        let title =
            "default (A, solid) vs default+set (B, dashed): release velocity (colour), the same drag from 400 pt "
            + "each time, the list at rest"
        let spec = PlotSpec(
            title: title, size: PlotSize(width: 900, height: 600),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("x"),
                    panels: [ChartPanel(yAxis: PlotAxis("y"), series: [PlotSeries("", x: [0, 1], y: [0, 1])])])))
        let layout = try PlotLayout(spec: spec)
        #expect(layout.titleLines.count == 2, "\(layout.titleLines)")
        #expect(layout.titleLines.joined(separator: " ") == title)
        #expect(layout.titleLines[0].hasSuffix(":") || layout.titleLines[0].hasSuffix(","), "\(layout.titleLines)")
        #expect(layout.titleLines.last?.contains(" ") == true)
        for line in layout.titleLines {
            #expect(Typeface.width(of: line, pixels: layout.titleSize) <= Double(layout.width))
        }
    }

    @Test("text is sized for reading at 900 px: 12 px there, scaled with the width")
    func textSizes() throws {
        // (width, text px): the image is shown 900 px wide, where text must be 12 px.
        for (width, expected, line) in [(900, 12, #line), (1600, 21, #line), (1200, 16, #line), (600, 12, #line)] {
            #expect(
                PlotLayout.textSize(width: width) == expected,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }

    @Test(
        "a heatmap's marked row gets its own tick label and an outline in both renderers; uneven rows keep their labels"
    )
    func heatmapRowMark() throws {
        var spec = SampleSpecs.heatmap()
        guard case .heatmap(var map) = spec.content else { return }
        map.rowValues = [0.99, 0.995, 0.998]
        map.rowMark = HeatmapMark(row: 1, label: "0.995 (scenario)")
        spec.content = .heatmap(map)
        let layout = try PlotLayout(spec: spec)
        let panel = layout.panels[0]
        let ticks = Dictionary(uniqueKeysWithValues: zip(panel.y.ticks.values, panel.y.ticks.labels))
        #expect(ticks[1] == "0.995 (scenario)")
        // 0.99, 0.995, 0.998 are not evenly spaced: every row keeps its own label, none pretends to be linear.
        #expect(ticks[0] == "0.99" && ticks[2] == "0.998", "\(ticks)")
        let image = try RasterRenderer.image(for: spec)
        let top = panel.y.pixel(1.5)
        let middle = (panel.frame.left + panel.frame.right) / 2
        #expect(image.hasColor(spec.theme.foreground, near: (middle, top), radius: 1, tolerance: 30), "raster outline")
        let script = try GnuplotScript.text(for: spec, dataFileName: "d.dat", outputFileName: "o.png")
        #expect(script.contains("set object rect from graph 0, first 0.5 to graph 1, first 1.5 front fs empty"))
        #expect(script.contains("\"0.995 (scenario)\" 1"), "gnuplot tick at the marked row")
    }
}
