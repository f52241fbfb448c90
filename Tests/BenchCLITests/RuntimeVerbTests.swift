import Foundation
import Testing

/// `bench trajectory` with recorded touches, scripts and a list offset: bad input is one line and exit 2, nothing
/// written; good input writes the plot and the steps.
@Suite struct RuntimeVerbTests {
    @Test(
        "bad runtime options are one line on stderr with exit 2",
        arguments: [
            (["--touches", "/nonexistent/t.csv"], "--touches: cannot read '/nonexistent/t.csv'"),
            (["--script", "jump 3"], "--script[0]: unknown action 'jump'"),
            (["--script", "wait 1", "--drag", "10"], "--script: cannot be combined with --drag"),
            (
                ["--scenario", "movement-lab", "--list-offset", "10"],
                "--list-offset: scenario 'movement-lab' has no list"
            ),
        ])
    func badInput(_ extra: [String], _ message: String) throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = "\(folder)/t.png"
        let result = bench(["trajectory", "--renderer", "raster", "--out", png] + extra)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("bench trajectory: \(message)") || result.error.contains(message))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test("a bad touch file names its line")
    func badTouchFile() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = "\(folder)/touches.csv"
        try "time_s,finger_y_pt\n0,500\n0,490\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = bench(["trajectory", "--touches", file, "--renderer", "raster", "--out", "\(folder)/t.png"])
        #expect(result.status == 2)
        #expect(result.error.contains("--touches: \(file): line 3: time 0.0 s is not after 0.0 s"))
    }

    @Test("a script prints one line per action and writes the plot; the summary states every step's end")
    func script() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = "\(folder)/s.png"
        let result = bench([
            "trajectory", "--scenario", "movement-lab", "--start-height", "390", "--script",
            "move 760 0.9; wait 0.18; move 390", "--renderer", "raster", "--out", png,
        ])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("0 s  move 760 0.9") && $0.hasSuffix("interrupted") })
        #expect(lines.contains { $0.hasPrefix("0.18 s  move 390") && $0.contains("target 390 pt (detent 1)") })
        #expect(FileManager.default.fileExists(atPath: png))
    }

    @Test("--list-offset without --start-height starts the touch at the list's height, inside the list")
    func listOffset() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = bench([
            "trajectory", "--list-offset", "300", "--velocity", "0", "--renderer", "raster", "--out",
            "\(folder)/l.png",
        ])
        #expect(result.status == 0)
        // The default scenario's table takes over at 700 pt; the table rests where it started.
        #expect(result.output.contains("release at 700 pt"))
        #expect(result.output.contains("table offset   300 pt at rest"))
    }
}
