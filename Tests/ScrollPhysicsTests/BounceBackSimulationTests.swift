// ScrollPhysicsTests — decay to the edge, then a spring (PHYSICS.md §1.5, §3.1).
import ScrollPhysics
import Testing

@Suite("BounceBackSimulation")
struct BounceBackSimulationTests {
    @Test("no crossing: the motion runs unchanged")
    func noCrossing() throws {
        let decay = try DecelerationSimulation(position: 100, velocity: 500, rate: .normal)
        let motion = try BounceBackSimulation(motion: decay, range: 0...1000)
        #expect(motion.switchTime == .infinity && motion.bounce == nil)
        #expect(motion.finalPosition == decay.finalPosition && motion.settleTime == decay.settleTime)
        #expect(motion.position(at: 0.7) == decay.position(at: 0.7))
        #expect(motion.phase(at: 100) == .moving)
    }

    @Test(
        "crossing an edge: closed-form switch time, continuous handoff, returns to the edge",
        arguments: [(3000.0, 800.0), (-3000.0, 0.0)])
    func crossing(velocity: Double, edge: Double) throws {
        let decay = try DecelerationSimulation(position: 400, velocity: velocity, rate: .normal)
        let motion = try BounceBackSimulation(motion: decay, range: 0...800)
        expectClose(decay.position(at: motion.switchTime), edge, within: 1e-9, "at the edge at the switch")
        expectClose(motion.position(at: motion.switchTime), edge, within: 1e-9, "spring starts at the edge")
        expectClose(
            motion.velocity(at: motion.switchTime), decay.velocity(at: motion.switchTime), within: 1e-9,
            "velocity handed over")
        expectClose(motion.position(at: motion.switchTime - 1e-9), edge, within: 1e-5, "position continuous")
        #expect(
            motion.phase(at: motion.switchTime - 1e-6) == .moving && motion.phase(at: motion.switchTime) == .bouncing)
        #expect(motion.finalPosition == edge)
        #expect(motion.bounce?.spring == SpringParameters.bounceBackDefault)
        // Overshoot past the edge, then back within 0.5 pt after the settle time.
        let past = times(to: motion.settleTime + 1, count: 400).map {
            (motion.position(at: $0) - edge) * (velocity > 0 ? 1 : -1)
        }
        #expect((past.max() ?? 0) > 1, "it overscrolls")
        #expect((motion.position(at: motion.settleTime) - edge).magnitude <= 0.5)
        expectClose(motion.settleTime, motion.switchTime + (motion.bounce?.settleTime ?? .nan), within: 1e-12)
    }

    @Test("released overscrolled: springs back at once with the release velocity")
    func releasedOverscrolled() throws {
        let decay = try DecelerationSimulation(position: -40, velocity: -300, rate: .fast)
        let stiff = try SpringParameters.bounceBack(stiffness: 300)
        let motion = try BounceBackSimulation(motion: decay, range: 0...500, spring: stiff)
        #expect(motion.switchTime == 0)
        #expect(motion.position(at: 0) == -40 && motion.velocity(at: 0) == -300)
        #expect(motion.finalPosition == 0)
        #expect(motion.phase(at: 0) == .bouncing)
    }

    @Test("Flutter's bouncing simulation: spring m 0.5 k 100 ζ 1.1, min(dx, 5000) caps positive hand-offs only")
    func flutterBouncing() throws {
        let motion = try FlutterBouncingScrollSimulation(
            position: 0, velocity: 20_000, leadingExtent: -10, trailingExtent: 100)
        #expect(motion.spring?.spring.spring == SpringParameters.flutterScrollSpring)
        let friction = try #require(motion.friction)
        #expect(friction.velocity(at: motion.springTime) > 5000)
        expectClose(motion.velocity(at: motion.springTime.nextUp), 5000, within: 1e-6, "cap")
        let reverse = try FlutterBouncingScrollSimulation(
            position: 0, velocity: -20_000, leadingExtent: -100, trailingExtent: 10)
        let reverseFriction = try #require(reverse.friction)
        expectClose(
            reverse.velocity(at: reverse.springTime.nextUp), reverseFriction.velocity(at: reverse.springTime),
            within: 1e-6, "no cap below −5000")
        #expect(reverse.velocity(at: reverse.springTime.nextUp) < -5000)
        #expect(throws: PhysicsInputError.self) {
            try FlutterBouncingScrollSimulation(position: 0, velocity: 1, leadingExtent: 5, trailingExtent: 1)
        }
    }

    @Test("retargeted deceleration inside a bounce-back (generic over any invertible motion)")
    func retargeted() throws {
        let decay = try RetargetedDeceleration(position: 0, releaseVelocity: 100, target: 300, rate: .fast)
        let motion = try BounceBackSimulation(motion: decay, range: 0...250, maximumHandoffVelocity: 400)
        #expect(motion.finalPosition == 250)
        #expect(motion.velocity(at: motion.switchTime).magnitude <= 400)
        #expect(throws: PhysicsInputError.self) {
            try BounceBackSimulation(motion: decay, range: 0...250, maximumHandoffVelocity: -1)
        }
    }
}
