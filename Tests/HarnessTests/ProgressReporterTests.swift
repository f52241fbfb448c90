// HarnessTests/ProgressReporterTests: bar, lines and quiet, driven by a fake clock.
import Synchronization
import Testing

@testable import Harness

/// A clock the test moves by hand, and a log of what the reporter wrote.
final class FakeTerminal: Sendable {
    let now = Mutex<UInt64>(0)
    let text = Mutex("")
    func advance(seconds: Double) { now.withLock { $0 += UInt64(seconds * 1e9) } }
    func reporter(_ style: ProgressReporter.Style, total: Int) -> ProgressReporter {
        ProgressReporter(
            total: total, unit: "cells", style: style, write: { s in self.text.withLock { $0 += s } },
            clock: { self.now.withLock { $0 } })
    }
}

@Suite struct ProgressReporterTests {
    @Test func linesArePeriodicWithRateAndTimeLeft() {
        let t = FakeTerminal()
        let r = t.reporter(.lines, total: 400)
        t.advance(seconds: 1)
        r.update(completed: 10)  // before the 5 s interval: nothing
        t.advance(seconds: 4)
        r.update(completed: 100)
        t.advance(seconds: 15)
        r.update(completed: 400)
        r.finish()
        #expect(
            t.text.withLock { $0 } == """
                progress: 100/400 cells (25%), 20.0 cells/s, 0:15 left
                progress: 400/400 cells (100%), 20.0 cells/s, 0:00 left

                """)
    }

    @Test func barRedrawsInPlaceAndEndsWithNewline() {
        let t = FakeTerminal()
        let r = t.reporter(.bar, total: 4)
        t.advance(seconds: 1)
        r.update(completed: 2)
        t.advance(seconds: 1)
        r.update(completed: 4)
        r.finish()
        #expect(
            t.text.withLock { $0 } == "\r[############············]  2/4 cells  2.0 cells/s  0:01 left"
                + "\r[########################]  4/4 cells  2.0 cells/s  0:00 left\n")
    }

    @Test func finishSaysTheLastCountOnce() {
        let t = FakeTerminal()
        let r = t.reporter(.lines, total: 3)
        r.update(completed: 3)  // under the interval: held back
        r.finish()
        #expect(t.text.withLock { $0 }.hasPrefix("progress: 3/3 cells (100%)"))
    }

    @Test func quietWritesNothing() {
        let t = FakeTerminal()
        let r = t.reporter(.quiet, total: 4)
        r.update(completed: 4)
        r.finish()
        #expect(t.text.withLock { $0 }.isEmpty)
    }

    @Test(arguments: [(0.0, "0:00"), (59.2, "1:00"), (61, "1:01"), (3725, "1:02:05")])
    func durations(seconds: Double, text: String) {
        #expect(ProgressReporter.duration(seconds) == text)
    }
}
