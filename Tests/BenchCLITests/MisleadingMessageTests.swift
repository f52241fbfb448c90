// BenchCLITests/MisleadingMessageTests: lines that named the wrong thing (issue 45, "messages that mislead"): each
// bad input is one line naming what the user gave (docs/output.md, "Exit statuses": "one line on standard error
// each, naming a path once"), never a placeholder from the help text.
import Foundation
import Testing

@Suite("messages name what was given")
struct MisleadingMessageTests {
    @Test("one line, exit 2, naming the file or the value; no help placeholder")
    func namesWhatWasGiven() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(folder)/bad.json"))
        StrictReadersVerbTests.sweep(into: folder)
        let rows: [(arguments: [String], says: String, line: Int)] = [
            (["scenarios", "\(folder)/bad.json"], "bench scenarios: \(folder)/bad.json: not valid JSON", #line),
            (["scenarios", "\(folder)/nope.json"], "bench scenarios: cannot read '\(folder)/nope.json'", #line),
            (["trace", "\(folder)/nope.log"], "bench trace: cannot read '\(folder)/nope.log': no such file", #line),
            (["results", "status", "\(folder)/nope"], "'\(folder)/nope': nothing there", #line),
            (
                ["run", "--dry-run", "--seed", "99999999999999999999"],
                "bench run: --seed: 99999999999999999999 is out of range 0…", #line
            ),
            (["run", "--dry-run", "--seed", "12x"], "bench run: --seed: '12x' is not an integer", #line),
            // An outcome the sweep's system cannot have is a bad option, as `sweep --metric sheet` says (not 5).
            (
                ["results", "best", "\(folder)/s", "--by", "sheet"],
                "bench results best: --by sheet: only the comment pop-up (policy comment-popup) has a sheet outcome",
                #line
            ),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let result = bench(row.arguments)
            #expect(result.status == 2, "\(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)", sourceLocation: location)
            #expect(result.error.contains(row.says), "\(result.error)", sourceLocation: location)
            #expect(!result.error.contains("<"), "\(result.error)", sourceLocation: location)
        }
    }

    /// Issue 45: a valid scenario at the limits (viewport, panel and last detent at `Scenario.maximumLength`,
    /// 1 000 000 pt, Scenarios/README.md) runs the default sweep, whose start heights are its detents: the
    /// sweep's start-height limit is the scenario's own, so a user is never told about a `--start-heights` they
    /// did not give. Start heights they do give beyond it are still theirs to fix.
    @Test("a scenario at the limits runs the default sweep; only given start heights are blamed")
    func aScenarioAtTheLimitsRunsTheDefaultSweep() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(bench(["scenarios", "default"]).output.utf8)) as? [String: Any])
        (object["viewportHeight"], object["panelHeight"], object["detents"]) = (1e6, 1e6, [100, 400_000, 1e6])
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(folder)/big.json"))
        let sweep = ["sweep", "--scenario", "\(folder)/big.json", "--quiet", "--renderer", "raster"]
        let ran = bench(sweep + ["--velocities=-1,1", "--out", "\(folder)/s"])
        #expect(ran.status == 0, "\(ran.error)")
        let given = bench(sweep + ["--start-heights", "2000000", "--out", "\(folder)/t"])
        #expect(given.status == 2)
        #expect(given.error.contains("--start-heights 2000000: 2000000 pt is beyond ±1000000 pt"), "\(given.error)")
    }
}
