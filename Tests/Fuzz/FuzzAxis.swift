// libFuzzer target for the pure ScrollAxis module (issue #9). Built outside SwiftPM by Tests/Fuzz/run.sh:
//   swiftc -sanitize=fuzzer,address -parse-as-library -O Sources/ScrollAxis/*.swift Tests/Fuzz/FuzzAxis.swift
// The bytes are decoded into a scenario (viewport, scale, detents, participant order, hand-made slices and/or a
// nested chain), the model is built, and every invariant below is checked. A violation calls `fatalError`, which
// is the crash libFuzzer reports. See Tests/Fuzz/README.md.

#if canImport(Glibc)
    import Glibc
#endif

/// FUZZ_DUMP=1 prints each decoded scenario and the built model (to check what a seed or crash file means).
let dumpScenarios = getenv("FUZZ_DUMP") != nil

func dump(_ text: String) {
    print(text)
    fflush(stdout)
}

// MARK: - Byte reader

/// Reads the fuzz input front to back; once it runs dry every read returns zero, so any prefix is a scenario.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isEmpty: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func u64() -> UInt64 {
        var v: UInt64 = 0
        for i in 0..<8 { v |= UInt64(byte()) << (8 * UInt64(i)) }
        return v
    }

    /// 0..<n (n ≥ 1).
    mutating func below(_ n: Int) -> Int { Int(byte()) % n }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True with probability about 1/n.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }
}

// MARK: - Value palette

/// The values the fuzzer draws from: IEEE specials, extremes, Float32 edges, values one ULP apart, band edges,
/// the spec example's numbers and raw doubles.
struct Palette {
    var band: Double = 0.5
    /// Recently produced values, for "one ULP / one band / 1e-4 away from an earlier value".
    var recent: [Double] = [0]

    static let fixed: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        1e300, -1e300, 1e20, -1e20, 1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNonzeroMagnitude,
        0, -0.0, 16_777_217, 16_777_216, 16_777_218, Double(16_777_217).nextUp, 3.4028235677973366e38,
        3.4028235677973366e38.nextUp, 3.4028235677973366e38 * 1.0000001, 1e39, -1e39,
        0.5, 1.0 / 3, 1e-4, Double(1e-4).nextUp, Double(1e-4).nextDown, 2e-4,
        1, 2, 3, 20, 66, 86, 100, 140, 200, 300, 300.5, Double(300.5).nextUp, 299.75, 400, 500, 600, 700, 1000,
        -20, -100, -200, -300, -500, -600, 0.1, 0.2, 2.2,
    ]

    mutating func remember(_ v: Double) {
        if recent.count >= 16 { recent.removeFirst() }
        recent.append(v)
    }

    /// Any double (specials included).
    mutating func any(_ r: inout ByteReader) -> Double {
        let v: Double
        let sel = r.byte()
        switch sel % 8 {
        case 0, 1:
            v = Palette.fixed[Int(r.byte()) % Palette.fixed.count]
        case 2:
            v = Double(bitPattern: r.u64())
        case 3:
            // Small integer-ish values in −128…127 scaled.
            v = Double(Int8(bitPattern: r.byte())) * [1, 10, 0.5, 0.25][r.below(4)]
        case 4, 5:
            v = derived(&r)
        case 6:
            v = [band, -band, band.nextUp, band.nextDown, -band.nextUp, 2 * band, band / 2][r.below(7)]
        default:
            v = Double(Int16(bitPattern: UInt16(r.byte()) | UInt16(r.byte()) << 8))
        }
        remember(v)
        return v
    }

    /// A value near an earlier one: ±ULP, ±band, ±1e-4, ±ULP of those.
    mutating func derived(_ r: inout ByteReader) -> Double {
        let base = recent[Int(r.byte()) % recent.count]
        switch r.below(10) {
        case 0: return base.nextUp
        case 1: return base.nextDown
        case 2: return base + band
        case 3: return base - band
        case 4: return (base + band).nextUp
        case 5: return (base - band).nextDown
        case 6: return base + 1e-4
        case 7: return base - 1e-4
        case 8: return base + Double(r.byte())
        default: return base - Double(r.byte())
        }
    }

    /// Mostly a finite, moderate value; sometimes anything.
    mutating func sane(_ r: inout ByteReader, _ lo: Double = -1000, _ hi: Double = 1000) -> Double {
        if r.oneIn(8) { return any(&r) }
        let t = Double(UInt16(r.byte()) | UInt16(r.byte()) << 8) / 65535
        var v = lo + (hi - lo) * t
        if r.oneIn(3) { v = v.rounded() }
        remember(v)
        return v
    }

    /// A non-negative step: 0, a band, one ULP past a band, 1e-4, or a moderate/any value.
    mutating func step(_ r: inout ByteReader, from base: Double) -> Double {
        switch r.below(10) {
        case 0: return base
        case 1: return base + band
        case 2: return (base + band).nextUp
        case 3: return base.nextUp
        case 4: return base + 1e-4
        case 5: return (base + 1e-4).nextDown
        case 6: return any(&r)
        default: return base + Double(r.byte()) * [1, 4, 0.5, 0.001][r.below(4)]
        }
    }

    mutating func scalar(_ r: inout ByteReader, _ v: Double) -> SourceScalar {
        r.oneIn(3) ? .objectiveC(v) : .native(v)
    }
}

// MARK: - Helpers

