// ReportsTests/SweepBestQueryTests: `results best`'s engine: OR, requirements per subset and per start, honest
// counts, ties, and why nothing qualifies, on hand-made rows whose outcomes follow the threshold rule.
import Analysis
import PanelSimulator
import Reports
import Scenario
import Testing

@testable import Sweep

/// A release sweep over the default scenario's detents (100, 400, 700 pt) with rows made by hand from the rule of
/// docs/feel-parameters.md (`lowVelocityThreshold`: a release with |v| < threshold stays; else it moves one detent
/// in its direction, and stays at the top or bottom detent when there is none further). A cell that stays settles
/// in 0 s, one that moves in 0.25 s.
enum HandMadeSweep {
    static let thresholds = [0.1, 0.3, 0.5, 0.9]
    static let starts = [100.0, 400, 700]
    static let velocities = [-0.8, -0.2, 0, 0.2, 0.8]

    static func results() throws -> SweepResults {
        let scenario = Scenario(name: "hand")
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: .lowVelocityThreshold, values: try SweepValues.parse("0.1,0.3,0.5,0.9", label: "p"))
            ],
            startHeights: try SweepValues.parse("100,400,700", label: "h"),
            gestureValues: try SweepValues.parse("-0.8,-0.2,0,0.2,0.8", label: "v"))
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "hand"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3, grid: grid, shard: nil)
        var rows: [SweepRow] = []
        for (c, threshold) in thresholds.enumerated() {
            for (h, start) in starts.enumerated() {
                for (k, v) in velocities.enumerated() {
                    let moves = abs(v) >= threshold
                    let detent = moves ? min(2, max(0, h + (v > 0 ? 1 : -1))) : h
                    let height = starts[detent]
                    rows.append(
                        SweepRow(
                            cell: (c * starts.count + h) * velocities.count + k, releaseVelocity: v,
                            landingHeight: height, landingDetent: detent, restOuterOffset: 0, restContentOffsets: [],
                            handoff: nil, movement: height == start ? .settled : .animating,
                            settleTime: height == start ? 0 : 0.25, overshoot: 0, peakSpeed: 0, releaseJump: 0,
                            handoffJump: nil, momentumKept: nil, sheet: nil, frames: 1))
                }
            }
        }
        return SweepResults(header: header, rows: rows)
    }

    // Typed conditions, as the CLI's reader makes them.
    static func compare(_ q: SweepQuantity, _ op: SweepComparison.Operator, _ n: Double, magnitude: Bool = false)
        -> SweepComparison
    {
        SweepComparison(.quantity(q, magnitude: magnitude), op, .number(n))
    }
    static func compare(_ a: SweepQuantity, _ op: SweepComparison.Operator, _ b: SweepQuantity) -> SweepComparison {
        SweepComparison(.quantity(a, magnitude: false), op, .quantity(b, magnitude: false))
    }
    static func any(_ alternatives: SweepComparison...) -> SweepCondition {
        SweepCondition(anyOf: alternatives, description: "c")
    }
    /// Slow releases (|v| < 0.3) stay.
    static let slowStay = SweepRequirement(
        any(compare(.metric(.landingHeight), .equal, .startHeight)),
        subset: any(compare(.gestureValue, .less, 0.3, magnitude: true)), description: "slow stay")
    /// A 0.8 pt/ms flick moves up a detent, or starts at the top one (index 2).
    static func flickAdvances(from starts: SweepStartScope) -> SweepRequirement {
        SweepRequirement(
            any(compare(.metric(.landingDetent), .greater, .startDetent), compare(.startDetent, .equal, 2)),
            subset: any(compare(.gestureValue, .equal, 0.8)), starts: starts, description: "flick advances")
    }
}

