// ArgumentParsing/ArgumentParser: turns one verb's arguments into ParsedArguments or a one-line UsageError.

/// What parsing a verb's arguments produced.
public enum ParseOutcome: Equatable, Sendable {
    /// Arguments ready for the verb.
    case arguments(ParsedArguments)
    /// `--help` or `-h` was given.
    case help
}

/// Parses the arguments that follow a verb's name.
///
/// Accepted forms: `--name value`, `--name=value`, `-x value`, flags `--name`/`-x`, repeated options,
/// positional arguments anywhere, and `--` after which everything is positional. A value that starts
/// with `-` is taken as a value only when it is a number (`--offset -5`).
public struct ArgumentParser: Sendable {
    /// The options the verb declares (`--help` is implicit).
    public var options: [OptionSpec]
    /// The positional arguments the verb declares, in order.
    public var positionals: [PositionalSpec]
    /// The verb's full name, for `(see bench run --help)` hints.
    public var commandPath: String

    /// A parser for a verb's `options` and `positionals`; `commandPath` names the verb in messages.
    public init(options: [OptionSpec], positionals: [PositionalSpec], commandPath: String) {
        self.options = options
        self.positionals = positionals
        self.commandPath = commandPath
    }

    /// Parses `arguments`.
    ///
    /// - Throws: ``UsageError`` naming the option or argument and what is wrong with it.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        var parsed = ParsedArguments(options: options)
        var loose: [String] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil {
                loose.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "--help" || argument == "-h" { return .help }
            let (spelling, inline) = split(argument)
            guard let spec = lookup(spelling) else {
                throw UsageError("unknown option '\(spelling)' (see \(commandPath) --help)")
            }
            let label = "--\(spec.name)"
            if spec.arity == .flag {
                if inline != nil { throw UsageError("\(label): takes no value") }
                parsed.flags.insert(spec.name)
                continue
            }
            var value = inline
            if value == nil, index < arguments.count,
                !arguments[index].hasPrefix("-") || Self.looksNumeric(arguments[index])
            {
                value = arguments[index]
                index += 1
            }
            guard let value else { throw UsageError("\(label): missing value") }
            if let problem = spec.kind.problem(with: value) { throw UsageError("\(label): \(problem)") }
            if spec.arity == .single, parsed.values[spec.name] != nil {
                throw UsageError("\(label): given more than once")
            }
            parsed.values[spec.name, default: []].append(value)
        }
        try assign(loose, to: &parsed)
        return .arguments(parsed)
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func lookup(_ spelling: String) -> OptionSpec? {
        if spelling.hasPrefix("--") { return options.first { "--\($0.name)" == spelling } }
        guard spelling.count == 2, let letter = spelling.last else { return nil }
        return options.first { $0.short == letter }
    }

    /// Hands positional values to the declared positionals in order.
    private func assign(_ loose: [String], to parsed: inout ParsedArguments) throws(UsageError) {
        var remaining = loose[...]
        for spec in positionals {
            if spec.isVariadic {
                parsed.positionalValues[spec.name] = Array(remaining)
                remaining = []
            } else if let first = remaining.popFirst() {
                parsed.positionalValues[spec.name] = [first]
            }
            if parsed.positionalValues[spec.name, default: []].isEmpty, !spec.isOptional {
                throw UsageError("missing argument <\(spec.name)> (see \(commandPath) --help)")
            }
        }
        if let extra = remaining.first {
            throw UsageError("unexpected argument '\(extra)' (see \(commandPath) --help)")
        }
    }

    /// A word that starts like a negative number (`-3`, `-.5`, `-5:4.99:0.01`, `-1,1`) is a value, never an
    /// option: no option name starts with a digit.
    public static func looksNumeric(_ word: String) -> Bool {
        guard word.hasPrefix("-"), let next = word.dropFirst().first else { return false }
        return next.isNumber || next == "." || Double(word) != nil
    }
}
