// Analysis/Sweep/SweepCellSimulator: a runner's cells one at a time, the way its workers simulate them, with the
// axes and movements that serve later cells kept.
import PanelSimulator

/// Simulates the cells of one runner one at a time, as the runner does: the simulator is kept across cells of
/// one parameter combination; the axis captured for a start height, and each cell's movement (a
/// ``MovementMemo`` per start height and gesture value), are kept for the next cells and combinations that move
/// alike (``PanelSimulator/movesLike(_:)``: only feel parameters changed). Cells are best visited in grid order;
/// any order gives the same outcomes.
///
///     var cells = SweepCellSimulator(runner: runner)
///     let frames = try cells.outcome(ofCell: 12).frameCount
public struct SweepCellSimulator {
    /// The runner whose grid and setup the cells come from.
    public let runner: SweepRunner

    /// How each cell's outcome is found: solved from the movement's events (the sweep's way), or every frame
    /// stepped (the frame-by-frame reference, for benchmarks). The outcomes are the same.
    public var stepping: OutcomeStepping

    /// Whether a cell's outcome may come from a movement memo (``MovementMemo``): the same outcome as solving it,
    /// taken when the cell at the same start height and gesture value of an earlier combination that moves alike
    /// read the feel parameters the same way. False solves every cell (a benchmark's reference).
    public var usesMemo: Bool

    /// The most movement identities whose axes and memos are kept at once (a grid whose non-feel parameters take
    /// more values than this, varying faster than its feel parameters, solves its cells again).
    public static let maximumLanes = 4
    /// The most movement memos kept per movement identity (one per start height and gesture value, sharing
    /// slots beyond this many): memory stays a few megabytes whatever the grid.
    public static let maximumMemoSlots = 2048
    /// The most start heights whose captured axes (one per first direction: down, none, up) are kept per movement
    /// identity (sharing beyond).
    public static let maximumCaptures = 64

    /// The setup and simulator of one parameter combination, kept across its cells (a reference: a cell reads
    /// them in place, and copying a setup or a simulator, each holding a scenario, costs more than some cells).
    private final class Combination {
        let index: Int
        let setup: SweepSetup
        let simulator: PanelSimulator
        /// The lane of the simulator's movement identity.
        let lane: Int

        init(index: Int, setup: SweepSetup, simulator: PanelSimulator, lane: Int) {
            self.index = index
            self.setup = setup
            self.simulator = simulator
            self.lane = lane
        }

        /// The gesture of the cell at start height `height` (pt) and gesture value `value`, made from the setup
        /// in place (a copy of the setup, holding a scenario, costs more than the gesture).
        func gesture(_ kind: SweepGesture, height: Double, value: Double) -> Gesture {
            setup.gesture(kind, height: height, value: value)
        }
    }

    /// What is kept for one movement identity: a simulator of it (the one whose scenario later combinations are
    /// compared with), the axes captured per start height and first direction, and the memos per start height and
    /// gesture value — made only once a second combination moves alike (a sweep of physics parameters, each
    /// combination its own identity, never pays for memos).
    private struct Lane {
        let simulator: PanelSimulator
        var captures: [CaptureCache]
        var memos: [MovementMemo] = []
        /// When the lane was last used (combinations made so far): the least recent one is replaced.
        var used: Int
    }

    private var current: Combination?
    private var lanes: [Lane] = []
    /// Combinations made so far.
    private var made = 0

    /// A simulator for `runner`'s cells, with nothing cached yet.
    public init(runner: SweepRunner, stepping: OutcomeStepping = .events, usesMemo: Bool = true) {
        self.runner = runner
        self.stepping = stepping
        self.usesMemo = usesMemo
    }

    /// Simulates cell `cell` (a grid index, `0..<runner.grid.count`) without recording frames.
    ///
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected.
    public mutating func outcome(ofCell cell: Int) throws(SweepCellError) -> Outcome {
        var record = Outcome()
        try outcome(ofCell: cell, into: &record)
        return record
    }

