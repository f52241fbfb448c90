// BenchCLI/GestureOptions: the scenario and gesture options of `bench trajectory` and `bench compare`.
import Analysis
import ArgumentParsing
import PanelSimulator
import Scenario
import Support
import Units

/// Options that pick a scenario and describe one gesture (a bare release, a synthesized drag or recorded touches),
/// and the checked scenario + gesture they give (``setup(synthesizeDrag:scenario:)``).
struct GestureOptions: ArgumentBacked {
    static let scenario = SharedOptions.scenario
    static let startHeight: Option<Double?> = .number(
        "start-height", in: -100_000...100_000, valueName: "pt",
        help: "display height at touch-down, points (default: the scenario's middle detent)")
    static let velocity: Option<Double?> = .number(
        "velocity", in: PointsPerMillisecond.legalRange.closedBounds ?? 0...0, valueName: "pt/ms",
        help: "release velocity in points per MILLISECOND (UIKit's willEndDragging unit; + = expanding); "
            + "with --drag it replaces the velocity estimated from the finger path (default: "
            + "\(NumberFormat.short(GestureRequest.defaultVelocity)))")
    static let drag: Option<Double?> = .number(
        "drag", in: -100_000...100_000, valueName: "pt",
        help: "drag the finger this far before release instead of a bare release, points (+ = up, expanding)")
    static let duration: Option<Double?> = .number(
        "duration", in: LegalRange.dragDuration.closedBounds ?? 0...0, valueName: "s",
        help: "how long the --drag lasts, seconds, at constant speed (default: "
            + "\(NumberFormat.short(Gesture.defaultDragDuration)))")
    static let ease: Option<DragEase?> = .choice(
        "ease", of: DragEase.self, valueName: "ease",
        help: "how the --drag's finger speed changes: in (speeds up to twice the mean speed at lift-off), out (slows "
            + "to a stop at lift-off), in-out, or linear (default: constant speed)")
    static let touches: Option<String?> = .text(
        "touches", valueName: "file",
        help: "replay a recorded finger path instead: CSV 'time_s,finger_y_pt' (y grows downward, as on screen), "
            + "one touch event per frame at the frame rate, release velocity estimated from the last two moving "
            + "events (0 after a \(NumberFormat.short(TouchVelocity.staleAfter * 1000)) ms stop); examples in Gestures/"
    )
    static let listOffset: Option<Double?> = .number(
        "list-offset", in: -100_000...100_000, valueName: "pt",
        help: "the inner list's content offset at touch-down, points; without --start-height the touch starts "
            + "at the list's height, so the release starts inside the list")
    static let onContent = Flag(
        "on-content",
        help: "the touch lands on the inner content (the list, the comment pop-up's table), not the header")
    static let style: Option<MovementStyle?> = .choice(
        "style", of: MovementStyle.self, spelled: { $0.optionName }, valueName: "style",
        help: "movement style of panel-to-panel releases: system deceleration or view-animation spring "
            + "(default: the scenario's)")
    static let frameRate: Option<FrameRate?> = .choice(
        "frame-rate", of: FrameRate.self, spelled: { $0.spelling }, valueName: "hz",
        help: "simulation and touch sampling rate, frames per second (default: the scenario's)")
    /// The scenario's own legal range (``Scenario/settleThresholdRange``), so the option and a scenario file agree.
    static let settleThreshold: Option<Double?> = .number(
        "settle-threshold", in: Scenario.settleThresholdRange, valueName: "pt",
        help: "the axis counts as settled once it stays this close to where it rests, points (default: the "
            + "scenario's, else half a device pixel)")

    static var specs: [OptionSpec] {
        [
            scenario.spec, startHeight.spec, velocity.spec, drag.spec, duration.spec, ease.spec, touches.spec,
            listOffset.spec, onContent.spec, style.spec, frameRate.spec, settleThreshold.spec,
        ]
    }

    /// The options that describe a gesture (a `--script` replaces them all), in the order they are named.
    static let gestureShaping: [any OptionDeclaration] = [velocity, drag, duration, ease, touches, onContent]

    /// The simulation rates `--frame-rate` offers: the scenario's supported rates.
    typealias FrameRate = GestureRequest.FrameRate

    let arguments: ParsedArguments

    /// The gesture and the scenario changes the options ask for (the touches themselves are read by
    /// ``setup(synthesizeDrag:scenario:)``, once the scenario is known good).
    var request: GestureRequest {
        GestureRequest(
            startHeight: self.startHeight, velocity: self.velocity, drag: self.drag, duration: self.duration,
            ease: self.ease, listOffset: self.listOffset, onContent: self.onContent, style: self.style,
            frameRate: self.frameRate?.perSecond, settleThreshold: self.settleThreshold)
    }

    /// The first of ``gestureShaping`` given, by name (`velocity`), or `nil`.
    var gestureShapingGiven: String? { Self.gestureShaping.first(where: arguments.isGiven)?.spec.name }

    /// Keeps the arguments; `--touches` and `--drag` exclude each other.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        if self.touches != nil, self.drag != nil {
            throw UsageError("--touches: give either --touches or --drag, not both")
        }
    }

    /// Throws `--duration: only applies to a --drag` when `--duration` is given without `--drag`.
    func requireDragForDuration() throws(UsageError) {
        if self.duration != nil, self.drag == nil { throw UsageError("--duration: only applies to a --drag") }
        if self.ease != nil, self.drag == nil { throw UsageError("--ease: only applies to a --drag") }
    }

    /// The scenario (`--scenario`, or `given`) with `--style`, `--frame-rate`, `--settle-threshold` and
    /// `--list-offset` applied, and the gesture (see ``GestureRequest/setup(on:synthesizeDrag:)``).
    ///
    /// - Throws: ``UsageError`` for a bad scenario, a list offset without a list, unreadable touches or a gesture
    ///   the scenario cannot take, naming the option.
    func setup(synthesizeDrag: Bool = false, scenario given: Scenario? = nil) throws(UsageError) -> GestureSetup {
        let scenario: Scenario
        if let given { scenario = given } else { scenario = try BenchCLI.loadScenario(self.scenario) }
        var request = request
        request.touches = try self.touches.map { file throws(UsageError) in
            let touches = try UsageError.rethrowing(prefix: "--touches: ") { () throws(RecordedTouches.FileError) in
                try RecordedTouches(file: file)
            }
            return (file, touches)
        }
        return try Self.setup(request, on: scenario, synthesizeDrag: synthesizeDrag)
    }

    /// `request` set up on `scenario` (``GestureRequest/setup(on:synthesizeDrag:)``), its refusal as the option
    /// it is about.
    static func setup(_ request: GestureRequest, on scenario: Scenario, synthesizeDrag: Bool = false)
        throws(UsageError) -> GestureSetup
    {
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
}
