import PanelSimulator
import Scenario
import ScrollAxis
import ScrollPhysics
import Testing

/// The issue's behaviours, each on a scenario built here so the numbers are visible.
@Suite("Panel simulator: releases, handoffs and the four systems")
struct SimulatorBehaviourTests {
    /// SEEDS.md §1: viewport 800, panel 800, detents 100/400/700, scale 3, a 2000-pt table below a 40-pt header.
    static func panel(_ edit: (inout Scenario) -> Void = { _ in }) throws -> PanelSimulator {
        var s = Scenario(name: "test-default")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760)]
        edit(&s)
        return try PanelSimulator(scenario: s)
    }

    @Test("a slow release settles on the nearest detent", arguments: [(380.0, 400.0), (290.0, 400.0), (200.0, 100.0)])
    func slowReleaseSettlesOnNearest(start: Double, expected: Double) throws {
        let t = try Self.panel().run(.release(atDisplayHeight: start, velocity: 0.1))
        #expect(t.outcome.landingHeight == expected)
        #expect(t.outcome.scrollType == .panelToPanel)
        let last = try #require(t.frames.last)
        #expect(last.displayHeight == expected && last.phase == .settled)
    }

    @Test("a fast fling from the lowest detent lands where the solver says and ends exactly there")
    func flingEndsOnSolverTarget() throws {
        let sim = try Self.panel()
        let t = try sim.run(.release(atDisplayHeight: 100, velocity: 3))
        // Solver, by hand: from anchor 0 (inside), v > 0 → the next anchor (400); 3 pt/ms > 2.2 only skips from "before".
        let model = try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 800, displayScale: 3,
                detents: [.objectiveC(100), .objectiveC(400), .objectiveC(700)], participantOrder: [], slices: []))
        let decision = model.solveRelease(
            ReleaseRequest(
                currentOuterOffset: -700, proposedOuterOffset: -700 + 298.5,
                velocity: 3, minimumOuterOffset: -700, maximumOuterOffset: -100))
        #expect(t.outcome.restingOuterOffset == decision.targetOuterOffset)
        #expect(t.outcome.landingHeight == 400 && t.outcome.landingDetentIndex == 1)
        let last = try #require(t.frames.last)
        #expect(last.outerOffset == t.outcome.restingOuterOffset && last.displayHeight == 400)
        // The motion approaches monotonically (a decay never overshoots) and settles within ~1 s at the fast rate.
        #expect(t.outcome.overshoot == 0)
        #expect(t.outcome.settleTime > 0.3 && t.outcome.settleTime < 1.5)
        for (a, b) in zip(t.frames, t.frames.dropFirst()) { #expect(b.displayHeight >= a.displayHeight) }
    }

    @Test("a fling into the table hands over from panel to table with continuous height and no offset jump")
    func handoffIsContinuous() throws {
        let sim = try Self.panel()
        let t = try sim.run(.drag(fromDisplayHeight: 560, distance: 420, duration: 0.35, sampleRate: 120))
        #expect(t.participantIDs == [1])
        let owners = Set(t.frames.map(\.owner))
        #expect(owners.contains(.panel) && owners.contains(.participant(1)))
        var maxStep = 0.0
        for f in 1..<t.frames.count {
            let dy = abs(t.frames[f].outerOffset - t.frames[f - 1].outerOffset)
            maxStep = max(maxStep, dy)
            let dh = abs(t.frames[f].displayHeight - t.frames[f - 1].displayHeight)
            let du = abs(t.offset(frame: f, participant: 0) - t.offset(frame: f - 1, participant: 0))
            // Each frame's outer step is shared between the panel and the table, never more.
            #expect(dh <= dy + 1e-9 && du <= dy + 1e-9 && dh + du <= dy + 1e-9, "frame \(f)")
        }
        #expect(maxStep > 0)
        // The panel stops growing at the table's height (the 700 detent) and the table takes the rest.
        #expect(t.frames.map(\.displayHeight).max() == 700)
        #expect(t.offset(frame: t.frames.count - 1, participant: 0) > 0)
    }

    @Test("comment pop-up: dismisses on a downward drag whose last touch event moved more than 5 pt")
    func commentPopUpRule() throws {
        let sim = try Self.panel {
            $0.policy = .commentPopUp
            $0.detents = [560]
        }
        // 100 pt down over 0.3 s: 333 pt/s; per touch event 5.56 pt at 60 Hz but 2.78 pt at 120 Hz.
        let at60 = try sim.run(.drag(fromDisplayHeight: 560, distance: -100, duration: 0.3, sampleRate: 60))
        let at120 = try sim.run(.drag(fromDisplayHeight: 560, distance: -100, duration: 0.3, sampleRate: 120))
        #expect(at60.outcome.landingHeight == 0)  // dismissed
        #expect(at120.outcome.landingHeight == 560)  // back to shown: same drag, another sampling rate
        #expect(abs(at60.outcome.releaseVelocity.value - at120.outcome.releaseVelocity.value) < 1e-12)
        // A fixed 0.25 s ease-in-out either way, whatever the distance.
        #expect(abs(at60.outcome.settleTime - 0.25) <= 1.0 / 120 + 1e-9)
        #expect(at120.outcome.movement == .animating)
        // Moving up never lifts the sheet above "shown"; a drag that stays in the table never dismisses.
        let up = try sim.run(.drag(fromDisplayHeight: 560, distance: 80, duration: 0.2, sampleRate: 60))
        #expect(up.frames.allSatisfy { $0.displayHeight <= 560 })
        var scrolled = try Self.panel {
            $0.policy = .commentPopUp
            $0.detents = [560]
        }.scenario
        scrolled.chain[0].contentOffset = 300
        let inTable = try PanelSimulator(scenario: scrolled).run(
            .drag(fromDisplayHeight: 560, distance: -100, duration: 0.3, sampleRate: 60, startsOnInnerContent: true))
        #expect(inTable.outcome.landingHeight == 560)
    }

    static func home(_ policy: ReleasePolicy) throws -> PanelSimulator {
        var s = Scenario(name: "test-home")
        s.detents = []
        s.minimumDisplayHeight = 200
        s.chain = [ChainLevel(contentHeight: 3000, viewportHeight: 700)]
        s.placement = .atDisplayHeight(800)
        s.panelDecelerationRate = 0.998
        s.policy = policy
        return try PanelSimulator(scenario: s)
    }

    @Test("home container: the legacy driver loses the fling at the header/body handoff, the unified one keeps it")
    func homeDrivers() throws {
        let gesture = Gesture.release(atDisplayHeight: 300, velocity: 3)
        let unified = try Self.home(.homeUnified).run(gesture)
        let legacy = try Self.home(.homeLegacy).run(gesture)
        // Measured at the header/table edge (speed after / speed before): continuous vs stopped.
        let kept = try #require(unified.outcome.momentumKeptAtHandoff)
        #expect(abs(kept - 1) < 1e-3)
        #expect(legacy.outcome.momentumKeptAtHandoff == 0)
        #expect(unified.outcome.handoff?.from == "panel" && unified.outcome.handoff?.to == "inner")
        // The edge: display height 800 with nothing consumed, outer offset 800 − V = 0.
        #expect(unified.outcome.handoff?.outerOffset == 0 && legacy.outcome.handoff?.outerOffset == 0)
        // Legacy stops at the edge (display height 800, table at its top); unified scrolls the table on.
        #expect(
            legacy.outcome.landingHeight == 800 && legacy.offset(frame: legacy.frames.count - 1, participant: 0) == 0)
        #expect(unified.offset(frame: unified.frames.count - 1, participant: 0) > 500)
        #expect(unified.outcome.velocityJumpAtRelease.value == 0)
    }

    @Test("thirty-line scroll view: no momentum, the content stays where the finger left it")
    func thirtyLine() throws {
        let scenario = try #require(Scenario.preset(named: "thirty-line"))
        let sim = try PanelSimulator(scenario: scenario)
        let start = scenario.effectiveMinimumDisplayHeight
        let t = try sim.run(.drag(fromDisplayHeight: start, distance: 100, duration: 0.2, sampleRate: 120))
        let last = t.frames.count - 1
        #expect(t.offset(frame: last, participant: 0) == 100)  // bounds.origin moved by the finger, no more
        #expect(t.outcome.settleTime == 0 && t.outcome.movement == .settled)
        #expect(t.frames.filter { $0.phase != .tracking }.count == 1)
        // Clamped at the content's ends: no rubber band, no bounce.
        let down = try sim.run(.drag(fromDisplayHeight: start, distance: -100, duration: 0.2, sampleRate: 120))
        #expect((0..<down.frames.count).allSatisfy { down.offset(frame: $0, participant: 0) == 0 })
    }

    @Test("the same input twice gives identical trajectories")
    func deterministic() throws {
        let sim = try Self.panel()
        let g = Gesture.drag(fromDisplayHeight: 250, distance: 520, duration: 0.3, sampleRate: 120)
        let a = try sim.run(g)
        let b = try sim.run(g)
        #expect(a.frames == b.frames && a.participantOffsets == b.participantOffsets && a.outcome == b.outcome)
        let cache = CaptureCache()
        #expect(try sim.outcome(of: g, cache: cache) == a.outcome)
    }

    @Test("releases past an edge bounce back to it; a view-animated panel→panel release springs")
    func bounceAndViewAnimation() throws {
        let sim = try Self.panel()
        let over = try sim.run(.drag(fromDisplayHeight: 100, distance: -80, duration: 0.2, sampleRate: 120))
        #expect(over.outcome.releaseHeight < 100)
        #expect(over.outcome.movement == .bouncing && over.frames.last?.displayHeight == 100)
        #expect(over.frames.contains { $0.phase == .bouncing })
        let animated = try Self.panel { $0.movementStyle = .viewAnimation }.run(
            .release(atDisplayHeight: 100, velocity: 1))
        #expect(animated.outcome.movement == .animating && animated.outcome.landingHeight == 400)
        // 0.12 s + 300 pt / 1000 pt/s capped at 0.32 s.
        #expect(abs(animated.outcome.settleTime - 0.32) <= 1.0 / 120 + 1e-9)
    }

    @Test("participants carry the scenario's names into the trajectory and the outcome")
    func participantNames() throws {
        let nested = try #require(Scenario.preset(named: "nested3"))
        let t = try PanelSimulator(scenario: nested).run(.release(atDisplayHeight: 760, velocity: 3))
        #expect(t.participantNames == ["table", "middle", "outer"])
        #expect(t.outcome.restingContentOffsets.map(\.name) == ["table", "middle", "outer"])
        // The resting offsets are the last frame's.
        for (k, rest) in t.outcome.restingContentOffsets.enumerated() {
            #expect(rest.contentOffset == t.offset(frame: t.frames.count - 1, participant: k))
        }
    }

    @Test("a movement the physics rejects is thrown with its typed cause, printed as before")
    func rejectedMovementKeepsItsCause() throws {
        let sim = try Self.panel()
        let gesture = Gesture.release(atDisplayHeight: 100, velocity: 1)
        let context = try sim.releaseContext(for: gesture)
        let cause: PhysicsInputError
        do throws(PhysicsInputError) {
            _ = try DecelerationRate(perMillisecond: 1.5)
            Issue.record("a rate of 1.5 per ms was accepted")
            return
        } catch {
            cause = error
        }
        #expect(throws: SimulationError.invalidMotion(cause)) {
            try sim.run(
                gesture, then: .moving(to: context.outerRange.lowerBound, by: .deceleration(ratePerMillisecond: 1.5)))
        }
        #expect(cause.field == "decelerationRate")
        #expect("\(SimulationError.invalidMotion(cause))" == "gesture: \(cause)")
    }

    @Test("bad gestures are one-line errors naming the field")
    func badGestures() throws {
        let sim = try Self.panel()
        #expect(throws: SimulationError.invalidGesture("velocity: nan is not finite")) {
            try sim.run(.release(atDisplayHeight: 100, velocity: .nan))
        }
        #expect(throws: SimulationError.invalidGesture("start height: inf is not finite")) {
            try sim.run(.release(atDisplayHeight: .infinity, velocity: 1))
        }
        let backwards = Gesture(
            start: .displayHeight(100), path: [.init(time: 0, translation: 0), .init(time: 0, translation: 5)])
        #expect(throws: SimulationError.invalidGesture("path[1]: time 0.0 s is not after 0.0 s")) {
            try sim.run(backwards)
        }
    }
}