    /// Simulates cell `cell` like ``outcome(ofCell:)`` and writes its outcome into `record`
    /// (``PanelSimulator/outcome(of:policy:cache:memo:into:)``): one record kept across cells takes each solved
    /// outcome in its own storage; an outcome taken from a memo shares the memo's resting offsets until the record
    /// is written again (which then copies them once).
    ///
    /// - Returns: with events stepping and ``usesMemo``, the movement memo the outcome is (its slot and
    ///   ``MovementMemo/stamp``: text made from one outcome serves every row of the same reference), else nil.
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected; `record` is then
    ///   unchanged.
    @discardableResult
    public mutating func outcome(ofCell cell: Int, into record: inout Outcome) throws(SweepCellError)
        -> SweepOutcomeReference?
    {
        let at = runner.grid.coordinates(of: cell)
        do {
            let combination = try self.combination(at.combination)
            let height = runner.grid.startHeights.values[at.height]
            let value = runner.grid.gestureValues.values[at.velocity]
            let gesture = combination.gesture(runner.grid.gesture, height: height, value: value)
            // One axis per start height and first direction, so releases either way of 0 keep theirs (a slot choice
            // only: the cache's own key, the direction after touch slop, decides whether its axis serves).
            let capture = (at.height % Self.maximumCaptures) * 3 + Int(gesture.firstDirection + 1)
            let lane = combination.lane
            guard stepping == .events, usesMemo, !lanes[lane].memos.isEmpty else {
                try combination.simulator.outcome(
                    of: gesture, stepping: stepping, cache: &lanes[lane].captures[capture], into: &record)
                return nil
            }
            let slot = (at.height * runner.grid.gestureValues.values.count + at.velocity) % Self.maximumMemoSlots
            // In place through pointers: the arrays' element accessors would copy a memo (most of a kilobyte) and a
            // capture cache (a stepper, a kilobyte) out and back.
            return try lanes.withUnsafeMutableBufferPointer { lanes throws(SimulationError) in
                try lanes[lane].memos.withUnsafeMutableBufferPointer { memos throws(SimulationError) in
                    try lanes[lane].captures.withUnsafeMutableBufferPointer { captures throws(SimulationError) in
                        let use = try combination.simulator.outcome(
                            of: gesture, cache: &captures[capture], memo: &memos[slot], into: &record)
                        guard use != .bypassed else { return nil }
                        return SweepOutcomeReference(
                            slot: lane * Self.maximumMemoSlots + slot, stamp: memos[slot].stamp)
                    }
                }
            }
        } catch {
            throw SweepCellError(description: "\(runner.describe(cell)): \(error)")
        }
    }

    /// The combination `index`, made (with its simulator, in the lane of its movement identity) unless it is the
    /// current one.
    private mutating func combination(_ index: Int) throws(SimulationError) -> Combination {
        if let current, current.index == index { return current }
        let setup = runner.setup(ofCombination: index)
        // Made after the kept lanes' simulators: when only feel parameters changed, their axes and memos serve it.
        let simulator = try PanelSimulator(scenario: setup.scenario, after: lanes.map(\.simulator))
        made += 1
        let lane: Int
        if let kept = lanes.firstIndex(where: { simulator.movesLike($0.simulator) }) {
            lane = kept
            if usesMemo, lanes[lane].memos.isEmpty {
                lanes[lane].memos = Array(
                    repeating: MovementMemo(),
                    count: min(
                        runner.grid.startHeights.values.count * runner.grid.gestureValues.values.count,
                        Self.maximumMemoSlots))
            }
        } else {
            let fresh = Lane(
                simulator: simulator,
                captures: Array(
                    repeating: CaptureCache(),
                    count: 3 * min(runner.grid.startHeights.values.count, Self.maximumCaptures)),
                used: made)
            if lanes.count < Self.maximumLanes {
                lanes.append(fresh)
                lane = lanes.count - 1
            } else {
                lane = lanes.indices.min { lanes[$0].used < lanes[$1].used } ?? 0
                lanes[lane] = fresh
            }
        }
        lanes[lane].used = made
        current = nil
        let combination = Combination(index: index, setup: setup, simulator: simulator, lane: lane)
        current = combination
        return combination
    }
}
