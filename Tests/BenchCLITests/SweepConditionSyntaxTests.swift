// BenchCLITests/SweepConditionSyntaxTests: the text of `--where` and `--require` read into typed conditions
// (SweepConditionText), and every malformed one refused in one line naming the option, the text and the reason.
import Analysis
import ArgumentParsing
import PanelSimulator
import Scenario
import Testing

@testable import BenchCLI
@testable import Sweep

@Suite("results best's condition syntax")
struct SweepConditionSyntaxTests {
    /// A release sweep header on the default scenario (detents 100, 400, 700 pt), starting from every detent.
    static func header() throws -> SweepHeader {
        let scenario = Scenario(name: "s")
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(parameter: .lowVelocityThreshold, values: try SweepValues.parse("0.1,0.3", label: "p"))
            ],
            startHeights: try SweepValues.parse("100,400,700", label: "h"),
            gestureValues: try SweepValues.parse("-0.8,0.8", label: "v"))
        return SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "s"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3, grid: grid, shard: nil)
    }

    /// The query `bench results best` reads from `--where`/`--require` `text` (`option`), for a sweep with `header`.
    static func query(_ option: String, _ text: String, header: SweepHeader) throws(UsageError) -> SweepBestQuery {
        var arguments = ParsedArguments(options: BestQueryOptions.specs)
        arguments.values[String(option.dropFirst(2))] = [text]
        return try BestQueryOptions(parsing: arguments).query(header: header)
    }

    typealias C = SweepComparison
    static func q(_ quantity: SweepQuantity, magnitude: Bool = false) -> C.Operand {
        .quantity(quantity, magnitude: magnitude)
    }

    @Test func requirementsRead() throws {
        let header = try Self.header()
        let stay = C(Self.q(.metric(.landingHeight)), .equal, Self.q(.startHeight))
        let slow = C(Self.q(.gestureValue, magnitude: true), .less, .number(0.3))
        let advances = C(Self.q(.metric(.landingDetent)), .greater, Self.q(.startDetent))
        let top = C(Self.q(.startDetent), .equal, .number(2))
        let flick = C(Self.q(.gestureValue), .equal, .number(0.8))
        let cases:
            [(
                text: String, condition: [C], subset: [C]?, starts: SweepStartScope, line: Int
            )] = [
                ("landing-height=start-height", [stay], nil, .anyStart, #line),
                ("landing-height = start-height when |velocity| < 0.3", [stay], [slow], .anyStart, #line),
                (
                    "landing-detent>start-detent or start-detent=2 when velocity=0.8 from each", [advances, top],
                    [flick], .eachStart, #line
                ),
                ("landing-detent>start-detent from 400", [advances], nil, .start(index: 1), #line),
                (
                    "landing-detent>start-detent when velocity=0.8 from detent 0", [advances], [flick],
                    .start(index: 0), #line
                ),
                (
                    "settle-time<=0.5 or overshoot!=0 or low-velocity-threshold>=0.3",
                    [
                        C(Self.q(.metric(.settleTime)), .lessOrEqual, .number(0.5)),
                        C(Self.q(.metric(.overshoot)), .notEqual, .number(0)),
                        C(Self.q(.parameter(.lowVelocityThreshold)), .greaterOrEqual, .number(0.3)),
                    ], nil, .anyStart, #line
                ),
            ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let read = try #require(Self.query("--require", row.text, header: header).requirements.first)
            #expect(read.condition.alternatives == row.condition, "\(row.text)", sourceLocation: location)
            #expect(read.subset?.alternatives == row.subset, "\(row.text)", sourceLocation: location)
            #expect(read.starts == row.starts, "\(row.text)", sourceLocation: location)
            #expect(read.description == row.text, sourceLocation: location)
        }
    }

    @Test func malformedConditionsAreOneLine() throws {
        let header = try Self.header()
        let cases: [(option: String, text: String, message: String, line: Int)] = [
            (
                "--require", "landing-detent>0 from 250",
                "--require landing-detent>0 from 250: the sweep does not start from 250 pt (its start heights: 100, "
                    + "400, 700)", #line
            ),
            (
                "--require", "landing-detent>0 from detent 3",
                "--require landing-detent>0 from detent 3: detent '3' is not a detent index (0…2)", #line
            ),
            (
                "--require", "landing-detent>0 from",
                "--require landing-detent>0 from: 'from' takes each, a start height (pt) or detent INDEX", #line
            ),
            (
                "--require", "landing-detent>0 from each when velocity=0.8",
                "--require landing-detent>0 from each when velocity=0.8: 'when' comes before 'from'", #line
            ),
            (
                "--require", "landing-detent>0 when velocity=0.8 when velocity=1",
                "--require landing-detent>0 when velocity=0.8 when velocity=1: 'when' is written twice", #line
            ),
            (
                "--require", "landing-detent>0 or",
                "--require landing-detent>0 or: a comparison is missing (before or after 'or', 'when', 'from')", #line
            ),
            (
                "--require", "landing-detent>0 when",
                "--require landing-detent>0 when: a comparison is missing (before or after 'or', 'when', 'from')", #line
            ),
            (
                "--where", "velocity<1 when settle-time>0",
                "--where velocity<1 when settle-time>0: 'when' belongs to --require (a --where is comparisons joined "
                    + "by or)", #line
            ),
            (
                "--where", "velocity",
                "--where velocity: no comparison (<, <=, >, >=, =, !=) in 'velocity'", #line
            ),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            do {
                _ = try Self.query(row.option, row.text, header: header)
                Issue.record("\(row.text) was read", sourceLocation: location)
            } catch {
                #expect(error.description == row.message, sourceLocation: location)
            }
        }
        // An unknown name lists the names there are (start-detent among them).
        do {
            _ = try Self.query("--where", "speed<1", header: header)
            Issue.record("speed<1 was read")
        } catch {
            #expect(error.description.hasPrefix("--where speed<1: 'speed' is neither a number nor one of "))
            #expect(error.description.contains("start-height, start-detent, velocity, low-velocity-threshold"))
        }
    }
}
