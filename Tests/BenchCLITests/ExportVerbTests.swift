// BenchCLITests/ExportVerbTests: `bench export`: the Swift it prints parses, and its JSON loads back as the tuning.
import Analysis
import Foundation
import PanelSimulator
import Scenario
import Testing

@testable import BenchCLI
@testable import Sweep

@Suite struct ExportVerbTests {
    /// The default preset with the changes the command below asks for, made by hand.
    static func expectedScenario() throws -> Scenario {
        var scenario = try #require(Scenario.preset(named: "default"))
        scenario.feel.lowVelocityThreshold = 0.3
        scenario.panelDecelerationRate = 0.995
        scenario.feel.collapseResistance = true
        scenario.movementStyle = .viewAnimation
        return scenario
    }

    static let command = [
        "export", "--scenario", "default", "--set", "low-velocity-threshold=0.3", "--set",
        "panel-deceleration-rate=0.995", "--set", "collapse-resistance=true", "--style", "view",
    ]

    @Test func theJSONLoadsBackAsTheSameScenario() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = bench(Self.command + ["--json", "\(folder)/t.json", "--swift", "\(folder)/t.swift"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "swift: \(folder)/t.swift\njson: \(folder)/t.json\n")
        let loaded = try BenchCLI.loadScenario("\(folder)/t.json")
        #expect(loaded == (try Self.expectedScenario()))
        // And as --scenario input it gives the same export again, byte for byte.
        let again = bench(["export", "--scenario", "\(folder)/t.json", "--format", "json"])
        #expect(again.output == (try String(contentsOfFile: "\(folder)/t.json", encoding: .utf8)))
    }

    @Test func theSwiftUsesTheLibrarysNamesAndParses() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = bench(Self.command + ["--format", "swift"])
        #expect(result.status == 0)
        let swift = result.output
        for line in [
            "    configuration.movement.lowVelocityThreshold = 0.3  // pt/ms",
            "    configuration.movement.defaultStyle = .viewAnimation",
            "    configuration.handoff.resistsCollapse = true",
            "    configuration.handoff.mode = .coordinated",
            "    configuration.handoff.offsetMismatch = .waitForValidSegment",
            "    view.detentHeights = [100.0, 400.0, 700.0]  // pt",
            "    view.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)",
            "        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.998)",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        let path = "\(folder)/tuning.swift"
        try Data(swift.utf8).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "swiftc -parse: \(text)")
    }

    /// The best cell of a sweep, as `bench results best` ranks it, comes back as the tuning: slow releases
    /// (|v| < 0.3 pt/ms) stay on their detent only when the low-velocity threshold exceeds 0.25 pt/ms.
    @Test func theBestCellOfASweepIsExported() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweep = bench([
            "sweep", "--param", "low-velocity-threshold=0.1:0.5:0.1", "--velocities=-1:1:0.25", "--start-heights",
            "400", "--out", "\(folder)/sw", "--renderer", "raster",
        ])
        #expect(sweep.status == 0, "\(sweep.error)")
        let ranking = ["--by", "settle-time", "--where", "|velocity|<0.3", "--require", "landing-height=start-height"]
        let best = bench(["results", "best", "\(folder)/sw"] + ranking)
        let top = try #require(
            best.output.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("1 ") })
        let value = try #require(top.split(separator: " ").dropFirst().first.flatMap { Double($0) })
        #expect(value > 0.25)
        let export = bench(["export", "--from-sweep", "\(folder)/sw", "--format", "json"] + ranking)
        #expect(export.status == 0, "\(export.error)")
        let scenario = try Scenario.decode(json: export.output, source: "export")
        #expect(scenario.feel.lowVelocityThreshold == value)
        let none = bench(["export", "--from-sweep", "\(folder)/sw", "--require", "landing-height>5000"])
        #expect(none.status == 2)
        #expect(none.error == "bench export: --from-sweep: no combination of '\(folder)/sw' meets every --require\n")
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = ["--json", "\(folder)/t.json"]
        let cases: [([String], String)] = [
            (
                ["export", "--set", "speed=3"],
                "bench export: --set: 'speed=3' is not NAME=VALUE with NAME one of \(SweepParameter.nameList)"
            ),
            (
                ["export", "--set", "animation-speed=0"],
                "bench export: --set: animation-speed: '0' is not a number in (0, 1000000] pt/s"
            ),
            (["export", "--format", "yaml"], "bench export: --format: 'yaml' is not one of both, swift, json"),
        ]
        for (arguments, message) in cases {
            let result = bench(arguments + out)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error == message + "\n", "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
