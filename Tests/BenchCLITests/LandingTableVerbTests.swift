// BenchCLITests/LandingTableVerbTests: `bench trajectory --velocities` prints where each release lands, and A/B
// tunings are named. Expected landings from the release rules (docs/feel-parameters.md, the subject's TargetSolver):
// from a detent, a release slower than 0.2 pt/ms stays on it, a faster one moves one detent in its direction, and
// above 2.2 pt/ms one more only when already within 86 pt of the next detent (400 -> 700 is 300 pt away).
import Foundation
import Testing

@testable import BenchCLI

@Suite struct LandingTableVerbTests {
    @Test func eachVelocityGetsARowWithItsLanding() {
        let run = bench([
            "trajectory", "--scenario", "default", "--start-height", "400", "--velocities", "-3,-0.5,-0.1,0.1,0.5,3",
        ])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "default: release at 400 pt, released at each velocity below; policy bodragscroll")
        let rows = lines.dropFirst(3)
        let expected: [(String, String, Int)] = [
            ("-3", "100 (detent 0)", #line), ("-0.5", "100 (detent 0)", #line), ("-0.1", "400 (detent 1)", #line),
            ("0.1", "400 (detent 1)", #line), ("0.5", "700 (detent 2)", #line), ("3", "700 (detent 2)", #line),
        ]
        #expect(rows.count == expected.count)
        for (row, (velocity, landing, line)) in zip(rows, expected) {
            let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            #expect(cells.first == velocity, "line \(line)")
            #expect(row.contains(landing), "line \(line): \(row)")
        }
        #expect(run.error == "")
    }

    @Test func velocitiesRefuseWhatATableCannotShow() {
        for (arguments, message, line) in [
            (
                ["--velocities", "1,2", "--velocity", "1"],
                "--velocities: prints a landing table; cannot be combined with --velocity", #line
            ),
            (["--velocities", "1,2", "--out", "x.png"], "cannot be combined with --out", #line),
            (["--velocities", "1,x"], "--velocities 1,x: 'x' is not a finite number", #line),
            (["--velocities", "1,200"], "--velocities: 200 is not in [-100, 100] pt/ms", #line),
        ] as [([String], String, Int)] {
            let run = bench(["trajectory"] + arguments)
            #expect(run.status == 2, "line \(line)")
            #expect(run.error.contains(message), "line \(line): \(run.error)")
        }
    }

    @Test func tuningBIsNamedByWhatItChangesUnlessNamed() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = ["compare", "--start-height", "400", "--set", "low-velocity-threshold=0.3", "--renderer", "raster"]
        let unnamed = bench(base + ["--out", "\(folder)/a.png"])
        #expect(unnamed.status == 0, "\(unnamed.error)")
        #expect(unnamed.output.contains("B: low-velocity-threshold 0.3"))
        #expect(unnamed.output.contains("A: default"))
        let named = bench(base + ["--out", "\(folder)/b.png", "--name-a", "shipped", "--name-b", "candidate"])
        #expect(named.status == 0, "\(named.error)")
        #expect(named.output.contains("A: shipped") && named.output.contains("B: candidate"))
        let wrongMode = bench(["compare", "--start-height", "400", "--name-b", "x"])
        #expect(wrongMode.status == 2)
        #expect(wrongMode.error.contains("--name-b: only applies when comparing tunings"))
    }
}

@Suite struct TouchesVerbTests {
    @Test func touchesWritesAReplayableRecordedGesture() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/slow.csv"
        let write = bench(["touches", "--drag", "200", "--duration", "0.3", "--ease", "out", "--out", path])
        #expect(write.status == 0, "\(write.error)")
        #expect(write.output.hasPrefix("wrote \(path): 37 samples"))
        let replay = bench([
            "trajectory", "--touches", path, "--start-height", "400", "--out", "\(folder)/t.png", "--renderer",
            "raster",
        ])
        #expect(replay.status == 0, "\(replay.error)")
        #expect(replay.output.contains("(37 samples, 200 pt in 0.3 s) from 400 pt"))
        let again = bench(["touches", "--drag", "200", "--duration", "0.3", "--ease", "out", "--out", path])
        #expect(again.status == 2)
        #expect(again.error.contains("exists"))
        let missing = bench(["touches", "--ease", "in"])
        #expect(missing.status == 2)
        #expect(missing.error == "bench touches: --drag: required (the finger's travel, pt)\n")
        let unused = bench(["trajectory", "--ease", "in"])
        #expect(unused.status == 2)
        #expect(unused.error.contains("--ease: only applies to a --drag"))
    }
}

@Suite struct PlausibilityWarningVerbTests {
    @Test func anImplausibleScenarioWarnsOnOneLineAndStillRuns() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let printed = bench(["scenarios", "default"])
        var text = printed.output
        text = text.replacingOccurrences(of: "\"viewportHeight\" : 760", with: "\"viewportHeight\" : 790")
        #expect(text != printed.output)
        let path = "\(folder)/tall.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let run = bench([
            "trajectory", "--scenario", path, "--start-height", "400", "--out", "\(folder)/t.png", "--renderer",
            "raster",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.hasPrefix("warning: default: chain[0].viewportHeight: 790 pt is taller than the 760 pt"))
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        #expect(
            bench([
                "trajectory", "--scenario", "default", "--start-height", "400", "--out", "\(folder)/u.png",
                "--renderer", "raster",
            ]).error == "")
    }
}
