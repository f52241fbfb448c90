// ScrollPhysicsTests — the view-animation spring ends within its tolerance (issue 14 item 4).
import Foundation
import ScrollPhysics
import Testing

@Suite("UIKit spring with an end tolerance")
struct SpringEndToleranceTests {
    /// (duration s, ζ, distance pt, tolerance pt): the FEEL.md damping tiers, default and Movement Lab
    /// durations, half a pixel at scale 2 and 3.
    static let rows: [(Double, Double, Double, Double, Int)] = [
        (0.32, 1, 370, 1.0 / 6, #line), (0.9, 1, 370, 1.0 / 6, #line), (0.32, 0.8, 370, 1.0 / 6, #line),
        (0.32, 0.6, 370, 1.0 / 6, #line), (0.17, 1, 50, 0.25, #line), (0.32, 1, 2000, 1.0 / 6, #line),
        (0.9, 0.6, 2000, 0.25, #line), (0.22, 0.8, 100, 1.0 / 6, #line), (0.12, 1, 1, 1.0 / 6, #line),
    ]

    @Test("the snap at the end is at most the tolerance", arguments: rows)
    func endSnapWithinTolerance(_ row: (Double, Double, Double, Double, Int)) throws {
        let (duration, zeta, distance, tolerance, line) = row
        for sign in [1.0, -1.0] {
            let a = try UIKitSpringAnimation(
                from: 100, to: 100 + sign * distance, duration: duration, dampingRatio: zeta,
                endTolerance: tolerance)
            #expect(abs(a.endSnap) <= tolerance * (1 + 1e-9), "row at line \(line)")
            // Position and target agree at the end; the last 120 Hz frame before it is no farther than one
            // tolerance plus that frame's own step.
            let before = a.position(at: duration - 1.0 / 120)
            let previous = a.position(at: duration - 2.0 / 120)
            #expect(
                abs(a.finalPosition - before) <= tolerance + abs(before - previous) + 1e-9, "row at line \(line)")
        }
    }

    @Test("short moves keep the UIKit form (ζ·ω₀·duration = ln 1500); long ones are stiffened")
    func shortMovesUnchanged() throws {
        let plain = try SpringParameters(duration: 0.32, dampingRatio: 1)
        let short = try SpringParameters(duration: 0.32, dampingRatio: 1, distance: 1, endTolerance: 1.0 / 6)
        #expect(short == plain)
        let long = try SpringParameters(duration: 0.32, dampingRatio: 1, distance: 370, endTolerance: 1.0 / 6)
        #expect(long.stiffness > plain.stiffness)
        // The plain form leaves (1 + ln 1500)/1500 ≈ 0.55 % of 370 pt, about 2.05 pt.
        let snap = try UIKitSpringAnimation(from: 0, to: 370, duration: 0.32, dampingRatio: 1).endSnap
        #expect(abs(snap - 370 * (1 + log(1500.0)) / 1500) < 1e-9)
    }

    @Test("bad tolerance or distance names the field")
    func badInput() {
        #expect(throws: PhysicsInputError.self) {
            _ = try SpringParameters(duration: 0.3, dampingRatio: 1, distance: 10, endTolerance: 0)
        }
        #expect(throws: PhysicsInputError.self) {
            _ = try SpringParameters(duration: 0.3, dampingRatio: 1, distance: .nan, endTolerance: 0.1)
        }
    }
}
