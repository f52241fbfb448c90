// ScrollPhysicsTests — UIKit deceleration and projections (PHYSICS.md §1).
import ScrollPhysics
import Testing

@Suite("DecelerationSimulation")
struct DecelerationSimulationTests {
    static let rates: [DecelerationRate] = [.normal, .fast, try! DecelerationRate(perMillisecond: 0.991)]

    @Test("UIKit rates and their decay exponents")
    func rateConstants() throws {
        expectClose(DecelerationRate.normal.decayExponent, -2.002002670673, within: 1e-9, "k normal")
        expectClose(DecelerationRate.fast.decayExponent, -10.050335853501, within: 1e-9, "k fast")
        expectClose(DecelerationRate.normal.perSecond, 0.135064522, within: 1e-8, "0.998^1000")
        expectClose(DecelerationRate.normal.velocityHalfLife, 0.346, within: 0.001, "half-life normal")
        expectClose(DecelerationRate.fast.velocityHalfLife, 0.069, within: 0.001, "half-life fast")
    }

    @Test(
        "initial conditions",
        arguments: [
            (0.0, 0.0), (100.0, 1000.0), (-50.0, -2500.0), (1e4, 8000.0), (3.5, -0.25),
        ])
    func initialConditions(position: Double, velocity: Double) throws {
        for rate in Self.rates {
            let motion = try DecelerationSimulation(position: position, velocity: velocity, rate: rate)
            expectClose(motion.position(at: 0), position, within: 1e-12, "x(0)")
            expectClose(motion.velocity(at: 0), velocity, within: 1e-12, "v(0)")
            expectClose(motion.position(at: -1), position, within: 1e-12, "t < 0 is t = 0")
        }
    }

    @Test("time(toReach: position(at: t)) gives t back", arguments: [100.0, 1000.0, -3000.0, 8000.0])
    func roundTrip(velocity: Double) throws {
        for rate in Self.rates {
            let motion = try DecelerationSimulation(position: 20, velocity: velocity, rate: rate)
            for t in [0.0, 0.001, 0.05, 0.3, 1.0, 2.5] where t < motion.settleTime {
                // Inverting x(t) is ill-conditioned as v → 0: a rounding error δx in x becomes δx/|v| in t.
                let rounding = 1e-15 * (motion.finalPosition.magnitude + 20) / motion.velocity(at: t).magnitude
                expectClose(motion.time(toReach: motion.position(at: t)), t, within: 1e-12 + rounding, "round trip")
            }
            #expect(motion.time(toReach: motion.finalPosition) == .infinity)
            #expect(motion.time(toReach: 20 - velocity) == .infinity, "behind the start: never")
            #expect(motion.time(toReach: .nan) == .infinity)
        }
    }

    @Test("rest position is the limit of the position and the continuous projection")
    func restPosition() throws {
        for rate in Self.rates {
            let motion = try DecelerationSimulation(position: 10, velocity: 1234, rate: rate)
            expectClose(motion.position(at: 60), motion.finalPosition, within: 1e-9, "x(60 s)")
            expectClose(
                motion.finalPosition - 10,
                DecelerationProjection.continuousDistance(velocity: 1234, rate: rate), within: 1e-9)
        }
        let normal = try DecelerationSimulation(position: 0, velocity: 1000, rate: .normal)
        expectClose(normal.finalPosition, 499.5, within: 0.001, "normal x∞ = 0.4995·v₀")
        let fast = try DecelerationSimulation(position: 0, velocity: 1000, rate: .fast)
        expectClose(fast.finalPosition, 99.5, within: 0.001, "fast x∞ = 0.0995·v₀")
    }

