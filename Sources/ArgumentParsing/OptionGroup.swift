// ArgumentParsing/OptionGroup: a verb's options as a type: the declarations and the typed values they give.

/// A set of options read together into typed fields: a verb's whole command line, or a group several verbs share
/// (the options of one gesture, of a picture, …).
///
/// `init(parsing:)` reads every declared option once, before any check, so a test can see what each group reads;
/// it then makes the cross-option checks (`--duration: only applies to a --drag`), throwing the one-line message.
public protocol OptionGroup: Sendable {
    /// The option declarations, in help order.
    static var specs: [OptionSpec] { get }
    /// The positional arguments, in order (none by default).
    static var positionals: [PositionalSpec] { get }
    /// Reads and checks the options.
    ///
    /// - Throws: ``UsageError`` naming the option and what is wrong.
    init(parsing arguments: ParsedArguments) throws(UsageError)
}

extension OptionGroup {
    /// No positional arguments.
    public static var positionals: [PositionalSpec] { [] }
}
