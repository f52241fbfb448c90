// BenchCLITests/RunVerbTests: `bench run` without --suite: the projection suites measured interleaved (the table),
// its results file, plot and errors.
import Foundation
import Reports
import Testing

@testable import Analysis
@testable import BenchCLI
@testable import Harness

@Suite struct RunVerbTests {
    /// The projection suites' benchmarks in table order (docs/benchmarks.md: projection-oracle's floor, linear walk
    /// and oracle, then cursor-drag's and cursor-jump's).
    static let paths = ["floor.drag", "linear.drag", "oracle.drag", "oracle.jump", "cursor.drag", "cursor.jump"]

    @Test(arguments: [
        (["run", "--chain-depth", "0"], "bench run: --chain-depth: 0 is out of range 1…100000\n"),
        (["run", "--chain-depth", "-3"], "bench run: --chain-depth: -3 is out of range 1…100000\n"),
        (["run", "--chain-depth", "abc"], "bench run: --chain-depth: 'abc' is not an integer\n"),
        (["run", "--chain-depth", "100000000"], "bench run: --chain-depth: 100000000 is out of range 1…100000\n"),
        (["run", "--chain-depth", "5,,6"], "bench run: --chain-depth: '5,,6' has an empty item\n"),
        (["run", "--chain-depth"], "bench run: --chain-depth: missing value\n"),
        (["run", "--frob"], "bench run: unknown option '--frob' (see bench run --help)\n"),
        (["run", "--format", "xml"], "bench run: --format: 'xml' is not one of text, json\n"),
        (["run", "--renderer", "svg"], "bench run: --renderer: 'svg' is not one of auto, gnuplot, raster\n"),
        (["run", "--plot", "/tmp/x.png"], "bench run: --plot: needs two or more --chain-depth values (got 5)\n"),
        // docs/hostile-pass.md S8: a list item given twice is refused (the list kinds' one rule), not collapsed.
        (["run", "--chain-depth", "4,4"], "bench run: --chain-depth: '4,4' lists 4 twice\n"),
        (
            ["run", "--suite", "solver", "--plot", "/tmp/x.png"],
            "bench run: --plot: only for the projection table (without --suite)\n"
        ),
        (
            ["run", "--output", "/no/such/folder/r.json"],
            "bench run: cannot write '/no/such/folder/r.json': folder '/no/such/folder' does not exist\n"
        ),
    ])
    func badInputIsOneLineAndStatusTwo(arguments: [String], message: String) {
        #expect(bench(arguments) == (2, "", message))
    }

