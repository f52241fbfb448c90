// The `bench` executable: a thin entry point over BenchCLI.
import BenchCLI
import CAllocCounter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// SIGINT and SIGTERM stop every verb cleanly; set up before any thread starts.
BenchCLI.installInterruptHandling()
// This executable links the malloc interposer, so allocation figures are available here (and only here) —
// unless it was built with a sanitizer, where the interposer steps aside and figures read "n/a".
if alloc_counter_is_active() == 1 { BenchCLI.installAllocationCounter { alloc_counter_allocations() } }
exit(BenchCLI.main(arguments: Array(CommandLine.arguments.dropFirst()), io: .process))
