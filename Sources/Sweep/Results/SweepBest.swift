// Sweep/SweepBest: which parameter values to ship: combinations ranked by an outcome under constraints.

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
    /// What the counted cells must satisfy for their combination to qualify (all must hold).
    public var requirements: [SweepRequirement] = []

    /// A query; see the properties.
    public init(
        metric: SweepMetric, aggregate: Aggregate = .mean, maximize: Bool = false, filters: [SweepCondition] = [],
        requirements: [SweepRequirement] = []
    ) {
        self.metric = metric
        self.aggregate = aggregate
        self.maximize = maximize
        self.filters = filters
        self.requirements = requirements
    }
}

/// The first way a combination breaks the requirements.
public enum SweepBreak: Sendable, Hashable {
    /// The counted cell `cell` (grid index) breaks requirement `requirement` (index in the query).
    case cell(requirement: Int, cell: Int)
    /// Requirement `requirement` is judged at the start height `startHeight` (pt), but no counted cell of its
    /// subset starts there.
    case noCell(requirement: Int, startHeight: Double)
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
    /// Counted cells where the `--by` outcome has a value (the ones the score sums up).
    public var valued: Int
    /// Counted cells breaking a requirement.
    public var violations: Int
    /// Start heights where a requirement judged there has no cell of its subset (each pair counted once).
    public var emptyStarts: Int
    /// The first break, or nil.
    public var firstBreak: SweepBreak?

    /// Whether the combination qualifies: cells counted, a score, no break.
    public var qualifies: Bool { violations == 0 && emptyStarts == 0 && counted > 0 && !score.isNaN }
}

/// Why no combination qualifies.
public enum SweepNoQualifier: Sendable, Hashable {
    /// No cell passes every filter.
    case noCellCounted
    /// The ranked outcome has no value in any counted cell.
    case noValue
    /// Every combination breaks a requirement.
    case everyCombinationBreaks
}

/// The ranked combinations, with ranks that tie equal scores.
public struct SweepRanking: Sendable, Hashable {
    /// Every combination: qualifying ones first, best first (ties in grid order), then the others by fewest
    /// breaks.
    public var entries: [SweepBestEntry]
    /// Each entry's rank, 1-based; entries that tie share the rank of the first of them (1, 2, 2, 4).
    public var ranks: [Int]
    /// Cells that passed every filter, over all combinations.
    public var countedCells: Int
    /// Counted cells where the ranked outcome has a value.
    public var valuedCells: Int
    /// Cells in the sweep.
    public var totalCells: Int

    /// How many combinations qualify.
    public var qualifyingCount: Int { entries.prefix { $0.qualifies }.count }

    /// How many entries to list for a limit of `top`: `top`, and every further entry tied with the last of them.
    public func shownCount(top: Int) -> Int {
        var n = min(max(top, 0), entries.count)
        while n > 0, n < entries.count, ranks[n] == ranks[n - 1] { n += 1 }
        return n
    }

    /// Why no combination qualifies, or nil when one does (the first cause that applies to all).
    public var whyNothingQualifies: SweepNoQualifier? {
        guard qualifyingCount == 0 else { return nil }
        if countedCells == 0 { return .noCellCounted }
        if valuedCells == 0 { return .noValue }
        return .everyCombinationBreaks
    }
}

/// Ranks parameter combinations of a sweep's results.
public enum SweepBest {
    /// The swept parameters and their values in combination `combination` of `grid`, in grid order.
    static func parameters(ofCombination combination: Int, _ grid: SweepGrid) -> [(
        parameter: SweepParameter, value: Double
    )] {
        zip(grid.parameters, grid.values(ofCombination: combination)).map { ($0.parameter, $1) }
    }

    /// The values that conditions read of `row`, the cell at `at` of a sweep with `header`, its combination's
    /// `parameters` given.
    static func cellValues(
        _ row: SweepRow, header: SweepHeader, at: SweepGrid.Coordinates,
        parameters: [(parameter: SweepParameter, value: Double)]
    ) -> SweepCellValues {
        let grid = header.grid
        let start = grid.startHeights.values[at.height]
        return SweepCellValues(
            row: row, startHeight: start, startIndex: at.height,
            startDetent: header.scenario.detentsPt.firstIndex(of: start).map(Double.init) ?? .nan,
            gestureValue: grid.gestureValues.values[at.velocity], parameters: parameters)
    }

    /// Every combination of the rows `rows` hands over scored and ranked (see ``SweepRanking``), the rows read
    /// once, one at a time.
    ///
    /// - Throws: what reading the rows throws (``SweepFile/forEachRow(_:)``).
    public static func rank(_ rows: some SweepRowSource, query: SweepBestQuery) throws -> SweepRanking {
        var ranker = Ranker(header: rows.header, query: query)
        try rows.forEachRow { ranker.add($0) }
        return ranker.ranking()
    }

