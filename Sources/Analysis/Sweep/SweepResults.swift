// Analysis/Sweep/SweepResults: what a sweep found: one row per cell, plus what is needed to redo or re-draw it.
import PanelSimulator

/// The outcome of one cell: where the release landed and how the motion felt.
public struct SweepRow: Sendable, Hashable {
    /// The cell's index in grid order (see ``SweepGrid``).
    public var cell: Int
    /// Target display height, points.
    public var landingHeight: Double
    /// Index of the detent the release lands on, or nil (inside a list, or no detent there).
    public var landingDetent: Int?
    /// The solver's handoff type (`panelToPanel`, `participantToPanel`, …), nil for policies without it.
    public var handoff: String?
    /// How the movement ran (`decelerating`, `animating`, `bouncing`, `settled`).
    public var movement: String
    /// Seconds from release until the panel stays within half a pixel of the target.
    public var settleTime: Double
    /// Distance past the target in the direction of travel, points.
    public var overshoot: Double
    /// Largest outer-offset speed after release, points per second.
    public var peakSpeed: Double
    /// Start velocity of the movement minus the release velocity, points per second.
    public var velocityJump: Double
    /// Frames simulated for the cell (tracking, movement and the final frame).
    public var frames: Int

    /// A row; see the properties for units.
    public init(
        cell: Int, landingHeight: Double, landingDetent: Int?, handoff: String?, movement: String, settleTime: Double,
        overshoot: Double, peakSpeed: Double, velocityJump: Double, frames: Int
    ) {
        self.cell = cell
        self.landingHeight = landingHeight
        self.landingDetent = landingDetent
        self.handoff = handoff
        self.movement = movement
        self.settleTime = settleTime
        self.overshoot = overshoot
        self.peakSpeed = peakSpeed
        self.velocityJump = velocityJump
        self.frames = frames
    }

    /// The row for `summary` at cell `cell`.
    public init(cell: Int, summary: TrajectorySummary) {
        self.init(
            cell: cell, landingHeight: summary.targetHeight, landingDetent: summary.targetDetentIndex,
            handoff: summary.scrollType?.rawValue, movement: summary.movement.rawValue, settleTime: summary.settleTime,
            overshoot: summary.overshoot, peakSpeed: summary.peakSpeed, velocityJump: summary.velocityJump,
            frames: summary.frameCount)
    }
}

/// The scenario a sweep ran, as recorded in `sweep.json`: enough to read the results and re-draw them.
public struct SweepScenarioInfo: Sendable, Hashable, Codable {
    /// What `--scenario` said (a preset name or a file path; `default` when absent).
    public var spec: String
    /// The scenario's name.
    public var name: String
    /// Host viewport height, points.
    public var viewportHeightPt: Double
    /// Panel height, points.
    public var panelHeightPt: Double
    /// Detent display heights, points.
    public var detentsPt: [Double]
    /// Nested scroll views under the finger.
    public var chainDepth: Int
    /// Simulation rate, frames per second.
    public var frameRateHz: Double
    /// `systemScroll` or `viewAnimation`.
    public var movementStyle: String
    /// The release policy's name.
    public var policy: String
    /// Every sweepable parameter's value in the scenario before the sweep changes it, by name, in its unit.
    public var parameters: [String: Double]

    /// The record of `scenario`, loaded from `spec`.
    public init(_ scenario: Scenario, spec: String) {
        self.spec = spec
        name = scenario.name
        viewportHeightPt = scenario.viewportHeight
        panelHeightPt = scenario.panelHeight
        detentsPt = scenario.detents
        chainDepth = scenario.chain.count
        frameRateHz = scenario.frameRate
        movementStyle = scenario.movementStyle.rawValue
        policy = scenario.policy.rawValue
        parameters = Dictionary(
            uniqueKeysWithValues: SweepParameter.allCases.map { ($0.rawValue, $0.value(in: scenario)) })
    }
}

