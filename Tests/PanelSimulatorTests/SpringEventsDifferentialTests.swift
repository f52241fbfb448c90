// PanelSimulatorTests/SpringEventsDifferentialTests: a spring view animation's solved frame events
// (MovementEvents.swift, the spring walk) against the scan of every frame (MovementEvents.scan, the obviously-correct oracle),
// field by field, bit for bit.
import ScrollAxis
import ScrollPhysics
import TestSupport
import Testing

@testable import PanelSimulator

@Suite("Solved spring events equal the frame scan's, bit for bit")
struct SpringEventsDifferentialTests {
    static let seed: UInt64 = 0x5_0121_6E27

    /// One movement: the animation, the axis's shown offset, the frame interval, threshold and boundary.
    struct Case: CustomStringConvertible {
        var animation: UIKitSpringAnimation
        /// When set, the movement is this bounce-back instead of the animation.
        var bounce: BounceBackSimulation<DecelerationSimulation>?
        /// When set (and no bounce), the movement is this timing-curve animation.
        var curve: TimingCurveAnimation? = nil
        var shown: ShownOffset
        var dt: Double
        var settleThreshold: Double
        var boundary: Double?
        var start: Double { bounce?.position(at: 0) ?? curve?.startPosition ?? animation.startPosition }
        var target: Double { bounce?.finalPosition ?? curve?.targetPosition ?? animation.targetPosition }
        var direction: Double { target > start ? 1 : (target < start ? -1 : 0) }
        var description: String {
            "\(bounce.map { "\($0)" } ?? curve.map { "\($0)" } ?? "\(animation)") range \(shown.range) \(shown.bounce) primary \(shown.primaryBounces) dt \(dt) "
                + "threshold \(settleThreshold) boundary \(String(describing: boundary))"
        }

        /// The solved events and the scan's.
        func both() -> (solved: MovementEvents, scanned: MovementEvents, covered: Bool) {
            let motion = bounce.map { Motion.bounce($0) } ?? curve.map { Motion.curve($0) } ?? Motion.spring(animation)
            let t = target
            let solved = MovementEvents.solve(
                motion, closedForm: MovementEvents.ClosedForm(motion), target: t, direction: direction, dt: dt,
                settleThreshold: settleThreshold, boundary: boundary, shown: shown)
            let scanned = MovementEvents.scan(
                motion, target: t, direction: direction, dt: dt, settleThreshold: settleThreshold,
                boundary: boundary, shown: shown)
            let goal = MovementGoal(
                target: t, direction: direction, settleThreshold: settleThreshold, boundary: boundary)
            let covered =
                if let curve {
                    MovementEvents.solveCurve(motion, animation: curve, goal: goal, dt: dt, shown: shown) != nil
                } else if let bounce {
                    MovementEvents.solveBounce(motion, bounce: bounce, goal: goal, dt: dt, shown: shown) != nil
                } else {
                    MovementEvents.solveSpring(motion, animation: animation, goal: goal, dt: dt, shown: shown) != nil
                }
            return (solved, scanned, covered)
        }
    }

