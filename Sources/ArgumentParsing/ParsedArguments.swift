// ArgumentParsing/ParsedArguments: a verb's checked arguments, read back as typed values.
import Synchronization

/// The arguments of one verb after parsing. Every value was checked against its ``ValueKind``, so a typed read
/// only falls back to the option's default (or `nil`) when the option is absent.
///
///     let depths = arguments[RunOptions.chainDepth] ?? [5]
///     let force = arguments[SharedOptions.force]
public struct ParsedArguments: Sendable, Equatable {
    /// The verb's option declarations.
    public let options: [OptionSpec]
    /// Values given per option name, in command-line order.
    public var values: [String: [String]] = [:]
    /// Names of flags that were given.
    public var flags: Set<String> = []
    /// Positional values per positional name, in order.
    public var positionalValues: [String: [String]] = [:]
    /// Where reads are recorded, if anywhere (a test's check that every group reads what its verb declares).
    public var readLog: OptionReadLog?

    /// Arguments for `options` with nothing given yet; reads are recorded in `readLog` when there is one.
    public init(options: [OptionSpec], readLog: OptionReadLog? = nil) {
        self.options = options
        self.readLog = readLog
    }

    /// The value of `option`: converted from the text given, else from its default, else `nil` / empty.
    public subscript<Value>(option: Option<Value>) -> Value {
        readLog?.record(option.spec.name)
        return option.read(values[option.spec.name] ?? [])
    }

    /// Whether `flag` was given.
    public subscript(flag: Flag) -> Bool {
        readLog?.record(flag.spec.name)
        return flags.contains(flag.spec.name)
    }

    /// Whether `option` was given on the command line (as opposed to defaulted).
    public func isGiven(_ option: any OptionDeclaration) -> Bool {
        readLog?.record(option.spec.name)
        return values[option.spec.name] != nil || flags.contains(option.spec.name)
    }

    /// The positional argument `positional`, or `nil` when an optional one was left out.
    public subscript(positional: PositionalSpec) -> String? { positionalValues[positional.name]?.first }

    /// Every value of the variadic positional `positional`.
    public func all(_ positional: PositionalSpec) -> [String] { positionalValues[positional.name] ?? [] }

    /// Equal when the same values were given for the same declarations (the read log is not compared).
    public static func == (a: Self, b: Self) -> Bool {
        a.options == b.options && a.values == b.values && a.flags == b.flags
            && a.positionalValues == b.positionalValues
    }
}

/// The names of the options read from a ``ParsedArguments``, in no order.
public final class OptionReadLog: Sendable {
    private let names = Mutex<Set<String>>([])

    /// An empty log.
    public init() {}

    /// Records that `name` was read.
    public func record(_ name: String) { names.withLock { _ = $0.insert(name) } }

    /// Every name read so far.
    public var recorded: Set<String> { names.withLock { $0 } }
}
