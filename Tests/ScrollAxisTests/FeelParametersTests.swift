import ScrollAxis
import Testing

/// FeelParameters defaults (AXIS_MODEL §9, FEEL.md §1.1) and the UIKit layer's sanitizing rule.
@Suite struct FeelParametersTests {
    @Test func defaultsMatchTheSpecTable() {
        let d = FeelParameters.default
        #expect(d.lowVelocityThreshold == 0.2)
        #expect(d.highVelocityThreshold == 2.2)
        #expect(d.adjacentAnchorDistance == 86)
        #expect(d.panelToParticipantCaptureDistance == 140)
        #expect(d.disableInnerMomentumTransfer == false)
        #expect(d.collapseResistance == false)
        #expect(d.nonSnappingRanges.isEmpty)
        #expect(FeelParameters() == d)
        #expect(FeelParameters(collapseResistance: true) != d)
    }

    @Test func sanitizedReplacesNonFiniteWithDefaultAndNegativeWithZero() {
        let ranges = [NonSnappingRange(lower: .objectiveC(.nan), upper: .native(-5))]
        let raw = FeelParameters(
            lowVelocityThreshold: .nan, highVelocityThreshold: -1,
            adjacentAnchorDistance: .infinity, panelToParticipantCaptureDistance: -.infinity,
            disableInnerMomentumTransfer: true, collapseResistance: true,
            nonSnappingRanges: ranges)
        let s = raw.sanitized()
        #expect(s.lowVelocityThreshold == 0.2)
        #expect(s.highVelocityThreshold == 0)
        #expect(s.adjacentAnchorDistance == 86)
        #expect(s.panelToParticipantCaptureDistance == 140)
        #expect(s.disableInnerMomentumTransfer && s.collapseResistance)
        #expect(s.nonSnappingRanges == ranges)  // ranges are left to the caller
        // -0.0 is not negative: kept as is (it compares equal to 0 everywhere the solver uses it).
        #expect(FeelParameters(adjacentAnchorDistance: -0.0).sanitized().adjacentAnchorDistance == 0)
        let tuned = FeelParameters(
            lowVelocityThreshold: 0.5, highVelocityThreshold: 3, adjacentAnchorDistance: 40,
            panelToParticipantCaptureDistance: 0)
        #expect(tuned.sanitized() == tuned)
        #expect(FeelParameters.default.sanitized() == .default)
    }

    @Test func nonSnappingRangeIsOpenAndWidenedByOneBand() {
        let r = NonSnappingRange(lower: .native(190), upper: .native(210))
        #expect(!r.contains(189.5, band: 0.5))
        #expect(r.contains(189.50001, band: 0.5))
        #expect(r.contains(210.49999, band: 0.5))
        #expect(!r.contains(210.5, band: 0.5))
        #expect(!r.contains(.nan, band: 0.5))
        // An ObjC bound is read through Float32: 199.50000001 narrows to exactly 199.5.
        let objc = NonSnappingRange(lower: .native(100), upper: .objectiveC(199.50000001))
        let native = NonSnappingRange(lower: .native(100), upper: .native(199.50000001))
        #expect(!objc.contains(200, band: 0.5))
        #expect(native.contains(200, band: 0.5))
    }
}
