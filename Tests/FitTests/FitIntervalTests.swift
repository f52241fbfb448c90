// FitTests/FitIntervalTests: a fit JSON's interval holds its value — written so (FitDocument.Parameter.interval,
// widened when the profile's stretch misses the value) and read so (hostile pass four, U1's last edit).
import Fit
import Foundation
import Testing

@Suite struct FitIntervalTests {
    /// The writer: the profile's stretch as it is when it holds the value; widened to the value when it does not;
    /// as it is when there is no value (not identifiable).
    @Test(arguments: [
        (0.2...0.3, 0.25 as Double?, [0.2, 0.3]),
        (0.2...0.3, 0.2, [0.2, 0.3]),
        (0.2...0.3, 0.3, [0.2, 0.3]),
        (0.2...0.3, 0.35, [0.2, 0.35]),
        (0.2...0.3, 0.1, [0.1, 0.3]),
        (0.2...0.3, nil, [0.2, 0.3]),
    ])
    func theWrittenIntervalHoldsTheValue(stretch: ClosedRange<Double>, value: Double?, written: [Double]) {
        #expect(FitDocument.Parameter.interval(stretch, holding: value) == written)
    }

    /// A parameter as `bench fit` writes it (docs/fit.md, "--json"), with `value` and `interval` given.
    static func parameter(value: Double, interval: [Double]) -> Data {
        let object: [String: Any] = [
            "name": "low-velocity-threshold", "unit": "pt/ms", "value": value, "scenarioValue": 0.2, "low": 0,
            "high": 0.5, "interval": interval, "identifiable": true,
        ]
        return try! JSONSerialization.data(withJSONObject: object)
    }

    /// The reader: a value at either end of its interval reads; one a step of a double outside it is refused,
    /// naming the interval and the value.
    @Test(arguments: [
        (0.2, [0.1, 0.3], true),
        (0.1, [0.1, 0.3], true),
        (0.3, [0.1, 0.3], true),
        (0.2, [0.2, 0.2], true),
        (0.1.nextDown, [0.1, 0.3], false),
        (0.3.nextUp, [0.1, 0.3], false),
        (0.4, [0, 0], false),
    ])
    func aValueOutsideItsIntervalIsRefused(value: Double, interval: [Double], reads: Bool) {
        let data = Self.parameter(value: value, interval: interval)
        do {
            let read = try JSONDecoder().decode(FitDocument.Parameter.self, from: data)
            #expect(reads, "read \(read)")
            #expect(read.value == value && read.interval == interval)
        } catch {
            #expect(!reads, "\(error)")
            #expect("\(error)".contains("does not hold the value"), "\(error)")
        }
    }
}
