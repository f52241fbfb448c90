// ArgumentParsingTests/CommandTreeTests: a command tree walked along a command line's leading words: the leaf and
// its arguments, help and --version where they belong, and the one-line message for a missing or unknown command.
import Testing

@testable import ArgumentParsing

@Suite struct CommandTreeTests {
    /// The context a test action gets.
    struct Context: CommandContext {
        let arguments: ParsedArguments
    }

    /// `--count n` and a positional `file`.
    struct CountOptions: OptionGroup {
        static let count: Option<Int> = .integer("count", in: 1...9, valueName: "n", default: 1, help: "how many")
        static let file = PositionalSpec("file", help: "a file")
        static var specs: [OptionSpec] { [count.spec] }
        static var positionals: [PositionalSpec] { [file] }

        let count: Int
        let file: String?

        init(parsing arguments: ParsedArguments) throws(UsageError) {
            count = arguments[Self.count]
            file = arguments[Self.file]
            if file == "bad" { throw UsageError("file: 'bad' is refused") }
        }
    }

    typealias Tool = Command<Context, String>

    /// `tool store put FILE [--count n]` and `tool list FILE`.
    static let root = Tool(
        name: "tool", summary: "a test tool",
        subverbs: [
            Tool(
                name: "store", summary: "work on the store",
                subverbs: [
                    Tool(name: "put", summary: "put a file", options: CountOptions.self) { options, _ in
                        "put \(options.file ?? "-") ×\(options.count)"
                    }
                ]),
            Tool(name: "list", summary: "list a file", options: CountOptions.self) { options, _ in
                "list \(options.file ?? "-")"
            },
        ])

    /// What the action of the leaf `arguments` reach returns, and the path reached.
    static func run(_ arguments: [String]) throws -> (result: String, path: String) {
        var path = ""
        guard case .run(let command, let parsed) = try root.request(arguments, path: &path) else {
            throw UsageError("not a run")
        }
        let run = try #require(command.run)
        return (try run(Context(arguments: parsed)), path)
    }

    @Test func theLeadingWordsLeadToALeafThatReadsItsGroup() throws {
        #expect(try Self.run(["store", "put", "a.json", "--count", "3"]) == ("put a.json ×3", "tool store put"))
        #expect(try Self.run(["list", "b.json"]) == ("list b.json", "tool list"))
        #expect(throws: UsageError("file: 'bad' is refused")) { try Self.run(["list", "bad"]) }
    }

    @Test(arguments: [
        (["store"], "missing command (put; see tool store --help)", "tool store", #line),
        ([], "missing command (store, list; see tool --help)", "tool", #line),
        (["stash"], "unknown command 'stash' (see tool --help)", "tool", #line),
        (["--verbose"], "unknown option '--verbose' (see tool --help)", "tool", #line),
        (["store", "--version"], "unknown option '--version' (see tool store --help)", "tool store", #line),
        (["list", "--count", "0"], "--count: 0 is out of range 1…9", "tool list", #line),
    ])
    func aMissingOrUnknownCommandIsOneLineNamingTheDeepestCommand(
        arguments: [String], message: String, reached: String, line: Int
    ) {
        var path = ""
        do {
            _ = try Self.root.request(arguments, path: &path)
            Issue.record("accepted, row at line \(line)")
        } catch {
            #expect(error.message == message, "row at line \(line)")
        }
        #expect(path == reached, "row at line \(line)")
    }

    @Test func helpAndVersionWhereTheyBelong() throws {
        var path = ""
        guard case .version = try Self.root.request(["--version"], path: &path) else {
            Issue.record("--version at the root is not the version")
            return
        }
        guard case .help(let rootHelp) = try Self.root.request(["--help"], path: &path) else {
            Issue.record("--help at the root is not help")
            return
        }
        #expect(rootHelp.contains("--version"))
        #expect(rootHelp.contains("COMMANDS:"))
        guard case .help(let leafHelp) = try Self.root.request(["store", "put", "-h"], path: &path) else {
            Issue.record("-h on a leaf is not help")
            return
        }
        #expect(leafHelp.hasPrefix("tool store put — put a file\n"))
        #expect(leafHelp.contains("--count <n>"))
        #expect(!leafHelp.contains("--version"))
        #expect(throws: UsageError("unknown option '--version' (see tool --help)")) {
            _ = try Self.root.request(["--version"], path: &path, versioned: false)
        }
    }
}
