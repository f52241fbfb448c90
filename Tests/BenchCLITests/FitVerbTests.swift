// BenchCLITests/FitVerbTests: `bench fit` end to end on a device-like log, `bench export --from-fit`, and bad
// input (one line, exit 2).
import Foundation
import PanelSimulator
import Scenario
import TestSupport
import Testing

@Suite("bench fit")
struct FitVerbTests {
    /// Writes a device-like log of five releases in the default preset with the panel deceleration rate `rate`.
    static func writeLog(to path: String, rate: Double, seed: UInt64) throws {
        var hidden = Scenario.preset(named: "default") ?? Scenario(name: "default")
        hidden.panelDecelerationRate = rate
        let text = try DeviceLikeLog.text(
            releases: [(400, 1.2), (400, -1.5), (100, 2.5), (400, 0.7), (100, 0.8)], hidden: hidden, seed: seed)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("the fit's files, and the export of the fitted tuning")
    func filesAndExport() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.writeLog(to: "\(folder)/a.log", rate: 0.9951, seed: 7)
        let run = bench([
            "fit", "\(folder)/a.log", "--scenario", "default", "--free", "panel-deceleration-rate=0.99:0.999",
            "--free", "low-velocity-threshold=0:0.5", "--seed", "9", "--json", "\(folder)/f.json", "--csv",
            "\(folder)/f.csv", "--out", "\(folder)/f.png", "--renderer", "raster",
        ])
        try #require(run.status == 0, "\(run.error)")
        #expect(run.output.contains("seed 9"))
        for file in ["f.json", "f.csv", "f.png", "f-profiles.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(file)"), "\(file)")
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/f.json")))
        let document = json as? [String: Any] ?? [:]
        let parameters = document["parameters"] as? [[String: Any]] ?? []
        try #require(parameters.count == 2)
        let rate = (parameters[0]["value"] as? NSNumber)?.doubleValue ?? .nan
        #expect(abs(rate - 0.9951) <= 3e-4, "\(rate)")
        #expect(parameters[0]["identifiable"] as? Bool == true)
        #expect(parameters[1]["value"] is NSNull, "an unidentifiable parameter has no value")
        #expect(parameters[1]["identifiable"] as? Bool == false)
        #expect((document["gestures"] as? [Any])?.count == 5)
        #expect(((document["rmsError_pt"] as? NSNumber)?.doubleValue ?? .nan) <= 0.6)
        let export = bench(["export", "--from-fit", "\(folder)/f.json", "--format", "json"])
        try #require(export.status == 0, "\(export.error)")
        let scenario = try Scenario.decode(json: export.output, source: "export")
        #expect(scenario.panelDecelerationRate == rate)
        #expect(scenario.feel.lowVelocityThreshold == 0.2, "the unidentifiable threshold keeps the preset's value")
    }

    @Test("bad input: one line naming it, exit 2")
    func badInput() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.writeLog(to: "\(folder)/a.log", rate: 0.995, seed: 3)
        var other = Scenario.preset(named: "default") ?? Scenario(name: "default")
        other.viewportHeight += 30
        try other.encode().write(toFile: "\(folder)/other.json", atomically: true, encoding: .utf8)
        try "no trace here\n".write(toFile: "\(folder)/empty.log", atomically: true, encoding: .utf8)
        let log = "\(folder)/a.log"
        let rate = "panel-deceleration-rate=0.99:0.999"
        let cases: [([String], String)] = [
            ([log, "--scenario", "default", "--free", "speed"], "--free speed: 'speed' is no parameter"),
            ([log, "--scenario", "default", "--free", "panel-deceleration-rate=0.995:0.99"], "the range is empty"),
            ([log, "--scenario", "default", "--free", "panel-deceleration-rate=0.5:2"], "a bound is not"),
            ([log, "--scenario", "default"], "--free: give one to three"),
            ([log, "--free", rate], "--scenario: required"),
            ([log, "--scenario", "\(folder)/other.json", "--free", rate], "geometry does not match the log"),
            ([log, "--scenario", "default", "--free", rate, "--session", "2"], "--session: 2 is not one of"),
            (["\(folder)/empty.log", "--scenario", "default", "--free", rate], "holds no BODRAG_TRACE_BATCH"),
        ]
        for (arguments, message) in cases {
            let result = bench(["fit"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(arguments): \(result.error)")
        }
    }
}
