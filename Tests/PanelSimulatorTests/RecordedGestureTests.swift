import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Recorded gestures (issue 14 item 3): the CSV reader, the per-frame replay and the release-velocity estimate.
@Suite("Recorded gestures: touch files, replay, release velocity")
struct RecordedGestureTests {
    @Test("a constant finger speed is estimated exactly, whatever the frame rate", arguments: [60.0, 120, 240])
    func constantSpeed(_ rate: Double) {
        let g = Gesture.drag(fromDisplayHeight: 400, distance: 150, duration: 0.2, sampleRate: rate)
        #expect(abs(TouchVelocity.estimate(g.path).value - 750) < 1e-9)
    }

    @Test("the last two moving events decide: duration-weighted mean of their speeds")
    func lastTwoSamples() {
        let path = [
            FingerSample(time: 0, translation: 0), FingerSample(time: 0.01, translation: 30),
            FingerSample(time: 0.02, translation: 40), FingerSample(time: 0.04, translation: 45),
        ]
        // (10 + 5) pt over (0.01 + 0.02) s; the first, faster event does not count.
        #expect(abs(TouchVelocity.estimate(path).value - 500) < 1e-9)
    }

    @Test("a finger that stopped 40 ms or more before lift-off releases at 0; a shorter pause does not")
    func stoppedFinger() {
        let moving = [FingerSample(time: 0, translation: 0), FingerSample(time: 0.1, translation: 100)]
        let still40 = moving + [FingerSample(time: 0.14, translation: 100)]
        let still30 = moving + [FingerSample(time: 0.13, translation: 100)]
        #expect(TouchVelocity.estimate(still40).value == 0)
        #expect(abs(TouchVelocity.estimate(still30).value - 1000) < 1e-9)
    }

    @Test("CSV: header, comments, CRLF and spaces are read; y grows downward so a rising finger has positive travel")
    func readsCSV() throws {
        let text = "# a comment\r\ntime_s,finger_y_pt\r\n10.0, 500\r\n\r\n10.01,490\r\n10.02 ,470\r\n"
        let touches = try RecordedTouches(csv: text)
        #expect(touches.times.count == 3 && abs(touches.times[2] - 0.02) < 1e-12)
        #expect(touches.translations == [0, 10, 30])
    }

    @Test(
        "bad touch files are one line naming the line and the reason",
        arguments: [
            ("time_s,finger_y_pt\n0,1\n", "needs at least two samples (touch-down and lift-off)"),
            ("0,1\n0,2\n", "line 2: time 0.0 s is not after 0.0 s"),
            ("0,1\nx,2\n", "line 2: expected two numbers 'time_s,finger_y_pt'"),
            ("0,1\n1,2,3\n", "line 2: expected two numbers 'time_s,finger_y_pt'"),
            ("0,1\n1,nan\n", "line 2: values must be finite"),
            ("0,1\n61,2\n", "lasts 61.0 s, more than 60.0 s"),
            // Hostile pass two (docs/hostile-pass.md, S11): a step whose speed overflows named at its line.
            ("0,600\n1e-320,590\n", "line 2: moves 10.0 pt in 1e-320 s after 0.0 s: no finite speed"),
        ])
    func badFiles(_ text: String, _ message: String) {
        #expect(throws: RecordedTouches.ReadError.self) { try RecordedTouches(csv: text) }
        do { _ = try RecordedTouches(csv: text) } catch { #expect(error.description == message) }
    }

    @Test("replay: one event per frame with the latest sample, the lift-off at the recording's end")
    func replayPerFrame() throws {
        // 120 Hz sensing at 600 pt/s, replayed at 60 Hz: every other sample is coalesced away.
        var text = ""
        for i in 0...12 { text += "\(Double(i) / 120),\(800 - 5 * Double(i))\n" }
        let touches = try RecordedTouches(csv: text)
        let g = touches.gesture(from: .displayHeight(400), frameRate: 60)
        #expect(g.path.map(\.time).dropLast().allSatisfy { abs($0 * 60 - ($0 * 60).rounded()) < 1e-9 })
        #expect(g.path.last == FingerSample(time: 0.1, translation: 60))
        let velocity = try #require(g.releaseVelocity)
        #expect(abs(velocity - 0.6) < 1e-9)
    }

    static func example(_ name: String) throws -> RecordedTouches {
        let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
            .joined(separator: "/")
        let data = try #require(FileManager.default.contents(atPath: root + "/Gestures/\(name).csv"))
        return try RecordedTouches(csv: String(decoding: data, as: UTF8.self))
    }

    /// FEEL §2.2 on the SEEDS §1 panel: how each example lands against a constant-speed drag of the same length
    /// and duration (mean speed).
    @Test("the examples land where their release speed, not their mean speed, sends them (FEEL §2.2)")
    func examplesAgainstConstantSpeed() throws {
        var s = Scenario(name: "recorded")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        let sim = try PanelSimulator(scenario: s)
        func both(_ name: String, from height: Double) throws -> (recorded: Outcome, constant: Outcome) {
            let touches = try Self.example(name)
            let recorded = try sim.run(touches.gesture(from: .displayHeight(height), frameRate: 120)).outcome
            let travel = try #require(touches.translations.last)
            let duration = try #require(touches.times.last)
            let constant = try sim.run(
                .drag(fromDisplayHeight: height, distance: travel, duration: duration, sampleRate: 120)
            ).outcome
            #expect(abs(constant.releaseVelocity.value - travel / duration / 1000) < 1e-9)
            return (recorded, constant)
        }
        // Flick: released above 2.2 pt/ms within 86 pt below 400 → skips to 700; its mean speed stops at 400.
        let flick = try both("flick", from: 240)
        #expect(flick.recorded.releaseVelocity.value > 2.2 && flick.constant.releaseVelocity.value < 2.2)
        #expect(flick.recorded.landingHeight == 700 && flick.constant.landingHeight == 400)
        // A drag that stops: 0 at lift-off → back to the nearest detent; its mean speed (> 0.2) moves on.
        let stop = try both("slow-drag-stop", from: 210)
        #expect(stop.recorded.releaseVelocity.value == 0 && stop.constant.releaseVelocity.value > 0.2)
        #expect(stop.recorded.landingHeight == 400 && stop.constant.landingHeight == 700)
        // Slowing before lift-off: below 0.2 pt/ms → nearest detent; the mean speed moves one detent.
        let slowing = try both("slowing-release", from: 200)
        #expect(slowing.recorded.releaseVelocity.value < 0.2 && slowing.constant.releaseVelocity.value > 0.2)
        #expect(slowing.recorded.landingHeight == 400 && slowing.constant.landingHeight == 700)
    }
}
