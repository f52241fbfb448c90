// AnalysisTests/ExportedTuningTests: a tuning to export applies its style, then its settings in order, and is
// validated; --velocities lists take the sweep grammar within the legal range; --frame-rate offers the scenario's
// supported rates.
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import Analysis

@Suite struct ExportedTuningTests {
    @Test func styleThenSettingsInOrderEachWrittenAsGiven() throws {
        let scenario = Scenario.preset(named: "default")!
        var tuning = ExportedTuning(scenario, source: "default")
        try tuning.apply(
            style: .viewAnimation,
            settings: [
                (.lowVelocityThreshold, 0.3, "low-velocity-threshold=0.3"),
                (.lowVelocityThreshold, 0.4, "low-velocity-threshold=0.40"),
            ])
        // The later setting wins, as TuningOverrides applies them in order.
        var expected = TuningOverrides.apply(
            [(.lowVelocityThreshold, 0.3), (.lowVelocityThreshold, 0.4)], to: scenario)
        expected.movementStyle = .viewAnimation
        #expect(tuning.scenario == expected)
        #expect(tuning.settings == ["low-velocity-threshold=0.3", "low-velocity-threshold=0.40"])
        #expect(tuning.source == "default" && tuning.sweep == nil)
    }

    @Test func anInvalidResultIsRefusedByTheScenariosValidation() {
        var tuning = ExportedTuning(Scenario.preset(named: "default")!, source: "default")
        // A deceleration rate is a fraction below 1 per ms (Scenario.validate); 2 is refused.
        #expect(throws: ScenarioError.self) {
            try tuning.apply(style: nil, settings: [(.panelDecelerationRate, 2, "panel-deceleration-rate=2")])
        }
    }

    @Test func velocitiesTakeTheSweepGrammarWithinTheLegalRange() throws {
        #expect(try SweepValues.velocities("-1:1:1", maximumCount: 10, label: "--velocities") == [-1, 0, 1])
        #expect(try SweepValues.velocities("0.5,-2", maximumCount: 10, label: "--velocities") == [0.5, -2])
        #expect(throws: SweepSpecError.self) { try SweepValues.velocities("1,2,3", maximumCount: 2, label: "--v") }
        #expect(throws: SweepSpecError.self) { try SweepValues.velocities("101", maximumCount: 2, label: "--v") }
    }

    @Test func frameRatesAreTheScenariosSupportedRates() {
        #expect(GestureRequest.FrameRate.allCases.map(\.perSecond) == Scenario.supportedFrameRates)
        #expect(GestureRequest.FrameRate.allCases.map(\.spelling) == ["60", "120", "240"])
    }
}
