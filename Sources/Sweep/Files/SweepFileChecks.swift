// Sweep/SweepFileChecks: what `sweep.json` must hold beyond its shape: a scenario record that is the one
// stored beside it, and row values a sweep can produce.
import PanelSimulator
import Scenario
import Support
import Units

/// The scenario record of `sweep.json` against the whole scenario stored beside it (`scenarioFile`): the summary
/// tables and titles show must be the scenario's own, and every parameter value must be legal.
enum SweepScenarioChecks {
    /// The first field of `info` that disagrees with `ran` or is out of range, as `field: reason`, or nil.
    static func problem(_ info: SweepScenarioInfo, ran: Scenario) -> String? {
        let own = SweepScenarioInfo(ran, spec: info.spec)
        func differs<T: Equatable>(_ field: String, _ a: T, _ b: T) -> String? {
            a == b ? nil : "\(field): \(a) is not the stored scenario's \(b)"
        }
        if let problem = differs("name", info.name, own.name)
            ?? differs("viewportHeightPt", info.viewportHeightPt, own.viewportHeightPt)
            ?? differs("panelHeightPt", info.panelHeightPt, own.panelHeightPt)
            ?? differs("detentsPt", info.detentsPt, own.detentsPt)
            ?? differs("chainDepth", info.chainDepth, own.chainDepth)
            ?? differs("frameRateHz", info.frameRateHz, own.frameRateHz)
            ?? differs("movementStyle", info.movementStyle, own.movementStyle)
            ?? differs("policy", info.policy, own.policy)
        {
            return problem
        }
        let known = Set(SweepParameter.allCases.map(\.rawValue))
        if let unknown = info.parameters.keys.sorted().first(where: { !known.contains($0) }) {
            return "parameters[\(DecodingErrorText.quoted(unknown))]: unknown parameter"
        }
        for parameter in SweepParameter.allCases {
            let field = "parameters[\(DecodingErrorText.quoted(parameter.rawValue))]"
            guard let value = info.parameters[parameter.rawValue] else { return "\(field): missing" }
            let range = parameter.legalRange
            guard value.isFinite, range.contains(value) else {
                return "\(field): \(NumberFormat.plain(value)) is not \(range.description)"
            }
            // The drag's settings are the sweep's, not the scenario's; everything else is the scenario's.
            if parameter != .dragDuration, parameter != .dragOnContent, value != parameter.value(in: ran) {
                return "\(field): \(NumberFormat.plain(value)) is not the stored scenario's "
                    + NumberFormat.plain(parameter.value(in: ran))
            }
        }
        return nil
    }

    /// `settleThresholdPt` against the stored scenario's settle threshold (``Scenario/tolerance``), which is
    /// what a sweep writes there: as `settleThresholdPt: reason`, or nil when they agree.
    static func settleProblem(_ settleThresholdPt: Double, ran: Scenario) -> String? {
        let own = ran.tolerance.settle
        guard settleThresholdPt != own else { return nil }
        return "settleThresholdPt: \(NumberFormat.plain(settleThresholdPt)) pt is not the stored scenario's "
            + "\(NumberFormat.plain(own)) pt"
    }
}

/// The values a sweep row can hold, by column: what ``RowReader`` refuses beyond the types.
enum SweepRowChecks {
    /// How far from 0 a display height at rest can be, points: the viewport plus the panel (a resting panel is
    /// inside its host; this is generous and still refuses a corrupted 1e308).
    static func heightLimit(viewportPt: Double, panelPt: Double) -> Double { viewportPt + panelPt }

    /// How far from 0 an outer or content offset at rest can be, points: it includes the lists' scrolled content,
    /// so the bound is every level's largest length plus the viewport and the panel
    /// (``GeometryLimits/outerOffsetLimit(levels:)``).
    static func offsetLimit(_ info: SweepScenarioInfo) -> Double {
        GeometryLimits.outerOffsetLimit(levels: info.chainDepth)
    }

    /// How far a landing height may be from the detent its row names, points: one physical pixel at the
    /// coarsest display scale (1 pt), the band within which the simulator names a detent.
    static let detentTolerancePt = 1.0

    /// Whether `value` may stand in a column that holds a magnitude (times, distances past rest, speeds,
    /// ratios): absent (NaN, written as null) or finite and not negative.
    static func isMagnitude(_ value: Double) -> Bool { value.isNaN || (value.isFinite && value >= 0) }
}
