// BenchCLITests/PageVerbTests: `--html` on trajectory, compare and render, without a browser: what is written, what
// is refused, and that the same command gives the same bytes.
import Foundation
import Testing

@Suite struct PageVerbTests {
    static let release = [
        "--scenario", "default", "--start-height", "400", "--velocity", "1.5", "--renderer", "raster",
    ]

    @Test func theSameCommandWritesTheSamePage() throws {
        let folder = try makeScratchFolder()
        var pages: [Data] = []
        for name in ["a", "b"] {
            let run = bench(
                ["trajectory"] + Self.release + ["--out", "\(folder)/\(name).png", "--html", "\(folder)/\(name).html"])
            #expect(run.status == 0, "\(run.error)")
            pages.append(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).html")))
        }
        #expect(pages[0] == pages[1])
        #expect(String(decoding: pages[0], as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func anExistingPageIsReplacedOnlyWithForceAndNothingElseIsWritten() throws {
        let folder = try makeScratchFolder()
        let page = "\(folder)/p.html"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: page))
        let refused = bench(["trajectory"] + Self.release + ["--out", "\(folder)/p.png", "--html", page])
        #expect(refused.status == 2)
        #expect(refused.error.split(separator: "\n").count == 1)
        #expect(refused.error.contains(page))
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/p.png"))
        let forced = bench(["trajectory"] + Self.release + ["--out", "\(folder)/p.png", "--html", page, "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test(arguments: [
        (
            ["compare", "--scenario", "default", "--start-height", "400", "--velocity", "1.5", "--targets", "nowhere"],
            "--targets", #line
        ),
        (["trajectory", "--start-height", "400", "--velocity", "1", "--out", "x.png"], "name one file", #line),
    ])
    func refusedPagesSayWhyAndWriteNothing(arguments: [String], message: String, line: Int) throws {
        let folder = try makeScratchFolder()
        let html = arguments.contains("x.png") ? "x.png" : "\(folder)/c.html"
        let args = arguments.map { $0 == "x.png" ? "\(folder)/x.png" : $0 }
        let run = bench(args + ["--renderer", "raster", "--html", html == "x.png" ? "\(folder)/x.png" : html])
        #expect(run.status == 2, "line \(line)")
        #expect(run.error.contains(message), "line \(line): \(run.error)")
        #expect(run.error.split(separator: "\n").count == 1, "line \(line)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "line \(line)")
    }

    /// Policies and tunings: one sheet per run; one release to each target: at most 8 of its curves (one target:
    /// its three movements and the policy's own curve, which none of them is).
    @Test func comparePagesHoldOneSheetPerRunOrShownCurve() throws {
        let folder = try makeScratchFolder()
        for (args, sheets) in [
            (["--policies"], 5), (["--set", "panel-deceleration-rate=0.995", "--velocities", "0.25,3"], 4),
            (["--peers", "all"], 8), (["--targets", "detent-0"], 4),
        ] {
            let page = "\(folder)/page.html"
            let run = bench(
                ["compare"] + Self.release + args + ["--out", "\(folder)/c.png", "--html", page, "--force"])
            #expect(run.status == 0, "\(run.error)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.components(separatedBy: "\"viewport\":").count - 1 == sheets, "\(args)")
        }
    }
}
