// BenchCLI/GestureOptions: the scenario and gesture options of `bench trajectory` and `bench compare`.
import Analysis
import Foundation
import PanelSimulator
import SafeOutput
import Support

/// Options that pick a scenario and describe one gesture (a bare release or a synthesized drag), and the
/// checked scenario + gesture they give.
enum GestureOptions {
    /// The option declarations, in help order.
    static let specs: [OptionSpec] = [
        BenchCLI.scenarioOption,
        .option(
            "start-height", kind: .number(-100_000...100_000), valueName: "pt",
            help: "display height at touch-down, points (default: the scenario's middle detent)"),
        .option(
            "velocity", kind: .number(-100...100), valueName: "pt/ms",
            help: "release velocity in points per MILLISECOND (UIKit's willEndDragging unit; + = expanding); "
                + "with --drag it replaces the velocity estimated from the finger path (default: 1.5)"),
        .option(
            "drag", kind: .number(-100_000...100_000), valueName: "pt",
            help: "drag the finger this far before release instead of a bare release, points (+ = up, expanding)"),
        .option(
            "duration", kind: .number(0.001...60), valueName: "s",
            help: "how long the --drag lasts, seconds, at constant speed (default: 0.1)"),
        .option(
            "touches", valueName: "file",
            help: "replay a recorded finger path instead: CSV 'time_s,finger_y_pt' (y grows downward, as on screen), "
                + "one touch event per frame at the frame rate, release velocity estimated from the last two moving "
                + "events (0 after a 40 ms stop); examples in Gestures/"),
        .option(
            "list-offset", kind: .number(-100_000...100_000), valueName: "pt",
            help: "the inner list's content offset at touch-down, points; without --start-height the touch starts "
                + "at the list's height, so the release starts inside the list"),
        .flag(
            "on-content",
            help: "the touch lands on the inner content (the list, the comment pop-up's table), not the header"),
        .option(
            "style", kind: .choice(["system", "view"]), valueName: "style",
            help: "movement style of panel-to-panel releases: system deceleration or view-animation spring "
                + "(default: the scenario's)"),
        .option(
            "frame-rate", kind: .choice(["60", "120", "240"]), valueName: "hz",
            help: "simulation and touch sampling rate, frames per second (default: the scenario's)"),
        .option(
            "settle-threshold", kind: .number(0.000_001...1000), valueName: "pt",
            help: "the axis counts as settled once it stays this close to where it rests, points (default: the "
                + "scenario's, else half a device pixel, 0.5 / display scale: 0.167 pt at scale 3)"),
    ]

    /// A scenario and a gesture ready to simulate.
    struct Setup {
        /// The scenario, with `--style`, `--frame-rate` and `--settle-threshold` applied.
        var scenario: Scenario
        /// The gesture.
        var gesture: Gesture
        /// One line describing the gesture, units included.
        var description: String
        /// Whether the drag was synthesized because none was given (see ``setup(_:synthesizeDrag:)``).
        var synthesized: Bool
    }

    /// The release velocity used when `--velocity` is absent, points per millisecond.
    static let defaultVelocity = 1.5
    /// The duration of a `--drag` without `--duration`, seconds.
    static let defaultDragDuration = 0.1

