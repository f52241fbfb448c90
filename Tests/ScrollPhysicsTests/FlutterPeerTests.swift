// ScrollPhysicsTests — Flutter as its own tests define it: newton_test.dart, friction_simulation_test.dart,
// spring_simulation_test.dart and (in FlutterClampingPeerTests) scroll_simulation_test.dart, case by case.
import ScrollPhysics
import Testing

/// Counts the peer's cases as they run: one case is one `expect` statement of the source as called (a helper
/// called n times counts n times). Each check names the source test and the line of its expectation (`L23`) in
/// the file and commit its suite names.
struct PeerCases {
    /// What the counts are printed under.
    let source: String
    private(set) var count = 0

    init(_ source: String) { self.source = source }

    /// One case: `condition` is the source's expectation.
    mutating func check(
        _ condition: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        count += 1
        #expect(condition, "\(source): \(what)", sourceLocation: sourceLocation)
    }

    /// `closeTo(expected, epsilon)` / `moreOrLessEquals(expected, epsilon:)`: |actual − expected| ≤ ε.
    mutating func close(
        _ actual: Double, _ expected: Double, _ epsilon: Double, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(
            abs(actual - expected) <= epsilon, "\(what): \(actual) vs \(expected) ± \(epsilon)",
            sourceLocation: sourceLocation)
    }

    /// Prints `peer cases: <source>: n`.
    func report() { print("peer cases: \(source): \(count)") }
}

@Suite("Flutter's own physics tests")
struct FlutterPeerTests {
    /// Flutter's `precisionErrorTolerance` and `moreOrLessEquals`' default epsilon: 1e-10.
    static let precision = 1e-10

    static func spring(ratio: Double, stiffness: Double = 100) throws -> SpringParameters {
        try SpringParameters(mass: 1, stiffness: stiffness, dampingRatio: ratio)
    }

