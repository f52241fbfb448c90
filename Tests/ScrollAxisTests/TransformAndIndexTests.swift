import ScrollAxis
import Testing

@Suite("Model transforms (§7), sorted index (§10), handoff placement")
struct TransformAndIndexTests {
    @Test("adaptive rebase 300 → 500 is continuous at the upper pivot")
    func adaptiveUpperPivot() throws {
        let old = try Models.slices([(1, 300, 0, 100)])
        let new = try #require(old.rebased(toDisplayHeight: 500))
        let pivot = old.segments[0].outerEnd + 500 - 300
        let a = old.project(pivot)
        let b = new.project(pivot)
        #expect(a.displayHeight == b.displayHeight && a.panelOriginY == b.panelOriginY)
        #expect(a.participantOffsets == b.participantOffsets)
        let back = pivot - 1
        #expect(new.project(back).displayHeight == 500 && new.project(back).participantOffsets == [99])
        #expect(old.project(back).displayHeight == 499)
    }

    @Test("adaptive rebase 500 → 300 is continuous at the lower pivot")
    func adaptiveLowerPivot() throws {
        let old = try Models.slices([(1, 500, 0, 100)])
        let new = try #require(old.rebased(toDisplayHeight: 300))
        let pivot = old.segments[0].outerStart + 300 - 500
        #expect(old.project(pivot).displayHeight == new.project(pivot).displayHeight)
        #expect(old.project(pivot).panelOriginY == new.project(pivot).panelOriginY)
        #expect(new.project(pivot + 1).displayHeight == 300 && new.project(pivot + 1).participantOffsets == [1])
        #expect(old.project(pivot + 1).displayHeight == 301)
    }

    @Test("adaptive rebase keeps a nested split's owners and ranges and shifts every bound by Δh")
    func adaptiveNested() throws {
        let old = try Models.slices([
            (3, 320, 0, 300), (2, 320, 0, 400), (1, 320, 0, 100), (2, 320, 400, 700),
            (3, 320, 300, 800),
        ])
        let new = try #require(old.rebased(toDisplayHeight: 480))
        #expect(new.segments.map(\.owner) == old.segments.map(\.owner))
        for (a, b) in zip(old.segments, new.segments) {
            #expect(b.outerStart == a.outerStart + 160 && b.innerStart == a.innerStart && b.innerEnd == a.innerEnd)
        }
    }

    @Test("adaptive rebase rejects fixed or invalid models")
    func adaptiveRejects() throws {
        #expect(try Models.spec().rebased(toDisplayHeight: 400) == nil)
        #expect(try Models.slices([(1, 300, 0, 0)]).rebased(toDisplayHeight: 400) == nil)
        #expect(try Models.slices([(1, 300, 0, 10), (2, 310, 0, 10)]).rebased(toDisplayHeight: 400) == nil)
        for h in [Double.infinity, -.infinity, .nan] {
            #expect(try Models.slices([(1, 300, 0, 10)]).rebased(toDisplayHeight: h) == nil)
        }
        #expect(try Models.slices([]).rebased(toDisplayHeight: 400) == nil)
        #expect(try Models.slices([(1, 300, 0, 10)], order: [1, 2]).rebased(toDisplayHeight: 400) == nil)
    }

    @Test("metrics rebase moves only the remaining distance and keeps projections inside the retained range")
    func metricsRebase() throws {
        let old = try Models.slices([(1, 300, 0, 100)], detents: [100, 300, 600])
        let new = try #require(old.rebasingInnerEnds(by: [1: -40]))
        let seg = try #require(new.segments.first { $0.owner == .participant(1) })
        #expect(seg.innerEnd == 60 && seg.outerEnd - seg.outerStart == 60 && seg.innerStart == 0)
        #expect(new.detentHeights == old.detentHeights && new.viewportHeight == 600)
        let y = seg.outerStart + 30
        #expect(new.project(y).participantOffsets == old.project(y).participantOffsets)
        #expect(new.project(y).panelOriginY == old.project(y).panelOriginY)
        let clamped = try #require(try Models.slices([(1, 300, 10, 100)]).rebasingInnerEnds(by: [1: -500]))
        #expect(clamped.segments[0].innerEnd == 10)
        #expect(old.rebasingInnerEnds(by: [:]) == nil)
        #expect(old.rebasingInnerEnds(by: [1: 0]) == nil)
        #expect(old.rebasingInnerEnds(by: [1: .infinity]) == nil)
        let split = try Models.slices([(1, 300, 0, 20), (2, 300, 0, 50), (1, 300, 20, 40)])
        #expect(split.rebasingInnerEnds(by: [2: -10]) == nil)
    }

