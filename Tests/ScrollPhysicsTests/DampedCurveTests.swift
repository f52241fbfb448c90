// ScrollPhysicsTests — a spring's closed form as a DampedCurve: its envelope bounds the displacement and velocity
// the spring evaluates, its zeros are where the spring's own velocity changes sign.
import ScrollPhysics
import Testing

@Suite("DampedCurve")
struct DampedCurveTests {
    /// (mass, stiffness, damping ratio, x₀ − target, v₀): every regime, moves from rest and thrown ones.
    static let cases: [(Double, Double, Double, Double, Double)] = [
        (1, 100, 1, -300, 0), (1, 100, 1, 40, -2500), (1, 400, 0.6, -250, 0), (1, 900, 0.8, 500, 300),
        (2.5, 300, 0.3, 120, -40), (0.2, 400, 0.05, -10, 900), (1, 50, 1.5, -200, 0), (3, 10, 4, 80, 600),
    ]

    static func spring(_ c: (Double, Double, Double, Double, Double)) throws -> SpringSimulation {
        try SpringSimulation(
            spring: try SpringParameters(mass: c.0, stiffness: c.1, dampingRatio: c.2), position: 100 + c.3,
            velocity: c.4, target: 100)
    }

    /// The envelope from t is at least |x(u)| and |v(u)| for every sampled u ≥ t (a relative 1e-12 for the
    /// evaluation's rounding), and never rises.
    @Test("the envelope bounds the displacement and the velocity from each time on", arguments: 0..<8)
    func envelopeBounds(index: Int) throws {
        let s = try Self.spring(Self.cases[index])
        let x = s.displacementCurve
        let v = s.velocityCurve
        let times = (0...600).map { Double($0) * 0.005 }
        var previous = (x.bound(from: 0), v.bound(from: 0))
        for (i, t) in times.enumerated() {
            let bx = x.bound(from: t)
            let bv = v.bound(from: t)
            #expect(bx <= previous.0 && bv <= previous.1, "rises at \(t) s: \(s)")
            previous = (bx, bv)
            for u in times[i...] {
                #expect(abs(s.position(at: u) - 100) <= bx * (1 + 1e-12) + 1e-12, "x at \(u) from \(t): \(s)")
                #expect(abs(s.velocity(at: u)) <= bv * (1 + 1e-12) + 1e-12, "v at \(u) from \(t): \(s)")
            }
        }
    }

    /// Between consecutive zeros of the displacement's derivative the spring's velocity keeps one sign (sampled
    /// finely), and it changes sign across each zero.
    @Test("the derivative's zeros are where the velocity changes sign", arguments: 0..<8)
    func zerosOfTheVelocity(index: Int) throws {
        let s = try Self.spring(Self.cases[index])
        let slope = s.displacementCurve.derivative
        var zeros: [Double] = []
        var z = slope.nextZero(after: 0)
        while z < 3, zeros.count < 100 {
            zeros.append(z)
            z = slope.nextZero(after: z)
        }
        let edges = [0] + zeros + [3]
        for (a, b) in zip(edges, edges.dropFirst()) {
            let samples = (1..<200).map { a + (b - a) * Double($0) / 200 }
            let signs = Set(samples.map { s.velocity(at: $0) > 0 })
            #expect(signs.count <= 1, "velocity changes sign inside \(a)…\(b) s: \(s) \(zeros.prefix(6))")
        }
        for zero in zeros {
            let h = 1e-6
            #expect(s.velocity(at: zero - h) * s.velocity(at: zero + h) < 0, "no sign change at \(zero) s: \(s)")
        }
    }
}