    /// Field by field; the doubles by bit pattern (== lets 0 and −0 pass).
    static func expectBitEqual(_ a: MovementEvents, _ b: MovementEvents, _ context: String) {
        #expect(a.lastFrame == b.lastFrame, "lastFrame \(a.lastFrame) vs \(b.lastFrame): \(context)")
        #expect(a.lastFarFrame == b.lastFarFrame, "lastFarFrame \(a.lastFarFrame) vs \(b.lastFarFrame): \(context)")
        #expect(a.cut == b.cut, "cut: \(context)")
        #expect(
            a.overshoot.bitPattern == b.overshoot.bitPattern, "overshoot \(a.overshoot) vs \(b.overshoot): \(context)")
        #expect(
            a.peakSpeed.bitPattern == b.peakSpeed.bitPattern, "peakSpeed \(a.peakSpeed) vs \(b.peakSpeed): \(context)")
        #expect(
            a.handoffFrame == b.handoffFrame, "handoff \(a.handoffFrame as Any) vs \(b.handoffFrame as Any): \(context)"
        )
    }

    /// A random movement: damping 1.0 / 0.8 / 0.6 or any in (0, 1], a plan-like or an explicit duration (now and then
    /// past the cap), a start inside or just past the range, a target at a bound or inside (now and then outside),
    /// clamping or bouncing edges, frame rates 30…300 Hz, thresholds from tiny to large, boundaries anywhere.
    static func randomCase(using g: inout SeededGenerator) throws -> Case {
        let low = Double.random(in: -200...300, using: &g)
        let range = OuterRange(minimum: low, maximum: low + Double.random(in: 50...900, using: &g))
        let target: Double =
            switch Int.random(in: 0..<8, using: &g) {
            case 0, 1: range.minimum
            case 2, 3: range.maximum
            case 4: range.minimum - Double.random(in: 0.1...30, using: &g)
            default: Double.random(in: range.minimum...range.maximum, using: &g)
            }
        var start = Double.random(in: (range.minimum - 40)...(range.maximum + 40), using: &g)
        if start == target { start += 1 }
        let damping = [1.0, 0.8, 0.6, Double.random(in: 0.05...1, using: &g)][Int.random(in: 0..<4, using: &g)]
        let duration: Double =
            switch Int.random(in: 0..<10, using: &g) {
            case 0: Double.random(in: 0.001...0.05, using: &g)
            case 1: Double.random(in: 1...4, using: &g)
            case 2: Int.random(in: 0..<4, using: &g) == 0 ? 25 : Double.random(in: 4...19, using: &g)
            default: Double.random(in: 0.05...0.9, using: &g)
            }
        let velocity = Int.random(in: 0..<4, using: &g) == 0 ? Double.random(in: -8...8, using: &g) : 0
        let threshold =
            Int.random(in: 0..<6, using: &g) == 0
            ? Double.random(in: 1e-6...0.01, using: &g) : Double.random(in: 0.05...3, using: &g)
        let animation = try UIKitSpringAnimation(
            from: start, to: target, duration: duration, dampingRatio: damping, initialSpringVelocity: velocity,
            endTolerance: Bool.random(using: &g) ? threshold : nil)
        let policy = BouncePolicy(
            allowsPanelTopBounce: Bool.random(using: &g), allowsPanelBottomBounce: Bool.random(using: &g),
            preferredTopOwner: Bool.random(using: &g) ? .panel : .innerScrollView,
            preferredBottomOwner: Bool.random(using: &g) ? .panel : .innerScrollView,
            forcesInnerTopBounce: Int.random(in: 0..<4, using: &g) == 0)
        let shown = ShownOffset(range: range, bounce: policy, primaryBounces: Bool.random(using: &g))
        let dt = [1.0 / 60, 1.0 / 120, 1.0 / 240, 1 / Double.random(in: 30...300, using: &g)][
            Int.random(in: 0..<4, using: &g)]
        let boundary: Double? =
            switch Int.random(in: 0..<5, using: &g) {
            case 0: nil
            case 1: start + (target - start) * Double.random(in: 0.01...0.99, using: &g)
            case 2: target + (target - start) * Double.random(in: 0...0.2, using: &g)
            case 3: target
            default: start + (target - start) * Double.random(in: 0...1.3, using: &g)
            }
        return Case(
            animation: animation, bounce: nil, shown: shown, dt: dt, settleThreshold: threshold, boundary: boundary)
    }

    @Test("2,500 seeded random spring movements")
    func randomMovements() throws {
        var g = SeededGenerator(seed: Self.seed)
        var covered = 0
        let count = 2500
        for n in 0..<count {
            let c = try Self.randomCase(using: &g)
            let (solved, scanned, isCovered) = c.both()
            Self.expectBitEqual(solved, scanned, "seed \(Self.seed) case \(n): \(c)")
            if isCovered { covered += 1 }
        }
        // Outside the solved cases: a target the axis does not show as itself, an end at or past the cap.
        #expect(covered >= count * 3 / 4, "only \(covered) of \(count) solved")
    }

    /// A random bounce-back: released inside and flung past an edge, or released just past one; bounce springs
    /// critically damped (stiffness 20…400 /s², as scenarios make them), now and then under- or over-damped; the
    /// handoff speed capped or not; the same axes, frame rates, thresholds and boundaries as the animations.
    static func randomBounce(using g: inout SeededGenerator) throws -> Case? {
        var c = try randomCase(using: &g)
        let range = c.shown.range
        let overscrolled = Int.random(in: 0..<3, using: &g) == 0
        let start =
            overscrolled
            ? (Bool.random(using: &g)
                ? range.minimum - Double.random(in: 0.01...60, using: &g)
                : range.maximum + Double.random(in: 0.01...60, using: &g))
            : Double.random(in: range.minimum...range.maximum, using: &g)
        let velocity = Double.random(in: -6000...6000, using: &g)
        let rate = try DecelerationRate(perMillisecond: Double.random(in: 0.95...0.999, using: &g))
        let deceleration = try DecelerationSimulation(position: start, velocity: velocity, rate: rate)
        let stiffness = Double.random(in: 20...400, using: &g)
        let ratio = [1.0, 1.0, 1.0, 0.5, 1.5][Int.random(in: 0..<5, using: &g)]
        let bounce = try BounceBackSimulation(
            motion: deceleration, range: range.minimum...range.maximum,
            spring: try SpringParameters(mass: 1, stiffness: stiffness, dampingRatio: ratio),
            maximumHandoffVelocity: Bool.random(using: &g) ? .infinity : 5000)
        guard bounce.bounce != nil else { return nil }
        c.bounce = bounce
        let (from, to) = (c.start, c.target)
        let past = (to > from ? 1.0 : -1.0) * Double.random(in: 0...50, using: &g)
        c.boundary =
            [nil, from + (to - from) * Double.random(in: 0...1, using: &g), to, to + past][
                Int.random(in: 0..<4, using: &g)]
        return c
    }

    @Test("2,500 seeded random bounce-backs")
    func randomBounces() throws {
        var g = SeededGenerator(seed: Self.seed ^ 0xB0)
        var covered = 0
        var compared = 0
        while compared < 2500 {
            guard let c = try Self.randomBounce(using: &g) else { continue }
            let (solved, scanned, isCovered) = c.both()
            Self.expectBitEqual(solved, scanned, "seed \(Self.seed ^ 0xB0) bounce \(compared): \(c)")
            compared += 1
            if isCovered { covered += 1 }
        }
        #expect(covered >= compared / 2, "only \(covered) of \(compared) solved")
    }

    /// A random ease-in-out animation (the pop-up's 0.25 s or any duration up to 2 s, now and then another curve,
    /// which is scanned) over the same axes, frame rates, thresholds and boundaries as the springs.
    @Test("1,000 seeded random timing-curve animations")
    func randomCurves() throws {
        var g = SeededGenerator(seed: Self.seed ^ 0xC0)
        var covered = 0
        var easeInEaseOut = 0
        for n in 0..<1000 {
            var c = try Self.randomCase(using: &g)
            let duration =
                Bool.random(using: &g) ? TimingCurveAnimation.popUpDuration : Double.random(in: 0...2, using: &g)
            let curve =
                Int.random(in: 0..<5, using: &g) == 0
                ? try CubicBezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1) : .easeInEaseOut
            c.curve = try TimingCurveAnimation(
                from: c.animation.startPosition, to: c.animation.targetPosition, duration: duration, curve: curve)
            let (solved, scanned, isCovered) = c.both()
            Self.expectBitEqual(solved, scanned, "seed \(Self.seed ^ 0xC0) curve \(n): \(c)")
            if isCovered { covered += 1 }
            if curve == .easeInEaseOut { easeInEaseOut += 1 }
        }
        #expect(covered >= easeInEaseOut * 3 / 4, "only \(covered) of \(easeInEaseOut) ease-in-out solved")
    }

    /// The threshold edge: a settle threshold exactly the distance of some frame from the target (far is strict),
    /// and one ulp either side; a boundary exactly at some frame's offset, and one ulp either side.
    @Test("thresholds and boundaries exactly at a frame's offset", arguments: [1.0, 0.8, 0.6, 0.3])
    func thresholdEdge(damping: Double) throws {
        let range = OuterRange(minimum: 0, maximum: 600)
        let shown = ShownOffset(range: range, bounce: BouncePolicy(), primaryBounces: false)
        var covered = 0
        var compared = 0
        for (start, target) in [(0.0, 400.0), (600.0, 0.0), (100.0, 600.0), (350.0, 349.0)] {
            let animation = try UIKitSpringAnimation(from: start, to: target, duration: 0.5, dampingRatio: damping)
            let dt = 1.0 / 60
            let motion = Motion.spring(animation)
            let frames = Int((animation.duration / dt).rounded(.up))
            for k in stride(from: 1, to: frames, by: 3) {
                let y = shown(motion.position(at: Double(k) * dt))
                let distance = abs(y - target)
                for threshold in [distance.nextDown, distance, distance.nextUp] where threshold > 0 {
                    for boundary in [nil, y.nextDown, y, y.nextUp] {
                        let c = Case(
                            animation: animation, bounce: nil, shown: shown, dt: dt, settleThreshold: threshold,
                            boundary: boundary)
                        let (solved, scanned, isCovered) = c.both()
                        Self.expectBitEqual(solved, scanned, "frame \(k): \(c)")
                        compared += 1
                        if isCovered { covered += 1 }
                    }
                }
            }
        }
        #expect(covered == compared, "\(covered) of \(compared) solved")
    }

    /// Clamped at a target on the bound: the overshoot lobes show the bound (excess exactly 0, signed by the
    /// direction), as the scan folds them.
    @Test("an overshoot clamped to a target on the bound")
    func clampedOvershoot() throws {
        let range = OuterRange(minimum: 0, maximum: 500)
        let clamped = BouncePolicy(allowsPanelTopBounce: false, allowsPanelBottomBounce: false)
        let shown = ShownOffset(range: range, bounce: clamped, primaryBounces: false)
        for (start, target) in [(300.0, 0.0), (200.0, 500.0)] {
            let animation = try UIKitSpringAnimation(from: start, to: target, duration: 0.6, dampingRatio: 0.6)
            let c = Case(
                animation: animation, bounce: nil, shown: shown, dt: 1.0 / 120, settleThreshold: 0.5, boundary: nil)
            let (solved, scanned, isCovered) = c.both()
            Self.expectBitEqual(solved, scanned, "\(c)")
            #expect(isCovered)
        }
    }
}
