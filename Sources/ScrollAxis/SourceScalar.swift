// ScrollAxis/SourceScalar: input scalars tagged with how the reference library reads them.

/// An input scalar tagged with how the reference library reads it (docs/model.md §2.1).
///
/// A ``Representation/native`` value is used as it is. An ``Representation/objectiveC`` value reproduces
/// `NSNumber.floatValue`: it is rounded to IEEE Float32 (round to nearest, ties to even) and widened back to a
/// double every time it is read, so 16 777 217 reads as 16 777 216 and a double beyond Float32's range reads as
/// an infinity. The narrowing is a decision rule, not a tolerance.
public struct SourceScalar: Hashable, Sendable, CustomStringConvertible {
    /// How a stored value is turned into the double the model uses.
    public enum Representation: String, Hashable, Sendable {
        /// The double is used as it is.
        case native
        /// The double is narrowed to Float32 and widened back when read (`NSNumber.floatValue`).
        case objectiveC = "objc"
    }

    /// The value as given, in points (or the unit of the field that holds it).
    public var value: Double
    /// How ``value`` is read.
    public var representation: Representation

    /// Creates a scalar holding `value`, read according to `representation`.
    public init(_ value: Double, _ representation: Representation = .native) {
        self.value = value
        self.representation = representation
    }

    /// A native scalar: the double is used as it is.
    public static func native(_ value: Double) -> SourceScalar { SourceScalar(value, .native) }

    /// An Objective-C number: read through Float32.
    public static func objectiveC(_ value: Double) -> SourceScalar { SourceScalar(value, .objectiveC) }

    /// The double the model uses: ``value`` itself, or its Float32 rounding widened back to a double.
    @inlinable
    public var resolved: Double {
        switch representation {
        case .native: return value
        case .objectiveC: return Double(Float(value))
        }
    }

    /// `value` with an `f` suffix when it is an Objective-C number, e.g. `300.5f`.
    public var description: String {
        representation == .native ? "\(value)" : "\(value)f"
    }
}
