// AnalysisTests/SweepChoiceParameterTests: the handoff mode and the offset-mismatch policy are sweepable by name,
// and sweeping them changes what the docs say they change (docs/feel-parameters.md §5).
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import Analysis

@Suite struct SweepChoiceParameterTests {
    /// The handoff geometry of the runtime tests: detents 100/400/700, a 2000-pt table in 760 pt at the top.
    static func scenario(tableOffset: Double = 0) -> Scenario {
        var s = Scenario(name: "handoff")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, contentOffset: tableOffset, name: "table")]
        return s
    }

    @Test("names read as their indices, `all` as every choice in order; unknown and repeated names are refused")
    func parsesNames() throws {
        let some = try SweepParameter.handoffMode.parseValues("innerFirst,coordinated", label: "--param handoff-mode=")
        #expect(some.values == [1, 0])
        #expect(some.labels == ["innerFirst", "coordinated"])
        let all = try SweepParameter.offsetMismatch.parseValues("all", label: "--param offset-mismatch=")
        #expect(all.labels == OffsetMismatchPolicy.allCases.map(\.rawValue))
        #expect(all.values == [0, 1, 2])
        #expect(throws: SweepSpecError.self) {
            try SweepParameter.handoffMode.parseValues("sideways", label: "--param handoff-mode=")
        }
        #expect(throws: SweepSpecError.self) {
            try SweepParameter.handoffMode.parseValues("innerFirst,innerFirst", label: "--param handoff-mode=")
        }
        // A number is not a name.
        #expect(throws: SweepSpecError.self) {
            try SweepParameter.handoffMode.parseValues("0:2:1", label: "--param handoff-mode=")
        }
    }

    @Test("a written value reads back by name; the name is printed back; other text is refused")
    func valueText() {
        for (index, mode) in HandoffMode.allCases.enumerated() {
            #expect(SweepParameter.handoffMode.value(fromText: mode.rawValue) == Double(index))
            #expect(SweepParameter.handoffMode.text(of: Double(index)) == mode.rawValue)
            var s = Self.scenario()
            SweepParameter.handoffMode.apply(Double(index), to: &s)
            #expect(s.handoffMode == mode)
            #expect(SweepParameter.handoffMode.value(in: s) == Double(index))
        }
        #expect(SweepParameter.handoffMode.value(fromText: "1") == nil)
        #expect(SweepParameter.offsetMismatch.value(fromText: "restoreToBoundary") == 1)
    }

    /// Runs `parameter` over every choice with upward drags on the list from 400 pt and returns each choice's rows.
    static func rowsByChoice(_ parameter: SweepParameter, tableOffset: Double) throws -> [[SweepRow]] {
        let grid = try SweepGrid(
            parameters: [SweepAxis(parameter: parameter, values: try parameter.parseValues("all", label: "p"))],
            startHeights: try SweepValues.parse("400", label: "h"), gesture: .drag,
            gestureValues: try SweepValues.parse("100,250", label: "d"))
        let setup = SweepSetup(scenario: Self.scenario(tableOffset: tableOffset), dragOnContent: true)
        let rows = try SweepRunner(setup: setup, grid: grid).run(shard: nil, jobs: 2)
        return stride(from: 0, to: rows.count, by: 2).map { Array(rows[$0..<$0 + 2]) }
    }

    @Test("handoff mode: the coordinated axis moves the panel; innerFirst keeps it at 400 pt")
    func handoffModeChangesTheLanding() throws {
        let rows = try Self.rowsByChoice(.handoffMode, tableOffset: 0)
        let coordinated = rows[HandoffMode.allCases.firstIndex(of: .coordinated)!]
        let innerFirst = rows[HandoffMode.allCases.firstIndex(of: .innerFirst)!]
        #expect(coordinated.allSatisfy { $0.landingHeight != 400 })
        #expect(innerFirst.allSatisfy { $0.landingHeight == 400 })
    }

    @Test("offset mismatch: waiting keeps the scrolled list where it was; restoring moves it")
    func offsetMismatchChangesTheList() throws {
        let rows = try Self.rowsByChoice(.offsetMismatch, tableOffset: 300)
        let rest = { (row: SweepRow) in row.restContentOffsets.first }
        let wait = rows[OffsetMismatchPolicy.allCases.firstIndex(of: .waitForValidSegment)!]
        let restore = rows[OffsetMismatchPolicy.allCases.firstIndex(of: .restoreToBoundary)!]
        #expect(wait.allSatisfy { rest($0) == 300 })
        #expect(restore.allSatisfy { rest($0) != 300 })
    }
}
