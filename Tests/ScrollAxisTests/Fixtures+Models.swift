import ScrollAxis

/// Models used across the axis tests (REFERENCE_TESTS.md "common fixtures").
enum Models {
    /// V 600, scale 2, detents 100/300/600 (ObjC numbers), participant 1 at Hs 300 with 0…200.
    /// Anchors: −500 | −300…−100 | 200.
    static func spec() throws -> AxisModel {
        try AxisModel(
            AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: [.objectiveC(100), .objectiveC(300), .objectiveC(600)],
                participantOrder: [1],
                slices: [
                    ParticipantSliceSnapshot(
                        id: 1, displayHeight: .native(300), innerStart: .native(0),
                        innerEnd: .native(200))
                ]))
    }

    /// A model from (id, Hs, u0, u1) rows, V 600 unless given.
    static func slices(
        _ rows: [(ParticipantID, Double, Double, Double)], detents: [Double] = [],
        order: [ParticipantID]? = nil, viewport: Double = 600, scale: Double = 2
    ) throws -> AxisModel {
        var ids: [ParticipantID] = []
        for r in rows where !ids.contains(r.0) { ids.append(r.0) }
        return try AxisModel(
            AxisModelSnapshot(
                viewportHeight: viewport, displayScale: scale, detents: detents.map { .native($0) },
                participantOrder: order ?? ids,
                slices: rows.map {
                    ParticipantSliceSnapshot(
                        id: $0.0, displayHeight: .native($0.1),
                        innerStart: .native($0.2), innerEnd: .native($0.3))
                }))
    }
}
