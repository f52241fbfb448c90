// ScrollPhysicsTests — FloatingPanel as its own tests define it: the targetState tables of its CoreTests.swift, and
// its NumericSpringAnimator stepped per frame.
import ScrollPhysics
import Testing

/// The target tables of scenee/FloatingPanel `Tests/CoreTests.swift` at 71621f5, row by row, in FloatingPanel's own
/// y coordinates: `showForTest()` lays the panel out in a 375 × 667 pt view (`Tests/TestSupports.swift` at
/// c356806), so `FloatingPanelTestLayout` (bottom panel; full 20 pt from the top, half 250 and tip 60 from the
/// bottom) puts full at y = 20, half at 417, tip at 607 and hidden at 667; `FloatingPanelTop2BottomTestLayout` (top
/// panel, located by its bottom edge; full 0 from the bottom, half 250 and tip 60 from the top) puts tip at 60,
/// half at 250, full at 667. Each row cites its line in CoreTests.swift (each table's first row's line, the rows
/// following one per line, counted from the stored file); `#line` is the line here.
@Suite("FloatingPanel's own tests")
struct FloatingPanelPeerTests {
    /// An anchor by FloatingPanel's state name.
    typealias Layout = [(state: String, y: Double)]
    /// One row of `assertTargetState`: (line here, position, velocity y, expected state).
    typealias Row = (line: Int, position: Double, velocity: Double, expected: String)

    static let full = 20.0, half = 417.0, tip = 607.0, hidden = 667.0
    static let threePositions: Layout = [("full", full), ("half", half), ("tip", tip)]
    static let bTip = 60.0, bHalf = 250.0, bFull = 667.0
    static let bottomEdge: Layout = [("tip", bTip), ("half", bHalf), ("full", bFull)]

    /// One table: the layout, the state `fpc.move(to:)` set, the behaviour and its rows.
    struct Table {
        var source: String
        /// The line of the table's first row in CoreTests.swift @71621f5; the rows follow one per line.
        var firstLine: Int
        var layout: Layout
        var state: String
        var projects = false
        var rows: [Row]
    }

