// BenchCLITests/OptionGroupTests: every declared option is read, each verb declares an option once, typed reads by
// kind, and one spelling of each choice value across verbs.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Plotting
import Scenario
import Sweep
import Testing

@testable import BenchCLI

@Suite struct OptionGroupTests {
    /// Every leaf verb under `verb`, with its full path.
    static func leaves(_ verb: Verb, path: String = "bench") -> [(path: String, verb: Verb)] {
        verb.run != nil ? [(path, verb)] : verb.subverbs.flatMap { leaves($0, path: "\(path) \($0.name)") }
    }

    /// Every Swift source of the command line, by file name.
    static func commandLineSources() throws -> [(name: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/BenchCLI")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? []
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    /// A group's option or flag declaration: `static let NAME: Option<…> = .text(`, `static let NAME = Flag(`, or a
    /// declaration taken from another group (`static let NAME = SharedOptions.force.withHelp(`).
    static let declaration = try! NSRegularExpression(
        pattern:
            #"static let (\w+)(?:: (?:Option<.*>|Flag))? = (?:\.(?:text|number|integer|integers|choice|repeated)\(|Flag\(|[A-Z]\w*Options\.\w+)"#
    )

    /// Groups read options lazily (``ArgumentBacked``), so a read is a reference in the source: each declared name is
    /// read as `.NAME` (`options.NAME`, `Self.NAME`, `\.NAME`, not `NAME.spec`) outside its own declarations, at
    /// least once per group that declares it. An option declared and never read fails here.
    @Test func everyDeclaredOptionIsReadSomewhere() throws {
        let sources = try Self.commandLineSources()
        #expect(sources.count >= 20, "the scan found \(sources.count) files")
        var declared: [String: [String]] = [:]  // name → files declaring it
        var lines: [(declares: String?, text: String)] = []
        for (file, text) in sources {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let match = Self.declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
                let name = match.flatMap { Range($0.range(at: 1), in: line) }.map { String(line[$0]) }
                if let name { declared[name, default: []].append(file) }
                lines.append((name, line))
            }
        }
        #expect(declared.count >= 60, "the scan found \(declared.count) option names")
        var reads: [String: Int] = [:]
        for name in declared.keys {
            let read = try NSRegularExpression(pattern: #"\.\#(name)\b(?!\.spec)"#)
            // A declaration's own line reads the others it is made from (`static let out = SharedOptions.outFolder…`).
            reads[name] = lines.filter { $0.declares != name }.map(\.text).reduce(0) {
                $0 + read.numberOfMatches(in: $1, range: NSRange($1.startIndex..., in: $1))
            }
            // Groups re-declaring another's option (`static let quiet = SharedOptions.quiet`) read that one, once.
            if lines.contains(where: { $0.declares == name && $0.text.contains("Options.\(name)") }) {
                reads[name, default: 0] += 1
            }
        }
        for (name, files) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(
                reads[name, default: 0] >= files.count,
                "\(name) (\(files.joined(separator: ", "))): declared but never read")
        }
    }

    @Test func everyVerbDeclaresEachOptionOnce() throws {
        let verbs = Self.leaves(BenchCLI.root)
        #expect(verbs.count >= 15)
        for (path, verb) in verbs {
            #expect(verb.group != nil, "\(path) has no option group")
            let names = verb.options.map(\.name)
            #expect(Set(names).count == names.count, "\(path): \(names.sorted()) has a duplicate")
        }
    }

    @Test(arguments: [
        ("0", "--settle-threshold: 0 is not in (0, 1000] pt", #line),
        ("-0.5", "--settle-threshold: -0.5 is not in (0, 1000] pt", #line),
        ("1000.5", "--settle-threshold: 1000.5 is not in (0, 1000] pt", #line),
        ("abc", "--settle-threshold: 'abc' is not a number", #line),
        ("0.0000001", nil, #line),
        ("1000", nil, #line),
    ])
    func settleThresholdTakesTheScenariosRange(text: String, error: String?, line: Int) throws {
        // A scenario file's settleThreshold is legal when finite, > 0 and <= 1000 pt (Scenario.validate); the option agrees.
        let parser = ArgumentParser(
            options: [GestureOptions.settleThreshold.spec], positionals: [], commandPath: "bench test")
        if let error {
            #expect(throws: UsageError(error), "row at line \(line)") {
                try parser.parse(["--settle-threshold", text])
            }
        } else {
            guard case .arguments(let parsed) = try parser.parse(["--settle-threshold", text]) else { return }
            #expect(parsed[GestureOptions.settleThreshold] == Double(text), "row at line \(line)")
        }
    }

    @Test func aReadOfAnUndeclaredOptionIsLogged() {
        let log = OptionReadLog()
        let arguments = ParsedArguments(options: [], readLog: log)
        #expect(arguments[SharedOptions.force] == false)
        #expect(arguments[SharedOptions.scenario] == "default")
        #expect(log.recorded == ["force", "scenario"])
    }

    static let style = GestureOptions.style
    static let frameRate = GestureOptions.frameRate
    static let renderer = SharedOptions.renderer
    static let seed = RunOptions.seed
    static let name = BaselineOptions.name

    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        let parser = ArgumentParser(
            options: [style.spec, frameRate.spec, renderer.spec, seed.spec, name.spec], positionals: [],
            commandPath: "bench test")
        guard case .arguments(let parsed) = try parser.parse(arguments) else { throw UsageError("help") }
        return parsed
    }

    @Test func typedReadsOfChoicesWithAndWithoutDefaults() throws {
        let absent = try Self.parse([])
        #expect(absent[Self.style] == nil)
        #expect(absent[Self.frameRate] == nil)
        #expect(absent[Self.renderer] == .auto)
        #expect(absent[Self.seed] == 1)
        #expect(absent[Self.name] == "default")
        let given = try Self.parse([
            "--style", "view", "--frame-rate", "240", "--renderer=raster", "--seed", "7", "--name", "main",
        ])
        #expect(given[Self.style] == .viewAnimation)
        #expect(given[Self.frameRate]?.perSecond == 240)
        #expect(given[Self.renderer] == .raster)
        #expect(given[Self.seed] == 7)
        #expect(given[Self.name] == "main")
        #expect(throws: UsageError("--style: 'viewAnimation' is not one of system, view")) {
            try Self.parse(["--style", "viewAnimation"])
        }
    }

    @Test func withHelpKeepsTheNameAndTheValues() {
        let out = PlotOutputOptions.out
        #expect(out.spec.name == SharedOptions.outFolder.spec.name)
        #expect(out.spec.valueName == "file.png")
        #expect(SweepOptions.force.spec.name == SharedOptions.force.spec.name)
        #expect(RunOptions.renderer.spec.kind == SharedOptions.renderer.spec.kind)
    }

    @Test(arguments: [
        (["trajectory"], "style", MovementStyle.allCases.map(\.optionName), #line),
        (["compare"], "style", MovementStyle.allCases.map(\.optionName), #line),
        (["sweep"], "style", MovementStyle.allCases.map(\.optionName), #line),
        (["export"], "style", MovementStyle.allCases.map(\.optionName), #line),
        (["trajectory"], "frame-rate", GestureOptions.FrameRate.allCases.map(\.spelling), #line),
        (["trajectory"], "policy", ReleasePolicy.allCases.map(\.rawValue), #line),
        (["trajectory"], "renderer", RendererChoice.allCases.map(\.rawValue), #line),
        (["run"], "renderer", RendererChoice.allCases.map(\.rawValue), #line),
        (["sweep"], "renderer", RendererChoice.allCases.map(\.rawValue), #line),
        (["render"], "renderer", RendererChoice.allCases.map(\.rawValue), #line),
        (["results", "merge"], "renderer", RendererChoice.allCases.map(\.rawValue), #line),
        (["sweep"], "gesture", SweepGesture.allCases.map(\.rawValue), #line),
        (["sweep"], "metric", SweepMetric.allCases.map(\.rawValue), #line),
        (["results", "best"], "by", SweepMetric.allCases.map(\.rawValue), #line),
        (["results", "best"], "aggregate", SweepBestQuery.Aggregate.allCases.map(\.rawValue), #line),
        (["run"], "format", ["text", "json"], #line),
        (["sweep"], "format", ["csv", "json"], #line),
        (["results", "compare"], "format", ["text", "markdown", "json", "csv"], #line),
        (["export"], "format", ExportOptions.Format.allCases.map(\.rawValue), #line),
        (["results", "export"], "to", ResultsExport.Format.allCases.map(\.rawValue), #line),
        (["baseline", "check"], "thresholds", ThresholdPreset.allCases.map(\.rawValue), #line),
        (["baseline", "check"], "gate", ComparisonOptions.Gate.allCases.map(\.rawValue), #line),
    ])
    func helpListsTheChoiceEnumsValues(path: [String], option: String, values: [String], line: Int) throws {
        let help = bench(path + ["--help"]).output
        #expect(help.contains("--\(option) \(values.joined(separator: "|"))"), "row at line \(line)")
    }

    @Test func everyChoiceValueIsSpelledOneWayAcrossVerbs() {
        var lists: [String: [String: [String]]] = [:]  // option → verb path → values
        for (path, verb) in Self.leaves(BenchCLI.root) {
            for option in verb.options {
                if case .choice(let values) = option.kind { lists[option.name, default: [:]][path] = values }
            }
        }
        let formats = Set(SharedOptions.OutputFormat.allCases.map(\.rawValue))
        for (option, byVerb) in lists {
            if option == "format" {
                // Each verb offers the formats it can write; every one is spelled as OutputFormat spells it, or is one
                // of export's (both, swift, json).
                let export = Set(ExportOptions.Format.allCases.map(\.rawValue))
                for (path, values) in byVerb {
                    #expect(values.allSatisfy { formats.contains($0) || export.contains($0) }, "\(path) --format")
                }
                #expect(formats.intersection(export) == ["json"])
            } else {
                #expect(Set(byVerb.values).count == 1, "--\(option) differs across \(byVerb.keys.sorted())")
            }
        }
        #expect(lists["style"]?.count == 4)
        #expect(lists["renderer"]?.count ?? 0 >= 6)
    }

    @Test(arguments: [
        ("-1:1:0.5", [-1, -0.5, 0, 0.5, 1], #line),
        ("0.25,1.5,3", [0.25, 1.5, 3], #line),
        ("3", [3], #line),
    ])
    func compareVelocitiesAreWrittenAsSweepWritesThem(text: String, expected: [Double], line: Int) throws {
        #expect(try CompareOptions.parseVelocities(text) == expected, "row at line \(line)")
        #expect(try SweepValues.parse(text, label: "--velocities").values == expected, "row at line \(line)")
    }

    @Test func compareVelocitiesAreCheckedAndBounded() {
        #expect(throws: UsageError("--velocities: 101 is not in [-100, 100] pt/ms")) {
            try CompareOptions.parseVelocities("1,101")
        }
        #expect(throws: UsageError("--velocities 0:200:1: 201 values, more than 100")) {
            try CompareOptions.parseVelocities("0:200:1")
        }
    }
}
