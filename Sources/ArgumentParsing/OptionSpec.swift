// ArgumentParsing/OptionSpec: how a verb declares its options and positional arguments.

/// One `--option` of a verb, as the parser and the help see it. Verbs declare options as typed ``Option`` and
/// ``Flag`` values (in their ``OptionGroup``), which build these; the forms below are the underlying declarations.
///
///     .option("chain-depth", kind: .integerList(1...100_000), valueName: "depths", default: "5,64,1024",
///             help: "nested-chain depths to measure (scroll views)")
///     .flag("force", help: "replace an existing output file")
///     .repeated("suite", kind: .choice(["solver", "cursor"]), valueName: "name", help: "…")
public struct OptionSpec: Sendable, Equatable {
    /// The long name, without dashes (`chain-depth` for `--chain-depth`).
    public let name: String
    /// An optional one-letter alias (`n` for `-n`).
    public let short: Character?
    /// Flag, single value or repeated value.
    public let arity: Arity
    /// What the value must look like (ignored for flags).
    public let kind: ValueKind
    /// The placeholder name in help (`depths` shows as `<depths>`).
    public var valueName: String
    /// The default value, as it would be typed; shown in help and used when the option is absent.
    public let defaultValue: String?
    /// One line of help, with units.
    public var help: String

    /// A flag (`--force`).
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, arity: .flag, kind: .text, valueName: "", defaultValue: nil, help: help)
    }

    /// An option taking one value (`--samples 30` or `--samples=30`).
    public static func option(
        _ name: String, short: Character? = nil, kind: ValueKind = .text, valueName: String,
        default defaultValue: String? = nil, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, arity: .single, kind: kind, valueName: valueName, defaultValue: defaultValue,
            help: help)
    }

    /// An option that may be given several times (`--suite a --suite b`).
    public static func repeated(
        _ name: String, short: Character? = nil, kind: ValueKind = .text, valueName: String, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, arity: .repeated, kind: kind, valueName: valueName, defaultValue: nil, help: help)
    }

    /// How the option is spelled in help, e.g. `-n, --dry-run` or `--samples <n>`.
    public var synopsis: String {
        let names = (short.map { "-\($0), " } ?? "") + "--\(name)"
        return arity == .flag ? names : "\(names) \(kind.placeholder(valueName))"
    }

    /// How often an option appears and whether it takes a value.
    public enum Arity: Sendable, Equatable {
        /// No value: present or absent.
        case flag
        /// One value, at most once.
        case single
        /// One value each time; may be repeated.
        case repeated
    }
}

/// One positional argument of a verb.
public struct PositionalSpec: Sendable, Equatable {
    /// The name shown in usage, e.g. `results.json` for `<results.json>`.
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining argument (only the last positional may).
    public var isVariadic: Bool

    /// A positional argument.
    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }

    /// How it is spelled in usage: `<name>`, `[<name>]`, `<name>...`.
    public var synopsis: String {
        let core = "<\(name)>" + (isVariadic ? "..." : "")
        return isOptional ? "[\(core)]" : core
    }
}