@Suite("results best: OR, per-subset requirements, counts and ties")
struct SweepBestQueryTests {
    /// The question, "slow releases stay AND a 0.8 pt/ms flick advances, from each detent", and its
    /// variants. Threshold t keeps |v| < t: 0.1 moves the 0.2 releases; 0.9 keeps the 0.8 flick; 0.3 and 0.5 do
    /// both, and tie (the same cells move).
    @Test func requirementCases() throws {
        let results = try HandMadeSweep.results()
        typealias S = HandMadeSweep
        let cases: [(name: String, requirements: [SweepRequirement], qualifying: [Double], line: Int)] = [
            ("slow releases stay", [S.slowStay], [0.3, 0.5, 0.9], #line),
            ("the flick advances from each start", [S.flickAdvances(from: .eachStart)], [0.1, 0.3, 0.5], #line),
            ("both (the issue's query)", [S.slowStay, S.flickAdvances(from: .eachStart)], [0.3, 0.5], #line),
            // From the top alone the flick has nowhere to go, so the OR's second branch holds for every t.
            ("the flick from 700 only", [S.flickAdvances(from: .start(index: 2))], [0.1, 0.3, 0.5, 0.9], #line),
            ("the flick from 400 only", [S.flickAdvances(from: .start(index: 1))], [0.1, 0.3, 0.5], #line),
            (
                "without the OR, the top detent breaks it",
                [
                    SweepRequirement(
                        S.any(S.compare(.metric(.landingDetent), .greater, .startDetent)),
                        subset: S.any(S.compare(.gestureValue, .equal, 0.8)), starts: .eachStart, description: "x")
                ], [], #line
            ),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let ranking = try SweepBest.rank(
                results, query: SweepBestQuery(metric: .settleTime, requirements: row.requirements))
            let qualifying = ranking.entries.filter(\.qualifies).map { S.thresholds[$0.combination] }
            #expect(Set(qualifying) == Set(row.qualifying), "\(row.name)", sourceLocation: location)
            #expect(ranking.qualifyingCount == row.qualifying.count, "\(row.name)", sourceLocation: location)
            #expect(ranking.countedCells == 60 && ranking.totalCells == 60, sourceLocation: location)
        }
    }

    @Test("a start the requirement is judged at with no cell of its subset breaks it (not a vacuous pass)")
    func emptyStartBreaks() throws {
        let results = try HandMadeSweep.results()
        typealias S = HandMadeSweep
        // No cell has velocity 0.5, so 'from each' finds none at any start: 3 breaks per combination.
        let requirement = SweepRequirement(
            S.any(S.compare(.metric(.landingDetent), .greater, .startDetent)),
            subset: S.any(S.compare(.gestureValue, .equal, 0.5)), starts: .eachStart, description: "none")
        let ranking = try SweepBest.rank(
            results, query: SweepBestQuery(metric: .settleTime, requirements: [requirement]))
        #expect(ranking.qualifyingCount == 0)
        #expect(ranking.entries.allSatisfy { $0.emptyStarts == 3 && $0.violations == 0 })
        #expect(ranking.entries.first?.firstBreak == .noCell(requirement: 0, startHeight: 100))
        #expect(ranking.whyNothingQualifies == .everyCombinationBreaks)
        // Without a start scope the same empty subset is no requirement at all (as before this issue).
        var anywhere = requirement
        anywhere.starts = .anyStart
        let all = try SweepBest.rank(results, query: SweepBestQuery(metric: .settleTime, requirements: [anywhere]))
        #expect(all.qualifyingCount == 4)
    }

    @Test("OR in a filter counts the cells meeting either side, and the header says how many were counted")
    func orFilterAndHonestCount() throws {
        let results = try HandMadeSweep.results()
        typealias S = HandMadeSweep
        let flicks = SweepCondition(
            anyOf: [S.compare(.gestureValue, .equal, -0.8), S.compare(.gestureValue, .equal, 0.8)],
            description: "velocity=-0.8 or velocity=0.8")
        let query = SweepBestQuery(metric: .settleTime, filters: [flicks])
        let ranking = try SweepBest.rank(results, query: query)
        // 2 velocities × 3 starts per threshold, 4 thresholds: 24 of the 60 cells.
        #expect(ranking.countedCells == 24)
        #expect(ranking.entries.allSatisfy { $0.counted == 6 })
        // t ≤ 0.5 moves every flick but the two that hit an end (-0.8 from 100, +0.8 from 700): 4 of 6 move, mean
        // 4 × 0.25 / 6 s; t = 0.9 keeps them all (0 s) and ranks first.
        #expect(S.thresholds[ranking.entries[0].combination] == 0.9 && ranking.entries[0].score == 0)
        #expect(ranking.entries.dropFirst().allSatisfy { abs($0.score - 1.0 / 6) < 1e-12 })
        let text = SweepBestTable.render(results.header, query: query, ranking: ranking, top: 10)
        #expect(
            text.hasPrefix(
                "mean settle time s, smallest first, over 24 of 60 cells of hand where velocity=-0.8 or velocity=0.8\n")
        )
    }

    @Test("ties share a rank, and a top that ends inside a tie shows the whole tie and says so")
    func tiesAreShown() throws {
        let results = try HandMadeSweep.results()
        typealias S = HandMadeSweep
        let query = SweepBestQuery(metric: .settleTime, requirements: [S.slowStay, S.flickAdvances(from: .eachStart)])
        let ranking = try SweepBest.rank(results, query: query)
        // 0.3 and 0.5 qualify with the same cells moving: rank 1 both; then 0.9 breaks it in 2 cells (the flick
        // stays at 100 and 400) and 0.1 in 4 (the ±0.2 releases move, except down from 100 and up from 700, which
        // have no detent to go to): 0.9 ranks 3, 0.1 ranks 4.
        #expect(ranking.entries.map { S.thresholds[$0.combination] } == [0.3, 0.5, 0.9, 0.1])
        #expect(ranking.ranks == [1, 1, 3, 4])
        #expect(ranking.entries.map(\.violations) == [0, 0, 2, 4])
        #expect(ranking.shownCount(top: 1) == 2)
        #expect(ranking.shownCount(top: 2) == 2)
        #expect(ranking.shownCount(top: 3) == 3)
        let text = SweepBestTable.render(results.header, query: query, ranking: ranking, top: 1)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "2 of 4 combinations qualify")
        #expect(lines.count == 2 + 2 + 2 + 1, "\(text)")
        #expect(lines.last == "2 of 4 combinations shown; 1 beyond the top 1 tie with rank 1")
    }

    @Test("nothing qualifies: no cell counted, no value, or every combination breaks (the first that applies)")
    func whyNothingQualifies() throws {
        let results = try HandMadeSweep.results()
        typealias S = HandMadeSweep
        let cases: [(query: SweepBestQuery, why: SweepNoQualifier?, line: Int)] = [
            (SweepBestQuery(metric: .settleTime), nil, #line),
            (
                SweepBestQuery(metric: .settleTime, filters: [S.any(S.compare(.gestureValue, .greater, 5))]),
                .noCellCounted, #line
            ),
            (SweepBestQuery(metric: .handoffJump), .noValue, #line),
            (
                SweepBestQuery(
                    metric: .settleTime,
                    requirements: [
                        SweepRequirement(S.any(S.compare(.metric(.settleTime), .greater, 1)), description: "r")
                    ]),
                .everyCombinationBreaks, #line
            ),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(
                try SweepBest.rank(results, query: row.query).whyNothingQualifies == row.why, sourceLocation: location)
        }
    }
}
