// ReportsTests/PlotScaleRuleTests: issue 44's rules for two pictures' marks and scales: the trace picture's offset
// axis keeps a sub-point step small (a scale of at least ten points), and the depth plot's whiskers stand on their
// medians, capped at both ends.
import Foundation
import Harness
import Plotting
import Testing

@testable import Reports

@Suite struct PlotScaleRuleTests {
    @Test("the trace picture's offset axis spans at least 10 pt: the simulated trace's 0.3 pt settle step stays small")
    func traceOffsetScale() throws {
        let spec = try LegendEntryRuleTests.traceSpec()
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let offsets = try #require(chart.panels.first { $0.yAxis.title == "table offset (pt)" })
        let range = try #require(offsets.yAxis.range)
        #expect(range.upperBound - range.lowerBound >= TracePlot.minimumOffsetSpan)
        let values = offsets.series.flatMap(\.y).filter(\.isFinite)
        let step = (values.max() ?? 0) - (values.min() ?? 0)
        // The README's round trip: the table's offset dips about 0.3 pt before the panel settles.
        #expect(step > 0.1 && step < 1, "\(step)")
        #expect(step / (range.upperBound - range.lowerBound) <= 0.1, "the step fills at most a tenth of the axis")
    }

    @Test("offsetRange widens a narrow range about its rounded middle and keeps a wide one")
    func offsetRangeTable() throws {
        // (values, expected lower, expected upper, line)
        for (values, lower, upper, line): ([Double], Double, Double, Int) in [
            ([-0.3, 0], -5, 5, #line),
            ([0, 866], -86.6, 969.92, #line),
        ] {
            let range = try #require(TracePlot.offsetRange(values))
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
            #expect(abs(range.lowerBound - lower) < 1e-9, "\(range)", sourceLocation: location)
            #expect(abs(range.upperBound - upper) < 1e-9, "\(range)", sourceLocation: location)
        }
    }

    @Test("each depth's whisker runs from p10 to p90 through its median, capped at both ends")
    func whiskersOnMedians() throws {
        let plan = MeasurementPlan(warmupSamples: 0, samples: 20, frames: 1)
        let depths = [1, 16, 256]
        let results = BenchmarkResults(suites: [
            SuiteResults(
                name: "projection",
                benchmarks: ["floor.drag", "cursor.drag", "cursor.jump"].flatMap { name in
                    depths.map { depth in
                        BenchmarkResult(
                            name: name, size: depth, plan: plan,
                            nanosecondsPerFrame: (1...20).map { Double($0 * depth) }, allocationsPerFrame: nil,
                            source: nil)
                    }
                })
        ])
        let spec = ProjectionPlot.spec(results)
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let series = chart.panels[0].series
        for name in ["floor.drag", "cursor.drag", "cursor.jump"] {
            let median = try #require(series.first { $0.name == name })
            let whiskers = try #require(
                series.first { $0.name.isEmpty && $0.style == .line && $0.color == median.color })
            // The pieces between NaNs: per depth a vertical line, then a cap at p10 and one at p90.
            var pieces: [[(Double, Double)]] = [[]]
            for (x, y) in zip(whiskers.x, whiskers.y) {
                if x.isNaN { pieces.append([]) } else { pieces[pieces.count - 1].append((x, y)) }
            }
            pieces = pieces.filter { !$0.isEmpty }
            #expect(pieces.count == 3 * depths.count, "\(name): \(pieces.count) pieces")
            for (k, depth) in depths.enumerated() {
                let samples = (1...20).map { Double($0 * depth) }
                let statistics = try #require(SampleStatistics(samples))
                let (p10, p90) = (statistics.percentile(10), try #require(statistics.reported(.p90)))
                let (line, low, high) = (pieces[3 * k], pieces[3 * k + 1], pieces[3 * k + 2])
                #expect(line.allSatisfy { $0.0 == Double(depth) }, "\(name) @\(depth): on its median's x")
                #expect(Set(line.map(\.1)) == [p10, p90], "\(name) @\(depth): p10 to p90")
                #expect(median.x[k] == Double(depth) && median.y[k] >= p10 && median.y[k] <= p90)
                for (cap, y) in [(low, p10), (high, p90)] {
                    #expect(cap.count == 2 && cap.allSatisfy { $0.1 == y }, "\(name) @\(depth): a flat cap at \(y)")
                    #expect(cap[0].0 < Double(depth) && cap[1].0 > Double(depth), "\(name) @\(depth): across it")
                }
            }
        }
    }
}
