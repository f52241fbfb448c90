import ScrollAxis
import TestSupport
import Testing

// MARK: - Shared helpers of the ProjectionCursor tests (prefixed `Cursor` to stay clear of other suites)

/// Exact comparison of a cursor with the oracle.
enum CursorDiff {
    /// Same double: identical bits, or both zero (±0 compare numerically), or both NaN.
    static func same(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || (a == 0 && b == 0) || (a.isNaN && b.isNaN)
    }

    /// The first difference between the cursor's current state and `expected`, or nil when they agree exactly.
    static func difference(_ cursor: ProjectionCursor, _ expected: AxisProjection) -> String? {
        if !same(cursor.outerOffset, expected.outerOffset) {
            return "Y \(cursor.outerOffset) ≠ \(expected.outerOffset)"
        }
        if !same(cursor.panelOriginY, expected.panelOriginY) {
            return "P \(cursor.panelOriginY) ≠ \(expected.panelOriginY)"
        }
        if !same(cursor.displayHeight, expected.displayHeight) {
            return "H \(cursor.displayHeight) ≠ \(expected.displayHeight)"
        }
        if cursor.isAuthoritative != expected.isAuthoritative {
            return "authoritative \(cursor.isAuthoritative) ≠ \(expected.isAuthoritative)"
        }
        if cursor.activeOwner != expected.activeOwner { return "owner \(cursor.activeOwner) ≠ \(expected.activeOwner)" }
        if cursor.isParticipantScrolling != expected.isParticipantScrolling {
            return "scrolling \(cursor.isParticipantScrolling) ≠ \(expected.isParticipantScrolling)"
        }
        if cursor.participantCount != expected.participantOffsets.count {
            return "participant count \(cursor.participantCount) ≠ \(expected.participantOffsets.count)"
        }
        for i in expected.participantOffsets.indices
        where !same(cursor.participantOffset(at: i), expected.participantOffsets[i]) {
            return "offset[\(i)] \(cursor.participantOffset(at: i)) ≠ \(expected.participantOffsets[i])"
        }
        let p = cursor.projection()
        if !(p.outerOffset.bitPattern == cursor.outerOffset.bitPattern && p.activeOwner == expected.activeOwner
            && p.participantOffsets.count == expected.participantOffsets.count)
        {
            return "projection() disagrees with the cursor's own state"
        }
        return nil
    }

    /// The participant indices whose offsets differ (bit pattern) between two oracle projections.
    static func changedIndices(_ old: AxisProjection, _ new: AxisProjection) -> Set<Int> {
        var set = Set<Int>()
        for i in new.participantOffsets.indices
        where old.participantOffsets[i].bitPattern != new.participantOffsets[i].bitPattern { set.insert(i) }
        return set
    }
}

/// Drives one cursor through a sequence of outer offsets and checks every frame against the oracle, including the
/// reported changes against the difference of consecutive oracle projections.
struct CursorDrive {
    /// Frames checked.
    var frames = 0
    /// Failure messages (only the first few are kept).
    var failures: [String] = []
    /// Total failures.
    var failureCount = 0

    /// Checks `ys` in order on a fresh cursor (or `cursor` when given); `label` names the case (with its seed).
    mutating func run(_ model: AxisModel, _ ys: [Double], label: String) {
        var cursor = ProjectionCursor(model: model)
        var previous = model.project(-.infinity)
        if let d = CursorDiff.difference(cursor, previous) { fail("\(label): initial state: \(d)") }
        var changes = cursor.makeChanges()
        let capacity = changes.participantIndices.capacity
        for (n, y) in ys.enumerated() {
            cursor.move(to: y, changes: &changes)
            let expected = model.project(y)
            frames += 1
            if let d = CursorDiff.difference(cursor, expected) {
                fail(
                    "\(label): frame \(n) Y \(y) (bits \(String(y.bitPattern, radix: 16))) from \(previous.outerOffset): \(d)"
                )
            }
            let reported = changes.participantIndices
            let reportedSet = Set(reported)
            let expectedSet = CursorDiff.changedIndices(previous, expected)
            if reportedSet.count != reported.count {
                fail("\(label): frame \(n) Y \(y): duplicate indices reported \(Array(reported))")
            }
            if reportedSet != expectedSet {
                fail(
                    "\(label): frame \(n) Y \(y) from \(previous.outerOffset): changed \(reportedSet.sorted()) ≠ oracle \(expectedSet.sorted())"
                )
            }
            if changes.ownerChanged != (previous.activeOwner != expected.activeOwner) {
                fail(
                    "\(label): frame \(n) Y \(y): ownerChanged \(changes.ownerChanged) but oracle \(previous.activeOwner) → \(expected.activeOwner)"
                )
            }
            if changes.participantIndices.capacity != capacity {
                fail(
                    "\(label): frame \(n): change storage reallocated (\(capacity) → \(changes.participantIndices.capacity))"
                )
            }
            previous = expected
        }
    }

