import Foundation
import ScrollAxis
import TestSupport
import Testing

@testable import PanelSimulator

/// One bad scenario file and the exact one-line message it must produce.
struct BadFileCase: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    init(_ json: String, _ message: String) {
        self.json = json
        self.message = message
    }
    var testDescription: String { message }
}

@Suite struct ScenarioFileTests {
    static let badFiles: [BadFileCase] = [
        // Not JSON / truncated
        .init("", "scenario.json: not valid JSON (empty input)"),
        .init("  \n ", "scenario.json: not valid JSON (empty input)"),
        .init("{\"detents\": [100, 400", "scenario.json: not valid JSON (unexpected end of input)"),
        .init("{\"name\": \"abc", "scenario.json: not valid JSON (unexpected end of input)"),
        .init(
            "{\"detents\": [100,, 400]}", "scenario.json: not valid JSON (line 1, column 18: unexpected character ',')"),
        .init(
            "{\"detents\": [100 400]}",
            "scenario.json: not valid JSON (line 1, column 18: expected ',' or ']' after an element)"),
        .init(
            "{\n  \"viewportHeight\": 800\n  \"panelHeight\": 800\n}",
            "scenario.json: not valid JSON (line 3, column 3: expected ',' or '}' after a field)"),
        .init(
            "{\"a\": 1,}", "scenario.json: not valid JSON (line 1, column 9: expected a field name in double quotes)"),
        .init("{name: 1}", "scenario.json: not valid JSON (line 1, column 2: expected a field name in double quotes)"),
        .init(
            "{\"viewportHeight\": NaN}", "scenario.json: not valid JSON (line 1, column 20: unexpected character 'N')"),
        .init(
            "{\"viewportHeight\": Infinity}",
            "scenario.json: not valid JSON (line 1, column 20: unexpected character 'I')"),
        .init("{\"viewportHeight\": 012}", "scenario.json: not valid JSON (line 1, column 20: malformed number)"),
        .init("{\"viewportHeight\": 1.}", "scenario.json: not valid JSON (line 1, column 20: malformed number)"),
        .init("{\"viewportHeight\": -}", "scenario.json: not valid JSON (line 1, column 20: malformed number)"),
        .init(
            "{\"bounce\": {\"allowsPanelTopBounce\": tru}}",
            "scenario.json: not valid JSON (line 1, column 37: invalid literal (expected 'true'))"),
        .init(
            "{} {}", "scenario.json: not valid JSON (line 1, column 4: unexpected content after the top-level value)"),
        .init("{\"name\": \"a\\qb\"}", "scenario.json: not valid JSON (line 1, column 12: invalid escape in a string)"),
        .init(
            "{\"name\": \"a\tb\"}", "scenario.json: not valid JSON (line 1, column 12: control character in a string)"),
        .init(
            "{\"name\": \"\\ud800\"}",
            "scenario.json: not valid JSON (line 1, column 17: unpaired surrogate in a \\u escape)"),
        .init(
            String(repeating: "[", count: 100),
            "scenario.json: not valid JSON (line 1, column 65: nested deeper than 64 levels)"),
        // Not an object
        .init("[1, 2]", "scenario.json: expected an object, found an array"),
        .init("null", "scenario.json: expected an object, found null"),
        .init("800", "scenario.json: expected an object, found a number"),
        // Wrong types
        .init("{\"detents\": [100, \"400\"]}", "detents[1]: expected a number, found a string"),
        .init("{\"detents\": 100}", "detents: expected an array, found a number"),
        .init("{\"viewportHeight\": \"NaN\"}", "viewportHeight: expected a number, found a string"),
        .init("{\"viewportHeight\": null}", "viewportHeight: expected a number, found null"),
        .init("{\"viewportHeight\": true}", "viewportHeight: expected a number, found a boolean"),
        .init("{\"viewportHeight\": 1e400}", "viewportHeight: 1e400 does not fit in a double"),
        .init("{\"name\": 5}", "name: expected a string, found a number"),
        .init(
            "{\"chain\": [{\"contentHeight\": 10, \"viewportHeight\": 5, \"bounces\": \"yes\"}]}",
            "chain[0].bounces: expected a boolean, found a string"),
        .init("{\"chain\": [5]}", "chain[0]: expected an object, found a number"),
        .init("{\"feel\": []}", "feel: expected an object, found an array"),
        .init(
            "{\"feel\": {\"nonSnappingRanges\": [{\"lower\": 1, \"upper\": [2]}]}}",
            "feel.nonSnappingRanges[0].upper: expected a number, found an array"),
        .init("{\"placement\": \"automatic\"}", "placement: expected an object, found a string"),
        .init("{\"placement\": {\"kind\": 1}}", "placement.kind: expected a string, found a number"),
        // Unknown, duplicate and missing fields
        .init(
            "{\"chain\": [{\"contentHeight\": 10, \"viewportHeight\": 5, \"bonces\": false}]}",
            "chain[0].bonces: unknown field"),
        .init("{\"detent\": [100]}", "detent: unknown field"),
        .init("{\"feel\": {\"lowVelocity\": 0.2}}", "feel.lowVelocity: unknown field"),
        .init("{\"a b\": 1}", "[\"a b\"]: unknown field"),
        .init("{\"bounce\": {\"x.y\": 1}}", "bounce[\"x.y\"]: unknown field"),
        .init("{\"frameRate\": 60, \"frameRate\": 120}", "frameRate: duplicate field"),
        .init("{\"chain\": [{\"contentHeight\": 10}]}", "chain[0].viewportHeight: missing required field"),
        .init(
            "{\"feel\": {\"nonSnappingRanges\": [{\"upper\": 2}]}}",
            "feel.nonSnappingRanges[0].lower: missing required field"),
        .init("{\"placement\": {\"ratio\": 0.5}}", "placement.kind: missing required field"),
        .init("{\"placement\": {\"kind\": \"atDisplayHeight\"}}", "placement.height: missing required field"),
        .init(
            "{\"placement\": {\"kind\": \"atDisplayHeight\", \"height\": 420, \"ratio\": 0.5}}",
            "placement.ratio: unknown field for kind \"atDisplayHeight\""),
        // Unknown choices
        .init(
            "{\"placement\": {\"kind\": \"auto\"}}",
            "placement.kind: \"auto\" is not one of \"automatic\", \"afterPanelFullyDisplayed\", \"atDisplayHeight\", \"fromTouchedPosition\""
        ),
        .init(
            "{\"movementStyle\": \"spring\"}",
            "movementStyle: \"spring\" is not one of \"systemScroll\", \"viewAnimation\""),
        .init(
            "{\"policy\": \"BODragScroll\"}",
            "policy: \"BODragScroll\" is not one of \"bodragscroll\", \"comment-popup\", \"home-unified\", \"home-legacy\", \"thirty-line\""
        ),
        .init(
            "{\"bounce\": {\"preferredTopOwner\": \"inner\"}}",
            "bounce.preferredTopOwner: \"inner\" is not one of \"panel\", \"innerScrollView\""),
        .init(
            "{\"feel\": {\"nonSnappingRanges\": [{\"lower\": 1, \"upper\": 2, \"lowerRepresentation\": \"float\"}]}}",
            "feel.nonSnappingRanges[0].lowerRepresentation: \"float\" is not one of \"native\", \"objc\""),
        .init(
            "{\"preset\": \"nested\\n3\"}",
            "preset: \"nested\\n3\" is not one of \"default\", \"nested3\", \"free\", \"comment-popup\", \"home-unified\", \"home-legacy\", \"thirty-line\", \"movement-lab\", \"table-handoff\", \"smart-handoff\""
        ),
        // Decoded, then validated
        .init("{\"detents\": [100, 300, 300]}", "detents[2]: 300 is not greater than 300"),
        .init(
            "{\"detents\": [100, 300, 300.00001]}",
            "detents[2]: 300.00001 is not greater than 300 after Float32 narrowing (both read as 300)"),
        .init("{\"viewportHeight\": -5}", "viewportHeight: -5 is not a finite number > 0"),
        .init("{\"frameRate\": 90}", "frameRate: 90 is not one of 60, 120, 240"),
        .init(
            "{\"preset\": \"default\", \"chain\": [{\"contentHeight\": 1, \"viewportHeight\": 1}, {\"contentHeight\": 1, \"viewportHeight\": 0}]}",
            "chain[1].viewportHeight: 0 is not a finite number > 0"),
        .init(
            "{\"feel\": {\"lowVelocityThreshold\": -1}}", "feel.lowVelocityThreshold: -1 is not a finite number >= 0"),
        .init(
            "{\"placement\": {\"kind\": \"automatic\", \"ratio\": 2}}",
            "placement.ratio: 2 is not a finite number in [0, 1]"),
        .init(
            "{\"placement\": {\"kind\": \"atDisplayHeight\", \"height\": -420}}",
            "placement.height: -420 is not a finite number > 0"),
        .init("{\"panelHeight\": 1e7}", "panelHeight: 10000000 is larger than the 1000000 pt limit"),
    ]

