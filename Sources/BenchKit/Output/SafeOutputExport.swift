// BenchKit re-exports SafeOutput: its results, sweeps and verbs write through AtomicFile and AtomicDirectory.
@_exported import SafeOutput
