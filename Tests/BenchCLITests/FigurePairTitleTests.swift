// BenchCLITests/FigurePairTitleTests: the pictures of one figure pair in the README and docs (two image lines in a
// row, issue 44) have different titles, so a reader tells them apart by their titles alone. Checked for every pair
// whose pictures the same document writes with `bench trajectory`, with the title that verb draws.
import ArgumentParsing
import Foundation
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

    /// The title `bench trajectory` draws for `arguments`.
    static func title(_ arguments: [String]) throws -> String {
        guard
            case .arguments(let parsed) = try ArgumentParser(
                options: BenchCLI.trajectory.options, positionals: [], commandPath: "bench trajectory"
            ).parse(arguments)
        else { throw UsageError("help") }
        let options = try TrajectoryOptions(parsing: parsed)
        let setup = try options.gesture.setup()
        return TrajectorySummary.title(setup, policy: options.policy ?? setup.scenario.policy)
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
