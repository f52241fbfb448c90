// ReportsTests/ExportAndSummaryTextTests: what `bench export` prints for each choice of parts and files
// (docs/export.md: Swift, a `// ----` line, JSON; a part written to a file is not printed), and the lines a sweep
// folder's writers print.
import Analysis
import PanelSimulator
import Scenario
import Testing

@testable import Reports

@Suite struct ExportAndSummaryTextTests {
    static let scenario = Scenario.preset(named: "default")!

    @Test(arguments: [
        (true, true, "swift+sep+json", #line), (true, false, "swift", #line), (false, true, "json", #line),
    ])
    func printedPartsFollowTheChoice(swift: Bool, json: Bool, expected: String, line: Int) throws {
        let (printed, lines) = try TuningExport.write(
            Self.scenario, origin: "scenario 'default'", swiftFile: nil, jsonFile: nil, overwrite: false,
            printing: (swift, json))
        let swiftText = TuningExport.swift(Self.scenario, origin: "scenario 'default'")
        let jsonText = try TuningExport.json(Self.scenario)
        let parts = ["swift": swiftText, "sep": "// ----\n", "json": jsonText]
        #expect(printed == expected.split(separator: "+").map { parts[String($0)]! }.joined(), "row at line \(line)")
        #expect(lines.isEmpty, "row at line \(line)")
    }

    @Test func theFilesLineNamesThePNGsOnlyWhenSomeWereDrawn() {
        var report = SweepOutputReport(folder: "out/")
        #expect(SweepSummary.filesLine(report) == "wrote out/: sweep.csv, sweep.json")
        report.imageCount = 3
        report.renderer = .raster
        #expect(SweepSummary.filesLine(report) == "wrote out/: sweep.csv, sweep.json, 3 PNGs (raster)")
        #expect(SweepSummary.renderedLine(report, newFolder: false) == "re-drew 3 PNGs in out/ (raster)")
        #expect(
            SweepSummary.renderedLine(report, newFolder: true) == "wrote out/: sweep.csv, sweep.json, 3 PNGs (raster)")
        report.rowCount = 8
        report.frameCount = 900
        #expect(
            SweepSummary.mergedText(shards: 2, report: report)
                == "merged 2 shards: 8 cells, 900 frames\nwrote out/: sweep.csv, sweep.json, 3 PNGs (raster)\n")
    }
}
