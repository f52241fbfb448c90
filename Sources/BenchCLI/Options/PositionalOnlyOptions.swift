// BenchCLI/PositionalOnlyOptions: the command lines of the verbs that take only positional arguments.
import ArgumentParsing

/// `bench scenarios [preset|file]`.
struct ScenariosOptions: OptionGroup {
    static let scenario = PositionalSpec("preset|file", help: "a preset name or a scenario JSON file", optional: true)

    static var specs: [OptionSpec] { [] }
    static var positionals: [PositionalSpec] { [scenario] }

    /// The scenario to print, or `nil` to list the presets.
    let scenario: String?

    init(parsing arguments: ParsedArguments) throws(UsageError) { scenario = arguments[Self.scenario] }
}

/// `bench help [command...]`.
struct HelpOptions: OptionGroup {
    static let command = PositionalSpec(
        "command", help: "a command path, e.g. 'baseline check'", optional: true, variadic: true)

    static var specs: [OptionSpec] { [] }
    static var positionals: [PositionalSpec] { [command] }

    /// The words of the command path.
    let words: [String]

    /// Reads the arguments; the words must be command names, not options.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        words = arguments.all(Self.command)
        if let option = words.first(where: { $0.hasPrefix("-") }) {
            throw UsageError("expected command names, got '\(option)'")
        }
    }
}
