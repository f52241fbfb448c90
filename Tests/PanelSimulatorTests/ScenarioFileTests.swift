import Foundation
import Scenario
import ScrollAxis
import TestSupport
import Testing

@testable import PanelSimulator

/// One bad scenario file and the one-line message it must produce: exactly, or, when `message` ends in `…`, a
/// message starting with the text before it (for the part Foundation's JSON parser words).
struct BadFileCase: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    init(_ json: String, _ message: String) {
        self.json = json
        self.message = message
    }
    var testDescription: String { message }

    /// Whether `text` is the message this case expects.
    func matches(_ text: String) -> Bool {
        message.hasSuffix("…") ? text.hasPrefix(String(message.dropLast())) : text == message
    }
}

@Suite struct ScenarioFileTests {
    static let rootKeys =
        "bounce, bounceStiffness, chain, chainTopInPanel, detents, displayScale, feel, frameRate, handoffMode, "
        + "initialDisplayHeight, innerDecelerationRate, minimumDisplayHeight, movementStyle, name, offsetMismatch, "
        + "panelDecelerationRate, panelHeight, placement, policy, preset, script, settleThreshold, touchSlop, version, "
        + "viewAnimation, viewportHeight"

    static let badFiles: [BadFileCase] = [
        // Not JSON / truncated: the source name, "not valid JSON" and the parser's reason, with the place where
        // the parser names one (line and column counted from 1).
        .init("", "scenario.json: not valid JSON (…"),
        .init("  \n ", "scenario.json: not valid JSON (…"),
        .init("{\"detents\": [100, 400", "scenario.json: not valid JSON (…"),
        .init("{\"name\": \"abc", "scenario.json: not valid JSON (…"),
        .init("{\"detents\": [100,, 400]}", "scenario.json: not valid JSON (line 1, column 18, at detents[1]: …"),
        .init("{\"detents\": [100 400]}", "scenario.json: not valid JSON (line 1, column 18, at detents[0]: …"),
        .init(
            "{\n  \"viewportHeight\": 800\n  \"panelHeight\": 800\n}",
            "scenario.json: not valid JSON (line 3, column 3, at viewportHeight: …"),
        .init("{name: 1}", "scenario.json: not valid JSON (line 1, column 2: …"),
        .init("{\"viewportHeight\": NaN}", "scenario.json: not valid JSON (line 1, column 20, at viewportHeight: …"),
        .init(
            "{\"viewportHeight\": Infinity}", "scenario.json: not valid JSON (line 1, column 20, at viewportHeight: …"),
        .init("{\"viewportHeight\": 012}", "scenario.json: not valid JSON (line 1, column …"),
        .init("{\"viewportHeight\": 1.}", "scenario.json: not valid JSON (line 1, column …"),
        .init("{\"viewportHeight\": -}", "scenario.json: not valid JSON (line 1, column …"),
        .init("{\"bounce\": {\"allowsPanelTopBounce\": tru}}", "scenario.json: not valid JSON (…"),
        .init("{} {}", "scenario.json: not valid JSON (line 1, column 4: …"),
        .init("{\"name\": \"a\\qb\"}", "scenario.json: not valid JSON (…"),
        .init("{\"name\": \"a\tb\"}", "scenario.json: not valid JSON (…"),
        .init("{\"name\": \"\\ud800\"}", "scenario.json: not valid JSON (…"),
        .init(String(repeating: "[", count: 600), "scenario.json: JSON nested too deeply (line 1, column 514: …"),
        // A number a double cannot hold is not JSON to Foundation's parser; the message names it and its path.
        .init("{\"viewportHeight\": 1e400}", "scenario.json: not valid JSON (viewportHeight: number 1e400 …"),
        .init(
            "{\"chain\": [{\"contentHeight\": -1e999}]}",
            "scenario.json: not valid JSON (chain[0].contentHeight: number …"),
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
        .init("{\"name\": 5}", "name: expected a string, found a number"),
        .init("{\"version\": \"1\"}", "version: expected a whole number, found a string"),
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
        // Unknown, duplicate and missing keys; another version
        .init(
            "{\"chain\": [{\"contentHeight\": 10, \"viewportHeight\": 5, \"bonces\": false}]}",
            "chain[0].bonces: unknown key (known: bounces, childMinY, contentHeight, contentOffset, insetBottom, "
                + "insetTop, name, segments, viewportHeight)"),
        .init("{\"detent\": [100]}", "detent: unknown key (known: \(rootKeys))"),
        .init("{\"feel\": {\"lowVelocity\": 0.2}}", "feel.lowVelocity: unknown key (known: …"),
        .init("{\"a b\": 1}", "[\"a b\"]: unknown key (known: …"),
        .init("{\"bounce\": {\"x.y\": 1}}", "bounce[\"x.y\"]: unknown key (known: …"),
        .init("{\"frameRate\": 60, \"frameRate\": 120}", "frameRate: duplicate key"),
        .init("{\"chain\": [{\"name\": \"a\"}, {\"name\": \"b\", \"name\": \"c\"}]}", "chain[1].name: duplicate key"),
        .init("{\"chain\": [{\"contentHeight\": 10}]}", "chain[0].viewportHeight: missing"),
        .init("{\"feel\": {\"nonSnappingRanges\": [{\"upper\": 2}]}}", "feel.nonSnappingRanges[0].lower: missing"),
        .init("{\"placement\": {\"ratio\": 0.5}}", "placement.kind: missing"),
        .init("{\"placement\": {\"kind\": \"atDisplayHeight\"}}", "placement.height: missing"),
        .init(
            "{\"placement\": {\"kind\": \"atDisplayHeight\", \"height\": 420, \"ratio\": 0.5}}",
            "placement.ratio: unknown key (known: height, kind)"),
        .init("{\"version\": 2}", "version: 2 is not supported (this bench reads version 1)"),
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
            "preset: \"nested\\n3\" is not one of "
                + ScenarioPresets.names.map { "\"\($0)\"" }.joined(separator: ", ")
        ),
        .init("{\"script\": \"jump 3\"}", "script[0]: unknown action …"),
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
            #expect(c.matches(error.description), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func invalidUTF8AndOversizedInputAreRejected() {
        for bytes in [Array("{\"name\": \"".utf8) + [0xFF] + Array("\"}".utf8), [0xFF]] {
            do {
                _ = try Scenario.decode(json: bytes, source: "f.json")
                Issue.record("decoded invalid UTF-8")
            } catch {
                #expect(error.path == "f.json")
                #expect(error.reason.hasPrefix("not valid JSON ("), "\(error)")
            }
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
        #expect(try Scenario.decode(json: try s.encode(), source: "x") == s)
    }