    /// Counts the rows run (printed at the end of ``everyTargetStateRowPasses()``).
    static func check(_ table: Table) -> Int {
        let ys = table.layout.map(\.y)
        let stateIndex = table.layout.firstIndex { $0.state == table.state } ?? 0
        for (row, (line, position, velocity, expected)) in table.rows.enumerated() {
            let index = FloatingPanelPhysics.targetIndex(
                anchors: ys, position: position, velocity: velocity, stateIndex: stateIndex,
                projectsMomentum: table.projects)
            #expect(
                table.layout[index].state == expected,
                "CoreTests.swift L\(table.firstLine + row) (\(table.source)): from \(position) at \(velocity) pt/s",
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
        return table.rows.count
    }

    static let tables: [Table] = twoAndOne + threeFromFull + threeFromHalfAndTip + projectingAndHidden

    static let twoAndOne: [Table] = {
        let one: Layout = [("full", full)]
        let two: Layout = [("full", full), ("half", half)]
        let withHidden: Layout = [("full", full), ("hidden", hidden)]
        let oneRows: [Row] = [
            (#line, full - 10, 1000, "full"), (#line, full, -1000, "full"), (#line, full, -100, "full"),
            (#line, full, 0, "full"), (#line, full, 100, "full"), (#line, full, 1000, "full"),
            (#line, full + 10, 100, "full"),
        ]
        let twoRows: [Row] = [
            (#line, full - 10, 1000, "half"), (#line, full, -1000, "full"), (#line, full, -100, "full"),
            (#line, full, 0, "full"), (#line, full, 100, "full"), (#line, full, 1000, "half"),
            (#line, full + 10, 100, "full"), (#line, half - 10, -100, "half"), (#line, half, -1000, "full"),
            (#line, half, -100, "half"), (#line, half, 0, "half"), (#line, half, 100, "half"),
            (#line, half, 1000, "half"), (#line, half + 10, -1000, "full"),
        ]
        let hiddenRows: [Row] = [
            (#line, full - 10, 1000, "hidden"), (#line, full, -1000, "full"), (#line, full, -100, "full"),
            (#line, full, 0, "full"), (#line, full, 100, "full"), (#line, full, 1000, "hidden"),
            (#line, full + 10, 100, "full"), (#line, hidden - 10, -100, "hidden"), (#line, hidden, -1000, "full"),
            (#line, hidden, -100, "hidden"), (#line, hidden, 0, "hidden"), (#line, hidden, 100, "hidden"),
            (#line, hidden, 1000, "hidden"), (#line, hidden + 10, -1000, "full"),
        ]
        return [
            Table(source: "test_targetState_1positions", firstLine: 316, layout: one, state: "full", rows: oneRows),
            Table(
                source: "test_targetState_2positions (from full)", firstLine: 347, layout: two, state: "full",
                rows: twoRows),
            Table(
                source: "test_targetState_2positions (from half)", firstLine: 364, layout: two, state: "half",
                rows: twoRows),
            Table(
                source: "test_targetState_2positionsWithHidden (from full)", firstLine: 402, layout: withHidden,
                state: "full",
                rows: hiddenRows),
            Table(
                source: "test_targetState_2positionsWithHidden (from hidden)", firstLine: 419, layout: withHidden,
                state: "hidden",
                rows: hiddenRows),
        ]
    }()

    static let threeFromFull: [Table] = [
        Table(
            source: "test_targetState_3positionsFromFull", firstLine: 449, layout: threePositions, state: "full",
            rows: [
                (#line, full - 500, -100, "full"), (#line, full - 500, 0, "full"), (#line, full - 500, 100, "full"),
                (#line, full - 10, 3000, "half"), (#line, full, -100, "full"), (#line, full, 0, "full"),
                (#line, full, 500, "half"), (#line, full, 1000, "half"), (#line, full, 3000, "half"),
                (#line, full + 10, 100, "full"), (#line, half - 10, -100, "half"), (#line, half, -1000, "full"),
                (#line, half, -100, "half"), (#line, half, 0, "half"), (#line, half, 100, "half"),
                (#line, half, 1000, "tip"), (#line, half + 10, 100, "half"), (#line, tip - 10, -100, "tip"),
                (#line, tip, -3000, "half"), (#line, tip, -1000, "half"), (#line, tip, -500, "half"),
                (#line, tip, -100, "tip"), (#line, tip, 0, "tip"), (#line, tip, 100, "tip"),
                (#line, tip + 10, -3000, "half"), (#line, tip + 500, -100, "tip"), (#line, tip + 500, 0, "tip"),
                (#line, tip + 500, 100, "tip"),
            ]),
        Table(
            source: "test_targetState_3positionsFromFull_bottomEdge", firstLine: 493, layout: bottomEdge, state: "full",
            rows: [
                (#line, bTip - 500, -100, "tip"), (#line, bTip - 500, 0, "tip"), (#line, bTip - 500, 100, "tip"),
                (#line, bTip - 10, 3000, "half"), (#line, bTip, -100, "tip"), (#line, bTip, 0, "tip"),
                (#line, bTip, 500, "half"), (#line, bTip, 1000, "half"), (#line, bTip, 3000, "half"),
                (#line, bTip + 10, 100, "tip"), (#line, bHalf - 10, -100, "half"), (#line, bHalf, -1000, "tip"),
                (#line, bHalf, -100, "half"), (#line, bHalf, 0, "half"), (#line, bHalf, 100, "half"),
                (#line, bHalf, 1000, "full"), (#line, bHalf + 10, 100, "half"), (#line, bFull - 10, -100, "full"),
                (#line, bFull, -3000, "half"), (#line, bFull, -1000, "half"), (#line, bFull, -500, "half"),
                (#line, bFull, -100, "full"), (#line, bFull, 0, "full"), (#line, bFull, 100, "full"),
                (#line, bFull + 10, -3000, "half"), (#line, bFull + 500, -100, "full"),
                (#line, bFull + 500, 0, "full"), (#line, bFull + 500, 100, "full"),
            ]),
    ]

    static let threeFromHalfAndTip: [Table] = {
        // test_targetState_3positionsFromHalf and …FromTip share their rows but one (half at −1000 / −3000).
        func rows(halfUp: Double) -> [Row] {
            [
                (#line, full - 500, -100, "full"), (#line, full - 500, 0, "full"), (#line, full - 500, 100, "full"),
                (#line, full, -100, "full"), (#line, full, 0, "full"), (#line, full, 500, "half"),
                (#line, full, 1000, "half"), (#line, full, 3000, "half"), (#line, full + 10, 100, "full"),
                (#line, half - 10, -100, "half"), (#line, half, halfUp, "full"), (#line, half, -100, "half"),
                (#line, half, 0, "half"), (#line, half, 100, "half"), (#line, half, 1000, "tip"),
                (#line, half + 10, 100, "half"), (#line, tip - 10, -100, "tip"), (#line, tip, -3000, "half"),
                (#line, tip, -1000, "half"), (#line, tip, -500, "half"), (#line, tip, -100, "tip"),
                (#line, tip, 0, "tip"), (#line, tip, 100, "tip"), (#line, tip + 500, -100, "tip"),
                (#line, tip + 500, 0, "tip"), (#line, tip + 500, 100, "tip"),
            ]
        }
        func bottomRows(halfUp: Double) -> [Row] {
            [
                (#line, bTip - 500, -100, "tip"), (#line, bTip - 500, 0, "tip"), (#line, bTip - 500, 100, "tip"),
                (#line, bTip, -100, "tip"), (#line, bTip, 0, "tip"), (#line, bTip, 500, "half"),
                (#line, bTip, 1000, "half"), (#line, bTip, 3000, "half"), (#line, bTip + 10, 100, "tip"),
                (#line, bHalf - 10, -100, "half"), (#line, bHalf, halfUp, "tip"), (#line, bHalf, -100, "half"),
                (#line, bHalf, 0, "half"), (#line, bHalf, 100, "half"), (#line, bHalf, 1000, "full"),
                (#line, bHalf + 10, 100, "half"), (#line, bFull - 10, -100, "full"), (#line, bFull, -3000, "half"),
                (#line, bFull, -1000, "half"), (#line, bFull, -500, "half"), (#line, bFull, -100, "full"),
                (#line, bFull, 0, "full"), (#line, bFull, 100, "full"), (#line, bFull + 500, -100, "full"),
                (#line, bFull + 500, 0, "full"), (#line, bFull + 500, 100, "full"),
            ]
        }
        return [
            Table(
                source: "test_targetState_3positionsFromHalf", firstLine: 537, layout: threePositions, state: "half",
                rows: rows(halfUp: -1000)),
            Table(
                source: "test_targetState_3positionsFromHalf_bottomEdge", firstLine: 579, layout: bottomEdge,
                state: "half",
                rows: bottomRows(halfUp: -1000)),
            Table(
                source: "test_targetState_3positionsFromTip", firstLine: 622, layout: threePositions, state: "tip",
                rows: rows(halfUp: -3000)),
            Table(
                source: "test_targetState_3positionsFromTip_bottomEdge", firstLine: 665, layout: bottomEdge,
                state: "tip",
                rows: bottomRows(halfUp: -3000)),
        ]
    }()

    static let projectingAndHidden: [Table] = {
        let all: [Row] = [
            (#line, full - 10, 3000, "tip"), (#line, full, 1000, "tip"), (#line, full, 3000, "tip"),
            (#line, half, 1000, "tip"), (#line, half, -1000, "full"), (#line, tip, -3000, "full"),
            (#line, tip, -1000, "full"), (#line, tip + 10, -3000, "full"),
        ]
        let fromHalf: [Row] = [
            (#line, full, 1000, "tip"), (#line, full, 3000, "tip"), (#line, tip, -3000, "full"),
            (#line, tip, -1000, "full"),
        ]
        let withHidden: Layout = [("full", full), ("half", half), ("hidden", hidden)]
        let withoutFull: Layout = [("half", half), ("tip", tip), ("hidden", hidden)]
        return [
            Table(
                source: "test_targetState_3positionsAllProjection (from full)", firstLine: 709, layout: threePositions,
                state: "full",
                projects: true, rows: all),
            Table(
                source: "test_targetState_3positionsAllProjection (second table, state tip)", firstLine: 722,
                layout: threePositions,
                state: "tip", projects: true, rows: fromHalf),
            Table(
                source: "test_targetState_3positionsAllProjection (from tip)", firstLine: 731, layout: threePositions,
                state: "tip",
                projects: true, rows: all),
            Table(
                source: "test_targetState_3positionsWithHidden (full)", firstLine: 761, layout: withHidden,
                state: "full",
                rows: [(#line, full, 1000, "half")]),
            Table(
                source: "test_targetState_3positionsWithHidden (half)", firstLine: 765, layout: withHidden,
                state: "half",
                rows: [
                    (#line, half, -100, "half"), (#line, half, -1000, "full"), (#line, half, 0, "half"),
                    (#line, half, 1000, "hidden"),
                ]),
            Table(
                source: "test_targetState_3positionsWithHiddenWithoutFull (half)", firstLine: 797, layout: withoutFull,
                state: "half",
                projects: true,
                rows: [
                    (#line, half, -100, "half"), (#line, half, 0, "half"), (#line, half, 385, "tip"),
                    (#line, half, 1000, "hidden"), (#line, half + 10, 100, "half"), (#line, tip - 10, -100, "tip"),
                    (#line, tip, -3000, "half"), (#line, tip, -10, "tip"), (#line, tip, 0, "tip"),
                    (#line, tip, 10, "tip"), (#line, tip, 1000, "hidden"), (#line, tip + 10, 10, "tip"),
                    (#line, tip - 10, 10, "tip"),
                ]),
            Table(
                source: "test_targetState_3positionsWithHiddenWithoutFull (tip)", firstLine: 813, layout: withoutFull,
                state: "tip",
                projects: true,
                rows: [
                    (#line, tip, -100, "tip"), (#line, tip, -1000, "half"), (#line, tip, 0, "tip"),
                    (#line, tip, 1000, "hidden"),
                ]),
        ]
    }()

    @Test("every targetState row of CoreTests.swift @71621f5 picks FloatingPanel's state")
    func everyTargetStateRowPasses() {
        let count = Self.tables.reduce(0) { $0 + Self.check($1) }
        print("peer cases: FloatingPanel Tests/CoreTests.swift @71621f5 targetState rows: \(count)")
        #expect(count == 265)
    }

    @Test("the issue's case: from full at +1000 pt/s the default goes to half, the projecting one to tip")
    func defaultAgainstProjecting() {
        let ys = Self.threePositions.map(\.y)
        #expect(
            FloatingPanelPhysics.targetIndex(
                anchors: ys, position: Self.full, velocity: 1000, stateIndex: 0, projectsMomentum: false) == 1)
        #expect(
            FloatingPanelPhysics.targetIndex(
                anchors: ys, position: Self.full, velocity: 1000, stateIndex: 0, projectsMomentum: true) == 2)
    }

    /// The release the issue measured against FloatingPanel's stepper: half (417) to full (20) at −1500 pt/s,
    /// 60 Hz, display scale 3: it overshoots 12.6 pt and stops at 0.53 s; the exact spring of the same ζ and ω
    /// overshoots about 45 pt.
    @Test("NumericSpringAnimator: 417 → 20 pt at −1500 pt/s, 60 Hz, @3x")
    func animatorOnTheIssuesRelease() throws {
        let animator = try FloatingPanelSpringAnimator(
            position: 417, velocity: -1500, target: 20, pixel: 1.0 / 3)
        expectClose(animator.dampingRatio, 0.5756, within: 0.0005, "ζ from 0.991")
        expectClose(animator.angularFrequency, 2 * Double.pi / 0.4, within: 1e-12, "ω")
        let run = try FloatingPanelAttraction(animator, frameInterval: 1.0 / 60)
        #expect(run.stopped)
        expectClose(run.settleTime, 0.533, within: 0.01, "stop")
        expectClose(20 - (run.positions.min() ?? 20), 12.6, within: 0.05, "overshoot")
        #expect(run.finalPosition == 20)
        let exact = try SpringSimulation(
            spring: FloatingPanelPhysics.spring(releaseVelocity: -1500), position: 417, velocity: -1500, target: 20)
        let deepest = (0...2000).map { exact.position(at: Double($0) / 2000) }.min() ?? 20
        expectClose(20 - deepest, 45, within: 1, "the exact spring's overshoot")
    }

    /// Each tick solves FloatingPanel's implicit update: det·x′ = f·x + h·v + h²ω²·xₜ and det·v′ = v + hω²(xₜ − x′);
    /// it stops on the first tick that ends within a device pixel of the target having moved at most a pixel.
    @Test(
        "NumericSpringAnimator: each tick is the source's implicit update; the stop test",
        arguments: [
            (417.0, -1500.0, 20.0, 3.0, 1.0 / 60), (20.0, 200.0, 417.0, 2.0, 1.0 / 120), (0.0, 0.0, 300.0, 1.0, 0.02),
        ] as [(Double, Double, Double, Double, Double)])
    func animatorTicks(start: Double, velocity: Double, target: Double, scale: Double, h: Double) throws {
        var animator = try FloatingPanelSpringAnimator(
            position: start, velocity: velocity, target: target, pixel: 1 / scale)
        if abs(velocity) > 300 { #expect(animator.dampingRatio < 1) } else { #expect(animator.dampingRatio == 1) }
        let zeta = animator.dampingRatio
        let omega = animator.angularFrequency
        let pixel = 1 / scale
        var ticks = 0
        while !animator.isStopped, ticks < 1000 {
            let (x, v) = (animator.position, animator.velocity)
            // The source's update, from Core.swift's `spring(x:v:xt:zeta:omega:h:)`.
            let f = 1 + 2 * h * zeta * omega
            let det = f + h * h * omega * omega
            let xNew = (f * x + h * v + h * h * omega * omega * target) / det
            let vNew = (v + h * omega * omega * (target - xNew)) / det
            let stops = abs(target - xNew) <= pixel && abs(x - xNew) / pixel <= 1
            animator.step(seconds: h)
            ticks += 1
            #expect(animator.isStopped == stops, "tick \(ticks)")
            expectClose(animator.position, stops ? target : xNew, within: 1e-9 * max(1, abs(x)), "x, tick \(ticks)")
            if !stops { expectClose(animator.velocity, vNew, within: 1e-9 * max(1, abs(v)), "v, tick \(ticks)") }
        }
        #expect(animator.isStopped && ticks < 1000)
    }

    @Test("a release on its anchor does not animate (shouldAttract is false)")
    func releaseOnTheAnchor() throws {
        let run = try FloatingPanelAttraction(
            FloatingPanelSpringAnimator(position: 417, velocity: 800, target: 417, pixel: 1.0 / 3),
            frameInterval: 1.0 / 60)
        #expect(run.positions == [417] && run.settleTime == 0)
        #expect(throws: PhysicsInputError.self) {
            try FloatingPanelSpringAnimator(position: 0, velocity: 1, target: 1, pixel: 0)
        }
    }
}
