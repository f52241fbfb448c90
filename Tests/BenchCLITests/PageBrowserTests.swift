// BenchCLITests/PageBrowserTests: the pages of `--html` loaded in a real browser (headless Chromium): the panel's
// top edge read from the screenshot's pixels where the simulated height puts it, and the controls in the DOM.
import Analysis
import Foundation
import PanelSimulator
import Plotting
import Reports
import Scenario
import Testing

@testable import Sweep

/// Headless Chromium, found on the PATH (`chromium`, Debian's package) or at `$CHROMIUM`.
enum HeadlessChromium {
    /// The browser's path, or nil when it is not installed.
    static let path: String? = {
        if let given = ProcessInfo.processInfo.environment["CHROMIUM"], !given.isEmpty { return given }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for folder in folders {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Whether the browser tests run: always in CI (`CI` set: a missing browser fails there), else when Chromium
    /// is installed.
    static var shouldRun: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Why they are skipped locally.
    static let skipReason: Comment =
        "chromium is not installed (apt-get install -y chromium); the browser tests are skipped outside CI"

    /// Runs Chromium headless on `url` with `arguments` (a fresh profile folder in `scratch`); returns standard
    /// output.
    static func run(_ arguments: [String], url: String, scratch: String, window: (Int, Int)) throws -> String {
        guard let path else {
            Issue.record("chromium is not installed, and CI is set: .ci/run installs it")
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let profile = "\(scratch)/profile-\(UUID().uuidString)"
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--no-first-run", "--user-data-dir=\(profile)", "--window-size=\(window.0),\(window.1)",
            ] + arguments + [url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: profile)
        return String(decoding: data, as: UTF8.self)
    }

    /// The page's DOM after its scripts ran.
    static func dom(_ url: String, scratch: String, window: (Int, Int)) throws -> String {
        try run(["--dump-dom"], url: url, scratch: scratch, window: window)
    }

    /// A screenshot of the page, decoded.
    static func screenshot(_ url: String, scratch: String, window: (Int, Int)) throws -> RGBAImage {
        let file = "\(scratch)/shot-\(UUID().uuidString).png"
        _ = try run(["--screenshot=\(file)"], url: url, scratch: scratch, window: window)
        return try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: file))))
    }
}

/// The attributes of every element `<tag …>` in `html` whose attributes include all of `matching`.
func elements(_ tag: String, in html: String, matching: [String: String] = [:]) -> [[String: String]] {
    var found: [[String: String]] = []
    var rest = html[...]
    while let open = rest.range(of: "<\(tag) ") ?? rest.range(of: "<\(tag)>") {
        guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
        let body = rest[open.upperBound..<close]
        var attributes: [String: String] = [:]
        var scan = body[...]
        while let eq = scan.range(of: "=\"") {
            let name = scan[..<eq.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            guard let end = scan[eq.upperBound...].firstIndex(of: "\"") else { break }
            attributes[name] = String(scan[eq.upperBound..<end])
            scan = scan[scan.index(after: end)...]
        }
        if matching.allSatisfy({ attributes[$0.key] == $0.value }) { found.append(attributes) }
        rest = rest[close...]
    }
    return found
}

/// The first row at or below `top` in column `x` whose pixel is as light as the panel (luminance over 0.8, where
/// the host screen behind it is below 0.3), or nil.
func panelTopRow(in image: RGBAImage, column x: Int, from top: Int, to bottom: Int) -> Int? {
    for y in top...bottom {
        guard let p = image.pixel(x: x, y: y) else { return nil }
        let luminance = (0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)) / 255
        if luminance > 0.8 { return y }
    }
    return nil
}

@Suite(.enabled(if: HeadlessChromium.shouldRun, HeadlessChromium.skipReason), .serialized)
struct PageBrowserTests {
    static let window = (1600, 1300)

    /// The frame shown at `t` seconds: the last whose time is at or before `t` (docs/page.md).
    static func frame(at t: Double, times: [Double]) -> Int {
        times.lastIndex { $0 <= t + 1e-9 } ?? 0
    }