    mutating func fail(_ message: String) {
        failureCount += 1
        if failures.count < 8 { failures.append(message) }
    }
}

/// Random models and offsets for the differential tests.
enum CursorGen {
    static func uniform(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double {
        Double.random(in: range, using: &rng)
    }

    static func chance(_ p: Double, _ rng: inout SeededGenerator) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// A value that is sometimes a round number (so geometry coincides exactly) and sometimes arbitrary.
    static func value(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double {
        let x = uniform(range, &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return x.rounded()
        case 1: return (x * 2).rounded() / 2
        case 2: return (x * 3).rounded() / 3
        default: return x
        }
    }

    /// A random inset from the values UIKit typically uses, or an arbitrary one.
    static func inset(_ rng: inout SeededGenerator) -> Double {
        [0, 0, 20, 44, 34, value(0...80, &rng)][Int.random(in: 0..<6, using: &rng)]
    }

    /// A nested chain of `depth` levels whose ancestors land in every placement (before, after, split).
    static func chain(depth: Int, _ rng: inout SeededGenerator) -> [NestedParticipant] {
        var levels: [NestedParticipant] = []
        let baseID = UInt64.random(in: 1...1_000_000, using: &rng)
        for level in 0..<depth {
            let id = baseID + UInt64(level)
            let viewport = value(100...900, &rng)
            let top = inset(&rng)
            let bottom = inset(&rng)
            let content = chance(0.1, &rng) ? value(0...viewport, &rng) : value(50...4000, &rng)
            var p = NestedParticipant(
                id: id, contentHeight: content, viewportHeight: viewport, insetTop: top,
                insetBottom: bottom)
            let lo = p.minimumOffset
            let hi = p.maximumOffset
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: p.contentOffset = lo
            case 1: p.contentOffset = hi
            default: p.contentOffset = value(lo...hi, &rng)
            }
            if level > 0 {
                let contentBottom = content + bottom
                var minY: Double
                var maxY: Double
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:  // child at the top → after
                    minY = chance(0.5, &rng) ? lo : lo + uniform(0...0.3, &rng)
                    maxY = minY + value(0...max(0, contentBottom - minY), &rng)
                case 1:  // child reaching the bottom → before
                    maxY = contentBottom - (chance(0.5, &rng) ? 0 : uniform(0...0.3, &rng))
                    minY = maxY - value(0...max(0, maxY - lo), &rng)
                default:  // somewhere in the middle → before or split
                    minY = value(lo...max(lo, contentBottom), &rng)
                    maxY = minY + value(0...max(0, contentBottom - minY), &rng)
                }
                if maxY < minY { swap(&minY, &maxY) }
                p.childFrame = .init(minY: minY, maxY: maxY)
            }
            levels.append(p)
        }
        return levels
    }

