// BenchCLI/PositionalOnlyOptions: the command lines of the verbs that take only positional arguments.
import ArgumentParsing

/// `bench scenarios [preset|file]`.
struct ScenariosOptions: OptionGroup {
    /// `[<preset|file>]`.
    static let scenario = PositionalSpec("preset|file", help: "a preset name or a scenario JSON file", optional: true)

    /// No options.
    static var specs: [OptionSpec] { [] }
    /// The optional scenario.
    static var positionals: [PositionalSpec] { [scenario] }

    /// The scenario to print, or `nil` to list the presets.
    var scenario: String?

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        scenario = arguments[Self.scenario]
    }
}

/// `bench help [command...]`.
struct HelpOptions: OptionGroup {
    /// `[<command>...]`.
    static let command = PositionalSpec(
        "command", help: "a command path, e.g. 'baseline check'", optional: true, variadic: true)

    /// No options.
    static var specs: [OptionSpec] { [] }
    /// The command path.
    static var positionals: [PositionalSpec] { [command] }

    /// The words of the command path.
    var words: [String]

    /// Reads the arguments; the words must be command names, not options.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        words = arguments.all(Self.command)
        if let option = words.first(where: { $0.hasPrefix("-") }) {
            throw UsageError("expected command names, got '\(option)'")
        }
    }
}
