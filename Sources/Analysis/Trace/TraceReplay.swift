// Analysis/Trace/TraceReplay: each recorded release replayed in the simulator from the recorded state (in the
// scenario, or in a tuning B beside it), and the device's motion held against the simulation's.
import DeviceTrace
import PanelSimulator
import Scenario
import Support
import Sweep

/// A release that cannot be replayed: one line naming the session, the gesture and why.
public struct TraceReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}

/// The device (the trace) against the simulation for one recorded gesture. Points, seconds, pt/ms for velocities.
public struct TraceComparison: Sendable {
    /// One quantity compared over time: display height, outer offset, or a participant's content offset.
    public struct Channel: Hashable, Sendable {
        /// `display_height`, `outer_offset`, or `offset_<participant>`.
        public var name: String
        /// The device's last sample (where it came to rest, or stood when the log ends), points.
        public var deviceRest: Double
        /// The simulation's last frame (where it rests), points.
        public var simulationRest: Double
        /// The largest |device − simulation| over the device's samples after release, points.
        public var maximumError: Double
        /// The root mean square of device − simulation over those samples, points.
        public var rmsError: Double
        /// The first time after release the two differ by more than one device pixel (1 / scale pt), seconds;
        /// nil when they never do.
        public var firstPixelDifference: Double?
    }

    /// The device's motion after release, one sample per recorded event (release … settle).
    public struct DeviceSamples: Sendable {
        /// Seconds since the release.
        public var time: [Double]
        /// Display height on screen, points (``TraceEvent/screenDisplayHeight``).
        public var displayHeight: [Double]
        /// The host's offset on screen (its presentation bounds origin), points: the outer offset Y.
        public var outerOffset: [Double]
        /// Each participant's offset on screen, points, by participant (aligned with ``TraceComparison/participants``).
        public var participantOffsets: [[Double]]
    }

    /// The session's number (1-based) and the gesture's number in it (1-based).
    public var session: Int
    /// The gesture's number in its session, 1-based.
    public var gesture: Int
    /// The recorded release: display height (engine), points.
    public var releaseHeight: Double
    /// The recorded release velocity, pt/ms.
    public var releaseVelocity: Double
    /// UIKit's resolved target (host offset y), points.
    public var resolvedTargetOffset: Double
    /// The participants compared, by name, in the trace's order.
    public var participants: [String]
    /// The device's samples after release.
    public var device: DeviceSamples
    /// Where the device came to rest: display height, points (its last sample).
    public var deviceLandingHeight: Double
    /// The device's settle time by the simulator's rule (the first sample after the last one farther than the
    /// settle threshold from the resting outer offset), seconds after release.
    public var deviceSettleTime: Double
    /// Seconds from the release to the callback that ended the movement; nil when the log ends first.
    public var deviceSettleCallbackTime: Double?
    /// The simulated run from the recorded release state.
    public var simulation: Trajectory
    /// The channels compared: display height, outer offset, then each participant.
    public var channels: [Channel]
    /// The settle threshold used, points.
    public var settleThreshold: Double
    /// One device pixel, points (1 / scale).
    public var pixel: Double
    /// The viewport V, points (the simulation's display height is V + Y − P per frame, as the device's).
    public var viewportHeight: Double

    /// The outer offset's channel: the position of the whole axis (panel and lists).
    public var position: Channel { channels[1] }
}

/// Replays recorded releases in the simulator.
public enum TraceReplay {
    /// Device samples within this many seconds of a frame's time are compared with that frame (no interpolation).
    public static let frameMatchTolerance = 1e-6

    /// One line per way `scenario`'s geometry differs from what `session` recorded at the releases of `gestures`:
    /// the viewport (host bounds height), the panel height (the last `sizeForPanel` result before the touch), and
    /// each participant's content and bounds heights against the chain level of the same name; differences up to
    /// one device pixel pass.
    public static func geometryMismatches(
        _ session: TraceSession, gestures: [TraceGesture], scenario: Scenario
    ) -> [String] {
        var lines: [String] = []
        let pixel = scenario.tolerance.pixel
        let f = { (value: Double) in NumberFormat.short(value) }
        func check(_ field: String, trace: Double, scenario value: Double) {
            guard abs(trace - value) > pixel else { return }
            let line = "\(field): trace \(f(trace)) pt, scenario \(f(value)) pt"
            if !lines.contains(line) { lines.append(line) }
        }
        let names = scenario.chain.indices.map(scenario.participantName(level:))
        for gesture in gestures {
            guard let r = gesture.release else { continue }
            let event = session.events[r].event
            check("viewport", trace: event.host.boundsHeight, scenario: scenario.viewportHeight)
            if let size = session.events[..<gesture.begin].last(where: { $0.event.callback == "sizeForPanel" }),
                let result = size.event.details["result"], let height = TraceGesture.point(result)?.y
            {
                check("panel height", trace: height, scenario: scenario.panelHeight)
            }
            for p in event.participants {
                guard let k = names.firstIndex(of: p.name) else {
                    let chain = names.isEmpty ? "empty" : names.joined(separator: ", ")
                    let line = "participant \(p.name): in the trace, not in the scenario's chain (\(chain))"
                    if !lines.contains(line) { lines.append(line) }
                    continue
                }
                check("\(p.name) content height", trace: p.contentHeight, scenario: scenario.chain[k].contentHeight)
                check("\(p.name) viewport", trace: p.boundsHeight, scenario: scenario.chain[k].viewportHeight)
            }
        }
        return lines
    }

