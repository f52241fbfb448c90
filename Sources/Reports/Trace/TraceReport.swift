// Reports/TraceReport: the text, CSV and JSON of `bench trace`: sessions and gestures, and device vs simulation.
import Analysis
import DeviceTrace
import Foundation
import Support

/// Tables and documents for traces: the listing of sessions and gestures, and the device-vs-simulation comparison.
public enum TraceReport {
    /// The sessions and their gestures: per session a header line, then one row per gesture (touch-down, release and
    /// end times in the recorder's seconds; the release state: display height, velocity, resolved target, each
    /// participant's offset; how it ended).
    public static func listing(_ log: TraceLog) -> String {
        let f = { (value: Double) in NumberFormat.short(value) }
        var out = ""
        for (s, session) in log.sessions.enumerated() {
            let first = session.events.first?.line ?? 0
            let last = session.events.last?.line ?? 0
            out +=
                "session \(s + 1): \(session.scene) / \(session.implementation), \(session.events.count) events "
                + "(log lines \(first)–\(last)), \(session.gestures.count) gesture"
                + (session.gestures.count == 1 ? "" : "s") + "\n"
            guard !session.gestures.isEmpty else { continue }
            var table = TextTable(columns: [
                .init("gesture", alignment: .right), .init("touch-down s", alignment: .right),
                .init("release s", alignment: .right), .init("end s", alignment: .right),
                .init("height pt", alignment: .right), .init("velocity pt/ms", alignment: .right),
                .init("target pt", alignment: .right), .init("offsets at release"), .init("end"),
            ])
            for (k, g) in session.gestures.enumerated() {
                let begin = session.events[g.begin].event
                let release = g.release.map { session.events[$0].event }
                let lastEvent = session.events[g.lastEvent(count: session.events.count)].event
                let offsets = release?.participants.map { "\($0.name) \(f($0.offsetY)) pt" }.joined(separator: ", ")
                table.append([
                    "\(k + 1)", f(begin.elapsed), release.map { f($0.elapsed) } ?? "-", f(lastEvent.elapsed),
                    release.map { f($0.displayHeight) } ?? "-", g.releaseVelocity.map(f) ?? "-",
                    g.resolvedTargetOffset.map(f) ?? "-", (offsets?.isEmpty ?? true) ? "-" : offsets ?? "-",
                    endText(g, session: session),
                ])
            }
            out += table.render().split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            if !out.hasSuffix("\n") { out += "\n" }
        }
        return out
    }

    /// How a gesture ended, as a word or two: the settle callback, `interrupted by a touch`, `log ends`, and
    /// `no release` when the finger never lifted in the log.
    static func endText(_ g: TraceGesture, session: TraceSession) -> String {
        let lifted = g.release == nil ? " (no release)" : ""
        switch g.end {
        case .settled(let i): return session.events[i].event.callback + lifted
        case .interrupted: return "interrupted by a touch" + lifted
        case .logEnds: return "log ends before the settle" + lifted
        }
    }

