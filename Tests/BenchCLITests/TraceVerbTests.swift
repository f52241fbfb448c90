// BenchCLITests/TraceVerbTests: `bench trajectory --trace-out` and `bench trace` end to end: the round trip through
// files, the outputs, and bad input as one line with exit 2 and nothing written.
import Foundation
import Testing

@Suite struct TraceVerbTests {
    /// Writes a bare release of the default preset as a trace into `folder`; returns its path.
    static func writeTrace(in folder: String, velocity: String = "1.5") throws -> String {
        let log = "\(folder)/run.log"
        let result = bench([
            "trajectory", "--scenario", "default", "--start-height", "400", "--velocity", velocity, "--renderer",
            "raster", "--out", "\(folder)/t.png", "--trace-out", log,
        ])
        try #require(result.status == 0, "\(result.error)")
        #expect(result.output.contains("trace: \(log)"))
        return log
    }

    @Test("a run written with --trace-out lists as one session with one gesture and replays with zero error")
    func roundTrip() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try Self.writeTrace(in: folder)
        let listing = bench(["trace", log])
        #expect(listing.status == 0, "\(listing.error)")
        #expect(listing.output.hasPrefix("session 1: DragScrollLab.default / Swift, "))
        #expect(listing.output.contains("1 gesture\n"))
        let csv = "\(folder)/c.csv"
        let json = "\(folder)/c.json"
        let png = "\(folder)/c.png"
        let replay = bench([
            "trace", log, "--scenario", "default", "--csv", csv, "--json", json, "--out", png, "--renderer", "raster",
        ])
        #expect(replay.status == 0, "\(replay.error)")
        #expect(replay.error.isEmpty)
        #expect(replay.output.contains("outer_offset error: max 0 pt, RMS 0 pt, never > 1 px"))
        #expect(replay.output.contains("display_height error: max 0 pt, RMS 0 pt, never > 1 px"))
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(rows.first?.hasPrefix("tuning,session,gesture,scene,implementation,release_height_pt,") == true)
        // display_height, outer_offset, offset_table; every max error 0.
        #expect(rows.count == 4)
        for row in rows.dropFirst() {
            #expect(row.split(separator: ",", omittingEmptySubsequences: false)[10] == "0.0")
        }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect((document as? [String: Any])?["format"] as? String == "dragscrolllab-trace-comparison/1")
        #expect(FileManager.default.fileExists(atPath: png))
        // The same command gives the same bytes.
        let again = bench([
            "trace", log, "--scenario", "default", "--csv", "\(folder)/c2.csv", "--json", "\(folder)/c2.json", "--out",
            "\(folder)/c2.png", "--renderer", "raster",
        ])
        #expect(again.output.replacingOccurrences(of: "c2.", with: "c.") == replay.output)
        for name in ["c.csv", "c.json", "c.png"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            let b = try Data(
                contentsOf: URL(fileURLWithPath: "\(folder)/\(name.replacingOccurrences(of: "c.", with: "c2."))"))
            #expect(a == b, "\(name)")
        }
    }

    @Test("tuning B replays the same releases: a higher low-velocity threshold keeps the 1.5 pt/ms flick at 400 pt")
    func tuningB() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try Self.writeTrace(in: folder)
        let result = bench([
            "trace", log, "--scenario", "default", "--set", "low-velocity-threshold=1.6", "--out", "\(folder)/b.png",
            "--renderer", "raster", "--csv", "\(folder)/b.csv",
        ])
        #expect(result.status == 0, "\(result.error)")
        // FEEL: a release slower than the low-velocity threshold goes to the nearest anchor (400 pt, where it is).
        let landing = result.output.split(separator: "\n").first { $0.contains("landing height") }
        #expect(landing?.split(separator: " ", omittingEmptySubsequences: true).contains("400") == true)
        let rows = try String(contentsOfFile: "\(folder)/b.csv", encoding: .utf8).split(separator: "\n")
        #expect(rows.filter { $0.hasPrefix("b,") }.count == 3)
    }

    @Test(
        "bad input is one line, exit 2, nothing written",
        arguments: [
            (["--csv", "x.csv"], "--csv: only applies with --scenario"),
            (
                ["--scenario", "nested3"],
                "the scenario's geometry does not match the log: session 1: panel height: trace 800 pt, scenario 760 pt"
            ),
            (["--scenario", "default", "--session", "2"], "--session: 2 is not one of the log's 1 sessions"),
            (["--scenario", "default", "--gesture", "2"], "--gesture: 2 is not one of session 1's 1 gestures"),
            (["--scenario", "default", "--set", "bogus=1"], "--set: 'bogus=1' is not NAME=VALUE"),
        ])
    func badInput(_ extra: [String], _ message: String) throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try Self.writeTrace(in: folder)
        let png = "\(folder)/bad.png"
        let result = bench(["trace", log, "--out", png] + extra.map { $0 == "x.csv" ? "\(folder)/x.csv" : $0 })
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
        // docs/output.md: a refusal is one line (hostile pass four, U4: a geometry mismatch printed five).
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: png))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/x.csv"))
    }

    @Test("an output that is the log itself is refused, even with --force; the log stays as it was")
    func outputIsTheLog() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try Self.writeTrace(in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: log))
        for option in ["--csv", "--json", "--out"] {
            let result = bench(["trace", log, "--scenario", "default", option, "\(folder)/./run.log", "--force"])
            #expect(result.status == 2, "\(option)")
            #expect(result.error.contains("it is one of this command's inputs"), "\(option): \(result.error)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: log)) == before)
    }

    @Test("a broken log names the file, the log line and the field")
    func brokenLog() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try Self.writeTrace(in: folder)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let broken = "\(folder)/broken.log"
        try (["noise", String(lines[0]), String(lines[1].prefix(200))].joined(separator: "\n"))
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let empty = "\(folder)/empty.log"
        try "2026-12-01 10:00:00 app[1:2] hello\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let none = bench(["trace", empty])
        #expect(none.status == 2)
        #expect(none.error == "bench trace: \(empty): holds no BODRAG_TRACE_BATCH line (not a demo trace)\n")
        let result = bench(["trace", broken])
        #expect(result.status == 2)
        #expect(
            result.error
                == "bench trace: \(broken): line 3: truncated JSON (unexpected end of file during JSON parse)\n")
        #expect(result.output.isEmpty)
    }

    @Test("--trace-out does not combine with --script, and refuses the --csv path")
    func traceOutInput() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = bench([
            "trajectory", "--script", "wait 1", "--trace-out", "\(folder)/t.log", "--out", "\(folder)/t.png",
        ])
        #expect(a.status == 2)
        #expect(a.error.contains("--trace-out: writes one gesture; not with --script"))
        let b = bench([
            "trajectory", "--csv", "\(folder)/t.log", "--trace-out", "\(folder)/t.log", "--out", "\(folder)/t.png",
        ])
        #expect(b.status == 2)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/t.log"))
    }
}
