// The `bench` executable: a thin entry point over BenchCLI.
import CAllocCounter
