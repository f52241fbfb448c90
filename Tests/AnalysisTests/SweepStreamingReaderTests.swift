// AnalysisTests/SweepStreamingReaderTests: the streaming reader of sweep.json (SweepFile, issue 45) reads what
// Foundation reads: every number token to the same double, and a document whose header is in any layout (its rows as
// written), split across reads anywhere, to the rows the sweep wrote.
import Foundation
import PanelSimulator
import Scenario
import Sweep
import TestSupport
import Testing

@Suite("sweep.json read as it streams")
struct SweepStreamingReaderTests {
    static let seed: UInt64 = 0x5EED_0045

    /// Foundation's reading of `token` as a JSON number (`JSONDecoder`, what read sweep.json before), or nil.
    static func foundation(_ token: String) -> Double? {
        try? JSONDecoder().decode([Double].self, from: Data("[\(token)]".utf8)).first
    }

    /// Random number tokens: the writer's shortest form of random doubles, C's `%.Ne` of them, and random digit
    /// strings with up to 25 digits on each side of the point and exponents far beyond a double's range.
    static func tokens(count: Int, seed: UInt64) -> [String] {
        var g = SeededGenerator(seed: seed)
        var tokens: [String] = []
        while tokens.count < count {
            switch g.next() % 4 {
            case 0:
                let x = Double(bitPattern: g.next())
                if x.isFinite { tokens.append("\(x)") }
            case 1:
                let x = Double(bitPattern: g.next())
                if x.isFinite { tokens.append(String(format: "%.\(g.next() % 21)e", x)) }
            case 2:
                // Values of the size a sweep writes: a few hundred points, thousands of pt/s.
                let x = (Double(g.next() % 2_000_000) - 1_000_000) / Double([1, 10, 1000, 3, 7][Int(g.next() % 5)])
                tokens.append("\(x)")
            default:
                func digits(_ n: UInt64, leading: Bool) -> String {
                    String(
                        (0..<n).map { k in Character(String((k == 0 && leading) ? 1 + g.next() % 9 : g.next() % 10)) })
                }
                var token = g.next() % 2 == 0 ? "-" : ""
                token += g.next() % 5 == 0 ? "0" : digits(1 + g.next() % 25, leading: true)
                if g.next() % 2 == 0 { token += "." + digits(1 + g.next() % 25, leading: false) }
                if g.next() % 2 == 0 {
                    token += ["e", "E"][Int(g.next() % 2)] + ["", "+", "-"][Int(g.next() % 3)]
                    token += String(g.next() % 700)
                }
                tokens.append(token)
            }
        }
        return tokens
    }

