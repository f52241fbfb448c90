// ArgumentParsing/CommandTree: walks a tree of commands along a command line's leading words, then parses the rest.

/// A command of a tree: a group of sub-commands, or a leaf (no sub-commands) that takes options and positionals.
public protocol CommandTree: HelpDescribed {}

/// What a command line asks of a tree of commands.
public enum CommandRequest<Command: CommandTree> {
    /// `--version` after the root's name.
    case version
    /// `--help` (or `-h`) on a group or a leaf: the help text to print.
    case help(String)
    /// A leaf and its checked arguments.
    case run(Command, ParsedArguments)
}

extension CommandTree {
    /// What `arguments` (the command line after the root's name) ask of the tree rooted here: the leading words
    /// name sub-commands down to a leaf, whose own arguments are then parsed.
    ///
    /// - Parameters:
    ///   - arguments: the words after the program name.
    ///   - path: set to the full name of the deepest command reached (`bench baseline check`), for messages.
    ///   - versioned: whether the root takes `--version` (then listed in its help).
    /// - Throws: ``UsageError`` for a missing or unknown command (`unknown command 'x' (see bench --help)`) or a
    ///   leaf's bad arguments.
    public func request(_ arguments: [String], path: inout String, versioned: Bool = true)
        throws(UsageError) -> CommandRequest<Self>
    {
        var command = self
        path = name
        var rest = arguments[...]
        var atRoot = true
        while !command.subverbs.isEmpty {
            guard let word = rest.first else {
                let names = command.subverbs.map(\.name).joined(separator: ", ")
                throw UsageError("missing command (\(names); see \(path) --help)")
            }
            if word == "--help" || word == "-h" {
                let version: [OptionSpec] = versioned && atRoot ? [.flag("version", help: "print the version")] : []
                return .help(HelpFormatter.help(for: command, path: path, extraOptions: version))
            }
            if versioned, atRoot, word == "--version" { return .version }
            guard let next = command.subverbs.first(where: { $0.name == word }) else {
                let kind = word.hasPrefix("-") ? "option" : "command"
                throw UsageError("unknown \(kind) '\(word)' (see \(path) --help)")
            }
            command = next
            atRoot = false
            path += " " + word
            rest = rest.dropFirst()
        }
        let parser = ArgumentParser(options: command.options, positionals: command.positionals, commandPath: path)
        switch try parser.parse(Array(rest)) {
        case .help: return .help(HelpFormatter.help(for: command, path: path))
        case .arguments(let parsed): return .run(command, parsed)
        }
    }
}