    /// One block per comparison: the release, then device, simulation (and tuning B) side by side — landing
    /// height, each participant's resting offset, the target (UIKit's resolved target content offset against the
    /// simulated resting outer offset), settle time — and the errors over time of each channel.
    public static func text(
        _ comparisons: [(a: TraceComparison, b: TraceComparison?)], sessions: [TraceSession], candidate: String?
    ) -> String {
        let f = { (value: Double) in NumberFormat.short(value) }
        var out = ""
        for (a, b) in comparisons {
            let session = sessions[a.session - 1]
            out +=
                "session \(a.session) gesture \(a.gesture) (\(session.scene)/\(session.implementation)): release at "
                + "\(f(a.releaseHeight)) pt, \(f(a.releaseVelocity)) pt/ms\n"
            var table = TextTable(
                columns: [.init(""), .init("device", alignment: .right), .init("simulation", alignment: .right)]
                    + (b == nil ? [] : [.init("tuning B", alignment: .right)])
                    + [.init("sim - device", alignment: .right)])
            func row(_ label: String, _ d: Double, _ s: Double, _ c: Double?, unit: String) {
                table.append(
                    [label, "\(f(d)) \(unit)", "\(f(s)) \(unit)"] + (b == nil ? [] : ["\(c.map(f) ?? "-") \(unit)"])
                        + ["\(f(s - d)) \(unit)"])
            }
            for (k, channel) in a.channels.enumerated() where channel.name != "outer_offset" {
                let label = k == 0 ? "landing height" : "\(channel.name.dropFirst("offset_".count)) offset at rest"
                row(label, channel.deviceRest, channel.simulationRest, b?.channels[k].simulationRest, unit: "pt")
            }
            row(
                "target (host offset)", a.resolvedTargetOffset, a.simulation.outcome.restingOuterOffset,
                b?.simulation.outcome.restingOuterOffset, unit: "pt")
            row(
                "settle time", a.deviceSettleTime, a.simulation.outcome.settleTime, b?.simulation.outcome.settleTime,
                unit: "s")
            out += indented(table.render())
            for (who, c) in [("", a)] + (b.map { [("tuning B ", $0)] } ?? []) {
                for channel in c.channels {
                    let first = channel.firstPixelDifference.map { "first > 1 px at +\(f($0)) s" } ?? "never > 1 px"
                    out +=
                        "  \(who)\(channel.name) error: max \(f(channel.maximumError)) pt, RMS "
                        + "\(f(channel.rmsError)) pt, \(first) (1 px = \(f(c.pixel)) pt)\n"
                }
            }
            if b != nil, let candidate { out += "  tuning B: \(candidate)\n" }
            let callback =
                a.deviceSettleCallbackTime.map { "the settle callback came at +\(f($0)) s" }
                ?? "no settle callback in the log"
            out += "  device: \(a.device.time.count) samples after release; \(callback)\n"
        }
        return out
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
    }

    /// The CSV header of ``csv(_:sessions:candidate:)``.
    public static let csvHeader = [
        "tuning", "session", "gesture", "scene", "implementation", "release_height_pt", "release_velocity_pt_per_ms",
        "channel", "device_rest_pt", "simulation_rest_pt", "max_error_pt", "rms_error_pt",
        "first_pixel_difference_s", "device_settle_time_s", "simulation_settle_time_s",
    ]

    /// One row per gesture, tuning and channel (display_height, outer_offset, offset_<participant>); an empty
    /// first_pixel_difference_s when the two never differ by more than a pixel.
    public static func csv(
        _ comparisons: [(a: TraceComparison, b: TraceComparison?)], sessions: [TraceSession], candidate: String?
    ) -> String {
        var out = CSVText.row(csvHeader) + "\n"
        for (a, b) in comparisons {
            for (tuning, c) in [("a", a)] + (b.map { [("b", $0)] } ?? []) {
                let session = sessions[c.session - 1]
                for channel in c.channels {
                    let fields: [String] = [
                        tuning, "\(c.session)", "\(c.gesture)", session.scene, session.implementation,
                        NumberFormat.data(c.releaseHeight), NumberFormat.data(c.releaseVelocity), channel.name,
                        NumberFormat.data(channel.deviceRest), NumberFormat.data(channel.simulationRest),
                        NumberFormat.data(channel.maximumError), NumberFormat.data(channel.rmsError),
                        channel.firstPixelDifference.map(NumberFormat.data) ?? "",
                        NumberFormat.data(c.deviceSettleTime), NumberFormat.data(c.simulation.outcome.settleTime),
                    ]
                    out += CSVText.row(fields) + "\n"
                }
            }
        }
        return out
    }

    /// One channel in the JSON document (keys with units, as the CSV's columns).
    struct ChannelRecord: Encodable {
        var channel: String
        var deviceRest: Double
        var simulationRest: Double
        var maximumError: Double
        var rmsError: Double
        var firstPixelDifference: Double?

