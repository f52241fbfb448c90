import ScrollAxis
import Testing

@Suite("Projection oracle (AXIS_MODEL §6)")
struct ProjectionTests {
    @Test("spec model: below, inside, at the end and past the participant")
    func specModel() throws {
        let m = try Models.spec()
        let below = m.project(-400)
        #expect(below.activeOwner == .panel && !below.isAuthoritative)
        #expect(below.displayHeight == 200 && below.panelOriginY == 0 && below.participantOffsets == [0])
        let inside = m.project(-250)
        #expect(inside.activeOwner == .participant(1) && inside.isParticipantScrolling && inside.isAuthoritative)
        #expect(inside.displayHeight == 300 && inside.panelOriginY == 50 && inside.participantOffsets == [50])
        let end = m.project(-100)
        #expect(end.activeOwner == .participant(1) && end.isParticipantScrolling && end.participantOffsets == [200])
        let past = m.project(0)
        #expect(past.activeOwner == .panel && past.displayHeight == 400 && past.panelOriginY == 200)
        #expect(!past.isAuthoritative)
    }

    @Test("Y = −300.00005 snaps the inner offset to 0 but not P: H 300 authoritative, P −0.00005")
    func endpointResidue() throws {
        let p = try Models.spec().project(-300.00005)
        #expect(p.participantOffsets == [0])
        #expect(p.isAuthoritative && p.displayHeight == 300)
        #expect(p.panelOriginY == 600 + -300.00005 - 300)
        #expect(p.activeOwner == .participant(1) && !p.isParticipantScrolling)
    }

    @Test("pre-entry band: Y = a − 0.25 keeps offset −0.25, no authority, H still 300")
    func preEntryBand() throws {
        let p = try Models.spec().project(-300.25)
        #expect(p.participantOffsets == [-0.25])
        #expect(!p.isAuthoritative && p.displayHeight == 300)
        #expect(p.activeOwner == .participant(1) && !p.isParticipantScrolling)
        let outside = try Models.spec().project(-300.5000001)
        #expect(outside.activeOwner == .panel && outside.participantOffsets == [0])
    }

    @Test("multiple slices of one participant: P0 0…20, Q 0…50, P1 20…40")
    func multiSlice() throws {
        let m = try Models.slices([(1, 300, 0, 20), (2, 300, 0, 50), (1, 300, 20, 40)])
        #expect(m.segments.map(\.outerStart) == [-300, -280, -230])
        let a = m.project(-250)
        #expect(a.activeOwner == .participant(2) && a.participantOffsets == [20, 30] && a.panelOriginY == 50)
        #expect(a.displayHeight == 300)
        let b = m.project(-220)
        #expect(b.activeOwner == .participant(1) && b.participantOffsets == [30, 50] && b.panelOriginY == 80)
        #expect(b.displayHeight == 300)
    }

    @Test("contiguous segments: the next owner takes the shared point, not scrolling")
    func contiguousHandover() throws {
        let m = try Models.slices([(1, 300, 0, 20), (2, 300, 0, 50), (1, 300, 20, 40)])
        let at = m.project(-280)
        #expect(at.activeOwner == .participant(2) && !at.isParticipantScrolling && at.participantOffsets == [20, 0])
        let next = m.project(-230)
        #expect(
            next.activeOwner == .participant(1) && !next.isParticipantScrolling && next.participantOffsets == [20, 50])
    }

    @Test("a zero-length slice sharing its start with the next is skipped; alone it stays a drag anchor")
    func zeroLength() throws {
        let shared = try Models.slices([(1, 300, 0, 0), (2, 300, 0, 50)])
        let p = shared.project(-300)
        #expect(p.activeOwner == .participant(2) && p.panelOriginY == 0)
        let alone = try Models.slices([(1, 300, 0, 0)])
        #expect(alone.segments.count == 1 && alone.segments[0].outerStart == -300)
        let at = alone.project(-300)
        #expect(at.activeOwner == .participant(1) && !at.isParticipantScrolling && at.participantOffsets == [0])
        #expect(at.isAuthoritative)
        let pre = alone.project(-300.25)
        #expect(pre.activeOwner == .participant(1) && pre.participantOffsets == [-0.25] && !pre.isAuthoritative)
    }

    @Test("inside a segment the height is the stored Hs exactly, origin V + Y − Hs")
    func exactStoredHeight() throws {
        let m = try Models.slices([(1, 321.123456789, 0, 100)])
        let y = m.segments[0].outerStart + 40
        let p = m.project(y)
        #expect(p.displayHeight == 321.123456789 && p.isAuthoritative && p.panelOriginY == 600 + y - 321.123456789)
    }

    @Test("panel anchors are authoritative at the exact coordinate or ±1 ULP only")
    func anchorAuthority() throws {
        let m = try Models.spec()
        for y in [-500.0, (-500.0).nextUp, (-500.0).nextDown] {
            let p = m.project(y)
            #expect(p.isAuthoritative && p.displayHeight == 100, "Y \(y)")
        }
        let near = m.project(-500.00005)
        #expect(!near.isAuthoritative && near.displayHeight == 600 + -500.00005)
        #expect(near.displayHeight != 100)
    }

    @Test("published height: authoritative snaps the read-back within 1e-4; geometric never")
    func publishedHeight() throws {
        let m = try Models.slices([(1, 873, 0, 10)])
        let auth = m.project(m.segments[0].outerStart + 1)
        #expect(auth.publishedHeight(readBack: (873.0).nextUp) == 873)
        #expect(auth.publishedHeight(readBack: 873.0002) == 873.0002)
        let geometric = m.project(-1000)
        #expect(geometric.publishedHeight(readBack: 199.9999) == 199.9999)
        #expect(auth.committedPanelOrigin(viewportHeight: 600) == 600 + auth.outerOffset - 873)
    }

    @Test("canonical height at a panel anchor with scale 3 (V 640, detents 25/50, participant 0…1/3)")
    func canonicalAnchorHeight() throws {
        let m = try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 640, displayScale: 3, detents: [.objectiveC(25), .objectiveC(50)],
                participantOrder: [1],
                slices: [
                    ParticipantSliceSnapshot(
                        id: 1, displayHeight: .native(25), innerStart: .native(0),
                        innerEnd: .native(1.0 / 3))
                ]))
        let anchor = try #require(m.segments.last)
        #expect(anchor.owner == .panel)
        let p = m.project(anchor.outerStart)
        #expect(p.displayHeight == 50 && p.isAuthoritative)
    }

    @Test("NaN in gives NaN out")
    func nanInNanOut() throws {
        let p = try Models.spec().project(.nan)
        #expect(p.displayHeight.isNaN)
    }
}
