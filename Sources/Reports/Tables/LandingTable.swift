// Reports/Tables/LandingTable: `bench trajectory --velocities`'s table: one row per release velocity.
import Analysis
import PanelSimulator
import Support

/// The landing table of a ``LandingSweep``.
public enum LandingTable {
    /// The setup's gesture released at each of `velocities` (pt/ms) under `policy` (`nil`: the scenario's), as the
    /// ``heading(_:on:bareRelease:)`` line and the ``table(_:)``.
    ///
    /// - Throws: ``CompareInputError`` for a scenario or velocity the simulator refuses.
    public static func text(
        _ setup: GestureSetup, velocities: [Double], policy: ReleasePolicy?, bareRelease: Bool
    ) throws(CompareInputError) -> String {
        var scenario = setup.scenario
        if let policy { scenario.policy = policy }
        let rows = try LandingSweep.run(setup.gesture, velocities: velocities, on: scenario)
        return heading(setup, on: scenario, bareRelease: bareRelease) + "\n" + table(rows).render()
    }

    /// The line above the table: the scenario, the gesture (a bare release by its start height alone, its velocity
    /// being each row's) and the policy: `default: release at 400 pt, released at each velocity below; policy …`.
    public static func heading(_ setup: GestureSetup, on scenario: Scenario, bareRelease: Bool) -> String {
        var gesture = setup.description
        if bareRelease, case .displayHeight(let h) = setup.gesture.start {
            gesture = "release at \(NumberFormat.short(h)) pt"
        }
        return "\(scenario.name): \(gesture), released at each velocity below; policy \(scenario.policy.rawValue)"
    }

    /// Columns: release velocity (pt/ms), landing height and detent, each list's offset at rest, the solver's scroll
    /// type, the movement, settle time (s), overshoot (pt) and velocity jump at release (pt/s).
    public static func table(_ rows: [LandingSweep.Row]) -> TextTable {
        let names = rows.first?.outcome.restingContentOffsets.map(\.name) ?? []
        var columns: [TextTable.Column] = [.init("velocity pt/ms", alignment: .right), .init("landing pt")]
        columns += names.map { TextTable.Column("\($0) pt", alignment: .right) }
        columns += [
            .init("scroll type"), .init("movement"), .init("settle s", alignment: .right),
            .init("overshoot pt", alignment: .right), .init("jump pt/s", alignment: .right),
        ]
        var table = TextTable(columns: columns)
        let f = { (x: Double) in NumberFormat.short(x) }
        for row in rows {
            let s = row.outcome
            var cells = [
                f(row.velocity), f(s.landingHeight) + (s.landingDetentIndex.map { " (detent \($0))" } ?? ""),
            ]
            cells += names.map { name in s.restingContentOffset(of: name).map(f) ?? "" }
            cells += [
                s.scrollType.map { "\($0)" } ?? "n/a", s.movement.rawValue,
                NumberFormat.fixed(s.settleTime, decimals: 3),
                NumberFormat.fixed(s.overshoot, decimals: 2),
                NumberFormat.fixed(s.velocityJumpAtRelease.value, decimals: 0),
            ]
            table.append(cells)
        }
        return table
    }
}
