// Analysis/Sweep/SweepRunner: simulates every cell of a grid (or of one shard) on several threads.
import PanelSimulator
import Synchronization

/// Why a cell could not be simulated (a scenario the parameters made invalid, say): one line.
public struct SweepCellError: Error, CustomStringConvertible {
    /// `cell 12 (low-velocity-threshold=0.2, start height 400 pt, velocity 0.2 pt/ms): <reason>`.
    public let description: String
}

/// Runs a sweep: for each cell, the base scenario with the cell's parameter values, released at the cell's
/// start height with the cell's velocity (`Gesture.release(atDisplayHeight:velocity:)`), simulated without
/// recording frames.
///
///     let runner = try SweepRunner(scenario: base, grid: grid)
///     let rows = try runner.run(shard: nil, jobs: 2)
public struct SweepRunner: Sendable {
    /// The scenario every cell starts from.
    public let scenario: Scenario
    /// The grid.
    public let grid: SweepGrid

    /// A runner; checks every parameter value against its legal range and every velocity and start height.
    ///
    /// - Throws: ``SweepSpecError`` naming the first bad value.
    public init(scenario: Scenario, grid: SweepGrid) throws(SweepSpecError) {
        for axis in grid.parameters {
            let range = axis.parameter.legalRange
            for (value, label) in zip(axis.values.values, axis.values.labels) where !range.contains(value) {
                throw SweepSpecError(
                    "--param \(axis.parameter.rawValue)=\(axis.values.spec): \(label) is not \(range.description)\(axis.parameter.isBoolean ? "" : " " + axis.parameter.unit)"
                )
            }
            for value in axis.values.values {
                var probe = scenario
                axis.parameter.apply(value, to: &probe)
                do { _ = try PanelSimulator(scenario: probe) } catch {
                    throw SweepSpecError("--param \(axis.parameter.rawValue)=\(axis.values.spec): \(error)")
                }
            }
        }
        for (value, label) in zip(grid.velocities.values, grid.velocities.labels) where abs(value) > 1000 {
            throw SweepSpecError("--velocities \(grid.velocities.spec): \(label) pt/ms is beyond ±1000 pt/ms")
        }
        for (value, label) in zip(grid.startHeights.values, grid.startHeights.labels) where abs(value) > 100_000 {
            throw SweepSpecError("--start-heights \(grid.startHeights.spec): \(label) pt is beyond ±100000 pt")
        }
        // Every start height must lie on the panel's travel (parameters do not move it): check before any cell runs.
        if let simulator = try? PanelSimulator(scenario: scenario) {
            for (value, label) in zip(grid.startHeights.values, grid.startHeights.labels) {
                do { _ = try simulator.stepper(for: .release(atDisplayHeight: value, velocity: 0)) } catch {
                    throw SweepSpecError("--start-heights \(grid.startHeights.spec): \(label) pt: \(error)")
                }
            }
        }
        self.scenario = scenario
        self.grid = grid
    }

    /// The scenario of parameter combination `combination`.
    public func scenario(ofCombination combination: Int) -> Scenario {
        var copy = scenario
        for (axis, value) in zip(grid.parameters, grid.values(ofCombination: combination)) {
            axis.parameter.apply(value, to: &copy)
        }
        return copy
    }

    /// Simulates the cells `cells` (ascending), one ``SweepCellSimulator`` for all of them.
    func simulate(_ cells: some Sequence<Int>) throws(SweepCellError) -> [SweepRow] {
        var rows: [SweepRow] = []
        rows.reserveCapacity(cells.underestimatedCount)
        var simulator = SweepCellSimulator(runner: self)
        for cell in cells {
            rows.append(SweepRow(cell: cell, summary: try simulator.summary(ofCell: cell)))
        }
        return rows
    }

