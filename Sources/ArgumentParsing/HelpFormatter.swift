// ArgumentParsing/HelpFormatter: the `--help` text of a verb, built from its declaration.

/// What the help of a command shows: its name and summary, further paragraphs, and either its arguments and options
/// (a leaf) or its sub-commands (a group).
public protocol HelpDescribed {
    /// The word typed on the command line.
    var name: String { get }
    /// One line, shown in the parent's list and at the top of the help.
    var summary: String { get }
    /// Further paragraphs of help; may be empty.
    var discussion: String { get }
    /// Positional arguments, in order.
    var positionals: [PositionalSpec] { get }
    /// Options (`--help`/`-h` is implicit).
    var options: [OptionSpec] { get }
    /// The sub-commands of a group; empty for a leaf.
    var subverbs: [Self] { get }
}

/// Builds help text from a command's declaration: overview, usage, arguments, options (with defaults and, for enum
/// options, their allowed values) or sub-commands.
public enum HelpFormatter {
    /// The column where descriptions start.
    private static let indent = 28

    /// The help of `verb`, whose full name is `path` (e.g. `bench baseline check`).
    public static func help(for verb: some HelpDescribed, path: String, extraOptions: [OptionSpec] = []) -> String {
        var text = "\(path) — \(verb.summary)\n"
        if !verb.discussion.isEmpty { text += "\n" + wrap(verb.discussion) }
        if !verb.subverbs.isEmpty {
            text += "\nUSAGE: \(path) <command> [options]\n\nCOMMANDS:\n"
            text += verb.subverbs.map { row($0.name, $0.summary) }.joined()
            text += "\nSee '\(path) <command> --help' for a command's options.\n"
        } else {
            let positionals = verb.positionals.map(\.synopsis).joined(separator: " ")
            text += "\nUSAGE: \(path)\(positionals.isEmpty ? "" : " " + positionals) [options]\n"
            if !verb.positionals.isEmpty {
                text += "\nARGUMENTS:\n" + verb.positionals.map { row("<\($0.name)>", $0.help) }.joined()
            }
        }
        let options = verb.options + extraOptions + [.flag("help", short: "h", help: "show this help")]
        text += "\nOPTIONS:\n" + options.map(optionRow).joined()
        return text
    }

    /// `text` with each paragraph wrapped at `width` columns, each line ending in `\n`. A line that starts with
    /// two spaces is a preformatted table row and is kept as it is.
    public static func wrap(_ text: String, width: Int = 100) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph -> String in
            if paragraph.hasPrefix("  ") { return paragraph + "\n" }
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n") + "\n"
        }.joined()
    }

    private static func optionRow(_ option: OptionSpec) -> String {
        var help = option.help
        if option.arity == .repeated { help += " (repeatable)" }
        if let value = option.defaultValue { help += " (default: \(value))" }
        return row(option.synopsis, help)
    }

    /// `  name      help`, moving help to the next line when the name is too long.
    private static func row(_ name: String, _ help: String) -> String {
        let lead = "  " + name
        if lead.count + 2 > indent { return lead + "\n" + String(repeating: " ", count: indent) + help + "\n" }
        return lead + String(repeating: " ", count: indent - lead.count) + help + "\n"
    }
}