    /// Strictly increasing detents after source conversion: random ones plus some within (or exactly at, or just
    /// outside) one band of `near` so that the builder absorbs them.
    static func detents(
        near heights: [Double], viewport: Double, band: Double,
        _ rng: inout SeededGenerator
    ) -> [SourceScalar] {
        var values: [SourceScalar] = []
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            values.append(SourceScalar(value(40...viewport, &rng), chance(0.5, &rng) ? .objectiveC : .native))
        }
        for h in heights where chance(0.3, &rng) {
            let offsets = [0, band, -band, band / 2, -band / 3, band * 1.000001, -band * 1.000001]
            let d = h + offsets[Int.random(in: 0..<offsets.count, using: &rng)]
            values.append(SourceScalar(d, chance(0.3, &rng) ? .objectiveC : .native))
        }
        values.sort { $0.resolved < $1.resolved }
        var strict: [SourceScalar] = []
        for d in values where d.resolved.isFinite && (strict.last.map { $0.resolved < d.resolved } ?? true) {
            strict.append(d)
        }
        return strict
    }

    /// A model over a random nested chain; nil when the chain or the model is rejected (counted by the caller).
    static func chainModel(
        depth: Int, _ rng: inout SeededGenerator,
        placements: inout [String: Int]
    ) -> AxisModel? {
        let levels = chain(depth: depth, &rng)
        let scale: Double = [2, 3, 2, 3, 1][Int.random(in: 0..<5, using: &rng)]
        let policy = ComparisonPolicy(displayScale: scale)
        for ancestor in levels.dropFirst() {
            guard let placement = try? NestedChainBuilder.placement(of: ancestor, band: policy.band) else { continue }
            switch placement {
            case .before: placements["before", default: 0] += 1
            case .after: placements["after", default: 0] += 1
            case .split: placements["split", default: 0] += 1
            }
        }
        let viewport = value(300...900, &rng)
        let height = value(66...viewport, &rng)
        let heightScalar = SourceScalar(height, chance(0.3, &rng) ? .objectiveC : .native)
        guard let slices = try? NestedChainBuilder.slices(for: levels, displayHeight: heightScalar, policy: policy)
        else { return nil }
        let detents = detents(near: [heightScalar.resolved], viewport: viewport, band: policy.band, &rng)
        let snapshot = AxisModelSnapshot(
            viewportHeight: viewport, displayScale: scale, detents: detents,
            participantOrder: levels.map(\.id), slices: slices)
        return try? AxisModel(snapshot)
    }

    /// A hand-made slice list: repeated ids, zero-length and tiny slices, contiguous slices, shared starts, gaps,
    /// detents absorbed by slice heights, scale 2 or 3.
    static func handmadeModel(_ rng: inout SeededGenerator) -> AxisModel? {
        let scale: Double = chance(0.5, &rng) ? 2 : 3
        let band = 1 / scale
        let viewport = value(300...900, &rng)
        let ids = (0..<Int.random(in: 1...6, using: &rng)).map { UInt64($0 * 7 + 3) }
        var lastEnd: [UInt64: Double] = [:]
        var height = value(40...viewport, &rng)
        var slices: [ParticipantSliceSnapshot] = []
        var heights: [Double] = []
        for _ in 0..<Int.random(in: 0...40, using: &rng) {
            if chance(0.5, &rng) {
                let steps = [band, 0.5, 1.0 / 3, 1e-5, 5e-5, 1e-4, value(0...80, &rng)]
                height += steps[Int.random(in: 0..<steps.count, using: &rng)]
            }
            let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
            var start = lastEnd[id] ?? value(-60...60, &rng)
            if chance(0.4, &rng) { start += value(0...40, &rng) }
            let lengths = [
                0, 0, 1e-5, 5e-5, 1e-4, 1.5e-4, band, value(0...400, &rng), value(0...400, &rng),
                value(0...400, &rng),
            ]
            let end = start + lengths[Int.random(in: 0..<lengths.count, using: &rng)]
            lastEnd[id] = end
            var h = SourceScalar(height, chance(0.2, &rng) ? .objectiveC : .native)
            // Float32 narrowing can round below the previous slice's height, which the builder rejects.
            if let previous = heights.last, h.resolved < previous { h = .native(previous) }
            heights.append(h.resolved)
            slices.append(
                ParticipantSliceSnapshot(
                    id: id, displayHeight: h, innerStart: .native(start),
                    innerEnd: .native(end)))
        }
        let detents = detents(near: heights, viewport: viewport, band: band, &rng)
        var order = ids.shuffled(using: &rng)
        if chance(0.3, &rng) { order.append(999) }  // an id that owns no segment is omitted from the report
        let snapshot = AxisModelSnapshot(
            viewportHeight: viewport, displayScale: scale, detents: detents,
            participantOrder: order, slices: slices)
        return try? AxisModel(snapshot)
    }

    /// Every boundary of `model` with its neighbours: exact, ±1 and ±2 ULP, ±band, ±1e-4, ±5e-5, and the oracle's
    /// own end a + L (which can differ from outerEnd by rounding).
    static func interestingOffsets(_ model: AxisModel) -> [Double] {
        var points: [Double] = [0, -0.0]
        let band = model.band
        for s in model.segments {
            let ends = [s.outerStart, s.outerEnd, s.outerStart + s.innerLength]
            for x in ends {
                points += [
                    x, x.nextUp, x.nextDown, x.nextUp.nextUp, x.nextDown.nextDown, x + band, x - band,
                    (x - band).nextDown, (x - band).nextUp, x + 1e-4, x - 1e-4, x + 5e-5, x - 5e-5,
                    x + 0.99999e-4, x - 0.99999e-4,
                ]
            }
        }
        return points.filter(\.isFinite)
    }

    /// The range a drag covers: the whole axis plus 100 pt either side.
    static func dragRange(_ model: AxisModel) -> ClosedRange<Double> {
        let lo = (model.segments.map(\.outerStart).min() ?? 0) - 100
        let hi = (model.segments.map(\.outerEnd).max() ?? 0) + 100
        return lo...hi
    }

    /// A smooth drag from `range.lowerBound` up to `range.upperBound` (steps of at most `maxStep` pt, at most
    /// `maxFrames` frames, longer ranges are sampled in windows) merged with every interesting point in range, in
    /// ascending order.
    static func smoothDrag(
        _ model: AxisModel, maxStep: Double, maxFrames: Int,
        _ rng: inout SeededGenerator
    ) -> [Double] {
        let range = dragRange(model)
        var ys: [Double] = []
        let span = range.upperBound - range.lowerBound
        let framesNeeded = span / (maxStep / 2)
        if framesNeeded <= Double(maxFrames) {
            var y = range.lowerBound
            while y <= range.upperBound {
                ys.append(y)
                y += uniform(1e-3...maxStep, &rng)
            }
        } else {
            // Windows of smooth motion spread over the axis.
            let windows = 8
            let perWindow = maxFrames / windows
            for _ in 0..<windows {
                var y = uniform(range, &rng)
                for _ in 0..<perWindow {
                    ys.append(y)
                    y += uniform(1e-3...maxStep, &rng)
                }
            }
        }
        ys += interestingOffsets(model).filter { range.contains($0) }
        ys.sort()
        return ys
    }

    /// Random jumps: interesting points, uniform offsets, and a few extremes (±∞, NaN, ±0, huge values).
    static func jumps(_ model: AxisModel, count: Int, _ rng: inout SeededGenerator) -> [Double] {
        let range = dragRange(model)
        let interesting = interestingOffsets(model)
        var ys: [Double] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0:
                ys.append(
                    [
                        .infinity, -.infinity, .nan, 0, -0.0, 1e300, -1e300, .greatestFiniteMagnitude,
                        -.greatestFiniteMagnitude,
                    ][Int.random(in: 0..<9, using: &rng)])
            case 1...9 where !interesting.isEmpty:
                ys.append(interesting[Int.random(in: 0..<interesting.count, using: &rng)])
            default:
                ys.append(uniform(range, &rng))
            }
        }
        return ys
    }
}

