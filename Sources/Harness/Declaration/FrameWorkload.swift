// Harness/FrameWorkload: work that runs a batch of frames on its own state, and its batch body.

/// Work that runs a batch of frames on its own state (no captured variable touched per frame).
public protocol FrameWorkload {
    /// Runs `frames` frames; returns a checksum of what the frames produced (feed it to ``blackHole(_:)``).
    mutating func run(frames: Int) -> Double
}

extension BatchState where Value: FrameWorkload {
    /// A batch body for ``Benchmark/batched(_:sizes:unit:plan:file:line:setup:)``: runs the frames on the boxed
    /// workload and feeds the checksum to ``blackHole(_:)``.
    public var batch: Benchmark.BatchBody {
        { frames in self.update { workload in blackHole(workload.run(frames: frames)) } }
    }
}
