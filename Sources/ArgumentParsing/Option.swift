// ArgumentParsing/Option: a typed option declaration: its OptionSpec and how its checked text becomes a value.
import Units

/// Anything a verb declares as an option: a typed ``Option`` or a ``Flag``.
public protocol OptionDeclaration: Sendable {
    /// The declaration the parser and the help read.
    var spec: OptionSpec { get }
}

/// One `--option` and the Swift type of its value; the option's name is written here and nowhere else.
///
///     static let samples: Option<Int> = .integer("samples", in: 1...1000, valueName: "n", default: 30, help: "…")
///     let samples = arguments[Self.samples]  // 30 when absent
///
/// `Value` is optional (`Int?`) for an option without a default and a list for a repeated option. The parser checks
/// every value against ``OptionSpec/kind`` first, so the conversions here never see malformed text.
public struct Option<Value: Sendable>: OptionDeclaration {
    /// The declaration: name, kind, default text, help.
    public let spec: OptionSpec
    /// The value from the texts given on the command line, in order (empty when the option is absent).
    public let read: @Sendable (_ given: [String]) -> Value

    /// An option declared by `spec` whose value `read` makes from the texts given.
    public init(spec: OptionSpec, read: @escaping @Sendable (_ given: [String]) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The same option with another help line (and placeholder), for a verb whose `--out` writes something else.
    public func withHelp(_ help: String, valueName: String? = nil) -> Self {
        var spec = spec
        spec.help = help
        spec.valueName = valueName ?? spec.valueName
        return Option(spec: spec, read: read)
    }

    /// An option taking one value: the last text given (the parser allows one), else the default text, converted.
    private static func single(
        _ spec: OptionSpec, fallback: Value, convert: @escaping @Sendable (String) -> Value?
    ) -> Self {
        Option(spec: spec) { given in (given.last ?? spec.defaultValue).flatMap(convert) ?? fallback }
    }
}

/// A `--flag`: present or absent.
public struct Flag: OptionDeclaration {
    /// The declaration.
    public private(set) var spec: OptionSpec

    /// A flag called `--name` (and `-short`).
    public init(_ name: String, short: Character? = nil, help: String) {
        spec = .flag(name, short: short, help: help)
    }

    /// The same flag with another help line.
    public func withHelp(_ help: String) -> Self {
        var copy = self
        copy.spec.help = help
        return copy
    }
}

// MARK: - Text

extension Option where Value == String? {
    /// Free text (a path, a name), `nil` when absent.
    public static func text(_ name: String, short: Character? = nil, valueName: String, help: String) -> Self {
        single(.option(name, short: short, valueName: valueName, help: help), fallback: nil, convert: { $0 })
    }
}

extension Option where Value == String {
    /// Free text with a default.
    public static func text(
        _ name: String, short: Character? = nil, valueName: String, default value: String, help: String
    ) -> Self {
        single(
            .option(name, short: short, valueName: valueName, default: value, help: help), fallback: value,
            convert: { $0 })
    }
}

extension Option where Value == [String] {
    /// An option that may be given several times; every text in command-line order (empty when absent).
    public static func repeated(
        _ name: String, short: Character? = nil, kind: ValueKind = .text, valueName: String, help: String
    ) -> Self {
        Option(spec: .repeated(name, short: short, kind: kind, valueName: valueName, help: help)) { $0 }
    }
}

// MARK: - Numbers

extension Option where Value == Double? {
    /// A finite number within `range`, `nil` when absent.
    public static func number(
        _ name: String, in range: ClosedRange<Double>, valueName: String, help: String
    ) -> Self {
        single(
            .option(name, kind: .number(range), valueName: valueName, help: help), fallback: nil, convert: Double.init)
    }
}

extension Option where Value == Double? {
    /// A finite number within `range` (the domain's one home of the bound, e.g. a scenario field's), `nil` when absent.
    public static func number(_ name: String, in range: LegalRange, valueName: String, help: String) -> Self {
        single(
            .option(name, kind: .legalNumber(range), valueName: valueName, help: help), fallback: nil,
            convert: Double.init)
    }
}

extension Option where Value == Int? {
    /// An integer within `range`, `nil` when absent.
    public static func integer(
        _ name: String, short: Character? = nil, in range: ClosedRange<Int>, valueName: String, help: String
    ) -> Self {
        single(
            .option(name, short: short, kind: .integer(range), valueName: valueName, help: help), fallback: nil,
            convert: { Int($0) })
    }
}

extension Option where Value == Int {
    /// An integer within `range` with a default (shown in help).
    public static func integer(
        _ name: String, short: Character? = nil, in range: ClosedRange<Int>, valueName: String, default value: Int,
        help: String
    ) -> Self {
        single(
            .option(
                name, short: short, kind: .integer(range), valueName: valueName, default: String(value), help: help),
            fallback: value, convert: { Int($0) })
    }
}

extension Option where Value == [String]? {
    /// Comma-separated words, none empty and none twice, in the order written; `nil` when absent.
    public static func words(_ name: String, valueName: String, help: String) -> Self {
        single(
            .option(name, kind: .textList, valueName: valueName, help: help), fallback: nil,
            convert: { text in text.split(separator: ",").map(String.init) })
    }
}

extension Option where Value == [Int]? {
    /// Comma-separated integers, each within `range` and none twice, in the order written; `nil` when absent.
    public static func integers(_ name: String, in range: ClosedRange<Int>, valueName: String, help: String) -> Self {
        single(
            .option(name, kind: .integerList(range), valueName: valueName, help: help), fallback: nil,
            convert: { text in text.split(separator: ",").compactMap { Int($0) } })
    }
}

// MARK: - Choices

extension Option {
    /// One of `cases` (default: every case of `E`), spelled by `spelling`; `nil` when absent.
    ///
    /// The help shows the spellings joined by `|`, in the order of `cases`.
    public static func choice<E: CaseIterable & Sendable>(
        _ name: String, of type: E.Type, among cases: [E] = Array(E.allCases),
        spelled spelling: @escaping @Sendable (E) -> String, valueName: String, help: String
    ) -> Self where Value == E? {
        let spec = OptionSpec.option(name, kind: .choice(cases.map(spelling)), valueName: valueName, help: help)
        return single(spec, fallback: nil) { text in cases.first { spelling($0) == text } }
    }

    /// One of `cases` (default: every case of `E`), spelled by its raw value; `nil` when absent.
    public static func choice<E: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, of type: E.Type, among cases: [E] = Array(E.allCases), valueName: String, help: String
    ) -> Self where Value == E?, E.RawValue == String {
        choice(name, of: type, among: cases, spelled: { $0.rawValue }, valueName: valueName, help: help)
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of `cases` (default: every case of `Value`), spelled by its raw value, with a default (shown in help).
    public static func choice(
        _ name: String, short: Character? = nil, among cases: [Value] = Array(Value.allCases), valueName: String,
        default value: Value, help: String
    ) -> Self {
        let spec = OptionSpec.option(
            name, short: short, kind: .choice(cases.map(\.rawValue)), valueName: valueName, default: value.rawValue,
            help: help)
        return single(spec, fallback: value) { text in cases.first { $0.rawValue == text } }
    }
}
