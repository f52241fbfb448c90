// HarnessTests/ResultsStrictnessTests: a results file is read back only with values a run writes (issue 29):
// finite, non-negative, non-empty samples as many as the plan's, non-negative allocations, plan counts at their
// minimums or above, whole numbers where the format has them, and names a table can print. Compare, export and the baselines all read through this one reader.
import Foundation
import Testing

@testable import Harness

@Suite("results files read back strictly")
struct ResultsStrictnessTests {
    /// A version-2 file with one suite `s` and one benchmark whose JSON fields are `fields`.
    static func file(_ fields: String, suite: String = #""s""#) -> String {
        #"{"version": 2, "suites": [{"name": \#(suite), "benchmarks": [{"#
            + fields + #"}]}]}"#
    }

    /// A plan of `samples` samples: a run takes exactly that many, so a file's samples must number as many.
    static func plan(_ samples: Int = 1) -> String {
        #""plan": {"warmupSamples": 1, "samples": \#(samples), "frames": 10}"#
    }

    /// One fault each, and the whole refusal.
    static let cases: [(json: String, message: String, line: Int)] = [
        (
            file(#""name": "b", \#(plan(2)), "nanosecondsPerFrame": [10, -5]"#),
            "suites[0].benchmarks[0].nanosecondsPerFrame[1]: -5.0 is not a finite time >= 0 ns", #line
        ),
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": []"#),
            "suites[0].benchmarks[0].nanosecondsPerFrame: holds no sample", #line
        ),
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": [1], "allocationsPerFrame": -1"#),
            "suites[0].benchmarks[0].allocationsPerFrame: -1.0 is not a finite count >= 0", #line
        ),
        (
            file(#""name": "b\nc", \#(plan()), "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].name: holds the control character U+000A (names are printed in tables)", #line
        ),
        (
            file(#""name": "b\tc", \#(plan()), "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].name: holds the control character U+0009", #line
        ),
        (file(#""name": "", \#(plan()), "nanosecondsPerFrame": [1]"#), "suites[0].benchmarks[0].name: is empty", #line),
        // docs/output.md, "Inputs": names follow the one rule of scenario names (hostile pass three, T9): a
        // bidirectional override prints the name reversed in every table.
        (
            file(#""name": "x\u202ey", \#(plan()), "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].name: holds the bidirectional formatting character U+202E", #line
        ),
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": [1]"#, suite: #""s\u2067""#),
            "suites[0].name: holds the bidirectional formatting character U+2067", #line
        ),
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": [1]"#, suite: #""s\u001b[31m""#),
            "suites[0].name: holds the control character U+001B", #line
        ),
        (
            file(#""name": "b", "size": -3, \#(plan()), "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].size: -3 is negative", #line
        ),
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": [1], "unit": "fr\u0000ame""#),
            "suites[0].benchmarks[0].unit: 'fr", #line
        ),
        // A unit no benchmark declares (Harness/BenchmarkUnit.known) is not compared with a real one.
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": [1], "unit": "parsec""#),
            "suites[0].benchmarks[0].unit: 'parsec' is not a unit bench measures in ('frame', 'release'", #line
        ),
        // A run writes at least one benchmark: a file holding none would let every gate pass on nothing.
        (#"{"version": 2, "suites": []}"#, "suites: holds no benchmark", #line),
        (#"{"version": 2, "suites": [{"name": "s", "benchmarks": []}]}"#, "suites: holds no benchmark", #line),
        (
            file(
                #""name": "b", "plan": {"warmupSamples": -1, "samples": 1, "frames": 10}, "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].plan.warmupSamples: -1 is less than 0", #line
        ),
        (
            file(#""name": "b", "plan": {"warmupSamples": 1, "samples": 0, "frames": 10}, "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].plan.samples: 0 is less than 1", #line
        ),
        (
            file(#""name": "b", "plan": {"warmupSamples": 1, "samples": 1, "frames": -7}, "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].plan.frames: -7 is less than 1", #line
        ),
        // docs/hostile-pass.md S7: a plan of 99 samples beside 3 is not what a run writes (one sample per planned
        // one); S6: a fraction where a whole number belongs is named by its field.
        (
            file(#""name": "b", \#(plan(99)), "nanosecondsPerFrame": [1, 2, 3]"#),
            "suites[0].benchmarks[0].plan.samples: 99, but nanosecondsPerFrame holds 3", #line
        ),
        (
            file(#""name": "b", \#(plan(3)), "nanosecondsPerFrame": [1]"#),
            "suites[0].benchmarks[0].plan.samples: 3, but nanosecondsPerFrame holds 1", #line
        ),
        (
            file(#""name": "b", "size": 2.5, \#(plan(2)), "nanosecondsPerFrame": [1.5, 2.5]"#),
            "suites[0].benchmarks[0].size: 2.5 is not a whole number", #line
        ),
        (#"{"version": 2.5, "suites": []}"#, "version: 2.5 is not a whole number", #line),
        (
            file(#""name": "b", \#(plan()), "nanosecondsPerFrame": [1e400]"#),
            "not valid JSON (suites[0].benchmarks[0].nanosecondsPerFrame[0]: number 1e400 is not representable in Swift)",
            #line
        ),
    ]

    @Test("each fault is refused in one line naming the file and the field")
    func faultsAreRefused() {
        for row in Self.cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            do {
                _ = try ResultsCoding.decodeResults(Data(row.json.utf8), path: "r.json")
                Issue.record("accepted: \(row.json)", sourceLocation: location)
            } catch {
                #expect(
                    error.description.hasPrefix("'r.json': " + row.message), "\(error.description)",
                    sourceLocation: location)
                #expect(!error.description.contains("\n"), sourceLocation: location)
            }
        }
    }

    @Test("the same file without the fault reads")
    func theCleanFileReads() throws {
        let results = try ResultsCoding.decodeResults(
            Data(Self.file(#""name": "b", \#(Self.plan(2)), "nanosecondsPerFrame": [0, 10]"#).utf8), path: "r.json")
        #expect(results.suites[0].benchmarks[0].nanosecondsPerFrame == [0, 10])
    }
}