    @Test(arguments: badFiles)
    func badFileGetsOneLine(_ c: BadFileCase) {
        do {
            let s = try Scenario.decode(json: c.json, source: "scenario.json")
            Issue.record("decoded \(s.name) from a bad file")
        } catch {
            #expect(error.description == c.message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func invalidUTF8AndOversizedInputAreRejected() {
        #expect(
            throws: ScenarioError(
                path: "f.json", reason: "not valid JSON (line 1, column 11: invalid UTF-8 in a string)")
        ) {
            try Scenario.decode(json: Array("{\"name\": \"".utf8) + [0xFF] + Array("\"}".utf8), source: "f.json")
        }
        #expect(
            throws: ScenarioError(path: "f.json", reason: "not valid JSON (line 1, column 1: unexpected byte 0xFF)")
        ) {
            try Scenario.decode(json: [0xFF], source: "f.json")
        }
        let big = [UInt8](repeating: 0x20, count: Scenario.maximumFileSize + 1)
        #expect(throws: ScenarioError(path: "f.json", reason: "file is larger than 16 MiB")) {
            try Scenario.decode(json: big, source: "f.json")
        }
    }

    @Test func emptyObjectIsTheDefaultScenario() throws {
        let s = try Scenario.decode(json: "{}", source: "x")
        #expect(s == Scenario(name: "custom"))
    }

    @Test func presetFileOverridesOnlyTheGivenFields() throws {
        let json = """
            {"preset": "default", "detents": [120, 420, 720], "feel": {"collapseResistance": true},
             "placement": {"kind": "automatic"}, "bounce": {"allowsPanelTopBounce": false}, "minimumDisplayHeight": 80}
            """
        let s = try Scenario.decode(json: json, source: "x")
        var expected = try #require(Scenario.preset(named: "default"))
        expected.detents = [120, 420, 720]
        expected.feel.collapseResistance = true
        expected.bounce.allowsPanelTopBounce = false
        expected.minimumDisplayHeight = 80
        #expect(s == expected)
        // null clears an optional field the preset set.
        let cleared = try Scenario.decode(json: "{\"preset\": \"free\", \"initialDisplayHeight\": null}", source: "x")
        #expect(cleared.initialDisplayHeight == nil)
        #expect(cleared.minimumDisplayHeight == 104)
    }

    @Test func unicodeEscapesAndBOMAreRead() throws {
        let s = try Scenario.decode(
            json: [0xEF, 0xBB, 0xBF] + Array("{\"name\": \"caf\\u00e9 \\ud83d\\ude00 ü\"}".utf8), source: "x")
        #expect(s.name == "café 😀 ü")
        #expect(try Scenario.decode(json: s.encode(), source: "x") == s)
    }

    @Test(arguments: ScenarioPresets.all)
    func presetRoundTrips(_ preset: ScenarioPreset) throws {
        let text = preset.scenario.encode()
        let back = try Scenario.decode(json: text, source: "\(preset.name).json")
        #expect(back == preset.scenario)
        #expect(back.encode() == text)
    }

    @Test func encodingIsDeterministicAndSorted() throws {
        var s = Scenario(name: "q\"uote\\ \n")
        s.detents = [1e-5, 0.1, 123456.75]
        s.placement = .atDisplayHeight(420.5)
        s.feel.nonSnappingRanges = [NonSnappingRange(lower: .native(145), upper: .objectiveC(355.1))]
        s.minimumDisplayHeight = 0.3
        let text = s.encode()
        #expect(text == s.encode())
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"detents\": [1e-05, 0.1, 123456.75]"))
        #expect(text.contains("\"name\": \"q\\\"uote\\\\ \\n\""))
        #expect(text.contains("\"placement\": {\n    \"height\": 420.5,\n    \"kind\": \"atDisplayHeight\"\n  }"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
        #expect(keys.first == "bounce" && keys.last == "viewportHeight")
        // name has a newline: decodes but does not validate
        #expect(throws: ScenarioError(path: "name", reason: "must be one line without control characters")) {
            try Scenario.decode(json: text, source: "x")
        }
        s.name = "ok"
        #expect(try Scenario.decode(json: s.encode(), source: "x") == s)
    }

    @Test func nonFiniteValuesEncodeAsStringsThatFailToDecode() {
        var s = Scenario(name: "bad")
        s.viewportHeight = .nan
        #expect(s.encode().contains("\"viewportHeight\": \"NaN\""))
        #expect(throws: ScenarioError(path: "viewportHeight", reason: "expected a number, found a string")) {
            try Scenario.decode(json: s.encode(), source: "x")
        }
    }

    /// Truncations and random byte edits of a valid file never trap; every failure is one line.
    @Test func mutatedFilesNeverTrap() {
        let valid = Array(Scenario.preset(named: "nested3")!.encode().utf8)
        var failures = 0
        let body = valid.count - 1  // without the trailing newline, which a prefix may drop and stay valid
        for cut in stride(from: 0, to: body, by: 7) {
            do { _ = try Scenario.decode(json: Array(valid[..<cut]), source: "t") } catch {
                failures += 1
                #expect(!error.description.contains("\n"))
            }
        }
        #expect(failures == (body + 6) / 7)  // every prefix shorter than the object is truncated JSON
        var rng = SeededGenerator(seed: 0x5CE7_A210)
        let alphabet = Array("{}[]:,\" -0123456789.eE+tfnulNaI\\\u{00}xé".utf8) + [0xFF, 0x80, 0xC3]
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[i] = alphabet.randomElement(using: &rng)!
                case 1: bytes.remove(at: i)
                default: bytes.insert(alphabet.randomElement(using: &rng)!, at: i)
                }
            }
            do { _ = try Scenario.decode(json: bytes, source: "t") } catch {
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func exampleFileDecodes() throws {
        // Tests/PanelSimulatorTests/ScenarioFileTests.swift → repository root.
        let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(
            separator: "/")
        let bytes = try #require(readFile(root + "/Scenarios/example.json"))
        let s = try Scenario.decode(json: bytes, source: "example.json")
        #expect(s.name == "example")
        #expect(s.detents == [150, 390, 760])
        #expect(s.chain.count == 1 && s.chain[0].insetBottom == 34 && s.chain[0].name == "table")
        #expect(s.feel.collapseResistance)
        #expect(s.feel.nonSnappingRanges == [NonSnappingRange(lower: .objectiveC(195), upper: .objectiveC(355))])
        #expect(try Scenario.decode(json: s.encode(), source: "x") == s)
        // The example is kept in the canonical form encode() writes.
        #expect(s.encode() == String(decoding: bytes, as: UTF8.self))
    }
}

/// The bytes of the file at `path`, or nil.
private func readFile(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
}
