// ScrollPhysics — the typed error every throwing initialiser reports.

/// Why a physics parameter was rejected: which field, what value, and what was expected.
///
/// Initialisers in this module never trap on bad input: a NaN, an infinity or a value outside the
/// meaningful range (a negative mass, a deceleration rate of 1) throws this error instead.
public enum PhysicsInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value of `field` is NaN or infinite.
    case notFinite(field: String, value: Double)
    /// The value of `field` is finite but outside its range; `expected` says the range, with units.
    case outOfRange(field: String, value: Double, expected: String)

    /// The name of the rejected parameter, e.g. `"mass"`.
    public var field: String {
        switch self {
        case .notFinite(let field, _), .outOfRange(let field, _, _): return field
        }
    }

    /// One line for a user: `mass = -1.0: expected > 0`.
    public var description: String {
        switch self {
        case .notFinite(let field, let value): return "\(field) = \(value): expected a finite number"
        case .outOfRange(let field, let value, let expected): return "\(field) = \(value): expected \(expected)"
        }
    }
}

/// Small validation helpers shared by the initialisers; each returns the value when it is acceptable.
enum Check {
    /// `value` if finite, else `.notFinite`.
    static func finite(_ value: Double, _ field: String) throws(PhysicsInputError) -> Double {
        guard value.isFinite else { throw .notFinite(field: field, value: value) }
        return value
    }

    /// `value` if finite and > 0.
    static func positive(_ value: Double, _ field: String) throws(PhysicsInputError) -> Double {
        let value = try finite(value, field)
        guard value > 0 else { throw .outOfRange(field: field, value: value, expected: "> 0") }
        return value
    }

    /// `value` if finite and ≥ 0.
    static func nonNegative(_ value: Double, _ field: String) throws(PhysicsInputError) -> Double {
        let value = try finite(value, field)
        guard value >= 0 else { throw .outOfRange(field: field, value: value, expected: ">= 0") }
        return value
    }

    /// `value` if it is > 0 (finite) or +infinity: for limits where "no limit" is meaningful.
    static func positiveOrInfinity(_ value: Double, _ field: String) throws(PhysicsInputError) -> Double {
        if value == .infinity { return value }
        return try positive(value, field)
    }
}
