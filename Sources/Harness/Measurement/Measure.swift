// Harness/Measure: times batches of a per-frame closure and counts its heap allocations.

/// What one measurement produced.
public struct Measurement: Sendable, Equatable {
    /// One figure per timed sample, in run order: the batch's time on the measuring clock (elapsed time unless
    /// the benchmark asked for ``BenchmarkClock/processCPU``) divided by its frame count, in nanoseconds per frame.
    public var nanosecondsPerFrame: [Double]
    /// Heap allocations per frame over all timed batches, or `nil` when no ``AllocationCounter`` is
    /// installed (unavailable, which is not the same as zero).
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
    for _ in 0..<plan.warmupSamples { try batch(plan.frames) }
    let allocations = AllocationCounter.installedReader
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
    return Measurement(
        nanosecondsPerFrame: times,
        allocationsPerFrame: allocations == nil ? nil : Double(allocated) / frames)
}