    /// `cell 12 (low-velocity-threshold=0.2, start height 400 pt, velocity 0.2 pt/ms)`.
    public func describe(_ cell: Int) -> String {
        let at = grid.coordinates(of: cell)
        let parameters = zip(grid.parameters, grid.labels(ofCombination: at.combination))
            .map { "\($0.parameter.rawValue)=\($1)" }
        return
            "cell \(cell) (\(parameters.joined(separator: ", ")), start height \(grid.startHeights.labels[at.height]) pt, "
            + "velocity \(grid.velocities.labels[at.velocity]) pt/ms)"
    }

    /// Simulates every cell of `shard` (all cells when nil) on `jobs` threads and returns the rows in grid order:
    /// the same rows whatever `jobs` is.
    ///
    /// - Parameters:
    ///   - shard: the shard to run, or nil for the whole grid.
    ///   - jobs: threads (≥ 1).
    ///   - cancellation: raise it to stop early (the call then throws ``GridCancelled``).
    ///   - progress: called with the number of cells done so far (from any thread).
    /// - Throws: ``SweepCellError`` for the lowest failing cell.
    public func run(
        shard: SweepShard?, jobs: Int, cancellation: CancellationFlag? = nil,
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> [SweepRow] {
        let shard = shard ?? SweepShard(index: 0, count: 1)
        let total = shard.cellCount(ofTotal: grid.count)
        // Cells go out in chunks, so threads rarely meet on the shared counter and a chunk reuses its simulator.
        let chunk = max(1, min(256, total / max(1, jobs * 16)))
        let chunks = (total + chunk - 1) / chunk
        let done = ProgressCounter()
        let parts = try ParallelGrid.map(count: chunks, jobs: jobs, cancellation: cancellation) { k in
            let first = k * chunk
            let last = min(total, first + chunk)
            let cells = stride(
                from: shard.index + first * shard.count, to: shard.index + last * shard.count, by: shard.count)
            let rows = try self.simulate(cells)
            if let progress { progress(done.add(rows.count)) }
            return rows
        }
        return parts.flatMap { $0 }
    }
}

/// Simulates the cells of one runner one at a time, as the runner does: the simulator is kept across cells of
/// one parameter combination, and the axis captured for one start height is reused by the next cells at that
/// height (same simulator). Cells are best visited in grid order; any order gives the same summaries.
///
///     var cells = SweepCellSimulator(runner: runner)
///     let frames = try cells.summary(ofCell: 12).frameCount
public struct SweepCellSimulator {
    /// The runner whose grid and scenario the cells come from.
    public let runner: SweepRunner
    private var cached: (combination: Int, simulator: PanelSimulator)?
    private var capture = CaptureCache()

    /// A simulator for `runner`'s cells, with nothing cached yet.
    public init(runner: SweepRunner) { self.runner = runner }

    /// Simulates cell `cell` (a grid index, `0..<runner.grid.count`) without recording frames.
    ///
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected.
    public mutating func summary(ofCell cell: Int) throws(SweepCellError) -> TrajectorySummary {
        let grid = runner.grid
        let at = grid.coordinates(of: cell)
        do {
            let simulator: PanelSimulator
            if let cached, cached.combination == at.combination {
                simulator = cached.simulator
            } else {
                simulator = try PanelSimulator(scenario: runner.scenario(ofCombination: at.combination))
                cached = (at.combination, simulator)
                capture = CaptureCache()
            }
            let gesture = Gesture.release(
                atDisplayHeight: grid.startHeights.values[at.height], velocity: grid.velocities.values[at.velocity])
            return try simulator.run(gesture, recordFrames: false, cache: &capture).summary
        } catch {
            throw SweepCellError(description: "\(runner.describe(cell)): \(error)")
        }
    }
}

/// A shared count of finished cells.
private final class ProgressCounter: Sendable {
    private let value = Atomic<Int>(0)
    func add(_ n: Int) -> Int { value.wrappingAdd(n, ordering: .relaxed).newValue }
}
