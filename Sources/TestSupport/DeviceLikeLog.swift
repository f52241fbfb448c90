// TestSupport/DeviceLikeLog: a demo log as a phone would record it, made from a tuning the fit does not see: the
// releases simulated, written by the project's trace writer, then the noise of a real recording laid over them.
import Analysis
import DeviceTrace
import PanelSimulator
import Scenario

/// A device-like demo log: one session of releases simulated in a hidden tuning and recorded with a seeded noise
/// model of a phone's recording.
///
/// The noise: every position (display height, host and panel frame, participants' offsets) rounded to the
/// device-pixel grid (1 / display scale, 1/3 pt at scale 3); every sample's time moved by up to `jitter` seconds
/// either way (one draw per recorded frame, so the order of callbacks in a frame is kept); each `didScroll`
/// sample dropped with probability `drop`. The release state (`willEndDragging`) and the callbacks that end a
/// movement are kept, as the demo's recorder always prints them.
public enum DeviceLikeLog {
    /// One release: where and how fast.
    public typealias Release = (height: Double, velocity: Double)

    /// The log text of `releases` simulated in `hidden`, with the noise drawn from `seed`; the releases follow each
    /// other after a second at rest, in one session.
    public static func text(
        releases: [Release], hidden: Scenario, seed: UInt64, jitter: Double = 0.0004, drop: Double = 0.15
    ) throws -> String {
        var generator = SplitMix64(seed: seed)
        let pixel = 1 / hidden.displayScale
        func grid(_ x: Double) -> Double { (x / pixel).rounded() * pixel }
        var events: [TraceEvent] = []
        var clock = 0.0
        for (k, release) in releases.enumerated() {
            let trajectory = try PanelSimulator(scenario: hidden).run(
                Gesture.release(atDisplayHeight: release.height, velocity: release.velocity))
            let flushes = TraceRecording.flushes(of: trajectory, scenario: hidden)
            let recorded = (k == 0 ? flushes[0].events : []) + flushes[1].events
            var jitterByTime: [Double: Double] = [:]
            for var event in recorded {
                if event.callback == "didScroll", Double.random(in: 0..<1, using: &generator) < drop { continue }
                let shift =
                    jitterByTime[event.elapsed]
                    ?? {
                        let j = Double.random(in: -jitter...jitter, using: &generator)
                        jitterByTime[event.elapsed] = j
                        return j
                    }()
                event.elapsed = max(0, clock + event.elapsed + shift)
                event.displayHeight = grid(event.displayHeight)
                event.host.offsetY = grid(event.host.offsetY)
                event.host.presentationOffsetY = grid(event.host.presentationOffsetY)
                if var panel = event.panel {
                    panel.frameMinY = grid(panel.frameMinY)
                    panel.presentationFrameMinY = grid(panel.presentationFrameMinY)
                    panel.presentationVisualMinY = grid(panel.presentationVisualMinY)
                    event.panel = panel
                }
                for i in event.participants.indices {
                    event.participants[i].offsetY = grid(event.participants[i].offsetY)
                    event.participants[i].presentationOffsetY = grid(event.participants[i].presentationOffsetY)
                }
                events.append(event)
            }
            clock = (events.last?.elapsed ?? clock) + 1
        }
        for i in events.indices { events[i].sequence = i + 1 }
        return try TraceWriter.text(
            [TraceWriter.Flush(reason: "didEndDecelerating", events: events)],
            scene: TraceRecording.scene(for: hidden), implementation: TraceRecording.implementation)
    }
}
