// BenchCLITests/FigurePairTitleTests: the pictures of one figure pair in the README and docs (two image lines in a
// row, issue 44) have different titles, so a reader tells them apart by their titles alone, and share their axes,
// so the eye compares them by position alone. Checked for every pair
// whose pictures the same document writes with `bench trajectory`, with the title that verb draws.
import ArgumentParsing
import Foundation
import PanelSimulator
import Plotting
import Reports
import Testing

@testable import BenchCLI

@Suite struct FigurePairTitleTests {
    /// The package's root directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents whose figures are checked: the README and every page of docs/.
    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        return [root.appendingPathComponent("README.md")] + pages.sorted { $0.path < $1.path }
    }

    /// Each figure pair of `text`: the picture file names (`popup-60hz.png`) of two or more image lines in a row.
    static func figureGroups(_ text: String) -> [[String]] {
        var groups: [[String]] = []
        var run: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("!["), let open = line.lastIndex(of: "("), line.hasSuffix(")") {
                let path = line[line.index(after: open)..<line.index(before: line.endIndex)]
                run.append(String(path.split(separator: "/").last ?? ""))
            } else {
                if run.count > 1 { groups.append(run) }
                run = []
            }
        }
        if run.count > 1 { groups.append(run) }
        return groups
    }

    /// The arguments of each `swift run bench trajectory` command of `text` (continuation lines joined), keyed by
    /// the file name its `--out` writes.
    static func trajectoryCommands(_ text: String) -> [String: [String]] {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        var commands: [String: [String]] = [:]
        for line in joined.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard words.starts(with: ["swift", "run", "bench", "trajectory"]),
                let out = words.firstIndex(of: "--out"), out + 1 < words.count
            else { continue }
            let name = String(words[out + 1].split(separator: "/").last ?? "")
            // A scenario file is named relative to the package root, where the README's commands run.
            commands[name] = words.dropFirst(4).map {
                $0.hasSuffix(".json") ? root.appendingPathComponent($0).path : $0
            }
        }
        return commands
    }

    /// The options `bench trajectory` reads from `arguments`.
    static func options(_ arguments: [String]) throws -> TrajectoryOptions {
        guard
            case .arguments(let parsed) = try ArgumentParser(
                options: BenchCLI.trajectory.options, positionals: [], commandPath: "bench trajectory"
            ).parse(arguments)
        else { throw UsageError("help") }
        return try TrajectoryOptions(parsing: parsed)
    }

    /// The title `bench trajectory` draws for `arguments`.
    static func title(_ arguments: [String]) throws -> String {
        let options = try options(arguments)
        let setup = try options.gesture.setup()
        return TrajectorySummary.title(setup, policy: options.policy ?? setup.scenario.policy)
    }

    /// The axes of the picture `bench trajectory` draws for `arguments`: the time axis's ends, then each panel's
    /// title and y axis ends, as laid out (round ticks included).
    static func axes(_ arguments: [String]) throws -> [String] {
        let options = try options(arguments)
        let setup = try options.gesture.setup()
        let policy = options.policy ?? setup.scenario.policy
        let trajectory = try PanelSimulator(scenario: setup.scenario).run(setup.gesture, policy: policy)
        let spec = TrajectorySummary.plot(
            trajectory, setup: setup, policy: policy, threshold: options.jumpThreshold,
            velocityPanel: options.velocityPanel, axes: options.axes, size: options.output.size)
        let layout = try PlotLayout(spec: spec)
        guard case .chart(let chart) = spec.content, let first = layout.panels.first else { return [] }
        return ["time \(first.x.lower)...\(first.x.upper)"]
            + zip(chart.panels, layout.panels).map { "\($0.yAxis.title) \($1.y.lower)...\($1.y.upper)" }
    }

    @Test("the pictures of one figure pair share their axes: the same panels over the same ranges")
    func pairAxesShared() throws {
        var checked: [String] = []
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            let commands = Self.trajectoryCommands(text)
            for group in Self.figureGroups(text) {
                let drawn = group.compactMap { commands[$0] }
                guard drawn.count == group.count else { continue }
                let axes = try drawn.map(Self.axes)
                #expect(
                    Set(axes).count == 1, "\(document.lastPathComponent): \(group) differ in their axes: \(axes)")
                checked += group
            }
        }
        for name in ["handoff-coordinated.png", "handoff-inner-first.png"] {
            #expect(checked.contains(name), "\(name) not found as a pair drawn by bench trajectory: \(checked)")
        }
    }

    @Test("the pictures of one figure pair have different titles (every pair drawn by bench trajectory)")
    func pairTitlesDiffer() throws {
        var checked: [String] = []
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            let commands = Self.trajectoryCommands(text)
            for group in Self.figureGroups(text) {
                let drawn = group.compactMap { commands[$0] }
                guard drawn.count == group.count else { continue }
                let titles = try drawn.map(Self.title)
                #expect(
                    Set(titles).count == titles.count,
                    "\(document.lastPathComponent): \(group) share a title: \(titles)")
                checked += group
            }
        }
        // The pairs issue 44 names are among those checked.
        for name in ["popup-60hz.png", "popup-120hz.png", "handoff-coordinated.png", "handoff-inner-first.png"] {
            #expect(checked.contains(name), "\(name) not found as a pair drawn by bench trajectory: \(checked)")
        }
    }
}
