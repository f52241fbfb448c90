// ScrollPhysicsTests — retargeted decay and the peers: Flutter friction, Android spline, FloatingPanel.
import ScrollPhysics
import Testing

@Suite("Retargeted deceleration and peers")
struct PeerSimulationTests {
    @Test(
        "retargeted deceleration rests exactly on the target; velocity jump",
        arguments: [
            (0.0, 1000.0, 499.5), (0.0, 1000.0, 300.0), (100.0, -2000.0, 400.0), (50.0, 0.0, -50.0),
        ])
    func retargeted(position: Double, velocity: Double, target: Double) throws {
        let motion = try RetargetedDeceleration(
            position: position, releaseVelocity: velocity, target: target, rate: .normal)
        expectClose(motion.finalPosition, target, within: 1e-9, "rest")
        expectClose(motion.position(at: 40), target, within: 1e-9, "limit")
        expectClose(motion.rescaledVelocity, 2.002002670673 * (target - position), within: 1e-6, "v′ = −k·Δ")
        expectClose(motion.velocityJump, motion.rescaledVelocity - velocity, within: 1e-12, "jump")
        expectClose(motion.velocity(at: 0), motion.rescaledVelocity, within: 1e-12, "v(0)")
    }

    @Test("UIKit's own target gives no jump")
    func naturalTarget() throws {
        let natural = try DecelerationSimulation(position: 0, velocity: 1800, rate: .fast).finalPosition
        let motion = try RetargetedDeceleration(position: 0, releaseVelocity: 1800, target: natural, rate: .fast)
        expectClose(motion.velocityJump, 0, within: 1e-9)
    }

    @Test("Flutter friction: drag 0.135, finalX factor 0.49938, 20 pt/s tolerance")
    func flutterFriction() throws {
        let motion = try FlutterFrictionSimulation(position: 0, velocity: 1000)
        expectClose(motion.finalPosition, 499.38, within: 0.01, "finalX")
        expectClose(motion.position(at: 0), 0, within: 1e-12)
        expectClose(motion.velocity(at: 1), 135, within: 1e-9, "v·D^t")
        for t in [0.01, 0.3, 1.7] {
            expectClose(motion.time(toReach: motion.position(at: t)), t, within: 1e-9, "timeAtX round trip")
        }
        let fast = try FlutterFrictionSimulation(position: 0, velocity: 5000)
        expectClose(fast.settleTime, 2.757, within: 0.001, "5000 → 20 px/s")
        let k = -2.002480500543707  // ln 0.135
        let numeric = integrate(from: 0, velocity: 1000, to: 0.8) { _, v in k * v }
        expectClose(motion.position(at: 0.8), numeric.position, within: 1e-6, "vs integration")
        #expect(throws: PhysicsInputError.self) { try FlutterFrictionSimulation(drag: 1.5, position: 0, velocity: 1) }
    }

    @Test(
        "Android spline fling: worked distances and durations (PHYSICS.md §3.4)",
        arguments: [
            (1000.0, 0.555, 194.0), (4000.0, 1.541, 2157.0), (8000.0, 2.567, 7186.0),
        ])
    func androidWorked(velocity: Double, duration: Double, distance: Double) throws {
        let fling = try AndroidSplineFling(position: 10, velocity: velocity)
        expectClose(fling.duration, duration, within: 0.0006, "duration")
        expectClose(fling.distance, distance, within: 0.5, "distance")
        expectClose(fling.velocity(at: 0), velocity, within: 1e-6 * velocity, "v(0) from S′(0)")
        #expect(fling.position(at: fling.duration) == 10 + fling.distance)
        let reverse = try AndroidSplineFling(position: 10, velocity: -velocity)
        expectClose(reverse.position(at: 0.3) - 10, -(fling.position(at: 0.3) - 10), within: 1e-9, "sign symmetry")
        expectClose(fling.velocity(at: 0.3), derivative(at: 0.3, step: 1e-6) { fling.position(at: $0) }, within: 1e-3)
    }

    @Test("Android spline equals OverScroller's SPLINE_POSITION table (built here by its bisection)")
    func androidTable() {
        let p1 = 0.175
        let p2 = 0.35
        var xMin = 0.0
        for i in 0..<100 {
            let alpha = Double(i) / 100
            var xMax = 1.0
            var x = 0.0
            var coef = 0.0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if (tx - alpha).magnitude < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            let table = coef * ((1 - x) * 0.5 + x) + x * x * x
            expectClose(AndroidSplineFling.spline.progress(at: alpha), table, within: 5e-5, "sample \(i)")
        }
    }

    @Test("FloatingPanel: WWDC18 projection, spring ω = 2π/0.4, ζ from the deceleration rate")
    func floatingPanel() throws {
        expectClose(FloatingPanelPhysics.projectedPosition(from: 100, velocity: 1000), 599.0, within: 1e-9)
        expectClose(FloatingPanelPhysics.dampingRatio(decelerationRate: 0.991, responseTime: 0.4), 0.576, within: 0.001)
        expectClose(FloatingPanelPhysics.dampingRatio(decelerationRate: 0.9844, responseTime: 0.4), 1.0, within: 0.002)
        let fast = try FloatingPanelPhysics.spring(releaseVelocity: -800)
        expectClose(fast.naturalFrequency, 15.708, within: 0.001, "ω")
        expectClose(fast.dampingRatio, 0.5756, within: 0.0005, "ζ fast release")
        #expect(try FloatingPanelPhysics.spring(releaseVelocity: 200).regime == .criticallyDamped)
        #expect(throws: PhysicsInputError.self) {
            try FloatingPanelPhysics.spring(releaseVelocity: 1, decelerationRate: 1)
        }
    }
}
