// Harness/Measure: times batches of a per-frame closure and counts its heap allocations.

/// What one measurement produced.
public struct Measurement: Sendable, Equatable {
    /// One figure per timed sample, in run order: the batch's time on the measuring clock (elapsed time unless
    /// the benchmark asked for ``BenchmarkClock/processCPU``) divided by its frame count, in nanoseconds per frame.
    public var nanosecondsPerFrame: [Double]
    /// Heap allocations per frame over all timed batches, or `nil` when no ``AllocationCounter`` is
    /// installed (unavailable, which is not the same as zero) or the samples were read from the process CPU clock
    /// (the counter counts the measuring thread only, not the other threads such work runs on).
    public var allocationsPerFrame: Double?

    /// Order statistics of `nanosecondsPerFrame`.
    public var statistics: SampleStatistics? { SampleStatistics(nanosecondsPerFrame) }
}

/// Measures `body` according to `plan`.
///
/// Runs `plan.warmupSamples` untimed batches, then `plan.samples` timed batches of `plan.frames` calls.
/// The allocation counter (when installed) is read just outside each timed batch; the clock just inside.
///
///     let m = measure(MeasurementPlan(samples: 20, frames: 10_000)) { blackHole(cursor.step()) }
///
/// - Parameters:
///   - plan: warm-up samples, samples and frames per sample.
///   - body: the work of one frame; feed its results to ``blackHole(_:)``.
/// - Returns: nanoseconds per frame for each sample, and allocations per frame.
public func measure(_ plan: MeasurementPlan, _ body: () throws -> Void) rethrows -> Measurement {
    try measure(
        plan,
        batch: { frames in
            for _ in 0..<frames { try body() }
        })
}

/// Measures a batched body according to `plan`: like ``measure(_:_:)``, but `batch(frames)` runs a whole
/// sample's frames itself, so no closure call or captured state is paid per frame, and the samples are read from
/// `clock` (elapsed time by default; ``BenchmarkClock/processCPU`` for work spread over threads).
///
///     let m = measure(plan, batch: { frames in workload.run(frames: frames) })
///
/// - Parameters:
///   - plan: warm-up samples, samples and frames per sample.
///   - clock: the clock a sample's time is read from.
///   - batch: runs the given number of frames; the figure of a sample is its time ÷ `plan.frames`.
/// - Returns: nanoseconds per frame for each sample, and allocations per frame.
public func measure(
    _ plan: MeasurementPlan, clock: BenchmarkClock = .wall, batch: (_ frames: Int) throws -> Void
) rethrows -> Measurement {
    try measure(plan, clock: clock, allocations: AllocationCounter.installedReader, batch: batch)
}

/// ``measure(_:clock:batch:)`` with the allocation counter's reader given (`nil`: none installed).
func measure(
    _ plan: MeasurementPlan, clock: BenchmarkClock, allocations: (@Sendable () -> UInt64)?,
    batch: (_ frames: Int) throws -> Void
) rethrows -> Measurement {
    for _ in 0..<plan.warmupSamples { try batch(plan.frames) }
    var times: [Double] = []
    times.reserveCapacity(plan.samples)
    var allocated: UInt64 = 0
    for _ in 0..<plan.samples {
        let allocationsBefore = allocations?() ?? 0
        let start = clock.nanoseconds()
        try batch(plan.frames)
        let end = clock.nanoseconds()
        let allocationsAfter = allocations?() ?? 0
        times.append(Double(end &- start) / Double(plan.frames))
        allocated &+= allocationsAfter &- allocationsBefore
    }
    let frames = Double(plan.samples) * Double(plan.frames)
    // The counter counts the measuring thread; work timed on the process clock runs on other threads too, so
    // its count would be a part passed off as the whole: absent instead.
    let counted = allocations != nil && clock == .wall
    return Measurement(nanosecondsPerFrame: times, allocationsPerFrame: counted ? Double(allocated) / frames : nil)
}