@inline(never)
func fail(_ message: @autoclosure () -> String) -> Never {
    fatalError("FUZZ INVARIANT: " + message())
}

/// Bit-equal, or both NaN.
func same(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
}

func sameProjection(_ a: AxisProjection, _ b: AxisProjection) -> Bool {
    guard same(a.outerOffset, b.outerOffset), same(a.panelOriginY, b.panelOriginY),
        same(a.displayHeight, b.displayHeight), a.isAuthoritative == b.isAuthoritative,
        a.activeOwner == b.activeOwner, a.isParticipantScrolling == b.isParticipantScrolling,
        a.participantOffsets.count == b.participantOffsets.count
    else { return false }
    for i in a.participantOffsets.indices where !same(a.participantOffsets[i], b.participantOffsets[i]) {
        return false
    }
    return true
}

/// |x − y| within a relative tolerance (plus a tiny absolute slack) of the operands' magnitude.
func close(_ x: Double, _ y: Double, scale: Double) -> Bool {
    abs(x - y) <= 1e-9 * scale + 1e-300
}

// MARK: - Scenario

struct Scenario {
    var snapshot: AxisModelSnapshot
    var chain: [NestedParticipant] = []
    var chainHeight: SourceScalar = .native(0)
    var chainSlices: [ParticipantSliceSnapshot]?
}

func decodeScenario(_ r: inout ByteReader, _ pal: inout Palette) -> Scenario {
    let flags = r.byte()
    if flags & 0x80 != 0 { return decodeExplicitScenario(&r, &pal, flags: flags) }
    let v: Double = r.oneIn(6) ? pal.any(&r) : [600, 812, 844, 926, 300, 1][r.below(6)]
    let scale: Double = r.oneIn(6) ? pal.any(&r) : [2, 3, 1, 2, 3, 1.5][r.below(6)]
    pal.band = (scale.isFinite && scale > 0) ? 1 / scale : 1

    // Detents: usually increasing from a sane start.
    var detents: [SourceScalar] = []
    let detentCount = r.below(6)
    var d = pal.sane(&r, 40, 700)
    for i in 0..<detentCount {
        if i > 0 { d = r.oneIn(10) ? pal.any(&r) : pal.step(&r, from: d) }
        if i > 0, r.oneIn(12) { d = d.nextDown }
        detents.append(pal.scalar(&r, d))
    }

    // Participant order: ids 1…8, unique unless the fuzzer asks for a duplicate.
    var order: [ParticipantID] = []
    let orderCount = r.below(7)
    for _ in 0..<orderCount {
        var id = ParticipantID(1 + r.below(8))
        if !r.oneIn(16) { while order.contains(id) { id = id % 8 + 1 } }
        order.append(id)
    }

    var scenario = Scenario(
        snapshot: AxisModelSnapshot(
            viewportHeight: v, displayScale: scale, detents: detents,
            participantOrder: order, slices: []))

    // Hand-made slices: non-decreasing heights, forward inner ranges per id (mostly).
    var slices: [ParticipantSliceSnapshot] = []
    if flags & 1 == 0 || flags & 2 != 0 {
        let count = r.below(7)
        var h = detents.isEmpty ? pal.sane(&r, 40, 800) : detents[r.below(detents.count)].value
        if r.bool() { h = pal.step(&r, from: h) }
        var lastEnd: [ParticipantID: Double] = [:]
        for i in 0..<count {
            if i > 0 {
                if r.oneIn(12) { h = pal.any(&r) } else { h = pal.step(&r, from: h) }
                if r.oneIn(16) { h = h.nextDown }
            }
            let id: ParticipantID =
                (order.isEmpty || r.oneIn(20))
                ? ParticipantID(1 + r.below(9))
                : order[r.below(order.count)]
            var u0 = lastEnd[id] ?? pal.sane(&r, -100, 100)
            if r.oneIn(10) { u0 = pal.any(&r) } else if r.oneIn(4) { u0 = pal.step(&r, from: u0) }
            var u1 = r.oneIn(4) ? u0 : pal.step(&r, from: u0)
            if r.oneIn(12) { u1 = pal.any(&r) }
            lastEnd[id] = u1
            slices.append(
                ParticipantSliceSnapshot(
                    id: id, displayHeight: pal.scalar(&r, h),
                    innerStart: pal.scalar(&r, u0), innerEnd: pal.scalar(&r, u1)))
        }
    }

    // Nested chain (primary first, then ancestors outward).
    if flags & 1 == 1 {
        let levels = 1 + r.below(6)
        var chain: [NestedParticipant] = []
        for level in 0..<levels {
            var id = ParticipantID(11 + level)
            if r.oneIn(20) { id = ParticipantID(11 + r.below(6)) }
            let vh = r.oneIn(10) ? pal.any(&r) : pal.sane(&r, 50, 900).magnitude + 1
            let ch = r.oneIn(10) ? pal.any(&r) : pal.sane(&r, 0, 2000)
            let top = r.oneIn(3) ? pal.sane(&r, -50, 100) : 0
            let bottom = r.oneIn(3) ? pal.sane(&r, -50, 100) : 0
            let offset = r.oneIn(3) ? pal.sane(&r, -50, 1500) : (r.bool() ? -top : 0)
            var frame: NestedParticipant.ChildFrame?
            if level > 0, !r.oneIn(30) {
                let lo = r.oneIn(3) ? -top : pal.sane(&r, -100, 1500)
                let hi = r.oneIn(8) ? pal.any(&r) : (r.oneIn(4) ? ch + bottom : lo + pal.sane(&r, 0, 800).magnitude)
                frame = NestedParticipant.ChildFrame(minY: lo, maxY: hi)
            }
            chain.append(
                NestedParticipant(
                    id: id, contentHeight: ch, viewportHeight: vh, insetTop: top,
                    insetBottom: bottom, contentOffset: offset, childFrame: frame))
        }
        let hs = detents.isEmpty || r.oneIn(4) ? pal.sane(&r, 40, 800) : detents[r.below(detents.count)].value
        let height = pal.scalar(&r, r.oneIn(4) ? pal.step(&r, from: hs) : hs)
        scenario.chain = chain
        scenario.chainHeight = height
        let policy = ComparisonPolicy(displayScale: scale)
        if let built = try? NestedChainBuilder.slices(for: chain, displayHeight: height, policy: policy) {
            scenario.chainSlices = built
            var chainOrder: [ParticipantID] = []
            for p in chain where !chainOrder.contains(p.id) { chainOrder.append(p.id) }
            if r.oneIn(16), let first = chain.first { chainOrder.append(first.id) }  // a duplicate
            // Chain slices after any hand-made ones; hand-made ids stay in the order too.
            order.removeAll { chainOrder.contains($0) }
            scenario.snapshot.participantOrder = order + chainOrder
            slices += built
        }
    }
    scenario.snapshot.slices = slices
    return scenario
}

