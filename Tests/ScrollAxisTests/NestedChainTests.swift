import ScrollAxis
import Testing

@Suite("Nested chain slicer (AXIS_MODEL §5)")
struct NestedChainTests {
    static let policy = ComparisonPolicy(displayScale: 2)

    static func slices(_ chain: [NestedParticipant]) throws -> [String] {
        try NestedChainBuilder.slices(for: chain, displayHeight: .native(300), policy: policy)
            .map { "\($0.id):\($0.innerStart.value + 0)…\($0.innerEnd.value + 0)" }  // + 0 folds −0.0
    }

    static let primary = NestedParticipant(id: 1, contentHeight: 400, viewportHeight: 300)

    @Test("parent with the child at 400…600, offset 0 → before and after slices around the primary")
    func beforeAndAfter() throws {
        let parent = NestedParticipant(
            id: 2, contentHeight: 1000, viewportHeight: 300,
            childFrame: .init(minY: 400, maxY: 600))
        #expect(try Self.slices([Self.primary, parent]) == ["2:0.0…400.0", "1:0.0…100.0", "2:400.0…700.0"])
    }

    @Test("already scrolled parent (inset 20, offset 100, child 100…350) splits at the physical offset")
    func alreadyScrolledSplit() throws {
        let parent = NestedParticipant(
            id: 2, contentHeight: 1000, viewportHeight: 300, insetTop: 20,
            contentOffset: 100, childFrame: .init(minY: 100, maxY: 350))
        #expect(try Self.slices([Self.primary, parent]) == ["2:-20.0…100.0", "1:0.0…100.0", "2:100.0…700.0"])
        let built = try NestedChainBuilder.slices(
            for: [Self.primary, parent], displayHeight: .native(300),
            policy: Self.policy)
        let model = try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: [],
                participantOrder: [1, 2], slices: built))
        #expect(model.segments.count == 3)
        #expect(model.segments[0].outerEnd == model.segments[1].outerStart)
    }

    @Test("a parent scrolled near its bottom (offset 690, inset 20) still splits: −20…690 and 690…700")
    func nearBottomKeepsAncestor() throws {
        let parent = NestedParticipant(
            id: 2, contentHeight: 1000, viewportHeight: 300, insetTop: 20,
            contentOffset: 690, childFrame: .init(minY: 700, maxY: 950))
        #expect(try Self.slices([Self.primary, parent]) == ["2:-20.0…690.0", "1:0.0…100.0", "2:690.0…700.0"])
    }

    @Test("a three-level chain makes an onion: gp 0…300, p 0…400, primary, p 400…700, gp 300…800")
    func threeLevelOnion() throws {
        let parent = NestedParticipant(
            id: 2, contentHeight: 1000, viewportHeight: 300,
            childFrame: .init(minY: 400, maxY: 600))
        let grand = NestedParticipant(
            id: 3, contentHeight: 1100, viewportHeight: 300,
            childFrame: .init(minY: 300, maxY: 600))
        #expect(
            try Self.slices([Self.primary, parent, grand])
                == ["3:0.0…300.0", "2:0.0…400.0", "1:0.0…100.0", "2:400.0…700.0", "3:300.0…800.0"])
    }

    @Test("short bouncing content clamps to a zero-length slice")
    func shortContent() throws {
        let short = NestedParticipant(id: 1, contentHeight: 120, viewportHeight: 300)
        #expect(try Self.slices([short]) == ["1:0.0…0.0"])
        #expect(try Self.slices([]) == [])
    }

    struct PlacementRow: Sendable, CustomStringConvertible {
        var name: String
        var ancestor: NestedParticipant
        var expected: NestedPlacement
        var description: String { name }
    }

    static let placements: [PlacementRow] = [
        PlacementRow(
            name: "child at the top → after",
            ancestor: .init(id: 2, contentHeight: 1000, viewportHeight: 300, childFrame: .init(minY: 0.5, maxY: 300)),
            expected: .after),
        PlacementRow(
            name: "child at top + 0.50001 → not after (band closed at 0.5)",
            ancestor: .init(
                id: 2, contentHeight: 1000, viewportHeight: 300,
                childFrame: .init(minY: 0.50001, maxY: 300)),
            expected: .split(at: 0.50001)),
        PlacementRow(
            name: "child reaching the content bottom → before",
            ancestor: .init(id: 2, contentHeight: 1000, viewportHeight: 300, childFrame: .init(minY: 500, maxY: 999.5)),
            expected: .before),
        PlacementRow(
            name: "viewport shows the child and all below it → before",
            ancestor: .init(id: 2, contentHeight: 1000, viewportHeight: 300, childFrame: .init(minY: 750, maxY: 900)),
            expected: .before),
        PlacementRow(
            name: "top expansion just short by a band → before (topExp + b ≥ 0)",
            ancestor: .init(id: 2, contentHeight: 1000, viewportHeight: 300, childFrame: .init(minY: 700.5, maxY: 900)),
            expected: .before),
        PlacementRow(
            name: "child in the middle → split at its top",
            ancestor: .init(id: 2, contentHeight: 1000, viewportHeight: 300, childFrame: .init(minY: 400, maxY: 600)),
            expected: .split(at: 400)),
        PlacementRow(
            name: "scrolled with the child's bottom visible, at the end → before",
            ancestor: .init(
                id: 2, contentHeight: 1000, viewportHeight: 300, contentOffset: 699.6,
                childFrame: .init(minY: 400, maxY: 600)),
            expected: .before),
        PlacementRow(
            name: "scrolled by exactly one band → not 'already scrolled' (progress > b strict)",
            ancestor: .init(
                id: 2, contentHeight: 1000, viewportHeight: 300, contentOffset: 0.5,
                childFrame: .init(minY: 100, maxY: 200)),
            expected: .split(at: 100)),
    ]

    @Test("placement rules in order, with their band edges", arguments: placements)
    func placementRules(_ row: PlacementRow) throws {
        #expect(try NestedChainBuilder.placement(of: row.ancestor, band: 0.5) == row.expected)
    }

    @Test("invalid levels throw typed errors naming the participant")
    func errors() {
        let missing = NestedParticipant(id: 7, contentHeight: 1000, viewportHeight: 300)
        #expect(throws: NestedChainError.missingChildFrame(participant: 7)) {
            try NestedChainBuilder.slices(
                for: [Self.primary, missing], displayHeight: .native(300), policy: Self.policy)
        }
        let backwards = NestedParticipant(
            id: 7, contentHeight: 1000, viewportHeight: 300,
            childFrame: .init(minY: 10, maxY: 5))
        #expect(throws: NestedChainError.invalidChildFrame(participant: 7, minY: 10, maxY: 5)) {
            try NestedChainBuilder.slices(
                for: [Self.primary, backwards], displayHeight: .native(300), policy: Self.policy)
        }
        let zeroViewport = NestedParticipant(id: 1, contentHeight: 1000, viewportHeight: 0)
        #expect(throws: NestedChainError.invalidNestedParticipant(participant: 1, field: "viewportHeight", value: 0)) {
            try NestedChainBuilder.slices(for: [zeroViewport], displayHeight: .native(300), policy: Self.policy)
        }
        let infinite = NestedParticipant(id: 1, contentHeight: .infinity, viewportHeight: 300)
        #expect(
            throws: NestedChainError.invalidNestedParticipant(participant: 1, field: "contentHeight", value: .infinity)
        ) {
            try NestedChainBuilder.slices(for: [infinite], displayHeight: .native(300), policy: Self.policy)
        }
    }
}