    /// Reads the options.
    ///
    /// - Parameter synthesizeDrag: without `--drag`, make a drag of `--duration` seconds whose constant finger
    ///   speed is the release velocity (policies that read the finger path need one).
    /// - Throws: ``UsageError`` for a bad scenario or contradictory options.
    static func setup(_ arguments: ParsedArguments, synthesizeDrag: Bool = false, scenario given: Scenario? = nil)
        throws(UsageError) -> Setup
    {
        var scenario: Scenario
        if let given {
            scenario = given
        } else {
            scenario = try BenchCLI.loadScenario(arguments.string("scenario") ?? "default")
        }
        if let style = arguments.string("style") {
            scenario.movementStyle = style == "view" ? .viewAnimation : .systemScroll
        }
        if let rate = arguments.number("frame-rate") { scenario.frameRate = rate }
        if let threshold = arguments.number("settle-threshold") { scenario.settleThreshold = threshold }
        if arguments.isGiven("duration"), !arguments.isGiven("drag"), !synthesizeDrag {
            throw UsageError("--duration: only applies to a --drag")
        }
        if let offset = arguments.number("list-offset") {
            guard !scenario.chain.isEmpty else {
                throw UsageError("--list-offset: scenario '\(scenario.name)' has no list (its chain is empty)")
            }
            scenario.chain[0].contentOffset = offset
        }
        var height = arguments.number("start-height") ?? BenchCLI.defaultStartHeight(of: scenario)
        if arguments.isGiven("list-offset"), !arguments.isGiven("start-height") {
            do throws(SimulationError) {
                height = try PanelSimulator(scenario: scenario).listHeight(forTouchAt: height)
            } catch {
                throw UsageError(error.description)
            }
        }
        let velocity = arguments.number("velocity")
        let onContent = arguments.flag("on-content")
        let rate = scenario.frameRate
        let duration = arguments.number("duration") ?? defaultDragDuration
        let gesture: Gesture
        let description: String
        var synthesized = false
        if let file = arguments.string("touches") {
            if arguments.isGiven("drag") { throw UsageError("--touches: give either --touches or --drag, not both") }
            let touches = try readTouches(file)
            var replay = touches.gesture(
                from: .displayHeight(height), frameRate: rate, startsOnInnerContent: onContent)
            if let velocity { replay.releaseVelocity = velocity }
            gesture = replay
            let travel = touches.translations.last ?? 0
            description =
                "touches \(file) (\(touches.times.count) samples, \(fmt(travel)) pt in "
                + "\(fmt(touches.times.last ?? 0)) s) from \(fmt(height)) pt"
                + (velocity.map { ", release \(fmt($0)) pt/ms" } ?? "")
        } else if let distance = arguments.number("drag") {
            gesture = .drag(
                fromDisplayHeight: height, distance: distance, duration: duration, sampleRate: rate,
                releaseVelocity: velocity, startsOnInnerContent: onContent)
            description =
                "drag \(fmt(distance)) pt in \(fmt(duration)) s from \(fmt(height)) pt"
                + (velocity.map { ", release \(fmt($0)) pt/ms" } ?? "")
        } else if synthesizeDrag {
            let v = velocity ?? defaultVelocity
            let distance = PointsPerMillisecond(v).pointsPerSecond.value * duration
            gesture = .drag(
                fromDisplayHeight: height, distance: distance, duration: duration, sampleRate: rate,
                startsOnInnerContent: onContent)
            description = "drag \(fmt(distance)) pt in \(fmt(duration)) s from \(fmt(height)) pt (synthesized)"
            synthesized = true
        } else {
            let v = velocity ?? defaultVelocity
            gesture = Gesture(start: .displayHeight(height), releaseVelocity: v, startsOnInnerContent: onContent)
            description = "release at \(fmt(height)) pt, \(fmt(v)) pt/ms"
        }
        if let problem = gesture.problem() { throw UsageError("gesture: \(problem)") }
        return Setup(
            scenario: scenario, gesture: gesture, description: description + (onContent ? ", on the content" : ""),
            synthesized: synthesized)
    }

    /// The largest touch file read, bytes.
    static let maximumTouchFileSize = 8 << 20

    /// The recorded touches in `path` (one line naming the file, the line and the reason when they cannot be read).
    static func readTouches(_ path: String) throws(UsageError) -> RecordedTouches {
        let text: String
        do {
            text = String(decoding: try InputFile.read(path, maximumBytes: maximumTouchFileSize), as: UTF8.self)
        } catch {
            throw UsageError("--touches: \(error.description)")
        }
        do throws(RecordedTouches.ReadError) {
            return try RecordedTouches(csv: text)
        } catch {
            throw UsageError("--touches: \(path): \(error.description)")
        }
    }

    /// A number for messages and titles: at most 3 decimals, no trailing zeros (`1.5`, `400`, `0.125`).
    static func fmt(_ value: Double) -> String { NumberFormat.short(value) }
}
