// BenchCLITests/ParetoVerbTests: `bench results pareto` against a brute-force front computed from the sweep's own
// CSV, on seeded grids; its files and its bad input.
import Foundation
import TestSupport
import Testing

@Suite("bench results pareto")
struct ParetoVerbTests {
    /// A CSV's header and rows (no field of these files holds a comma or a quote).
    static func table(_ text: String) -> (header: [String], rows: [[String]]) {
        let lines = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        return (lines.first ?? [], Array(lines.dropFirst()))
    }

    /// The front from `sweep.csv` by the definition: per combination of the parameter columns, each objective
    /// column's mean or max over the rows passing `keep` that have a value; combinations with no value of some
    /// objective left out; then every combination no other dominates (O(n²)). Keys: the parameter values.
    static func bruteForceFront(
        csv: String, parameters: [String], objectives: [(column: String, maximize: Bool)], aggregate: String,
        keep: ([String: String]) -> Bool
    ) -> [[Double]: [Double]] {
        let (header, rows) = table(csv)
        var sums: [[Double]: [(sum: Double, count: Int, max: Double)]] = [:]
        var order: [[Double]] = []
        for row in rows {
            let fields = Dictionary(uniqueKeysWithValues: zip(header, row))
            let key = parameters.map { Double(fields[$0] ?? "") ?? .nan }
            if sums[key] == nil {
                sums[key] = Array(repeating: (0, 0, -.infinity), count: objectives.count)
                order.append(key)
            }
            guard keep(fields) else { continue }
            for (k, objective) in objectives.enumerated() {
                guard let text = fields[objective.column], let value = Double(text) else { continue }
                sums[key]![k].sum += value
                sums[key]![k].count += 1
                sums[key]![k].max = max(sums[key]![k].max, value)
            }
        }
        var scores: [[Double]: [Double]] = [:]
        for key in order {
            let s = sums[key]!
            guard s.allSatisfy({ $0.count > 0 }) else { continue }
            scores[key] = s.map { aggregate == "max" ? $0.max : $0.sum / Double($0.count) }
        }
        func better(_ a: [Double], _ b: [Double]) -> Bool {
            let pairs = zip(zip(a, b), objectives).map { ab, o in o.maximize ? (-ab.0, -ab.1) : (ab.0, ab.1) }
            return pairs.allSatisfy { $0.0 <= $0.1 } && pairs.contains { $0.0 < $0.1 }
        }
        return scores.filter { key, s in !scores.contains { other, t in other != key && better(t, s) } }
    }