    /// newton_test.dart @b9d2177: test_friction (L18), test_friction_through (L38), spring_types (L121),
    /// crit_spring (L158; its five cases that hold for the physical critical solution), overdamped_spring (L186),
    /// underdamped_spring (L211), test_kinetic_scroll (L231), scroll_with_inf_edge_ends (L263), over/under scroll
    /// spring (L293). Not here: BoundedFrictionSimulation control test (L77–88, 5 cases) and test_gravity (L91–118,
    /// 20), which are not modelled; crit_spring L171, L173–175, L177–179 and L181 (docs/physics.md §13).
    @Test("newton_test.dart @b9d2177")
    func newton() throws {
        var cases = PeerCases("flutter packages/flutter/test/physics/newton_test.dart @b9d2177")

        // test_friction: FrictionSimulation(0.3, 100, 400), tolerance velocity 1.
        let friction = try FlutterFrictionSimulation(drag: 0.3, position: 100, velocity: 400, velocityTolerance: 1)
        cases.check(!friction.isDone(at: 0), "test_friction L23: isDone(0) false")
        cases.check(friction.position(at: 0) == 100, "test_friction L24: x(0) == 100")
        cases.check(friction.velocity(at: 0) == 400, "test_friction L25: dx(0) == 400")
        cases.check(
            friction.position(at: 1) > 330 && friction.position(at: 1) < 335, "test_friction L27: 330 < x(1) < 335")
        cases.check(friction.velocity(at: 1) == 120, "test_friction L29: dx(1) == 120")
        cases.check(friction.velocity(at: 2) == 36, "test_friction L30: dx(2) == 36")
        cases.close(friction.velocity(at: 3), 10.8, Self.precision, "test_friction L31: dx(3)")
        cases.check(friction.velocity(at: 4) < 3.5, "test_friction L32: dx(4) < 3.5")
        cases.check(friction.isDone(at: 5), "test_friction L34: isDone(5)")
        cases.check(friction.position(at: 5) > 431 && friction.position(at: 5) < 432, "test_friction L35: x(5)")

        // test_friction_through: a drag-0.025 friction's state at t = 1, then `through` it, both directions.
        for (start, velocity, order) in [(10.0, 600.0, 0), (1000.0, -500.0, 1)] {
            let f = try FlutterFrictionSimulation(drag: 0.025, position: start, velocity: velocity)
            let end = f.position(at: 1)
            let endVelocity = f.velocity(at: 1)
            let sign = velocity > 0 ? 1.0 : -1.0
            cases.check((end - start) * sign > 0, "test_friction_through L\(order == 0 ? 46 : 68): end beyond start")
            cases.check(
                (endVelocity - velocity) * sign < 0, "test_friction_through L\(order == 0 ? 47 : 69): slower at the end"
            )
            let through = try FlutterFrictionSimulation.through(
                startPosition: start, endPosition: end, startVelocity: velocity, endVelocity: endVelocity)
            if order == 0 {
                cases.check(!through.isDone(at: 0), "test_friction_through L53: isDone(0) false")
                cases.check(through.position(at: 0) == 10, "test_friction_through L54: x(0) == 10")
                cases.check(through.velocity(at: 0) == 600, "test_friction_through L55: dx(0) == 600")
            }
            cases.check(
                through.isDone(at: 1 + Self.precision), "test_friction_through L\(order == 0 ? 57 : 72): isDone(1 + ε)")
            cases.close(
                through.position(at: 1), end, Self.precision, "test_friction_through L\(order == 0 ? 58 : 73): x(1)")
            cases.close(
                through.velocity(at: 1), endVelocity, Self.precision,
                "test_friction_through L\(order == 0 ? 59 : 74): dx(1)")
        }

        // spring_types.
        cases.check(try Self.spring(ratio: 1).regime == .criticallyDamped, "spring_types L126: default ratio")
        cases.check(try Self.spring(ratio: 1.0).regime == .criticallyDamped, "spring_types L133: ratio 1")
        cases.check(try Self.spring(ratio: 0.75).regime == .underdamped, "spring_types L140: ratio 0.75")
        cases.check(try Self.spring(ratio: 1.25).regime == .overdamped, "spring_types L147: ratio 1.25")
        cases.check(
            try SpringParameters(mass: 1, stiffness: 100, damping: 20).regime == .criticallyDamped,
            "spring_types L155: damping 20")

        // crit_spring: 0 → 500 from rest, tolerance 0.01 / 0.01.
        let tight = FlutterTolerance(distance: 0.01, velocity: 0.01)
        let crit = try FlutterScrollSpringSimulation(
            spring: Self.spring(ratio: 1), start: 0, end: 500, velocity: 0, tolerance: tight, snap: .none)
        cases.check(crit.spring.spring.regime == .criticallyDamped, "crit_spring L167: type")
        cases.check(!crit.isDone(at: 0), "crit_spring L169: isDone(0) false")
        cases.check(crit.position(at: 0) == 0, "crit_spring L170: x(0) == 0")
        cases.check(crit.position(at: 1.5) > 499 && crit.position(at: 1.5) < 501, "crit_spring L182: x(1.5)")
        cases.check(crit.velocity(at: 1.5) < 0.1, "crit_spring L183: dx(1.5) < 0.1")

        // overdamped_spring: ratio 1.25, 0 → 500 from rest.
        let over = try FlutterScrollSpringSimulation(
            spring: Self.spring(ratio: 1.25), start: 0, end: 500, velocity: 0, tolerance: tight, snap: .none)
        cases.check(over.spring.spring.regime == .overdamped, "overdamped_spring L195: type")
        cases.check(!over.isDone(at: 0), "overdamped_spring L197: isDone(0) false")
        cases.check(over.position(at: 0) == 0, "overdamped_spring L198: x(0) == 0")
        for (k, (t, x, dx)) in [(0.5, 445.0, 273.0), (1.0, 495.0, 22.0), (1.5, 499.0, 1.0)].enumerated() {
            cases.check(over.position(at: t).rounded(.down) == x, "overdamped_spring L\(200 + k): x(\(t)).floor()")
            cases.check(over.velocity(at: t).rounded(.down) == dx, "overdamped_spring L\(204 + k): dx(\(t)).floor()")
        }
        cases.check(over.isDone(at: 3), "overdamped_spring L208: isDone(3)")

        // underdamped_spring: ratio 0.25, 0 → 300 from rest, default tolerance.
        let under = try FlutterScrollSpringSimulation(
            spring: Self.spring(ratio: 0.25), start: 0, end: 300, velocity: 0, snap: .none)
        cases.check(under.spring.spring.regime == .underdamped, "underdamped_spring L217: type")
        cases.check(!under.isDone(at: 0), "underdamped_spring L219: isDone(0) false")
        cases.check(under.position(at: 1).rounded(.down) == 325, "underdamped_spring L222: x(1).floor() overshoots")
        cases.check(under.velocity(at: 1).rounded(.down) == -65, "underdamped_spring L223: dx(1).floor()")
        cases.check(under.velocity(at: 6).rounded(.down) == 0, "underdamped_spring L225: dx(6).floor()")
        cases.check(under.position(at: 6).rounded(.down) == 299, "underdamped_spring L226: x(6).floor()")
        cases.check(under.isDone(at: 6), "underdamped_spring L228: isDone(6)")

        // test_kinetic_scroll: 100 pt at ±800 pt/s in 0…300, spring m 1 k 50 ζ 0.5, tolerance 0.1 pt / 0.5 pt/s.
        let soft = try Self.spring(ratio: 0.5, stiffness: 50)
        for velocity in [800.0, -800.0] {
            let scroll = try FlutterBouncingScrollSimulation(
                position: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 300, spring: soft,
                tolerance: FlutterTolerance(distance: 0.1, velocity: 0.5))
            cases.check(!scroll.isDone(at: 0), "test_kinetic_scroll L\(velocity > 0 ? 246 : 258): isDone(0) false")
            cases.check(
                !scroll.isDone(at: 0.5),
                "test_kinetic_scroll L\(velocity > 0 ? 247 : 259): isDone(0.5) false (switched)")
            cases.check(scroll.isDone(at: 3.5), "test_kinetic_scroll L\(velocity > 0 ? 248 : 260): isDone(3.5)")
        }

        // scroll_with_inf_edge_ends: 100 pt at 400 pt/s in 0…∞, tolerance velocity 1.
        let open = try FlutterBouncingScrollSimulation(
            position: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity, spring: soft,
            tolerance: FlutterTolerance(velocity: 1))
        cases.check(!open.isDone(at: 0), "scroll_with_inf_edge_ends L279: isDone(0) false")
        cases.check(open.position(at: 0) == 100, "scroll_with_inf_edge_ends L280: x(0) == 100")
        cases.check(open.velocity(at: 0) == 400, "scroll_with_inf_edge_ends L281: dx(0) == 400")
        cases.close(open.position(at: 1), 272, 1, "scroll_with_inf_edge_ends L283: x(1)")
        cases.close(open.velocity(at: 1), 54, 1, "scroll_with_inf_edge_ends L285: dx(1)")
        cases.close(open.velocity(at: 2), 7, 1, "scroll_with_inf_edge_ends L286: dx(2)")
        cases.check(open.velocity(at: 3) < 1, "scroll_with_inf_edge_ends L287: dx(3) < 1")
        cases.check(open.isDone(at: 5), "scroll_with_inf_edge_ends L289: isDone(5)")
        cases.close(open.position(at: 5), 300, 1, "scroll_with_inf_edge_ends L290: x(5)")

        // over/under scroll spring: 500 pt at −7500 pt/s in 0…1000, spring m 1 k 170 ζ 1.1, tolerance 1.5 / 45.
        let scroll = try FlutterBouncingScrollSimulation(
            position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
            spring: SpringParameters(mass: 1, stiffness: 170, dampingRatio: 1.1),
            tolerance: FlutterTolerance(distance: 1.5, velocity: 45))
        let overUnder: [(line: Int, t: Double, done: Bool, x: Double, dx: Double, epsilon: Double)] = [
            (304, 0, false, 500, -7500, Self.precision), (310, 0.065, false, 42, -6584, 1),
            (316, 0.1, false, -123, -2613, 1), (321, 0.5, false, -15, 124, 1),
            (326, 0, false, 500, -7500, Self.precision),
        ]
        for row in overUnder {
            cases.check(scroll.isDone(at: row.t) == row.done, "over/under L\(row.line): isDone(\(row.t)) \(row.done)")
            cases.close(scroll.position(at: row.t), row.x, row.epsilon, "over/under L\(row.line + 1): x(\(row.t))")
            cases.close(scroll.velocity(at: row.t), row.dx, row.epsilon, "over/under L\(row.line + 2): dx(\(row.t))")
        }
        cases.check(scroll.isDone(at: 2), "over/under L330: isDone(2)")
        cases.check(scroll.position(at: 2) == 0, "over/under L331: x(2) == 0.0 (the scroll spring snaps)")
        cases.close(scroll.velocity(at: 2), 0, 1, "over/under L332: dx(2)")

        cases.report()
        #expect(cases.count == 83)
    }

