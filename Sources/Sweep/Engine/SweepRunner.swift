// Sweep/SweepRunner: simulates every cell of a grid (or of one shard) on several threads, or one cell again with its
// frames.
import PanelSimulator
import Scenario
import Support
import Synchronization

/// Why a cell could not be simulated (a scenario the parameters made invalid, say): one line.
public struct SweepCellError: Error, CustomStringConvertible {
    /// `cell 12 (low-velocity-threshold=0.2, start height 400 pt, release velocity 0.2 pt/ms): <reason>`.
    public let description: String
}

/// A run of consecutive cells (of one shard), with their rows and, when asked, their text.
public struct SweepChunk: Sendable {
    /// The rows, ascending by cell.
    public var rows: [SweepRow]
    /// Their `sweep.csv` lines and `sweep.json` rows (empty when no encoder was given).
    public var text = SweepRowText()

    /// A chunk of `rows`, without text.
    public init(rows: [SweepRow]) { self.rows = rows }
}

/// Runs a sweep: for each cell, the base setup with the cell's parameter values, and the cell's gesture from its
/// start height (``SweepSetup/gesture(_:height:value:)``), simulated without recording frames.
///
///     let runner = try SweepRunner(setup: SweepSetup(scenario: base), grid: grid)
///     let rows = try runner.run(shard: nil, jobs: 2)
public struct SweepRunner: Sendable {
    /// The setup every cell starts from.
    public let setup: SweepSetup
    /// The grid.
    public let grid: SweepGrid

    /// The scenario every cell starts from.
    public var scenario: Scenario { setup.scenario }

    /// A runner of `scenario` with the default drag.
    public init(scenario: Scenario, grid: SweepGrid) throws(SweepGridError) {
        try self.init(setup: SweepSetup(scenario: scenario), grid: grid)
    }

    /// A runner; checks every parameter value against its legal range and every gesture value and start height.
    ///
    /// - Throws: ``SweepGridError`` naming the part of the grid holding the first bad value.
    public init(setup: SweepSetup, grid: SweepGrid) throws(SweepGridError) {
        for axis in grid.parameters {
            let parameter = axis.parameter
            let range = parameter.legalRange
            let field = SweepGridError.Field.parameter(parameter, values: axis.values.spec)
            for (value, label) in zip(axis.values.values, axis.values.labels) where !range.contains(value) {
                throw SweepGridError(field, .invalid("\(label) is not \(range.description)"))
            }
            if parameter.needsDrag, grid.gesture != .drag { throw SweepGridError(field, .needsDragGesture) }
            if let row = parameter.scenarioParameter, row.value(in: setup.scenario) == nil {
                throw SweepGridError(field, .invalid("scenario '\(setup.scenario.name)' has no \(row.field)"))
            }
            // The one validator: each value applied to the scenario, which must then validate as a file would.
            for (value, label) in zip(axis.values.values, axis.values.labels) {
                var probe = setup
                parameter.apply(value, to: &probe)
                let simulator: PanelSimulator
                do { simulator = try PanelSimulator(scenario: probe.scenario) } catch {
                    throw SweepGridError(field, .invalid("\(error)"))
                }
                // Geometry moves the travel: every start height must stay on it for every value.
                guard parameter.isGeometry else { continue }
                for (height, heightLabel) in zip(grid.startHeights.values, grid.startHeights.labels) {
                    do { _ = try simulator.releaseContext(for: .release(atDisplayHeight: height, velocity: 0)) } catch {
                        throw SweepGridError(
                            field, .invalid("at \(label) pt, start height \(heightLabel) pt: \(error)"))
                    }
                }
            }
        }
        let gesture = grid.gesture
        for (value, label) in zip(grid.gestureValues.values, grid.gestureValues.labels) where abs(value) > gesture.limit
        {
            throw SweepGridError(
                .gestureValues(gesture, values: grid.gestureValues.spec),
                .invalid(
                    "\(label) \(gesture.axisUnit) is beyond ±\(SweepValues.format(gesture.limit)) \(gesture.axisUnit)"))
        }
        let heights = SweepGridError.Field.startHeights(values: grid.startHeights.spec)
        // A valid scenario's display heights reach Scenario.maximumLength, so its default start heights do too.
        let limit = Scenario.maximumLength
        for (value, label) in zip(grid.startHeights.values, grid.startHeights.labels) where abs(value) > limit {
            throw SweepGridError(heights, .invalid("\(label) pt is beyond ±\(SweepValues.format(limit)) pt"))
        }
        // Every start height must lie on the panel's travel (parameters do not move it): check before any cell runs.
        if let simulator = try? PanelSimulator(scenario: setup.scenario) {
            for (value, label) in zip(grid.startHeights.values, grid.startHeights.labels) {
                do { _ = try simulator.releaseContext(for: .release(atDisplayHeight: value, velocity: 0)) } catch {
                    throw SweepGridError(heights, .invalid("\(label) pt: \(error)"))
                }
            }
        }
        self.setup = setup
        self.grid = grid
        var first = Outcome()
        let cache = CaptureCache()
        participants =
            (try? PanelSimulator(scenario: setup.scenario).outcome(
                of: .release(atDisplayHeight: grid.startHeights.values[0], velocity: 0), cache: cache, into: &first))
            .map { first.restingContentOffsets.map(\.name) } ?? []
    }