/// The explicit format (flags bit 7 set), used by the hand-written seeds (Tests/Fuzz/make-corpus.swift): every
/// value is 8 little-endian bytes of a double, every count, id and tag one byte (tag: odd = Objective-C).
///   flags; V; scale; nDetents, (tag, value)…; nOrder, id…; nSlices, (id, tag, Hs, tag, u0, tag, u1)…;
///   when flags bit 0: nLevels, (id, content, viewport, insetTop, insetBottom, offset, hasFrame, minY, maxY)…,
///   tag, chain display height.
/// The bytes after the scenario drive the checks as usual.
func decodeExplicitScenario(_ r: inout ByteReader, _ pal: inout Palette, flags: UInt8) -> Scenario {
    func f64() -> Double {
        let v = Double(bitPattern: r.u64())
        pal.remember(v)
        return v
    }
    func scalar() -> SourceScalar {
        let objc = r.bool()
        let v = f64()
        return objc ? .objectiveC(v) : .native(v)
    }
    let v = f64()
    let scale = f64()
    pal.band = (scale.isFinite && scale > 0) ? 1 / scale : 1
    let detents = (0..<Int(r.byte() % 16)).map { _ in scalar() }
    var order = (0..<Int(r.byte() % 16)).map { _ in ParticipantID(r.byte()) }
    var slices: [ParticipantSliceSnapshot] = []
    for _ in 0..<Int(r.byte() % 32) {
        let id = ParticipantID(r.byte())
        let h = scalar()
        let u0 = scalar()
        let u1 = scalar()
        slices.append(ParticipantSliceSnapshot(id: id, displayHeight: h, innerStart: u0, innerEnd: u1))
    }
    var scenario = Scenario(
        snapshot: AxisModelSnapshot(
            viewportHeight: v, displayScale: scale, detents: detents,
            participantOrder: order, slices: slices))
    if flags & 1 == 1 {
        var chain: [NestedParticipant] = []
        for _ in 0..<Int(r.byte() % 16) {
            let id = ParticipantID(r.byte())
            let ch = f64()
            let vh = f64()
            let top = f64()
            let bottom = f64()
            let offset = f64()
            let hasFrame = r.bool()
            let lo = f64()
            let hi = f64()
            chain.append(
                NestedParticipant(
                    id: id, contentHeight: ch, viewportHeight: vh, insetTop: top,
                    insetBottom: bottom, contentOffset: offset,
                    childFrame: hasFrame ? .init(minY: lo, maxY: hi) : nil))
        }
        let height = scalar()
        scenario.chain = chain
        scenario.chainHeight = height
        if let built = try? NestedChainBuilder.slices(
            for: chain, displayHeight: height,
            policy: ComparisonPolicy(displayScale: scale))
        {
            scenario.chainSlices = built
            for p in chain where !order.contains(p.id) { order.append(p.id) }
            scenario.snapshot.participantOrder = order
            scenario.snapshot.slices += built
        }
    }
    return scenario
}

// MARK: - Checks: nested chain

