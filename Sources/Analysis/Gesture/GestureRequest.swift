// Analysis/Gesture/GestureRequest: one gesture as asked for (a bare release, a synthesized drag or recorded
// touches), made into a scenario and a gesture ready to simulate (and the height it starts at), with the line that
// describes it.
import PanelSimulator
import Scenario
import ScrollAxis
import Support
import Units

/// The gesture a command asks for, with the scenario changes that go with it; ``setup(on:synthesizeDrag:)`` makes
/// it the scenario and the gesture to simulate.
public struct GestureRequest: Sendable {
    /// Display height at touch-down, points (`nil`: ``defaultStartHeight(of:)``).
    public var startHeight: Double? = nil
    /// Release velocity, points per millisecond (`nil`: ``defaultVelocity``, or a drag's estimated velocity).
    public var velocity: Double? = nil
    /// Drag the finger this far before release, points (+ = up, expanding); `nil`: no drag.
    public var drag: Double? = nil
    /// How long the drag lasts, seconds (`nil`: ``defaultDragDuration``).
    public var duration: Double? = nil
    /// How the drag's finger speed changes (`nil`: constant speed).
    public var ease: DragEase? = nil
    /// A recorded finger path to replay instead, and the name it was read from (for the description).
    public var touches: (name: String, touches: RecordedTouches)? = nil
    /// The inner list's content offset at touch-down, points.
    public var listOffset: Double? = nil
    /// Whether the touch lands on the inner content rather than the header.
    public var onContent = false
    /// The movement style of panel-to-panel releases (`nil`: the scenario's).
    public var style: MovementStyle? = nil
    /// The simulation and touch sampling rate, frames per second (`nil`: the scenario's).
    public var frameRate: Double? = nil
    /// The settle threshold, points (`nil`: the scenario's).
    public var settleThreshold: Double? = nil

    /// A request with the given fields (see each); with none, a bare release at the default height and velocity.
    public init(
        startHeight: Double? = nil, velocity: Double? = nil, drag: Double? = nil, duration: Double? = nil,
        ease: DragEase? = nil, listOffset: Double? = nil, onContent: Bool = false, style: MovementStyle? = nil,
        frameRate: Double? = nil, settleThreshold: Double? = nil
    ) {
        (self.startHeight, self.velocity, self.drag, self.duration) = (startHeight, velocity, drag, duration)
        (self.ease, self.listOffset, self.onContent, self.style) = (ease, listOffset, onContent, style)
        (self.frameRate, self.settleThreshold) = (frameRate, settleThreshold)
    }

    /// The release velocity used when none is given, points per millisecond.
    public static let defaultVelocity = 1.5
    /// The duration of a drag given without one, seconds.
    public static let defaultDragDuration = Gesture.defaultDragDuration

    /// The display height a gesture starts at when none is given, points: the scenario's initial height, else the
    /// middle detent, else the middle of the panel's travel without detents.
    public static func defaultStartHeight(of scenario: Scenario) -> Double {
        if let h = scenario.initialDisplayHeight { return h }
        if !scenario.detents.isEmpty { return scenario.detents[scenario.detents.count / 2] }
        let lowest = scenario.minimumDisplayHeight ?? 66
        return (lowest + scenario.panelHeight) / 2
    }

