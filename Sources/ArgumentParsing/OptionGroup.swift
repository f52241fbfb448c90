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

/// An option group that keeps its ``ParsedArguments`` and reads each option where it is used: with
/// `static let maxTime: Option<Double?>` declared, `options.maxTime` is `arguments[Self.maxTime]`. The declaration is
/// the option's one home — no stored copy, no line in `init(parsing:)` — and a real member of the same name (a
/// computed conversion, say) takes precedence over the read.
///
///     struct PlotOptions: ArgumentBacked {
///         static let maxTime: Option<Double?> = .number("max-time", in: 0.01...60, valueName: "s", help: "…")
///         static var specs: [OptionSpec] { [maxTime.spec] }
///         let arguments: ParsedArguments
///         init(parsing arguments: ParsedArguments) { self.arguments = arguments }
///     }
///     options.maxTime  // Double?, nil when absent
@dynamicMemberLookup
public protocol ArgumentBacked: OptionGroup {
    /// The checked arguments the options are read from.
    var arguments: ParsedArguments { get }
}

extension ArgumentBacked {
    /// The value of the option the type declares at `option` (its default, or `nil` / empty, when absent).
    public subscript<Value>(dynamicMember option: KeyPath<Self.Type, Option<Value>>) -> Value {
        arguments[Self.self[keyPath: option]]
    }

    /// Whether the flag the type declares at `flag` was given.
    public subscript(dynamicMember flag: KeyPath<Self.Type, Flag>) -> Bool {
        arguments[Self.self[keyPath: flag]]
    }

    /// Whether the option or flag the type declares at `option` was given on the command line (not defaulted).
    public func isGiven(_ option: KeyPath<Self.Type, some OptionDeclaration>) -> Bool {
        arguments.isGiven(Self.self[keyPath: option])
    }
}

/// An ``ArgumentBacked`` group without cross-option checks: its memberwise `init(arguments:)` is its parser.
public protocol UncheckedArgumentBacked: ArgumentBacked {
    /// Keeps `arguments`.
    init(arguments: ParsedArguments)
}

extension UncheckedArgumentBacked {
    /// Keeps the arguments: nothing to check between the options.
    public init(parsing arguments: ParsedArguments) { self.init(arguments: arguments) }
}
