// Reports/Tables/CompareReport: what `bench compare` draws and prints for each of its modes (one release to each
// target, the release policies, tuning A vs B): the curves with their title, guides and notes, and the A/B table.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Support

/// The curves of one comparison with everything its plot, page and printed lines need.
public struct CompareReport {
    /// The curves, in table order.
    public var curves: [CompareCurve]
    /// Horizontal guides: axis position (points) and label.
    public var guides: [(position: Double, label: String)]
    /// The plot's and page's title.
    public var title: String
    /// The x axis's label (time since release or since touch-down).
    public var xLabel: String
    /// The release time on the x axis, seconds.
    public var releaseTime: Double
    /// Notes printed (and drawn under the title unless ``canvasNotes`` says otherwise).
    public var notes: [String]
    /// A second table and verdict lines (tunings).
    public var extra: (table: TextTable, lines: [String])?
    /// The file stem of the default image path (`compare`, `policies`, `tunings`).
    public var defaultStem: String
    /// The notes drawn under the plot's title when they differ from the printed ones (`nil`: the same).
    public var canvasNotes: [String]? = nil
    /// How a line is named beside its curve (`nil`: by the legend only).
    public var directLabel: (@Sendable ([CompareCurve]) -> String)? = nil
    /// The whole runs behind the curves, for the page (for one release to each target: the shown curves placed on
    /// the scenario's axis, only when a page is asked for).
    public var runs: [SimulatedRun] = []
    /// Lines only the page prints (how its sheets relate to the curves).
    public var pageNotes: [String] = []
    /// The gesture line drawn on the plot and the page when it is not the gesture options' own (`--velocities`:
    /// every release); `nil`: `gesture: <the gesture options' description>`.
    public var gestureNote: String? = nil
    /// One release to each target: how many targets lead the curves (groups `0..<count`; the peers follow), and
    /// the titles of the targets' small multiples and of the peers' figure (`nil`: one overlay).
    public var smallMultiples: (targetCount: Int, title: String, peersTitle: String)? = nil
    /// The time axis's end when `--max-time` is not given and one motion would squeeze the others
    /// (``ComparePlot/motionAxisEnd(_:)``), seconds, with the note naming what goes on past it; nil: the slowest
    /// curve's end.
    public var axisEnd: (seconds: Double, note: String?)? = nil

    /// One release to each target by each movement style (and the peers); with `page`, the curves the page shows
    /// (``ComparePage/movementSheetCurves(_:)``) placed on the scenario's axis as runs, and the page's notes.
    ///
    /// - Throws: ``CompareInputError`` when a shown curve cannot be placed on the scenario.
    public static func movements(_ comparison: CompareAnalysis.Comparison, setup: GestureSetup, page: Bool)
        throws(CompareInputError) -> CompareReport
    {
        var runs: [SimulatedRun] = []
        var pageNotes: [String] = []
        if page {
            // The page places each curve on the scenario's axis; a bounded set of them gets a sheet.
            let shown = ComparePage.movementSheetCurves(comparison.curves)
            runs = try CompareAnalysis.placedRuns(shown, scenario: setup.scenario, gesture: setup.gesture)
            pageNotes = [
                "each curve is a motion of \(setup.scenario.name)'s axis from the release, placed on its panel and "
                    + "lists; the peers that are not BODragScroll move the same axis, for display only",
                "\(shown.count) of \(comparison.curves.count) curves as sheets (the chosen one first, one per "
                    + "movement and peer, then in table order, at most \(ComparePage.maximumMovementSheets); "
                    + "coinciding curves left out); every curve is in the PNG",
            ]
        }
        var report = CompareReport(
            curves: comparison.curves, guides: comparison.targets.map { ($0.axisPosition, $0.label) },
            title: "\(setup.scenario.name): \(setup.description) to each target (colour) by each movement (dash)",
            xLabel: "time since release", releaseTime: 0, notes: comparison.notes, extra: nil, defaultStem: "compare",
            runs: runs, pageNotes: pageNotes)
        if (1...ComparePlot.maximumSmallMultiples).contains(comparison.targets.count) {
            report.smallMultiples = (
                comparison.targets.count,
                "\(setup.scenario.name): \(setup.description) to each target (a pair of panels each), "
                    + "by each movement (colour)",
                "\(setup.scenario.name): \(setup.description): each peer's own motion (colour) and the solver's "
                    + "choice (thick)"
            )
        }
        return report
    }