/// Everything `sweep.json` holds besides the rows; shards of one sweep share it (except ``shard``).
public struct SweepHeader: Sendable, Hashable {
    /// The results format version (``SweepDocument/version``).
    public var version: Int
    /// The tool that wrote them, e.g. `bench 0.1.0`.
    public var tool: String
    /// The random seed: sweeps draw no random numbers, so 0; recorded for the results format.
    public var seed: UInt64
    /// The scenario.
    public var scenario: SweepScenarioInfo
    /// The grid.
    public var grid: SweepGrid
    /// The shard these rows are, or nil for a whole sweep.
    public var shard: SweepShard?

    /// A header; see the properties.
    public init(
        version: Int = SweepDocument.version, tool: String, seed: UInt64 = 0, scenario: SweepScenarioInfo,
        grid: SweepGrid, shard: SweepShard?
    ) {
        self.version = version
        self.tool = tool
        self.seed = seed
        self.scenario = scenario
        self.grid = grid
        self.shard = shard
    }
}

/// A sweep's results: the header and the rows, ascending by cell.
public struct SweepResults: Sendable, Hashable {
    /// Scenario, grid, shard, tool.
    public var header: SweepHeader
    /// One row per cell run, ascending by ``SweepRow/cell``.
    public var rows: [SweepRow]

    /// Results; `rows` must be ascending by cell.
    public init(header: SweepHeader, rows: [SweepRow]) {
        self.header = header
        self.rows = rows
    }

    /// Total frames simulated.
    public var frameCount: Int { rows.reduce(0) { $0 + $1.frames } }

    /// Joins the shards of one sweep into the results one unsharded run gives.
    ///
    /// - Parameter parts: every shard of one sweep (any order), each read from its `sweep.json`.
    /// - Throws: ``SweepSpecError`` when they are not the N shards of one sweep: different scenario, grid, tool
    ///   or shard count, a shard missing or given twice, or an unsharded part.
    public static func merge(_ parts: [(source: String, results: SweepResults)]) throws(SweepSpecError) -> SweepResults
    {
        guard let first = parts.first else { throw SweepSpecError("nothing to merge") }
        var header = first.results.header
        header.shard = nil
        guard let count = first.results.header.shard?.count else {
            throw SweepSpecError("\(first.source): is not a shard (it holds a whole sweep)")
        }
        var byIndex: [Int: String] = [:]
        for (source, results) in parts {
            var other = results.header
            guard let shard = other.shard else {
                throw SweepSpecError("\(source): is not a shard (it holds a whole sweep)")
            }
            other.shard = nil
            if other.tool != header.tool || other.version != header.version {
                throw SweepSpecError(
                    "\(source): written by \(other.tool) (format \(other.version)), not \(header.tool) (format \(header.version)) like \(first.source)"
                )
            }
            if other.scenario != header.scenario {
                throw SweepSpecError("\(source): another scenario than \(first.source)")
            }
            if other.grid != header.grid { throw SweepSpecError("\(source): another grid than \(first.source)") }
            if shard.count != count {
                throw SweepSpecError(
                    "\(source): shard \(shard.index)/\(shard.count), but \(first.source) is one of \(count)")
            }
            if let earlier = byIndex[shard.index] {
                throw SweepSpecError("\(source): shard \(shard.index)/\(count) is also \(earlier)")
            }
            byIndex[shard.index] = source
        }
        if let missing = (0..<count).first(where: { byIndex[$0] == nil }) {
            throw SweepSpecError("shard \(missing)/\(count) is missing (\(parts.count) of \(count) given)")
        }
        let total = header.grid.count
        var rows: [SweepRow?] = Array(repeating: nil, count: total)
        for (source, results) in parts {
            guard let shard = results.header.shard else {
                throw SweepSpecError("\(source): not a shard (written without --shard)")
            }
            let expected = shard.cellCount(ofTotal: total)
            guard results.rows.count == expected else {
                throw SweepSpecError(
                    "\(source): \(results.rows.count) rows, shard \(shard.index)/\(count) has \(expected) cells")
            }
            for row in results.rows {
                guard row.cell >= 0, row.cell < total, row.cell % count == shard.index, rows[row.cell] == nil else {
                    throw SweepSpecError("\(source): cell \(row.cell) does not belong to shard \(shard.index)/\(count)")
                }
                rows[row.cell] = row
            }
        }
        return SweepResults(header: header, rows: rows.compactMap { $0 })
    }
}
