// Units — the legal range of a quantity: one value the validator checks and the help text prints.

/// The values a quantity may take: finite, between two bounds each open, closed or absent, in a stated unit.
///
/// A validator checks with ``contains(_:)`` and says the range with ``description``; the tables that print help
/// and check command-line values read the same constant, so each range is written once.
public struct LegalRange: Sendable, Hashable, CustomStringConvertible {
    /// One end of a range.
    public enum Bound: Sendable, Hashable {
        /// The end itself is legal (`≥` / `≤`).
        case closed(Double)
        /// The end itself is not legal (`>` / `<`).
        case open(Double)
        /// No limit on this side (finite values only).
        case none
    }

    /// The lower end.
    public let lower: Bound
    /// The upper end.
    public let upper: Bound
    /// The unit the bounds are in, as printed (`pt`, `pt/ms`, `per ms`, `s`); empty for a ratio.
    public let unit: String

    /// A range from `lower` to `upper`, in `unit`.
    public init(lower: Bound, upper: Bound, unit: String) {
        (self.lower, self.upper, self.unit) = (lower, upper, unit)
    }

    /// True iff `value` is finite and within both bounds.
    @inlinable
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch lower {
        case .closed(let x): if value < x { return false }
        case .open(let x): if value <= x { return false }
        case .none: break
        }
        switch upper {
        case .closed(let x): if value > x { return false }
        case .open(let x): if value >= x { return false }
        case .none: break
        }
        return true
    }

    /// The lowest legal value when the lower end is closed, else nil.
    public var closedLowerBound: Double? {
        if case .closed(let x) = lower { return x }
        return nil
    }

    /// The upper end's value when there is one (open or closed), else nil.
    public var upperLimit: Double? {
        switch upper {
        case .closed(let x), .open(let x): x
        case .none: nil
        }
    }

    /// The range as a `ClosedRange` when both ends are closed (for options that take one), else nil.
    public var closedBounds: ClosedRange<Double>? {
        guard case .closed(let a) = lower, case .closed(let b) = upper, a <= b else { return nil }
        return a...b
    }

    /// The range as a phrase: `in [0, 1000000] pt/ms`, `in (0, 1) per ms`, `> 0 pt/s`.
    public var description: String {
        let suffix = unit.isEmpty ? "" : " \(unit)"
        switch (lower, upper) {
        case (.none, .none): return "any finite number"
        case (.closed(let a), .none): return ">= \(Self.text(a))\(suffix)"
        case (.open(let a), .none): return "> \(Self.text(a))\(suffix)"
        case (.none, .closed(let b)): return "<= \(Self.text(b))\(suffix)"
        case (.none, .open(let b)): return "< \(Self.text(b))\(suffix)"
        default:
            let open: String = if case .open = lower { "(" } else { "[" }
            let close: String = if case .open = upper { ")" } else { "]" }
            let a = lowerValue.map(Self.text) ?? ""
            let b = upperLimit.map(Self.text) ?? ""
            return "in \(open)\(a), \(b)\(close)\(suffix)"
        }
    }

    private var lowerValue: Double? {
        switch lower {
        case .closed(let x), .open(let x): x
        case .none: nil
        }
    }

    /// A bound as plain text: an integer without a fraction (`1000000`), else Swift's shortest form (`0.05`).
    public static func text(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}

extension LegalRange {
    /// `[lower, upper]` in `unit`.
    public static func closed(_ lower: Double, _ upper: Double, unit: String) -> LegalRange {
        LegalRange(lower: .closed(lower), upper: .closed(upper), unit: unit)
    }

    /// `(lower, upper)` in `unit`.
    public static func open(_ lower: Double, _ upper: Double, unit: String) -> LegalRange {
        LegalRange(lower: .open(lower), upper: .open(upper), unit: unit)
    }

    /// `(0, upper]` in `unit`: a positive quantity with a cap.
    public static func positive(upTo upper: Double, unit: String) -> LegalRange {
        LegalRange(lower: .open(0), upper: .closed(upper), unit: unit)
    }

    /// `(0, ∞)` in `unit`.
    public static func positive(unit: String) -> LegalRange {
        LegalRange(lower: .open(0), upper: .none, unit: unit)
    }

    /// The legal drag durations, seconds.
    public static let dragDuration = LegalRange.closed(0.001, 60, unit: "s")
}
