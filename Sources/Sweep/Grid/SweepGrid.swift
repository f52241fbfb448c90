// Sweep/SweepGrid: parameter values × start heights × gesture values, and its cell order.

/// One swept parameter and its values.
public struct SweepAxis: Sendable, Hashable {
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

/// The grid of a sweep: every combination of the parameters' values, × start heights (pt) × gesture values
/// (release velocities in pt/ms, or drag distances in pt, as ``gesture`` says).
///
/// Cell order (the order of every output row): the first parameter varies slowest, then the next parameters,
/// then the start height, and the gesture value fastest. Cell `i` is the same cell whatever the scheduling
/// or sharding.
public struct SweepGrid: Sendable, Hashable {
    /// The swept parameters, slowest first (at least one, no name twice).
    public let parameters: [SweepAxis]
    /// Display heights at touch-down, points.
    public let startHeights: SweepValues
    /// What the finger does: a release or a drag.
    public let gesture: SweepGesture
    /// The fastest axis: release velocities in points per **millisecond** (UIKit's unit; positive = expanding)
    /// for ``SweepGesture/release``, drag distances in points (positive = up) for ``SweepGesture/drag``.
    public let gestureValues: SweepValues
    /// The number of parameter combinations.
    public let combinationCount: Int
    /// The number of cells.
    public let count: Int

    /// A grid; checks that it is not empty and that the cell count fits in an `Int`.
    ///
    /// - Throws: ``SweepSpecError`` with ``SweepGridError/description`` (for grids read from a file).
    public init(
        parameters: [SweepAxis], startHeights: SweepValues, gesture: SweepGesture = .release,
        gestureValues velocities: SweepValues
    ) throws(SweepSpecError) {
        do throws(SweepGridError) {
            self = try Self.checked(
                parameters: parameters, startHeights: startHeights, gesture: gesture, gestureValues: velocities)
        } catch {
            throw SweepSpecError(error.description)
        }
    }

    /// A grid; checks that it is not empty, names no parameter twice and that the cell count fits in an `Int`.
    ///
    /// - Throws: ``SweepGridError`` for no parameter, a parameter given twice, or an overflowing cell count.
    public static func checked(
        parameters: [SweepAxis], startHeights: SweepValues, gesture: SweepGesture = .release,
        gestureValues velocities: SweepValues
    ) throws(SweepGridError) -> SweepGrid {
        if parameters.isEmpty { throw SweepGridError(.parameters, .noParameter) }
        var seen = Set<SweepParameter>()
        for axis in parameters where !seen.insert(axis.parameter).inserted {
            throw SweepGridError(.parameter(axis.parameter, values: nil), .givenTwice)
        }
        var combinations = 1
        for count in parameters.map(\.values.count) {
            let (product, overflow) = combinations.multipliedReportingOverflow(by: count)
            if overflow { throw SweepGridError(nil, .tooManyCells) }
            combinations = product
        }
        let (perCombination, o1) = startHeights.count.multipliedReportingOverflow(by: velocities.count)
        let (total, o2) = combinations.multipliedReportingOverflow(by: perCombination)
        if o1 || o2 { throw SweepGridError(nil, .tooManyCells) }
        return SweepGrid(
            parameters: parameters, startHeights: startHeights, gesture: gesture, gestureValues: velocities,
            combinationCount: combinations, count: total)
    }

    /// A grid of checked parts.
    private init(
        parameters: [SweepAxis], startHeights: SweepValues, gesture: SweepGesture, gestureValues: SweepValues,
        combinationCount: Int, count: Int
    ) {
        self.parameters = parameters
        self.startHeights = startHeights
        self.gesture = gesture
        self.gestureValues = gestureValues
        self.combinationCount = combinationCount
        self.count = count
    }

    /// Where a cell sits in the grid.
    public struct Coordinates: Sendable, Hashable {
        /// The parameter combination's index (0 ..< ``SweepGrid/combinationCount``).
        public var combination: Int
        /// The start height's index.
        public var height: Int
        /// The gesture value's index.
        public var velocity: Int
    }

    /// The coordinates of cell `cell`.
    public func coordinates(of cell: Int) -> Coordinates {
        let velocity = cell % gestureValues.count
        let rest = cell / gestureValues.count
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
