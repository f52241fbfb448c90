import ScrollAxis
import Testing

@Suite("Overscroll allocation (AXIS_MODEL §8)")
struct OverscrollTests {
    static let range = OuterRange(minimum: -500, maximum: 200)

    @Test("inside the range it is the plain projection")
    func inside() throws {
        let m = try Models.spec()
        let r = m.projectAllocatingOverscroll(
            -250, range: Self.range, policy: BouncePolicy(), primary: 1, primaryBounces: true)
        #expect(r.owner == .none && r.projection == m.project(-250) && r.extent == 0)
    }

    @Test("top with defaults: the panel stretches, geometric H(bound) − ext, offsets and P at the bound")
    func topPanel() throws {
        let m = try Models.spec()
        let r = m.projectAllocatingOverscroll(
            -530, range: Self.range, policy: BouncePolicy(), primary: 1, primaryBounces: true)
        #expect(r.owner == .panel && r.extent == 30)
        #expect(r.projection.displayHeight == 70 && !r.projection.isAuthoritative)
        #expect(r.projection.panelOriginY == 0 && r.projection.participantOffsets == [0])
    }

    @Test("sub-pixel panel bounce stays geometric (not pulled back to the detent)")
    func subPixel() throws {
        let m = try Models.spec()
        let r = m.projectAllocatingOverscroll(
            -500.1, range: Self.range, policy: BouncePolicy(), primary: 1, primaryBounces: true)
        #expect(r.owner == .panel && !r.projection.isAuthoritative && r.projection.displayHeight == 100 - r.extent)
    }

    @Test("bottom with defaults: the bouncing primary takes it, P and offset move +ext, H kept")
    func bottomInner() throws {
        let m = try Models.spec()
        let bound = m.project(200)
        let r = m.projectAllocatingOverscroll(
            230, range: Self.range, policy: BouncePolicy(), primary: 1, primaryBounces: true)
        #expect(r.owner == .innerScrollView)
        #expect(r.projection.participantOffsets == [230])
        #expect(r.projection.panelOriginY == bound.panelOriginY + 30)
        #expect(
            r.projection.displayHeight == bound.displayHeight && r.projection.isAuthoritative == bound.isAuthoritative)
        #expect(r.projection.activeOwner == .participant(1) && r.projection.isParticipantScrolling)
    }

    @Test("bottom with a non-bouncing primary: the panel takes it")
    func bottomPanelWhenInnerCannot() throws {
        let m = try Models.spec()
        let r = m.projectAllocatingOverscroll(
            230, range: Self.range, policy: BouncePolicy(), primary: 1, primaryBounces: false)
        #expect(r.owner == .panel && r.projection.displayHeight == 630)
    }

    @Test("nobody may bounce: the host is clamped to the bound")
    func clamped() throws {
        let m = try Models.spec()
        let policy = BouncePolicy(allowsPanelBottomBounce: false)
        let r = m.projectAllocatingOverscroll(230, range: Self.range, policy: policy, primary: 1, primaryBounces: false)
        #expect(r.owner == .clamped && r.correctedOuterOffset == 200 && r.projection == m.project(200))
    }

    @Test("forcesInnerTopBounce hands the top to the inner view even when the panel may bounce")
    func forcedInnerTop() throws {
        let m = try Models.spec()
        let policy = BouncePolicy(forcesInnerTopBounce: true)
        let r = m.projectAllocatingOverscroll(-520, range: Self.range, policy: policy, primary: 1, primaryBounces: true)
        #expect(
            r.owner == .innerScrollView && r.projection.participantOffsets == [-20] && r.projection.panelOriginY == -20)
    }

    @Test("panel-only origin: Y − max or Y − min when that bounce is disallowed, else 0")
    func panelOnly() {
        let none = BouncePolicy(allowsPanelTopBounce: false, allowsPanelBottomBounce: false)
        #expect(AxisModel.panelOnlyOrigin(230, range: Self.range, policy: none) == 30)
        #expect(AxisModel.panelOnlyOrigin(-520, range: Self.range, policy: none) == -20)
        #expect(AxisModel.panelOnlyOrigin(230, range: Self.range, policy: BouncePolicy()) == 0)
        #expect(AxisModel.panelOnlyOrigin(0, range: Self.range, policy: none) == 0)
    }

    @Test("legal range: 66 pt minimum height without detents; max never below min")
    func legalRange() throws {
        let m = try Models.slices([(1, 300, 0, 200)])
        let r = OuterRange(model: m)
        #expect(r.minimum == 66 - 600 && r.maximum == 200)
        let withMinimum = OuterRange(model: m, minimumDisplayHeight: 120, panelHeight: 500)
        #expect(withMinimum.minimum == -480 && withMinimum.maximum == 100)
        #expect(OuterRange(minimum: 10, maximum: 0).maximum == 10)
    }
}