// MARK: - Differential tests

@Suite("ProjectionCursor: randomized differential tests against the oracle")
struct ProjectionCursorDifferentialTests {
    /// Runs drags up, drags down and jumps on `model`.
    static func exercise(
        _ model: AxisModel, seed: UInt64, label: String, maxFrames: Int, jumps: Int,
        _ drive: inout CursorDrive, _ rng: inout SeededGenerator
    ) {
        let up = CursorGen.smoothDrag(model, maxStep: 8, maxFrames: maxFrames, &rng)
        drive.run(model, up, label: "\(label) seed \(seed) drag up")
        let down = Array(CursorGen.smoothDrag(model, maxStep: 8, maxFrames: maxFrames, &rng).reversed())
        drive.run(model, down, label: "\(label) seed \(seed) drag down")
        // Back and forth: a drag that reverses every few frames.
        var wiggle: [Double] = []
        var y = CursorGen.uniform(CursorGen.dragRange(model), &rng)
        for i in 0..<min(maxFrames, 400) {
            wiggle.append(y)
            y += (i / 7 % 2 == 0 ? 1 : -1) * CursorGen.uniform(0...8, &rng)
        }
        drive.run(model, wiggle, label: "\(label) seed \(seed) wiggle")
        drive.run(model, CursorGen.jumps(model, count: jumps, &rng), label: "\(label) seed \(seed) jumps")
    }

