// Harness/ResultsChecks: what a stored benchmark result must hold to be read back: the values a run can write.
import Support

/// The range checks of a results file, applied by ``ResultsCoding/decode(_:from:path:)`` to every result, so
/// compare, export and the baselines never see a value no run writes: a negative or non-finite time, a negative
/// allocation count, no samples at all or not as many as the plan's, a unit no benchmark declares
/// (``BenchmarkUnit``), or a name that would break a table or print as another (a control or bidirectional
/// formatting character).
enum ResultsChecks {
    /// Why `name` cannot be a suite's or a benchmark's name (empty, or holding a character that hides or reorders
    /// it: ``EscapedText/hidesText(_:)``, the rule scenario names follow too), or nil.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if let bad = name.unicodeScalars.first(where: EscapedText.hidesText) {
            let kind = bad.properties.generalCategory == .control ? "control" : "bidirectional formatting"
            return "holds the \(kind) character U+\(hex(bad.value)) (names are printed in tables)"
        }
        return nil
    }

    /// The first field of `result` no run writes, as `field: reason`, or nil.
    static func problem(_ result: BenchmarkResult) -> String? {
        if let problem = nameProblem(result.name) { return "name: \(problem)" }
        if let size = result.size, size < 0 { return "size: \(size) is negative" }
        if let unit = result.unit, !BenchmarkUnit.known.contains(unit) {
            let known = BenchmarkUnit.known.map { "'\($0)'" }.joined(separator: ", ")
            return "unit: '\(EscapedText.oneLine(unit))' is not a unit bench measures in (\(known))"
        }
        if let source = result.source, let problem = nameProblem(source) { return "source: \(problem)" }
        if result.nanosecondsPerFrame.isEmpty { return "nanosecondsPerFrame: holds no sample" }
        if result.nanosecondsPerFrame.count != result.plan.samples {
            return "plan.samples: \(result.plan.samples), but nanosecondsPerFrame holds "
                + "\(result.nanosecondsPerFrame.count) (a run takes one sample per planned sample)"
        }
        for (k, sample) in result.nanosecondsPerFrame.enumerated() where !(sample.isFinite && sample >= 0) {
            return "nanosecondsPerFrame[\(k)]: \(sample) is not a finite time >= 0 ns"
        }
        if let allocations = result.allocationsPerFrame, !(allocations.isFinite && allocations >= 0) {
            return "allocationsPerFrame: \(allocations) is not a finite count >= 0"
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
