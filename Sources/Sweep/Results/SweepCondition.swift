// Sweep/SweepCondition: typed conditions on a sweep's cells (comparisons, OR, scoped requirements).

/// A value a condition can read from one cell of a sweep.
public enum SweepQuantity: Sendable, Hashable {
    /// An outcome of the cell (NaN when the cell has none, e.g. no landing detent).
    case metric(SweepMetric)
    /// The display height the cell's gesture starts from, points.
    case startHeight
    /// The index of the detent the cell starts on (0 = lowest, as `landing-detent`), NaN when the start height
    /// is not one of the scenario's detents.
    case startDetent
    /// The cell's gesture value: the release velocity (pt/ms) or the drag distance (pt).
    case gestureValue
    /// A swept parameter's value in the cell, in the parameter's unit (a choice: its index).
    case parameter(SweepParameter)
}

/// The values of one cell that conditions read.
public struct SweepCellValues: Sendable {
    /// The cell's row.
    public var row: SweepRow
    /// The start height, points.
    public var startHeight: Double
    /// The index of the start height among the grid's start heights.
    public var startIndex: Int
    /// The detent index the cell starts on, or NaN.
    public var startDetent: Double
    /// The gesture value (pt/ms or pt).
    public var gestureValue: Double
    /// The swept parameters and their values in this cell, in grid order.
    public var parameters: [(parameter: SweepParameter, value: Double)]

    /// The value of `quantity` in this cell (NaN when the cell has none).
    public func value(_ quantity: SweepQuantity) -> Double {
        switch quantity {
        case .metric(let metric): metric.value(of: row)
        case .startHeight: startHeight
        case .startDetent: startDetent
        case .gestureValue: gestureValue
        case .parameter(let p): parameters.first { $0.parameter == p }?.value ?? .nan
        }
    }
}

/// One comparison, `left OP right`: either side a quantity (or its magnitude) or a number.
public struct SweepComparison: Sendable, Hashable {
    /// A comparison operator.
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case notEqual = "!="
        case less = "<"
        case greater = ">"
        case equal = "="

        /// Whether `a OP b` holds.
        public func holds(_ a: Double, _ b: Double) -> Bool {
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

    /// One side of a comparison.
    public enum Operand: Sendable, Hashable {
        /// A cell's quantity; its absolute value when `magnitude`.
        case quantity(SweepQuantity, magnitude: Bool)
        /// A number, in the quantity's unit.
        case number(Double)
    }

    /// The left side.
    public var left: Operand
    /// The comparison.
    public var comparison: Operator
    /// The right side.
    public var right: Operand

    /// A comparison; see the properties.
    public init(_ left: Operand, _ comparison: Operator, _ right: Operand) {
        self.left = left
        self.comparison = comparison
        self.right = right
    }

    /// Whether it holds for `cell`; false when either side has no value (NaN).
    public func holds(_ cell: SweepCellValues) -> Bool {
        func resolve(_ operand: Operand) -> Double {
            switch operand {
            case .number(let n): return n
            case .quantity(let q, let magnitude):
                let v = cell.value(q)
                return magnitude ? abs(v) : v
            }
        }
        let a = resolve(left)
        let b = resolve(right)
        return !a.isNaN && !b.isNaN && comparison.holds(a, b)
    }
}

/// Comparisons joined by OR: the condition holds when at least one of them holds.
public struct SweepCondition: Sendable, Hashable, CustomStringConvertible {
    /// The alternatives (at least one).
    public var alternatives: [SweepComparison]
    /// The condition as the user wrote it, for reports.
    public var description: String

    /// A condition holding when any of `alternatives` holds.
    public init(anyOf alternatives: [SweepComparison], description: String) {
        self.alternatives = alternatives
        self.description = description
    }

    /// Whether any alternative holds for `cell`.
    public func holds(_ cell: SweepCellValues) -> Bool { alternatives.contains { $0.holds(cell) } }
}

/// Which start heights a requirement is judged at.
public enum SweepStartScope: Sendable, Hashable {
    /// Every counted cell in the requirement's subset, wherever it starts (the subset may be empty).
    case anyStart
    /// Each start height of the grid on its own: every one must hold at least one counted cell of the subset,
    /// and every such cell must meet the condition (an empty start is a break, not a pass).
    case eachStart
    /// Only the cells starting at this start height (its index among the grid's start heights), which must hold
    /// at least one counted cell of the subset.
    case start(index: Int)
}

/// What the counted cells of a combination must satisfy: `condition`, for the cells meeting `subset` (all when
/// nil), judged over `starts`.
public struct SweepRequirement: Sendable, Hashable, CustomStringConvertible {
    /// What must hold.
    public var condition: SweepCondition
    /// The cells it applies to (nil: every counted cell).
    public var subset: SweepCondition?
    /// Which start heights it is judged at.
    public var starts: SweepStartScope
    /// The requirement as the user wrote it, for reports.
    public var description: String

    /// A requirement; see the properties.
    public init(
        _ condition: SweepCondition, subset: SweepCondition? = nil, starts: SweepStartScope = .anyStart,
        description: String
    ) {
        self.condition = condition
        self.subset = subset
        self.starts = starts
        self.description = description
    }

    /// Whether `cell` belongs to the requirement's subset (its start scope and its subset condition).
    func applies(to cell: SweepCellValues) -> Bool {
        if case .start(let index) = starts, cell.startIndex != index { return false }
        return subset?.holds(cell) ?? true
    }

    /// Whether every start the requirement is judged at must hold a cell of its subset.
    var needsCells: Bool {
        if case .anyStart = starts { return false }
        return true
    }
}