    @Test(arguments: ScenarioPresets.all)
    func presetRoundTrips(_ preset: ScenarioPreset) throws {
        let text = try preset.scenario.encode()
        let back = try Scenario.decode(json: text, source: "\(preset.name).json")
        #expect(back == preset.scenario)
        #expect(try back.encode() == text)
        #expect(text.contains("\n  \"version\" : \(Scenario.fileVersion),\n"))
    }

    @Test func encodingIsDeterministicAndSorted() throws {
        var s = Scenario(name: "q\"uote\\ \n")
        s.detents = [1e-5, 0.1, 123456.75]
        s.placement = .atDisplayHeight(420.5)
        s.feel.nonSnappingRanges = [NonSnappingRange(lower: .native(145), upper: .objectiveC(355.1))]
        s.minimumDisplayHeight = 0.3
        let text = try s.encode()
        #expect(try text == s.encode())
        #expect(text.hasSuffix("}\n"))
        // Shortest round-tripping numbers, integral ones without a fraction; JSON string escapes.
        #expect(text.contains("\"detents\" : [\n    1e-05,\n    0.1,\n    123456.75\n  ]"))
        #expect(text.contains("\"panelHeight\" : 800,"))
        #expect(text.contains("\"name\" : \"q\\\"uote\\\\ \\n\""))
        #expect(text.contains("\"placement\" : {\n    \"height\" : 420.5,\n    \"kind\" : \"atDisplayHeight\"\n  }"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
        #expect(keys.first == "bounce" && keys.last == "viewportHeight")
        // name has a newline: decodes but does not validate
        #expect(throws: ScenarioError(path: "name", reason: "must be one line without control characters")) {
            try Scenario.decode(json: text, source: "x")
        }
        s.name = "ok"
        #expect(try Scenario.decode(json: try s.encode(), source: "x") == s)
    }

    @Test func nonFiniteValuesEncodeAsStringsThatFailToDecode() throws {
        var s = Scenario(name: "bad")
        s.viewportHeight = .nan
        let text = try s.encode()
        #expect(text.contains("\"viewportHeight\" : \"NaN\""))
        #expect(throws: ScenarioError(path: "viewportHeight", reason: "expected a number, found a string")) {
            try Scenario.decode(json: text, source: "x")
        }
    }

    /// A file without `version` reads as version 1 (hand-written files may leave it out).
    @Test func versionIsOptionalWhenReading() throws {
        #expect(try Scenario.decode(json: "{\"version\": 1}", source: "x") == Scenario(name: "custom"))
    }

    /// Truncations and random byte edits of a valid file never trap; every failure is one line.
    @Test func mutatedFilesNeverTrap() {
        guard let valid = try? Array(Scenario.preset(named: "nested3")!.encode().utf8) else {
            Issue.record("nested3 does not encode")
            return
        }
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
        #expect(try Scenario.decode(json: try s.encode(), source: "x") == s)
        // The example is kept in the canonical form encode() writes.
        #expect(try s.encode() == String(decoding: bytes, as: UTF8.self))
    }
}

/// The bytes of the file at `path`, or nil.
private func readFile(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
}
