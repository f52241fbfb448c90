// ScrollAxisTests/VectorStrictnessTests: a vectors file is read only as the recorder writes it (issue 29): known
// scalar representations, at least one scenario, a seed that is a 64-bit unsigned integer. Nothing to check is
// not a pass, and an unknown representation is not silently read as "native".
import AxisConformance
import Foundation
import Testing

@Suite("vector files read strictly")
struct VectorStrictnessTests {
    /// The fixture's text with its scenario list cut to the first scenario (a small, valid file).
    static func smallFile() throws -> String {
        let url = try #require(
            Bundle.module.url(forResource: "axis-vectors", withExtension: "json", subdirectory: "Fixtures"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [Any])
        let first = try JSONSerialization.data(withJSONObject: scenarios[0], options: [.sortedKeys])
        // Written as text: the seed is a 64-bit integer that a Double would round.
        return #"{"format":"bodragscroll-parity-vectors/1","seed":12741429210390986753,"scenarios":["#
            + String(decoding: first, as: UTF8.self) + "]}"
    }

    /// Text edits of the small file, and a fragment of the refusal.
    static let edits: [(find: String, replace: String, culprit: String, line: Int)] = [
        (#""repr":"objc""#, #""repr":"float16""#, #"repr: "float16" is not one of "native", "objc""#, #line),
        (#""repr":"native""#, #""repr":"""#, #"repr: "" is not one of"#, #line),
        (#""repr":"native""#, #""repr":"Native""#, #"repr: "Native" is not one of"#, #line),
        (#""seed":12741429210390986753"#, #""seed":-1"#, "seed: not a whole number in 0…18446744073709551615", #line),
        (#""seed":12741429210390986753"#, #""seed":1e30"#, "seed: not a whole number", #line),
        (#""seed":12741429210390986753"#, #""seed":1.5"#, "seed: not a whole number", #line),
        (#""seed":12741429210390986753"#, #""seed":"7""#, "seed: not a whole number", #line),
        (#""seed":12741429210390986753"#, #""seed":18446744073709551616"#, "seed: ", #line),
    ]

    @Test("each edit is refused naming the field; the unedited file reads")
    func editsAreRefused() throws {
        let text = try Self.smallFile()
        #expect(try VectorFile.decode(Data(text.utf8), name: "v.json").seed == 12_741_429_210_390_986_753)
        for row in Self.edits {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(text.contains(row.find), "\(row.find)", sourceLocation: location)
            let bad = text.replacingOccurrences(of: row.find, with: row.replace)
            do {
                _ = try VectorFile.decode(Data(bad.utf8), name: "v.json")
                Issue.record("accepted: \(row.replace)", sourceLocation: location)
            } catch {
                let message = String(describing: error)
                #expect(message.hasPrefix("v.json: "), "\(message)", sourceLocation: location)
                #expect(message.contains(row.culprit), "\(message)", sourceLocation: location)
                #expect(!message.contains("\n"), sourceLocation: location)
            }
        }
    }

    @Test("an empty scenario list is refused: nothing checked is not a pass")
    func noScenarioIsRefused() {
        let text = #"{"format": "bodragscroll-parity-vectors/1", "scenarios": []}"#
        #expect(throws: VectorFileError.self) { try VectorFile.decode(Data(text.utf8), name: "v.json") }
        do { _ = try VectorFile.decode(Data(text.utf8), name: "v.json") } catch {
            #expect(String(describing: error) == "v.json: scenarios: holds no scenario (nothing to check)")
        }
    }
}
