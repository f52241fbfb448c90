// AnalysisTests/SyntheticChainTests: the chain the projection suites (`bench run --chain-depth`) measure, its paths
// and workloads.
import ScrollAxis
import Testing

@testable import Analysis
@testable import Harness

@Suite struct SyntheticChainTests {
    @Test(arguments: [1, 2, 3, 5, 17, 64])
    func everyAncestorIsSplitAroundItsChild(depth: Int) throws {
        let chain = try SyntheticChain(depth: depth)
        #expect(chain.slices.count == 2 * depth - 1)
        #expect(chain.participantSegmentCount == 2 * depth - 1)
        // Onion order: ancestors' front halves outermost first, the primary, then back halves innermost first.
        let ids = chain.slices.map(\.id)
        let ancestors: [UInt64] = depth > 1 ? (2...depth).map(UInt64.init) : []
        #expect(ids == ancestors.reversed() + [1] + ancestors)
        let ancestor = NestedParticipant(
            id: 2, contentHeight: 3000, viewportHeight: 500, childFrame: .init(minY: 1000, maxY: 1400))
        #expect(try NestedChainBuilder.placement(of: ancestor, band: 0.5) == .split(at: 1000))
        #expect(chain.range.minimum == -500)
        #expect(chain.range.maximum == 600 + 2500 * Double(depth - 1))
    }

    @Test func detentsAreAbsorbedBySlices() throws {
        // Depth 1: one slice absorbs 300; 300.5 stays an anchor.
        let one = try SyntheticChain(depth: 1)
        #expect(one.model.panelAnchorIndices.map { one.model.segments[$0].displayHeight } == [100, 200, 300.5, 600])
        // Depth ≥ 2: the second slice (same height) absorbs 300.5 within the band.
        let five = try SyntheticChain(depth: 5)
        #expect(five.model.panelAnchorIndices.map { five.model.segments[$0].displayHeight } == [100, 200, 600])
        #expect(five.model.detentHeights == [100, 200, 300, 300.5, 600])
        #expect(five.segmentCount == 12)
    }

    @Test func badDepthIsRejected() {
        #expect(throws: SyntheticChainError.badDepth(0)) { try SyntheticChain(depth: 0) }
        #expect(
            SyntheticChainError.notSplit(depth: 3, slices: 4).description
                == "chain depth 3 gave 4 slices, expected 5 (every ancestor split)")
    }

    @Test func dragStaysWithinEightPointsAndCoversTheAxis() throws {
        let chain = try SyntheticChain(depth: 3)
        var path = DragPath(range: chain.range)
        var previous = path.next()
        var low = previous
        var high = previous
        let roundTrip = Int(2 * (chain.range.maximum - chain.range.minimum) / DragPath.step) + 2
        for _ in 0..<roundTrip {
            let y = path.next()
            #expect(abs(y - previous) <= 8)
            #expect(chain.range.contains(y))
            low = min(low, y)
            high = max(high, y)
            previous = y
        }
        #expect(low == chain.range.minimum)
        #expect(high > chain.range.maximum - 8)
    }

    @Test func jumpsAreSeededAndWithinTheRange() throws {
        let chain = try SyntheticChain(depth: 3)
        var a = JumpPath(range: chain.range, seed: 7)
        var b = JumpPath(range: chain.range, seed: 7)
        var c = JumpPath(range: chain.range, seed: 8)
        let first = (0..<100).map { _ in a.next() }
        #expect(first == (0..<100).map { _ in b.next() })
        #expect(first != (0..<100).map { _ in c.next() })
        #expect(first.allSatisfy(chain.range.contains))
    }

    /// The workloads the benchmarks time compute what the oracle does, on the very paths they walk.
    @Test(arguments: [1, 2, 5, 9])
    func cursorOnTheBenchmarkPathsAgreesWithTheOracle(depth: Int) throws {
        let chain = try SyntheticChain(depth: depth)
        var drag = DragPath(range: chain.range)
        var jump = JumpPath(range: chain.range, seed: 3)
        var cursor = ProjectionCursor(model: chain.model)
        var changes = cursor.makeChanges()
        for batch in 0..<6 {
            if batch % 2 == 0 { drag.startBatch() }
            for _ in 0..<700 {
                let y = batch % 3 == 2 ? jump.next() : drag.next()
                cursor.move(to: y, changes: &changes)
                #expect(cursor.projection() == chain.model.project(y))
            }
        }
    }
}