    struct IndexRow: Sendable, CustomStringConvertible {
        var probe: Double, nearby: Bool, ceil: Bool, expected: Int
        var description: String { "\(probe) nearby \(nearby) ceil \(ceil) → \(expected)" }
    }
    static let indexRows: [IndexRow] = [
        .init(probe: 100, nearby: false, ceil: false, expected: 0),
        .init(probe: 200, nearby: true, ceil: true, expected: 1),
        .init(probe: 600, nearby: true, ceil: false, expected: 2),
        .init(probe: 50, nearby: false, ceil: true, expected: 0),
        .init(probe: 700, nearby: false, ceil: false, expected: 2),
        .init(probe: 150, nearby: false, ceil: true, expected: 1),
        .init(probe: 150, nearby: false, ceil: false, expected: 0),
        .init(probe: 120, nearby: true, ceil: true, expected: 0),
        .init(probe: 180, nearby: true, ceil: false, expected: 1),
        .init(probe: 150, nearby: true, ceil: true, expected: 1),
        .init(probe: 150, nearby: true, ceil: false, expected: 0),
    ]

    @Test("sorted index on [100, 200, 600]", arguments: indexRows)
    func sortedIndex(_ row: IndexRow) {
        #expect(SortedIndex.find(row.probe, in: [100, 200, 600], nearby: row.nearby, ceil: row.ceil) == row.expected)
    }

    @Test("sorted index: single element and empty array")
    func sortedIndexEdges() {
        for probe in [0.0, 5, 10] { #expect(SortedIndex.find(probe, in: [5], nearby: true, ceil: true) == 0) }
        #expect(SortedIndex.find(3, in: [], nearby: false, ceil: false) == 0)
        // Elements are narrowed to Float32, the probe is not.
        // 0.1 narrowed is 0.10000000149…, so the probe 0.1 is not an exact hit and falls to the lower index.
        #expect(SortedIndex.find(0.1, in: [0.05, 0.1, 1], nearby: false, ceil: false) == 0)
        #expect(SortedIndex.find(Double(Float(0.1)), in: [0.05, 0.1, 1], nearby: false, ceil: false) == 1)
    }

    @Test("automatic placement: list at y 40, detents 22/52/100 % of 800 → the top detent")
    func automaticPlacement() {
        let detents = [176.0, 416, 800]
        let inner = HandoffPlacement.InnerFrame(minY: 40, height: 760)
        let h = HandoffPlacement.automatic.activationHeight(
            detents: detents, currentHeight: 176, inner: inner,
            band: 1.0 / 3, legalHeights: (176, 800))
        #expect(h == .native(800))
        // A lower ratio accepts the middle detent ((416 − 40) / 760 ≈ 0.49).
        let lenient = HandoffPlacement.automatic(minimumVisibilityRatio: 0.45)
            .activationHeight(
                detents: detents, currentHeight: 176, inner: inner, band: 1.0 / 3, legalHeights: (176, 800))
        #expect(lenient == .native(416))
    }

    @Test("placement variants: fixed height is read as Float32, touched position native, no detents clamps")
    func placementVariants() {
        let inner = HandoffPlacement.InnerFrame(minY: 40, height: 500)
        #expect(
            HandoffPlacement.atDisplayHeight(300.1).activationHeight(
                detents: [], currentHeight: 0, inner: inner, band: 0.5, legalHeights: (66, 800)
            ).resolved == Double(Float(300.1)))
        #expect(
            HandoffPlacement.fromTouchedPosition.activationHeight(
                detents: [100], currentHeight: 333.3, inner: inner, band: 0.5, legalHeights: (66, 800))
                == .native(333.3))
        #expect(
            HandoffPlacement.automatic.activationHeight(
                detents: [], currentHeight: 900, inner: inner, band: 0.5, legalHeights: (66, 800)) == .native(800))
        #expect(
            HandoffPlacement.afterPanelFullyDisplayed.activationHeight(
                detents: [100, 540, 600], currentHeight: 100, inner: inner, band: 0.5, legalHeights: (66, 800))
                == .native(540))
        #expect(
            HandoffPlacement.afterPanelFullyDisplayed.activationHeight(
                detents: [100, 500], currentHeight: 100, inner: inner, band: 0.5, legalHeights: (66, 800))
                == .native(500))
    }
}
