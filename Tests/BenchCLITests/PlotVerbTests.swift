// BenchCLITests/PlotVerbTests: `bench trajectory` and `bench compare` run in-process into a scratch folder.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Plotting
import Reports
import Scenario
import Testing

@testable import BenchCLI

/// The mean row of pixels within `tolerance` of `color` in column `x`, between rows `rows`, or nil.
private func meanRow(
    of color: PlotColor, in image: RGBAImage, column x: Int, rows: ClosedRange<Int>,
    tolerance: Int = 40
) -> Double? {
    var sum = 0
    var count = 0
    for y in rows {
        guard let found = image.pixel(x: x, y: y) else { continue }
        if abs(Int(found.red) - Int(color.red)) <= tolerance && abs(Int(found.green) - Int(color.green)) <= tolerance
            && abs(Int(found.blue) - Int(color.blue)) <= tolerance
        {
            sum += y
            count += 1
        }
    }
    return count == 0 ? nil : Double(sum) / Double(count)
}

private func contents(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

/// The fields of one CSV line (RFC 4180 quoting: a quoted field may hold commas and doubled quotes).
func csvFields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var previousQuote = false
    for character in line {
        if quoted {
            if character == "\"" {
                quoted = false
                previousQuote = true
            } else {
                field.append(character)
            }
        } else if character == "\"" {
            if previousQuote { field.append("\"") }
            quoted = true
        } else if character == "," {
            fields.append(field)
            field = ""
            previousQuote = false
        } else {
            field.append(character)
            previousQuote = false
        }
    }
    fields.append(field)
    return fields
}

@Suite struct PlotVerbTests {
    /// A drag from 250 pt to 350 pt over 0.12 s, released slowly (0.1 pt/ms < 0.2): the panel goes to the nearest
    /// detent (400 pt). The release point is on no guide, and the curve is gentle on both sides of it.
    static let drag = ["--drag", "100", "--duration", "0.12", "--start-height", "250", "--velocity", "0.1"]

