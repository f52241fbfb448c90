// ScrollPhysicsTests — FEEL.md §2.4 view-animation plan and the UIKit spring animation it produces.
import ScrollPhysics
import Testing

@Suite("ViewAnimationPlan and UIKitSpringAnimation")
struct ViewAnimationPlanTests {
    @Test(
        "duration 0.12 + Δ/1000 capped at 0.32 (FEEL.md §1.1 examples)",
        arguments: [
            (0.0, 0.12), (50.0, 0.17), (-100.0, 0.22), (199.0, 0.319), (200.0, 0.32), (900.0, 0.32),
        ])
    func duration(distance: Double, expected: Double) throws {
        expectClose(try ViewAnimationPlan(highVelocityThreshold: 2.2).duration(forDistance: distance), expected, within: 1e-12)
    }

    @Test("explicit duration replaces the formula, clamped to 0…0.9 s")
    func explicitDuration() throws {
        let plan = try ViewAnimationPlan(highVelocityThreshold: 2.2)
        #expect(plan.duration(forDistance: 50, explicitDuration: 0.5) == 0.5)
        #expect(plan.duration(forDistance: 50, explicitDuration: 2) == 0.9)
        #expect(plan.duration(forDistance: 50, explicitDuration: -1) == 0)
        expectClose(plan.duration(forDistance: 50, explicitDuration: .nan), 0.17, within: 1e-12, "NaN ignored")
        let demo = try ViewAnimationPlan(speed: 350, maximumDuration: 0.9, highVelocityThreshold: 2.2)
        expectClose(demo.duration(forDistance: 350), 0.9, within: 1e-12, "Movement Lab demo")
    }

    @Test("settings are normalised like the component, NaN rejected")
    func normalisation() throws {
        let plan = try ViewAnimationPlan(baseDuration: -1, speed: 5, maximumDuration: -3, highVelocityThreshold: 2.2)
        #expect(plan.baseDuration == 0 && plan.speed == 100 && plan.maximumDuration == 0)
        #expect(try ViewAnimationPlan(speed: 1e9, highVelocityThreshold: 2.2).speed == 100_000)
        #expect(throws: PhysicsInputError.self) { try ViewAnimationPlan(speed: .nan, highVelocityThreshold: 2.2) }
        #expect(throws: PhysicsInputError.self) { try ViewAnimationPlan(highVelocityThreshold: 0) }
    }

    @Test(
        "damping tiers against 2.2 and 4.4 pt/ms (velocities given in pt/s)",
        arguments: [
            (0.0, 1.0), (2199.0, 1.0), (2200.0, 0.8), (-3000.0, 0.8), (4399.0, 0.8), (4400.0, 0.6), (-9000.0, 0.6),
        ])
    func dampingTiers(velocity: Double, expected: Double) throws {
        #expect(try ViewAnimationPlan(highVelocityThreshold: 2.2).dampingRatio(forVelocity: velocity) == expected)
        #expect(try ViewAnimationPlan(usesSpring: false, highVelocityThreshold: 2.2).dampingRatio(forVelocity: velocity) == 1)
    }

    @Test("a release only counts when it heads toward the target; initial spring velocity 0")
    func releaseDirection() throws {
        let plan = try ViewAnimationPlan(highVelocityThreshold: 2.2)
        let toward = try plan.animation(from: 0, to: 300, releaseVelocity: 5000)
        #expect(toward.dampingRatio == 0.6)
        #expect(toward.duration == 0.32)
        let away = try plan.animation(from: 0, to: 300, releaseVelocity: -5000)
        #expect(away.dampingRatio == 1)
        #expect(toward.initialSpringVelocity == 0)
        expectClose(toward.velocity(at: 0), 0, within: 0, "v(0)")
    }

    @Test("spring animation: starts at rest, ends exactly on target at its duration", arguments: [1.0, 0.8, 0.6])
    func springAnimation(damping: Double) throws {
        let motion = try UIKitSpringAnimation(from: 100, to: 300, duration: 0.32, dampingRatio: damping)
        expectClose(motion.position(at: 0), 100, within: 1e-9, "start")
        #expect(motion.position(at: 0.32) == 300)
        #expect(motion.velocity(at: 0.5) == 0)
        #expect(motion.settleTime == 0.32)
        #expect(motion.isDone(at: 0.32) && !motion.isDone(at: 0.3199))
        let snapFraction = motion.endSnap.magnitude / 200
        #expect(snapFraction <= (damping == 1 ? 0.0056 : 0.0012), "end snap \(snapFraction)")
        if damping < 1 {
            let peak = times(to: 0.32, count: 320).map(motion.position(at:)).max() ?? 0
            #expect(peak > 300, "ζ = \(damping) overshoots")
        }
    }

    @Test("zero duration or distance: an immediate jump, no spring")
    func degenerate() throws {
        let jump = try UIKitSpringAnimation(from: 0, to: 50, duration: 0, dampingRatio: 1)
        #expect(jump.position(at: 0) == 50 && jump.position(at: -1) == 50 && jump.settleTime == 0)
        let still = try UIKitSpringAnimation(from: 7, to: 7, duration: 0.2, dampingRatio: 0.8)
        #expect(still.position(at: 0.1) == 7 && still.endSnap == 0)
        #expect(throws: PhysicsInputError.self) {
            try UIKitSpringAnimation(from: 0, to: 1, duration: -1, dampingRatio: 1)
        }
        #expect(throws: PhysicsInputError.self) {
            try UIKitSpringAnimation(from: 0, to: 1, duration: 1, dampingRatio: 2)
        }
    }
}