    /// friction_simulation_test.dart @d4c4658: a drag-0.135 friction from 100 pt at ±100 pt/s.
    @Test("friction_simulation_test.dart @d4c4658")
    func frictionSimulation() throws {
        var cases = PeerCases("flutter packages/flutter/test/physics/friction_simulation_test.dart @d4c4658")
        let epsilon = 0.00001
        let rows: [(velocity: Double, x: [Double], finalX: Double, never: [Double])] = [
            (100, [110, 131, 149], 149, [-1, 200]), (-100, [91, 68, 51], 50, [101, 40]),
        ]
        for row in rows {
            let l = row.velocity > 0 ? 0 : 21  // the negative test is the positive one 21 lines on
            let name = row.velocity > 0 ? "positive velocity" : "negative velocity"
            let friction = try FlutterFrictionSimulation(position: 100, velocity: row.velocity)
            cases.close(friction.position(at: 0), 100, epsilon, "\(name) L\(14 + l): x(0)")
            cases.close(friction.velocity(at: 0), row.velocity, epsilon, "\(name) L\(15 + l): dx(0)")
            for (k, (t, x)) in zip([0.1, 0.5, 2.0], row.x).enumerated() {
                cases.close(friction.position(at: t), x, 1, "\(name) L\(17 + k + l): x(\(t))")
            }
            cases.close(friction.finalPosition, row.finalX, 1, "\(name) L\(21 + l): finalX")
            cases.check(friction.time(toReach: 100) == 0, "\(name) L\(23 + l): timeAtX(100) == 0")
            for (k, t) in [0.1, 0.5, 2.0].enumerated() {
                cases.close(
                    friction.time(toReach: friction.position(at: t)), t, epsilon,
                    "\(name) L\(24 + k + l): timeAtX(x(\(t)))")
            }
            for (k, x) in row.never.enumerated() {
                cases.check(friction.time(toReach: x) == .infinity, "\(name) L\(28 + k + l): timeAtX(\(x)) = ∞")
            }
        }
        cases.report()
        #expect(cases.count == 24)
    }

