// Analysis/Sweep/SweepBest: which parameter values to ship: combinations ranked by an outcome under constraints.

/// A comparison of a cell's value with a number or another of its values, as `bench results best` reads it:
/// `NAME OP VALUE`, OP one of `<`, `<=`, `>`, `>=`, `=`, `!=`; `|NAME|` compares the magnitude; VALUE is a number
/// or a NAME. Names: the metrics (`landing-height`, `settle-time`, …), `start-height`, the gesture axis
/// (`velocity` or `distance`) and the swept parameters.
public struct SweepCondition: Sendable, Hashable, CustomStringConvertible {
    /// A comparison operator.
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case notEqual = "!="
        case less = "<"
        case greater = ">"
        case equal = "="

        func holds(_ a: Double, _ b: Double) -> Bool {
            switch self {
            case .less: a < b
            case .lessOrEqual: a <= b
            case .greater: a > b
            case .greaterOrEqual: a >= b
            case .equal: a == b
            case .notEqual: a != b
            }
        }
    }

    /// One side: a named value (its magnitude when `magnitude`) or a number.
    public enum Operand: Sendable, Hashable {
        case value(String, magnitude: Bool)
        case number(Double)
    }

    /// The left side.
    public var left: Operand
    /// The comparison.
    public var comparison: Operator
    /// The right side.
    public var right: Operand
    /// The text as written.
    public var description: String

    /// Parses `text`, checking names against `names`.
    ///
    /// - Throws: ``SweepSpecError`` naming `option`, the text and the problem.
    public static func parse(_ text: String, names: [String], option: String) throws(SweepSpecError)
        -> SweepCondition
    {
        let compact = text.filter { $0 != " " }
        guard
            let found = Operator.allCases.compactMap({ op in compact.range(of: op.rawValue).map { (op, $0) } })
                .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        else {
            throw SweepSpecError("\(option) \(text): no comparison (<, <=, >, >=, =, !=)")
        }
        func operand(_ part: Substring) throws(SweepSpecError) -> Operand {
            if let number = Double(part), number.isFinite { return .number(number) }
            let magnitude = part.hasPrefix("|") && part.hasSuffix("|") && part.count > 2
            let name = String(magnitude ? part.dropFirst().dropLast() : part)
            guard names.contains(name) else {
                throw SweepSpecError(
                    "\(option) \(text): '\(part)' is neither a number nor one of \(names.joined(separator: ", "))")
            }
            return .value(name, magnitude: magnitude)
        }
        let left = try operand(compact[..<found.1.lowerBound])
        let right = try operand(compact[found.1.upperBound...])
        return SweepCondition(left: left, comparison: found.0, right: right, description: text)
    }

    /// Whether the condition holds for a cell whose named values `lookup` gives (false when one is missing).
    func holds(_ lookup: (String) -> Double) -> Bool {
        func resolve(_ operand: Operand) -> Double {
            switch operand {
            case .number(let n): return n
            case .value(let name, let magnitude):
                let v = lookup(name)
                return magnitude ? abs(v) : v
            }
        }
        let a = resolve(left)
        let b = resolve(right)
        return !a.isNaN && !b.isNaN && comparison.holds(a, b)
    }
}

/// The question `bench results best` answers.
public struct SweepBestQuery: Sendable, Hashable {
    /// How the objective sums up a combination's cells.
    public enum Aggregate: String, Sendable, Hashable, CaseIterable {
        /// The mean over the cells counted.
        case mean
        /// The largest value (the worst case when minimising).
        case max
        /// The smallest value.
        case min
    }

    /// The outcome to optimise.
    public var metric: SweepMetric
    /// How it sums up a combination.
    public var aggregate: Aggregate = .mean
    /// Larger is better (default: smaller is better).
    public var maximize = false
    /// Which cells count (all must hold); empty: every cell.
    public var filters: [SweepCondition] = []
    /// What every counted cell must satisfy for its combination to qualify.
    public var requirements: [SweepCondition] = []

