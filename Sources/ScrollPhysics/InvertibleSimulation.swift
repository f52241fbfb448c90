// ScrollPhysics — monotone motions whose time to reach a position has a closed form.

/// A monotone ``Simulation`` that can say, in closed form, when it reaches a given position.
///
/// Used by ``BounceBackSimulation`` to find, without sampling, when a deceleration crosses an edge of the
/// legal range. Conforming motions move in one direction only (the sign of their start velocity), so the
/// answer is unique.
public protocol InvertibleSimulation: Simulation {
    /// Seconds after the start at which the position equals `position` (points), or `.infinity` if the
    /// motion never gets there (behind the start, at or past the rest position, or NaN).
    func time(toReach position: Double) -> Double
}
