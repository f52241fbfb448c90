// FitTests/DeviceLikeFitTests: `bench fit`'s engine on device-like logs made from a tuning it does not see
// (issue 42's goal): the deceleration rate comes back, a threshold no release comes near is said to be
// unidentifiable, and the error sits at the noise floor.
import Analysis
import DeviceTrace
import Fit
import Foundation
import PanelSimulator
import Scenario
import TestSupport
import Testing

@Suite("bench fit on device-like logs")
struct DeviceLikeFitTests {
    /// Five releases from the default preset's lower detents (100, 400 pt), every one faster than 0.5 pt/ms, so
    /// no low-velocity threshold in 0…0.5 pt/ms changes where any of them goes.
    static let releases: [DeviceLikeLog.Release] = [
        (400, 1.2), (400, -1.5), (100, 2.5), (400, 0.7), (100, 0.8),
    ]

    /// The `default` preset, as `--scenario default` loads it.
    static var preset: Scenario { Scenario.preset(named: "default") ?? Scenario(name: "default") }

    /// The hidden tuning: the default preset with a panel deceleration rate drawn from `seed` in [0.992, 0.998].
    static func hidden(seed: UInt64) -> Scenario {
        var generator = SeededGenerator(seed: seed)
        var scenario = preset
        scenario.panelDecelerationRate = 0.992 + Double.random(in: 0...0.006, using: &generator)
        return scenario
    }

    static func log(seed: UInt64) throws -> TraceLog {
        try TraceLog(text: DeviceLikeLog.text(releases: releases, hidden: hidden(seed: seed), seed: seed))
    }

    /// Issue 42's goal, on two hidden tunings: the rate within 3e-4, the threshold reported not identifiable
    /// (its interval the whole range searched), the RMS error at most 0.6 pt.
    @Test(arguments: [UInt64(11), 12])
    func recoversTheHiddenRate(seed: UInt64) throws {
        let truth = Self.hidden(seed: seed).panelDecelerationRate
        var request = FitRequest(
            log: try Self.log(seed: seed), scenario: Self.preset,
            free: [
                try FitFreeParameter.parse("panel-deceleration-rate=0.99:0.999"),
                try FitFreeParameter.parse("low-velocity-threshold=0:0.5"),
            ])
        request.seed = seed
        let result = try TuningFit.run(request)
        #expect(result.gestures.count == 5, "seed \(seed)")
        #expect(
            abs(result.search.values[0] - truth) <= 3e-4,
            "seed \(seed): fitted \(result.search.values[0]), hidden \(truth)")
        #expect(result.search.profiles[0].identifiable, "seed \(seed)")
        #expect(
            result.search.profiles[0].interval.contains(truth), "seed \(seed): \(result.search.profiles[0].interval)")
        #expect(!result.search.profiles[1].identifiable, "seed \(seed): \(result.search.profiles[1].interval)")
        #expect(result.search.profiles[1].interval == 0...0.5, "seed \(seed)")
        #expect(result.search.error <= 0.6, "seed \(seed): RMS \(result.search.error) pt")
        #expect(result.fittedError <= 0.6, "seed \(seed): RMS \(result.fittedError) pt with the threshold kept")
        #expect(result.search.error < result.originalError, "seed \(seed)")
    }

    /// The same request, seed and log give the same fit.
    @Test func deterministic() throws {
        let log = try Self.log(seed: 5)
        var request = FitRequest(
            log: log, scenario: Self.preset,
            free: [try FitFreeParameter.parse("panel-deceleration-rate=0.99:0.999")])
        request.seed = 3
        let a = try TuningFit.run(request)
        let b = try TuningFit.run(request)
        #expect(a.search == b.search)
    }

    /// Bad input: one line naming what is wrong.
    @Test(
        arguments: [
            ("speed", "'speed' is no parameter", #line),
            ("panel-deceleration-rate=0.995:0.995", "the range is empty", #line),
            ("panel-deceleration-rate=0.999:0.99", "the range is empty", #line),
            ("panel-deceleration-rate=0.5:1.5", "a bound is not", #line),
            ("panel-deceleration-rate=0.5", "the range is not LOW:HIGH", #line),
            ("panel-height=700:900", "is geometry", #line),
            ("drag-duration=0.1:0.2", "describes the gesture", #line),
        ] as [(String, String, Int)])
    func badFreeParameters(text: String, message: String, line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(sourceLocation: location) {
            _ = try FitFreeParameter.parse(text)
        } throws: { error in
            let description = (error as? FitInputError)?.description ?? ""
            return description.contains(message) && !description.contains("\n")
        }
    }

    @Test("a scenario of another geometry, and a log without a release that settles, are refused")
    func badLogsAndScenarios() throws {
        let log = try Self.log(seed: 5)
        var other = Self.preset
        other.viewportHeight += 20
        let free = [try FitFreeParameter.parse("panel-deceleration-rate=0.99:0.999")]
        #expect {
            _ = try TuningFit.run(FitRequest(log: log, scenario: other, free: free))
        } throws: { error in
            (error as? FitInputError)?.description.contains("geometry does not match the log: session 1: viewport")
                ?? false
        }
        // The log cut before the last release settles, and only that gesture asked for.
        let text = try DeviceLikeLog.text(releases: [(400, 1.2)], hidden: Self.hidden(seed: 5), seed: 5)
        let cut = try TraceLog(text: Self.withoutSettle(text))
        var request = FitRequest(log: cut, scenario: Self.preset, free: free)
        request.session = 1
        #expect {
            _ = try TuningFit.run(request)
        } throws: { error in
            (error as? FitInputError)?.description.contains("no replayable gesture") ?? false
        }
    }

    /// The log `text` with its settle callback (`didEndDecelerating`) left out, so its one gesture never settles.
    static func withoutSettle(_ text: String) throws -> String {
        let log = try TraceLog(text: text)
        var events = log.sessions[0].events.map(\.event).filter { $0.callback != "didEndDecelerating" }
        for i in events.indices { events[i].sequence = i + 1 }
        return try TraceWriter.text(
            [TraceWriter.Flush(reason: "ready", events: events)], scene: log.sessions[0].scene,
            implementation: log.sessions[0].implementation)
    }
}

@Suite("the committed device-like log")
struct CommittedDeviceLikeLogTests {
    /// `Traces/device-like-default.log` (docs/fit.md's example) is exactly what ``DeviceLikeLog`` makes from its
    /// recipe: the five releases of ``DeviceLikeFitTests/releases``, the hidden tuning of seed 42, noise seed 42.
    /// `BENCH_WRITE_TRACES=1 swift test --filter CommittedDeviceLikeLog` writes it again.
    @Test func theCommittedLogIsItsRecipe() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Traces/device-like-default.log").path
        let text = try DeviceLikeLog.text(
            releases: DeviceLikeFitTests.releases, hidden: DeviceLikeFitTests.hidden(seed: 42), seed: 42)
        if ProcessInfo.processInfo.environment["BENCH_WRITE_TRACES"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
}
