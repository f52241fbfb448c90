// Sweep/SweepRowInvariants: what the model guarantees of every row it produces, checked on each row read.
import PanelSimulator
import Scenario
import Support

/// The relations between a row's values that every outcome of the model holds, so a row no sweep can produce (a
/// value edited, or corrupted in range) is refused, naming the column; each value's own type and range are
/// ``RowReader``'s. Each relation is the model's own statement, read from where the model states it:
///
/// - an outcome the scenario's system does not have is absent (``SweepMetric/unavailableReason(in:)``: the sheet only
///   under the comment pop-up, a handoff jump and momentum only with a nested list);
/// - a bare release (``SweepGesture/release``) lifts with the cell's own velocity, so its estimate is that velocity;
/// - the velocity jump at release is the motion's start velocity minus the finger's on the axis
///   (``Outcome/velocityJumpAtRelease``), the start speed counts towards the peak speed, and the axis moves at most
///   as fast as the finger (the tracker's slope is 1, or the rubber band's below it): |jump| ≤ peak + |finger|;
/// - the panel's height at rest is the geometric height at the resting outer offset (docs/model.md §3.1, §6): the
///   viewport plus the outer offset, less what every list has scrolled past where its segment starts (one point of
///   outer offset scrolls a list by one point). Where each list starts depends on its geometry, which the rows do
///   not hold, but it is the same for every cell of one parameter combination: so the height, less the outer
///   offset, plus the lists' offsets, is one number across a combination's rows (the viewport plus where the lists
///   start). The model gives that number for each combination (one release at rest, simulated once per
///   combination, as the sweep simulates its cells); every row must hold it. Should the model not run that
///   release, the combination's first row gives it instead, and a row that differs is refused naming both.
struct SweepRowInvariants: Sendable {
    /// How far a row's height less outer offset plus the lists' offsets may be from its combination's first
    /// row's, points: the rounding of a few additions of offsets of at most a few thousand points, with a wide
    /// margin.
    static let geometryTolerancePt = 1e-6

    let gesture: SweepGesture
    let gestureValues: [Double]
    /// How many lists' resting offsets a row holds.
    let participantCount: Int
    /// The participants' names, in the rows' order.
    let participants: [String]
    /// The first start height of the grid, points (where the model's release at rest starts).
    let firstStartHeightPt: Double
    /// The current combination's height less outer offset plus the lists' offsets, points, and where it came
    /// from: the model (row nil), or the row index and cell of the combination's first row.
    private var geometry: (combination: Int, row: Int?, cell: Int, constantPt: Double)?
    /// The metrics this scenario's system does not have, with the reason.
    let absent: [(facts: SweepMetricFacts, reason: String)]

    init(_ header: SweepHeader) {
        let scenario = header.ranScenario
        gesture = header.grid.gesture
        participantCount = header.participants.count
        participants = header.participants
        firstStartHeightPt = header.grid.startHeights.values[0]
        gestureValues = header.grid.gestureValues.values
        absent = SweepMetric.allCases.compactMap { metric in
            metric.unavailableReason(in: scenario).map { (metric.facts, $0) }
        }
    }

    /// Reads the rows of combination `combination`, whose scenario (the sweep's, the combination's values applied)
    /// is `scenario`: the model's height less outer offset plus the lists' offsets for it, from one release at
    /// rest at the grid's first start height (nil when the model refuses it: the first row then gives it).
    mutating func use(_ scenario: Scenario, combination: Int) {
        geometry = nil
        var record = Outcome()
        guard let simulator = try? PanelSimulator(scenario: scenario),
            (try? simulator.outcome(
                of: .release(atDisplayHeight: firstStartHeightPt, velocity: 0), cache: CaptureCache(), into: &record))
                != nil
        else { return }
        var offsets = 0.0
        for name in participants {
            guard let offset = record.restingContentOffset(of: name) else { return }
            offsets += offset
        }
        geometry = (combination, nil, 0, record.landingHeight - record.restingOuterOffset + offsets)
    }

    /// The first relation `row` (row `index` of the file, at grid coordinates `at`) breaks, as
    /// `column: what and why`, or nil. Rows are given in file order.
    mutating func problem(_ row: SweepRow, index: Int, at: SweepGrid.Coordinates) -> String? {
        let f = NumberFormat.plain
        for (facts, reason) in absent where !facts.value(row).isNaN {
            return "\(facts.columnName): the row has one, but \(reason)"
        }
        if gesture == .release, row.releaseVelocity != gestureValues[at.velocity] {
            return "release_velocity_estimate_pt_per_ms: \(f(row.releaseVelocity)) pt/ms, but the cell releases at "
                + "\(f(gestureValues[at.velocity])) pt/ms (a bare release lifts with its own velocity)"
        }
        let finger = abs(row.releaseVelocity) * 1000
        guard abs(row.releaseJump) <= (row.peakSpeed + finger) * (1 + 1e-12) else {
            return "release_velocity_jump_pt_per_s: \(f(row.releaseJump)) pt/s is more than the peak speed "
                + "\(f(row.peakSpeed)) pt/s plus the finger's \(f(finger)) pt/s (the jump is the motion's start "
                + "velocity, at most the peak speed, minus the finger's)"
        }
        // Without every list's offset (a file written without them) the relation cannot be checked.
        if row.restContentOffsets.count == participantCount, !row.restContentOffsets.contains(where: \.isNaN) {
            let constant = row.landingHeight - row.restOuterOffset + row.restContentOffsets.reduce(0, +)
            if let first = geometry, first.combination == at.combination {
                guard abs(constant - first.constantPt) <= Self.geometryTolerancePt else {
                    let whose =
                        first.row.map {
                            "in rows[\($0)] (cell \(first.cell)) of the same combination (one of the two is not a row "
                                + "the model writes)"
                        } ?? "in every cell of this combination (the viewport plus where the lists start)"
                    return "rest_outer_offset_pt: \(f(row.restOuterOffset)) pt does not fit the landing height "
                        + "\(f(row.landingHeight)) pt and the lists' offsets: the height less the outer offset plus "
                        + "the lists' offsets is \(f(constant)) pt here but \(f(first.constantPt)) pt \(whose)"
                }
            } else {
                geometry = (at.combination, index, row.cell, constant)
            }
        }
        return nil
    }
}
