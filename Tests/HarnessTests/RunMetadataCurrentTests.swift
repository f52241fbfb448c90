// HarnessTests/RunMetadataCurrentTests: the metadata of a run started now: the commit from BENCH_COMMIT when set,
// the command as the caller named it when the process is not `bench`, the date in UTC (ISO 8601).
import Testing

@testable import Harness

@Suite struct RunMetadataCurrentTests {
    @Test func theCommitAndCommandAreTheCallersWhenGiven() {
        let metadata = RunMetadata.current(commandPath: "bench run", environment: ["BENCH_COMMIT": "abc123"])
        #expect(metadata.commit == "abc123")
        // The test process is not called `bench`: the command is the path the caller gave.
        #expect(metadata.command == "bench run")
        #expect(metadata.toolchain == RunMetadata.compiledToolchain)
        #expect(metadata.toolchain.hasPrefix("Swift "))
        #expect(metadata.machine.hasSuffix(" cores)"))
        // ISO 8601 in UTC: 2026-12-01T18:00:00Z.
        #expect(metadata.date.count == 20 && metadata.date.hasSuffix("Z") && metadata.date.dropFirst(10).first == "T")
    }
}
