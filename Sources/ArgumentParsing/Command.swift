// ArgumentParsing/Command: a command of a program, declared as a value: a leaf reading an option group, or a group.

/// What a command's action receives: at least its checked arguments (a program adds where to write, its
/// environment, …).
public protocol CommandContext: Sendable {
    /// The checked arguments of the leaf that runs.
    var arguments: ParsedArguments { get }
}

/// A command: a leaf with options and an action, or a group of sub-commands. `Context` is what the action gets,
/// `Status` what it returns (an exit status).
///
///     static let render = Command<Invocation, ExitStatus>(
///         name: "render", summary: "re-draw a sweep's PNGs", options: RenderOptions.self
///     ) { options, invocation in
///         …  // options.source, options.renderer, … are read and checked
///         return .success
///     }
///
/// The options and positionals are those of the ``OptionGroup``: a leaf reads its whole command line into it.
public struct Command<Context: CommandContext, Status>: Sendable, CommandTree {
    /// What a leaf does: throws ``UsageError`` for bad input, anything else for a failure.
    public typealias Run = @Sendable (Context) throws -> Status

    /// The word typed on the command line.
    public var name: String
    /// One line, shown in the parent's list and at the top of the command's help.
    public var summary: String
    /// Further paragraphs of help (units, examples); may be empty.
    public var discussion: String
    /// Positional arguments, in order.
    public var positionals: [PositionalSpec]
    /// Options (`--help`/`-h` is implicit).
    public var options: [OptionSpec]
    /// Sub-commands of a group (`baseline update|check`); empty for a leaf.
    public var subverbs: [Self]
    /// The action of a leaf; `nil` for a group.
    public var run: Run?
    /// The option group a leaf reads its whole command line into (`nil` for a group).
    public var group: (any OptionGroup.Type)?

    /// A leaf whose options and positionals are those of `Options`: `run` gets them read and checked.
    public init<Options: OptionGroup>(
        name: String, summary: String, discussion: String = "", options: Options.Type,
        run: @escaping @Sendable (Options, Context) throws -> Status
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positionals = Options.positionals
        self.options = Options.specs
        self.subverbs = []
        self.group = Options.self
        self.run = { context in try run(try Options(parsing: context.arguments), context) }
    }

    /// A group of sub-commands.
    public init(name: String, summary: String, discussion: String = "", subverbs: [Self]) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positionals = []
        self.options = []
        self.subverbs = subverbs
        self.run = nil
    }
}
