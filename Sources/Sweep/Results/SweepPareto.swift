// Sweep/SweepPareto: the trade-offs between two or three outcomes: the parameter combinations no other
// combination beats on every outcome at once.

/// One outcome of a trade-off and which way is better.
public struct SweepObjective: Sendable, Hashable {
    /// The outcome.
    public var metric: SweepMetric
    /// Larger is better (default: smaller is better).
    public var maximize: Bool

    /// An objective; see the properties.
    public init(metric: SweepMetric, maximize: Bool = false) {
        (self.metric, self.maximize) = (metric, maximize)
    }
}

/// The question `bench results pareto` answers: the objectives, each summed up per combination as
/// `bench results best` sums up its `--by` outcome (``SweepBestQuery``: the aggregate, the filters, the
/// requirements).
public struct SweepParetoQuery: Sendable, Hashable {
    /// The objectives, two or three, in the order given.
    public var objectives: [SweepObjective]
    /// How each objective sums up a combination's counted cells.
    public var aggregate: SweepBestQuery.Aggregate
    /// Which cells count (all must hold); empty: every cell.
    public var filters: [SweepCondition]
    /// What a combination's counted cells must meet for it to take part (all must hold).
    public var requirements: [SweepRequirement]

    /// A query; see the properties.
    public init(
        objectives: [SweepObjective], aggregate: SweepBestQuery.Aggregate = .mean, filters: [SweepCondition] = [],
        requirements: [SweepRequirement] = []
    ) {
        (self.objectives, self.aggregate) = (objectives, aggregate)
        (self.filters, self.requirements) = (filters, requirements)
    }

    /// The ranking query of objective `k` (the same aggregate, filters and requirements).
    public func bestQuery(_ k: Int) -> SweepBestQuery {
        SweepBestQuery(
            metric: objectives[k].metric, aggregate: aggregate, maximize: objectives[k].maximize, filters: filters,
            requirements: requirements)
    }
}

/// One parameter combination scored on every objective.
public struct SweepParetoPoint: Sendable, Hashable {
    /// The combination's index in the grid.
    public var combination: Int
    /// Each swept parameter's value, in axis order (in the parameter's unit; a choice its index).
    public var values: [Double]
    /// Each parameter's value label, in axis order.
    public var labels: [String]
    /// Each objective's aggregate over the combination's counted cells, in the query's order.
    public var scores: [Double]
}

/// Every combination that takes part, and the non-dominated ones among them.
public struct SweepParetoFront: Sendable, Hashable {
    /// The combinations that qualify under every objective (cells counted, a value of every objective, no
    /// requirement broken), in grid order.
    public var points: [SweepParetoPoint]
    /// Indices into ``points`` of the non-dominated ones, ordered by the first objective (best first), then the
    /// next, then grid order.
    public var front: [Int]
    /// Combinations in the grid.
    public var combinationCount: Int
    /// Cells that passed every filter, over all combinations.
    public var countedCells: Int
    /// Cells in the sweep.
    public var totalCells: Int

    /// The non-dominated points themselves, in ``front``'s order.
    public var frontPoints: [SweepParetoPoint] { front.map { points[$0] } }
}

extension SweepBest {
    /// The combinations of `rows` no other one dominates under `query`: each objective aggregated per combination
    /// by a ``Ranker`` (the same counting, filters and requirements as `results best`), then the front of the
    /// combinations qualifying under every objective (``nonDominated(_:maximize:)``).
    ///
    /// Cost: one pass over the rows (one ranker per objective), then O(n · f) for n qualifying combinations and a
    /// front of f.
    ///
    /// - Throws: what reading the rows throws (``SweepFile/forEachRow(_:)``).
    public static func paretoFront(_ rows: some SweepRowSource, query: SweepParetoQuery) throws -> SweepParetoFront {
        var rankers = query.objectives.indices.map { Ranker(header: rows.header, query: query.bestQuery($0)) }
        try rows.forEachRow { row in
            for k in rankers.indices { rankers[k].add(row) }
        }
        let grid = rows.header.grid
        let n = grid.combinationCount
        var scores = Array(repeating: [Double](repeating: .nan, count: query.objectives.count), count: n)
        var qualifies = Array(repeating: true, count: n)
        var counted = 0
        for k in query.objectives.indices {
            let ranking = rankers[k].ranking()
            counted = ranking.countedCells
            for entry in ranking.entries {
                scores[entry.combination][k] = entry.score
                if !entry.qualifies { qualifies[entry.combination] = false }
            }
        }
        let points = (0..<n).filter { qualifies[$0] }.map { c in
            SweepParetoPoint(
                combination: c, values: grid.values(ofCombination: c), labels: grid.labels(ofCombination: c),
                scores: scores[c])
        }
        let front = nonDominated(points.map(\.scores), maximize: query.objectives.map(\.maximize))
        return SweepParetoFront(
            points: points, front: front, combinationCount: n, countedCells: counted, totalCells: grid.count)
    }

    /// The indices of the score vectors no other vector dominates, ordered lexicographically by the objectives
    /// (each best first), ties in index order. A vector dominates another when it is at least as good on every
    /// objective and better on one, so equal vectors never dominate each other: duplicates are all kept.
    ///
    /// - Parameters:
    ///   - scores: one vector per point, every one as long as `maximize`, no NaN.
    ///   - maximize: per objective, whether larger is better.
    /// - Returns: indices into `scores`. Cost O(n log n + n · f) for a front of f.
    public static func nonDominated(_ scores: [[Double]], maximize: [Bool]) -> [Int] {
        // As minimisation: a dominating vector comes no later than the vector it dominates in lexicographic
        // order, so each vector is checked only against the front found before it.
        let keys = scores.map { s in s.indices.map { maximize[$0] ? -s[$0] : s[$0] } }
        let order = keys.indices.sorted { a, b in
            keys[a] != keys[b] ? keys[a].lexicographicallyPrecedes(keys[b]) : a < b
        }
        var front: [Int] = []
        for i in order where !front.contains(where: { dominates(keys[$0], keys[i]) }) {
            front.append(i)
        }
        return front
    }

    /// Whether `a` dominates `b`, both to be minimised: no component larger, one smaller.
    static func dominates(_ a: [Double], _ b: [Double]) -> Bool {
        var better = false
        for (x, y) in zip(a, b) {
            if x > y { return false }
            if x < y { better = true }
        }
        return better
    }
}