func checkChain(_ s: Scenario) {
    guard let slices = s.chainSlices, let primary = s.chain.first else { return }
    let ids = s.chain.map(\.id)
    guard Set(ids).count == ids.count else { return }  // onion shape is only checkable with unique ids
    let level = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    for sl in slices
    where !same(sl.displayHeight.value, s.chainHeight.value)
        || sl.displayHeight.representation != s.chainHeight.representation
    {
        fail("chain slice height \(sl.displayHeight) is not the given \(s.chainHeight)")
    }
    guard let pi = slices.firstIndex(where: { $0.id == primary.id }) else { fail("chain: no primary slice") }
    if slices[pi].innerStart.value != primary.minimumOffset || slices[pi].innerEnd.value != primary.maximumOffset {
        fail("chain: primary slice \(slices[pi]) is not its full range")
    }
    if slices.filter({ $0.id == primary.id }).count != 1 { fail("chain: primary appears more than once") }
    // Front: levels decrease towards the primary (outermost first); back: levels increase.
    for i in 0..<pi where i > 0 && level[slices[i - 1].id]! <= level[slices[i].id]! {
        fail("chain: front slices not outermost-first: \(slices.map(\.id))")
    }
    for i in (pi + 1)..<slices.count where i > pi + 1 && level[slices[i - 1].id]! >= level[slices[i].id]! {
        fail("chain: back slices not innermost-first: \(slices.map(\.id))")
    }
    if slices.count > 2 * s.chain.count - 1 { fail("chain: too many slices") }
    // Each ancestor's pieces cover [min, max] contiguously.
    for a in s.chain.dropFirst() {
        let pieces = slices.filter { $0.id == a.id }
        guard !pieces.isEmpty else {
            // Only a split of a zero-length range emits nothing.
            if a.minimumOffset != a.maximumOffset { fail("chain: ancestor \(a.id) lost its range") }
            continue
        }
        if pieces.count > 2 { fail("chain: ancestor \(a.id) has \(pieces.count) slices") }
        if pieces.first!.innerStart.value != a.minimumOffset || pieces.last!.innerEnd.value != a.maximumOffset {
            fail("chain: ancestor \(a.id) pieces \(pieces) do not span \(a.minimumOffset)…\(a.maximumOffset)")
        }
        if pieces.count == 2, pieces[0].innerEnd.value != pieces[1].innerStart.value {
            fail("chain: ancestor \(a.id) split pieces leave a gap: \(pieces)")
        }
    }
}

// MARK: - Checks: projection

func checkProjectionIdentity(_ m: AxisModel, _ p: AxisProjection, alsoScale extra: Double = 0) {
    let v = m.viewportHeight
    let y = p.outerOffset
    let h = p.displayHeight
    let o = p.panelOriginY
    guard y.isFinite, h.isFinite, o.isFinite else { return }
    let rhs = v + y - o
    guard rhs.isFinite else { return }
    let magnitude = max(abs(v), abs(y), abs(o), abs(h), extra)
    if !close(h, rhs, scale: magnitude) {
        fail("H = V + Y − P violated at Y \(y): H \(h), V + Y − P \(rhs) (V \(v), P \(o))")
    }
}

