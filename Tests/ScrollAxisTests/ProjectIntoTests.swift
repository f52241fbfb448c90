import ScrollAxis
import TestSupport
import Testing

/// `project(_:into:)` reuses one projection value across offsets; it must agree with `project(_:)`, the
/// reference, bit for bit — including the offsets it resets from the initial ones.
@Suite("Projection into an existing value (seeded)")
struct ProjectIntoTests {
    static let seed: UInt64 = 0x5EED_0F15

    @Test("agrees with project(_:) bit for bit on random chains, reused across offsets in any order")
    func agreesWithReference() {
        var g = SeededGenerator(seed: Self.seed)
        for trial in 0..<200 {
            let m = RandomAxes.model(maxDepth: 6, using: &g)
            let range = OuterRange(model: m)
            let low = range.minimum - 20
            let high = range.maximum + 20
            var reused = m.project(low)
            for _ in 0..<200 {
                let y = Double.random(in: low...high, using: &g)
                m.project(y, into: &reused)
                let reference = m.project(y)
                #expect(
                    Self.sameBits(reused, reference),
                    "seed \(Self.seed) trial \(trial) Y \(y): \(reused) != \(reference)")
            }
        }
    }

    @Test("a projection sized for another model is replaced, not indexed out of range")
    func foreignProjectionIsResized() {
        var g = SeededGenerator(seed: Self.seed &+ 1)
        let m = RandomAxes.model(maxDepth: 4, using: &g)
        var foreign = AxisProjection(
            outerOffset: 0, panelOriginY: 0, displayHeight: 0, isAuthoritative: false, activeOwner: .panel,
            isParticipantScrolling: false, participantOffsets: Array(repeating: 7, count: 40))
        m.project(10, into: &foreign)
        #expect(Self.sameBits(foreign, m.project(10)))
    }

    static func sameBits(_ a: AxisProjection, _ b: AxisProjection) -> Bool {
        a.outerOffset.bitPattern == b.outerOffset.bitPattern
            && a.panelOriginY.bitPattern == b.panelOriginY.bitPattern
            && a.displayHeight.bitPattern == b.displayHeight.bitPattern
            && a.isAuthoritative == b.isAuthoritative && a.activeOwner == b.activeOwner
            && a.isParticipantScrolling == b.isParticipantScrolling
            && a.participantOffsets.map(\.bitPattern) == b.participantOffsets.map(\.bitPattern)
    }
}
