// ScrollPhysicsTests/FloatingPanelRedirectionBoundaryTests: FloatingPanel goes on to the next anchor only when the
// projection is MORE than `redirectionalProgress` of the way there. Source: scenee/FloatingPanel
// `Sources/Core.swift` @010d248, `Core.targetState(from:with:)`, the last statement after `// Redirection`:
// `return progress > redirectionalProgress ? toPos : fromPos` (strictly greater), with `redirectionalProgress`
// 0.5 by default (`Sources/Behavior.swift` @0baffb6: "The default value is 0.5").
import Testing

@testable import ScrollPhysics

@Suite("FloatingPanel's redirection threshold is strict")
struct FloatingPanelRedirectionBoundaryTests {
    /// Releases at rest (velocity 0: the projection is the position itself) on anchors 100, 300, 700 pt, from the
    /// panel's state at 100 (so the direction is forward): each position's progress from 100 to 300 is exact in
    /// binary, so "exactly half-way" is exactly 0.5.
    @Test("exactly at the threshold stays; a hair past it goes on", arguments: [false, true])
    func exactlyHalfWay(projectsMomentum: Bool) {
        let anchors = [100.0, 300.0, 700.0]
        let rows: [(position: Double, threshold: Double, target: Int, line: Int)] = [
            (200, 0.5, 0, #line),  // progress exactly 0.5: not more than 0.5, back to `from`
            (200 + 1.0 / 1024, 0.5, 1, #line),  // a hair more: on to `to`
            (200 - 1.0 / 1024, 0.5, 0, #line),
            (150, 0.25, 0, #line),  // exactly 0.25 with a behaviour answering 0.25
            (150 + 1.0 / 1024, 0.25, 1, #line),
            (299.5, 1.0, 0, #line),  // 1.0: "impossible to move to the next position"
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let target = FloatingPanelPhysics.targetIndex(
                anchors: anchors, position: row.position, velocity: 0, stateIndex: 0,
                projectsMomentum: projectsMomentum, redirectionalProgress: row.threshold)
            #expect(target == row.target, "position \(row.position)", sourceLocation: location)
        }
        // The default threshold is FloatingPanel's 0.5, so the default rule holds the same boundary.
        #expect(FloatingPanelPhysics.redirectionalProgress == 0.5)
        #expect(
            FloatingPanelPhysics.targetIndex(
                anchors: anchors, position: 200, velocity: 0, stateIndex: 0, projectsMomentum: projectsMomentum) == 0)
    }
}