    /// PHYSICS.md §1.4, worked table (normal, 0.5 pt distance threshold), and the fast rows.
    @Test(
        "worked stop times of PHYSICS.md §1.4",
        arguments: [
            (0.998, 100.0, 49.95, 49.90, 2.300), (0.998, 500.0, 249.75, 249.50, 3.104),
            (0.998, 1000.0, 499.50, 499.00, 3.450), (0.998, 2000.0, 999.00, 998.00, 3.796),
            (0.998, 5000.0, 2497.5, 2495.0, 4.254), (0.998, 8000.0, 3996.0, 3992.0, 4.489),
            (0.99, 1000.0, 99.5, 99.0, 0.527), (0.99, 5000.0, 497.5, 495.0, 0.687),
        ])
    func stopTimes(rate: Double, velocity: Double, continuous: Double, discrete: Double, stop: Double) throws {
        let d = try DecelerationRate(perMillisecond: rate)
        let motion = try DecelerationSimulation(position: 0, velocity: velocity, rate: d)
        expectClose(motion.finalPosition, continuous, within: 0.006, "continuous")
        expectClose(
            DecelerationProjection.wwdc18Distance(velocity: velocity, rate: d), discrete, within: 0.006, "WWDC18")
        expectClose(motion.settleTime, stop, within: 0.0006, "stop time")
        expectClose((motion.finalPosition - motion.position(at: motion.settleTime)), 0.5, within: 1e-9, "0.5 pt left")
        #expect(!motion.isDone(at: motion.settleTime - 1e-6))
        #expect(motion.isDone(at: motion.settleTime))
    }

    @Test("velocity-threshold stop time (PHYSICS.md §1.4)")
    func velocityThreshold() throws {
        let motion = try DecelerationSimulation(position: 0, velocity: 1000, rate: .normal)
        expectClose(motion.time(toSlowTo: 20), 1.954, within: 0.0006, "1000 → 20 pt/s")
        expectClose(motion.time(toSlowTo: 1), 3.450, within: 0.0006, "1000 → 1 pt/s")
        #expect(motion.time(toSlowTo: 2000) == 0)
        #expect(motion.time(toSlowTo: 0) == .infinity)
    }

    @Test("WWDC18 discrete vs continuous projection: 0.1 % (normal), 0.5 % (fast)")
    func projectionRatio() {
        for (rate, ratio) in [(DecelerationRate.normal, 0.9990), (.fast, 0.9950)] {
            let discrete = DecelerationProjection.wwdc18Distance(velocity: 1000, rate: rate)
            let continuous = DecelerationProjection.continuousDistance(velocity: 1000, rate: rate)
            expectClose(discrete / continuous, ratio, within: 0.00005, "ratio")
        }
    }

    @Test("sign symmetry")
    func signSymmetry() throws {
        let forward = try DecelerationSimulation(position: 0, velocity: 1500, rate: .fast)
        let backward = try DecelerationSimulation(position: 0, velocity: -1500, rate: .fast)
        for t in times(to: 1, count: 20) {
            expectClose(backward.position(at: t), -forward.position(at: t), within: 1e-12)
            expectClose(backward.velocity(at: t), -forward.velocity(at: t), within: 1e-12)
        }
        #expect(backward.settleTime == forward.settleTime)
        expectClose(backward.time(toReach: -50), forward.time(toReach: 50), within: 1e-15)
    }

    @Test("analytic curve matches a fine-step integration of v′ = k·v")
    func againstIntegration() throws {
        for rate in Self.rates {
            let motion = try DecelerationSimulation(position: 5, velocity: 3000, rate: rate)
            let k = rate.decayExponent
            for t in [0.1, 0.5, 1.5] {
                let numeric = integrate(from: 5, velocity: 3000, to: t) { _, v in k * v }
                expectClose(motion.position(at: t), numeric.position, within: 1e-6, "x(\(t))")
                expectClose(motion.velocity(at: t), numeric.velocity, within: 1e-6, "v(\(t))")
            }
        }
    }

    @Test("bad input is a typed error naming the field")
    func badInput() {
        #expect(throws: PhysicsInputError.self) { try DecelerationRate(perMillisecond: 1) }
        #expect(throws: PhysicsInputError.self) { try DecelerationRate(perMillisecond: .nan) }
        #expect(throws: PhysicsInputError.self) { try DecelerationRate(perMillisecond: 0) }
        do {
            _ = try DecelerationSimulation(position: 0, velocity: .infinity)
            Issue.record("infinite velocity accepted")
        } catch {
            #expect(error.field == "velocity")
        }
        do {
            _ = try DecelerationSimulation(position: 0, velocity: 1, restDistance: -1)
            Issue.record("negative rest distance accepted")
        } catch {
            #expect(error.field == "restDistance")
            #expect(error.description.contains("restDistance"))
        }
    }
}
