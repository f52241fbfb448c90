// ScrollPhysicsTests — Flutter's ClampingScrollSimulation as scroll_simulation_test.dart defines it, and Android's
// spline fling as Android's own CTS Scroller test and OverScroller's published formulas define it.
import Foundation
import ScrollPhysics
import Testing

@Suite("Flutter clamping and Android, by their own tests")
struct ClampingAndAndroidPeerTests {
    /// The (position, velocity) pairs the clamping tests share.
    static let releases: [(Double, Double)] = [
        (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634), (-156.2, 1541.57665),
        (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534),
    ]
    static let precision = 1e-10

    /// packages/flutter/test/widgets/scroll_simulation_test.dart: the version after flutter#120338 (stored by the
    /// search index under file id 202038311, which records no commit; lines cited as `L14`) and, for "velocity
    /// eventually reaches zero", the older flutter/flutter version @10166b7 that still had it (`@10166b7 L30`).
    @Test("scroll_simulation_test.dart (after flutter#120338, and @10166b7)")
    func clamping() throws {
        var cases = PeerCases("flutter packages/flutter/test/widgets/scroll_simulation_test.dart (clamping)")
        for (k, (x, v)) in Self.releases.enumerated() {
            let simulation = try FlutterClampingScrollSimulation(position: x, velocity: v)
            cases.close(simulation.position(at: 0), x, Self.precision, "L14 via L\(18 + k): x(0) at \(v)")
            cases.close(simulation.velocity(at: 0), v, Self.precision, "L15 via L\(18 + k): dx(0) at \(v)")
        }
        // Only decelerates, never speeds up: 8000 pt/s, 60 Hz, done before 3 s.
        do {
            let simulation = try FlutterClampingScrollSimulation(position: 0, velocity: 8000)
            var time = 0.0
            var velocity = simulation.velocity(at: 0)
            var early = true
            var slowing = true
            while !simulation.isDone(at: time) {
                early = early && time < 3
                time += 1.0 / 60
                let next = simulation.velocity(at: time)
                slowing = slowing && next <= velocity
                velocity = next
            }
            cases.check(early, "L35 only decelerates: time < 3 s")
            cases.check(slowing, "L38 only decelerates: dx never grows")
        }
        // Smooth stop: per-frame velocity change below 1/60 · 5130, and it ends at 0.
        do {
            let simulation = try FlutterClampingScrollSimulation(position: 0, velocity: 8000)
            var time = 0.0
            var velocity = simulation.velocity(at: 0)
            var early = true
            var smooth = true
            let delta = 1.0 / 60
            repeat {
                early = early && time < 3
                time += delta
                let next = simulation.velocity(at: time)
                smooth = smooth && abs(next - velocity) < delta * 5130
                velocity = next
            } while !simulation.isDone(at: time)
            cases.check(early, "L55 smooth stop: time < 3 s")
            cases.check(smooth, "L58 smooth stop: |Δdx| < δ · 5130 every frame")
            cases.close(velocity, 0, Self.precision, "L61 smooth stop: dx ends at 0")
        }
        // Ballistic: restarting from its own state every 1/90 s follows the undisturbed fling.
        do {
            let delta = 1.0 / 90
            let undisturbed = try FlutterClampingScrollSimulation(position: 0, velocity: 8000)
            var restarted = undisturbed
            var time = 0.0
            var early = true
            var samples: [(x: Double, xUndisturbed: Double, dx: Double, dxUndisturbed: Double)] = []
            repeat {
                early = early && time < 4
                time += delta
                restarted = try FlutterClampingScrollSimulation(
                    position: restarted.position(at: delta), velocity: restarted.velocity(at: delta))
                samples.append(
                    (
                        restarted.position(at: 0), undisturbed.position(at: time), restarted.velocity(at: 0),
                        undisturbed.velocity(at: time)
                    ))
            } while !restarted.isDone(at: 0) || !undisturbed.isDone(at: time)
            cases.check(early, "L77 ballistic: time < 4 s")
            let last = try #require(samples.last)
            cases.close(last.x, last.xUndisturbed, Self.precision, "L92 ballistic: the total distance")
            let worstX = samples.map { abs($0.x - $0.xUndisturbed) }.max() ?? 0
            let worstDx = samples.map { abs($0.dx - $0.dxUndisturbed) }.max() ?? 0
            cases.check(worstX <= Self.precision, "L96 ballistic: x along the way (worst \(worstX))")
            cases.check(worstDx <= Self.precision, "L97 ballistic: dx along the way (worst \(worstDx))")
        }
        // A physical acceleration formula: the change of dx over each frame is δ·a(dx at mid-frame) within the
        // jerk bound.
        let d = AndroidSplineFling.decelerationRate
        let referenceVelocity = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84 / 0.35
        let referenceDuration = d * 0.35
        let referenceDeceleration = (d - 1) * referenceVelocity / referenceDuration
        func acceleration(_ v: Double) -> Double {
            -(v < 0 ? -1 : 1) * referenceDeceleration * pow(abs(v) / referenceVelocity, (d - 2) / (d - 1))
        }
        func jerk(_ v: Double) -> Double {
            referenceVelocity / referenceDuration / referenceDuration * (d - 1) * (d - 2)
                * pow(abs(v) / referenceVelocity, (d - 3) / (d - 1))
        }
        for (k, (x, v)) in Self.releases.enumerated() {
            let simulation = try FlutterClampingScrollSimulation(position: x, velocity: v)
            let delta = 1.0 / 60
            var holds = true
            var time = 0.0
            while time < 2 {
                let difference = simulation.velocity(at: time + delta) - simulation.velocity(at: time)
                let predicted = delta * acceleration(simulation.velocity(at: time + delta / 2))
                let bound = jerk(simulation.velocity(at: time + delta)) * delta * delta / 2
                holds = holds && abs(difference - predicted) < bound
                time += delta
            }
            cases.check(holds, "L152 via L\(159 + k): physical acceleration formula at \(v)")
        }
        // @10166b7: velocity eventually reaches zero (dx(10) == 0).
        for (k, (x, v)) in ([(51.0, 2000.0)] + Self.releases.dropFirst()).enumerated() {
            let simulation = try FlutterClampingScrollSimulation(position: x, velocity: v)
            cases.check(simulation.velocity(at: 10) == 0, "@10166b7 L30 via L\(33 + k): dx(10) == 0 at \(v)")
        }
        cases.report()
        #expect(cases.count == 45)
    }

