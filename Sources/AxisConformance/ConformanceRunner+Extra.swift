// AxisConformance/ConformanceRunner+Extra: the conformance checks that need the solver and the cursor.
import ScrollAxis
import Support

extension ConformanceRunner {
    /// Checks that need the solver and the cursor.
    func extraChecks(_ model: AxisModel, _ s: VectorScenario, _ report: inout ConformanceReport) {
        cursorChecks(model, s, &report)
        for (i, d) in s.decisions.enumerated() {
            let got = model.solveRelease(d.request, feel: d.configuration.feel)
            report.record(
                .decisions, matched: Self.matches(got, d),
                "scenario \(s.index) decision \(i): c \(d.currentOuterOffset.value) p \(d.proposedOuterOffset.value) v \(d.velocity.value): got \(got), recorded \(d.targetOuterOffset.value) \(d.scrollType) selected \(d.selectedAnchor.map { "\($0.index) \($0.location)" } ?? "nil")"
            )
        }
    }

    /// Exact comparison of a decision with a recorded one.
    static func matches(_ got: ReleaseDecision, _ d: VectorScenario.Decision) -> Bool {
        func same(_ a: AnchorPosition?, _ b: VectorScenario.Anchor?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let a?, let b?): return a.index == b.index && a.location.rawValue == b.location
            default: return false
            }
        }
        return got.targetOuterOffset == d.targetOuterOffset.value
            && got.targetDisplayHeight == d.targetDisplayHeight.value
            && got.scrollType.rawValue == d.scrollType
            && same(got.selectedAnchor, d.selectedAnchor) && same(got.proposedAnchor, d.proposedAnchor)
            && got.bypassedSnapping == d.bypassedSnapping
    }
}

extension VectorScenario.Decision {
    /// The solver request this recording describes.
    public var request: ReleaseRequest {
        ReleaseRequest(
            currentOuterOffset: currentOuterOffset.value, proposedOuterOffset: proposedOuterOffset.value,
            velocity: velocity.value, minimumOuterOffset: minimumOuterOffset.value,
            maximumOuterOffset: maximumOuterOffset.value, nonSnappingOverride: nonSnappingOverride)
    }
}

extension VectorScenario.Configuration {
    /// The feel parameters this recording used.
    public var feel: FeelParameters {
        FeelParameters(
            lowVelocityThreshold: lowVelocityThreshold.value, highVelocityThreshold: highVelocityThreshold.value,
            adjacentAnchorDistance: adjacentAnchorDistance.value,
            panelToParticipantCaptureDistance: panelToParticipantCaptureDistance.value,
            disableInnerMomentumTransfer: disableInnerMomentumTransfer, collapseResistance: collapseResistance,
            nonSnappingRanges: nonSnappingRanges.map {
                NonSnappingRange(lower: $0.lower.scalar, upper: $0.upper.scalar)
            })
    }
}

extension ConformanceRunner {
    /// Visits the recorded offsets with the cursor in file order, then shuffled (seeded), comparing each state
    /// with the recording exactly.
    func cursorChecks(_ model: AxisModel, _ s: VectorScenario, _ report: inout ConformanceReport) {
        var order = Array(s.projections.indices)
        var rng = SplitMix64(seed: shuffleSeed ^ UInt64(truncatingIfNeeded: s.index))
        order.shuffle(using: &rng)
        var cursor = ProjectionCursor(model: model)
        var changes = cursor.makeChanges()
        for i in Array(s.projections.indices) + order {
            let p = s.projections[i]
            cursor.move(to: p.outerOffset.value, changes: &changes)
            report.record(
                .cursor, matched: Self.matches(cursor.projection(), p, model),
                "scenario \(s.index): cursor at Y \(p.outerOffset.value): got \(cursor.projection())")
        }
    }
}
