// ScrollPhysics — compact number formatting for `description` (no Foundation).

/// `value` rounded to `significantDigits` and printed with Swift's shortest round-trip form, so that
/// descriptions read `0.998` and `-2.002` rather than `-2.0020026706730793`. Only used to describe values;
/// never on a per-frame path.
func formatted(_ value: Double, significantDigits: Int = 5) -> String {
    guard value.isFinite, value != 0 else { return "\(value)" }
    let magnitude = Int(libmLog10(value.magnitude).rounded(.down))
    let decimals = max(0, significantDigits - 1 - magnitude)
    guard decimals > 0 else { return "\(value.rounded())" }
    var scale = 1.0
    for _ in 0..<min(decimals, 15) { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
}