        enum CodingKeys: String, CodingKey {
            case channel
            case deviceRest = "device_rest_pt"
            case simulationRest = "simulation_rest_pt"
            case maximumError = "max_error_pt"
            case rmsError = "rms_error_pt"
            case firstPixelDifference = "first_pixel_difference_s"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(channel, forKey: .channel)
            try c.encode(deviceRest, forKey: .deviceRest)
            try c.encode(simulationRest, forKey: .simulationRest)
            try c.encode(maximumError, forKey: .maximumError)
            try c.encode(rmsError, forKey: .rmsError)
            // null when they never differ by a pixel: the key is always there.
            try c.encode(firstPixelDifference, forKey: .firstPixelDifference)
        }
    }

    /// One gesture under one tuning in the JSON document.
    struct GestureRecord: Encodable {
        var tuning: String
        var session: Int
        var gesture: Int
        var scene: String
        var implementation: String
        var releaseHeight: Double
        var releaseVelocity: Double
        var resolvedTargetOffset: Double
        var simulationTargetOffset: Double
        var deviceSamples: Int
        var deviceSettleTime: Double
        var deviceSettleCallback: Double?
        var simulationSettleTime: Double
        var simulationFrames: Int
        var channels: [ChannelRecord]

        enum CodingKeys: String, CodingKey {
            case tuning, session, gesture, scene, implementation, channels
            case releaseHeight = "release_height_pt"
            case releaseVelocity = "release_velocity_pt_per_ms"
            case resolvedTargetOffset = "resolved_target_offset_pt"
            case simulationTargetOffset = "simulation_target_offset_pt"
            case deviceSamples = "device_samples"
            case deviceSettleTime = "device_settle_time_s"
            case deviceSettleCallback = "device_settle_callback_s"
            case simulationSettleTime = "simulation_settle_time_s"
            case simulationFrames = "simulation_frames"
        }
    }

    /// The document's top level.
    struct Document: Encodable {
        var format: String
        var tuningB: String?
        var gestures: [GestureRecord]

        enum CodingKeys: String, CodingKey {
            case format, gestures
            case tuningB = "tuning_b"
        }
    }

    /// `{"format": "dragscrolllab-trace-comparison/1", "gestures": [...]}`: per gesture and tuning the release, the
    /// settle times and every channel, units in the names; sorted keys, so the same input gives the same bytes.
    public static func json(
        _ comparisons: [(a: TraceComparison, b: TraceComparison?)], sessions: [TraceSession], candidate: String?
    ) throws -> Data {
        var records: [GestureRecord] = []
        for (a, b) in comparisons {
            for (tuning, c) in [("a", a)] + (b.map { [("b", $0)] } ?? []) {
                let session = sessions[c.session - 1]
                records.append(
                    GestureRecord(
                        tuning: tuning, session: c.session, gesture: c.gesture, scene: session.scene,
                        implementation: session.implementation, releaseHeight: c.releaseHeight,
                        releaseVelocity: c.releaseVelocity, resolvedTargetOffset: c.resolvedTargetOffset,
                        simulationTargetOffset: c.simulation.outcome.restingOuterOffset,
                        deviceSamples: c.device.time.count, deviceSettleTime: c.deviceSettleTime,
                        deviceSettleCallback: c.deviceSettleCallbackTime,
                        simulationSettleTime: c.simulation.outcome.settleTime,
                        simulationFrames: c.simulation.frames.count,
                        channels: c.channels.map {
                            ChannelRecord(
                                channel: $0.name, deviceRest: $0.deviceRest, simulationRest: $0.simulationRest,
                                maximumError: $0.maximumError, rmsError: $0.rmsError,
                                firstPixelDifference: $0.firstPixelDifference)
                        }))
            }
        }
        return try StableJSON.encode(
            Document(format: "dragscrolllab-trace-comparison/1", tuningB: candidate, gestures: records))
    }
}