    /// `scenario` set to the state `event` recorded: each chain level named like a participant takes its offset.
    public static func scenario(_ scenario: Scenario, at event: TraceEvent) -> Scenario {
        var result = scenario
        for p in event.participants {
            if let k = scenario.chain.indices.first(where: { scenario.participantName(level: $0) == p.name }) {
                result.chain[k].contentOffset = p.offsetY
            }
        }
        return result
    }

    /// Replays gesture `g` (0-based) of `session` (numbered `sessionNumber`) in `scenario`: a bare release at the
    /// recorded display height with the recorded velocity, the participants at their recorded offsets, under the
    /// scenario's own policy; then compares the device's samples after release with the simulated frames (a sample
    /// within ``frameMatchTolerance`` of a frame's time takes that frame, others interpolate linearly; past the
    /// last frame the simulation rests).
    ///
    /// - Throws: ``TraceReplayError`` when the gesture has no release or the simulator refuses the state.
    public static func compare(
        _ session: TraceSession, sessionNumber: Int, gesture g: Int, scenario: Scenario
    ) throws(TraceReplayError) -> TraceComparison {
        let gesture = session.gestures[g]
        let label = "session \(sessionNumber) gesture \(g + 1)"
        guard let r = gesture.release, let velocity = gesture.releaseVelocity else {
            throw TraceReplayError("\(label): the finger never lifts in the log (no willEndDragging); not replayed")
        }
        let releaseEvent = session.events[r].event
        let replayed = Self.scenario(scenario, at: releaseEvent)
        let trajectory: Trajectory
        do throws(SimulationError) {
            trajectory = try PanelSimulator(scenario: replayed).run(
                Gesture.release(atDisplayHeight: releaseEvent.displayHeight, velocity: velocity))
        } catch {
            throw TraceReplayError("\(label): \(error.description)")
        }
        let last = gesture.lastEvent(count: session.events.count)
        let events = session.events[r...last].map(\.event)
        let t0 = releaseEvent.elapsed
        let names = releaseEvent.participants.map(\.name)
        var device = TraceComparison.DeviceSamples(
            time: events.map { $0.elapsed - t0 }, displayHeight: events.map(\.screenDisplayHeight),
            outerOffset: events.map(\.host.presentationOffsetY), participantOffsets: [])
        for name in names {
            device.participantOffsets.append(
                events.map { e in e.participants.first { $0.name == name }?.presentationOffsetY ?? 0 })
        }
        let v = replayed.viewportHeight
        let frames = trajectory.frames
        var simulated: [(String, [Double], [Double])] = [
            ("display_height", device.displayHeight, displayHeights(trajectory, viewportHeight: v)),
            ("outer_offset", device.outerOffset, frames.map(\.outerOffset)),
        ]
        for (k, name) in names.enumerated() {
            guard let column = trajectory.participantNames.firstIndex(of: name) else { continue }
            simulated.append(
                (
                    "offset_\(name)", device.participantOffsets[k],
                    frames.indices.map { trajectory.offset(frame: $0, participant: column) }
                ))
        }
        let pixel = replayed.tolerance.pixel
        let frameTimes = frames.map { $0.time - trajectory.outcome.releaseTime }
        let channels = simulated.map { name, deviceValues, simValues in
            channel(
                name, time: device.time, device: deviceValues, frameTimes: frameTimes, frames: simValues, pixel: pixel)
        }
        let threshold = replayed.tolerance.settle
        var settleCallback: Double?
        if case .settled(let i) = gesture.end { settleCallback = session.events[i].event.elapsed - t0 }
        return TraceComparison(
            session: sessionNumber, gesture: g + 1, releaseHeight: releaseEvent.displayHeight,
            releaseVelocity: velocity, resolvedTargetOffset: gesture.resolvedTargetOffset ?? 0, participants: names,
            device: device, deviceLandingHeight: device.displayHeight.last ?? releaseEvent.displayHeight,
            deviceSettleTime: settleTime(time: device.time, values: device.outerOffset, threshold: threshold),
            deviceSettleCallbackTime: settleCallback, simulation: trajectory,
            channels: channels, settleThreshold: threshold, pixel: pixel, viewportHeight: v)
    }

