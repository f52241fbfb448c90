import AxisConformance
import Foundation
import ScrollAxis
import TestSupport
import Testing

/// The cursor against the recorded reference vectors (Fixtures/axis-vectors.json): every recorded projection,
/// visited in recorded, ascending, descending and shuffled order, must match the recording and the oracle.
@Suite("ProjectionCursor: recorded reference vectors")
struct ProjectionCursorVectorTests {
    /// The scenario's model, built from the recorded slices (the nested slicer's output for nested scenarios).
    static func model(_ s: VectorScenario) throws -> AxisModel {
        let recordedSlices = s.outputs.nestedSlices ?? s.inputs.participantSegments ?? []
        let slices = recordedSlices.map {
            ParticipantSliceSnapshot(
                id: $0.id, displayHeight: $0.displayHeight.scalar,
                innerStart: $0.innerStart.scalar, innerEnd: $0.innerEnd.scalar)
        }
        let snapshot = AxisModelSnapshot(
            viewportHeight: s.inputs.viewportHeight.value,
            displayScale: s.inputs.displayScale.value,
            detents: s.inputs.detents.map(\.scalar),
            participantOrder: s.inputs.participantOrder, slices: slices)
        return try AxisModel(snapshot)
    }

    /// The first difference between the cursor's state and a recorded projection, or nil.
    static func difference(_ c: ProjectionCursor, _ p: VectorScenario.Projection, _ model: AxisModel) -> String? {
        if !CursorDiff.same(c.panelOriginY, p.panelOriginY.value) {
            return "P \(c.panelOriginY) ≠ \(p.panelOriginY.value)"
        }
        if !CursorDiff.same(c.displayHeight, p.displayHeight.value) {
            return "H \(c.displayHeight) ≠ \(p.displayHeight.value)"
        }
        if c.isAuthoritative != p.authoritative { return "authoritative \(c.isAuthoritative) ≠ \(p.authoritative)" }
        if c.activeOwner != p.activeOwner.owner { return "owner \(c.activeOwner) ≠ \(p.activeOwner.owner)" }
        if c.isParticipantScrolling != p.isParticipantScrolling { return "scrolling differs" }
        if c.participantCount != p.participantOffsets.count { return "participant count differs" }
        for (i, pair) in p.participantOffsets.enumerated() {
            if model.reportedParticipants[i] != pair.id { return "participant order differs at \(i)" }
            if !CursorDiff.same(c.participantOffset(at: i), pair.offset) {
                return "offset of \(pair.id) \(c.participantOffset(at: i)) ≠ \(pair.offset)"
            }
        }
        return nil
    }

    @Test("every recorded projection matches, in recorded, ascending, descending and shuffled order")
    func recordedProjections() throws {
        let url = try #require(
            Bundle.module.url(
                forResource: "axis-vectors", withExtension: "json",
                subdirectory: "Fixtures"))
        let file = try VectorFile.decode(Data(contentsOf: url), name: url.path)
        let seed: UInt64 = 0x7EC7_0125
        var rng = SeededGenerator(seed: seed)
        var recordedChecks = 0
        var drive = CursorDrive()
        var failures: [String] = []
        for s in file.scenarios {
            let model = try Self.model(s)
            let recorded = s.projections
            var orders: [[Int]] = [Array(recorded.indices)]
            orders.append(recorded.indices.sorted { recorded[$0].outerOffset.value < recorded[$1].outerOffset.value })
            orders.append(orders[1].reversed())
            orders.append(recorded.indices.shuffled(using: &rng))
            for (o, order) in orders.enumerated() {
                var cursor = ProjectionCursor(model: model)
                var changes = cursor.makeChanges()
                for i in order {
                    let p = recorded[i]
                    cursor.move(to: p.outerOffset.value, changes: &changes)
                    recordedChecks += 1
                    if let d = Self.difference(cursor, p, model), failures.count < 10 {
                        failures.append("scenario \(s.index) order \(o) (seed \(seed)) Y \(p.outerOffset.value): \(d)")
                    }
                }
                drive.run(
                    model, order.map { recorded[$0].outerOffset.value },
                    label: "scenario \(s.index) order \(o) seed \(seed)")
            }
        }
        print("ProjectionCursor vectors: \(recordedChecks) recorded comparisons, \(drive.frames) oracle frames")
        #expect(recordedChecks > 6000)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(drive.failureCount == 0, "\(drive.failures.joined(separator: "\n"))")
    }
}
