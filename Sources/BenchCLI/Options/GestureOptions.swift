// BenchCLI/GestureOptions: the scenario and gesture options of `bench trajectory` and `bench compare`.
import Analysis
import ArgumentParsing
import Foundation
import PanelSimulator
import SafeOutput
import Support
import Units

/// Options that pick a scenario and describe one gesture (a bare release, a synthesized drag or recorded touches),
/// and the checked scenario + gesture they give (``setup(synthesizeDrag:scenario:)``).
struct GestureOptions: OptionGroup {
    /// `--start-height`, points.
    static let startHeight: Option<Double?> = .number(
        "start-height", in: -100_000...100_000, valueName: "pt",
        help: "display height at touch-down, points (default: the scenario's middle detent)")
    /// `--velocity`, points per millisecond.
    static let velocity: Option<Double?> = .number(
        "velocity", in: PointsPerMillisecond.legalRange.closedBounds ?? 0...0, valueName: "pt/ms",
        help: "release velocity in points per MILLISECOND (UIKit's willEndDragging unit; + = expanding); "
            + "with --drag it replaces the velocity estimated from the finger path (default: "
            + "\(NumberFormat.short(GestureRequest.defaultVelocity)))")
    /// `--drag`, points.
    static let drag: Option<Double?> = .number(
        "drag", in: -100_000...100_000, valueName: "pt",
        help: "drag the finger this far before release instead of a bare release, points (+ = up, expanding)")
    /// `--duration`, seconds.
    static let duration: Option<Double?> = .number(
        "duration", in: Gesture.dragDurationRange.closedBounds ?? 0...0, valueName: "s",
        help: "how long the --drag lasts, seconds, at constant speed (default: "
            + "\(NumberFormat.short(Gesture.defaultDragDuration)))")
    /// `--ease in|out|in-out`.
    static let ease: Option<DragEase?> = .choice(
        "ease", of: DragEase.self, valueName: "ease",
        help: "how the --drag's finger speed changes: in (speeds up to twice the mean speed at lift-off), out (slows "
            + "to a stop at lift-off), in-out, or linear (default: constant speed)")
    /// `--touches FILE`.
    static let touches: Option<String?> = .text(
        "touches", valueName: "file",
        help: "replay a recorded finger path instead: CSV 'time_s,finger_y_pt' (y grows downward, as on screen), "
            + "one touch event per frame at the frame rate, release velocity estimated from the last two moving "
            + "events (0 after a \(NumberFormat.short(TouchVelocity.staleAfter * 1000)) ms stop); examples in Gestures/"
    )
    /// `--list-offset`, points.
    static let listOffset: Option<Double?> = .number(
        "list-offset", in: -100_000...100_000, valueName: "pt",
        help: "the inner list's content offset at touch-down, points; without --start-height the touch starts "
            + "at the list's height, so the release starts inside the list")
    /// `--on-content`.
    static let onContent = Flag(
        "on-content",
        help: "the touch lands on the inner content (the list, the comment pop-up's table), not the header")
    /// `--style system|view`.
    static let style: Option<MovementStyle?> = .choice(
        "style", of: MovementStyle.self, spelled: { $0.optionName }, valueName: "style",
        help: "movement style of panel-to-panel releases: system deceleration or view-animation spring "
            + "(default: the scenario's)")
    /// `--frame-rate 60|120|240`.
    static let frameRate: Option<FrameRate?> = .choice(
        "frame-rate", of: FrameRate.self, spelled: { $0.spelling }, valueName: "hz",
        help: "simulation and touch sampling rate, frames per second (default: the scenario's)")
    /// `--settle-threshold`, points.
    static let settleThreshold: Option<Double?> = .number(
        "settle-threshold", in: 0.000_001...1000, valueName: "pt",
        help: "the axis counts as settled once it stays this close to where it rests, points (default: the "
            + "scenario's, else half a device pixel)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        [
            SharedOptions.scenario.spec, startHeight.spec, velocity.spec, drag.spec, duration.spec, ease.spec,
            touches.spec,
            listOffset.spec, onContent.spec, style.spec, frameRate.spec, settleThreshold.spec,
        ]
    }

    /// The options that describe a gesture (a `--script` replaces them all), in the order they are named.
    static let gestureShaping: [any OptionDeclaration] = [velocity, drag, duration, ease, touches, onContent]

    /// The simulation rates `--frame-rate` offers, frames per second: the scenario's supported rates.
    struct FrameRate: CaseIterable, Sendable, Hashable {
        /// Frames per second.
        let perSecond: Double
        /// ``Scenario/supportedFrameRates``, as options.
        static let allCases = Scenario.supportedFrameRates.map(FrameRate.init)
        /// The spelling on the command line (`60`, `120`, `240`).
        var spelling: String { LegalRange.text(perSecond) }
    }

    /// `--scenario`: a preset name or a scenario file.
    var scenario: String
    /// The gesture and the scenario changes the options ask for (the touches themselves are read by
    /// ``setup(synthesizeDrag:scenario:)``, once the scenario is known good).
    var request = GestureRequest()
    /// `--touches`: the recorded finger path's file.
    var touches: String?
    /// The first of ``gestureShaping`` given, by name (`velocity`), or `nil`.
    var gestureShapingGiven: String?

    /// Reads the options; `--touches` and `--drag` exclude each other.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        scenario = arguments[SharedOptions.scenario]
        touches = arguments[Self.touches]
        (request.startHeight, request.velocity, request.drag, request.duration, request.ease) = (
            arguments[Self.startHeight], arguments[Self.velocity], arguments[Self.drag], arguments[Self.duration],
            arguments[Self.ease]
        )
        (request.listOffset, request.onContent, request.style, request.frameRate, request.settleThreshold) = (
            arguments[Self.listOffset], arguments[Self.onContent], arguments[Self.style],
            arguments[Self.frameRate]?.perSecond, arguments[Self.settleThreshold]
        )
        gestureShapingGiven = Self.gestureShaping.first(where: arguments.isGiven)?.spec.name
        if touches != nil, request.drag != nil {
            throw UsageError("--touches: give either --touches or --drag, not both")
        }
    }

    /// Throws `--duration: only applies to a --drag` when `--duration` is given without `--drag`.
    func requireDragForDuration() throws(UsageError) {
        if request.duration != nil, request.drag == nil { throw UsageError("--duration: only applies to a --drag") }
        if request.ease != nil, request.drag == nil { throw UsageError("--ease: only applies to a --drag") }
    }

    /// A scenario and a gesture ready to simulate.
    typealias Setup = GestureSetup

    /// The scenario (`--scenario`, or `given`) with `--style`, `--frame-rate`, `--settle-threshold` and
    /// `--list-offset` applied, and the gesture (see ``GestureRequest/setup(on:synthesizeDrag:)``).
    ///
    /// - Throws: ``UsageError`` for a bad scenario, a list offset without a list, unreadable touches or a gesture
    ///   the scenario cannot take, naming the option.
    func setup(synthesizeDrag: Bool = false, scenario given: Scenario? = nil) throws(UsageError) -> Setup {
        let scenario: Scenario
        if let given { scenario = given } else { scenario = try BenchCLI.loadScenario(self.scenario) }
        var request = request
        request.touches = try touches.map { file throws(UsageError) in (file, try Self.readTouches(file)) }
        do throws(GestureRequestError) {
            return try request.setup(on: scenario, synthesizeDrag: synthesizeDrag)
        } catch {
            switch error {
            case .listOffsetWithoutList(let name):
                throw UsageError("--list-offset: scenario '\(name)' has no list (its chain is empty)")
            case .simulation(let error): throw UsageError(error.description)
            case .gesture(let problem): throw UsageError("gesture: \(problem)")
            }
        }
    }

    /// The largest touch file read, bytes.
    static let maximumTouchFileSize = 8 << 20

    /// The recorded touches in `path` (one line naming the file, the line and the reason when they cannot be read).
    static func readTouches(_ path: String) throws(UsageError) -> RecordedTouches {
        let text: String
        do {
            text = String(decoding: try InputFile.readText(path, maximumBytes: maximumTouchFileSize), as: UTF8.self)
        } catch {
            throw UsageError("--touches: \(error.description)")
        }
        do throws(RecordedTouches.ReadError) {
            return try RecordedTouches(csv: text)
        } catch {
            throw UsageError("--touches: \(path): \(error.description)")
        }
    }
}
