// ReportsTests/CurveSummaryJSONReadBackTests: `bench compare --summary-json` is read back as strictly as it is
// written: the fields docs/compare.md ("Files") lists, each once, every number finite. Each edit below is one a
// user (or a disk) could make; each must be refused naming the JSON path of the field.
import Analysis
import Foundation
import Testing

@testable import Reports

@Suite("compare summary JSON read back strictly")
struct CurveSummaryJSONReadBackTests {
    /// One edit of the document's JSON object.
    typealias Edit = (inout [String: Any]) -> Void

    /// Sets key `key` of curve 0's object at `path` (`[]` the curve, `["outcome"]` its outcome) to `value` (nil:
    /// removes it).
    static func curve(_ path: [String], _ key: String, _ value: Any?) -> Edit {
        { object in
            var curves = object["curves"] as? [[String: Any]] ?? []
            guard !curves.isEmpty else { return }
            if path.isEmpty {
                curves[0][key] = value
            } else {
                var inner = curves[0][path[0]] as? [String: Any] ?? [:]
                inner[key] = value
                curves[0][path[0]] = inner
            }
            object["curves"] = curves
        }
    }

    /// The README compare run's summary with every peer (the first curve decelerates to detent 0 with one jump).
    static func summary() throws -> (curves: [CompareCurve], data: Data) {
        let curves = try DataColumnReadBackTests.defaultCurves()
        return (curves, try ComparePlot.summaryJSON(curves, threshold: 100))
    }

    @Test("the summary JSON reads back to every curve's names and outcome, and writes the same bytes again")
    func roundTrip() throws {
        let (curves, data) = try Self.summary()
        let document = try CompareCurveColumns.readSummaryJSON(data)
        #expect(document.version == 1 && document.velocityJumpThreshold == 100)
        #expect(document.curves == curves.map(CurveSummaryEntry.init))
        #expect(document.curves.contains { $0.outcome.momentumKept == nil })
        #expect(document.curves.contains { !$0.outcome.discontinuities.isEmpty })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try encoder.encode(FieldObject(document)) + Data("\n".utf8) == data)
    }

    static var edits: [(name: String, edit: Edit, culprit: String)] {
        [
            ("version 2", { $0["version"] = 2 }, "version: 2 is not 1"),
            ("negative threshold", { $0["velocityJumpThreshold"] = -1.0 }, "velocityJumpThreshold: -1.0 is below 0.0"),
            ("unknown top key", { $0["extra"] = 1 }, "extra: unknown key"),
            ("id missing", curve([], "id", nil), "curves[0].id: missing"),
            ("chosen a number", curve([], "chosen", 1), "curves[0].chosen: "),
            ("unknown curve key", curve([], "colour", "red"), "curves[0].colour: unknown key"),
            ("outcome missing", curve([], "outcome", nil), "curves[0].outcome: missing"),
            (
                "negative settle", curve(["outcome"], "settleTime", -0.5),
                "curves[0].outcome.settleTime: -0.5 is below 0.0"
            ),
            ("nan settle", curve(["outcome"], "settleTime", "nan"), "curves[0].outcome.settleTime: "),
            ("negative overshoot", curve(["outcome"], "overshoot", -1.0), "curves[0].outcome.overshoot: -1.0 is below"),
            ("peak speed missing", curve(["outcome"], "peakSpeed", nil), "curves[0].outcome.peakSpeed: missing"),
            ("unknown outcome key", curve(["outcome"], "landing", 1), "curves[0].outcome.landing: unknown key"),
            (
                "jump of an unknown kind",
                curve(["outcome"], "discontinuities", [["kind": "bump", "time": 0, "position": 0, "jump": 1]]),
                "curves[0].outcome.discontinuities[0].kind: "
            ),
            (
                "jump without its size",
                curve(["outcome"], "discontinuities", [["kind": "frame", "time": 0, "position": 0]]),
                "curves[0].outcome.discontinuities[0].jump: missing"
            ),
        ]
    }

    @Test("an edited summary JSON is refused on one line naming the field's path")
    func editsAreRefused() throws {
        let (_, data) = try Self.summary()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for (name, edit, culprit) in Self.edits {
            var edited = object
            edit(&edited)
            let bytes = try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys])
            do throws(DataFileProblem) {
                _ = try CompareCurveColumns.readSummaryJSON(bytes)
                Issue.record("\(name): read without complaint")
            } catch {
                #expect(error.description.hasPrefix(culprit), "\(name): \(error.description)")
                #expect(!error.description.contains("\n"), "\(name): one line")
            }
        }
        // A key written twice is refused before decoding.
        let twice = Data(#"{"version": 1, "version": 1, "velocityJumpThreshold": 100, "curves": []}"#.utf8)
        #expect(throws: DataFileProblem.self) { try CompareCurveColumns.readSummaryJSON(twice) }
    }
}
