// PanelSimulatorTests/DragEaseTests: eased drags follow their quadratic curves (DragEase's table: in u², out
// 1 − (1 − u)², in-out 2u² then 1 − 2(1 − u)²), and a path written as a recorded gesture reads back.
import Testing

@testable import PanelSimulator

@Suite struct DragEaseTests {
    @Test func eachEaseStartsAtZeroEndsAtOneAndPassesItsMidpoint() {
        for (ease, half, quarter, line) in [
            (DragEase.linear, 0.5, 0.25, #line), (.in, 0.25, 0.0625, #line), (.out, 0.75, 0.4375, #line),
            (.inOut, 0.5, 0.125, #line),
        ] {
            #expect(ease.progress(0) == 0, "line \(line)")
            #expect(ease.progress(1) == 1, "line \(line)")
            #expect(abs(ease.progress(0.5) - half) < 1e-12, "line \(line)")
            #expect(abs(ease.progress(0.25) - quarter) < 1e-12, "line \(line)")
            var previous = 0.0
            for i in 1...1000 {
                let p = ease.progress(Double(i) / 1000)
                #expect(p >= previous, "line \(line): not monotonic at \(i)")
                previous = p
            }
        }
    }

    @Test func aFingerThatSpeedsUpLeavesFasterThanOneThatSlowsDown() {
        let (d, t) = (200.0, 0.3)
        func drag(_ ease: DragEase) -> Gesture {
            .drag(fromDisplayHeight: 400, distance: d, duration: t, sampleRate: 120, ease: ease)
        }
        for ease in DragEase.allCases {
            #expect(drag(ease).path.last?.translation == d)
            #expect(drag(ease).path.last?.time == t)
        }
        let mean = d / t / 1000  // pt/ms
        let (fast, linear, slow) = (
            drag(.in).effectiveReleaseVelocity, drag(.linear).effectiveReleaseVelocity,
            drag(.out).effectiveReleaseVelocity
        )
        // In: the finger leaves at 2·D/T; the estimate over the last samples lies between the mean and that.
        #expect(fast > mean && fast <= 2 * mean)
        #expect(abs(linear - mean) < 1e-9)
        // Out: the finger stops at lift-off; its last eighth is travelled at under a quarter of 2·D/T.
        #expect(slow < 0.5 * mean)
        // Linear keeps the constant-speed drag's samples exactly.
        #expect(
            drag(.linear) == Gesture.drag(fromDisplayHeight: 400, distance: d, duration: t, sampleRate: 120))
    }

    @Test func aWrittenPathReadsBackAsTheSameTouches() throws {
        for ease in DragEase.allCases {
            let path = Gesture.drag(fromDisplayHeight: 0, distance: -150, duration: 0.25, sampleRate: 120, ease: ease)
                .path
            let text = RecordedTouches.csv(path, startY: 600, comment: "test\nline")
            #expect(text.hasPrefix("# testline\ntime_s,finger_y_pt\n0.0000,600.000\n"))
            let read = try RecordedTouches(csv: text)
            #expect(read.times.count == path.count)
            for (i, sample) in path.enumerated() {
                #expect(abs(read.times[i] - sample.time) <= 0.00005)
                #expect(abs(read.translations[i] - sample.translation) <= 0.0005)
            }
        }
    }
}
