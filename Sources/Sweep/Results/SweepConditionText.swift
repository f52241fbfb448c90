// Sweep/SweepConditionText: the text of a sweep condition or requirement, read into its typed values.
import Support

/// Reads the conditions `bench results best` filters and requires, and `bench export --from-sweep` ranks by:
///
///     condition   := comparison ( "or" comparison )*             holds when any comparison holds
///     comparison  := operand OP operand                          OP: < <= > >= = !=
///     operand     := NAME | |NAME| | number                      |NAME| is the magnitude
///     requirement := condition [ "when" condition ] [ "from" start ]
///     start       := "each" | HEIGHT | "detent" INDEX
///
/// Words (`or`, `when`, `from`) stand apart with spaces; spaces inside a comparison do not matter. `when`
/// limits a requirement to the cells meeting its condition; `from each` judges it at every start height of
/// the sweep on its own, `from 390` (a start height, pt) or `from detent 1` (the scenario's detent, 0 = lowest)
/// at that one only, and such a start must hold a counted cell of the subset (an empty start breaks it).
/// The names are those of the sweep's header (``names(_:)``); errors say what is wrong, the caller says where.
public enum SweepConditionText {
    /// Why a condition's text cannot be read: said after the text (`'speed' is neither a number nor one of …`).
    public enum Failure: Error, Equatable, Sendable {
        /// A word of a requirement (`when`, `from`) in a condition.
        case requirementWord(String)
        /// Anything else: the sentence saying what is wrong.
        case invalid(String)
    }

    /// The names a condition may use for a sweep with `header`, and what each reads.
    public static func names(_ header: SweepHeader) -> [(name: String, quantity: SweepQuantity)] {
        SweepMetric.allCases.map { ($0.rawValue, SweepQuantity.metric($0)) } + [
            ("start-height", .startHeight), ("start-detent", .startDetent),
            (header.grid.gesture == .release ? "velocity" : "distance", .gestureValue),
        ] + header.grid.parameters.map { ($0.parameter.rawValue, .parameter($0.parameter)) }
    }

    /// A condition (comparisons joined by `or`).
    public static func condition(_ text: String, header: SweepHeader) throws(Failure) -> SweepCondition {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if let word = words.first(where: { $0 == "when" || $0 == "from" }) {
            throw .requirementWord(word)
        }
        return try disjunction(words[...], header: header)
    }

    /// A requirement (see the type's documentation).
    public static func requirement(_ text: String, header: SweepHeader) throws(Failure) -> SweepRequirement {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        for word in ["when", "from"] where words.filter({ $0 == word }).count > 1 {
            throw .invalid("'\(word)' is written twice")
        }
        let fromAt = words.firstIndex(of: "from")
        let whenAt = words.firstIndex(of: "when")
        if let fromAt, let whenAt, whenAt > fromAt {
            throw .invalid("'when' comes before 'from'")
        }
        let conditionEnd = whenAt ?? fromAt ?? words.endIndex
        let condition = try disjunction(words[..<conditionEnd], header: header)
        let subset = try whenAt.map { at throws(Failure) in
            try disjunction(words[(at + 1)..<(fromAt ?? words.endIndex)], header: header)
        }
        let starts = try fromAt.map { at throws(Failure) in
            try start(words[(at + 1)...], header: header)
        }
        return SweepRequirement(condition, subset: subset, starts: starts ?? .anyStart, description: text)
    }

    /// The start after `from`.
    static func start(_ words: ArraySlice<String>, header: SweepHeader)
        throws(Failure) -> SweepStartScope
    {
        let heights = header.grid.startHeights
        let list = heights.labels.joined(separator: ", ")
        let need = "'from' takes each, a start height (pt) or detent INDEX"
        let height: Double
        switch Array(words) {
        case ["each"]:
            return .eachStart
        case let w where w.count == 1:
            guard let value = Double(w[0]), value.isFinite else { throw .invalid(need) }
            height = value
        case let w where w.count == 2 && w[0] == "detent":
            let detents = header.scenario.detentsPt
            guard let index = Int(w[1]), detents.indices.contains(index) else {
                let range = detents.isEmpty ? "the scenario has no detents" : "0…\(detents.count - 1)"
                throw .invalid("detent '\(w[1])' is not a detent index (\(range))")
            }
            height = detents[index]
        default:
            throw .invalid(need)
        }
        guard let index = heights.values.firstIndex(of: height) else {
            throw .invalid(
                "the sweep does not start from \(NumberFormat.plain(height)) pt (its start heights: \(list))"
            )
        }
        return .start(index: index)
    }

    /// Comparisons joined by `or`.
    static func disjunction(_ words: ArraySlice<String>, header: SweepHeader)
        throws(Failure) -> SweepCondition
    {
        var parts: [[String]] = [[]]
        for word in words {
            if word == "or" { parts.append([]) } else { parts[parts.count - 1].append(word) }
        }
        var alternatives: [SweepComparison] = []
        for part in parts {
            guard !part.isEmpty else {
                throw .invalid("a comparison is missing (before or after 'or', 'when', 'from')")
            }
            alternatives.append(try comparison(part.joined(), header: header))
        }
        return SweepCondition(anyOf: alternatives, description: words.joined(separator: " "))
    }

    /// One comparison, spaces removed.
    static func comparison(_ compact: String, header: SweepHeader)
        throws(Failure) -> SweepComparison
    {
        typealias Op = SweepComparison.Operator
        guard
            let found = Op.allCases.compactMap({ op in compact.range(of: op.rawValue).map { (op, $0) } })
                .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        else {
            throw .invalid("no comparison (<, <=, >, >=, =, !=) in '\(compact)'")
        }
        let known = names(header)
        func operand(_ part: Substring) throws(Failure) -> SweepComparison.Operand {
            if let number = DecimalText.number(part), number.isFinite { return .number(number) }
            let magnitude = part.hasPrefix("|") && part.hasSuffix("|") && part.count > 2
            let name = String(magnitude ? part.dropFirst().dropLast() : part)
            guard let quantity = known.first(where: { $0.name == name })?.quantity else {
                throw .invalid(
                    "'\(part)' is neither a number nor one of "
                        + known.map(\.name).joined(separator: ", "))
            }
            return .quantity(quantity, magnitude: magnitude)
        }
        return SweepComparison(
            try operand(compact[..<found.1.lowerBound]), found.0, try operand(compact[found.1.upperBound...]))
    }
}
