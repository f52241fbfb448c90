// TestSupport/OutcomeOracles: a gesture's outcome found each way the simulator can find it, for the differential
// tests.
@testable import PanelSimulator

extension PanelSimulator {
    /// `gesture`'s outcome without frames, found by `stepping` (``OutcomeStepping/everyFrame``: every frame placed
    /// on the axis, the reference the solved events are held to), through `cache`.
    public func outcome(
        of gesture: Gesture, everyFrame: Bool = false, cache: CaptureCache
    ) throws(SimulationError) -> Outcome {
        var record = Outcome()
        try outcome(of: gesture, stepping: everyFrame ? .everyFrame : .events, cache: cache, into: &record)
        return record
    }

    /// `gesture`'s outcome found by `stepping` (see ``outcome(of:everyFrame:cache:)``), written into `record`.
    public func outcome(
        of gesture: Gesture, everyFrame: Bool, cache: CaptureCache, into record: inout Outcome
    ) throws(SimulationError) {
        try outcome(of: gesture, stepping: everyFrame ? .everyFrame : .events, cache: cache, into: &record)
    }
}

extension FrameStepper {
    /// Finishes the gesture every frame at a time (the reference of ``finish()``).
    public mutating func finishEveryFrame() { finish(.everyFrame) }
}