    /// Seeded grids of two feel parameters × release velocities from one or two start heights; two or three
    /// objectives, mean or max, sometimes a --where. The front `results pareto` writes (CSV and JSON) equals the
    /// brute-force front of the sweep's CSV, values included.
    @Test func frontEqualsTheBruteForceFrontOfTheSweepCSV() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcomes: [(name: String, column: String)] = [
            ("settle-time", "settle_time_s"), ("overshoot", "overshoot_pt"), ("peak-speed", "peak_speed_pt_per_s"),
            ("landing-height", "landing_height_pt"),
        ]
        for seed in UInt64(1)...4 {
            var generator = SeededGenerator(seed: seed)
            // Values written as short decimals (0.994, 0.3), which every JSON reader reads back exactly.
            let rates = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
                Double("0.99\(Int.random(in: 0...9, using: &generator))") ?? .nan
            }
            let thresholds = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
                Double("0.\(Int.random(in: 0...8, using: &generator))") ?? .nan
            }
            func list(_ values: [Double]) -> String {
                Array(Set(values)).sorted().map { NumberFormat.data($0) }.joined(separator: ",")
            }
            let starts = seed % 2 == 0 ? "400" : "100,400"
            let sweep = bench([
                "sweep", "--param", "panel-deceleration-rate=\(list(rates))", "--param",
                "low-velocity-threshold=\(list(thresholds))", "--velocities=-2:2:0.5", "--start-heights", starts,
                "--out", "\(folder)/s\(seed)", "--renderer", "raster",
            ])
            try #require(sweep.status == 0, "seed \(seed): \(sweep.error)")
            let count = seed % 2 == 0 ? 3 : 2
            var picked = outcomes
            picked.shuffle(using: &generator)
            let objectives = picked.prefix(count).map { ($0, Bool.random(using: &generator)) }
            let aggregate = seed == 3 ? "max" : "mean"
            let filtered = seed == 4
            var arguments = ["results", "pareto", "\(folder)/s\(seed)", "--aggregate", aggregate]
            for (o, maximize) in objectives { arguments += ["--objective", "\(o.name):\(maximize ? "max" : "min")"] }
            if filtered { arguments += ["--where", "|velocity|>0.6"] }
            arguments += ["--csv", "\(folder)/p\(seed).csv", "--json", "\(folder)/p\(seed).json"]
            let run = bench(arguments)
            try #require(run.status == 0, "seed \(seed): \(run.error)")
            let csv = try String(contentsOfFile: "\(folder)/s\(seed)/sweep.csv", encoding: .utf8)
            let parameters = ["panel_deceleration_rate_per_ms", "low_velocity_threshold_pt_per_ms"]
            let expected = Self.bruteForceFront(
                csv: csv, parameters: parameters, objectives: objectives.map { ($0.0.column, $0.1) },
                aggregate: aggregate,
                keep: { !filtered || abs(Double($0["release_velocity_pt_per_ms"] ?? "") ?? 0) > 0.6 })
            let front = Self.table(try String(contentsOfFile: "\(folder)/p\(seed).csv", encoding: .utf8))
            var found: [[Double]: [Double]] = [:]
            for row in front.rows {
                let fields = Dictionary(uniqueKeysWithValues: zip(front.header, row))
                let key = parameters.map { Double(fields[$0] ?? "") ?? .nan }
                found[key] = objectives.map { Double(fields["\(aggregate)_\($0.0.column)"] ?? "") ?? .nan }
            }
            #expect(found == expected, "seed \(seed): \(arguments.joined(separator: " "))")
            #expect(front.rows.count == found.count, "seed \(seed): a combination twice")
            let json =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/p\(seed).json"))) as? [String: Any]
            let entries = json?["front"] as? [[String: Any]] ?? []
            #expect(entries.count == expected.count, "seed \(seed)")
            for entry in entries {
                // JSONSerialization reads 0 as an integer: numbers through NSNumber.
                let p = entry["parameters"] as? [String: NSNumber] ?? [:]
                let key = ["panel-deceleration-rate", "low-velocity-threshold"].map { p[$0]?.doubleValue ?? .nan }
                let o = entry["objectives"] as? [String: NSNumber] ?? [:]
                #expect(expected[key] == objectives.map { o[$0.0.name]?.doubleValue ?? .nan }, "seed \(seed): \(key)")
            }
        }
    }

    @Test("the picture is written with the files, and bad input is one line, exit 2")
    func pictureAndBadInput() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweep = bench([
            "sweep", "--param", "panel-deceleration-rate=0.99,0.995,0.998", "--param", "low-velocity-threshold=0,0.5",
            "--velocities=-2:2:1", "--start-heights", "400", "--out", "\(folder)/s", "--renderer", "raster",
        ])
        try #require(sweep.status == 0, "\(sweep.error)")
        let run = bench([
            "results", "pareto", "\(folder)/s", "--objective", "settle-time", "--objective", "peak-speed:max",
            "--out", "\(folder)/front.png", "--renderer", "raster",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/front.png"))
        let bad: [([String], String, Int)] = [
            (["--objective", "settle-time"], "--objective: give two or three", #line),
            (["--objective", "settle-time", "--objective", "speed"], "--objective speed:", #line),
            (["--objective", "settle-time", "--objective", "overshoot:up"], "'up' is not min or max", #line),
            (["--objective", "settle-time", "--objective", "settle-time:max"], "given twice", #line),
            (
                ["--objective", "settle-time", "--objective", "overshoot", "--where", "nothing<1"], "--where nothing<1",
                #line
            ),
        ]
        for (arguments, message, line) in bad {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
            let result = bench(["results", "pareto", "\(folder)/s"] + arguments)
            #expect(result.status == 2, sourceLocation: location)
            #expect(result.error.contains(message), "\(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)", sourceLocation: location)
        }
    }
}
