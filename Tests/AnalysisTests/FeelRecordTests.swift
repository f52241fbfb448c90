// AnalysisTests/FeelRecordTests: the record file is versioned and read strictly; the same record gives the same
// bytes; suite files name the line and the reason.
import Foundation
import Testing

@testable import Analysis
@testable import PanelSimulator

@Suite struct FeelRecordTests {
    static func record() throws -> FeelRecordFile {
        let suite = [FeelGesture.release(at: 400, velocity: 1.5), .release(at: 400, velocity: -0.1)]
        return try FeelGate.record(suite, on: FeelGateTests.scenario, named: "default").record
    }

    @Test func theSameRecordGivesTheSameBytesAndReadsBack() throws {
        let record = try Self.record()
        let bytes = try record.encoded()
        #expect(try record.encoded() == bytes)
        #expect(try FeelRecordFile.decode(bytes, path: "r.json") == record)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\" : 2"))
        // The record holds the whole scenario it was made on (issue 26: a record is self-contained).
        #expect(try FeelRecordFile.decode(bytes, path: "r.json").storedScenario == FeelGateTests.scenario)
    }

    /// A version 1 record (the scenario by name only, as written before the scenario was stored) still reads,
    /// with no stored scenario, and writes back as version 1; version 1 with a `scenarioFile` and version 2
    /// without one are refused.
    @Test func aVersionOneRecordStillReads() throws {
        let record = try Self.record()
        var object = try #require(try JSONSerialization.jsonObject(with: try record.encoded()) as? [String: Any])
        object["version"] = 1
        let scenarioFile = object.removeValue(forKey: "scenarioFile")
        let old = try JSONSerialization.data(withJSONObject: object)
        let read = try FeelRecordFile.decode(old, path: "old.json")
        #expect(read.storedScenario == nil && read.scenario == "default" && read.entries == record.entries)
        #expect(String(decoding: try read.encoded(), as: UTF8.self).contains("\"version\" : 1"))
        let cases: [(version: Int, scenarioFile: Any?, reason: String, line: Int)] = [
            (1, scenarioFile, "scenarioFile: a version 1 record holds no scenarioFile (version 2 does)", #line),
            (2, nil, "scenarioFile", #line),
        ]
        for row in cases {
            var edited = object
            edited["version"] = row.version
            edited["scenarioFile"] = row.scenarioFile
            let data = try JSONSerialization.data(withJSONObject: edited)
            do throws(FeelInputError) {
                _ = try FeelRecordFile.decode(data, path: "r.json")
                Issue.record("line \(row.line): read")
            } catch {
                #expect(error.description.contains(row.reason), "line \(row.line): \(error.description)")
            }
        }
    }

    /// Edits of a good record, each refused with the JSON path and the reason.
    @Test func everyMalformedRecordIsRefusedNamingThePath() throws {
        let good = String(decoding: try Self.record().encoded(), as: UTF8.self)
        let cases: [(String, String, String, Int)] = [
            ("\"version\" : 2", "\"version\" : 3", "version: 3 is not supported", #line),
            // The stored scenario is validated as a scenario file is: a detent above the panel is refused.
            ("\"detents\" : [\n      100,", "\"detents\" : [\n      9000,", "scenarioFile", #line),
            ("\"scenario\" : \"default\"", "\"scenario\" : \"default\", \"extra\" : 1", "extra: unknown key", #line),
            ("\"landingHeight\"", "\"landingHeigth\"", "landingHeigth: unknown key", #line),
            ("\"movement\" : \"decelerating\"", "\"movement\" : \"gliding\"", "'gliding' is not one of", #line),
            (
                "\"settleTimeFail\" : 0.1", "\"settleTimeFail\" : 0.01", "settleTimeWarn: 0.02 is above settleTimeFail",
                #line
            ),
            ("\"restartEnd\" : 0.5", "\"restartEnd\" : -1", "restartEnd: -1 must be a finite number >= 0", #line),
            ("-0.1 pt/ms", "+1.5 pt/ms", "is recorded twice", #line),
            ("\"scenario\" : \"default\"", "\"scenario\" : \"default\", \"scenario\" : \"x\"", "duplicate key", #line),
        ]
        for (find, replace, reason, line) in cases {
            let text = good.replacingOccurrences(of: find, with: replace)
            #expect(text != good, "line \(line): the edit did not apply")
            #expect(throws: FeelInputError.self, "line \(line)") {
                try FeelRecordFile.decode(Data(text.utf8), path: "r.json")
            }
            do throws(FeelInputError) {
                _ = try FeelRecordFile.decode(Data(text.utf8), path: "r.json")
            } catch {
                #expect(error.description.hasPrefix("'r.json': "), "line \(line)")
                #expect(error.description.contains(reason), "line \(line): \(error.description)")
            }
        }
    }

    /// Issue 45, "edited files believed": a record holding figures its own stored scenario could not give is bad
    /// input naming the field (docs/output.md, "Inputs": a value out of its range, such as "a detent index the
    /// scenario does not have", is refused naming the JSON path), not a gate failure blamed on the branch. The
    /// default preset has 3 detents (0…2), one participant `table` and a travel of 100…700 pt
    /// (`Scenario.preset(named: "default")`).
    @Test func aRecordIsCheckedAgainstItsStoredScenario() throws {
        let record = try Self.record()
        let object = try #require(try JSONSerialization.jsonObject(with: try record.encoded()) as? [String: Any])
        let cases: [(edit: (inout [String: Any], inout [String: Any]) -> Void, says: String, line: Int)] = [
            ({ _, o in o["landingDetent"] = 17 }, "entries[1].outcome.landingDetent: 17 is not a detent", #line),
            ({ _, o in o["landingDetent"] = 3 }, "entries[1].outcome.landingDetent: 3 is not a detent", #line),
            ({ _, o in o["landingDetent"] = -1 }, "entries[1].outcome.landingDetent: -1 is not a detent", #line),
            ({ _, o in o["settleTime"] = -1 }, "entries[1].outcome.settleTime: -1 s is not a finite number ≥ 0", #line),
            ({ _, o in o["overshoot"] = -0.5 }, "entries[1].outcome.overshoot: -0.5 pt is not a finite number", #line),
            (
                { _, o in o["restingOffsets"] = ["table": 0, "sidebar": 0] },
                "entries[1].outcome.restingOffsets.sidebar: 'sidebar' is not a participant", #line
            ),
            ({ g, _ in g["startHeight"] = 5000 }, "entries[1].gesture.startHeight: cannot run", #line),
            ({ g, _ in g["startHeight"] = 50 }, "entries[1].gesture.startHeight: cannot run", #line),
            // The detent a landing names is where the simulator puts that height (within one pixel), not another.
            ({ _, o in o["landingDetent"] = 2 }, "entries[1].outcome.landingHeight: 400 pt is on detent 1, but", #line),
        ]
        for row in cases {
            var edited = object
            var entries = try #require(edited["entries"] as? [[String: Any]])
            var gesture = try #require(entries[1]["gesture"] as? [String: Any])
            var outcome = try #require(entries[1]["outcome"] as? [String: Any])
            row.edit(&gesture, &outcome)
            entries[1]["gesture"] = gesture
            entries[1]["outcome"] = outcome
            edited["entries"] = entries
            let data = try JSONSerialization.data(withJSONObject: edited)
            do throws(FeelInputError) {
                _ = try FeelRecordFile.decode(data, path: "r.json")
                Issue.record("line \(row.line): read")
            } catch {
                #expect(error.description.contains(row.says), "line \(row.line): \(error.description)")
            }
        }
        // The unedited figures, and the edges the scenario allows (its last detent, 700 pt, with the landing on it;
        // a zero settle time), read.
        var edge = object
        var entries = try #require(edge["entries"] as? [[String: Any]])
        var outcome = try #require(entries[1]["outcome"] as? [String: Any])
        (outcome["landingDetent"], outcome["landingHeight"], outcome["settleTime"]) = (2, 700.0, 0)
        entries[1]["outcome"] = outcome
        edge["entries"] = entries
        _ = try FeelRecordFile.decode(try JSONSerialization.data(withJSONObject: edge), path: "r.json")
    }

    @Test func aSuiteFileNamesTheLineAndTheReason() throws {
        let touches = try RecordedTouches(csv: "0,500\n0.1,400\n")
        let load: (String) throws(FeelInputError) -> RecordedTouches = { name throws(FeelInputError) in
            guard name == "f.csv" else { throw FeelInputError("touches", "no \(name)") }
            return touches
        }
        let good = try FeelSuite.parse(
            "# a suite\nrelease 400 1.5\ndrag 400 -120 0.25 on-content\n\ntouches 100 f.csv\n", source: "s.txt",
            frameRate: 60, loadTouches: load)
        #expect(
            good.map(\.id) == [
                "release 400 pt +1.5 pt/ms", "drag 400 pt -120 pt 0.25 s on content", "touches f.csv 100 pt",
            ])
        #expect(good[1].onContent && good[1].path.last?.translation == -120)
        for (text, message, line) in [
            ("release 400", "s.txt: line 1: expected release HEIGHT_PT VELOCITY_PT_PER_MS", #line),
            (
                "release 400 fast",
                "s.txt: line 1: release: velocity (pt/ms) must be a number in -100.0...100.0, got 'fast'", #line
            ),
            ("\nfling 400 2", "s.txt: line 2: 'fling' is not release, drag or touches", #line),
            ("drag 400 10 0", "s.txt: line 1: drag: duration (s) must be a number in 0.001...60.0, got '0'", #line),
            (
                "release 400 1\nrelease 400 1.0",
                "s.txt: line 2: the same gesture as an earlier line ('release 400 pt +1 pt/ms')", #line
            ),
            ("# nothing\n", "s.txt: lists no gesture", #line),
            ("touches 100 g.csv", "touches: no g.csv", #line),
        ] {
            #expect(throws: FeelInputError.self, "line \(line)") {
                _ = try FeelSuite.parse(text, source: "s.txt", frameRate: 60, loadTouches: load)
            }
            do throws(FeelInputError) {
                _ = try FeelSuite.parse(text, source: "s.txt", frameRate: 60, loadTouches: load)
            } catch {
                #expect(error.description == message, "line \(line)")
            }
        }
    }

    /// The default suite: from each detent 8 releases, 2 drags off the content and 2 on it (a list exists), and
    /// each recorded gesture.
    @Test func theDefaultSuiteCoversEveryDetent() throws {
        let touches = try RecordedTouches(csv: "0,500\n0.1,400\n")
        var scenario = FeelGateTests.scenario
        let suite = FeelSuite.defaultSuite(for: scenario, recorded: [("f.csv", touches)])
        #expect(suite.count == scenario.detents.count * (8 + 4 + 1))
        #expect(Set(suite.map(\.startHeight)) == Set(scenario.detents))
        #expect(Set(suite.map(\.id)).count == suite.count)
        scenario.chain = []
        #expect(FeelSuite.defaultSuite(for: scenario, recorded: []).count == scenario.detents.count * (8 + 2))
    }
}
