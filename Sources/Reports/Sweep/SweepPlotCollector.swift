// Reports/Sweep/SweepPlotCollector: keeps, while rows stream past, only what the sweep's plots draw.
import Analysis
import PanelSimulator
import Sweep

/// What the plots of a sweep show, as chosen on the command line.
public struct SweepPlotOptions: Sendable, Hashable {
    /// The outcome drawn (nil: the system's headline, ``SweepDefaults/metric(for:)``).
    public var metric: SweepMetric?
    /// The first parameter's values drawn as curves (nil: every value when there are at most
    /// ``SweepPlotCollector/maximumSeries``, else an even selection that includes the scenario's value).
    public var seriesValues: [Double]?

    /// Options; see the properties.
    public init(metric: SweepMetric? = nil, seriesValues: [Double]? = nil) {
        self.metric = metric
        self.seriesValues = seriesValues
    }
}

/// The cells the plots of a sweep need, collected row by row, so memory depends on the picture sizes and not on
/// the number of cells.
///
/// Heatmaps show at most ``maximumHeights`` start heights (one file each), ``maximumRows`` values of the first
/// parameter (rows), ``maximumFacets`` values of the second (one small heatmap each) and ``maximumColumns``
/// gesture values (columns), evenly picked with first and last included; further parameters are held at the
/// scenario's value (or their first). Settle-time statistics cover every gesture value of the picked rows.
public struct SweepPlotCollector: Sendable {
    /// Most start heights drawn.
    public static let maximumHeights = 8
    /// Most heatmap rows (values of the first parameter).
    public static let maximumRows = 100
    /// Most small multiples (values of the second parameter).
    public static let maximumFacets = 12
    /// Most heatmap columns (gesture values).
    public static let maximumColumns = 200
    /// Most curves in one line plot when no selection is given.
    public static let maximumSeries = 12

    /// The sweep's header.
    public let header: SweepHeader
    /// The outcome the heatmaps draw.
    public let metric: SweepMetric
    /// The outcome the curves draw: the metric, or the landing height for a categorical one.
    public let curveMetric: SweepMetric
    /// Picked start-height indices.
    public let heights: [Int]
    /// Picked first-parameter indices (heatmap rows, curves included).
    public let rows: [Int]
    /// The first-parameter indices drawn as curves (a subset of ``rows``).
    public let seriesRows: [Int]
    /// Picked second-parameter indices (one small heatmap each); `[0]` with one parameter.
    public let facets: [Int]
    /// Picked gesture-value indices.
    public let columns: [Int]
    /// For every parameter, the value index used when it is not on a heatmap axis (its scenario value or 0).
    public let held: [Int]

    /// ``metric``'s and ``curveMetric``'s values, each looked up once (``SweepMetric/valueReader``).
    private let metricValue: @Sendable (SweepRow) -> Double
    private let curveValue: @Sendable (SweepRow) -> Double
    private let heightSlot: [Int]
    private let rowSlot: [Int]
    private let facetSlot: [Int]
    private let columnSlot: [Int]
    /// The parameter value indices of the last row's combination (rows come in grid order: one lookup per
    /// combination, not per row).
    private var combination = (index: -1, values: [Int]())
    private(set) var values: [Double]
    private(set) var curves: [Double]
    /// Where the first named list rests (its content offset, pt) in each kept cell, NaN without a list: the reach
    /// plot's second panel.
    private(set) var listRests: [Double]
    /// The landing height (pt) in each kept cell, whatever the metric: the reach plot's first panel.
    private(set) var panelRests: [Double]
    private(set) var settleSum: [Double]
    private(set) var settleCount: [Int]
    private(set) var settleMax: [Double]

    /// A collector for `header`'s grid.
    public init(header: SweepHeader, options: SweepPlotOptions) {
        self.header = header
        let grid = header.grid
        let scenario = header.scenario
        metric = options.metric ?? SweepDefaults.metric(for: scenario)
        curveMetric = metric.isCategorical ? .landingHeight : metric
        (metricValue, curveValue) = (metric.valueReader, curveMetric.valueReader)
        heights = Self.evenlyPicked(grid.startHeights.count, Self.maximumHeights)
        held = grid.parameters.map { axis in
            axis.values.values.firstIndex(of: scenario.parameters[axis.parameter.rawValue] ?? .nan) ?? 0
        }
        let first = grid.parameters[0].values
        let chosen: [Int]
        if let selection = options.seriesValues {
            chosen = selection.compactMap { first.values.firstIndex(of: $0) }
        } else if first.count <= Self.maximumSeries {
            chosen = Array(0..<first.count)
        } else {
            chosen = Array(Set(Self.evenlyPicked(first.count, Self.maximumSeries - 1) + [held[0]])).sorted()
        }
        seriesRows = chosen
        rows = Array(Set(Self.evenlyPicked(first.count, Self.maximumRows) + chosen)).sorted()
        facets =
            grid.parameters.count > 1 ? Self.evenlyPicked(grid.parameters[1].values.count, Self.maximumFacets) : [0]
        columns = Self.evenlyPicked(grid.gestureValues.count, Self.maximumColumns)
        heightSlot = Self.slots(heights, count: grid.startHeights.count)
        rowSlot = Self.slots(rows, count: first.count)
        facetSlot = Self.slots(facets, count: grid.parameters.count > 1 ? grid.parameters[1].values.count : 1)
        columnSlot = Self.slots(columns, count: grid.gestureValues.count)
        let size = heights.count * facets.count * rows.count * columns.count
        values = Array(repeating: .nan, count: size)
        curves = Array(repeating: .nan, count: size)
        listRests = Array(repeating: .nan, count: size)
        panelRests = Array(repeating: .nan, count: size)
        settleSum = Array(repeating: 0, count: heights.count * rows.count)
        settleCount = Array(repeating: 0, count: heights.count * rows.count)
        settleMax = Array(repeating: .nan, count: heights.count * rows.count)
    }

