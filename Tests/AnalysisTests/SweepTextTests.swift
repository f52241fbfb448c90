import Support
// AnalysisTests/SweepTextTests: a chunk's text is a value — a copy keeps its bytes whatever the original does
// next — and the encoder writes into it the same bytes it appends to arrays.
import Testing

@testable import Analysis
@testable import PanelSimulator

@Suite struct SweepTextTests {
    /// Appends `bytes` the way the encoder does: room made, bytes written at `end`, then counted.
    private func append(_ bytes: [UInt8], to text: inout SweepText) {
        text.reserve(bytes.count)
        for (k, byte) in bytes.enumerated() { text.end[k] = byte }
        text.advance(by: bytes.count)
    }

    @Test func aCopyKeepsItsBytesWhenTheOriginalIsClearedAndRewritten() {
        var text = SweepText()
        #expect(text.isEmpty && text.bytes.isEmpty)
        append(Array("first chunk".utf8), to: &text)
        let copy = text
        text.removeAll()
        append(Array("second".utf8), to: &text)
        #expect(copy.bytes == Array("first chunk".utf8))
        #expect(text.bytes == Array("second".utf8))
    }

    @Test func growingKeepsWhatWasWritten() {
        var text = SweepText()
        var expected: [UInt8] = []
        var generator = SplitMix64(seed: 27)
        for _ in 0..<200 {
            let piece = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            append(piece, to: &text)
            expected += piece
        }
        #expect(text.count == expected.count)
        #expect(text.bytes == expected)
    }

    /// Texts cleared and refilled chunk after chunk (as a worker's are) add up to the text of all rows encoded at
    /// once: reusing the storage loses or keeps no byte.
    @Test func reusedTextsAddUpToTheWholeFile() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let runner = try SweepRunner(scenario: scenario, grid: try SweepDefaults.grid(for: scenario))
        let rows = try runner.run(shard: nil, jobs: 1)
        let header = SweepHeader(
            tool: "bench", scenario: SweepScenarioInfo(runner.setup, spec: "default"), ranScenario: scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants, grid: runner.grid,
            shard: nil)
        let encoder = SweepRowEncoder(header)
        var whole: (csv: [UInt8], json: [UInt8]) = ([], [])
        encoder.encode(rows, csv: &whole.csv, json: &whole.json, firstInFile: true)
        var (csv, json) = (SweepText(), SweepText())
        var joined: (csv: [UInt8], json: [UInt8]) = ([], [])
        for start in stride(from: 0, to: rows.count, by: 97) {
            csv.removeAll()
            json.removeAll()
            encoder.encode(rows[start..<min(rows.count, start + 97)], csv: &csv, json: &json, firstInFile: start == 0)
            joined.csv += csv.bytes
            joined.json += json.bytes
        }
        #expect(rows.count > 97)
        #expect(joined.csv == whole.csv)
        #expect(joined.json == whole.json)
    }
}
