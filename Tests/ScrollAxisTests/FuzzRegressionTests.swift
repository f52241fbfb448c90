import Testing

@testable import ScrollAxis

/// Regressions found by the libFuzzer target (Tests/Fuzz). Each test names the crash input's shape.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Bit-equal, or both NaN.
    static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    static func expectSame(_ got: AxisProjection, _ want: AxisProjection, _ note: String) {
        #expect(same(got.panelOriginY, want.panelOriginY), "\(note): P \(got.panelOriginY) vs \(want.panelOriginY)")
        #expect(
            same(got.displayHeight, want.displayHeight),
            "\(note): H \(got.displayHeight) vs \(want.displayHeight)")
        #expect(got.isAuthoritative == want.isAuthoritative, "\(note): authority")
        #expect(got.activeOwner == want.activeOwner, "\(note): owner")
        #expect(got.isParticipantScrolling == want.isParticipantScrolling, "\(note): scrolling")
        #expect(got.participantOffsets.count == want.participantOffsets.count, "\(note): offsets count")
        for (g, w) in zip(got.participantOffsets, want.participantOffsets) {
            #expect(same(g, w), "\(note): offset \(g) vs \(w)")
        }
    }

    /// The drag fast path (`_moveWithinActiveSegment`) took "y ≥ a" to mean a progress q ≥ 0 and published the
    /// held height as authoritative. With an infinite segment start and y = a = −∞, y − a is NaN: the oracle has
    /// no authority (q ≥ 0 is false) and a NaN height, the fast path reported H = Hs authoritative. Only an
    /// assembled model (internal initializer; the builder rejects non-finite geometry) reaches it.
    @Test func dragFastPathNeedsANonNegativeProgress() {
        let model = AxisModel(
            viewportHeight: 600, policy: ComparisonPolicy(displayScale: 2), detentHeights: [800],
            participantOrder: [2],
            segments: [
                AxisSegment(
                    owner: .participant(2), displayHeight: 233.72549019607843, outerStart: -.infinity,
                    outerEnd: -.infinity, innerStart: 49.00434882124057,
                    innerEnd: 49.004448821240565),
                AxisSegment(
                    owner: .panel, displayHeight: 800, outerStart: -.infinity, outerEnd: -.infinity,
                    innerStart: 0, innerEnd: 0),
            ])
        let oracle = model.project(-.infinity)
        #expect(!oracle.isAuthoritative)
        var cursor = ProjectionCursor(model: model, outerOffset: -.infinity)  // general path: active, q NaN
        Self.expectSame(cursor.projection(), oracle, "initial")
        var changes = cursor.makeChanges()
        cursor.move(to: -.infinity, changes: &changes)  // the drag fast path
        Self.expectSame(cursor.projection(), oracle, "second frame")
    }
}
