// Sweep/SweepResults: what a sweep found: one row per cell, plus what is needed to redo or re-draw it.
import PanelSimulator
import Scenario
import ScrollAxis
import Support

/// The outcome of one cell: where the motion came to rest and how it felt. Units are in the names of the CSV
/// columns (``SweepDocument/columns(_:)``).
public struct SweepRow: Sendable, Hashable {
    /// The cell's index in grid order (see ``SweepGrid``).
    public var cell: Int
    /// The release velocity the movement started from: the cell's, or estimated from a drag's samples, pt/ms.
    public var releaseVelocity: Double
    /// Display height at rest, points.
    public var landingHeight: Double
    /// Index of the detent the motion rests on, or nil (inside a list, or no detent there).
    public var landingDetent: Int?
    /// Outer offset at rest, points.
    public var restOuterOffset: Double
    /// Each participant's content offset at rest, points, in the order of ``SweepHeader/participants``.
    public var restContentOffsets: [Double]
    /// The solver's handoff type (`panelToPanel`, `participantToPanel`, …), nil for policies without it.
    public var handoff: ScrollType?
    /// How the movement ran (`decelerating`, `animating`, `bouncing`, `settled`).
    public var movement: Phase
    /// Seconds from release until the motion stays within the settle threshold of its rest.
    public var settleTime: Double
    /// Distance past the rest position in the direction of travel, points.
    public var overshoot: Double
    /// Largest outer-offset speed after release, points per second.
    public var peakSpeed: Double
    /// The movement's start velocity minus the finger's velocity at release, points per second.
    public var releaseJump: Double
    /// Speed after minus speed before a header/body handoff, points per second; nil when none is crossed.
    public var handoffJump: Double?
    /// Speed after / speed before a handoff, as measured; nil when none is crossed.
    public var momentumKept: Double?
    /// The comment pop-up's outcome; nil for other systems.
    public var sheet: PopUpOutcome?
    /// Frames simulated for the cell (tracking, movement and the final frame).
    public var frames: Int
    /// Whether the motion was still moving when the simulation's time cap stopped it (its settle time is then
    /// NaN: it never settled).
    public var unsettledAtCap = false
}

extension SweepRow {
    /// The row for `outcome` at cell `cell`, with one resting content offset per name of `participants`.
    public init(cell: Int, outcome: Outcome, participants: [String]) {
        self.init(
            cell: cell, outcome: outcome,
            restContentOffsets: participants.map { outcome.restingContentOffset(of: $0) ?? .nan })
    }

    /// Makes this row the row for `outcome` at cell `cell`, as ``init(cell:outcome:participants:)`` makes it, in
    /// place: the resting content offsets are written into this row's own array (its storage kept), so a row
    /// rewritten with as many participants allocates nothing.
    public mutating func update(cell: Int, outcome: Outcome, participants: [String]) {
        var offsets: [Double] = []
        swap(&offsets, &restContentOffsets)
        offsets.removeAll(keepingCapacity: true)
        for name in participants { offsets.append(outcome.restingContentOffset(of: name) ?? .nan) }
        self = SweepRow(cell: cell, outcome: outcome, restContentOffsets: offsets)
    }

    /// The row for `outcome` at cell `cell`, with these resting content offsets (points): the one reading of an
    /// outcome into a row.
    private init(cell: Int, outcome: Outcome, restContentOffsets: [Double]) {
        self.init(
            cell: cell, releaseVelocity: outcome.releaseVelocity.value, landingHeight: outcome.landingHeight,
            landingDetent: outcome.landingDetentIndex, restOuterOffset: outcome.restingOuterOffset,
            restContentOffsets: restContentOffsets, handoff: outcome.scrollType, movement: outcome.movement,
            settleTime: outcome.unsettledAtCap ? .nan : outcome.settleTime, overshoot: outcome.overshoot,
            peakSpeed: outcome.peakSpeed.value,
            releaseJump: outcome.velocityJumpAtRelease.value, handoffJump: outcome.velocityJumpAtHandoff?.value,
            momentumKept: outcome.momentumKeptAtHandoff, sheet: outcome.popUp, frames: outcome.frameCount,
            unsettledAtCap: outcome.unsettledAtCap)
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

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case spec, name, viewportHeightPt, panelHeightPt, detentsPt, chainDepth, frameRateHz, movementStyle, policy
        case parameters
    }

    /// Reads the record, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        spec = try c.decode(String.self, forKey: .spec)
        name = try c.decode(String.self, forKey: .name)
        viewportHeightPt = try c.decode(Double.self, forKey: .viewportHeightPt)
        panelHeightPt = try c.decode(Double.self, forKey: .panelHeightPt)
        detentsPt = try c.decode([Double].self, forKey: .detentsPt)
        chainDepth = try c.decode(Int.self, forKey: .chainDepth)
        frameRateHz = try c.decode(Double.self, forKey: .frameRateHz)
        movementStyle = try c.decode(String.self, forKey: .movementStyle)
        policy = try c.decode(String.self, forKey: .policy)
        parameters = try c.decode([String: Double].self, forKey: .parameters)
    }

    /// The record of `setup`'s scenario, loaded from `spec`, with the drag's settings among the parameters.
    public init(_ setup: SweepSetup, spec: String) {
        self.init(setup.scenario, spec: spec)
        parameters = Dictionary(
            uniqueKeysWithValues: SweepParameter.allCases.map { ($0.rawValue, $0.value(in: setup)) })
    }

    /// The record of `scenario`, loaded from `spec`.
    public init(_ scenario: Scenario, spec: String) {
        self.spec = spec
        name = scenario.name
        viewportHeightPt = scenario.viewportHeight
        panelHeightPt = scenario.panelHeight
        detentsPt = scenario.detents
        chainDepth = scenario.chain.count
        frameRateHz = scenario.frameRate
        movementStyle = scenario.movementStyle.optionName
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
    /// The scenario, summarised (what tables and titles show).
    public var scenario: SweepScenarioInfo
    /// The whole scenario the sweep ran (before the grid changes it), stored in `sweep.json` as `scenarioFile`,
    /// so exporting or re-drawing never re-reads a file that may have moved or changed since.
    public var ranScenario: Scenario
    /// The distance from rest within which a motion counts as settled, points.
    public var settleThresholdPt: Double
    /// The participants (nested scroll views) whose resting content offsets the rows hold, by name.
    public var participants: [String]
    /// The grid.
    public var grid: SweepGrid
    /// The shard these rows are, or nil for a whole sweep.
    public var shard: SweepShard?

    /// A header; see the properties.
    public init(
        version: Int = SweepDocument.version, tool: String, seed: UInt64 = 0, scenario: SweepScenarioInfo,
        ranScenario: Scenario, settleThresholdPt: Double, participants: [String] = [], grid: SweepGrid,
        shard: SweepShard?
    ) {
        self.version = version
        self.tool = tool
        self.seed = seed
        self.scenario = scenario
        self.ranScenario = ranScenario
        self.settleThresholdPt = settleThresholdPt
        self.participants = participants
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
    /// - Throws: ``SweepSpecError`` when they are not the N shards of one sweep: a header that differs (the
    ///   build, the scenario or the command's grid, named by ``SweepHeader/difference(from:)``), another shard
    ///   count, a shard missing or given twice, or an unsharded part.
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
            if let difference = other.difference(from: header) {
                throw SweepSpecError("\(source): not a shard of the same sweep as \(first.source): \(difference)")
            }
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
                throw SweepSpecError("\(source): not a shard (an unsharded sweep's folder)")
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
