import Testing

@testable import ScrollAxis

/// `locate`, the containment helper, settle-to-nearest-detent and the canonical-height case (AXIS_MODEL §9,
/// FEEL.md §4, REFERENCE_TESTS TargetSolver).
@Suite struct ReleaseSolverLocateTests {
    struct LocateRow: Sendable, CustomTestStringConvertible {
        var y: Double
        var index: Int
        var location: AnchorLocation
        var line: Int
        init(_ y: Double, _ index: Int, _ location: AnchorLocation, line: Int = #line) {
            self.y = y
            self.index = index
            self.location = location
            self.line = line
        }
        var testDescription: String { "line \(line): locate(\(y))" }
    }

    /// §9's examples on −500 | −300…−100 | 200 at 2× (band 0.5), plus the other closed-margin edges.
    static let specLocateRows: [LocateRow] = [
        LocateRow(-400, 1, .before),  // tie between 0-after and 1-before → the later anchor
        LocateRow(-400.0001, 0, .after),
        LocateRow(-500.5, 0, .inside),  // closed margin
        LocateRow(-500.50001, 0, .before),
        LocateRow(200.5, 2, .inside),
        LocateRow(200.50001, 2, .after),
        LocateRow(-300.5, 1, .inside),
        LocateRow(-300.50001, 1, .before),
        LocateRow(-99.5, 1, .inside),
        LocateRow(-99.49999, 1, .after),
        LocateRow(50, 2, .before),  // 150 past the end vs 150 before the next: tie → the later
        LocateRow(49.99, 1, .after),
        LocateRow(50.01, 2, .before),
        LocateRow(-10_000, 0, .before),
        LocateRow(10_000, 2, .after),
    ]

    @Test(arguments: specLocateRows)
    func locateOnTheSpecAxis(_ row: LocateRow) {
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(
            SolverFixture.spec.model.locate(row.y) == AnchorPosition(index: row.index, location: row.location),
            sourceLocation: at)
    }

    @Test func zeroLengthParticipantIsLocatedInsideItsBand() {
        let model = SolverFixture.zeroLength.model
        #expect(model.locate(-300.25) == AnchorPosition(index: 1, location: .inside))
        #expect(model.segments[1].owner == .participant(1))
        let d = model.solveRelease(
            ReleaseRequest(
                currentOuterOffset: -300.25, proposedOuterOffset: -300.25,
                velocity: 0, minimumOuterOffset: -500, maximumOuterOffset: 0))
        #expect(d.scrollType == .participantToParticipant)
        #expect(d.selectedAnchor.map { model.segments[$0.index].owner } == .participant(1))
    }

    @Test func locateIsNilOnlyWithoutSegments() throws {
        let empty = try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: [],
                participantOrder: [], slices: []))
        #expect(empty.locate(0) == nil)
        #expect(SolverFixture.spec.model.locate(.nan) == AnchorPosition(index: 2, location: .after))
        let d = empty.solveRelease(
            ReleaseRequest(
                currentOuterOffset: 0, proposedOuterOffset: 42, velocity: 3,
                minimumOuterOffset: -534, maximumOuterOffset: 0))
        #expect(
            d
                == ReleaseDecision(
                    targetOuterOffset: 42, targetDisplayHeight: 642, scrollType: .none,
                    selectedAnchor: nil, proposedAnchor: nil, bypassedSnapping: false))
    }

    @Test func containmentHelperAcceptsTheSelectedAnchorsRegionOnly() {
        let model = SolverFixture.spec.model
        let d = model.solveRelease(
            ReleaseRequest(
                currentOuterOffset: -400, proposedOuterOffset: -250, velocity: 1,
                minimumOuterOffset: -500, maximumOuterOffset: 200))
        #expect(d.selectedAnchor == AnchorPosition(index: 1, location: .inside))
        #expect(model.acceptsAdjustedTarget(-299.5, for: d))
        #expect(model.acceptsAdjustedTarget(0, for: d))
        #expect(!model.acceptsAdjustedTarget(-401, for: d))
        #expect(!model.acceptsAdjustedTarget(51, for: d))
        let passthrough = SolverFixture.noDetents.model.solveRelease(
            ReleaseRequest(
                currentOuterOffset: -200, proposedOuterOffset: 123, velocity: 4,
                minimumOuterOffset: -534, maximumOuterOffset: 200))
        #expect(!SolverFixture.noDetents.model.acceptsAdjustedTarget(123, for: passthrough))
    }

    @Test func canonicalHeightAtThePanelAnchorIsExact() {
        let model = SolverFixture.canonical640.model
        let anchor = try! #require(model.segments.last)
        #expect(anchor.isPanelAnchor && anchor.displayHeight == 50)
        #expect(model.project(anchor.outerStart).displayHeight == 50)
        #expect(model.project(anchor.outerStart).isAuthoritative)
        let d = model.solveRelease(
            ReleaseRequest(
                currentOuterOffset: anchor.outerStart,
                proposedOuterOffset: anchor.outerStart, velocity: 0,
                minimumOuterOffset: 25 - 640,
                maximumOuterOffset: 50 - 640 + 1.0 / 3.0))
        #expect(d.targetOuterOffset == anchor.outerStart)
        #expect(d.targetDisplayHeight == 50)
        let settle = model.settleToNearestDetent(
            currentOuterOffset: anchor.outerStart,
            minimumOuterOffset: 25 - 640,
            maximumOuterOffset: 50 - 640 + 1.0 / 3.0)
        #expect(settle?.targetDisplayHeight == 50)
    }

    @Test func settleToNearestDetentIsAZeroVelocityForcedSnap() {
        let model = SolverFixture.spec.model
        func settle(_ c: Double, _ feel: FeelParameters = .default) -> ReleaseDecision? {
            model.settleToNearestDetent(
                currentOuterOffset: c, minimumOuterOffset: -500, maximumOuterOffset: 200,
                feel: feel)
        }
        #expect(settle(-450)?.targetOuterOffset == -500)
        #expect(settle(-400)?.targetOuterOffset == -300)  // the tie goes to the higher anchor
        #expect(settle(-400.0001)?.targetOuterOffset == -500)
        #expect(settle(0)?.targetOuterOffset == -100)
        #expect(settle(60)?.targetOuterOffset == 200)
        // A participant position stays where it is (same segment keeps p = c).
        #expect(settle(-200)?.targetOuterOffset == -200)
        #expect(settle(-200)?.scrollType == .participantToParticipant)
        // Non-snapping ranges are ignored: H 200 at −400 would otherwise bypass.
        let everywhere = FeelParameters(nonSnappingRanges: [NonSnappingRange(lower: .native(0), upper: .native(1e6))])
        #expect(settle(-400, everywhere)?.bypassedSnapping == false)
        #expect(settle(-400, everywhere)?.targetOuterOffset == -300)
        // It is exactly solveRelease(p = c, v = 0, override false).
        for c in stride(from: -700.0, through: 400, by: 12.5) {
            let direct = model.solveRelease(
                ReleaseRequest(
                    currentOuterOffset: c, proposedOuterOffset: c, velocity: 0,
                    minimumOuterOffset: -500, maximumOuterOffset: 200,
                    nonSnappingOverride: false))
            #expect(settle(c) == direct, "c = \(c)")
        }
        // No detents → no-op.
        #expect(
            SolverFixture.noDetents.model.settleToNearestDetent(
                currentOuterOffset: -200, minimumOuterOffset: -534,
                maximumOuterOffset: 200) == nil)
    }
}
