// ReportsTests/DataColumnReadBackTests: `bench trajectory --csv` and `bench compare --csv`/`--summary-csv` are read
// back as strictly as they are written (issue 21 item 5): the columns as docs/runtime.md ("The CSV (`--csv`) has
// one row per frame") and docs/compare.md ("Files") list them, every field of every row checked. Each damage below
// is one a user (or a disk) could do; each must be refused on one line naming the line and the column.
import Analysis
import PanelSimulator
import Scenario
import Support
import Testing

@testable import Reports

@Suite("trajectory and compare CSV read back strictly")
struct DataColumnReadBackTests {
    /// The default scenario released at 400 pt with 1.5 pt/ms (the README's first trajectory).
    static func defaultTrajectory() throws -> Trajectory {
        let scenario = try #require(Scenario.preset(named: "default"))
        return try PanelSimulator(scenario: scenario).run(.release(atDisplayHeight: 400, velocity: 1.5))
    }

    /// The README's compare run: the default scenario from 400 pt at 1.5 pt/ms with every peer.
    static func defaultCurves() throws -> [CompareCurve] {
        let scenario = try #require(Scenario.preset(named: "default"))
        return try CompareAnalysis.movements(
            scenario: scenario, gesture: .release(atDisplayHeight: 400, velocity: 1.5), targets: nil,
            peers: Peer.allCases
        ).curves
    }

