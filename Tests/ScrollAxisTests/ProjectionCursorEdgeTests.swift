import ScrollAxis
import Testing

/// The edge cases of AXIS_MODEL.md §6 on the cursor, with the expected values written out, plus the cursor's
/// own contract (value semantics, change reports, initial state).
@Suite("ProjectionCursor: edge cases and contract")
struct ProjectionCursorEdgeTests {
    /// V 600, scale 2, detents 100/300/600 (ObjC numbers), one slice at 300 with 0…200 (the shared fixture):
    /// anchors [panel 100 @ −500], [participant 300 @ −300 … −100], [panel 600 @ 200].
    static func specModel() throws -> AxisModel { try Models.spec() }

    /// Slices P0:0…20, Q:0…50, P1:20…40 at 300 (V 600, scale 2): −300…−280, −280…−230, −230…−210.
    static func multiSliceModel() throws -> AxisModel {
        func slice(_ id: ParticipantID, _ u0: Double, _ u1: Double) -> ParticipantSliceSnapshot {
            ParticipantSliceSnapshot(
                id: id, displayHeight: .native(300), innerStart: .native(u0), innerEnd: .native(u1))
        }
        return try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: [],
                participantOrder: [1, 2],
                slices: [slice(1, 0, 20), slice(2, 0, 50), slice(1, 20, 40)]))
    }

    /// Moves a cursor to `y` and checks it against the oracle too.
    static func at(_ model: AxisModel, _ y: Double, from start: Double = -.infinity) -> ProjectionCursor {
        var cursor = ProjectionCursor(model: model, outerOffset: start)
        var changes = cursor.makeChanges()
        cursor.move(to: y, changes: &changes)
        let d = CursorDiff.difference(cursor, model.project(y))
        #expect(d == nil, "Y \(y) from \(start): \(d ?? "")")
        return cursor
    }

    @Test("spec model: segment interior, endpoints, pre-entry band, anchors exact and ±1 ULP")
    func specModelValues() throws {
        let model = try Self.specModel()
        for start in [-Double.infinity, -1000, -300, -200, 0, 500] {
            var c = Self.at(model, -300.00005, from: start)
            #expect(c.participantOffset(at: 0) == 0 && c.displayHeight == 300 && c.isAuthoritative)
            #expect(c.activeOwner == .participant(1) && !c.isParticipantScrolling)

            c = Self.at(model, -300.25, from: start)  // pre-entry band: not clamped, not authoritative
            #expect(c.participantOffset(at: 0) == -0.25 && !c.isAuthoritative && c.activeOwner == .participant(1))
            #expect(c.displayHeight == 300 && !c.isParticipantScrolling)

            c = Self.at(model, -300.5, from: start)  // exactly one band before: entered
            #expect(c.participantOffset(at: 0) == -0.5 && c.activeOwner == .participant(1))
            c = Self.at(model, (-300.5).nextDown, from: start)  // just outside the band: not reached
            #expect(c.participantOffset(at: 0) == 0 && c.activeOwner == .panel)

            c = Self.at(model, -200, from: start)
            #expect(c.participantOffset(at: 0) == 100 && c.isParticipantScrolling && c.panelOriginY == 100)

            c = Self.at(model, -100, from: start)  // the end, no next segment: stays in it
            #expect(c.participantOffset(at: 0) == 200 && c.isParticipantScrolling && c.activeOwner == .participant(1))
            c = Self.at(model, -100 + 5e-5, from: start)  // snapped onto the end
            #expect(c.participantOffset(at: 0) == 200 && c.isAuthoritative)
            c = Self.at(model, -100 + 1.5e-4, from: start)  // further than 1e-4 past: consumed
            #expect(c.participantOffset(at: 0) == 200 && c.activeOwner == .panel && !c.isAuthoritative)

            for y in [-500, (-500.0).nextUp, (-500.0).nextDown, 200, (200.0).nextUp, (200.0).nextDown] {
                c = Self.at(model, y, from: start)
                #expect(c.isAuthoritative && c.activeOwner == .panel, "Y \(y)")
            }
            for y in [(-500.0).nextUp.nextUp, -500 - 5e-5, 200.25] {
                c = Self.at(model, y, from: start)
                #expect(!c.isAuthoritative, "Y \(y)")
            }
        }
    }

    @Test("one participant with several slices; contiguous slices hand the point to the next")
    func multiSlice() throws {
        let model = try Self.multiSliceModel()
        var c = Self.at(model, -250)
        #expect(
            c.activeOwner == .participant(2) && c.participantOffset(at: 1) == 30 && c.participantOffset(at: 0) == 20)
        #expect(c.panelOriginY == 50)
        c = Self.at(model, -220, from: -250)
        #expect(
            c.activeOwner == .participant(1) && c.participantOffset(at: 0) == 30 && c.participantOffset(at: 1) == 50)
        #expect(c.panelOriginY == 80)
        c = Self.at(model, -280, from: -220)  // contiguous: Q owns the shared boundary with progress 0
        #expect(c.activeOwner == .participant(2) && !c.isParticipantScrolling && c.participantOffset(at: 0) == 20)
        c = Self.at(model, -230, from: -1000)
        #expect(
            c.activeOwner == .participant(1) && c.participantOffset(at: 0) == 20 && c.participantOffset(at: 1) == 50)
        c = Self.at(model, -290, from: -200)  // back into P0 after P1 was active
        #expect(c.activeOwner == .participant(1) && c.participantOffset(at: 0) == 10 && c.participantOffset(at: 1) == 0)
    }

    @Test("zero-length slices: own their point, or hand it to a slice sharing their start")
    func zeroLength() throws {
        func slice(_ id: ParticipantID, _ h: Double, _ u0: Double, _ u1: Double) -> ParticipantSliceSnapshot {
            ParticipantSliceSnapshot(id: id, displayHeight: .native(h), innerStart: .native(u0), innerEnd: .native(u1))
        }
        // 7: zero length at −300; 8: zero length at −200 shared with 9's start.
        let model = try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 600, displayScale: 3, detents: [.native(250)], participantOrder: [7, 8, 9],
                slices: [slice(7, 300, 5, 5), slice(8, 400, 0, 0), slice(9, 400, 0, 100)]))
        var c = Self.at(model, -300)
        #expect(c.activeOwner == .participant(7) && !c.isParticipantScrolling && c.isAuthoritative)
        #expect(c.displayHeight == 300)
        c = Self.at(model, -300 + 5e-5, from: -300)  // snapped back to 0 (ties go to 0)
        #expect(c.activeOwner == .participant(7) && c.isAuthoritative)
        c = Self.at(model, -300 + 2e-4, from: -300)
        #expect(c.activeOwner == .panel)
        c = Self.at(model, -200)
        #expect(c.activeOwner == .participant(9) && !c.isParticipantScrolling && c.participantOffset(at: 2) == 0)
        c = Self.at(model, (-200.0).nextDown, from: -100)
        #expect(c.activeOwner == .participant(8))
        c = Self.at(model, -350)  // the 250 anchor
        #expect(c.isAuthoritative && c.displayHeight == 250)
    }

    @Test("NaN in gives NaN out, and the cursor recovers on the next finite offset")
    func nanInNaNOut() throws {
        let model = try Self.specModel()
        var cursor = ProjectionCursor(model: model, outerOffset: -200)
        var changes = cursor.makeChanges()
        cursor.move(to: .nan, changes: &changes)
        #expect(CursorDiff.difference(cursor, model.project(.nan)) == nil)
        #expect(cursor.displayHeight.isNaN && cursor.panelOriginY.isNaN && cursor.participantOffset(at: 0).isNaN)
        #expect(changes.participantIndices.elementsEqual([0]))
        for y in [-150.0, .infinity, -.infinity, .nan, 200] {
            cursor.move(to: y, changes: &changes)
            #expect(CursorDiff.difference(cursor, model.project(y)) == nil, "Y \(y)")
        }
    }

    @Test("the default initial state is the oracle's state at −∞; init(outerOffset:) equals project")
    func initialState() throws {
        let model = try Self.multiSliceModel()
        #expect(CursorDiff.difference(ProjectionCursor(model: model), model.project(-.infinity)) == nil)
        for y in [-400.0, -300, -280, -250, -210, -100] {
            let c = ProjectionCursor(model: model, outerOffset: y)
            #expect(CursorDiff.difference(c, model.project(y)) == nil)
            #expect(c.projection() == model.project(y))
        }
    }

    @Test("an empty model (no slices, no detents) projects the bare panel")
    func emptyModel() throws {
        let model = try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 500, displayScale: 2, detents: [],
                participantOrder: [], slices: []))
        var cursor = ProjectionCursor(model: model)
        var changes = cursor.makeChanges()
        for y in [-100.0, 0, 250, .nan, 3] {
            cursor.move(to: y, changes: &changes)
            #expect(CursorDiff.difference(cursor, model.project(y)) == nil)
            #expect(changes.isEmpty && !changes.ownerChanged)
        }
        #expect(cursor.participantCount == 0 && cursor.activeSegmentIndex == nil)
    }

    @Test("copies are independent values")
    func valueSemantics() throws {
        let model = try Self.multiSliceModel()
        var a = ProjectionCursor(model: model, outerOffset: -250)
        var b = a
        var changes = b.makeChanges()
        b.move(to: -215, changes: &changes)
        #expect(a.participantOffset(at: 1) == 30 && a.outerOffset == -250)
        #expect(b.participantOffset(at: 1) == 50 && b.participantOffset(at: 0) == 35)
        a.move(to: -290, changes: &changes)
        #expect(a.participantOffset(at: 0) == 10 && b.participantOffset(at: 0) == 35)
    }

    @Test("change reports: one index inside a segment, nothing when still, everything on a full jump")
    func changeReports() throws {
        let model = try Self.multiSliceModel()
        var cursor = ProjectionCursor(model: model, outerOffset: -260)
        var changes = cursor.makeChanges()
        cursor.move(to: -255, changes: &changes)
        #expect(changes.participantIndices.elementsEqual([1]) && !changes.ownerChanged)
        cursor.move(to: -255, changes: &changes)
        #expect(changes.isUnchanged)
        cursor.move(to: -100, changes: &changes)  // past the end: Q 50, P 40, owner panel
        #expect(Set(changes.participantIndices) == [0, 1] && changes.ownerChanged)
        cursor.move(to: -1000, changes: &changes)
        #expect(Set(changes.participantIndices) == [0, 1] && !changes.ownerChanged)
        #expect(cursor.participantOffset(at: 0) == 0 && cursor.participantOffset(at: 1) == 0)
        cursor.move(to: -240, changes: &changes)
        #expect(changes.participantIndices.elementsEqual([0, 1]) || changes.participantIndices.elementsEqual([1, 0]))
        #expect(cursor.activeSegmentIndex == 1 && cursor.activeParticipantIndex == 1)
    }
}