    /// The simulated display height per frame as the device's is read: V + Y − P (the same arithmetic on both
    /// sides, so a written-then-read run compares exactly), points.
    public static func displayHeights(_ trajectory: Trajectory, viewportHeight v: Double) -> [Double] {
        trajectory.frames.map { v + $0.outerOffset - $0.panelOriginY }
    }

    /// The simulator's settle rule applied to samples: the time of the first sample after the last one farther than
    /// `threshold` from the last sample's value (0 when none is), seconds.
    public static func settleTime(time: [Double], values: [Double], threshold: Double) -> Double {
        guard let rest = values.last else { return 0 }
        guard let far = values.lastIndex(where: { abs($0 - rest) > threshold }) else { return 0 }
        return far + 1 < time.count ? time[far + 1] : time[far]
    }

    /// The simulated value at `t` seconds after release: the frame within ``frameMatchTolerance`` of `t`, else the
    /// line between the frames around it; the first frame before the start, the last after the end.
    public static func value(at t: Double, frameTimes: [Double], frames: [Double]) -> Double {
        guard let lastValue = frames.last, let lastTime = frameTimes.last else { return 0 }
        if t >= lastTime - frameMatchTolerance { return lastValue }
        var lo = 0
        var hi = frameTimes.count - 1
        // The first frame at or after t − tolerance.
        while lo < hi {
            let mid = (lo + hi) / 2
            if frameTimes[mid] < t - frameMatchTolerance { lo = mid + 1 } else { hi = mid }
        }
        if abs(frameTimes[lo] - t) <= frameMatchTolerance || lo == 0 { return frames[lo] }
        let a = frameTimes[lo - 1]
        let b = frameTimes[lo]
        return frames[lo - 1] + (frames[lo] - frames[lo - 1]) * (t - a) / (b - a)
    }

    /// Errors of one channel over the device's samples.
    static func channel(
        _ name: String, time: [Double], device: [Double], frameTimes: [Double], frames: [Double], pixel: Double
    ) -> TraceComparison.Channel {
        var maximum = 0.0
        var sum = 0.0
        var first: Double?
        for (t, d) in zip(time, device) {
            let e = abs(d - value(at: t, frameTimes: frameTimes, frames: frames))
            maximum = max(maximum, e)
            sum += e * e
            if first == nil, e > pixel { first = t }
        }
        let rms = time.isEmpty ? 0 : (sum / Double(time.count)).squareRoot()
        return TraceComparison.Channel(
            name: name, deviceRest: device.last ?? 0, simulationRest: frames.last ?? 0, maximumError: maximum,
            rmsError: rms, firstPixelDifference: first)
    }

    /// Finite-difference velocities of `values` over `time`, points per second, at each interval's end; intervals
    /// shorter than ``frameMatchTolerance`` (callbacks in the same frame) are skipped.
    public static func velocities(time: [Double], values: [Double]) -> (time: [Double], velocity: [Double]) {
        var t: [Double] = []
        var v: [Double] = []
        var previous: Int?
        for i in time.indices {
            if let p = previous {
                let dt = time[i] - time[p]
                guard dt > frameMatchTolerance else { continue }
                t.append(time[i])
                v.append((values[i] - values[p]) / dt)
            }
            previous = i
        }
        return (t, v)
    }
}

extension TraceReplay {
    /// Tuning B, replayed beside the scenario `a`: `other` (else `a`) with `settings` applied, in order, and named
    /// `<a>+set` when it would share `a`'s name; `nil` when neither `other` nor any setting is given.
    ///
    /// - Parameters:
    ///   - other: the scenario B starts from (`spec` as the user gave it, for the label), if any.
    ///   - settings: the feel parameters changed, with each one's text as given (`NAME=VALUE`, for the label).
    /// - Returns: the scenario and what B is, for the reports: `scenario SPEC, NAME=VALUE, …`.
    public static func tuningB(
        of a: Scenario, other: (spec: String, scenario: Scenario)?,
        settings: [(parameter: SweepParameter, value: Double, written: String)]
    ) -> (scenario: Scenario, label: String)? {
        guard other != nil || !settings.isEmpty else { return nil }
        var b = TuningOverrides.apply(
            settings.map { ($0.parameter, $0.value) }, to: other?.scenario ?? a)
        if b.name == a.name { b.name = "\(a.name)+set" }
        let label = ([other.map { "scenario \($0.spec)" }].compactMap { $0 } + settings.map(\.written))
        return (b, label.joined(separator: ", "))
    }
}
