// ScrollPhysicsTests — rubber band against the published table (PHYSICS.md §2.1).
import ScrollPhysics
import Testing

@Suite("RubberBand")
struct RubberBandTests {
    @Test(
        "published and computed values",
        arguments: [
            (960.0, 5.0, 2.74), (960.0, 10.0, 5.47), (960.0, 100.0, 52.02), (960.0, 400.0, 178.98),
            (960.0, 960.0, 340.65), (844.0, 10.0, 5.46), (844.0, 100.0, 51.64), (844.0, 400.0, 174.51),
            (844.0, 844.0, 299.48),
        ])
    func table(dimension: Double, overscroll: Double, offset: Double) throws {
        let band = try RubberBand(dimension: dimension)
        expectClose(band.offset(forOverscroll: overscroll), offset, within: 0.005, "b(\(overscroll))")
        expectClose(band.offset(forOverscroll: -overscroll), -offset, within: 0.005, "sign symmetry")
        expectClose(
            band.overscroll(forOffset: band.offset(forOverscroll: overscroll)), overscroll, within: 1e-9, "inverse")
        expectClose(
            band.overscroll(forOffset: -band.offset(forOverscroll: overscroll)), -overscroll, within: 1e-9, "inverse −")
    }

    @Test("shape: slope c at the edge, b(d) = 0.3548·d, asymptote d")
    func shape() throws {
        let band = try RubberBand(dimension: 600)
        expectClose(band.slope(atOverscroll: 0), 0.55, within: 1e-15)
        expectClose(band.offset(forOverscroll: 600) / 600, 0.3548, within: 0.0001)
        #expect(band.offset(forOverscroll: 1e12) < 600)
        #expect(band.overscroll(forOffset: 600) == .infinity)
        #expect(band.overscroll(forOffset: -700) == -.infinity)
        for x in [-300.0, -10, 0.5, 50, 900] {
            expectClose(
                band.slope(atOverscroll: x), derivative(at: x, step: 1e-4) { band.offset(forOverscroll: $0) },
                within: 1e-8)
        }
    }

    @Test("clamp to a range: identity inside, rubber-banded outside")
    func clamp() throws {
        let band = try RubberBand(dimension: 960)
        #expect(band.clamp(120, to: 0...500) == 120)
        expectClose(band.clamp(600, to: 0...500), 552.02, within: 0.005)
        expectClose(band.clamp(-100, to: 0...500), -52.02, within: 0.005)
        #expect(throws: PhysicsInputError.self) { try RubberBand(dimension: 0) }
        #expect(throws: PhysicsInputError.self) { try RubberBand(coefficient: .nan, dimension: 10) }
    }
}
