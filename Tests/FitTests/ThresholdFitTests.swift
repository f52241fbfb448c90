// FitTests/ThresholdFitTests: a threshold makes the error piecewise constant; the fit must land on the right
// plateau and say how wide it is (docs/fit.md §4).
import Analysis
import DeviceTrace
import Fit
import PanelSimulator
import TestSupport
import Testing

@Suite("bench fit across the steps of a threshold")
struct ThresholdFitTests {
    /// Releases from the middle detent (400 pt) at 0.15, 0.3, 0.45 and 0.6 pt/ms either way, and one fast one, in the
    /// default preset with the low-velocity threshold at `threshold`: by docs/feel-parameters.md a release slower
    /// than the threshold (strict <) returns to the detent, a faster one moves one detent in its direction.
    static func log(threshold: Double, seed: UInt64) throws -> TraceLog {
        var hidden = DeviceLikeFitTests.preset
        hidden.feel.lowVelocityThreshold = threshold
        let releases: [DeviceLikeLog.Release] = [
            (400, 0.15), (400, -0.3), (400, 0.45), (400, -0.6), (400, 1.5),
        ]
        return try TraceLog(text: DeviceLikeLog.text(releases: releases, hidden: hidden, seed: seed))
    }

    /// The threshold hidden at 0.35 pt/ms: every value in (0.3, 0.45] sends each release where the device did, no
    /// other does. The fit lands there, its interval lies in that plateau, and the threshold is identifiable.
    @Test func landsOnThePlateauOfTheHiddenThreshold() throws {
        var request = FitRequest(
            log: try Self.log(threshold: 0.35, seed: 21), scenario: DeviceLikeFitTests.preset,
            free: [try FitFreeParameter.parse("low-velocity-threshold=0:1")])
        request.seed = 4
        let result = try TuningFit.run(request)
        let value = result.search.values[0]
        let profile = result.search.profiles[0]
        #expect(value > 0.3 && value <= 0.45, "fitted \(value)")
        #expect(profile.identifiable)
        #expect(
            profile.interval.lowerBound > 0.3 - 0.001 && profile.interval.upperBound <= 0.45 + 0.001,
            "\(profile.interval)")
        #expect(
            profile.interval.upperBound - profile.interval.lowerBound > 0.1, "the whole plateau: \(profile.interval)")
        #expect(result.fittedError <= 0.6, "RMS \(result.fittedError) pt")
    }

    /// Two parameters at once, the rate and the threshold, both hidden: both come back.
    @Test func rateAndThresholdTogether() throws {
        var hidden = DeviceLikeFitTests.preset
        hidden.feel.lowVelocityThreshold = 0.35
        hidden.panelDecelerationRate = 0.995
        let releases: [DeviceLikeLog.Release] = [
            (400, 0.15), (400, -0.3), (400, 0.45), (400, -0.6), (400, 1.5), (100, 2.0),
        ]
        let log = try TraceLog(text: DeviceLikeLog.text(releases: releases, hidden: hidden, seed: 8))
        let request = FitRequest(
            log: log, scenario: DeviceLikeFitTests.preset,
            free: [
                try FitFreeParameter.parse("panel-deceleration-rate=0.99:0.999"),
                try FitFreeParameter.parse("low-velocity-threshold=0:1"),
            ])
        let result = try TuningFit.run(request)
        #expect(abs(result.search.values[0] - 0.995) <= 3e-4, "rate \(result.search.values[0])")
        #expect(
            result.search.values[1] > 0.3 && result.search.values[1] <= 0.45, "threshold \(result.search.values[1])")
        #expect(result.search.profiles.allSatisfy { $0.identifiable })
    }
}

@Suite("bench fit on a log of several sessions")
struct SessionFitTests {
    /// `text`'s one session written again as the demo's `OC` implementation.
    static func asObjectiveC(_ text: String) throws -> String {
        let session = try TraceLog(text: text).sessions[0]
        let events = session.events.map { line in
            var event = line.event
            event.implementation = "OC"
            return event
        }
        return try TraceWriter.text(
            [TraceWriter.Flush(reason: "ready", events: events)], scene: session.scene, implementation: "OC")
    }

    /// A Swift session and an OC session: fitted apart (one line asking for --implementation), each on its own
    /// gestures when asked; two Swift sessions are pooled.
    @Test func implementationsAreFittedApartSessionsPooled() throws {
        let hidden = DeviceLikeFitTests.hidden(seed: 11)
        let swift = try DeviceLikeLog.text(releases: DeviceLikeFitTests.releases, hidden: hidden, seed: 1)
        let other = try DeviceLikeLog.text(
            releases: Array(DeviceLikeFitTests.releases.prefix(2)), hidden: hidden, seed: 2)
        let free = [try FitFreeParameter.parse("panel-deceleration-rate=0.99:0.999")]
        let mixed = try TraceLog(text: swift + (try Self.asObjectiveC(other)))
        #expect(mixed.sessions.count == 2)
        #expect {
            _ = try TuningFit.gestures(FitRequest(log: mixed, scenario: DeviceLikeFitTests.preset, free: free))
        } throws: { error in
            (error as? FitInputError)?.description.contains("fitted apart: give --implementation Swift or OC") ?? false
        }
        var request = FitRequest(log: mixed, scenario: DeviceLikeFitTests.preset, free: free)
        request.implementation = "OC"
        #expect(try TuningFit.gestures(request).picked.map(\.session) == [1, 1])
        let pooled = try TraceLog(text: swift + other)
        let picked = try TuningFit.gestures(FitRequest(log: pooled, scenario: DeviceLikeFitTests.preset, free: free))
        #expect(picked.picked.count == 7)
    }

    /// A release touched again before it settles is left out, and said; the next one is fitted.
    @Test func anInterruptedReleaseIsLeftOutAndSaid() throws {
        let text = try DeviceLikeLog.text(
            releases: Array(DeviceLikeFitTests.releases.prefix(2)), hidden: DeviceLikeFitTests.hidden(seed: 11),
            seed: 3)
        let session = try TraceLog(text: text).sessions[0]
        var events = session.events.map(\.event)
        let first = try #require(events.firstIndex { $0.callback == "didEndDecelerating" })
        events.remove(at: first)
        for i in events.indices { events[i].sequence = i + 1 }
        let log = try TraceLog(
            text: TraceWriter.text(
                [TraceWriter.Flush(reason: "ready", events: events)], scene: session.scene,
                implementation: session.implementation))
        let free = [try FitFreeParameter.parse("panel-deceleration-rate=0.99:0.999")]
        let found = try TuningFit.gestures(FitRequest(log: log, scenario: DeviceLikeFitTests.preset, free: free))
        #expect(found.picked.map(\.gesture) == [1])
        #expect(found.skipped == ["session 1 gesture 1: a touch interrupts it before it settles; left out"])
    }
}
