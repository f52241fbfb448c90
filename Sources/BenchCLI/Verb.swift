// BenchCLI/Verb: a command of `bench`, declared as a value.
import ArgumentParsing

/// What a verb's run closure receives.
struct Invocation: Sendable {
    /// The checked arguments.
    let arguments: ParsedArguments
    /// Where to write.
    let io: CLIOutput
    /// The full command name, e.g. `bench baseline check`, for messages.
    let commandPath: String
    /// The process environment (injectable for tests: `--shard auto`, `BENCH_TEST_HOLD`).
    var environment: [String: String] = [:]
}

/// A `bench` command: a leaf with options and a run closure, or a group of sub-verbs.
///
/// Declare each verb in its own file `CLI+<Verb>.swift` as a static property on ``BenchCLI`` and list it
/// in ``BenchCLI/verbs`` (groups list their sub-verbs):
///
///     extension BenchCLI {
///       static let render = Verb(
///         name: "render", summary: "re-draw a sweep's PNGs from its saved sweep.json", options: RenderOptions.self
///       ) { options, invocation in
///         …  // options.source, options.renderer, … are read and checked
///         return .success
///       }
///     }
///
/// The options and positionals are those of the ``OptionGroup`` (see `Sources/BenchCLI/Options`).
struct Verb: Sendable, HelpDescribed {
    /// What a leaf verb does; throws ``UsageError`` for bad input (exit 2), anything else for failures (exit 1).
    typealias Run = @Sendable (Invocation) throws -> ExitStatus

    /// The word typed on the command line.
    var name: String
    /// One line, shown in the parent's verb list and at the top of the verb's help.
    var summary: String
    /// Further paragraphs of help (units, examples); may be empty.
    var discussion: String
    /// Positional arguments, in order.
    var positionals: [PositionalSpec]
    /// Options (`--help`/`-h` is implicit).
    var options: [OptionSpec]
    /// Sub-verbs of a group (`baseline update|check`); empty for a leaf.
    var subverbs: [Verb]
    /// The action of a leaf; `nil` for a group.
    var run: Run?
    /// The option group a leaf reads its whole command line into (`nil` for a group of sub-verbs).
    var group: (any OptionGroup.Type)?

    /// A leaf verb whose options and positionals are those of `Options`: `run` gets them read and checked.
    ///
    ///     static let render = Verb(name: "render", summary: "…", options: RenderOptions.self) { options, invocation in
    ///         …
    ///     }
    init<Options: OptionGroup>(
        name: String, summary: String, discussion: String = "", options: Options.Type,
        run: @escaping @Sendable (Options, Invocation) throws -> ExitStatus
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positionals = Options.positionals
        self.options = Options.specs
        self.subverbs = []
        self.group = Options.self
        self.run = { invocation in try run(try Options(parsing: invocation.arguments), invocation) }
    }

    /// A group of sub-verbs.
    init(name: String, summary: String, discussion: String = "", subverbs: [Verb]) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positionals = []
        self.options = []
        self.subverbs = subverbs
        self.run = nil
    }

    /// The sub-verb called `name`.
    func subverb(named name: String) -> Verb? { subverbs.first { $0.name == name } }
}
