// BenchCLI/ParsedArguments: a verb's checked arguments, read back as typed values.
import Synchronization

/// The arguments of one verb after parsing. Every value was checked against its ``ValueKind``, so a typed read
/// only falls back to the option's default (or `nil`) when the option is absent.
///
///     let depths = arguments[RunOptions.chainDepth] ?? [5]
///     let force = arguments[SharedOptions.force]
struct ParsedArguments: Sendable, Equatable {
    /// The verb's option declarations.
    let options: [OptionSpec]
    /// Values given per option name, in command-line order.
    var values: [String: [String]] = [:]
    /// Names of flags that were given.
    var flags: Set<String> = []
    /// Positional values per positional name, in order.
    var positionalValues: [String: [String]] = [:]
    /// Where reads are recorded, if anywhere (a test's check that every group reads what its verb declares).
    var readLog: OptionReadLog?

    /// The value of `option`: converted from the text given, else from its default, else `nil` / empty.
    subscript<Value>(option: Option<Value>) -> Value {
        readLog?.record(option.spec.name)
        return option.read(values[option.spec.name] ?? [])
    }

    /// Whether `flag` was given.
    subscript(flag: Flag) -> Bool {
        readLog?.record(flag.spec.name)
        return flags.contains(flag.spec.name)
    }

    /// Whether `option` was given on the command line (as opposed to defaulted).
    func isGiven(_ option: any OptionDeclaration) -> Bool {
        readLog?.record(option.spec.name)
        return values[option.spec.name] != nil || flags.contains(option.spec.name)
    }

    /// The positional argument `positional`, or `nil` when an optional one was left out.
    subscript(positional: PositionalSpec) -> String? { positionalValues[positional.name]?.first }

    /// Every value of the variadic positional `positional`.
    func all(_ positional: PositionalSpec) -> [String] { positionalValues[positional.name] ?? [] }

    /// Equal when the same values were given for the same declarations (the read log is not compared).
    static func == (a: Self, b: Self) -> Bool {
        a.options == b.options && a.values == b.values && a.flags == b.flags
            && a.positionalValues == b.positionalValues
    }
}

/// The names of the options read from a ``ParsedArguments``, in no order.
final class OptionReadLog: Sendable {
    private let names = Mutex<Set<String>>([])

    /// An empty log.
    init() {}

    /// Records that `name` was read.
    func record(_ name: String) { names.withLock { _ = $0.insert(name) } }

    /// Every name read so far.
    var recorded: Set<String> { names.withLock { $0 } }
}
