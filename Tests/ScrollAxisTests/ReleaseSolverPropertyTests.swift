import TestSupport
import Testing

@testable import ScrollAxis

/// Seeded randomized properties of the release solver (AXIS_MODEL §9). Every failure message carries the seed;
/// rerun with that seed in `seeds` to replay it.
@Suite struct ReleaseSolverPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 0x5EED_0F_7E57, 20_261_130]

    /// A random axis whose participant slices sit between the first and last detent (as the UIKit layer lays
    /// them out), with its legal outer range.
    struct Case {
        var model: AxisModel
        var minimum: Double
        var maximum: Double
    }

    static func randomCase(_ g: inout SeededGenerator) -> Case {
        let v = Double.random(in: 300...900, using: &g).rounded()
        let scale: Double = Bool.random(using: &g) ? 2 : 3
        let detentCount = Int.random(in: 0...4, using: &g)
        var heights = Set<Double>()
        while heights.count < detentCount {
            let h = Double.random(in: 40...(v + 200), using: &g)
            heights.insert(Bool.random(using: &g) ? h.rounded() : h)
        }
        let detents = heights.sorted().map { Bool.random(using: &g) ? SourceScalar.objectiveC($0) : .native($0) }
        let resolved = detents.map(\.resolved)
        // Float32 narrowing may collapse two close detents; keep the list strictly increasing.
        var kept: [SourceScalar] = []
        for (d, r) in zip(detents, resolved) where kept.last.map({ $0.resolved < r }) ?? true { kept.append(d) }
        let lo = kept.first?.resolved ?? 66
        let hi = kept.last?.resolved ?? v
        let sliceCount = Int.random(in: 0...4, using: &g)
        var sliceHeights = (0..<sliceCount).map { _ -> Double in
            if !kept.isEmpty, Int.random(in: 0..<3, using: &g) == 0 { return kept.randomElement(using: &g)!.resolved }
            return Double.random(in: lo...hi, using: &g)
        }
        sliceHeights.sort()
        var slices: [ParticipantSliceSnapshot] = []
        var order: [ParticipantID] = []
        var lastEnd: [ParticipantID: Double] = [:]
        for h in sliceHeights {
            let reuse = !order.isEmpty && Int.random(in: 0..<4, using: &g) == 0
            let id = reuse ? order.randomElement(using: &g)! : ParticipantID(order.count + 1)
            if !reuse { order.append(id) }
            let start = lastEnd[id] ?? Double.random(in: -50...50, using: &g).rounded()
            let length = Int.random(in: 0..<4, using: &g) == 0 ? 0 : Double.random(in: 0...800, using: &g)
            lastEnd[id] = start + length
            slices.append(
                ParticipantSliceSnapshot(
                    id: id, displayHeight: .native(h), innerStart: .native(start),
                    innerEnd: .native(start + length)))
        }
        let model = try! AxisModel(
            AxisModelSnapshot(
                viewportHeight: v, displayScale: scale, detents: kept,
                participantOrder: order, slices: slices))
        // The legal range as laid out: first detent − V … last detent − V + ΣL. Take the ends from the built
        // anchors themselves, because `hi − v + ΣL` can differ from the accumulated anchor coordinate
        // `(D + hi) − v` by one ULP (seed 1 found 599.9434782800057 vs …058).
        guard model.hasDetents else {
            return Case(model: model, minimum: lo - v, maximum: hi - v + model.totalParticipantLength)
        }
        let ends = model.segments.map(\.outerEnd)
        return Case(model: model, minimum: model.segments.map(\.outerStart).min()!, maximum: ends.max()!)
    }

    static func randomOffset(_ g: inout SeededGenerator, _ c: Case) -> Double {
        if !c.model.segments.isEmpty, Bool.random(using: &g) {
            let s = c.model.segments.randomElement(using: &g)!
            let base = Bool.random(using: &g) ? s.outerStart : s.outerEnd
            let b = c.model.band
            let nudges: [Double] = [0, b, -b, b / 2, -b / 2, 1e-5, -1e-5, 86, -86, 140, -140, 85.9, -85.9]
            return base + nudges.randomElement(using: &g)!
        }
        return Double.random(in: (c.minimum - 150)...(c.maximum + 150), using: &g)
    }

    static func randomVelocity(_ g: inout SeededGenerator) -> Double {
        let edges: [Double] = [0, 0.2, 0.199999, 2.2, 2.200001, 1, 3]
        let magnitude = Bool.random(using: &g) ? edges.randomElement(using: &g)! : Double.random(in: 0...6, using: &g)
        return Bool.random(using: &g) ? magnitude : -magnitude
    }

    static func randomFeel(_ g: inout SeededGenerator) -> FeelParameters {
        var feel = FeelParameters.default
        if Bool.random(using: &g) {
            feel.lowVelocityThreshold = Double.random(in: 0...1, using: &g)
            feel.highVelocityThreshold = Double.random(in: 1...5, using: &g)
            feel.adjacentAnchorDistance = Double.random(in: 0...300, using: &g)
            feel.panelToParticipantCaptureDistance = Double.random(in: 0...400, using: &g)
        }
        feel.disableInnerMomentumTransfer = Bool.random(using: &g)
        feel.collapseResistance = Bool.random(using: &g)
        if Int.random(in: 0..<3, using: &g) == 0 {
            let lower = Double.random(in: 0...900, using: &g)
            feel.nonSnappingRanges = [
                NonSnappingRange(
                    lower: .objectiveC(lower),
                    upper: .native(lower + Double.random(in: 0...200, using: &g)))
            ]
        }
        return feel
    }

    static func randomRequest(_ g: inout SeededGenerator, _ c: Case) -> ReleaseRequest {
        let overrides: [Bool?] = [nil, nil, nil, true, false]
        return ReleaseRequest(
            currentOuterOffset: randomOffset(&g, c), proposedOuterOffset: randomOffset(&g, c),
            velocity: randomVelocity(&g), minimumOuterOffset: c.minimum,
            maximumOuterOffset: c.maximum, nonSnappingOverride: overrides.randomElement(using: &g)!)
    }

    @Test(arguments: seeds)
    func targetIsLegalOrTheProposal(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        var seen = Set<String>()
        for _ in 0..<300 {
            let c = Self.randomCase(&g)
            for _ in 0..<100 {
                let r = Self.randomRequest(&g, c)
                let feel = Self.randomFeel(&g)
                let d = c.model.solveRelease(r, feel: feel)
                seen.insert(d.scrollType.rawValue + (d.bypassedSnapping ? "+bypass" : ""))
                let t = d.targetOuterOffset
                let legal = c.minimum <= t && t <= c.maximum
                #expect(
                    legal || t == r.proposedOuterOffset,
                    "seed \(seed): target \(t) outside [\(c.minimum), \(c.maximum)] for \(r) on \(c.model.segments)")
                if d.scrollType == .none {
                    #expect(t == r.proposedOuterOffset, "seed \(seed): passthrough moved the target, \(r)")
                    #expect(
                        d.targetDisplayHeight == c.model.project(t).displayHeight,
                        "seed \(seed): passthrough height differs from the projection, \(r)")
                }
            }
        }
        // The generator reaches every classification, so the property is not vacuous.
        #expect(seen.count == 7, "seed \(seed): only \(seen.sorted())")
    }

    @Test(arguments: seeds)
    func snappedTargetIsABoundaryOrInsideAParticipant(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let c = Self.randomCase(&g)
            guard c.model.hasDetents else { continue }
            for _ in 0..<100 {
                let r = Self.randomRequest(&g, c)
                let d = c.model.solveRelease(r, feel: Self.randomFeel(&g))
                guard !d.bypassedSnapping else { continue }
                guard let selected = d.selectedAnchor else {
                    Issue.record("seed \(seed): no selected anchor with detents, \(r)")
                    continue
                }
                let s = c.model.segments[selected.index]
                let t = d.targetOuterOffset
                let boundary = t == s.outerStart || t == s.outerEnd
                let band = c.model.band
                let insideParticipant = !s.isPanelAnchor && s.outerStart - band <= t && t <= s.outerEnd + band
                #expect(
                    boundary || insideParticipant,
                    "seed \(seed): target \(t) is not a boundary of \(s) nor inside it, \(r) → \(d)")
                if s.outerStart <= t && t <= s.outerEnd {
                    #expect(d.targetDisplayHeight == s.displayHeight, "seed \(seed): \(r) → \(d)")
                }
                #expect(d.proposedAnchor == c.model.locate(r.proposedOuterOffset), "seed \(seed): \(r)")
            }
        }
    }

    @Test(arguments: seeds)
    func solverIsAPureFunction(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        for _ in 0..<100 {
            let c = Self.randomCase(&g)
            let copy = c.model
            let requests = (0..<50).map { _ in (Self.randomRequest(&g, c), Self.randomFeel(&g)) }
            let first = requests.map { c.model.solveRelease($0.0, feel: $0.1) }
            // Same inputs in reverse order, on a copy of the model: identical answers (no hidden state).
            let again = requests.reversed().map { copy.solveRelease($0.0, feel: $0.1) }.reversed()
            #expect(first == Array(again), "seed \(seed): the solver is not a pure function on \(c.model.segments)")
            for (r, d) in zip(requests, first) where d.selectedAnchor != nil {
                #expect(c.model.locate(r.0.currentOuterOffset) == copy.locate(r.0.currentOuterOffset))
            }
        }
    }
}