    /// spring_simulation_test.dart @75570f6: snapToEnd.
    @Test("spring_simulation_test.dart @75570f6")
    func springSimulation() throws {
        var cases = PeerCases("flutter packages/flutter/test/physics/spring_simulation_test.dart @75570f6")
        let tolerance = FlutterTolerance(distance: 0.1, velocity: 0.1)
        let description = try SpringParameters(mass: 1, stiffness: 400, dampingRatio: 1)
        let regular = try FlutterScrollSpringSimulation(
            spring: description, start: 0, end: 1, velocity: 0, tolerance: tolerance, snap: .none)
        cases.check(regular.position(at: 0.4) < 1, "L23: regular x(0.4) < 1")
        cases.check(regular.velocity(at: 0.4) > 0, "L24: regular dx(0.4) > 0")
        let snapping = try FlutterScrollSpringSimulation(
            spring: description, start: 0, end: 1, velocity: 0, tolerance: tolerance, snap: .positionAndVelocity)
        cases.check(snapping.position(at: 0.4) == 1, "L35: snapToEnd x(0.4) == 1")
        cases.check(snapping.velocity(at: 0.4) == 0, "L36: snapToEnd dx(0.4) == 0")
        cases.report()
        #expect(cases.count == 4)
    }

    /// The one-sided cap in numbers: Flutter's over/under case hands over at the leading edge uncapped; capping
    /// negative velocities too (the model before) gave x(0.1) ≈ −95 pt.
    @Test("the hand-off cap is one-sided: below −5000 pt/s nothing is capped")
    func oneSidedCap() throws {
        let scroll = try FlutterBouncingScrollSimulation(
            position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
            spring: SpringParameters(mass: 1, stiffness: 170, dampingRatio: 1.1))
        let friction = try #require(scroll.friction)
        #expect(friction.velocity(at: scroll.springTime) < -5000)
        expectClose(
            scroll.velocity(at: scroll.springTime.nextUp), friction.velocity(at: scroll.springTime), within: 1e-6)
        let capped = try FlutterBouncingScrollSimulation(
            position: 500, velocity: 7500, leadingExtent: 0, trailingExtent: 1000,
            spring: SpringParameters(mass: 1, stiffness: 170, dampingRatio: 1.1))
        expectClose(capped.velocity(at: capped.springTime.nextUp), 5000, within: 1e-6)
    }
}