    @Test("every number token reads as Foundation reads it, bit for bit; what Foundation refuses is out of range")
    func numbersReadAsFoundationReadsThem() {
        for token in Self.tokens(count: 20_000, seed: Self.seed) {
            let reading = JSONNumberText.read(token)
            if let expected = Self.foundation(token) {
                guard case .value(let value)? = reading else {
                    Issue.record(
                        "seed \(Self.seed): \(token): Foundation reads \(expected), this reads \(String(describing: reading))"
                    )
                    continue
                }
                #expect(value.bitPattern == expected.bitPattern, "seed \(Self.seed): \(token): \(value) vs \(expected)")
            } else {
                #expect(
                    reading == .outOfRange || reading == .tooSmall,
                    "seed \(Self.seed): \(token): Foundation refuses it, this reads \(String(describing: reading))")
            }
        }
    }

    /// RFC 8259 §6: `number = [ minus ] int [ frac ] [ exp ]`, `int = zero / ( digit1-9 *DIGIT )`,
    /// `frac = decimal-point 1*DIGIT`, `exp = e [ minus / plus ] 1*DIGIT`.
    @Test(arguments: [
        ("0", JSONNumberText.Reading.value(0)), ("-0", .value(-0.0)), ("1.5", .value(1.5)), ("1e5", .value(1e5)),
        ("1E+5", .value(1e5)), ("25e-1", .value(2.5)), ("-400.0", .value(-400)), ("1e400", .outOfRange),
        ("-1e400", .outOfRange), ("1e-400", .tooSmall), ("0e400", .value(0)), ("4.9e-324", .value(4.9e-324)),
    ])
    func theGrammarsNumbersRead(token: String, reading: JSONNumberText.Reading) {
        #expect(JSONNumberText.read(token) == reading)
        if case .value(let x) = reading {
            #expect(JSONNumberText.read(token) == .value(x) && (x.sign == .minus) == token.hasPrefix("-"))
        }
    }

    /// RFC 8259 §6: none of these is a number (leading zero, bare point, plus sign, empty exponent, hex, words).
    @Test(arguments: [
        "01", "-01", "1.", ".5", "+1", "1e", "1e+", "-", "", "1.e5", "0x10", "--1", "1-", "Infinity", "NaN", "1 ",
    ])
    func whatIsNotANumberIsRefused(token: String) {
        #expect(JSONNumberText.read(token) == nil)
    }

    /// A sweep of 2 × 2 × 5 cells (two parameters, two start heights, five velocities) of the default scenario.
    static func results() throws -> SweepResults {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(parameter: .lowVelocityThreshold, values: try SweepValues.parse("0.1,0.3", label: "p")),
                SweepAxis(parameter: .panelDecelerationRate, values: try SweepValues.parse("0.99,0.998", label: "q")),
            ],
            startHeights: try SweepValues.parse("250,400", label: "h"),
            gestureValues: try SweepValues.parse("-2:2:1", label: "v"))
        let runner = try SweepRunner(scenario: scenario, grid: grid)
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "default"), ranScenario: scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants, grid: grid, shard: nil)
        return SweepResults(header: header, rows: try runner.run(shard: nil, jobs: 1))
    }

    /// Bytes given out a few at a time (1–13 per read), so every token and line crosses a read somewhere.
    struct ShortReads: SweepFileBytes {
        let data: Data
        let seed: UInt64

        func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(SweepSpecError) -> Int {
            var g = SeededGenerator(seed: seed ^ UInt64(offset))
            let count = min(buffer.count, 1 + Int(g.next() % 13))
            return try SweepDataBytes(data).read(
                at: offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// `written` (a sweep.json) with its header written again by Foundation with `options` — keys in its order (the
    /// rows anywhere), numbers its way — and the rows' array kept as bench wrote it, byte for byte (the rows' own
    /// bytes are what `rowsCrc32` vouches for: docs/sweeps.md, "Files").
    static func relaidHeader(_ written: Data, options: JSONSerialization.WritingOptions) throws -> Data {
        let bytes = [UInt8](written)
        let key = Array("\"rows\": ".utf8)
        let start = try #require(
            (0...(bytes.count - key.count)).first { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        let end = try #require(bytes.lastIndex(of: UInt8(ascii: "]")))
        var object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        object["rows"] = "ROWS"
        let header = [UInt8](try JSONSerialization.data(withJSONObject: object, options: options))
        let placeholder = Array("\"ROWS\"".utf8)
        let at = try #require(
            (0...(header.count - placeholder.count)).first {
                header[$0..<($0 + placeholder.count)].elementsEqual(placeholder)
            })
        return Data(header[..<at] + bytes[(start + key.count)...end] + header[(at + placeholder.count)...])
    }

    @Test(
        "a document whose header is in any key order and layout, split across reads anywhere, reads to the rows the sweep wrote"
    )
    func documentsInAnyLayoutReadAlike() throws {
        let results = try Self.results()
        let written = try SweepDocument.json(results)
        var g = SeededGenerator(seed: Self.seed)
        for trial in 0..<12 {
            var options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
            if g.next() % 2 == 0 { options.insert(.prettyPrinted) }
            if g.next() % 2 == 0 { options.insert(.sortedKeys) }
            let layouts = [written, try Self.relaidHeader(written, options: options)]
            for data in layouts {
                let read = try SweepFile(ShortReads(data: data, seed: g.next()), source: "s.json").results()
                // Compared as the writer writes them (a row's absent outcomes are NaN, never equal to themselves).
                #expect(
                    try SweepDocument.json(read) == written,
                    "trial \(trial), seed \(Self.seed), options \(options.rawValue)")
            }
        }
    }
}