    @Test func trajectoryWritesThePlotTheCSVAndTheSummary() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = "\(folder)/t.png"
        let csv = "\(folder)/t.csv"
        let result = bench(
            ["trajectory", "--scenario", "default"] + Self.drag
                + ["--renderer", "raster", "--size", "1000x700", "--out", png, "--csv", csv])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.hasPrefix("scenario       default (policy bodragscroll, style systemScroll, 120 Hz)\n"))
        #expect(
            result.output.contains("release        t 0.12 s, height 350 pt, outer offset -450 pt, velocity 0.1 pt/ms\n")
        )
        #expect(result.output.contains("landing        height 400 pt (detent 1), outer offset -400 pt\n"))
        #expect(result.output.contains("movement       decelerating\n"))
        #expect(result.output.hasSuffix("plot: \(png) (raster, 1000x700 px)\ncsv: \(csv)\n"))

        let text = String(decoding: try contents(csv), as: UTF8.self)
        #expect(
            text.hasPrefix(
                "time_s,outer_offset_pt,display_height_pt,panel_origin_pt,owner,phase,offset_table_pt\n0.0,-550.0,250.0,"
            ))

        // The series passes through (release time, release height) where PlotLayout puts it.
        let image = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width == 1000 && image.height == 700)
        let scenario = try #require(Scenario?(BenchCLI.loadScenario("default")))
        let gesture = Gesture.drag(
            fromDisplayHeight: 250, distance: 100, duration: 0.12, sampleRate: 120, releaseVelocity: 0.1)
        let trajectory = try PanelSimulator(scenario: scenario).run(gesture)
        // The same title as the verb's: a title that wraps onto more lines moves the panels down.
        guard
            case .arguments(let parsed) = try ArgumentParser(
                options: BenchCLI.trajectory.options, positionals: [], commandPath: "bench trajectory"
            ).parse(["--scenario", "default"] + Self.drag)
        else { throw UsageError("help") }
        let title = TrajectorySummary.title(try GestureOptions(parsing: parsed).setup(), policy: .boDragScroll)
        let spec = TrajectoryPlot.spec(for: trajectory, title: title, size: PlotSize(width: 1000, height: 700))
        let panel = try #require(try PlotLayout(spec: spec).panels.first)
        let release = panel.pixel(x: trajectory.outcome.releaseTime, y: trajectory.outcome.releaseHeight)
        let x = Int(release.x.rounded(.down))
        let window = Int(release.y) - 12...Int(release.y) + 12
        // The release marker covers the exact column; the line continues on both sides of it.
        for column in [x - 4, x - 2, x + 2, x + 4] {
            let row = try #require(
                meanRow(of: TrajectoryPlot.heightColor, in: image, column: column, rows: window),
                "no display-height pixel in column \(column)")
            // 3 px: four columns either side of the release the rising curve is up to about 2 px off its height.
            #expect(abs(row - release.y) <= 3, "column \(column): series at row \(row), release height at \(release.y)")
        }
        #expect(
            image.pixel(x: x, y: Int(panel.frame.top) + 40).map { $0.red > 150 && $0.green < 90 } == true,
            "release marker")
    }

    @Test func sameCommandTwiceGivesTheSameBytes() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = ["--scenario", "default", "--velocity", "2.5", "--renderer", "raster", "--size", "800x500"]
        for name in ["a", "b"] {
            #expect(
                bench(["trajectory"] + base + ["--out", "\(folder)/t\(name).png", "--csv", "\(folder)/t\(name).csv"])
                    .status == 0)
            #expect(
                bench(
                    ["compare", "--peers", "all"] + base + [
                        "--out", "\(folder)/c\(name).png", "--csv", "\(folder)/c\(name).csv",
                    ]
                ).status == 0)
        }
        for stem in ["t", "c"] {
            #expect(try contents("\(folder)/\(stem)a.png") == contents("\(folder)/\(stem)b.png"))
            #expect(try contents("\(folder)/\(stem)a.csv") == contents("\(folder)/\(stem)b.csv"))
        }
    }

    @Test func compareMarksTheSolversChoiceAndListsEveryCurve() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = "\(folder)/c.png"
        let result = bench([
            "compare", "--start-height", "400", "--velocity", "1.5", "--peers", "flutter,android,floatingpanel",
            "--renderer", "raster", "--out", png, "--csv", "\(folder)/c.csv",
        ])
        #expect(result.status == 0)
        #expect(result.error == "")
        let rows = result.output.split(separator: "\n").map(String.init)
        #expect(rows.first == "scenario: default; gesture: release at 400 pt, 1.5 pt/ms")
        let chosen = rows.filter { $0.hasPrefix("*") }
        #expect(chosen.count == 1)
        #expect(chosen.first?.contains("detent-2=table-start/decel-0.99 ") == true)
        // A header, the peer versions, a rule, 3 targets × 3 styles + 3 peers, the threshold line, then the plot, the
        // peers' plot (issue 44: the peers in a figure of their own) and CSV lines.
        #expect(rows.count == 1 + 1 + 2 + 12 + 1 + 3)
        #expect(rows.contains("plot: \(folder)/c-peers.png (raster, 1600x1000 px)"))
        #expect(rows.contains { $0.hasPrefix("note: peer versions: flutter = flutter/flutter") })
        #expect(rows.contains("velocity jumps of at least 100 pt/s are flagged"))
        #expect(rows.last == "csv: \(folder)/c.csv")
        let image = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width == 1600 && image.height == 1000)
        // The chosen candidate has the solver's own figures.
        let trajectory = bench([
            "trajectory", "--start-height", "400", "--velocity", "1.5", "--renderer", "raster",
            "--out", "\(folder)/t.png",
        ])
        #expect(trajectory.output.contains("settle time    0.75 s after release (within 0.167 pt of rest)\n"))
        #expect(chosen.first?.contains("0.750") == true)
        // Every CSV row carries curve id, target, style, tuning and the chosen flag; (curve id, time) is unique.
        let csv = String(decoding: try contents("\(folder)/c.csv"), as: UTF8.self).split(separator: "\n")
        #expect(csv.first == "curve_id,target,style,tuning,chosen,time_s,axis_position_pt,velocity_pt_per_s")
        let keys = csv.dropFirst().map { line -> String in
            let fields = csvFields(line)
            return "\(fields[0])|\(fields[5])"
        }
        #expect(Set(keys).count == keys.count)
        #expect(csv.dropFirst().allSatisfy { csvFields($0).count == 8 })
    }

    /// A panel with four detents over two nested lists (the ancestor split around its child): every target
    /// has its own id and label, `--targets` takes exactly what it is given, and the CSV keys are unique.
    @Test func aTwoLevelChainGivesUniqueTargetsAndKeys() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = "\(folder)/two.json"
        try Data(Self.twoLevelChain.utf8).write(to: URL(fileURLWithPath: scenario))
        let all = bench([
            "compare", "--scenario", scenario, "--start-height", "390", "--targets", "all", "--renderer", "raster",
            "--out", "\(folder)/c.png", "--csv", "\(folder)/c.csv", "--summary-json", "\(folder)/s.json",
        ])
        #expect(all.status == 0, "\(all.error)")
        let lines = String(decoding: try contents("\(folder)/c.csv"), as: UTF8.self).split(separator: "\n").dropFirst()
        let keys = lines.map { line -> String in
            let fields = csvFields(line)
            return "\(fields[0])|\(fields[5])"
        }
        #expect(!keys.isEmpty && Set(keys).count == keys.count)
        let summary = try JSONSerialization.jsonObject(with: contents("\(folder)/s.json")) as? [String: Any]
        let curves = try #require(summary?["curves"] as? [[String: Any]])
        let ids = curves.compactMap { $0["id"] as? String }
        let targets = Set(curves.compactMap { $0["target"] as? String })
        #expect(ids.count == 18 && Set(ids).count == 18, "6 targets (all but the release's detent) × 3 styles")
        #expect(targets.count == 6)
        // Exactly what is asked: one name and one axis position (the middle list's end), nothing more.
        let some = bench([
            "compare", "--scenario", scenario, "--start-height", "390", "--targets", "detent-0,2400",
            "--renderer", "raster", "--out", "\(folder)/d.png",
        ])
        #expect(some.status == 0)
        let rows = some.output.split(separator: "\n").filter { $0.contains("/decel-0.99 ") }
        #expect(rows.count == 2)
        #expect(rows.first?.contains("detent 0 (150 pt)") == true)
        #expect(rows.last?.contains("axis 2400 pt") == true)
    }

    /// Two detents below and above a list captured at 600 pt: the list's parts sit at axis 600–900 (ancestor,
    /// 300 pt before its child), 900–2400 (the table, 2000 − 500), 2400–2980 (ancestor, the other 580 pt), and the
    /// top detent 180 pt above the panel's 600 pt at 3160.
    static let twoLevelChain = """
        {"name": "two-level", "panelHeight": 800, "detents": [150, 390, 600, 780],
         "chain": [{"contentHeight": 2000, "viewportHeight": 500},
                   {"contentHeight": 1600, "viewportHeight": 720, "childMinY": 300}]}
        """

    @Test func tuningsRunTheSameReleasesThroughBothAndGiveAVerdict() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 0.25 pt/ms is above the default low-velocity threshold (0.2: one detent up) and below B's (0.3: back
        // to the nearest detent, where it started).
        let result = bench([
            "compare", "--start-height", "400", "--velocities", "0.25,1.5", "--set", "low-velocity-threshold=0.3",
            "--renderer", "raster", "--out", "\(folder)/ab.png",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("note: tuning B: low-velocity-threshold 0.2 -> 0.3 pt/ms"))
        #expect(result.output.contains("verdict: 0.25 pt/ms: A lands at detent 2 (700 pt), B at detent 1 (400 pt)"))
        #expect(result.output.contains("verdict: 1.5 pt/ms: both land at detent 2 (700 pt)"))
        let bad = bench(["compare", "--set", "low-velocity-threshold=-1", "--out", "\(folder)/x.png"])
        #expect(bad.status == 2)
        #expect(
            bad.error == "bench compare: --set: low-velocity-threshold: '-1' is not a number in [0, 1000000] pt/ms\n")
    }

    @Test func policiesSynthesizeADragAndSaySo() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = bench(["compare", "--policies", "--renderer", "raster", "--out", "\(folder)/p.png"])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "note: no --drag given: synthesized drag 150 pt in 0.1 s from 400 pt at 120 Hz touches"))
        for policy in ReleasePolicy.allCases { #expect(result.output.contains(policy.rawValue)) }
        #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("*") }.count == 1)
    }

    /// `--own-presets`: each system on the preset that models it (docs/systems.md), and the note says which.
    @Test func policiesOnTheirOwnPresetsSaySo() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = bench([
            "compare", "--policies", "--own-presets", "--renderer", "raster", "--out", "\(folder)/p.png",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "note: each system on its own preset (bodragscroll: default, comment-popup: comment-popup, "
                    + "home-unified: home-unified, home-legacy: home-legacy, thirty-line: thirty-line)"))
        // The thirty-line view has no momentum: it rests where the finger left it, 150 pt above its start (800).
        #expect(result.output.contains("thirty-line    rest 950 pt"))
        let refused = bench(["compare", "--own-presets"])
        #expect(refused.status == 2)
        #expect(refused.error == "bench compare: --own-presets: only applies with --policies\n")
    }

    @Test func badInputIsOneLineAndExitTwoAndWritesNothing() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = ["--out", "\(folder)/x.png", "--csv", "\(folder)/x.csv", "--renderer", "raster"]
        let cases: [([String], String)] = [
            (["trajectory", "--velocity", "abc"], "bench trajectory: --velocity: 'abc' is not a number"),
            (["trajectory", "--velocity", "500"], "bench trajectory: --velocity: 500 is out of range -100…100"),
            (["trajectory", "--style", "fast"], "bench trajectory: --style: 'fast' is not one of system, view"),
            (["trajectory", "--duration", "0.2"], "bench trajectory: --duration: only applies to a --drag"),
            (["trajectory", "--size", "100x100"], "bench trajectory: --size: 100 px is out of range 200…20000"),
            // Plotting/PlotSize.problem: at most 40 000 000 pixels (hostile pass three, T10: 20000x20000 trapped).
            (
                ["trajectory", "--size", "20000x20000"],
                "bench trajectory: --size: 20000x20000 is 400000000 pixels, more than the 40000000 a picture may have "
                    + "(e.g. 8000x5000)"
            ),
            (
                ["trajectory", "--size", "big"],
                "bench trajectory: --size: 'big' is not WIDTHxHEIGHT in pixels (e.g. 1600x1000)"
            ),
            (
                ["trajectory", "--scenario", "nope"],
                "bench trajectory: --scenario: 'nope' is neither a preset (\(ScenarioPresets.names.joined(separator: ", "))) nor an existing file"
            ),
            (["trajectory", "--frame-rate", "90"], "bench trajectory: --frame-rate: '90' is not one of 60, 120, 240"),
            (["trajectory", "--bogus"], "bench trajectory: unknown option '--bogus' (see bench trajectory --help)"),
            (
                ["compare", "--peers", "ios"],
                "bench compare: --peers: 'ios' is not one of flutter, flutter-clamping, android, floatingpanel, floatingpanel-projectable, all"
            ),
            (
                ["compare", "--policies", "--targets", "400"],
                "bench compare: --targets: does not apply with --policies"
            ),
            (
                ["compare", "--targets", "5000"],
                "bench compare: --targets: 5000 pt is outside the axis (100…1940 pt)"
            ),
            (
                ["compare", "--targets", "x"],
                "bench compare: --targets: 'x' is neither a target (detent-0, detent-1, detent-2=table-start, "
                    + "table-end) nor an axis position (pt)"
            ),
            (
                ["compare", "--peer", "flutter-friction=2"],
                "bench compare: --peer: flutter-friction: '2' is not a number in (0, 1) per s"
            ),
            (
                ["compare", "--velocities", "1"],
                "bench compare: --velocities: only applies when comparing tunings (--set, --scenario-b)"
            ),
        ]
        for (arguments, message) in cases {
            let result = bench(arguments + out)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error == message + "\n", "\(arguments)")
            #expect(result.output == "", "\(arguments)")
        }
        let missing = bench(["trajectory", "--out", "\(folder)/none/x.png"])
        #expect(
            missing == (
                2, "", "bench trajectory: cannot write '\(folder)/none/x.png': folder '\(folder)/none' does not exist\n"
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func anExistingFileIsReplacedOnlyWithForce() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = "\(folder)/t.png"
        let csv = "\(folder)/t.csv"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: csv))
        let refused = bench(["trajectory", "--renderer", "raster", "--out", png, "--csv", csv])
        #expect(refused == (2, "", "bench trajectory: '\(csv)' already exists (use --force to replace it)\n"))
        #expect(!FileManager.default.fileExists(atPath: png), "nothing written when one output is refused")
        #expect(try contents(csv) == Data("keep".utf8))
        #expect(bench(["trajectory", "--renderer", "raster", "--out", png, "--csv", csv, "--force"]).status == 0)
        #expect(try contents(csv) != Data("keep".utf8))
    }

    /// A 1.5 pt/ms release at 250 pt with the view-animation style goes to 400 pt by the spring, which starts at
    /// rest (FEEL.md §2.4: initialSpringVelocity is 0): a −1500 pt/s jump at release, flagged and drawn as a
    /// vertical step in the velocity panel.
    @Test func trajectoryVelocityPanelShowsTheJumpAtRelease() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = [
            "trajectory", "--start-height", "250", "--velocity", "1.5", "--style", "view", "--renderer", "raster",
        ]
        let result = bench(arguments + ["--velocity-panel", "--out", "\(folder)/t.png"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "jumps flagged  release -1500 pt/s at 0 s (outer offset -550 pt) (flagged from 100 pt/s)\n"))
        let scenario = try #require(Scenario?(BenchCLI.loadScenario("default")))
        var view = scenario
        view.movementStyle = .viewAnimation
        let trajectory = try PanelSimulator(scenario: view).run(
            Gesture(start: .displayHeight(250), releaseVelocity: 1.5))
        let spec = TrajectoryPlot.spec(
            for: trajectory, title: "t", size: PlotSize(width: 800, height: 600),
            velocity: CompareAnalysis.velocityTrace(trajectory))
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        // The table never scrolls here: its flat content-offset panel is left out and a note says so (issue 24).
        #expect(chart.panels.count == 2)
        #expect(spec.notes.contains { $0.contains("content offset stays at 0 pt throughout") }, "\(spec.notes)")
        let velocity = try #require(chart.panels.last?.series.first)
        #expect(chart.panels.last?.yAxis.unit == "pt/s")
        // The step: the finger's 1500 pt/s and the spring's 0 pt/s, both at the release.
        let atRelease = zip(velocity.x, velocity.y).filter { $0.0 == 0 }.map(\.1)
        #expect(atRelease.contains(1500) && atRelease.contains(0))
        // Without the flag: no velocity panel, but the summary still flags the jump.
        let plain = bench(arguments + ["--out", "\(folder)/p.png"])
        #expect(plain.output.contains("jumps flagged  release -1500 pt/s"))
    }

    @Test func helpStatesTheVelocityUnit() {
        for verb in ["trajectory", "compare"] {
            let help = bench([verb, "--help"])
            #expect(help.status == 0)
            #expect(help.output.contains("points per MILLISECOND"))
        }
    }
}