    /// The clamping curve is a different peer from Android's spline: the same distance, 0.825 of the duration.
    @Test("flutter-clamping travels Android's distance in D · INFLEXION of its time", arguments: [300.0, 1500, 8000])
    func clampingAgainstAndroid(velocity: Double) throws {
        let clamping = try FlutterClampingScrollSimulation(position: 0, velocity: velocity)
        let android = try AndroidSplineFling(position: 0, velocity: velocity)
        expectClose(clamping.finalPosition, android.distance, within: 1e-9 * android.distance, "distance")
        expectClose(clamping.duration / android.duration, AndroidSplineFling.decelerationRate * 0.35, within: 1e-12)
        let middle = android.duration / 2
        #expect(
            abs(clamping.position(at: middle) - android.position(at: middle)) > 0.01 * android.distance, "other curve")
    }

    /// CTS `android.widget.cts.ScrollerTest.testFlingMode` (jpxiong/platform_cts @54e7e71, L332–L401): a fling at
    /// (−3000, 4000) px/s, sampled at a third and two thirds of its duration, then after it. Its sleeps become times
    /// here; its `isFinished`/`computeScrollOffset` cases are the scroller's state machine, not modelled.
    @Test("CTS ScrollerTest.testFlingMode @54e7e71")
    func androidFlingMode() throws {
        var cases = PeerCases("android cts tests/tests/widget/src/android/widget/cts/ScrollerTest.java @54e7e71")
        let x = try AndroidSplineFling(position: 0, velocity: -3000)
        let y = try AndroidSplineFling(position: 0, velocity: 4000)
        cases.check(x.finalPosition < 0, "L342 getFinalX() < 0")
        cases.check(y.finalPosition > 0, "L343 getFinalY() > 0")
        cases.check(max(x.duration, y.duration) > 0, "L344 duration > 0")
        let duration = max(x.duration, y.duration)
        let (x1, y1) = (x.position(at: duration / 3), y.position(at: duration / 3))
        cases.check(x1 < 0, "L358 a third in: currX < 0")
        cases.check(x1 > x.finalPosition, "L359 a third in: currX > finalX")
        cases.check(y1 > 0, "L360 a third in: currY > 0")
        cases.check(y1 < y.finalPosition, "L361 a third in: currY < finalY")
        let (x2, y2) = (x.position(at: 2 * duration / 3), y.position(at: 2 * duration / 3))
        cases.check(x2 < x1, "L378 two thirds in: currX < previousX")
        cases.check(x2 > x.finalPosition, "L379 two thirds in: currX > finalX")
        cases.check(y2 > y1, "L380 two thirds in: currY > previousY")
        cases.check(y2 < y.finalPosition, "L381 two thirds in: currY < finalY")
        cases.check(abs(x2 - x1) < abs(x1), "L385 decelerates in x")
        cases.check(abs(y2 - y1) < abs(y1), "L386 decelerates in y")
        cases.check(x.position(at: 2 * duration) == x.finalPosition, "L396 after it: currX == finalX")
        cases.check(y.position(at: 2 * duration) == y.finalPosition, "L397 after it: currY == finalY")
        cases.report()
        #expect(cases.count == 15)
    }

    /// OverScroller's own formulas (aosp-mirror/platform_frameworks_base
    /// `core/java/android/widget/OverScroller.java` @9b56a60, `SplineOverScroller.getSplineDeceleration`,
    /// `getSplineFlingDuration`, `getSplineFlingDistance`) in physical pixels at densities 1, 2.625 and 3: the
    /// fling here, in dp, is theirs divided by the density (ms truncation and px rounding aside).
    @Test("OverScroller's spline formulas at any density", arguments: [1.0, 2.625, 3.0])
    func overScrollerFormulas(density: Double) throws {
        for dpPerSecond in [250.0, 1500, 6000] {
            let velocity = dpPerSecond * density
            let ppi = density * 160
            let physicalCoefficient = 9.80665 * 39.37 * ppi * 0.84
            let decelerationRate = log(0.78) / log(0.9)
            let l = log(0.35 * velocity / (0.015 * physicalCoefficient))
            let durationMs = exp(l / (decelerationRate - 1)) * 1000
            let distancePx = 0.015 * physicalCoefficient * exp(decelerationRate / (decelerationRate - 1) * l)
            let fling = try AndroidSplineFling(position: 0, velocity: dpPerSecond)
            expectClose(fling.duration * 1000, durationMs, within: 1e-6 * durationMs, "duration at \(dpPerSecond)")
            expectClose(fling.distance * density, distancePx, within: 1e-6 * distancePx, "distance at \(dpPerSecond)")
        }
    }
}
