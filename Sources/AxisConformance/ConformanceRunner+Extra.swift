import ScrollAxis

extension ConformanceRunner {
    /// Checks that need the cursor and the solver; they join as those parts land.
    func extraChecks(_ model: AxisModel, _ s: VectorScenario, _ report: inout ConformanceReport) {}
}
