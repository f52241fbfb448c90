// Harness re-exports SafeOutput: results, sweeps and verbs write through AtomicFile and AtomicDirectory.
@_exported import SafeOutput