    /// The setup of parameter combination `combination`.
    public func setup(ofCombination combination: Int) -> SweepSetup {
        var copy = setup
        for (axis, value) in zip(grid.parameters, grid.values(ofCombination: combination)) {
            axis.parameter.apply(value, to: &copy)
        }
        return copy
    }

    /// The participants whose resting content offsets the rows hold, by name (those of a release from the
    /// first start height: the chain a cell captures).
    public let participants: [String]

    /// Simulates the cells `cells` (ascending) with `worker`'s cell simulator and outcome record, and makes `rows`
    /// their rows: the rows already there are written over in place (their resting offsets keep their storage),
    /// rows are added or dropped to match the cells.
    func simulate(
        _ cells: some Sequence<Int>, into rows: inout [SweepRow], worker: inout SweepWorker
    ) throws(SweepCellError) {
        var count = 0
        for cell in cells {
            try worker.cells.outcome(ofCell: cell, into: &worker.outcome)
            if count < rows.count {
                rows[count].update(cell: cell, outcome: worker.outcome, participants: participants)
            } else {
                rows.append(SweepRow(cell: cell, outcome: worker.outcome, participants: participants))
            }
            count += 1
        }
        rows.removeLast(rows.count - count)
    }

    /// `cell 12 (low-velocity-threshold=0.2, start height 400 pt, release velocity 0.2 pt/ms)`.
    public func describe(_ cell: Int) -> String {
        let at = grid.coordinates(of: cell)
        let parameters = zip(grid.parameters, grid.labels(ofCombination: at.combination))
            .map { "\($0.parameter.rawValue)=\($1)" }
        return
            "cell \(cell) (\(parameters.joined(separator: ", ")), start height \(grid.startHeights.labels[at.height]) pt, "
            + "\(grid.gesture.axisName) \(grid.gestureValues.labels[at.velocity]) \(grid.gesture.axisUnit))"
    }

    /// Simulates every cell of `shard` (all cells when nil) on `jobs` threads and hands the rows to `consume` in
    /// grid order, a chunk at a time, as they are ready: the same chunks whatever `jobs` is, and memory that does
    /// not grow with the grid.
    ///
    /// - Parameters:
    ///   - shard: the shard to run, or nil for the whole grid.
    ///   - jobs: threads (≥ 1).
    ///   - encoder: when given, each chunk also carries its CSV and JSON text, made on the worker threads.
    ///   - cancellation: raise it to stop early (the call then throws ``GridCancelled``).
    ///   - progress: called with the number of cells done so far (from any thread).
    ///   - consume: takes the chunks in order, on the calling thread.
    /// - Throws: ``SweepCellError`` for the lowest failing cell, ``GridCancelled``, or what `consume` throws.
    public func run(
        shard: SweepShard?, jobs: Int, encoder: SweepRowEncoder? = nil, cancellation: CancellationFlag? = nil,
        progress: (@Sendable (Int) -> Void)? = nil, consume: (SweepChunk) throws -> Void
    ) throws {
        let shard = shard ?? SweepShard(index: 0, count: 1)
        let total = shard.cellCount(ofTotal: grid.count)
        // Cells go out in chunks, so threads rarely meet on the shared counter and a chunk reuses its simulator: whole
        // parameter combinations when they fit (a combination's cells are consecutive in grid order), so that one
        // worker, not two, makes each combination's simulator and captures its axes.
        let most = max(1, min(1024, total / max(1, jobs * 16)))
        let combination = grid.startHeights.values.count * grid.gestureValues.values.count
        let chunk = combination <= most && shard.count == 1 ? most / combination * combination : most
        let chunks = (total + chunk - 1) / chunk
        let done = ProgressCounter()
        // The chunks `consume` is done with go back to the workers to be filled again: their rows and text keep
        // their storage, so a sweep allocates (and the kernel zeroes) its chunks' memory once, whatever its length.
        let spare = SpareChunks()
        try ParallelGrid.forEachInOrder(
            count: chunks, jobs: jobs, cancellation: cancellation, worker: { SweepWorker(runner: self) },
            compute: { worker, k in
                let first = k * chunk
                let last = min(total, first + chunk)
                let cells = stride(
                    from: shard.index + first * shard.count, to: shard.index + last * shard.count, by: shard.count)
                var result = spare.take()
                try self.simulate(cells, into: &result.rows, worker: &worker)
                result.text.removeAll()
                encoder?.encode(result.rows[...], into: &result.text, firstInFile: k == 0)
                if let progress { progress(done.add(result.rows.count)) }
                return result
            },
            consume: { _, chunk in
                try consume(chunk)
                spare.give(chunk)
            })
    }

