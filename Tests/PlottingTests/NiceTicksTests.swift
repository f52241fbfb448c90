// PlottingTests: nice tick values and deterministic number text.
import Plotting
import Support
import Testing

@Suite("Nice ticks")
struct NiceTicksTests {
    struct LinearCase: Sendable, CustomTestStringConvertible {
        let lower: Double, upper: Double, target: Int
        let range: ClosedRange<Double>, labels: [String]
        var testDescription: String { "\(lower)...\(upper) (\(target))" }
    }

    @Test(arguments: [
        LinearCase(lower: 0, upper: 1, target: 5, range: 0...1, labels: ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]),
        LinearCase(
            lower: 0, upper: 1.23, target: 6, range: 0...1.4,
            labels: ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2", "1.4"]),
        LinearCase(lower: 0, upper: 100, target: 5, range: 0...100, labels: ["0", "20", "40", "60", "80", "100"]),
        LinearCase(lower: -3, upper: 7, target: 5, range: -4...8, labels: ["-4", "-2", "0", "2", "4", "6", "8"]),
        LinearCase(
            lower: 112, upper: 843, target: 8, range: 100...900,
            labels: ["100", "200", "300", "400", "500", "600", "700", "800", "900"]),
        LinearCase(
            lower: 0.001, upper: 0.0042, target: 4, range: 0.001...0.005,
            labels: ["0.001", "0.002", "0.003", "0.004", "0.005"]),
        LinearCase(
            lower: 0.0012, upper: 0.0042, target: 6, range: 0.001...0.0045,
            labels: ["0.0010", "0.0015", "0.0020", "0.0025", "0.0030", "0.0035", "0.0040", "0.0045"]),
        // An empty span widens by 10 % of the value each way.
        LinearCase(
            lower: 5, upper: 5, target: 5, range: 4.4...5.6,
            labels: ["4.4", "4.6", "4.8", "5.0", "5.2", "5.4", "5.6"]),
        LinearCase(
            lower: -0.7, upper: -0.1, target: 3, range: -0.8...0,
            labels: ["-0.8", "-0.6", "-0.4", "-0.2", "0.0"]),
    ])
    func linear(_ row: LinearCase) {
        let ticks = NiceTicks.linear(lower: row.lower, upper: row.upper, targetCount: row.target)
        #expect(abs(ticks.lower - row.range.lowerBound) < 1e-12 && abs(ticks.upper - row.range.upperBound) < 1e-12)
        #expect(ticks.labels == row.labels)
        #expect(ticks.values == row.labels.compactMap(Double.init))
    }

    @Test("a fixed range keeps its ends and only ticks inside it")
    func fixedRange() {
        let ticks = NiceTicks.linear(lower: 0.05, upper: 0.95, targetCount: 4, widen: false)
        #expect(ticks.lower == 0.05 && ticks.upper == 0.95)
        #expect(ticks.labels == ["0.2", "0.4", "0.6", "0.8"])
    }

    @Test(
        "extreme spans fall back to their two ends instead of trapping",
        arguments: [(-1e308, 1e308), (1.0, 1.0 + 1e-13), (-1e300, -1e299)] as [(Double, Double)])
    func extremeSpans(lower: Double, upper: Double) {
        let ticks = NiceTicks.linear(lower: lower, upper: upper, targetCount: 5)
        #expect(!ticks.values.isEmpty && ticks.values.count == ticks.labels.count)
        #expect(ticks.lower <= lower && ticks.upper >= upper)
    }

    @Test(arguments: [
        (1.0, 1000.0, ["1", "10", "100", "1000"]),
        (2.0, 80.0, ["1", "2", "5", "10", "20", "50", "100"]),
        (0.003, 40.0, ["0.001", "0.01", "0.1", "1", "10", "100"]),
        (1e-9, 1e9, ["1e-9", "1e-7", "1e-5", "0.001", "0.1", "10", "1000", "100000", "1e7", "1e9"]),
    ])
    func logarithmic(lower: Double, upper: Double, labels: [String]) {
        let ticks = NiceTicks.logarithmic(lower: lower, upper: upper)
        #expect(ticks.labels == labels)
        #expect(ticks.lower <= lower && ticks.upper >= upper)
        #expect(zip(ticks.values, ticks.values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test(arguments: [
        (0.0, 2, "0.00"), (-0.0001, 2, "0.00"), (-1.25, 1, "-1.3"), (1234.5, 0, "1235"), (0.000123, 6, "0.000123"),
        (42, 0, "42"), (-7, 3, "-7.000"),
    ])
    func fixedFormat(value: Double, decimals: Int, text: String) {
        #expect(NumberFormat.fixed(value, decimals: decimals) == text)
    }
}
