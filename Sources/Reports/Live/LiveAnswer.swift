// Reports/Live/LiveAnswer: what `bench serve`'s simulation endpoint answers: tuning A and tuning B simulated for one
// gesture (frames as the static page holds them), a landing table over a set of velocities for both, the `--set`
// flags and the Swift the export writes for B.
import Analysis
import PanelSimulator
import Support

/// The endpoint's answer, as compact JSON (``PageJSON``'s number format).
public enum LiveAnswer {
    /// The release velocities of the landing table, pt/ms (the feel suite's: both directions, slow to fast).
    public static let landingVelocities = FeelSuite.defaultVelocities

    /// `{"gesture", "a", "b", "landing", "set", "swift"}`: `a` and `b` are sheets as the static page embeds them
    /// (``PageContent``: `t` s, `h` display height pt, `v` axis velocity pt/s, each list's offsets `o` pt, `ph`, `ow`,
    /// marks) plus `outcome` (`release` velocity pt/ms, `landing` pt, `detent` index or null, `settle` s, `movement`,
    /// `overshoot` pt); `landing` holds `velocities` (pt/ms) and for `a` and `b` one row per velocity (`landing`,
    /// `detent`, `settle`, `movement`); `set` the flags that make B from A (`--set NAME=VALUE …`); `swift` the
    /// export's Swift text for B.
    ///
    /// - Parameters:
    ///   - a: the scenario as loaded and the gesture.
    ///   - b: tuning B (`a`'s scenario with `settings` applied) and the same gesture.
    ///   - settings: the settings as written (`low-velocity-threshold=0.3`), in order.
    ///   - source: the scenario as `--scenario` named it, for the Swift's origin line.
    /// - Throws: ``SimulationError`` (the gesture on A or B) or ``CompareInputError`` (a landing-table release)
    ///   when a run cannot be simulated; both say one line.
    public static func json(a: GestureSetup, b: GestureSetup, settings: [String], source: String) throws -> String {
        var sheets: [String] = []
        var tables: [String] = []
        for (index, setup) in [a, b].enumerated() {
            // As `bench trajectory` runs it: the scenario's policy.
            let trajectory = try PanelSimulator(scenario: setup.scenario).run(
                setup.gesture, policy: setup.scenario.policy)
            let label = index == 0 ? "A: \(setup.scenario.name)" : "B: the sliders"
            let sheet = PageSheet(trajectory, scenario: setup.scenario, label: label, group: index, variant: index)
            var json = PageContent.json(sheet)
            json.removeLast()  // the closing brace: the outcome joins the sheet's fields
            json += ",\"outcome\":" + outcome(trajectory.outcome) + "}"
            sheets.append(json)
            let rows = try LandingSweep.run(setup.gesture, velocities: landingVelocities, on: setup.scenario)
            tables.append(PageJSON.array(rows.map { landingRow($0.outcome) }))
        }
        let origin = TuningExport.origin(source: source, sweep: nil, settings: settings, style: nil)
        return PageJSON.object([
            ("gesture", PageJSON.string(a.description)), ("a", sheets[0]), ("b", sheets[1]),
            (
                "landing",
                PageJSON.object([
                    ("velocities", PageJSON.numbers(landingVelocities, .value)), ("a", tables[0]), ("b", tables[1]),
                ])
            ),
            ("set", PageJSON.string(settings.map { "--set \($0)" }.joined(separator: " "))),
            ("swift", PageJSON.string(TuningExport.swift(b.scenario, origin: origin))),
        ])
    }

    private static func outcome(_ o: Outcome) -> String {
        PageJSON.object([
            ("release", PageJSON.number(o.releaseVelocity.value, .value)),
            ("landing", PageJSON.number(o.landingHeight, .points)),
            ("detent", o.landingDetentIndex.map(String.init) ?? "null"),
            ("settle", PageJSON.number(o.settleTime, .seconds)), ("movement", PageJSON.string(o.movement.rawValue)),
            ("overshoot", PageJSON.number(o.overshoot, .points)),
        ])
    }

    private static func landingRow(_ o: Outcome) -> String {
        PageJSON.object([
            ("landing", PageJSON.number(o.landingHeight, .points)),
            ("detent", o.landingDetentIndex.map(String.init) ?? "null"),
            ("settle", PageJSON.number(o.settleTime, .seconds)), ("movement", PageJSON.string(o.movement.rawValue)),
        ])
    }
}
