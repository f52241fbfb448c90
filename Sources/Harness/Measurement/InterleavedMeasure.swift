// Harness/InterleavedMeasure: several batched bodies timed in one run, their order rotating every round.

/// Measures several batched bodies against each other, fairly: every round takes one timed sample of each body,
/// all of `plan.frames` frames, in an order that rotates by one every round (round r starts with body r mod n), so
/// slow drifts of the machine (another build starting, the CPU clocking down) fall on every body alike.
/// Allocations are counted in a **separate, untimed** pass of one batch per body after the timed rounds, so the
/// counter's cost never lands in a timed sample.
///
///     let figures = measureInterleaved(plan, bodies: [floor.batch, walk.batch, cursor.batch])
///
/// - Parameters:
///   - plan: warm-up rounds (untimed), rounds (samples per body) and frames per sample (the same for every body).
///   - bodies: batched bodies; `bodies[i](frames)` runs `frames` frames of body `i`.
///   - afterRound: called after each timed round with the number of rounds done (progress).
/// - Returns: one ``Measurement`` per body, in the order given; samples are in round order.
public func measureInterleaved(
    _ plan: MeasurementPlan, bodies: [(_ frames: Int) -> Void], afterRound: (Int) -> Void = { _ in }
) -> [Measurement] {
    let count = bodies.count
    guard count > 0 else { return [] }
    for round in 0..<plan.warmupSamples {
        for index in InterleavedOrder.order(round: round, count: count) { bodies[index](plan.frames) }
    }
    var times = [[Double]](repeating: [], count: count)
    for index in 0..<count { times[index].reserveCapacity(plan.samples) }
    for round in 0..<plan.samples {
        for index in InterleavedOrder.order(round: round, count: count) {
            let start = MonotonicClock.nanoseconds()
            bodies[index](plan.frames)
            let end = MonotonicClock.nanoseconds()
            times[index].append(Double(end &- start) / Double(plan.frames))
        }
        afterRound(round + 1)
    }
    let allocations = AllocationCounter.installedReader
    return (0..<count).map { index in
        var perFrame: Double?
        if let allocations {
            let before = allocations()
            bodies[index](plan.frames)
            perFrame = Double(allocations() &- before) / Double(plan.frames)
        }
        return Measurement(nanosecondsPerFrame: times[index], allocationsPerFrame: perFrame)
    }
}

/// The order in which an interleaved round visits its bodies.
public enum InterleavedOrder {
    /// The body indices of round `round` for `count` bodies: `round mod count`, then onwards, wrapping around.
    public static func order(round: Int, count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let first = ((round % count) + count) % count
        return (0..<count).map { (first + $0) % count }
    }
}
