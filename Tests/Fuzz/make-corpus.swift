// Writes the hand-made seeds of Tests/Fuzz/corpus/ in the harness's explicit format (see
// `decodeExplicitScenario` in FuzzAxis.swift). Run from the repository root:  swift Tests/Fuzz/make-corpus.swift
// Each scenario is written several times with different deterministic "check" tails (the bytes after the
// scenario that pick probe offsets, releases and feel parameters).

#if canImport(Glibc)
    import Glibc
#endif

struct Seed {
    var bytes: [UInt8] = []
    mutating func byte(_ b: Int) { bytes.append(UInt8(truncatingIfNeeded: b)) }
    mutating func f64(_ v: Double) {
        var x = v.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(x & 0xff))
            x >>= 8
        }
    }
    mutating func scalar(_ v: Double, objc: Bool = false) {
        byte(objc ? 1 : 0)
        f64(v)
    }
}

struct Level {
    var id: Int, content: Double, viewport: Double, top = 0.0, bottom = 0.0, offset = 0.0
    var frame: (Double, Double)? = nil
}

func scenario(
    v: Double = 600, scale: Double = 2, detents: [(Double, Bool)], order: [Int],
    slices: [(Int, Double, Double, Double)], chain: [Level] = [], chainHeight: (Double, Bool) = (0, false),
    objcSlices: Bool = false
) -> [UInt8] {
    var s = Seed()
    s.byte(0x80 | (chain.isEmpty ? 0 : 1))
    s.f64(v)
    s.f64(scale)
    s.byte(detents.count)
    for (d, objc) in detents { s.scalar(d, objc: objc) }
    s.byte(order.count)
    for id in order { s.byte(id) }
    s.byte(slices.count)
    for (id, h, u0, u1) in slices {
        s.byte(id)
        s.scalar(h, objc: objcSlices)
        s.scalar(u0)
        s.scalar(u1)
    }
    if !chain.isEmpty {
        s.byte(chain.count)
        for l in chain {
            s.byte(l.id)
            for x in [l.content, l.viewport, l.top, l.bottom, l.offset] { s.f64(x) }
            s.byte(l.frame == nil ? 0 : 1)
            s.f64(l.frame?.0 ?? 0)
            s.f64(l.frame?.1 ?? 0)
        }
        s.scalar(chainHeight.0, objc: chainHeight.1)
    }
    return s.bytes
}

/// A deterministic tail (xorshift) so that each copy probes different offsets and releases.
func tail(_ seed: UInt64, _ count: Int) -> [UInt8] {
    var x = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    return (0..<count).map { _ in
        x ^= x << 13
        x ^= x >> 7
        x ^= x << 17
        return UInt8(x & 0xff)
    }
}

var seeds: [(String, [UInt8])] = []
func add(_ name: String, _ body: [UInt8], tails: Int = 2) {
    seeds.append((name, body))
    for t in 1...tails { seeds.append(("\(name)-\(t)", body + tail(UInt64(t) &+ UInt64(body.count), 96))) }
}

let spec = [(100.0, false), (300.0, false), (600.0, false)]
// The spec example: V 600, scale 2, detents 100/300/600, one participant 0…200 at 300 (anchors −500 | −300…−100 | 200).
add("spec-example", scenario(detents: spec, order: [1], slices: [(1, 300, 0, 200)]))
add(
    "spec-example-objc",
    scenario(
        detents: spec.map { ($0.0, true) }, order: [1], slices: [(1, 300, 0, 200)],
        objcSlices: true))
add("spec-no-detents", scenario(detents: [], order: [1], slices: [(1, 300, 0, 200)]))
add("spec-band-merge", scenario(detents: spec, order: [1], slices: [(1, 300.5, 0, 200)]))
add("spec-band-no-merge", scenario(detents: spec, order: [1], slices: [(1, 300.5.nextUp, 0, 200)]))
add("spec-scale3", scenario(scale: 3, detents: spec, order: [1], slices: [(1, 300, 0, 200)]))
add("zero-length", scenario(detents: spec, order: [1], slices: [(1, 300, 0, 0)]))
add(
    "multi-slice",
    scenario(
        detents: spec, order: [1, 2],
        slices: [(1, 300, 0, 20), (2, 300, 0, 50), (1, 300, 20, 40)]))
add("float32-round", scenario(detents: [(16_777_217, true), (16_777_218, true)], order: [], slices: []))
add("float32-collapse", scenario(detents: [(16_777_216, false), (16_777_217, true)], order: [], slices: []))
add("float32-overflow", scenario(detents: [(1e39, true)], order: [], slices: []))
add(
    "huge",
    scenario(
        detents: [(-1e300, false), (1e300, false)], order: [1],
        slices: [(1, 0, -1e300, 1e300)]))
add("panel-only", scenario(detents: spec, order: [], slices: []))
add("unordered-detents", scenario(detents: [(300, false), (299.75, false)], order: [], slices: []))
add("duplicate-id", scenario(detents: spec, order: [1, 1], slices: [(1, 300, 0, 200)]))
add(
    "absorb-then-unordered",
    scenario(
        detents: [(300, false), (300.25, false)], order: [1],
        slices: [(1, 300.5, 0, 0)]))
// Nested chains (primary first, then ancestors outward).
let parent = Level(id: 2, content: 1000, viewport: 300, frame: (400, 600))
add(
    "nested-2",
    scenario(
        detents: spec, order: [], slices: [],
        chain: [Level(id: 1, content: 400, viewport: 300), parent], chainHeight: (600, false)))
add(
    "nested-split-inset",
    scenario(
        detents: spec, order: [], slices: [],
        chain: [
            Level(id: 1, content: 400, viewport: 300),
            Level(
                id: 2, content: 1000, viewport: 300, top: 20, offset: 100,
                frame: (100, 350)),
        ], chainHeight: (600, false)))
// The 3-level example: [gp 0…300, p 0…400, primary, p 400…700, gp 300…800].
let three = [
    Level(id: 1, content: 400, viewport: 300),
    Level(id: 2, content: 1000, viewport: 300, frame: (400, 600)),
    Level(id: 3, content: 1100, viewport: 300, frame: (300, 700)),
]
add("nested-3", scenario(detents: spec, order: [], slices: [], chain: three, chainHeight: (600, false)))
add("nested-3-no-detents", scenario(detents: [], order: [], slices: [], chain: three, chainHeight: (600, false)))
add("nested-3-objc", scenario(detents: spec, order: [], slices: [], chain: three, chainHeight: (300.5, true)))
add(
    "nested-short-bounce",
    scenario(
        detents: spec, order: [], slices: [],
        chain: [
            Level(id: 1, content: 100, viewport: 300),
            Level(id: 2, content: 200, viewport: 300, frame: (0, 100)),
        ],
        chainHeight: (600, false)))
add(
    "nested-with-slices",
    scenario(
        detents: spec, order: [5], slices: [(5, 100, 0, 50)], chain: three,
        chainHeight: (600, false)))

// Raw mode (first byte 0x40…0x7f): segments assembled without the builder (the cursor's linear fallback).
for i in 1...3 { seeds.append(("raw-\(i)", [0x40] + tail(UInt64(100 + i), 160))) }

let dir = "Tests/Fuzz/corpus"
for (name, bytes) in seeds {
    guard let f = fopen("\(dir)/\(name)", "wb") else { fatalError("cannot write \(dir)/\(name)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
}
print("wrote \(seeds.count) seeds to \(dir)")
