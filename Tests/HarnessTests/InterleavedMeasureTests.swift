// HarnessTests/InterleavedMeasureTests: rotation, equal samples, allocations counted apart from timing.
import Synchronization
import Testing

@testable import Harness

@Suite(.serialized) struct InterleavedMeasureTests {
    @Test(arguments: [
        (0, 3, [0, 1, 2], #line), (1, 3, [1, 2, 0], #line), (2, 3, [2, 0, 1], #line), (3, 3, [0, 1, 2], #line),
        (7, 6, [1, 2, 3, 4, 5, 0], #line), (0, 1, [0], #line), (5, 0, [], #line),
    ])
    func orderRotatesByOneEveryRound(round: Int, count: Int, order: [Int], line: Int) {
        #expect(InterleavedOrder.order(round: round, count: count) == order, "line \(line)")
    }

    @Test func everyBodyGetsOneSampleOfTheSameFramesPerRoundInRotatingOrder() {
        let log = Mutex<[(body: Int, frames: Int)]>([])
        let bodies = (0..<3).map { index in { (frames: Int) in log.withLock { $0.append((index, frames)) } } }
        var rounds: [Int] = []
        let measured = measureInterleaved(
            MeasurementPlan(warmupSamples: 1, samples: 4, frames: 7), bodies: bodies, afterRound: { rounds.append($0) })
        #expect(measured.map(\.nanosecondsPerFrame.count) == [4, 4, 4])
        #expect(rounds == [1, 2, 3, 4])
        let calls = log.withLock { $0 }
        #expect(calls.allSatisfy { $0.frames == 7 })
        // Warm-up round 0, then timed rounds 0…3 (no counter installed: no allocation pass).
        let expected = [0, 1, 2] + [0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2]
        #expect(calls.map(\.body) == expected)
        #expect(measured.allSatisfy { $0.allocationsPerFrame == nil })
    }

    @Test func allocationsAreCountedInASeparatePassNeverDuringTiming() {
        // A fake counter: body 1 "allocates" twice per frame; every read of the counter is logged.
        let counter = Mutex<(count: UInt64, reads: Int)>((0, 0))
        AllocationCounter.install {
            counter.withLock { state in
                state.reads += 1
                return state.count
            }
        }
        defer { AllocationCounter.uninstall() }
        let bodies: [(Int) -> Void] = [
            { _ in },
            { frames in counter.withLock { $0.count += UInt64(2 * frames) } },
        ]
        let measured = measureInterleaved(MeasurementPlan(warmupSamples: 2, samples: 5, frames: 10), bodies: bodies)
        #expect(measured.map(\.allocationsPerFrame) == [0, 2])
        // Two reads per body (before and after its untimed pass), none inside the timed rounds.
        #expect(counter.withLock { $0.reads } == 4)
    }

    @Test(arguments: [
        (Percentile.p0, 1, #line), (.p25, 1, #line), (.p50, 1, #line), (.p75, 4, #line), (.p90, 10, #line),
        (.p99, 100, #line), (.p999, 1000, #line), (.p100, 1, #line),
    ])
    func percentilesNeedEnoughSamples(percentile: Percentile, minimum: Int, line: Int) throws {
        #expect(percentile.minimumSampleCount == minimum, "line \(line)")
        let enough = try #require(SampleStatistics((0..<minimum).map(Double.init)))
        #expect(enough.supports(percentile) && enough.reported(percentile) != nil, "line \(line)")
        if minimum > 1 {
            let short = try #require(SampleStatistics((0..<(minimum - 1)).map(Double.init)))
            #expect(!short.supports(percentile) && short.reported(percentile) == nil, "line \(line)")
        }
    }
}
