// AxisConformance/ConformanceReport: matched / total per kind of check, and the first few mismatches in full.

/// Matched / total per kind of check, and the first few mismatches in full.
public struct ConformanceReport: Sendable {
    /// The kinds of check, in report order.
    public enum Kind: String, CaseIterable, Sendable {
        /// Nested chain slices.
        case slices
        /// Built model segments (and detent heights, total length).
        case segments
        /// Expected builder/slicer errors.
        case errors
        /// Oracle projections.
        case projections
        /// Cursor projections (offsets in file order and shuffled).
        case cursor
        /// Solver decisions.
        case decisions
    }

    /// Per kind: (matched, total).
    public private(set) var counts: [Kind: (matched: Int, total: Int)] = [:]
    /// The first mismatches, one description each.
    public private(set) var mismatches: [String] = []
    /// How many mismatches to keep in full.
    public var mismatchLimit = 10
    /// How many mismatches there were in all.
    public private(set) var mismatchCount = 0

    /// An empty report.
    public init() {}

    /// Records one check of `kind`; when it failed, `detail` says how.
    public mutating func record(_ kind: Kind, matched: Bool, _ detail: @autoclosure () -> String) {
        var c = counts[kind] ?? (0, 0)
        c.total += 1
        if matched {
            c.matched += 1
        } else {
            mismatchCount += 1
            if mismatches.count < mismatchLimit { mismatches.append("[\(kind.rawValue)] " + detail()) }
        }
        counts[kind] = c
    }

    /// True when every recorded check matched.
    public var allMatched: Bool { mismatchCount == 0 }

    /// The total number of checks.
    public var total: Int { counts.values.reduce(0) { $0 + $1.total } }

    /// A table: one line per kind, `kind  matched / total`, then the first mismatches.
    public var text: String {
        var lines: [String] = []
        for kind in Kind.allCases {
            let c = counts[kind] ?? (0, 0)
            let name = kind.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            lines.append("\(name)\(c.matched) / \(c.total)")
        }
        if mismatchCount > 0 {
            lines.append("first \(mismatches.count) of \(mismatchCount) mismatches:")
            lines += mismatches.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// `3 scenarios: 120 / 122 checks matched, 2 mismatched` (the mismatches said only when there are any).
    public func summaryLine(scenarios: Int) -> String {
        "\(scenarios) scenarios: \(total - mismatchCount) / \(total) checks matched"
            + (allMatched ? "" : ", \(mismatchCount) mismatched")
    }
}
