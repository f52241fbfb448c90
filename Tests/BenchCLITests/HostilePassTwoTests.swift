// BenchCLITests/HostilePassTwoTests: the shortfalls of the second hostile pass (docs/hostile-pass.md, 2026-12-05),
// each held against the rule it broke: docs/output.md, "Exit statuses" (bad input is one line naming the option
// or field, exit 2) and "Before any work" (no output replaces an input, by one rule); issue 45 ("every reader
// checks what it reads against what the writer could have written").
import Foundation
import Testing

@Suite("hostile pass two: options, names, logs, feel records, sweep units")
struct HostilePassTwoTests {
    /// One line on standard error containing `says`, exit 2, nothing on standard output.
    static func refused(_ arguments: [String], _ says: String, line: Int = #line) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let result = bench(arguments)
        #expect(result.status == 2, "\(arguments): \(result.error)", sourceLocation: location)
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)", sourceLocation: location)
        #expect(result.error.contains(says), "\(result.error)", sourceLocation: location)
        #expect(result.output.isEmpty, "\(result.output)", sourceLocation: location)
    }

    /// `--peer NAME=…` twice with one name is refused as `--set` is (NameValueSetting's `once`): the last value
    /// must not win silently. Names of tunings follow the scenario name's rule (`Scenario.nameProblem`): one line,
    /// no control or bidirectional-override characters, in `--name-a` as in a scenario file.
    @Test("a peer parameter given twice, a tuning name with a control character: exit 2 naming the option")
    func repeatedPeerAndHiddenNames() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = ["--out", "\(folder)/c.png", "--renderer", "raster"]
        Self.refused(
            ["compare", "--peers", "flutter", "--peer", "flutter-friction=0.2", "--peer", "flutter-friction=0.3"]
                + out,
            "--peer: flutter-friction is given twice ('flutter-friction=0.2' and 'flutter-friction=0.3')")
        for name in ["a\tb", "left\u{202E}thgir", "c1\u{85}x"] {
            Self.refused(
                ["compare", "--set", "low-velocity-threshold=0.3", "--name-b", name] + out,
                "bench compare: --name-b: must be one line without control characters")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// `bench fit` reads its log through the reader `bench trace` uses: a missing log is named by its path (no
    /// `<log>` placeholder), and an output naming the log by another spelling is refused by the one input rule
    /// (SafeOutput's input identity), with the same words as every verb.
    @Test("fit names the log it cannot read and refuses to write over it by any spelling")
    func fitReadsItsLogAsTraceDoes() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = "\(folder)/d.log"
        try FileManager.default.copyItem(atPath: Self.repoPath("Traces/device-like-default.log"), toPath: log)
        let fit = ["fit", "--scenario", "default", "--free", "low-velocity-threshold"]
        Self.refused(fit + ["\(folder)/nope.log"], "bench fit: cannot read '\(folder)/nope.log': no such file")
        #expect(!bench(fit + ["\(folder)/nope.log"]).error.contains("<"))
        try FileManager.default.linkItem(atPath: log, toPath: "\(folder)/hard.json")
        for spelling in ["\(folder)/./d.log", "\(folder)/hard.json"] {
            Self.refused(
                fit + [log, "--json", spelling, "--force"],
                "cannot write '\(spelling)': it is one of this command's inputs")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.repoPath("Traces/device-like-default.log")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: log)) == bytes)
    }

    static func repoPath(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(relative).path
    }

    /// A feel record's gesture id says what the check replays (`release 400 pt +1 pt/ms`); an edited velocity,
    /// start height or path under the old id would be replayed as another gesture and pass or fail the gate in
    /// the branch's name. The reader refuses it (exit 2, `entries[i].gesture.id`), as `bench feel record` could
    /// not have written it (FeelGesture's `release`/`drag` make the id from the fields).
    @Test("a feel record whose gesture fields were edited under the old id: exit 2 naming gesture.id")
    func feelGestureIDsMatchTheirFields() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("release 400 1\ndrag 400 100 0.1\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/suite.txt"))
        let record = "\(folder)/feel.json"
        let made = bench(["feel", "record", "--gestures", "\(folder)/suite.txt", "--out", record])
        #expect(made.status == 0, "\(made.error)")
        #expect(bench(["feel", "check", record]).status == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: record))
        let edits: [(name: String, edit: ([String: Any]) -> [String: Any], says: String, line: Int)] = [
            (
                "release velocity",
                {
                    var g = $0
                    g["releaseVelocity"] = -0.0
                    return g
                }, "entries[0].gesture.id", #line
            ),
            (
                "start height",
                {
                    var g = $0
                    g["startHeight"] = 500.0
                    return g
                }, "they make 'release 500 pt +1", #line
            ),
            (
                "on content",
                {
                    var g = $0
                    g["onContent"] = true
                    return g
                }, "entries[0].gesture.id", #line
            ),
            (
                "id",
                {
                    var g = $0
                    g["id"] = "release 400 pt +2 pt/ms"
                    return g
                },
                "'release 400 pt +2 pt/ms' is not the gesture its fields hold", #line
            ),
        ]
        for row in edits {
            var object = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
            var entries = try #require(object["entries"] as? [[String: Any]])
            entries[0]["gesture"] = row.edit(try #require(entries[0]["gesture"] as? [String: Any]))
            object["entries"] = entries
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(folder)/e.json"))
            Self.refused(["feel", "check", "\(folder)/e.json"], row.says, line: row.line)
        }
        // The drag's path edited (one sample moved 5 pt): no drag the recorder writes has it.
        var object = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        var entries = try #require(object["entries"] as? [[String: Any]])
        var drag = try #require(entries[1]["gesture"] as? [String: Any])
        var path = try #require(drag["path"] as? [[Double]])
        path[3][1] += 5
        drag["path"] = path
        entries[1]["gesture"] = drag
        object["entries"] = entries
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(folder)/e.json"))
        Self.refused(
            ["feel", "check", "\(folder)/e.json"],
            "entries[1].gesture.id: 'drag 400 pt +100 pt 0.1 s' is not the gesture")
    }

    /// A sweep.json's grid stores each axis's name and unit as the writer made them (GridRecord); an edited unit
    /// (`"parsec"`) or axis name was read past and rewritten by `render --out`. Every reader refuses it, naming
    /// the field.
    @Test("a sweep.json whose grid unit or axis name was edited: exit 2 from every reader, naming the field")
    func sweepGridUnitsAreTheWritersOwn() throws {
        let edits: [(name: String, edit: (inout [String: Any]) -> Void, says: String, line: Int)] = [
            (
                "parameter unit",
                { o in
                    var grid = o["grid"] as? [String: Any] ?? [:]
                    var parameters = grid["parameters"] as? [[String: Any]] ?? []
                    parameters[0]["unit"] = "parsec"
                    grid["parameters"] = parameters
                    o["grid"] = grid
                },
                "grid.parameters[0].unit: 'parsec' is not low-velocity-threshold's unit 'pt/ms'", #line
            ),
            (
                "start-height unit",
                { o in
                    var grid = o["grid"] as? [String: Any] ?? [:]
                    var axis = grid["startHeights"] as? [String: Any] ?? [:]
                    axis["unit"] = "mm"
                    grid["startHeights"] = axis
                    o["grid"] = grid
                }, "grid.startHeights.unit: 'mm' is not start-height's unit 'pt'", #line
            ),
            (
                "gesture axis name",
                { o in
                    var grid = o["grid"] as? [String: Any] ?? [:]
                    var axis = grid["gestureValues"] as? [String: Any] ?? [:]
                    axis["name"] = "drag-distance"
                    grid["gestureValues"] = axis
                    o["grid"] = grid
                }, "grid.gestureValues.name: 'drag-distance' is not 'release-velocity'", #line
            ),
        ]
        for row in edits {
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            StrictReadersVerbTests.sweep(into: folder)
            try StrictReadersVerbTests.damage(folder, row.edit)
            for arguments in StrictReadersVerbTests.sweepReaders(folder) {
                Self.refused(arguments, "\(folder)/s/sweep.json: \(row.says)", line: row.line)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s"])
        }
    }

    /// `results status` names a shard that cannot be read once, in its own words (docs/output.md: one line per
    /// problem, naming it once): an emptied sweep.json read "not a sweep.json: not a sweep.json (…)".
    @Test("results status says what an unreadable shard is once")
    func statusSaysItOnce() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        StrictReadersVerbTests.sweep(into: folder, "a", extra: ["--shard", "0/2"])
        try Data().write(to: URL(fileURLWithPath: "\(folder)/a/sweep.json"))
        let status = bench(["results", "status", "\(folder)/a", "--shard-count", "2"])
        #expect(status.status == 6, "\(status.error)")
        #expect(status.output.contains("not a sweep.json (not valid JSON"), "\(status.output)")
        #expect(!status.output.contains("not a sweep.json: not a sweep.json"), "\(status.output)")
    }

    /// An empty `--filter` is a pattern the user did not mean (it matched every benchmark and ran the whole
    /// catalogue, about 25 s): refused before any work, naming the option.
    @Test("run --filter with an empty pattern: exit 2 naming --filter, before any benchmark runs")
    func anEmptyFilterIsRefused() {
        Self.refused(["run", "--suite", "all", "--filter", ""], "bench run: --filter: is empty")
    }

    /// A stored landing names its detent by the simulator's own rule (FrameStepper: the detent within one pixel
    /// of the landing height, else none): a record whose height and detent disagree could not have been written,
    /// and was blamed on the branch (exit 3). The default scenario's detents are 100, 400 and 700 pt
    /// (`bench scenarios default`); a release at 400 pt with +1 pt/ms lands on 700 pt, detent 2.
    @Test("a feel record whose landing height and landing detent disagree: exit 2 naming landingHeight")
    func feelLandingsNameTheirDetent() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("release 400 1\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/suite.txt"))
        let record = "\(folder)/feel.json"
        let made = bench(["feel", "record", "--gestures", "\(folder)/suite.txt", "--out", record])
        #expect(made.status == 0, "\(made.error)")
        let original = try Data(contentsOf: URL(fileURLWithPath: record))
        let edits: [(key: String, value: Any, says: String, line: Int)] = [
            (
                "landingHeight", 400.0,
                "entries[0].outcome.landingHeight: 400 pt is on detent 1, but landingDetent says 2", #line
            ),
            (
                "landingDetent", 1, "entries[0].outcome.landingHeight: 700 pt is on detent 2, but landingDetent says 1",
                #line
            ),
            ("landingHeight", 550.0, "550 pt is on no detent, but landingDetent says 2", #line),
        ]
        for row in edits {
            var object = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
            var entries = try #require(object["entries"] as? [[String: Any]])
            var outcome = try #require(entries[0]["outcome"] as? [String: Any])
            #expect(outcome["landingHeight"] as? Double == 700 && outcome["landingDetent"] as? Int == 2)
            outcome[row.key] = row.value
            entries[0]["outcome"] = outcome
            object["entries"] = entries
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(folder)/e.json"))
            Self.refused(["feel", "check", "\(folder)/e.json"], row.says, line: row.line)
        }
    }

    /// A touches file whose two samples are 1e-320 s apart was blamed on `gesture: velocity: inf`, naming neither
    /// the option nor the file; the reader names both and the line (docs/output.md: one line naming the culprit).
    @Test("touches whose speed overflows: exit 2 naming --touches, the file and the line")
    func touchesWithNoFiniteSpeed() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let csv = "\(folder)/t.csv"
        try Data("time_s,finger_y_pt\n0,600\n1e-320,590\n".utf8).write(to: URL(fileURLWithPath: csv))
        Self.refused(
            ["trajectory", "--touches", csv, "--out", "\(folder)/t.png", "--renderer", "raster"],
            "bench trajectory: --touches: \(csv): line 3: moves 10.0 pt in 1e-320 s")
    }
}