    @Test func dryRunDescribesEachChain() {
        let paths = "paths: " + Self.paths.joined(separator: ", ")
        #expect(
            bench(["run", "-n", "--chain-depth", "1,2,5"]) == (
                0,
                "chain depth 1: 1 participant slices + 4 panel anchors = 5 segments, outer offset -500…600 pt; \(paths)\n"
                    + "chain depth 2: 3 participant slices + 3 panel anchors = 6 segments, outer offset -500…3100 pt; \(paths)\n"
                    + "chain depth 5: 9 participant slices + 3 panel anchors = 12 segments, outer offset -500…10600 pt; \(paths)\n",
                ""
            ))
        #expect(bench(["run", "-n"]).output.hasPrefix("chain depth 5: 9 participant slices"))
        // A depth given twice is refused (docs/output.md: a list option names each item once), not merged.
        #expect(
            bench(["run", "-n", "--chain-depth", "2,1,2"]) == (
                2, "", "bench run: --chain-depth: '2,1,2' lists 2 twice\n"
            ))
    }

    @Test func suitesDryRunListsEveryBenchmark() {
        let listed = bench(["run", "-n", "--suite", "cursor-drag", "--suite", "solver", "--chain-depth", "3"])
        #expect(listed == (0, "cursor-drag/cursor.drag@3\nsolver/solveRelease@3\n", ""))
        let all = bench(["run", "-n", "--suite", "all"]).output
        #expect(all.contains("raster-plot/pngData.1600x1000\n"))
        #expect(all.contains("cursor-jump/cursor.jump@1024\n"))
    }

    @Test func jsonHasTheDocumentedShapeAndOutputMatchesStandardOutput() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = "\(folder)/projection.json"
        let run = bench([
            "run", "--chain-depth", "2,3", "--frames", "40", "--samples", "3", "--warmup", "0", "-q",
            "--format", "json", "--output", output,
        ])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let written = try #require(FileManager.default.contents(atPath: output))
        #expect(String(decoding: written, as: UTF8.self) == run.output)
        // The one results type: the projection suites' benchmarks at each depth, every one with the same plan.
        let results = try ResultsCoding.decodeResults(written, path: output)
        #expect(try ResultsCoding.encode(results) == written)
        #expect(results.version == 2)
        #expect(results.metadata?.command.isEmpty == false)
        #expect(results.suites.map(\.name) == ["projection-oracle", "cursor-drag", "cursor-jump"])
        let keys: [String] = [
            "projection-oracle/floor.drag@2", "projection-oracle/linear.drag@2", "projection-oracle/oracle.drag@2",
            "projection-oracle/oracle.jump@2", "projection-oracle/floor.drag@3", "projection-oracle/linear.drag@3",
            "projection-oracle/oracle.drag@3", "projection-oracle/oracle.jump@3", "cursor-drag/cursor.drag@2",
            "cursor-drag/cursor.drag@3", "cursor-jump/cursor.jump@2", "cursor-jump/cursor.jump@3",
        ]
        #expect(results.allResults.map { "\($0.suite)/\($0.result.key)" } == keys)
        let plan = MeasurementPlan(warmupSamples: 0, samples: 3, frames: 40)
        #expect(results.allResults.allSatisfy { $0.result.plan == plan && $0.result.nanosecondsPerFrame.count == 3 })
        #expect(results.allResults.allSatisfy { $0.result.source?.hasPrefix("Benchmarks/Suites/") == true })
        let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(Set(object.keys) == ["version", "metadata", "suites"])
        let metadata = try #require(object["metadata"] as? [String: Any])
        #expect(Set(metadata.keys).isSuperset(of: ["machine", "os", "toolchain", "date", "command"]))
        // `bench baseline` takes the file as it is: stored, then checked against itself (12 benchmarks, all same).
        let dirs = ["--baselines-dir", folder, "--thresholds-dir", "\(folder)/none"]
        try FileManager.default.createDirectory(atPath: "\(folder)/none", withIntermediateDirectories: false)
        #expect(bench(["baseline", "update", output, "--baselines-dir", folder]).status == 0)
        let check = bench(["baseline", "check", output] + dirs)
        #expect(check.status == 0)
        #expect(check.error == "bench baseline check: 12 same\n")
        let row = check.output.split(separator: "\n").first { $0.hasPrefix("cursor-drag/cursor.drag@3 ") }
        #expect(row.map { $0.split(separator: " ").last == "same" } == true, "\(check.output)")
        let baseline = try #require(FileManager.default.contents(atPath: "\(folder)/default.json"))
        #expect(try ResultsCoding.decodeResults(baseline, path: "default.json") == results)
        // An existing file is not replaced without --force.
        let again = bench(["run", "--chain-depth", "2", "--output", output])
        #expect(again.status == 2)
        #expect(again.error == "bench run: '\(output)' already exists (use --force to replace it)\n")
    }

    /// Every object of a results file is read strictly: a misspelt key, at the top, in a benchmark or in its plan, is
    /// refused by `bench baseline check` with its JSON path, exit 2.
    @Test(arguments: [
        (#""metadata" : {"#, #""extra" : 1, "metadata" : {"#, "extra: unknown key (known: metadata, suites, version)"),
        (#""frames" : 40"#, #""frame" : 40, "frames" : 40"#, "suites[0].benchmarks[0].plan.frame: unknown key"),
        (
            #""nanosecondsPerFrame" :"#, #""nanosecondsPerFrme" :"#,
            "suites[0].benchmarks[0].nanosecondsPerFrme: unknown key"
        ),
        (#""machine" :"#, #""machin" :"#, "metadata.machin: unknown key"),
    ])
    func misspeltKeysAreRefusedWithTheirPath(find: String, replace: String, message: String) throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = "\(folder)/projection.json"
        let run = bench([
            "run", "--chain-depth", "2", "--frames", "40", "--samples", "3", "--warmup", "0", "-q", "--output", output,
        ])
        #expect(run.status == 0)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: output)), as: UTF8.self)
        let range = try #require(text.range(of: find), "\(find) not in the written file")
        try text.replacingCharacters(in: range, with: replace).write(toFile: output, atomically: true, encoding: .utf8)
        let check = bench(["baseline", "check", output, "--baselines-dir", folder, "--thresholds-dir", folder])
        #expect(check.status == 2)
        #expect(check.error.hasPrefix("bench baseline check: '\(output)': \(message)"), "\(check.error)")
        #expect(check.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func tableAndRasterPlot() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plot = "\(folder)/depths.png"
        let run = bench([
            "run", "--chain-depth", "1,4", "--frames", "20", "--samples", "2", "--warmup", "0", "-q",
            "--plot", plot, "--renderer", "raster",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("depth  segments  path         frames/sample  p50 ns/frame"))
        var expected: [String] = []
        for (depth, segments) in [("1", "5"), ("4", "10")] {
            for path in Self.paths {
                let padding = String(repeating: " ", count: 10 - segments.count)
                expected.append("    " + depth + padding + segments + "  " + path + " ")
            }
        }
        #expect(expected.indices.allSatisfy { lines[$0 + 2].hasPrefix(expected[$0]) }, "\(lines)")
        // The floor has no speedup; every path has a multiple of the floor.
        #expect(lines[2].hasSuffix("  1.0x"))
        #expect(run.output.contains("jump: 4096 random offsets over the whole axis (seed 1);"))
        #expect(run.output.hasSuffix("plot: \(plot) (raster)\n"))
        let png = try #require(FileManager.default.contents(atPath: plot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func formatsForTheTable() {
        #expect(ProjectionTable.rate(54_900_000) == "54.9 M")
        #expect(ProjectionTable.rate(114_400) == "114.4 k")
        #expect(ProjectionTable.rate(950) == "950.0")
        #expect(ProjectionTable.percent(0.000_001_96) == "0.000196 %")
        #expect(ProjectionTable.percent(0.0312) == "3.12 %")
        #expect(ProjectionTable.percent(0.5) == "50.0 %")
    }
}