    /// The same gesture through every release policy; with `ownPresets` each system ran on its own preset (the
    /// setup's scenario for its own policy, ``CompareAnalysis/ownPreset(for:)`` for the others).
    public static func policies(_ comparison: CompareAnalysis.Comparison, setup: GestureSetup, ownPresets: Bool)
        -> CompareReport
    {
        let ownPresets =
            ownPresets
            ? ReleasePolicy.allCases.map { policy in
                (
                    policy,
                    policy == setup.scenario.policy ? setup.scenario.name : CompareAnalysis.ownPreset(for: policy)?.name
                )
            } : nil
        var notes = comparison.notes
        if setup.synthesized {
            notes.insert(
                "no --drag given: synthesized \(setup.description.replacingOccurrences(of: " (synthesized)", with: "")) "
                    + "at \(NumberFormat.short(setup.scenario.frameRate)) Hz touches, because the comment-popup and "
                    + "thirty-line policies decide from the finger path", at: 0)
        }
        // On the canvas, shorter: which preset each system ran on, why the drag is synthesized, why a curve is flat.
        var canvasNotes: [String] = []
        if setup.synthesized {
            canvasNotes.append(
                "synthesized at \(NumberFormat.short(setup.scenario.frameRate)) Hz touches (no --drag given): the "
                    + "comment-popup and thirty-line policies decide from the finger path")
        }
        if let ownPresets {
            let presets = ownPresets.map { policy, preset -> String in
                preset == nil || preset == policy.rawValue ? policy.rawValue : "\(policy.rawValue) on \(preset!)"
            }
            canvasNotes.append(
                "each system on its own preset (\(presets.joined(separator: ", "))): axis positions are each "
                    + "preset's own, so no detent guides are drawn")
        }
        // Each curve's start beside it when the starts differ, and no one start claimed above; a flat curve says why.
        let ownStarts = ComparePlot.startsDiffer(comparison.curves)
        let drag = setup.gesture.path.last?.translation ?? 0
        for curve in comparison.curves {
            guard let policy = ReleasePolicy(rawValue: curve.id),
                let run = comparison.runs.first(where: { $0.curveID == curve.id }),
                let reason = ComparePlot.flatReason(curve, policy: policy, scenario: run.scenario, drag: drag)
            else { continue }
            canvasNotes.append(reason)
        }
        if let hidden = ComparePlot.hiddenWhileDragging(comparison.curves, releaseTime: setup.gesture.releaseTime) {
            canvasNotes.append(hidden)
        }
        var report = CompareReport(
            curves: comparison.curves,
            guides: ownPresets != nil ? [] : comparison.targets.map { ($0.axisPosition, $0.label) },
            title: ownPresets != nil
                ? "the same drag through every system, each on its own preset (colour)"
                : "\(setup.scenario.name): the same gesture through every release policy (colour)",
            xLabel: "time since touch-down", releaseTime: setup.gesture.releaseTime, notes: notes, extra: nil,
            defaultStem: "policies", canvasNotes: canvasNotes,
            directLabel: ownStarts ? ComparePlot.systemStartLabel : ComparePlot.systemLabel, runs: comparison.runs)
        if ownStarts { report.gestureNote = ComparePlot.gestureLineForOwnStarts(setup.description) }
        if let cut = ComparePlot.motionAxisEnd(comparison.curves) {
            report.axisEnd = (cut.end, ComparePlot.beyondAxisNote(cut.beyond, origin: "touch-down"))
        }
        return report
    }

    /// Tuning A against tuning B over the same releases: both curves, the A/B table and one verdict per release;
    /// with `velocities` (the releases, points per millisecond) the gesture line states every release instead of
    /// the setup's one velocity.
    public static func tunings(
        _ comparison: CompareAnalysis.TuningComparison, a: Scenario, b: Scenario, setup: GestureSetup,
        velocities: [Double]?
    ) -> CompareReport {
        let guides = a.detents.enumerated().map { index, h in (h, "detent \(index) (\(NumberFormat.short(h)) pt)") }
        var report = CompareReport(
            curves: comparison.curves, guides: guides,
            title: "\(a.name) (A, solid) vs \(b.name) (B, dashed): release (colour)", xLabel: "time since release",
            releaseTime: 0, notes: ["tuning B: " + comparison.notes.joined(separator: ", ")],
            extra: (tuningTable(comparison.rows), comparison.rows.map { "verdict: \($0.verdict)" }),
            defaultStem: "tunings", directLabel: ComparePlot.tuningLabel, runs: comparison.runs)
        report.gestureNote = velocities.map { velocities in
            let one = "\(NumberFormat.short(setup.gesture.effectiveReleaseVelocity)) pt/ms"
            let all = velocities.map { NumberFormat.short($0) }.joined(separator: ", ") + " pt/ms"
            return "gesture: "
                + setup.description.replacingOccurrences(of: "release at", with: "releases at")
                .replacingOccurrences(of: one, with: all)
        }
        return report
    }

    /// The A/B table: per release, landing, settle time (s), overshoot (pt), release jump (pt/s) and momentum kept
    /// (%) of each tuning.
    public static func tuningTable(_ rows: [TuningRow]) -> TextTable {
        var table = TextTable(columns: [
            .init("release"), .init("landing A"), .init("landing B"), .init("settle A s", alignment: .right),
            .init("settle B s", alignment: .right), .init("overshoot A pt", alignment: .right),
            .init("overshoot B pt", alignment: .right), .init("jump A pt/s", alignment: .right),
            .init("jump B pt/s", alignment: .right), .init("kept A %", alignment: .right),
            .init("kept B %", alignment: .right),
        ])
        for row in rows {
            table.append([
                row.release, row.landing.a, row.landing.b, NumberFormat.fixed(row.a.settleTime, decimals: 3),
                NumberFormat.fixed(row.b.settleTime, decimals: 3), NumberFormat.fixed(row.a.overshoot, decimals: 2),
                NumberFormat.fixed(row.b.overshoot, decimals: 2),
                NumberFormat.fixed(row.a.releaseJump.value, decimals: 0),
                NumberFormat.fixed(row.b.releaseJump.value, decimals: 0),
                row.a.momentumKept.map { NumberFormat.fixed($0 * 100, decimals: 0) } ?? "n/a",
                row.b.momentumKept.map { NumberFormat.fixed($0 * 100, decimals: 0) } ?? "n/a",
            ])
        }
        return table
    }
}