/// Offsets worth projecting: every segment boundary ± ULP / band / 1e-4, the range, random values.
func probeOffsets(_ m: AxisModel, _ range: OuterRange, _ r: inout ByteReader, _ pal: inout Palette) -> [Double] {
    var ys: [Double] = []
    let b = m.band
    var bases: [Double] = [range.minimum, range.maximum, 0, -m.viewportHeight]
    for s in m.segments {
        bases.append(s.outerStart)
        bases.append(s.outerEnd)
    }
    if bases.count > 40 { bases = Array(bases.prefix(40)) }
    for base in bases {
        for c in [
            base, base.nextUp, base.nextDown, base - b, (base - b).nextDown, (base - b).nextUp, base + b,
            (base + b).nextUp, base + 1e-4, base - 1e-4, (base + 1e-4).nextDown, (base - 1e-4).nextUp,
            base + 5e-5, base - 5e-5,
        ] {
            ys.append(c)
        }
    }
    for s in m.segments.prefix(20) { ys.append(s.outerStart + (s.outerEnd - s.outerStart) / 2) }
    ys += [.infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
    let extra = r.below(24)
    for _ in 0..<extra {
        let y = r.bool() ? pal.any(&r) : (bases[r.below(bases.count)] + pal.sane(&r, -300, 300))
        ys.append(y)
    }
    return ys.filter { !$0.isNaN }
}

func checkCursor(_ m: AxisModel, _ oracle: [UInt64: AxisProjection], sequence: [Double], label: String) {
    var cursor = ProjectionCursor(model: m)
    var changes = cursor.makeChanges()
    var previous = cursor.projection()
    for y in sequence {
        cursor.move(to: y, changes: &changes)
        let got = cursor.projection()
        guard let want = oracle[y.bitPattern] else { fail("no oracle value for \(y)") }
        if !sameProjection(got, want) {
            fail(
                "cursor (\(label)) differs from the oracle at Y \(y) (bits \(y.bitPattern)):\n cursor \(got) "
                    + "\(got.participantOffsets)\n oracle \(want) \(want.participantOffsets)\n segments \(m.segments)")
        }
        // The change report lists exactly the participants whose offsets changed bit pattern.
        var changed = Set<Int>()
        // (Compared with the cursor's own previous frame: NaN payloads may differ from the oracle's.)
        for i in got.participantOffsets.indices
        where got.participantOffsets[i].bitPattern != previous.participantOffsets[i].bitPattern {
            changed.insert(i)
        }
        let reported = Array(changes.participantIndices)
        if Set(reported) != changed || reported.count != changed.count {
            fail("cursor (\(label)) change report \(reported) ≠ \(changed.sorted()) at Y \(y)")
        }
        if changes.ownerChanged != (want.activeOwner != previous.activeOwner) {
            fail("cursor (\(label)) ownerChanged \(changes.ownerChanged) wrong at Y \(y)")
        }
        previous = got
    }
}

func checkProjection(_ m: AxisModel, _ range: OuterRange, _ r: inout ByteReader, _ pal: inout Palette) {
    let ys = probeOffsets(m, range, &r, &pal)
    var oracle: [UInt64: AxisProjection] = [:]
    for y in ys where oracle[y.bitPattern] == nil {
        let p = m.project(y)
        oracle[y.bitPattern] = p
        if p.participantOffsets.count != m.reportedParticipants.count { fail("projection offsets count") }
        checkProjectionIdentity(m, p)
        if !same(m.releaseDisplayHeight(atOuterOffset: y), p.displayHeight) {
            fail(
                "releaseDisplayHeight(\(y)) \(m.releaseDisplayHeight(atOuterOffset: y)) ≠ project().displayHeight "
                    + "\(p.displayHeight)")
        }
        // Cursor built at the offset agrees too.
        let direct = ProjectionCursor(model: m, outerOffset: y).projection()
        if !sameProjection(direct, p) { fail("cursor initialised at \(y) differs: \(direct) vs \(p)") }
        _ = m.locate(y)
    }
    let walk = ys
    let sorted = walk.sorted()
    checkCursor(m, oracle, sequence: sorted, label: "ascending")
    checkCursor(m, oracle, sequence: sorted.reversed(), label: "descending")
    var jumps = walk
    if jumps.count > 1 {
        for i in stride(from: jumps.count - 1, to: 0, by: -1) {
            let j = Int(r.byte()) % (i + 1)
            jumps.swapAt(i, j)
        }
    }
    checkCursor(m, oracle, sequence: jumps, label: "jumps")
    // A copied cursor moves independently of the original.
    var a = ProjectionCursor(model: m, outerOffset: sorted.first ?? 0)
    var b = a
    var ch = a.makeChanges()
    if let last = sorted.last {
        b.move(to: last, changes: &ch)
        if !sameProjection(a.projection(), oracle[sorted.first!.bitPattern]!) { fail("copy moved the original cursor") }
        a.move(to: last, changes: &ch)
        if !sameProjection(a.projection(), b.projection()) { fail("copies disagree at the same offset") }
    }
}

// MARK: - Checks: release solver

func checkLocate(_ m: AxisModel, _ y: Double) {
    guard let at = m.locate(y) else {
        if !m.segments.isEmpty { fail("locate(\(y)) nil with segments") }
        return
    }
    guard at.index >= 0, at.index < m.segments.count else { fail("locate(\(y)) index \(at.index) out of range") }
    guard !y.isNaN else { return }
    let s = m.segments[at.index]
    let b = m.band
    switch at.location {
    case .inside:
        if !(s.outerStart - b <= y && y <= s.outerEnd + b) { fail("locate(\(y)) inside \(at.index) but outside \(s)") }
    case .before:
        if !(y < s.outerStart - b) { fail("locate(\(y)) before \(at.index) but not below \(s)") }
    case .after:
        if !(y > s.outerEnd + b) { fail("locate(\(y)) after \(at.index) but not above \(s)") }
    }
}

func decodeFeel(_ r: inout ByteReader, _ pal: inout Palette) -> FeelParameters {
    var feel = FeelParameters.default
    if r.oneIn(3) {
        feel.lowVelocityThreshold = r.oneIn(4) ? pal.any(&r) : [0, 0.2, 0.5, 1][r.below(4)]
        feel.highVelocityThreshold = r.oneIn(4) ? pal.any(&r) : [0, 2.2, 1, 5][r.below(4)]
        feel.adjacentAnchorDistance = r.oneIn(4) ? pal.any(&r) : [0, 86, 300][r.below(3)]
        feel.panelToParticipantCaptureDistance = r.oneIn(4) ? pal.any(&r) : [0, 140, 400][r.below(3)]
    }
    feel.disableInnerMomentumTransfer = r.bool()
    feel.collapseResistance = r.bool()
    for _ in 0..<r.below(3) {
        let lo = r.oneIn(4) ? pal.any(&r) : pal.sane(&r, 0, 900)
        let hi = r.oneIn(4) ? pal.any(&r) : lo + pal.sane(&r, 0, 300).magnitude
        feel.nonSnappingRanges.append(NonSnappingRange(lower: pal.scalar(&r, lo), upper: pal.scalar(&r, hi)))
    }
    if r.oneIn(4) { feel = feel.sanitized() }
    return feel
}

func pickOffset(_ m: AxisModel, _ range: OuterRange, _ r: inout ByteReader, _ pal: inout Palette) -> Double {
    switch r.below(5) {
    case 0: return pal.any(&r)
    case 1: return r.bool() ? range.minimum : range.maximum
    case 2, 3:
        guard !m.segments.isEmpty else { return pal.sane(&r) }
        let s = m.segments[r.below(m.segments.count)]
        let base = r.bool() ? s.outerStart : s.outerEnd
        let b = m.band
        return base + [0, b, -b, b.nextUp, -b.nextUp, 86, -86, 140, -140, 85.99, 139.99, 1e-4, -1e-4][r.below(13)]
    default:
        return pal.sane(
            &r, range.minimum.isFinite ? range.minimum - 300 : -1000,
            range.maximum.isFinite ? range.maximum + 300 : 1000)
    }
}

func checkRelease(_ m: AxisModel, _ range: OuterRange, _ r: inout ByteReader, _ pal: inout Palette) {
    let rounds = 1 + r.below(12)
    let lowest = m.segments.map(\.outerStart).min() ?? range.minimum
    let highest = m.segments.map(\.outerEnd).max() ?? range.maximum
    // When every segment lies inside the legal range (as the UIKit layer lays it out for a conforming
    // model), a non-passthrough target lies inside the range too.
    let conforming = lowest >= range.minimum && highest <= range.maximum
    for _ in 0..<rounds {
        let c = pickOffset(m, range, &r, &pal)
        let p = pickOffset(m, range, &r, &pal)
        let v: Double =
            r.oneIn(4)
            ? pal.any(&r)
            : [0, 0.1, 0.2, 0.199999, 2.2, 2.200001, 1, 3, -0.1, -0.2, -2.2, -2.200001, -1, -3, -0.0][r.below(15)]
        let override: Bool? = [nil, nil, true, false][r.below(4)]
        let useRange = !r.oneIn(6)
        let lo = useRange ? range.minimum : pal.any(&r)
        let hi = useRange ? range.maximum : pal.any(&r)
        let feel = decodeFeel(&r, &pal)
        let request = ReleaseRequest(
            currentOuterOffset: c, proposedOuterOffset: p, velocity: v,
            minimumOuterOffset: lo, maximumOuterOffset: hi, nonSnappingOverride: override)
        checkLocate(m, c)
        checkLocate(m, p)
        let d = m.solveRelease(request, feel: feel)
        let t = d.targetOuterOffset
        let why = "release \(request) feel \(feel) → \(d) on \(m.segments)"

        // Passthrough (no detents, or snapping bypassed): the proposal itself, its projected height.
        if !m.hasDetents {
            if d.scrollType != .none || d.selectedAnchor != nil || d.proposedAnchor != nil || d.bypassedSnapping {
                fail("no detents must pass through: \(why)")
            }
        }
        if d.scrollType == .none {
            if !same(t, p) { fail("passthrough target is not the proposal: \(why)") }
            if !same(d.targetDisplayHeight, m.project(p).displayHeight) {
                fail("passthrough height ≠ projection(p).displayHeight: \(why)")
            }
            if m.hasDetents && !d.bypassedSnapping { fail("type none with detents but not bypassed: \(why)") }
        }
        if d.bypassedSnapping {
            if d.scrollType != .none || d.selectedAnchor != d.proposedAnchor { fail("bypass shape: \(why)") }
            if let at = d.proposedAnchor, at.location == .inside, !m.segments[at.index].isPanelAnchor {
                fail("bypass with the proposal inside a participant segment: \(why)")
            }
        }
        if let proposed = d.proposedAnchor, proposed != m.locate(p) { fail("proposedAnchor ≠ locate(p): \(why)") }

        // The solver's contract is finite offsets and a velocity (UIKit never hands it NaN; its callers fall back
        // on a non-finite target). Outside it, only "no crash" and the passthrough shape above are required.
        guard d.scrollType != .none, c.isFinite, p.isFinite, !v.isNaN else { continue }
        guard let sel = d.selectedAnchor else { fail("snapped release without a selected anchor: \(why)") }
        guard sel.index >= 0, sel.index < m.segments.count else { fail("selected anchor out of range: \(why)") }
        let s = m.segments[sel.index]
        // The exact invariant: the target is the proposal (case A same segment, case C kept inside), or lies
        // in the selected segment's [a, b] (a boundary, or case B's clamp).
        let inSegment = s.outerStart <= t && t <= s.outerEnd
        if !(inSegment || same(t, p)) { fail("target neither the proposal nor inside the selected segment: \(why)") }
        // So: target ∈ [lowest segment start, highest segment end] or the proposal; and inside the legal range
        // whenever every segment is.
        if !same(t, p) {
            if !(lowest <= t && t <= highest) { fail("target outside every segment: \(why)") }
            if useRange, conforming, !range.contains(t) { fail("target outside the legal range: \(why)") }
        }
        if same(t, p), !inSegment {
            switch d.scrollType {
            case .participantToParticipant, .panelToParticipant, .bounceReturn: break
            default: fail("type \(d.scrollType) kept an out-of-segment proposal: \(why)")
            }
        }
        if inSegment, !same(d.targetDisplayHeight, s.displayHeight) {
            fail("target inside the selected segment but height ≠ Hs: \(why)")
        }
        // bounceReturn only from a panel region past a bound.
        let curAt = m.locate(c)!
        let curP = curAt.location == .inside && !m.segments[curAt.index].isPanelAnchor
        if d.scrollType == .bounceReturn {
            let top = c < lo && abs(t - lo) < m.band
            if curP || !(top || c > hi) { fail("bounceReturn without a violated bound: \(why)") }
        } else if !curP, c > hi {
            fail("panel-side release past the maximum is not bounceReturn: \(why)")
        }
        _ = m.acceptsAdjustedTarget(t, for: d)
        _ = m.acceptsAdjustedTarget(pal.any(&r), for: d)
    }
    if let settle = m.settleToNearestDetent(
        currentOuterOffset: pickOffset(m, range, &r, &pal),
        minimumOuterOffset: range.minimum, maximumOuterOffset: range.maximum,
        feel: decodeFeel(&r, &pal))
    {
        if settle.bypassedSnapping { fail("settle bypassed snapping: \(settle)") }
    }
}

// MARK: - Checks: transforms and overscroll

func checkTransforms(_ m: AxisModel, _ r: inout ByteReader, _ pal: inout Palette, _ ys: [Double]) {
    let h = r.oneIn(3) ? pal.any(&r) : pal.sane(&r, 40, 900)
    if let re = m.rebased(toDisplayHeight: h) {
        if !m.isAdaptiveAxis || !h.isFinite { fail("rebased a non-adaptive axis or to a non-finite height") }
        if re.participantOrder != m.participantOrder || re.segments.count != m.segments.count {
            fail("rebase changed the ids or the segment count")
        }
        for (x, y) in zip(m.segments, re.segments) {
            if x.owner != y.owner || !same(x.innerStart, y.innerStart) || !same(x.innerEnd, y.innerEnd)
                || !same(y.displayHeight, h)
            {
                fail("rebase changed a segment: \(x) → \(y)")
            }
        }
    } else if m.isAdaptiveAxis, h.isFinite, abs(h) < 1e300, abs(m.segments.last!.outerEnd) < 1e300,
        m.totalParticipantLength < 1e300
    {
        fail("rebase of an adaptive axis to \(h) failed: \(m.segments)")
    }

    var deltas: [ParticipantID: Double] = [:]
    for _ in 0..<r.below(4) {
        let id =
            m.reportedParticipants.isEmpty || r.oneIn(8)
            ? ParticipantID(r.below(20))
            : m.reportedParticipants[r.below(m.reportedParticipants.count)]
        deltas[id] = r.oneIn(4) ? pal.any(&r) : pal.sane(&r, -300, 300)
    }
    if let re = m.rebasingInnerEnds(by: deltas) {
        if re.segments.count != m.segments.count || re.detentHeights != m.detentHeights {
            fail("metrics rebase changed the structure: \(m.segments) → \(re.segments)")
        }
        var firstMoved: Int?
        for (i, (x, y)) in zip(m.segments, re.segments).enumerated() {
            if x.owner != y.owner || !same(x.innerStart, y.innerStart) || !same(x.displayHeight, y.displayHeight) {
                fail("metrics rebase changed a segment's start/height/owner: \(x) → \(y)")
            }
            if let id = x.owner.participantID, let delta = deltas[id] {
                let want = max(x.innerStart, x.innerEnd + delta)
                if !same(want, y.innerEnd) { fail("metrics rebase end \(y.innerEnd) ≠ max(u0, u1 + δ) \(want)") }
            } else if !same(x.innerEnd, y.innerEnd) {
                fail("metrics rebase moved an unlisted segment: \(x) → \(y)")
            }
            if firstMoved == nil, !same(x.innerEnd, y.innerEnd) { firstMoved = i }
        }
        guard let k = firstMoved else { fail("metrics rebase returned a model although nothing moved") }
        // Below the first moved segment's start nothing about the participants changes.
        let a = m.segments[k].outerStart
        if !same(a, re.segments[k].outerStart) { fail("metrics rebase moved the start of the first moved segment") }
        for y in ys where y < a {
            let x = m.project(y)
            let z = re.project(y)
            if x.activeOwner != z.activeOwner || x.isParticipantScrolling != z.isParticipantScrolling
                || x.participantOffsets.count != z.participantOffsets.count
                || !zip(x.participantOffsets, z.participantOffsets).allSatisfy({ same($0, $1) })
            {
                fail("metrics rebase changed the projection below the moved segment at \(y): \(x) vs \(z)")
            }
        }
    }
}

func checkOverscroll(
    _ m: AxisModel, _ range: OuterRange, _ r: inout ByteReader, _ pal: inout Palette,
    _ ys: [Double]
) {
    let policy = BouncePolicy(
        allowsPanelTopBounce: r.bool(), allowsPanelBottomBounce: r.bool(),
        preferredTopOwner: r.bool() ? .panel : .innerScrollView,
        preferredBottomOwner: r.bool() ? .panel : .innerScrollView,
        forcesInnerTopBounce: r.bool())
    let primary: ParticipantID? =
        r.oneIn(4)
        ? nil
        : (m.reportedParticipants.isEmpty || r.oneIn(8)
            ? ParticipantID(r.below(20))
            : m.reportedParticipants[r.below(m.reportedParticipants.count)])
    let bounces = r.bool()
    for y in ys.prefix(64) {
        let o = m.projectAllocatingOverscroll(
            y, range: range, policy: policy, primary: primary,
            primaryBounces: bounces)
        // A NaN range only comes from a raw model with a NaN detent: nothing to check but "no crash".
        if range.minimum.isNaN || range.maximum.isNaN { continue }
        let inside = range.contains(y)
        if inside != (o.owner == .none) { fail("overscroll owner \(o.owner) at \(y) for range \(range)") }
        if inside {
            if !sameProjection(o.projection, m.project(y)) { fail("in-range overscroll projection differs at \(y)") }
            continue
        }
        if !(o.extent >= 0) && !o.extent.isNaN { fail("negative overscroll extent \(o.extent) at \(y)") }
        if (o.owner == .clamped) != (o.correctedOuterOffset != nil) { fail("clamp correction mismatch at \(y)") }
        if o.owner == .clamped {
            let bound = y < range.minimum ? range.minimum : range.maximum
            if !same(o.correctedOuterOffset!, bound) { fail("clamped to \(o.correctedOuterOffset!) not \(bound)") }
        } else {
            if !same(o.projection.outerOffset, y) { fail("overscroll projection is not at \(y)") }
            // The state is the bound's projection moved by the extent: rounding scales with both.
            let bound = y < range.minimum ? range.minimum : range.maximum
            checkProjectionIdentity(m, o.projection, alsoScale: max(abs(bound), abs(o.extent)))
        }
        if o.owner == .panel, o.projection.isAuthoritative { fail("panel overscroll kept an authoritative height") }
    }
    for y in ys.prefix(8) { _ = AxisModel.panelOnlyOrigin(y, range: range, policy: policy) }
}

// MARK: - Entry point

/// Raw mode (first byte 0x40…0x7f): a model assembled from segments directly through the internal initializer,
/// bypassing the builder, so segments may be unordered, lengths negative, owners missing from the order. The
/// cursor must still equal the oracle exactly (its linear fallback); everything else must only not crash.
func fuzzRawModel(_ r: inout ByteReader, _ pal: inout Palette) {
    let scale: Double = r.oneIn(6) ? pal.any(&r) : [2, 3, 1][r.below(3)]
    pal.band = (scale.isFinite && scale > 0) ? 1 / scale : 1
    let v: Double = r.oneIn(6) ? pal.any(&r) : 600
    var segments: [AxisSegment] = []
    var a = pal.sane(&r, -600, 200)
    for _ in 0..<(1 + r.below(8)) {
        a = r.oneIn(6) ? pal.any(&r) : pal.step(&r, from: a)
        let owner: AxisOwner = r.oneIn(3) ? .panel : .participant(ParticipantID(1 + r.below(4)))
        let u0 = owner == .panel ? 0 : pal.sane(&r, -100, 100)
        var u1 = owner == .panel ? 0 : (r.oneIn(6) ? u0 - pal.sane(&r, 0, 50).magnitude : pal.step(&r, from: u0))
        if r.oneIn(12) { u1 = pal.any(&r) }
        let h = r.oneIn(6) ? pal.any(&r) : pal.sane(&r, 40, 800)
        segments.append(
            AxisSegment(
                owner: owner, displayHeight: h, outerStart: a, outerEnd: a + (u1 - u0),
                innerStart: u0, innerEnd: u1))
        if owner != .panel { a = r.oneIn(4) ? a : a + (u1 - u0) }
    }
    var order: [ParticipantID] = []
    for id in 1...4 where r.bool() { order.append(ParticipantID(id)) }
    let detents: [Double] = r.oneIn(4) ? [] : segments.filter(\.isPanelAnchor).map(\.displayHeight) + [300]
    let m = AxisModel(
        viewportHeight: v, policy: ComparisonPolicy(displayScale: scale), detentHeights: detents,
        participantOrder: order, segments: segments)
    let range = OuterRange(model: m)
    if dumpScenarios { dump("raw model: \(m.segments) order \(order)") }
    checkProjection(m, range, &r, &pal)
    for _ in 0..<4 {
        let request = ReleaseRequest(
            currentOuterOffset: pickOffset(m, range, &r, &pal),
            proposedOuterOffset: pickOffset(m, range, &r, &pal), velocity: pal.any(&r),
            minimumOuterOffset: range.minimum, maximumOuterOffset: range.maximum,
            nonSnappingOverride: [nil, true, false][r.below(3)])
        _ = m.solveRelease(request, feel: decodeFeel(&r, &pal))
    }
    let ys = probeOffsets(m, range, &r, &pal)
    _ = m.rebased(toDisplayHeight: pal.any(&r))
    _ = m.rebasingInnerEnds(by: [ParticipantID(1 + r.below(4)): pal.any(&r)])
    checkOverscroll(m, range, &r, &pal, ys)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAxis(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    var r = ByteReader(UnsafeBufferPointer(start: data, count: size))
    var pal = Palette()
    if data[0] & 0xc0 == 0x40 {
        r.position = 1
        fuzzRawModel(&r, &pal)
        return 0
    }
    let scenario = decodeScenario(&r, &pal)
    checkChain(scenario)

    if dumpScenarios { dump("snapshot: \(scenario.snapshot)\nchain: \(scenario.chain)") }
    let model: AxisModel
    do {
        model = try AxisModel(scenario.snapshot)
        if dumpScenarios { dump("model: \(model.segments)") }
    } catch {
        if dumpScenarios { dump("builder: \(error)") }
        // Typed errors are fine. A unique-id chain with nothing else cannot be unordered.
        _ = error.description
        return 0
    }
    if model.segments.count != model.participantSegmentIndices.count + model.panelAnchorIndices.count {
        fail("segment index tables do not partition the segments")
    }
    for i in model.segments.indices.dropFirst() where model.segments[i].outerStart < model.segments[i - 1].outerStart {
        fail("built model not ordered: \(model.segments)")
    }
    // UIKit passes finite heights here (a NaN would make the range NaN…NaN, which no caller can lay out).
    let minimumHeight: Double? = r.oneIn(4) ? pal.sane(&r, 0, 300) : nil
    let panelHeight: Double? = r.oneIn(4) ? pal.sane(&r, 300, 1200) : nil
    let range = OuterRange(
        model: model, minimumDisplayHeight: minimumHeight.flatMap { $0.isFinite ? $0 : nil },
        panelHeight: panelHeight.flatMap { $0.isFinite ? $0 : nil })
    if range.minimum.isNaN || range.maximum.isNaN { fail("outer range \(range) is NaN") }
    if !(range.minimum <= range.maximum) && !range.minimum.isNaN && !range.maximum.isNaN {
        fail("outer range \(range) runs backwards")
    }
    checkProjection(model, range, &r, &pal)
    checkRelease(model, range, &r, &pal)
    let ys = probeOffsets(model, range, &r, &pal)
    checkTransforms(model, &r, &pal, ys)
    checkOverscroll(model, range, &r, &pal, ys)
    _ = SortedIndex.find(pal.any(&r), in: model.detentHeights, nearby: r.bool(), ceil: r.bool())
    return 0
}