    /// A query; see the properties.
    public init(
        metric: SweepMetric, aggregate: Aggregate = .mean, maximize: Bool = false, filters: [SweepCondition] = [],
        requirements: [SweepCondition] = []
    ) {
        self.metric = metric
        self.aggregate = aggregate
        self.maximize = maximize
        self.filters = filters
        self.requirements = requirements
    }
}

/// One parameter combination, scored.
public struct SweepBestEntry: Sendable, Hashable {
    /// The combination's index in the grid.
    public var combination: Int
    /// Each parameter's value label.
    public var labels: [String]
    /// The objective over the counted cells with a value (NaN when none has one).
    public var score: Double
    /// Cells counted (passing the filters).
    public var counted: Int
    /// Counted cells breaking a requirement.
    public var violations: Int
    /// The first requirement broken, as written, or nil.
    public var firstViolation: String?
}

/// Ranks parameter combinations of a sweep's results.
public enum SweepBest {
    /// The names a condition may use for `header`: the metrics, `start-height`, the gesture axis, the parameters.
    public static func names(_ header: SweepHeader) -> [String] {
        SweepMetric.allCases.map(\.rawValue) + ["start-height", axisName(header.grid)]
            + header.grid.parameters.map(\.parameter.rawValue)
    }

    /// `velocity` or `distance`.
    static func axisName(_ grid: SweepGrid) -> String { grid.gesture == .release ? "velocity" : "distance" }

    /// Every combination scored: qualifying ones first, best first (ties by grid order), then the others by
    /// fewest violations.
    public static func rank(_ results: SweepResults, query: SweepBestQuery) -> [SweepBestEntry] {
        let grid = results.header.grid
        let axis = axisName(grid)
        var entries = (0..<grid.combinationCount).map {
            SweepBestEntry(
                combination: $0, labels: grid.labels(ofCombination: $0), score: .nan, counted: 0, violations: 0,
                firstViolation: nil)
        }
        var sums = Array(repeating: 0.0, count: grid.combinationCount)
        var valued = Array(repeating: 0, count: grid.combinationCount)
        for row in results.rows {
            let at = grid.coordinates(of: row.cell)
            let values = grid.values(ofCombination: at.combination)
            func lookup(_ name: String) -> Double {
                if let metric = SweepMetric(rawValue: name) { return metric.value(of: row) }
                if name == "start-height" { return grid.startHeights.values[at.height] }
                if name == axis { return grid.gestureValues.values[at.velocity] }
                if let k = grid.parameters.firstIndex(where: { $0.parameter.rawValue == name }) { return values[k] }
                return .nan
            }
            guard query.filters.allSatisfy({ $0.holds(lookup) }) else { continue }
            var entry = entries[at.combination]
            entry.counted += 1
            if let broken = query.requirements.first(where: { !$0.holds(lookup) }) {
                entry.violations += 1
                if entry.firstViolation == nil { entry.firstViolation = broken.description }
            }
            let value = query.metric.value(of: row)
            if !value.isNaN {
                valued[at.combination] += 1
                switch query.aggregate {
                case .mean: sums[at.combination] += value
                case .max: entry.score = entry.score.isNaN ? value : max(entry.score, value)
                case .min: entry.score = entry.score.isNaN ? value : min(entry.score, value)
                }
            }
            entries[at.combination] = entry
        }
        if query.aggregate == .mean {
            for c in entries.indices where valued[c] > 0 { entries[c].score = sums[c] / Double(valued[c]) }
        }
        return entries.sorted { a, b in
            let aOK = a.violations == 0 && a.counted > 0 && !a.score.isNaN
            let bOK = b.violations == 0 && b.counted > 0 && !b.score.isNaN
            if aOK != bOK { return aOK }
            if !aOK {
                return a.violations != b.violations ? a.violations < b.violations : a.combination < b.combination
            }
            if a.score != b.score { return query.maximize ? a.score > b.score : a.score < b.score }
            return a.combination < b.combination
        }
    }
}