    /// `count` indices out of `0..<total`, evenly spread, first and last included.
    static func evenlyPicked(_ total: Int, _ count: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        return (0..<count).map { ($0 * (total - 1) + (count - 1) / 2) / (count - 1) }
    }

    /// For each index of `0..<count`, its position in `picked`, or −1.
    private static func slots(_ picked: [Int], count: Int) -> [Int] {
        var slots = Array(repeating: -1, count: count)
        for (slot, index) in picked.enumerated() { slots[index] = slot }
        return slots
    }

    /// Takes one row (any order).
    public mutating func add(_ row: SweepRow) {
        let grid = header.grid
        let at = grid.coordinates(of: row.cell)
        let h = heightSlot[at.height]
        guard h >= 0 else { return }
        if combination.index != at.combination {
            combination = (at.combination, grid.valueIndices(ofCombination: at.combination))
        }
        let indices = combination.values
        let r = rowSlot[indices[0]]
        guard r >= 0 else { return }
        // Parameters beyond the first two are held at one value; the second is held too for the statistics.
        for k in indices.indices.dropFirst(2) where indices[k] != held[k] { return }
        if indices.count < 2 || indices[1] == held[1] {
            let s = h * rows.count + r
            if row.movement != .settled, row.settleTime.isFinite, row.settleTime > 0 {
                settleSum[s] += row.settleTime
                settleCount[s] += 1
                settleMax[s] = settleMax[s].isNaN ? row.settleTime : max(settleMax[s], row.settleTime)
            }
        }
        let f = indices.count > 1 ? facetSlot[indices[1]] : 0
        let c = columnSlot[at.velocity]
        guard f >= 0, c >= 0 else { return }
        let slot = ((h * facets.count + f) * rows.count + r) * columns.count + c
        values[slot] = metricValue(row)
        curves[slot] = curveValue(row)
        listRests[slot] = row.restContentOffsets.first ?? .nan
        panelRests[slot] = row.landingHeight
    }

    /// The picked gesture values (pt/ms or pt): the heatmaps' columns, the curves' x.
    var pickedGestureValues: [Double] { columns.map { header.grid.gestureValues.values[$0] } }

    /// The facet the curves draw: the second parameter at its held value (the one facet with one parameter).
    var curveFacet: Int { facets.firstIndex(of: held.count > 1 ? held[1] : 0) ?? 0 }

    /// The heatmap value at picked (height, facet, row, column) slots.
    func value(_ h: Int, _ f: Int, _ r: Int, _ c: Int) -> Double {
        values[((h * facets.count + f) * rows.count + r) * columns.count + c]
    }

    /// The curve value at picked (height, facet, row, column) slots.
    func curve(_ h: Int, _ f: Int, _ r: Int, _ c: Int) -> Double {
        curves[((h * facets.count + f) * rows.count + r) * columns.count + c]
    }

    /// Where the first named list rests (pt) at picked (height, facet, row, column) slots; NaN without a list.
    func listRest(_ h: Int, _ f: Int, _ r: Int, _ c: Int) -> Double {
        listRests[((h * facets.count + f) * rows.count + r) * columns.count + c]
    }

    /// The landing height (pt) at picked (height, facet, row, column) slots.
    func panelRest(_ h: Int, _ f: Int, _ r: Int, _ c: Int) -> Double {
        panelRests[((h * facets.count + f) * rows.count + r) * columns.count + c]
    }

    /// Mean and maximum settle time over moving cells at picked (height, row), NaN when none moved.
    func settle(_ h: Int, _ r: Int) -> (mean: Double, maximum: Double) {
        let s = h * rows.count + r
        return (settleCount[s] > 0 ? settleSum[s] / Double(settleCount[s]) : .nan, settleMax[s])
    }
}
