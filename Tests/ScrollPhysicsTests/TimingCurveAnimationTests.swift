// ScrollPhysicsTests — cubic Bézier timing curve and the fixed 0.25 s ease-in-out pop-up.
import ScrollPhysics
import TestSupport
import Testing

@Suite("TimingCurveAnimation")
struct TimingCurveAnimationTests {
    /// The curve point at parameter s, computed independently of the type under test.
    static func point(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * s * (1 - s) * (1 - s) * p1 + 3 * s * s * (1 - s) * p2 + s * s * s
    }

    @Test("ease-in-out: ends, symmetry, points of the parametric curve (seeded)")
    func easeInOut() {
        let curve = CubicBezierTimingCurve.easeInEaseOut
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        expectClose(curve.progress(at: 0.5), 0.5, within: 1e-12, "midpoint")
        var rng = SeededGenerator(seed: 0x5EED_0025)
        for _ in 0..<200 {
            let s = Double.random(in: 0...1, using: &rng)
            let x = Self.point(s, 0.42, 0.58)
            let y = Self.point(s, 0, 1)
            expectClose(curve.progress(at: x), y, within: 1e-9, "seed 0x5EED0025, s = \(s)")
            expectClose(curve.progress(at: x) + curve.progress(at: 1 - x), 1, within: 1e-9, "symmetry")
        }
        for u in [0.1, 0.3, 0.5, 0.8] {
            expectClose(
                curve.slope(at: u), derivative(at: u, step: 1e-6) { curve.progress(at: $0) }, within: 1e-6, "slope")
        }
        expectClose(curve.slope(at: 0), 0, within: 1e-12, "eases in")
    }

    @Test("pop-up animation: 0.25 s, exact ends, velocity = dx/dt")
    func popUp() throws {
        let motion = try TimingCurveAnimation(from: 200, to: 500)
        #expect(motion.duration == 0.25 && motion.settleTime == 0.25)
        #expect(motion.position(at: 0) == 200 && motion.position(at: 0.25) == 500 && motion.position(at: 9) == 500)
        expectClose(motion.position(at: 0.125), 350, within: 1e-9, "middle")
        #expect(motion.velocity(at: 0.25) == 0)
        // The velocity is the derivative of the position.
        expectClose(
            motion.velocity(at: 0.125), derivative(at: 0.125, step: 1e-7) { motion.position(at: $0) }, within: 1e-3)
        #expect(throws: PhysicsInputError.self) { try CubicBezierTimingCurve(x1: 1.2, y1: 0, x2: 0.5, y2: 1) }
        #expect(throws: PhysicsInputError.self) { try TimingCurveAnimation(from: 0, to: 1, duration: -0.1) }
    }
}
