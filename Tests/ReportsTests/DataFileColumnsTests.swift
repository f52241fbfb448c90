// ReportsTests/DataFileColumnsTests: `bench trajectory --csv` and `bench compare --csv`/`--summary-csv`/
// `--summary-json` hold the columns and keys docs/runtime.md ("The CSV (`--csv`) has one row per frame") and
// docs/compare.md ("Files") list, one row per frame, sample or curve, fields quoted only when they must be.
import Analysis
import Foundation
import PanelSimulator
import Scenario
import Testing

@testable import Reports

@Suite("trajectory and compare files: documented columns and keys")
struct DataFileColumnsTests {
    /// The README's compare run: the default scenario from 400 pt at 1.5 pt/ms with every peer.
    static func defaultCurves() throws -> [CompareCurve] {
        let scenario = try #require(Scenario.preset(named: "default"))
        return try CompareAnalysis.movements(
            scenario: scenario, gesture: .release(atDisplayHeight: 400, velocity: 1.5), targets: nil,
            peers: Peer.allCases
        ).curves
    }

    /// The lines of `text`, which must end with a line end.
    static func lines(_ text: String) -> [Substring] {
        #expect(text.hasSuffix("\n"))
        return text.split(separator: "\n")
    }

    @Test("a trajectory CSV has the documented columns and one row per frame, for one and three lists")
    func trajectory() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let nested = try #require(Scenario.preset(named: "nested3"))
        let runs = [
            (
                try PanelSimulator(scenario: scenario).run(.release(atDisplayHeight: 400, velocity: 1.5)),
                "offset_table_pt"
            ),
            (
                try PanelSimulator(scenario: nested).run(.release(atDisplayHeight: 760, velocity: 3)),
                "offset_table_pt,offset_middle_pt,offset_outer_pt"
            ),
        ]
        for (run, offsets) in runs {
            let lines = Self.lines(run.csv())
            #expect(lines[0] == "time_s,outer_offset_pt,display_height_pt,panel_origin_pt,owner,phase,\(offsets)")
            #expect(lines.count == run.frames.count + 1)
            let columns = lines[0].split(separator: ",").count
            #expect(lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == columns })
        }
    }

    @Test("the curve CSV and the summary CSV have the documented columns, one row per sample and per curve")
    func compareCSV() throws {
        let curves = try Self.defaultCurves()
        let samples = Self.lines(ComparePlot.csv(curves))
        #expect(samples[0] == "curve_id,target,style,tuning,chosen,time_s,axis_position_pt,velocity_pt_per_s")
        #expect(samples.count == 1 + curves.reduce(0) { $0 + $1.times.count })
        let summary = Self.lines(ComparePlot.summaryCSV(curves, threshold: 100))
        #expect(
            summary[0]
                == "curve_id,target,style,tuning,chosen,rest_position_pt,settle_time_s,overshoot_pt,peak_speed_pt_per_s,"
                + "release_jump_pt_per_s,release_time_s,release_position_pt,momentum_kept,"
                + "jumps_at_least_100_pt_per_s,largest_jump_pt_per_s,largest_jump_time_s")
        #expect(summary.count == 1 + curves.count)
    }

    @Test("a field with a comma, a quote or a line end is quoted with its quotes doubled; others are not")
    func quotedFields() {
        let table = DataTable<String>([DataColumn("a") { $0 }, DataColumn("b") { _ in "1.5" }])
        #expect(table.text(["detent 1, \"high\"\nsecond line"]) == "a,b\n\"detent 1, \"\"high\"\"\nsecond line\",1.5\n")
        #expect(table.text(["decel 0.99/ms"]) == "a,b\ndecel 0.99/ms,1.5\n")
    }

    @Test("the summary JSON has the documented keys; coincidesWith and momentumKept only when given")
    func summaryJSON() throws {
        let curves = try Self.defaultCurves()
        let data = try ComparePlot.summaryJSON(curves, threshold: 100)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(document.keys) == ["version", "velocityJumpThreshold", "curves"])
        #expect(document["version"] as? Int == 1 && document["velocityJumpThreshold"] as? Double == 100)
        let entries = try #require(document["curves"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == curves.map(\.id))
        let outcomeKeys: Set = [
            "restingPosition", "settleTime", "overshoot", "peakSpeed", "releaseVelocity", "releaseJump",
            "releaseTime", "releasePosition", "discontinuities",
        ]
        for (entry, curve) in zip(entries, curves) {
            let given: Set<String> = curve.coincidesWith == nil ? [] : ["coincidesWith"]
            #expect(Set(entry.keys) == Set(["id", "target", "style", "tuning", "chosen", "outcome"]).union(given))
            let outcome = try #require(entry["outcome"] as? [String: Any])
            #expect(Set(outcome.keys) == outcomeKeys.union(curve.outcome.momentumKept == nil ? [] : ["momentumKept"]))
            for jump in outcome["discontinuities"] as? [[String: Any]] ?? [] {
                #expect(Set(jump.keys) == ["kind", "time", "position", "jump"])
            }
        }
        // Both kinds of curve are in the run, so both spellings are checked.
        #expect(
            curves.contains { $0.outcome.momentumKept == nil } && curves.contains { $0.outcome.momentumKept != nil })
        #expect(curves.contains { !$0.outcome.discontinuities.isEmpty })
    }
}
