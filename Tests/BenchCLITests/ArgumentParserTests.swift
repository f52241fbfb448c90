// BenchCLITests/ArgumentParserTests: accepted forms and the exact one-line message for each mistake.
import Testing

@testable import BenchCLI

@Suite struct ArgumentParserTests {
    enum Format: String, CaseIterable { case pretty, compact }

    static let parser = ArgumentParser(
        options: [
            .option("chain-depth", kind: .integerList(1...100_000), valueName: "depths", help: "depths"),
            .option("samples", kind: .integer(1...1000), valueName: "n", default: "30", help: "samples"),
            .option("rate", kind: .number(0...1), valueName: "r", help: "rate"),
            .option("offset", kind: .number(-1e6...1e6), valueName: "pt", help: "offset"),
            .option("format", kind: .choice(of: Format.self), valueName: "format", default: "pretty", help: "format"),
            .option("output", short: "o", valueName: "path", help: "output"),
            .repeated("param", valueName: "name=value", help: "param"),
            .flag("force", help: "force"),
            .flag("dry-run", short: "n", help: "dry run"),
        ],
        positionals: [
            PositionalSpec("input", help: "input"),
            PositionalSpec("more", help: "more", optional: true, variadic: true),
        ],
        commandPath: "bench run")

    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        guard case .arguments(let parsed) = try parser.parse(arguments) else { throw UsageError("help") }
        return parsed
    }

    @Test func acceptsBothValueSpellingsFlagsRepeatsAndPositionals() throws {
        let a = try Self.parse([
            "in.json", "--chain-depth", "5,64,1024", "--samples=7", "--rate", "0.5", "--offset", "-12.5",
            "--format=compact", "-o", "out.json", "--param", "a=1", "--param=b=2", "--force", "-n", "x", "--", "--y",
        ])
        #expect(a.integers("chain-depth") == [5, 64, 1024])
        #expect(a.integer("samples") == 7)
        #expect(a.number("rate") == 0.5)
        #expect(a.number("offset") == -12.5)
        #expect(a.choice("format", as: Format.self) == .compact)
        #expect(a.string("output") == "out.json")
        #expect(a.strings("param") == ["a=1", "b=2"])
        #expect(a.flag("force") && a.flag("dry-run"))
        #expect(a.positional("input") == "in.json")
        #expect(a.positionals("more") == ["x", "--y"])
    }

    @Test func defaultsApplyWhenAbsent() throws {
        let a = try Self.parse(["in.json"])
        #expect(a.integer("samples") == 30)
        #expect(a.choice("format", as: Format.self) == .pretty)
        #expect(a.integers("chain-depth") == nil)
        #expect(!a.flag("force"))
        #expect(!a.isGiven("samples"))
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

    @Test func extraPositionalIsRejected() {
        let strict = ArgumentParser(options: [], positionals: [PositionalSpec("a", help: "")], commandPath: "bench x")
        #expect(throws: UsageError("unexpected argument 'b' (see bench x --help)")) { try strict.parse(["a", "b"]) }
    }
}
