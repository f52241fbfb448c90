// ArgumentParsingTests/ArgumentParserTests: accepted forms and the exact one-line message for each mistake.
import Testing

@testable import ArgumentParsing

@Suite struct ArgumentParserTests {
    enum Format: String, CaseIterable, Sendable { case pretty, compact }

    static let chainDepth: Option<[Int]?> = .integers(
        "chain-depth", in: 1...100_000, valueName: "depths", help: "depths")
    static let samples: Option<Int> = .integer("samples", in: 1...1000, valueName: "n", default: 30, help: "samples")
    static let rate: Option<Double?> = .number("rate", in: 0...1, valueName: "r", help: "rate")
    static let offset: Option<Double?> = .number("offset", in: -1e6...1e6, valueName: "pt", help: "offset")
    static let format: Option<Format> = .choice("format", valueName: "format", default: .pretty, help: "format")
    static let output: Option<String?> = .text("output", short: "o", valueName: "path", help: "output")
    static let param: Option<[String]> = .repeated("param", valueName: "name=value", help: "param")
    static let names: Option<[String]?> = .words("names", valueName: "list", help: "names")
    static let force = Flag("force", help: "force")
    static let dryRun = Flag("dry-run", short: "n", help: "dry run")
    static let input = PositionalSpec("input", help: "input")
    static let more = PositionalSpec("more", help: "more", optional: true, variadic: true)

    static let parser = ArgumentParser(
        options: [
            chainDepth.spec, samples.spec, rate.spec, offset.spec, format.spec, output.spec, param.spec, names.spec,
            force.spec, dryRun.spec,
        ],
        positionals: [input, more], commandPath: "bench run")

    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        guard case .arguments(let parsed) = try parser.parse(arguments) else { throw UsageError("help") }
        return parsed
    }

    @Test func acceptsBothValueSpellingsFlagsRepeatsAndPositionals() throws {
        let a = try Self.parse([
            "in.json", "--chain-depth", "5,64,1024", "--samples=7", "--rate", "0.5", "--offset", "-12.5",
            "--format=compact", "-o", "out.json", "--param", "a=1", "--param=b=2", "--force", "-n", "x", "--", "--y",
        ])
        #expect(a[Self.chainDepth] == [5, 64, 1024])
        #expect(a[Self.samples] == 7)
        #expect(a[Self.rate] == 0.5)
        #expect(a[Self.offset] == -12.5)
        #expect(a[Self.format] == .compact)
        #expect(a[Self.output] == "out.json")
        #expect(a[Self.param] == ["a=1", "b=2"])
        #expect(a[Self.force] && a[Self.dryRun])
        #expect(a.isGiven(Self.samples) && a.isGiven(Self.force))
        #expect(a[Self.input] == "in.json")
        #expect(a.all(Self.more) == ["x", "--y"])
    }

    @Test func defaultsApplyWhenAbsent() throws {
        let a = try Self.parse(["in.json"])
        #expect(a[Self.samples] == 30)
        #expect(a[Self.format] == .pretty)
        #expect(a[Self.chainDepth] == nil)
        #expect(a[Self.rate] == nil)
        #expect(a[Self.output] == nil)
        #expect(a[Self.param] == [])
        #expect(!a[Self.force])
        #expect(!a.isGiven(Self.samples) && !a.isGiven(Self.force))
        #expect(a.all(Self.more) == [])
    }

    @Test(arguments: [["in.json", "--help"], ["-h"], ["--samples", "3", "-h"]])
    func helpWins(arguments: [String]) throws {
        #expect(try Self.parser.parse(arguments) == .help)
    }

    @Test(arguments: [
        (["x", "--chain-depth", "abc"], "--chain-depth: 'abc' is not an integer"),
        (["x", "--chain-depth", "0"], "--chain-depth: 0 is out of range 1…100000"),
        (["x", "--chain-depth", "5,abc"], "--chain-depth: 'abc' is not an integer"),
        (["x", "--chain-depth", "5,,6"], "--chain-depth: '5,,6' has an empty item"),
        (["x", "--chain-depth=100001"], "--chain-depth: 100001 is out of range 1…100000"),
        // One rule for every list (docs/hostile-pass.md S8, the sweep's words): an item given twice is refused.
        (["x", "--chain-depth", "5,64,5"], "--chain-depth: '5,64,5' lists 5 twice"),
        (["x", "--chain-depth", "7,007"], "--chain-depth: '7,007' lists 007 twice"),
        (["x", "--names", "a,b,a"], "--names: 'a,b,a' lists a twice"),
        (["x", "--names", "a,,b"], "--names: 'a,,b' has an empty item"),
        (["x", "--names", ""], "--names: '' has an empty item"),
        (["x", "--chain-depth"], "--chain-depth: missing value"),
        (["x", "--chain-depth", "--force"], "--chain-depth: missing value"),
        (["x", "--samples", "1.5"], "--samples: '1.5' is not an integer"),
        (["x", "--samples=", "1"], "--samples: '' is not an integer"),
        (["x", "--samples", "3", "--samples", "4"], "--samples: given more than once"),
        (["x", "--rate", "abc"], "--rate: 'abc' is not a number"),
        (["x", "--rate", "nan"], "--rate: 'nan' is not a finite number"),
        (["x", "--rate", "inf"], "--rate: 'inf' is not a finite number"),
        (["x", "--rate", "1.5"], "--rate: 1.5 is out of range 0…1"),
        (["x", "--format", "xml"], "--format: 'xml' is not one of pretty, compact"),
        (["x", "--force=yes"], "--force: takes no value"),
        (["x", "--foo"], "unknown option '--foo' (see bench run --help)"),
        (["x", "--foo=1"], "unknown option '--foo' (see bench run --help)"),
        (["x", "-z"], "unknown option '-z' (see bench run --help)"),
        ([], "missing argument <input> (see bench run --help)"),
    ])
    func rejectsWithOneLine(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Self.parser.parse(arguments) }
    }

    @Test func wordListsKeepTheirOrder() throws {
        #expect(try Self.parse(["x", "--names", "b,a,B"])[Self.names] == ["b", "a", "B"])
        #expect(try Self.parse(["x"])[Self.names] == nil)
    }

    @Test func extraPositionalIsRejected() {
        let strict = ArgumentParser(options: [], positionals: [PositionalSpec("a", help: "")], commandPath: "bench x")
        #expect(throws: UsageError("unexpected argument 'b' (see bench x --help)")) { try strict.parse(["a", "b"]) }
    }
}