    /// The rows of `shard` (all cells when nil) in grid order, held in memory (tests and small sweeps).
    public func run(
        shard: SweepShard?, jobs: Int, cancellation: CancellationFlag? = nil,
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> [SweepRow] {
        var rows: [SweepRow] = []
        try run(shard: shard, jobs: jobs, cancellation: cancellation, progress: progress) { rows += $0.rows }
        return rows
    }
}

/// What one sweep worker thread keeps from chunk to chunk: its cell simulator (with the combination's simulator
/// and the captured axis) and the one outcome record every cell is written into.
struct SweepWorker {
    /// The worker's cell simulator.
    var cells: SweepCellSimulator
    /// The record the cells' outcomes are written into, one after another.
    var outcome = Outcome()

    /// A worker for `runner`'s cells, with nothing simulated yet.
    init(runner: SweepRunner) { cells = SweepCellSimulator(runner: runner) }
}

/// Chunks the consumer is done with, waiting to be filled again (at most one per chunk in flight).
private final class SpareChunks: Sendable {
    private let chunks = Mutex<[SweepChunk]>([])

    /// A spare chunk, or a new empty one.
    func take() -> SweepChunk { chunks.withLock { $0.popLast() } ?? SweepChunk(rows: []) }

    /// Keeps `chunk` for a worker to fill again.
    func give(_ chunk: SweepChunk) { chunks.withLock { $0.append(chunk) } }
}

/// A shared count of finished cells.
private final class ProgressCounter: Sendable {
    private let value = Atomic<Int>(0)
    func add(_ n: Int) -> Int { value.wrappingAdd(n, ordering: .relaxed).newValue }
}

extension SweepRunner {
    /// Cell `cell`'s whole run with its frames: the same setup and gesture as the sweep's
    /// (``SweepCellSimulator/outcome(ofCell:)``), recorded frame by frame.
    ///
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected.
    public func trajectory(ofCell cell: Int) throws(SweepCellError) -> Trajectory {
        let at = grid.coordinates(of: cell)
        let setup = setup(ofCombination: at.combination)
        let gesture = setup.gesture(
            grid.gesture, height: grid.startHeights.values[at.height], value: grid.gestureValues.values[at.velocity])
        do {
            return try PanelSimulator(scenario: setup.scenario).run(gesture)
        } catch {
            throw SweepCellError(description: "\(describe(cell)): \(error)")
        }
    }

    /// A runner that replays the sweep `header` records, from `scenario` (what the header's `spec` names): the
    /// header's parameter values and settle threshold applied; nil when the result does not match the header's
    /// record of its scenario (the file changed since the sweep ran), so its cells cannot be replayed faithfully.
    public static func replaying(_ header: SweepHeader, scenario: Scenario) -> SweepRunner? {
        var setup = SweepSetup(scenario: scenario)
        for parameter in SweepParameter.allCases {
            if let value = header.scenario.parameters[parameter.rawValue] { parameter.apply(value, to: &setup) }
        }
        setup.scenario.settleThreshold = header.settleThresholdPt
        guard SweepScenarioInfo(setup, spec: header.scenario.spec) == header.scenario else { return nil }
        return try? SweepRunner(setup: setup, grid: header.grid)
    }
}