    /// Scores combinations row by row: memory in the number of combinations (and start heights), not of cells.
    public struct Ranker {
        let header: SweepHeader
        let query: SweepBestQuery
        private var entries: [SweepBestEntry]
        private var sums: [Double]
        /// Per requirement judged at start heights: counted cells of its subset per (combination, start).
        private var subsetCells: [[Int]]
        private var counted = 0
        private var valued = 0
        private let metricValue: @Sendable (SweepRow) -> Double
        /// Whether any condition reads a cell's values (else they are not made).
        private let readsCells: Bool
        /// The last combination's swept values (a combination's cells are adjacent in a sweep's rows).
        private var combination = (index: -1, parameters: [(parameter: SweepParameter, value: Double)]())

        /// A ranker of the combinations of `header`'s grid under `query`, no row added yet.
        public init(header: SweepHeader, query: SweepBestQuery) {
            self.header = header
            self.query = query
            let grid = header.grid
            entries = (0..<grid.combinationCount).map {
                SweepBestEntry(
                    combination: $0, labels: grid.labels(ofCombination: $0), score: .nan, counted: 0, valued: 0,
                    violations: 0, emptyStarts: 0, firstBreak: nil)
            }
            sums = Array(repeating: 0.0, count: grid.combinationCount)
            subsetCells = query.requirements.map {
                $0.needsCells ? Array(repeating: 0, count: grid.combinationCount * grid.startHeights.count) : []
            }
            metricValue = query.metric.valueReader
            readsCells = !query.filters.isEmpty || !query.requirements.isEmpty
        }

        /// Counts `row` (any order).
        public mutating func add(_ row: SweepRow) {
            let grid = header.grid
            let starts = grid.startHeights.count
            let at = grid.coordinates(of: row.cell)
            let c = at.combination
            var entry = entries[c]
            if readsCells {
                if combination.index != c { combination = (c, parameters(ofCombination: c, grid)) }
                let cell = cellValues(row, header: header, at: at, parameters: combination.parameters)
                guard query.filters.allSatisfy({ $0.holds(cell) }) else { return }
                var broken = false
                for (k, requirement) in query.requirements.enumerated() where requirement.applies(to: cell) {
                    if requirement.needsCells { subsetCells[k][c * starts + cell.startIndex] += 1 }
                    if !broken, !requirement.condition.holds(cell) {
                        broken = true
                        entry.violations += 1
                        if entry.firstBreak == nil { entry.firstBreak = .cell(requirement: k, cell: row.cell) }
                    }
                }
            }
            counted += 1
            entry.counted += 1
            let value = metricValue(row)
            if !value.isNaN {
                valued += 1
                entry.valued += 1
                switch query.aggregate {
                case .mean: sums[c] += value
                case .max: entry.score = entry.score.isNaN ? value : max(entry.score, value)
                case .min: entry.score = entry.score.isNaN ? value : min(entry.score, value)
                }
            }
            entries[c] = entry
        }

        /// The ranking of the rows added.
        public func ranking() -> SweepRanking {
            let grid = header.grid
            let starts = grid.startHeights.count
            var entries = entries
            for c in entries.indices {
                if query.aggregate == .mean, entries[c].valued > 0 {
                    entries[c].score = sums[c] / Double(entries[c].valued)
                }
                for (k, requirement) in query.requirements.enumerated() where requirement.needsCells {
                    for h in 0..<starts where subsetCells[k][c * starts + h] == 0 {
                        if case .start(let index) = requirement.starts, index != h { continue }
                        entries[c].emptyStarts += 1
                        if entries[c].firstBreak == nil {
                            entries[c].firstBreak = .noCell(requirement: k, startHeight: grid.startHeights.values[h])
                        }
                    }
                }
            }
            let query = query
            entries.sort { a, b in
                if a.qualifies != b.qualifies { return a.qualifies }
                let (ka, kb) = (sortKey(a, query), sortKey(b, query))
                return ka != kb ? ka < kb : a.combination < b.combination
            }
            var ranks: [Int] = []
            for i in entries.indices {
                let tied =
                    i > 0 && entries[i].qualifies == entries[i - 1].qualifies
                    && sortKey(entries[i], query) == sortKey(entries[i - 1], query)
                ranks.append(tied ? ranks[i - 1] : i + 1)
            }
            return SweepRanking(
                entries: entries, ranks: ranks, countedCells: counted, valuedCells: valued, totalCells: grid.count)
        }
    }

    /// What orders entries of the same kind (smaller first): a qualifying one by its score (negated when larger
    /// is better), another by how many breaks it has.
    static func sortKey(_ entry: SweepBestEntry, _ query: SweepBestQuery) -> Double {
        if entry.qualifies { return query.maximize ? -entry.score : entry.score }
        return Double(entry.violations + entry.emptyStarts)
    }
}

extension SweepBest {
    /// The tuning of the best entry of `ranking` (a ranking of a sweep with `header`): the value of each swept
    /// feel parameter, in axis order (the gesture's axes, ``TuningOverrides/refusal(of:)``, left out); `nil` when
    /// none qualifies.
    public static func bestTuning(_ ranking: SweepRanking, header: SweepHeader)
        -> [(parameter: SweepParameter, value: Double)]?
    {
        guard let best = ranking.entries.first, best.qualifies else { return nil }
        return parameters(ofCombination: best.combination, header.grid).filter {
            TuningOverrides.refusal(of: $0.parameter) == nil
        }
    }
}
