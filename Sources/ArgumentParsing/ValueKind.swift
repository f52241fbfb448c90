// ArgumentParsing/ValueKind: what an option's value must look like, checked before a verb runs.
import Support
import Units

/// The type of an option's value. The parser checks every value (and every default) against it, so a
/// verb only ever sees well-formed values.
public enum ValueKind: Sendable, Equatable {
    /// Any text (a path, a name).
    case text
    /// A decimal integer within the range.
    case integer(ClosedRange<Int>)
    /// A finite decimal number within the range.
    case number(ClosedRange<Double>)
    /// A finite decimal number within a legal range kept by the domain (open ends allowed, e.g. `(0, 1000] pt`).
    case legalNumber(LegalRange)
    /// A comma-separated list of integers, each within the range and none twice (for example `5,64,1024`).
    case integerList(ClosedRange<Int>)
    /// A comma-separated list of words, none empty and none twice (for example `flutter,android`).
    case textList
    /// One of the listed words.
    case choice([String])

    /// Why `raw` is not a valid value, or `nil` when it is.
    ///
    /// The reason is a phrase such as `'abc' is not an integer` or `0 is out of range 1…100000`.
    public func problem(with raw: String) -> String? {
        switch self {
        case .text:
            return nil
        case .integer(let range):
            return Self.integerProblem(raw, range)
        case .number(let range):
            guard let value = DecimalText.numberOrNonFinite(raw) else { return "'\(raw)' is not a number" }
            guard value.isFinite else { return "'\(raw)' is not a finite number" }
            guard range.contains(value) else {
                return
                    "\(raw) is out of range \(NumberFormat.plain(range.lowerBound))…\(NumberFormat.plain(range.upperBound))"
            }
            return nil
        case .legalNumber(let range):
            guard let value = DecimalText.numberOrNonFinite(raw) else { return "'\(raw)' is not a number" }
            return range.contains(value) ? nil : "\(raw) is not \(range.description)"
        case .integerList(let range):
            return Self.listProblem(raw, item: { Self.integerProblem($0, range) }, identity: { Int($0) ?? 0 })
        case .textList:
            return Self.listProblem(raw, item: { _ in nil }, identity: { $0 })
        case .choice(let values):
            return values.contains(raw) ? nil : "'\(raw)' is not one of \(values.joined(separator: ", "))"
        }
    }

    /// The placeholder shown in help: the choices joined by `|` for a choice, else `fallback`.
    public func placeholder(_ fallback: String) -> String {
        if case .choice(let values) = self { return values.joined(separator: "|") }
        return "<\(fallback)>"
    }

    /// The one rule of every list value: items split at commas, none empty, each valid (`item`), and none given
    /// twice (two items with one `identity`: `'2,02' lists 02 twice`, as `bench sweep` words it).
    private static func listProblem<Identity: Hashable>(
        _ raw: String, item: (String) -> String?, identity: (String) -> Identity
    ) -> String? {
        let items = raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if items.contains(where: \.isEmpty) { return "'\(raw)' has an empty item" }
        if let problem = items.lazy.compactMap(item).first { return problem }
        var seen = Set<Identity>()
        if let repeated = items.first(where: { !seen.insert(identity($0)).inserted }) {
            return "'\(raw)' lists \(repeated) twice"
        }
        return nil
    }

    private static func integerProblem(_ raw: String, _ range: ClosedRange<Int>) -> String? {
        guard let value = Int(raw) else {
            // Digits too many for an integer are a value out of range, not a non-integer.
            let digits = raw.drop { $0 == "-" || $0 == "+" }
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
                return "'\(raw)' is not an integer"
            }
            return "\(raw) is out of range \(range.lowerBound)…\(range.upperBound)"
        }
        return range.contains(value) ? nil : "\(value) is out of range \(range.lowerBound)…\(range.upperBound)"
    }
}
