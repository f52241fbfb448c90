// AnalysisTests/TraceRoundTripTests: a simulated run written in the demo's trace format (TraceRecording) and read
// back (TraceLog) replays with zero error — the importer's round trip (issue: "a simulated run written and read
// back replays with zero error"); and a trace that differs from the simulation shows exactly that difference.
import Analysis
import DeviceTrace
import PanelSimulator
import Scenario
import Testing

@Suite struct TraceRoundTripTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var preset: String
        var height: Double
        var velocity: Double
        var line: Int
        var testDescription: String { "\(preset) \(height) pt \(velocity) pt/ms" }
    }

    /// Bare releases (velocities with at most six decimals: the demo writes details as %.6f) on presets with and
    /// without a chain, both directions, a fast flick, a slow one and one that does not move.
    static let cases: [Case] = [
        Case(preset: "default", height: 400, velocity: 1.5, line: #line),
        Case(preset: "default", height: 400, velocity: -0.75, line: #line),
        Case(preset: "default", height: 250, velocity: 3.2, line: #line),
        Case(preset: "default", height: 700, velocity: 0, line: #line),
        Case(preset: "movement-lab", height: 390, velocity: 1.1, line: #line),
        Case(preset: "table-handoff", height: 250, velocity: 2.4, line: #line),
        Case(preset: "nested3", height: 300, velocity: 4.5, line: #line),
    ]

    @Test(arguments: cases) func aWrittenRunReplaysWithZeroError(_ c: Case) throws {
        let scenario = try #require(Scenario.preset(named: c.preset))
        let run = try PanelSimulator(scenario: scenario).run(.release(atDisplayHeight: c.height, velocity: c.velocity))
        let text = try TraceRecording.text(of: run, scenario: scenario)
        let log = try TraceLog(text: text)
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        try #require(log.sessions.count == 1, sourceLocation: location)
        let session = log.sessions[0]
        try #require(session.gestures.count == 1, sourceLocation: location)
        #expect(TraceReplay.geometryMismatches(session, gestures: session.gestures, scenario: scenario).isEmpty)
        let result = try TraceReplay.compare(session, sessionNumber: 1, gesture: 0, scenario: scenario)
        for channel in result.channels {
            #expect(channel.maximumError == 0, "\(channel.name)", sourceLocation: location)
            #expect(channel.firstPixelDifference == nil, "\(channel.name)", sourceLocation: location)
        }
        #expect(result.deviceLandingHeight == result.simulation.outcome.landingHeight, sourceLocation: location)
        #expect(
            abs(result.deviceSettleTime - result.simulation.outcome.settleTime) < 1e-9, sourceLocation: location)
        #expect(result.device.time.count >= run.frames.count, sourceLocation: location)
    }

    /// A "device" that lands 2 pt higher than the simulation from the same release (every sample after the release
    /// shifted up by 2 pt): the display height's largest error is 2 pt, past one pixel (1/3 pt) from the first
    /// shifted sample on.
    @Test func aShiftedTraceShowsTheShift() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let run = try PanelSimulator(scenario: scenario).run(.release(atDisplayHeight: 400, velocity: 1.5))
        var flushes = TraceRecording.flushes(of: run, scenario: scenario)
        let release = try #require(flushes[1].events.firstIndex { $0.callback == "didEndDragging" })
        for i in (release + 1)..<flushes[1].events.count {
            flushes[1].events[i].host.offsetY += 2
            flushes[1].events[i].host.presentationOffsetY += 2
        }
        let text = try TraceWriter.text(
            flushes, scene: TraceRecording.scene(for: scenario), implementation: TraceRecording.implementation)
        let session = try #require(try TraceLog(text: text).sessions.first)
        let result = try TraceReplay.compare(session, sessionNumber: 1, gesture: 0, scenario: scenario)
        let height = try #require(result.channels.first { $0.name == "display_height" })
        #expect(abs(height.maximumError - 2) < 1e-9)
        #expect(height.firstPixelDifference == flushes[1].events[release + 1].elapsed)
        #expect(abs(result.deviceLandingHeight - (result.simulation.outcome.landingHeight + 2)) < 1e-9)
    }

    /// The geometry check names each difference: a trace recorded in an 874 pt viewport against the 800 pt preset.
    @Test func aDifferentViewportIsAMismatch() throws {
        var device = try #require(Scenario.preset(named: "default"))
        device.viewportHeight = 874
        device.panelHeight = 874
        let run = try PanelSimulator(scenario: device).run(.release(atDisplayHeight: 400, velocity: 1))
        let session = try #require(
            try TraceLog(text: try TraceRecording.text(of: run, scenario: device)).sessions.first)
        let lines = TraceReplay.geometryMismatches(
            session, gestures: session.gestures, scenario: try #require(Scenario.preset(named: "default")))
        #expect(lines == ["viewport: trace 874 pt, scenario 800 pt", "panel height: trace 874 pt, scenario 800 pt"])
    }
}
