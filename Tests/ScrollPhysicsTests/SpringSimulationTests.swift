// ScrollPhysicsTests — springs: parameterisations, regimes, closed forms vs the equation of motion.
import ScrollPhysics
import Testing

@Suite("SpringSimulation")
struct SpringSimulationTests {
    /// (mass, stiffness, damping ratio): every regime, masses ≠ 1 (Flutter #163858 hid behind m = 1).
    static let springs: [(Double, Double, Double)] = [
        (1, 100, 1), (0.5, 100, 1.1), (2.5, 300, 0.3), (0.3, 75, 1.3), (4, 50, 1), (0.2, 400, 0.05), (3, 10, 4),
    ]

    static func make(_ s: (Double, Double, Double)) throws -> SpringParameters {
        try SpringParameters(mass: s.0, stiffness: s.1, dampingRatio: s.2)
    }

    @Test("regime follows the damping ratio")
    func regimes() throws {
        #expect(try SpringParameters(mass: 2, stiffness: 50, dampingRatio: 1).regime == .criticallyDamped)
        #expect(try SpringParameters(mass: 0.5, stiffness: 100, dampingRatio: 1.1).regime == .overdamped)
        #expect(try SpringParameters(mass: 3, stiffness: 30, dampingRatio: 0.6).regime == .underdamped)
        #expect(try SpringParameters(mass: 1, stiffness: 1, damping: 0).regime == .underdamped)
        #expect(SpringParameters.bounceBackDefault.regime == .criticallyDamped)
    }

    @Test("parameterisations: Flutter default, Apple response form, UIKit duration form")
    func parameterisations() throws {
        expectClose(SpringParameters.flutterScrollSpring.damping, 15.556, within: 0.001, "Flutter c")
        expectClose(SpringParameters.flutterScrollSpring.naturalFrequency, 14.142, within: 0.001, "Flutter ω₀")
        // OverlayContainer, response 0.3 s (PHYSICS.md §2.3): k = 438.6, c = 29.3 / 37.7 / 41.9.
        for (zeta, damping) in [(0.7, 29.3), (0.9, 37.7), (1.0, 41.9)] {
            let spring = try SpringParameters(dampingRatio: zeta, response: 0.3)
            expectClose(spring.stiffness, 438.6, within: 0.05, "k")
            expectClose(spring.damping, damping, within: 0.05, "c")
            expectClose(spring.dampingRatio, zeta, within: 1e-12, "ζ round trip")
        }
        let uikit = try SpringParameters(duration: 0.32, dampingRatio: 0.8)
        expectClose(uikit.mass, 1, within: 0, "UIKit mass")
        expectClose(uikit.dampingRatio * uikit.naturalFrequency, 7.3132 / 0.32, within: 0.001, "ζω₀ = ln 1500/D")
        #expect(throws: PhysicsInputError.self) { try SpringParameters(duration: 0.3, dampingRatio: 1.2) }
        #expect(throws: PhysicsInputError.self) { try SpringParameters(duration: 0, dampingRatio: 1) }
        #expect(throws: PhysicsInputError.self) { try SpringParameters(mass: -1, stiffness: 1, damping: 1) }
        #expect(throws: PhysicsInputError.self) { try SpringParameters(mass: 1, stiffness: .nan, damping: 1) }
        #expect(throws: PhysicsInputError.self) { try SpringParameters.bounceBack(stiffness: 0) }
    }

    @Test("initial conditions over a table", arguments: [(0.0, 0.0), (100.0, 0.0), (0.0, 3000.0), (-40.0, 800.0)])
    func initialConditions(position: Double, velocity: Double) throws {
        for s in Self.springs {
            let motion = try SpringSimulation(spring: Self.make(s), position: position, velocity: velocity, target: 25)
            expectClose(motion.position(at: 0), position, within: 1e-9, "x(0) \(s)")
            expectClose(motion.velocity(at: 0), velocity, within: 1e-9, "v(0) \(s)")
            expectClose(motion.finalPosition, 25, within: 0, "target")
        }
    }

    @Test("closed forms satisfy m·x″ + c·x′ + k·x = 0 at many t")
    func equationOfMotion() throws {
        for s in Self.springs {
            let spring = try Self.make(s)
            let motion = try SpringSimulation(spring: spring, position: 130, velocity: -2000, target: 30)
            for t in times(to: 1.5, count: 60) where t > 0 {
                let x = motion.position(at: t) - 30
                let v = motion.velocity(at: t)
                let a = derivative(at: t, step: 1e-6) { motion.velocity(at: $0) }
                let residual = spring.mass * a + spring.damping * v + spring.stiffness * x
                let scale =
                    spring.mass * a.magnitude + spring.damping * v.magnitude + spring.stiffness * x.magnitude + 1
                #expect(residual.magnitude <= 1e-5 * scale, "residual \(residual) at t = \(t) for \(spring)")
                expectClose(
                    v, derivative(at: t, step: 1e-6) { motion.position(at: $0) }, within: 1e-4 * (v.magnitude + 1),
                    "x′ = v")
            }
        }
    }

    @Test("analytic curve matches a fine-step integration")
    func againstIntegration() throws {
        for s in Self.springs {
            let spring = try Self.make(s)
            let motion = try SpringSimulation(spring: spring, position: -60, velocity: 900, target: 0)
            for t in [0.05, 0.4, 1.2] {
                let numeric = integrate(from: -60, velocity: 900, to: t) { x, v in
                    -(spring.damping * v + spring.stiffness * x) / spring.mass
                }
                expectClose(motion.position(at: t), numeric.position, within: 1e-6, "x(\(t)) \(spring)")
                expectClose(motion.velocity(at: t), numeric.velocity, within: 1e-5, "v(\(t)) \(spring)")
            }
        }
    }

    @Test("after settleTime the displacement stays within the threshold; sign symmetry")
    func settleAndSymmetry() throws {
        for s in Self.springs {
            let spring = try Self.make(s)
            let up = try SpringSimulation(spring: spring, position: 0, velocity: 2500, target: 100)
            let down = try SpringSimulation(spring: spring, position: 0, velocity: -2500, target: -100)
            #expect(up.settleTime.isFinite && up.settleTime > 0)
            for t in times(to: 3, count: 300) {
                expectClose(down.position(at: t), -up.position(at: t), within: 1e-9, "odd in (x, v)")
                if t >= up.settleTime {
                    #expect((up.position(at: t) - 100).magnitude <= 0.5, "settled at \(t) for \(spring)")
                }
            }
            #expect(!up.isDone(at: 0))
            #expect(up.isDone(at: up.settleTime))
        }
        let resting = try SpringSimulation(spring: .bounceBackDefault, position: 10, velocity: 0, target: 10)
        #expect(resting.settleTime == 0)
        let undamped = try SpringSimulation(
            spring: SpringParameters(mass: 1, stiffness: 4, damping: 0), position: 1, velocity: 0, target: 0)
        #expect(undamped.settleTime == .infinity)
        expectClose(undamped.position(at: Double.pi / 2), -1, within: 1e-12, "cos(2t) at π/2")
    }
}