    /// `scenario` with the style, frame rate, settle threshold and list offset applied, and the gesture.
    ///
    /// - Parameter synthesizeDrag: without a drag or touches, make a drag of ``duration`` seconds whose constant
    ///   finger speed is the release velocity (policies that read the finger path need one).
    /// - Throws: ``GestureRequestError`` for a list offset without a list, a start the simulator cannot place, or a
    ///   gesture the scenario cannot take.
    public func setup(on scenario: Scenario, synthesizeDrag: Bool = false) throws(GestureRequestError)
        -> GestureSetup
    {
        var scenario = scenario
        if let style { scenario.movementStyle = style }
        if let frameRate { scenario.frameRate = frameRate }
        if let settleThreshold { scenario.settleThreshold = settleThreshold }
        if let listOffset {
            guard !scenario.chain.isEmpty else { throw .listOffsetWithoutList(scenario: scenario.name) }
            scenario.chain[0].contentOffset = listOffset
        }
        var height = startHeight ?? Self.defaultStartHeight(of: scenario)
        if listOffset != nil, startHeight == nil {
            do throws(SimulationError) {
                height = try PanelSimulator(scenario: scenario).listHeight(forTouchAt: height)
            } catch {
                throw .simulation(error)
            }
        }
        let fmt = { (value: Double) in NumberFormat.short(value) }
        let rate = scenario.frameRate
        let duration = self.duration ?? Self.defaultDragDuration
        let gesture: Gesture
        let description: String
        var synthesized = false
        if let (file, touches) = touches {
            var replay = touches.gesture(
                from: .displayHeight(height), frameRate: rate, startsOnInnerContent: onContent)
            if let velocity { replay.releaseVelocity = velocity }
            gesture = replay
            let travel = touches.translations.last ?? 0
            description =
                "touches \(file) (\(touches.times.count) samples, \(fmt(travel)) pt in "
                + "\(fmt(touches.times.last ?? 0)) s) from \(fmt(height)) pt"
                + (velocity.map { ", release \(fmt($0)) pt/ms" } ?? "")
        } else if let distance = drag {
            gesture = .drag(
                fromDisplayHeight: height, distance: distance, duration: duration, sampleRate: rate,
                ease: ease ?? .linear, releaseVelocity: velocity, startsOnInnerContent: onContent)
            description =
                "drag \(fmt(distance)) pt in \(fmt(duration)) s from \(fmt(height)) pt"
                + (ease.map { $0 == .linear ? "" : ", ease \($0.rawValue)" } ?? "")
                + (velocity.map { ", release \(fmt($0)) pt/ms" } ?? "")
        } else if synthesizeDrag {
            let v = velocity ?? Self.defaultVelocity
            let distance = PointsPerMillisecond(v).pointsPerSecond.value * duration
            gesture = .drag(
                fromDisplayHeight: height, distance: distance, duration: duration, sampleRate: rate,
                startsOnInnerContent: onContent)
            description = "drag \(fmt(distance)) pt in \(fmt(duration)) s from \(fmt(height)) pt (synthesized)"
            synthesized = true
        } else {
            let v = velocity ?? Self.defaultVelocity
            gesture = Gesture(start: .displayHeight(height), releaseVelocity: v, startsOnInnerContent: onContent)
            description = "release at \(fmt(height)) pt, \(fmt(v)) pt/ms"
        }
        if let problem = gesture.problem() { throw .gesture(problem) }
        return GestureSetup(
            scenario: scenario, gesture: gesture, description: description + (onContent ? ", on the content" : ""),
            synthesized: synthesized)
    }
}

/// A scenario and a gesture ready to simulate.
public struct GestureSetup: Sendable {
    /// The scenario, with the request's style, frame rate, settle threshold and list offset applied.
    public var scenario: Scenario
    /// The gesture.
    public var gesture: Gesture
    /// One line describing the gesture, units included.
    public var description: String
    /// Whether the drag was synthesized because none was given.
    public var synthesized: Bool
}

/// Why a ``GestureRequest`` cannot be set up; the command line names the option each case is about.
public enum GestureRequestError: Error, Sendable {
    /// A list offset was asked for on a scenario (named) whose chain is empty.
    case listOffsetWithoutList(scenario: String)
    /// The simulator could not place the start (the list offset's touch height).
    case simulation(SimulationError)
    /// The gesture itself is not one the simulator takes (the reason).
    case gesture(String)
}

extension GestureRequest {
    /// A simulation and touch sampling rate a request may ask for: one of ``Scenario/supportedFrameRates``.
    public struct FrameRate: CaseIterable, Sendable, Hashable {
        /// Frames per second.
        public let perSecond: Double
        /// Every supported rate, ascending.
        public static let allCases = Scenario.supportedFrameRates.map(FrameRate.init)
        /// The rate as written (`60`, `120`, `240`).
        public var spelling: String { LegalRange.text(perSecond) }
    }
}

extension GestureSetup {
    /// The display height at touch-down, points (a start given as an outer offset measured on the scenario's viewport).
    public var startHeight: Double {
        switch gesture.start {
        case .displayHeight(let h): h
        case .outerOffset(let y): y + scenario.viewportHeight
        }
    }
}
