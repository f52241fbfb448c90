// Analysis/Sweep/SweepGrid: parameter values × start heights × release velocities, and its cell order.

/// One swept parameter and its values.
public struct SweepAxis: Sendable, Hashable, Codable {
    /// The parameter.
    public var parameter: SweepParameter
    /// Its values, in the parameter's unit.
    public var values: SweepValues

    /// An axis.
    public init(parameter: SweepParameter, values: SweepValues) {
        self.parameter = parameter
        self.values = values
    }
}

/// The grid of a sweep: every combination of the parameters' values, × start heights (pt) × release
/// velocities (pt/ms).
///
/// Cell order (the order of every output row): the first parameter varies slowest, then the next parameters,
/// then the start height, and the release velocity fastest. Cell `i` is the same cell whatever the scheduling
/// or sharding.
public struct SweepGrid: Sendable, Hashable {
    /// The swept parameters, slowest first (at least one, no name twice).
    public let parameters: [SweepAxis]
    /// Display heights at release, points.
    public let startHeights: SweepValues
    /// Release velocities, points per **millisecond** (UIKit's unit; positive = expanding).
    public let velocities: SweepValues
    /// The number of parameter combinations.
    public let combinationCount: Int
    /// The number of cells.
    public let count: Int

    /// A grid; checks that it is not empty and that the cell count fits in an `Int`.
    ///
    /// - Throws: ``SweepSpecError`` for no parameter, a parameter given twice, or an overflowing cell count.
    public init(parameters: [SweepAxis], startHeights: SweepValues, velocities: SweepValues) throws(SweepSpecError) {
        if parameters.isEmpty { throw SweepSpecError("--param: at least one parameter is needed") }
        var seen = Set<SweepParameter>()
        for axis in parameters where !seen.insert(axis.parameter).inserted {
            throw SweepSpecError("--param \(axis.parameter.rawValue): given twice (give its values in one --param)")
        }
        var combinations = 1
        for count in parameters.map(\.values.count) {
            let (product, overflow) = combinations.multipliedReportingOverflow(by: count)
            if overflow { throw SweepSpecError("the grid has too many cells to count") }
            combinations = product
        }
        let (perCombination, o1) = startHeights.count.multipliedReportingOverflow(by: velocities.count)
        let (total, o2) = combinations.multipliedReportingOverflow(by: perCombination)
        if o1 || o2 { throw SweepSpecError("the grid has too many cells to count") }
        self.parameters = parameters
        self.startHeights = startHeights
        self.velocities = velocities
        self.combinationCount = combinations
        self.count = total
    }

    /// Where a cell sits in the grid.
    public struct Coordinates: Sendable, Hashable {
        /// The parameter combination's index (0 ..< ``SweepGrid/combinationCount``).
        public var combination: Int
        /// The start height's index.
        public var height: Int
        /// The velocity's index.
        public var velocity: Int
    }

    /// The coordinates of cell `cell`.
    public func coordinates(of cell: Int) -> Coordinates {
        let velocity = cell % velocities.count
        let rest = cell / velocities.count
        return Coordinates(
            combination: rest / startHeights.count, height: rest % startHeights.count, velocity: velocity)
    }

    /// The index of each parameter's value in combination `combination` (first parameter first).
    public func valueIndices(ofCombination combination: Int) -> [Int] {
        var indices = Array(repeating: 0, count: parameters.count)
        var rest = combination
        for k in parameters.indices.reversed() {
            indices[k] = rest % parameters[k].values.count
            rest /= parameters[k].values.count
        }
        return indices
    }

    /// Each parameter's value in combination `combination`, in the parameters' units.
    public func values(ofCombination combination: Int) -> [Double] {
        zip(parameters, valueIndices(ofCombination: combination)).map { $0.values.values[$1] }
    }

    /// Each parameter's label in combination `combination`, as written.
    public func labels(ofCombination combination: Int) -> [String] {
        zip(parameters, valueIndices(ofCombination: combination)).map { $0.values.labels[$1] }
    }
}

/// The grid `bench sweep` runs when given no `--param`, `--velocities` or `--start-heights` (the `sweep`
/// benchmark suite measures the same cells).
public enum SweepDefaults {
    /// The swept parameter.
    public static let parameter = SweepParameter.lowVelocityThreshold
    /// Its values, `START:STOP:STEP` in the parameter's unit.
    public static let parameterValues = "0:0.5:0.05"
    /// Release velocities, pt/ms.
    public static let velocities = "-3:3:0.1"
    /// Display heights at release, points.
    public static let startHeights = "200,400,600"

    /// The default grid.
    ///
    /// - Throws: ``SweepSpecError`` (not for these values).
    public static func grid() throws(SweepSpecError) -> SweepGrid {
        try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: parameter,
                    values: try SweepValues.parse(
                        parameterValues, boolean: parameter.isBoolean, label: "--param \(parameter.rawValue)="))
            ],
            startHeights: try SweepValues.parse(startHeights, label: "--start-heights"),
            velocities: try SweepValues.parse(velocities, label: "--velocities"))
    }
}
