// BenchCLITests/ServeQueryTests: `/simulate` reads its query with the command line's own options, so a refused
// value is answered with the very line `bench trajectory` or `bench export` prints for it (docs/page.md, "The live
// page").
import Foundation
import LoopbackHTTP
import PanelSimulator
import Scenario
import Testing

@testable import BenchCLI

@Suite struct ServeQueryTests {
    /// The refusal of `fields`, or nil when they are accepted.
    func refusal(_ fields: [(String, String)]) -> String? {
        do {
            let query = try SimulateQuery.read(fields.map { (name: $0.0, value: $0.1) })
            _ = try query.setups(on: Scenario(name: "default"), source: "default")
            return nil
        } catch {
            return error.description
        }
    }

    /// What `bench VERB arguments` prints on standard error, without its `bench VERB: ` prefix.
    func cliLine(_ arguments: [String]) -> String {
        let run = bench(arguments)
        #expect(run.status == 2)
        let line = run.error.split(separator: "\n").first.map(String.init) ?? ""
        return String(line.drop(while: { $0 != ":" }).dropFirst(2))
    }

    @Test(arguments: [
        ([("velocity", "abc")], ["trajectory", "--velocity", "abc"]),
        ([("velocity", "500")], ["trajectory", "--velocity", "500"]),
        ([("start-height", "1e9")], ["trajectory", "--start-height", "1e9"]),
        ([("set", "low-velocity-threshold=-1")], ["export", "--set", "low-velocity-threshold=-1"]),
        ([("set", "nope=1")], ["export", "--set", "nope=1"]),
        ([("set", "drag-duration=0.2")], ["export", "--set", "drag-duration=0.2"]),
        (
            [("set", "detent-0-height=900")], ["export", "--set", "detent-0-height=900"]
        ),
    ])
    func aRefusedValueIsTheCommandLinesOwnLine(fields: [(String, String)], cli: [String]) {
        let line = refusal(fields)
        #expect(line != nil)
        #expect(line == cliLine(cli))
    }

    @Test func aFingerPathIsReadAsATouchesFileIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-query-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("one.csv").path
        try "0,500\n".write(toFile: file, atomically: true, encoding: .utf8)
        // The command line names the file; the page's path has none, so its line is the same without it.
        let unnamed = { (line: String) in line.replacingOccurrences(of: "\(file): ", with: "") }
        #expect(refusal([("touches", "0,500")]) == unnamed(cliLine(["trajectory", "--touches", file])))
        try "0,500\n0.01,490\n0.005,480\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            refusal([("touches", "0,500;0.01,490;0.005,480")]) == unnamed(cliLine(["trajectory", "--touches", file])))
        #expect(refusal([("touches", "0,500;0.02,450;0.04,400"), ("start-height", "300")]) == nil)
    }

    @Test func anUnknownFieldIsRefused() {
        #expect(refusal([("bogus", "1")])?.contains("'--bogus'") == true)
        #expect(refusal([("help", "")]) != nil)
    }

    @Test func aPortOutOfRangeOrTakenAndABadScenarioAreRefusedBeforeServing() throws {
        let range = bench(["serve", "--port", "70000"])
        #expect(range.status == 2)
        #expect(range.error.hasPrefix("bench serve: --port: "))
        let taken = try LoopbackServer(port: 0)
        let busy = bench(["serve", "--port", String(taken.port)])
        #expect(busy.status == 2)
        #expect(busy.error == "bench serve: --port: cannot listen on 127.0.0.1:\(taken.port): Address already in use\n")
        let scenario = bench(["serve", "--scenario", "no-such-preset", "--port", "0"])
        #expect(scenario.status == 2)
        #expect(scenario.error.hasPrefix("bench serve: --scenario: "))
    }
}
