import TestSupport
import Testing

@testable import ScrollAxis

@Suite("Axis properties over random chains (seeded)")
struct AxisPropertyTests {
    static let seed: UInt64 = 0xA715_2026

    /// Y from 150 pt before the first segment to 150 pt after the last, in steps of `step` (or coarser).
    static func sweep(_ m: AxisModel, step: Double) -> [Double] {
        let lo = (m.segments.first?.outerStart ?? -m.viewportHeight) - 150
        let hi = (m.segments.last?.outerEnd ?? 0) + 150
        // At most ~3000 samples per model keeps the suite quick in debug builds.
        return Array(stride(from: lo, through: hi, by: max(step, (hi - lo) / 3000)))
    }

    /// Is `y` inside a participant's pre-entry window [a − band, a)?
    static func inPreEntry(_ y: Double, _ m: AxisModel) -> Bool {
        m.participantSegmentIndices.contains { i in
            let a = m.segments[i].outerStart
            return y >= a - m.band && y < a
        }
    }

    @Test("H = V + Y − P at every sampled offset (within 1e-9 relative)")
    func identity() {
        var g = SeededGenerator(seed: Self.seed)
        for trial in 0..<300 {
            let m = RandomAxes.model(maxDepth: 8, using: &g)
            for y in Self.sweep(m, step: 7.3) + RandomAxes.boundaryOffsets(of: m) {
                let p = m.project(y)
                let residue = abs(p.displayHeight - (m.viewportHeight + y - p.panelOriginY))
                #expect(
                    residue <= 1e-9 * max(1, abs(y), m.viewportHeight),
                    "seed \(Self.seed) trial \(trial) Y \(y): H \(p.displayHeight) P \(p.panelOriginY)")
            }
        }
    }

    @Test("continuity: H and offsets move by at most the step, plus one band where the pre-entry band snaps")
    func continuity() {
        var g = SeededGenerator(seed: Self.seed &+ 1)
        for trial in 0..<300 {
            let m = RandomAxes.model(maxDepth: 8, using: &g)
            let step = Double.random(in: 0.05...3, using: &g)
            var previous: AxisProjection?
            var jumps = 0
            for y in Self.sweep(m, step: step) {
                let p = m.project(y)
                defer { previous = p }
                guard let q = previous else { continue }
                let dy = y - q.outerOffset
                let dh = abs(p.displayHeight - q.displayHeight)
                let moved = zip(p.participantOffsets, q.participantOffsets).map { abs($0 - $1) }.max() ?? 0
                let limit = dy + m.band + 2e-4
                #expect(
                    dh <= limit && moved <= limit, "seed \(Self.seed &+ 1) trial \(trial) Y \(y) ΔH \(dh) Δu \(moved)")
                if dh > dy + 2e-4 { jumps += 1 }
            }
            // Snaps happen only at a pre-entry edge: at most one per participant segment.
            #expect(jumps <= m.participantSegmentIndices.count, "trial \(trial): \(jumps) jumps")
        }
    }

    @Test("offsets stay in their ranges (or the one-pixel pre-entry band) and never move backwards outside it")
    func offsetsInRangeAndMonotone() {
        var g = SeededGenerator(seed: Self.seed &+ 2)
        for trial in 0..<300 {
            let m = RandomAxes.model(maxDepth: 8, using: &g)
            var ranges = [[(Double, Double)]](repeating: [], count: m.reportedParticipants.count)
            for i in m.participantSegmentIndices {
                ranges[m.ownerIndex[i]].append((m.segments[i].innerStart, m.segments[i].innerEnd))
            }
            var previous: [Double]?
            for y in Self.sweep(m, step: Double.random(in: 0.1...5, using: &g)) {
                let p = m.project(y)
                for (k, u) in p.participantOffsets.enumerated() {
                    let inside = ranges[k].contains { u >= $0.0 - m.band && u <= $0.1 }
                    #expect(inside, "seed \(Self.seed &+ 2) trial \(trial) Y \(y): participant #\(k) offset \(u)")
                }
                if let before = previous, !Self.inPreEntry(y, m) {
                    for (k, u) in p.participantOffsets.enumerated() {
                        #expect(
                            u >= before[k] - 1e-9 || Self.inPreEntry(y - 1e-9, m),
                            "trial \(trial) Y \(y): participant #\(k) moved back \(before[k]) → \(u)")
                    }
                }
                previous = Self.inPreEntry(y, m) ? nil : p.participantOffsets
            }
        }
    }

    @Test("nested slices: every ancestor's slices cover exactly its full range, in order, around the primary")
    func onionCoversRanges() throws {
        var g = SeededGenerator(seed: Self.seed &+ 3)
        for trial in 0..<300 {
            let chain = RandomAxes.chain(depth: Int.random(in: 1...12, using: &g), using: &g)
            let slices = try NestedChainBuilder.slices(
                for: chain, displayHeight: .native(300),
                policy: ComparisonPolicy(displayScale: 2))
            for level in chain {
                let mine = slices.filter { $0.id == level.id }
                #expect(!mine.isEmpty && mine.count <= 2, "trial \(trial) level \(level.id)")
                #expect(mine.first?.innerStart.value == level.minimumOffset)
                #expect(mine.last?.innerEnd.value == level.maximumOffset)
                if mine.count == 2 { #expect(mine[0].innerEnd.value == mine[1].innerStart.value) }
            }
            #expect(slices.filter { $0.id == chain[0].id }.count == 1)
        }
    }
}