    /// Loads `page` at each of `times` (after `fragment`'s other fields) and checks every phone: at the first and
    /// last time the frame it shows is the one at that time (DOM); at every time its panel's top edge in the
    /// screenshot is within one CSS pixel of where the simulated display height of that frame puts it
    /// (`expected[i]`: each sheet's frame times and display heights, points). The layout (where each screen is, its
    /// scale) is read from the DOM once: it does not change with the time.
    static func checkPanelTops(
        page: String, times: [Double], expected: [(times: [Double], heights: [Double])], scratch: String,
        fragment: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var layout: [[String: String]] = []
        for (index, t) in times.enumerated() {
            let url = "file://\(page)#\(fragment)t=\(t)"
            if index == 0 || index == times.count - 1 {
                let phones = elements(
                    "canvas", in: try HeadlessChromium.dom(url, scratch: scratch, window: window),
                    matching: ["class": "phone"])
                #expect(phones.count == expected.count, "phones drawn", sourceLocation: sourceLocation)
                for (phone, sheet) in zip(phones, expected) {
                    let f = frame(at: t, times: sheet.times)
                    #expect(Int(phone["data-frame"] ?? "") == f, "frame at t = \(t)", sourceLocation: sourceLocation)
                }
                if layout.isEmpty { layout = phones }
            }
            let image = try HeadlessChromium.screenshot(url, scratch: scratch, window: window)
            #expect(image.width == window.0, sourceLocation: sourceLocation)
            for (phone, sheet) in zip(layout, expected) {
                try checkPanelTop(in: image, phone: phone, t: t, sheet: sheet, sourceLocation: sourceLocation)
            }
        }
    }