    /// `text`'s lines with `edit` applied to the fields of line `line` (1-based; 0 = every line).
    static func editing(_ text: String, line: Int, _ edit: (inout [String]) -> Void) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for k in lines.indices where (line == 0 || k == line - 1) && !lines[k].isEmpty {
            var fields = lines[k].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            edit(&fields)
            lines[k] = fields.joined(separator: ",")
        }
        return lines.joined(separator: "\n")
    }

    @Test("a trajectory CSV has the documented columns and reads back to every frame, for one and three lists")
    func trajectoryRoundTrip() throws {
        let nested = try #require(Scenario.preset(named: "nested3"))
        let runs = [
            (try Self.defaultTrajectory(), "offset_table_pt"),
            (
                try PanelSimulator(scenario: nested).run(.release(atDisplayHeight: 760, velocity: 3)),
                "offset_table_pt,offset_middle_pt,offset_outer_pt"
            ),
        ]
        for (run, offsets) in runs {
            let text = run.csv()
            #expect(
                text.hasPrefix("time_s,outer_offset_pt,display_height_pt,panel_origin_pt,owner,phase,\(offsets)\n"))
            let frames = try TrajectoryFrameColumns.read(text)
            #expect(frames.participantNames == run.participantNames)
            #expect(frames.rows == run.frames.indices.map { TrajectoryFrameRow(run, frame: $0) })
            #expect(frames.rows.count == run.frames.count)
            // Byte for byte what it was read from.
            #expect(TrajectoryFrameColumns.table(participants: frames.participantNames).text(frames.rows) == text)
        }
    }

    /// Damages of the default trajectory's CSV: a name, the line edited (0 = every line), the edit of its fields
    /// and the whole refusal.
    static var trajectoryDamages: [(String, Int, (inout [String]) -> Void, String)] {
        [
            (
                "missing column", 0, { f in f.remove(at: 2) },
                "line 1: column 3 is 'panel_origin_pt' where 'display_height_pt' belongs"
            ),
            (
                "wrong unit in a name", 1, { f in f[1] = "outer_offset_px" },
                "line 1: column 2 is 'outer_offset_px' where 'outer_offset_pt' belongs"
            ),
            (
                "extra column", 1, { f in f.append("extra") },
                "line 1: column 8 is 'extra', not offset_<name>_pt"
            ),
            (
                "header without the last column", 1, { f in f.removeLast() },
                "line 2: 7 fields, the header has 6"
            ),
            ("extra field", 3, { f in f.append("1.0") }, "line 3: 8 fields, the header has 7"),
            ("missing field", 4, { f in f.removeLast() }, "line 4: 6 fields, the header has 7"),
            (
                "not a number", 2, { f in f[0] = "abc" },
                "line 2, time_s: 'abc' is not a finite number"
            ),
            (
                "nan", 5, { f in f[3] = "nan" },
                "line 5, panel_origin_pt: 'nan' is not a finite number"
            ),
            (
                "infinite", 5, { f in f[6] = "inf" },
                "line 5, offset_table_pt: 'inf' is not a finite number"
            ),
            (
                "hex", 5, { f in f[2] = "0x1p8" },
                "line 5, display_height_pt: '0x1p8' is not a finite number"
            ),
            (
                "empty number", 6, { f in f[1] = "" },
                "line 6, outer_offset_pt: '' is not a finite number"
            ),
            (
                "unknown owner", 2, { f in f[4] = "list" },
                "line 2, owner: 'list' is not one of panel, table"
            ),
            (
                "unknown phase", 2, { f in f[5] = "flying" },
                "line 2, phase: 'flying' is not one of tracking, decelerating, animating, bouncing, settled"
            ),
            ("time going back", 3, { f in f[0] = "-1.0" }, "line 3, time_s: -1.0 is not after 0.0"),
        ]
    }

    @Test("a damaged trajectory CSV is refused on one line naming its line and column")
    func damagedTrajectory() throws {
        let csv = try Self.defaultTrajectory().csv()
        for (name, line, edit, message) in Self.trajectoryDamages {
            let text = Self.editing(csv, line: line, edit)
            do throws(DataFileProblem) {
                _ = try TrajectoryFrameColumns.read(text)
                Issue.record("\(name): read without complaint")
            } catch {
                #expect(error.description == message, "\(name)")
                #expect(!error.description.contains("\n"), "\(name): one line")
            }
        }
    }

    @Test("the curve CSV and the summary CSV have the documented columns and read back to every curve")
    func compareRoundTrip() throws {
        let curves = try Self.defaultCurves()
        let samples = ComparePlot.csv(curves)
        #expect(samples.hasPrefix("curve_id,target,style,tuning,chosen,time_s,axis_position_pt,velocity_pt_per_s\n"))
        let rows = try CompareCurveColumns.readSamples(samples)
        #expect(rows == curves.flatMap { c in c.times.indices.map { CurveSampleRow(c, sample: $0) } })
        #expect(CompareCurveColumns.samples.text(rows) == samples)
        let summary = ComparePlot.summaryCSV(curves, threshold: 100)
        #expect(
            summary.hasPrefix(
                "curve_id,target,style,tuning,chosen,rest_position_pt,settle_time_s,overshoot_pt,peak_speed_pt_per_s,"
                    + "release_jump_pt_per_s,release_time_s,release_position_pt,momentum_kept,"
                    + "jumps_at_least_100_pt_per_s,largest_jump_pt_per_s,largest_jump_time_s\n"))
        let read = try CompareCurveColumns.readSummary(summary)
        #expect(read.threshold == 100)
        #expect(read.rows == curves.map(CurveSummaryRow.init))
        #expect(CompareCurveColumns.summary(threshold: read.threshold).text(read.rows) == summary)
        // Some curve has jumps and some has none, so both kinds of largest-jump fields are read.
        #expect(read.rows.contains { $0.jumps > 0 } && read.rows.contains { $0.jumps == 0 })
    }

    @Test("a field with a comma, a quote or a line end is quoted and read back as it was")
    func quotedFields() throws {
        var row = CurveSampleRow()
        row.target = "detent 1, \"high\"\nsecond line"
        row.style = "decel 0.99/ms"
        let text = CompareCurveColumns.samples.text([row])
        #expect(text.contains("\"detent 1, \"\"high\"\"\nsecond line\""))
        #expect(try CompareCurveColumns.readSamples(text) == [row])
        #expect(throws: DataFileProblem.self) { try CompareCurveColumns.readSamples(text + "a,\"b\n") }
    }

    /// Damages of the README compare run's curve CSV (`samples`) and summary CSV (`summary`): the file, a name,
    /// the line edited, the edit of its fields and the whole refusal.
    static var compareDamages: [(String, String, Int, (inout [String]) -> Void, String)] {
        [
            (
                "samples", "wrong header", 1, { f in f[0] = "curve" },
                "line 1: column 1 is 'curve' where 'curve_id' belongs"
            ),
            (
                "samples", "missing column", 1, { f in f.removeLast() },
                "line 1: 7 columns; missing 'velocity_pt_per_s'"
            ),
            (
                "samples", "extra column", 1, { f in f.append("acceleration_pt_per_s2") },
                "line 1: 9 columns; 'acceleration_pt_per_s2' after the last ('velocity_pt_per_s')"
            ),
            ("samples", "chosen 2", 2, { f in f[4] = "2" }, "line 2, chosen: '2' is not 0 or 1"),
            (
                "samples", "not a number", 3, { f in f[6] = "12pt" },
                "line 3, axis_position_pt: '12pt' is not a finite number"
            ),
            (
                "samples", "a time twice", 3, { f in f[5] = "0.0" },
                "line 3, time_s: curve 'detent-0/decel-0.99' already has a row at 0.0 s"
            ),
            (
                "summary", "threshold not a number", 1, { f in f[13] = "jumps_at_least_x_pt_per_s" },
                "line 1: column 14 is 'jumps_at_least_x_pt_per_s', not jumps_at_least_<threshold>_pt_per_s"
            ),
            (
                "summary", "wrong unit", 1, { f in f[6] = "settle_time_ms" },
                "line 1: column 7 is 'settle_time_ms' where 'settle_time_s' belongs"
            ),
            (
                "summary", "negative settle", 2, { f in f[6] = "-0.5" },
                "line 2, settle_time_s: -0.5 is below 0.0"
            ),
            (
                "summary", "count not digits", 2, { f in f[13] = "1.5" },
                "line 2, jumps_at_least_100_pt_per_s: '1.5' is not a count (digits)"
            ),
            (
                "summary", "largest jump dropped", 2, { f in f[14] = "" },
                "line 2, largest_jump_pt_per_s: empty, but 1 jumps are counted"
            ),
            (
                "summary", "extra field", 2, { f in f.append("") },
                "line 2: 17 fields, the header has 16"
            ),
        ]
    }

    @Test("a damaged curve or summary CSV is refused on one line naming its line and column")
    func damagedCompare() throws {
        let curves = try Self.defaultCurves()
        let texts = ["samples": ComparePlot.csv(curves), "summary": ComparePlot.summaryCSV(curves, threshold: 100)]
        for (file, name, line, edit, message) in Self.compareDamages {
            let damaged = Self.editing(texts[file] ?? "", line: line, edit)
            do throws(DataFileProblem) {
                if file == "samples" {
                    _ = try CompareCurveColumns.readSamples(damaged)
                } else {
                    _ = try CompareCurveColumns.readSummary(damaged)
                }
                Issue.record("\(file), \(name): read without complaint")
            } catch {
                #expect(error.description == message, "\(file), \(name)")
            }
        }
    }
}