    @Test("random nested chains, depth 1…256: drags both ways and jumps agree exactly")
    func randomNestedChains() {
        let seed: UInt64 = 0xC0FF_EE00_2026_0004
        var rng = SeededGenerator(seed: seed)
        var drive = CursorDrive()
        var placements: [String: Int] = [:]
        var built = 0
        var rejected = 0
        var depths: [Int] = []
        for i in 0..<60 {
            depths.append(
                i < 40
                    ? Int.random(in: 1...8, using: &rng)
                    : i < 55 ? Int.random(in: 9...64, using: &rng) : Int.random(in: 65...256, using: &rng))
        }
        depths.append(256)
        for (i, depth) in depths.enumerated() {
            let modelSeed = rng.next()
            var local = SeededGenerator(seed: modelSeed)
            guard let model = CursorGen.chainModel(depth: depth, &local, placements: &placements) else {
                rejected += 1
                continue
            }
            built += 1
            let frames = depth > 64 ? 1500 : 4000
            Self.exercise(
                model, seed: modelSeed, label: "chain #\(i) depth \(depth)", maxFrames: frames,
                jumps: depth > 64 ? 300 : 600, &drive, &local)
        }
        print(
            "ProjectionCursor nested chains (seed \(seed)): \(built) models, \(rejected) rejected, \(drive.frames) frames, placements \(placements.sorted { $0.key < $1.key })"
        )
        #expect(
            drive.failureCount == 0,
            "seed \(seed): \(drive.failureCount) failures:\n\(drive.failures.joined(separator: "\n"))")
        #expect(built >= 50, "seed \(seed): only \(built) chain models built")
        #expect(
            (placements["before"] ?? 0) > 0 && (placements["after"] ?? 0) > 0 && (placements["split"] ?? 0) > 0,
            "seed \(seed): placements not all exercised: \(placements)")
    }

    @Test("random hand-made slice lists: repeats, zero-length, contiguous, shared starts, absorbed detents")
    func randomHandmadeSlices() {
        let seed: UInt64 = 0x5EED_CAFE_0000_0012
        var rng = SeededGenerator(seed: seed)
        var drive = CursorDrive()
        var built = 0
        var rejected = 0
        var absorbed = 0
        var sharedStarts = 0
        var zeroLength = 0
        var repeated = 0
        for i in 0..<250 {
            let modelSeed = rng.next()
            var local = SeededGenerator(seed: modelSeed)
            guard let model = CursorGen.handmadeModel(&local) else {
                rejected += 1
                continue
            }
            built += 1
            let walk = model.participantSegmentIndices.map { model.segments[$0] }
            if model.panelAnchorIndices.count < model.detentHeights.count { absorbed += 1 }
            if zip(walk, walk.dropFirst()).contains(where: { $0.outerStart == $1.outerStart }) { sharedStarts += 1 }
            if walk.contains(where: { $0.innerLength == 0 }) { zeroLength += 1 }
            if walk.count > model.reportedParticipants.count { repeated += 1 }
            Self.exercise(
                model, seed: modelSeed, label: "handmade #\(i)", maxFrames: 3000, jumps: 400, &drive,
                &local)
        }
        print(
            "ProjectionCursor hand-made slices (seed \(seed)): \(built) models (\(rejected) rejected; \(absorbed) with absorbed detents, \(sharedStarts) with shared starts, \(zeroLength) with zero-length slices, \(repeated) with repeated ids), \(drive.frames) frames"
        )
        #expect(
            drive.failureCount == 0,
            "seed \(seed): \(drive.failureCount) failures:\n\(drive.failures.joined(separator: "\n"))")
        #expect(
            built >= 200 && absorbed > 10 && sharedStarts > 10 && zeroLength > 10 && repeated > 10,
            "seed \(seed): coverage too thin")
    }

    @Test("random jumps between arbitrary offsets on one deep chain, one cursor throughout")
    func longJumpSequence() {
        let seed: UInt64 = 0xDEE9_0256
        var rng = SeededGenerator(seed: seed)
        var placements: [String: Int] = [:]
        var model: AxisModel?
        while model == nil { model = CursorGen.chainModel(depth: 200, &rng, placements: &placements) }
        var drive = CursorDrive()
        drive.run(model!, CursorGen.jumps(model!, count: 3000, &rng), label: "deep jumps seed \(seed)")
        #expect(drive.failureCount == 0, "seed \(seed): \(drive.failures.joined(separator: "\n"))")
    }
}