    /// The panel's top edge of `phone` in `image` at `t` against `sheet`'s display height there.
    static func checkPanelTop(
        in image: RGBAImage, phone: [String: String], t: Double, sheet: (times: [Double], heights: [Double]),
        sourceLocation: SourceLocation
    ) throws {
        guard let x0 = Double(phone["data-screen-x"] ?? ""), let y0 = Double(phone["data-screen-y"] ?? ""),
            let scale = Double(phone["data-scale"] ?? ""), let viewport = Double(phone["data-viewport-pt"] ?? "")
        else {
            Issue.record("phone without its layout attributes: \(phone)", sourceLocation: sourceLocation)
            return
        }
        let height = sheet.heights[frame(at: t, times: sheet.times)]
        let expectedTop = y0 + (viewport - height) * scale
        // A column a fifth of the way across the screen: clear of the rounded corners and the grabber.
        let column = Int(x0 + 0.2 * 390 * scale)
        let found = panelTopRow(in: image, column: column, from: Int(y0), to: Int(y0 + viewport * scale) - 1)
        #expect(found != nil, "panel found at t = \(t)", sourceLocation: sourceLocation)
        guard let found else { return }
        #expect(
            abs(Double(found) - expectedTop) <= 1,
            "t = \(t): panel top at row \(found), simulated height \(height) pt puts it at \(expectedTop)",
            sourceLocation: sourceLocation)
        // The check can fail: a panel 5 pt off would be seen (3 px at this scale).
        #expect(
            abs(Double(found) - (expectedTop - 5 * scale)) > 1, "5 pt off is detected", sourceLocation: sourceLocation)
    }

    /// The frame times (s) and display heights (pt) of `bench trajectory --csv`'s file: the simulator's frames.
    static func framesFromCSV(_ path: String) throws -> (times: [Double], heights: [Double]) {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = csvFields(lines[0])
        let time = try #require(header.firstIndex(of: "time_s"))
        let height = try #require(header.firstIndex(of: "display_height_pt"))
        var out: (times: [Double], heights: [Double]) = ([], [])
        for line in lines.dropFirst() {
            let fields = csvFields(line)
            out.times.append(try #require(Double(fields[time])))
            out.heights.append(try #require(Double(fields[height])))
        }
        return out
    }

    @Test func aTrajectoryPageDrawsThePanelAtItsSimulatedHeight() throws {
        let folder = try makeScratchFolder()
        let page = "\(folder)/trajectory.html"
        let run = bench([
            "trajectory", "--scenario", "default", "--start-height", "250", "--drag", "150", "--duration", "0.1",
            "--renderer", "raster", "--out", "\(folder)/t.png", "--csv", "\(folder)/t.csv", "--html", page,
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("html: \(page)"))
        let frames = try Self.framesFromCSV("\(folder)/t.csv")
        // Touch-down, during the drag, at release, while it moves, after it settles.
        try Self.checkPanelTops(
            page: page, times: [0.0, 0.05, 0.1, 0.25, 0.5, 2.0], expected: [frames], scratch: folder)
    }

    @Test func anABPageDrawsBothSheetsOnOneClock() throws {
        let folder = try makeScratchFolder()
        let page = "\(folder)/ab.html"
        let overrides: [(parameter: SweepParameter, value: Double)] = [
            (.lowVelocityThreshold, 0.3), (.panelDecelerationRate, 0.995),
        ]
        let settings = overrides.map { "\($0.parameter.rawValue)=\($0.value)" }
        let run = bench(
            [
                "compare", "--scenario", "default", "--start-height", "400", "--velocity", "0.25",
                "--renderer", "raster", "--out", "\(folder)/ab.png", "--html", page,
            ] + settings.flatMap { ["--set", $0] })
        #expect(run.status == 0, "\(run.error)")
        let a = try #require(ScenarioPresets.preset(named: "default")).scenario
        var b = TuningOverrides.apply(overrides, to: a)
        b.name = "\(a.name)+set"
        let comparison = try CompareAnalysis.tunings(
            a: a, b: b, releases: [("0.25 pt/ms", .release(atDisplayHeight: 400, velocity: 0.25))])
        let expected = comparison.runs.map { run in
            (times: run.trajectory.frames.map(\.time), heights: run.trajectory.frames.map(\.displayHeight))
        }
        #expect(expected.count == 2)
        try Self.checkPanelTops(page: page, times: [0.0, 0.1, 0.3, 0.6, 1.2], expected: expected, scratch: folder)
    }

    /// One release to each target (the default compare mode, peers included): each shown curve is a sheet, its
    /// panel where the axis puts it. The chosen sheet is checked against the scenario's own simulated run (the
    /// policy's movement, frame by frame); the others against the analysis's placement of their curves.
    @Test func aMovementsPageDrawsEachCurveOnTheScenariosAxis() throws {
        let folder = try makeScratchFolder()
        let page = "\(folder)/movements.html"
        let run = bench([
            "compare", "--scenario", "default", "--start-height", "400", "--velocity", "1.5", "--targets",
            "detent-2=table-start", "--peers", "flutter,floatingpanel",
            "--renderer", "raster", "--out", "\(folder)/m.png", "--html", page,
        ])
        #expect(run.status == 0, "\(run.error)")
        let scenario = try #require(ScenarioPresets.preset(named: "default")).scenario
        let gesture = Gesture.release(atDisplayHeight: 400, velocity: 1.5)
        let comparison = try CompareAnalysis.movements(
            scenario: scenario, gesture: gesture, targets: ["detent-2=table-start"], peers: [.flutter, .floatingpanel])
        // One row of phones at this window: three movements to detent 2 and two peers, all shown.
        let shown = ComparePage.movementSheetCurves(comparison.curves)
        #expect(shown.count == 5)
        #expect(shown.first?.isChoice == true)
        var expected = try CompareAnalysis.placedRuns(shown, scenario: scenario, gesture: gesture).map { run in
            (times: run.trajectory.frames.map(\.time), heights: run.trajectory.frames.map(\.displayHeight))
        }
        // The chosen curve is what the policy does: the simulator's own run of the gesture.
        let own = try PanelSimulator(scenario: scenario).run(gesture)
        expected[0] = (own.frames.map(\.time), own.frames.map(\.displayHeight))
        try Self.checkPanelTops(page: page, times: [0.0, 0.1, 0.3, 1.0], expected: expected, scratch: folder)
        let dom = try HeadlessChromium.dom("file://\(page)#t=0.1", scratch: folder, window: Self.window)
        let notes = elements("p", in: dom, matching: ["class": "note"])
        #expect(notes.count >= 3)
        #expect(dom.contains("the peers that are not BODragScroll move the same axis, for display only"))
        #expect(dom.contains("5 of 5 curves as sheets"))
        #expect(dom.contains("[chosen]"))
    }

    @Test func thePageHasItsControlsAndReadsTheFragment() throws {
        let folder = try makeScratchFolder()
        let page = "\(folder)/controls.html"
        let run = bench([
            "trajectory", "--scenario", "default", "--start-height", "400", "--velocity", "1.5", "--renderer",
            "raster", "--out", "\(folder)/c.png", "--html", page,
        ])
        #expect(run.status == 0, "\(run.error)")
        let dom = try HeadlessChromium.dom(
            "file://\(page)#t=0.35&speed=0.25&bench", scratch: folder, window: Self.window)
        #expect(elements("body", in: dom).first?["data-ready"] == "true")
        #expect(elements("body", in: dom).first?["data-speed"] == "0.25")
        #expect(elements("body", in: dom).first?["data-t"] == "0.35")
        #expect(elements("button", in: dom, matching: ["id": "play"]).count == 1)
        #expect(elements("button", in: dom, matching: ["id": "step-back"]).count == 1)
        #expect(elements("button", in: dom, matching: ["id": "step-fwd"]).count == 1)
        #expect(elements("input", in: dom, matching: ["id": "scrub", "type": "range"]).count == 1)
        let speeds = elements("button", in: dom, matching: ["class": "speed"])
        #expect(speeds.map { $0["data-speed"] ?? "" } == ["1", "0.25", "0.1"])
        #expect(speeds.filter { $0["aria-pressed"] == "true" }.map { $0["data-speed"] ?? "" } == ["0.25"])
        #expect(elements("canvas", in: dom, matching: ["id": "chart-height"]).count == 1)
        #expect(elements("canvas", in: dom, matching: ["id": "chart-velocity"]).count == 1)
        // #bench drew every frame once and reported the draw time into the DOM (a figure, not a timed assertion).
        let perf = try #require(elements("output", in: dom, matching: ["id": "perf"]).first)
        #expect(perf["data-bench"] == "done")
        #expect(Double(perf["data-median-ms"] ?? "").map { $0 >= 0 } == true)
        #expect(Int(perf["data-frames"] ?? "").map { $0 > 1 } == true)
    }
}

@Suite(.enabled(if: HeadlessChromium.shouldRun, HeadlessChromium.skipReason), .serialized)
struct SweepPageBrowserTests {
    @Test func aSweepPagePlaysTheCellTheFragmentNames() throws {
        let folder = try makeScratchFolder()
        let sweep = bench([
            "sweep", "--param", "low-velocity-threshold=0:0.5:0.25", "--velocities=-2:2:1", "--start-heights", "400",
            "--out", "\(folder)/sweep", "--renderer", "raster", "--quiet",
        ])
        #expect(sweep.status == 0, "\(sweep.error)")
        let render = bench(["render", "\(folder)/sweep", "--html", "--renderer", "raster"])
        #expect(render.status == 0, "\(render.error)")
        let page = "\(folder)/sweep/sweep.html"
        #expect(render.output.contains("html: \(page)"))
        // 3 rows × 5 columns: few enough that every cell's trajectory is embedded.
        let results = try SweepDocument.decode(
            try Data(contentsOf: URL(fileURLWithPath: "\(folder)/sweep/sweep.json")), source: "sweep.json")
        let scenario = try #require(ScenarioPresets.preset(named: "default")).scenario
        let runner = try #require(SweepRunner.replaying(results.header, scenario: scenario))
        for cell in [13, 2] {
            let trajectory = try runner.trajectory(ofCell: cell)
            let expected = (trajectory.frames.map(\.time), trajectory.frames.map(\.displayHeight))
            let dom = try HeadlessChromium.dom(
                "file://\(page)#cell=\(cell)&t=0.1", scratch: folder, window: PageBrowserTests.window)
            #expect(elements("p", in: dom, matching: ["id": "cell-info"]).first?["data-cell"] == "\(cell)")
            #expect(elements("canvas", in: dom, matching: ["class": "heatmap"]).count == 1)
            try PageBrowserTests.checkPanelTops(
                page: page, times: [0.0, 0.1, 0.3], expected: [expected], scratch: folder, fragment: "cell=\(cell)&")
        }
    }
}
