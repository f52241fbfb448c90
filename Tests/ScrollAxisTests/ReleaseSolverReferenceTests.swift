import Testing

@testable import ScrollAxis

/// The models the solver tables use. Unless noted: V 600, scale 2 (band 0.5), detents 100/300/600 as
/// Objective-C numbers, legal outer range −500…200.
enum SolverFixture: String, Sendable, CaseIterable {
    /// AXIS_MODEL §9: participant 1 at 300 with 0…200 → anchors −500 | −300…−100 | 200.
    case spec
    /// The same participant without detents.
    case noDetents
    /// Participants 1 and 2 at 300, each 0…100 → −500 | −300…−200 | −200…−100 | 200.
    case twoContiguous
    /// A zero-length participant 1 at 300 → −500 | −300…−300 | 0.
    case zeroLength
    /// V 640, scale 3, detents 25/50, participant 1 at 25 with 0…1/3 → −615…−614.666… | 50 @ −589.666….
    case canonical640

    var model: AxisModel {
        func slice(_ id: ParticipantID, _ h: Double, _ u0: Double, _ u1: Double) -> ParticipantSliceSnapshot {
            ParticipantSliceSnapshot(id: id, displayHeight: .native(h), innerStart: .native(u0), innerEnd: .native(u1))
        }
        let detents: [SourceScalar] = [.objectiveC(100), .objectiveC(300), .objectiveC(600)]
        let snapshot: AxisModelSnapshot
        switch self {
        case .spec:
            snapshot = AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: detents, participantOrder: [1],
                slices: [slice(1, 300, 0, 200)])
        case .noDetents:
            snapshot = AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: [], participantOrder: [1],
                slices: [slice(1, 300, 0, 200)])
        case .twoContiguous:
            snapshot = AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: detents,
                participantOrder: [1, 2],
                slices: [slice(1, 300, 0, 100), slice(2, 300, 0, 100)])
        case .zeroLength:
            snapshot = AxisModelSnapshot(
                viewportHeight: 600, displayScale: 2, detents: detents, participantOrder: [1],
                slices: [slice(1, 300, 0, 0)])
        case .canonical640:
            snapshot = AxisModelSnapshot(
                viewportHeight: 640, displayScale: 3,
                detents: [.objectiveC(25), .objectiveC(50)], participantOrder: [1],
                slices: [slice(1, 25, 0, 1.0 / 3.0)])
        }
        return try! AxisModel(snapshot)
    }
}

/// One release and its expected outcome: a row of AXIS_MODEL §9 "Reference outcomes" or of the TargetSolver
/// inventory in REFERENCE_TESTS.md.
struct SolverRow: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: SolverFixture
    var c: Double
    var p: Double
    var v: Double
    var feel: FeelParameters
    var override: Bool?
    /// Expected target outer offset (pt).
    var target: Double
    /// Expected display height at the target (pt), when the row pins it.
    var height: Double?
    var type: ScrollType
    /// Owner of the selected segment; nil = no selected anchor expected.
    var owner: AxisOwner?
    var bypassed: Bool
    /// The source line of the row, so a failure points at it.
    var line: Int

    init(
        name: String, fixture: SolverFixture = .spec, c: Double, p: Double, v: Double, feel: FeelParameters = .default,
        override: Bool? = nil, target: Double, height: Double? = nil, type: ScrollType, owner: AxisOwner?,
        bypassed: Bool = false, line: Int = #line
    ) {
        self.name = name
        self.fixture = fixture
        self.c = c
        self.p = p
        self.v = v
        self.feel = feel
        self.override = override
        self.target = target
        self.height = height
        self.type = type
        self.owner = owner
        self.bypassed = bypassed
        self.line = line
    }

    var testDescription: String { "line \(line): \(name)" }
    var location: SourceLocation {
        SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }
}

let participant1 = AxisOwner.participant(1)
let resisting = FeelParameters(collapseResistance: true)
let preventsHandoff = FeelParameters(disableInnerMomentumTransfer: true)
/// (190, 210) as Objective-C numbers.
let range190to210 = FeelParameters(nonSnappingRanges: [
    NonSnappingRange(
        lower: .objectiveC(190),
        upper: .objectiveC(210))
])
/// (390, 410) as Objective-C numbers.
let range390to410 = FeelParameters(nonSnappingRanges: [
    NonSnappingRange(
        lower: .objectiveC(390),
        upper: .objectiveC(410))
])
/// Upper bound 199.50000001: native it is > 199.5, as an ObjC number it narrows to exactly 199.5.
func rangeEndingNear199point5(_ repr: SourceScalar.Representation) -> FeelParameters {
    FeelParameters(nonSnappingRanges: [NonSnappingRange(lower: .native(100), upper: SourceScalar(199.50000001, repr))])
}

let referenceRows: [SolverRow] = [
    // AXIS_MODEL §9 "Reference outcomes", one row per cell.
    SolverRow(
        name: "no detents: passthrough even with a participant", fixture: .noDetents, c: -200, p: 123, v: 4,
        target: 123, height: 523, type: .none, owner: nil),
    SolverRow(
        name: "participant fling above 2.2 near its end jumps to the next anchor", c: -120, p: 100,
        v: 2.200001, target: 200, height: 600, type: .participantToPanel, owner: .panel),
    SolverRow(
        name: "participant fling at exactly 2.2 stops at the segment end (strict >)", c: -120, p: 100, v: 2.2,
        target: -100, height: 300, type: .participantToPanel, owner: participant1),
    SolverRow(
        name: "participant collapsing fling goes to the previous anchor", c: -280, p: -450, v: -3,
        target: -500, height: 100, type: .participantToPanel, owner: .panel),
    SolverRow(
        name: "disableInnerMomentumTransfer clamps to the current segment", c: -200, p: 100, v: 4,
        feel: preventsHandoff, target: -100, height: 300, type: .participantToPanel, owner: participant1),
    SolverRow(
        name: "panel → participant: 50 inside is captured at the start", c: -400, p: -250, v: 1,
        target: -300, height: 300, type: .panelToParticipant, owner: participant1),
    SolverRow(
        name: "panel → participant: exactly 140 inside is kept (strict <)", c: -400, p: -160, v: 1,
        target: -160, height: 300, type: .panelToParticipant, owner: participant1),
    SolverRow(
        name: "panel fast fling 20 pt below an anchor skips it", c: -320, p: 100, v: 3,
        target: 200, height: 600, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "panel fast fling exactly 86 pt below an anchor stops there (strict <)", c: -386, p: 100, v: 3,
        target: -300, height: 300, type: .panelToPanel, owner: participant1),
    SolverRow(
        name: "v 0.199999 is low: nearest anchor", c: -450, p: 100, v: 0.199999,
        target: -500, height: 100, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "v 0.2 is not low: next anchor (strict <)", c: -450, p: 100, v: 0.2,
        target: -300, height: 300, type: .panelToPanel, owner: participant1),
    SolverRow(
        name: "collapse resistance: within 86 below the anchor springs back", c: -350, p: -600, v: -1,
        feel: resisting, target: -300, height: 300, type: .panelToPanel, owner: participant1),
    SolverRow(
        name: "no collapse resistance: collapses to the previous anchor", c: -350, p: -600, v: -1,
        target: -500, height: 100, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "past the top bound, target at the bound: bounce return", c: -550, p: -500, v: 0,
        target: -500, height: 100, type: .bounceReturn, owner: .panel),
    SolverRow(
        name: "past the bottom bound: bounce return", c: 250, p: 200, v: 0,
        target: 200, height: 600, type: .bounceReturn, owner: .panel),
    SolverRow(
        name: "v = 0 out of a participant resolves to the segment start", c: -200, p: 150, v: 0,
        target: -300, height: 300, type: .participantToPanel, owner: participant1),
    SolverRow(
        name: "slow panel release goes to the nearest anchor", c: -450, p: -420, v: 0.1,
        target: -500, height: 100, type: .panelToPanel, owner: .panel),

    // REFERENCE_TESTS.md, BODragScrollTargetSolverTests rows not already above.
    SolverRow(
        name: "two contiguous participants, low v: back to the current segment's end",
        fixture: .twoContiguous, c: -250, p: -150, v: 0.1,
        target: -200, height: 300, type: .participantToParticipant, owner: participant1),
    SolverRow(
        name: "two contiguous participants, v 0.2: the next anchor's start, other owner",
        fixture: .twoContiguous, c: -250, p: -150, v: 0.2,
        target: -200, height: 300, type: .participantToPanel, owner: .participant(2)),
    SolverRow(
        name: "zero-length participant: a release inside its band stays with it", fixture: .zeroLength,
        c: -300, p: -300.25, v: 0.5, target: -300.25, height: 299.75, type: .participantToParticipant,
        owner: participant1),
    SolverRow(
        name: "canonical height 50 at the panel anchor (V 640, scale 3)", fixture: .canonical640,
        c: 50 + 1.0 / 3.0 - 640, p: 50 + 1.0 / 3.0 - 640, v: 0,
        target: 50 + 1.0 / 3.0 - 640, height: 50, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "non-snapping range (190, 210) ObjC: H 200 bypasses", c: -450, p: -400, v: 1,
        feel: range190to210, target: -400, height: 200, type: .none, owner: participant1, bypassed: true),
    SolverRow(
        name: "non-snapping height above a participant is measured from its end (H 400)", c: -450, p: 0,
        v: 1, feel: range390to410, target: 0, height: 400, type: .none, owner: participant1, bypassed: true),
    SolverRow(
        name: "explicit false override ignores the ranges", c: -450, p: -400, v: -1, feel: range190to210,
        override: false, target: -500, height: 100, type: .panelToPanel, owner: .panel),

    // Further branches and boundaries.
    SolverRow(
        name: "true override bypasses without any range", c: -450, p: -400, v: -1, override: true,
        target: -400, height: 200, type: .none, owner: participant1, bypassed: true),
    SolverRow(
        name: "true override has no effect when the proposal sits on the anchor", c: -250, p: 200, v: 1,
        override: true, target: -100, height: 300, type: .participantToPanel, owner: participant1),
    SolverRow(
        name: "open interval + band: H 200 is not inside (200.5, 300)", c: -450, p: -400, v: -1,
        feel: FeelParameters(nonSnappingRanges: [NonSnappingRange(lower: .native(200.5), upper: .native(300))]),
        target: -500, height: 100, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "native upper 199.50000001 + band reaches past H 200: bypass", c: -450, p: -400, v: -1,
        feel: rangeEndingNear199point5(.native), target: -400, height: 200, type: .none, owner: participant1,
        bypassed: true),
    SolverRow(
        name: "ObjC upper 199.50000001 narrows to 199.5, open at 200: snaps", c: -450, p: -400, v: -1,
        feel: rangeEndingNear199point5(.objectiveC), target: -500, height: 100, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "a proposal inside a participant ignores the ranges", c: -450, p: -250, v: 1,
        feel: FeelParameters(nonSnappingRanges: [NonSnappingRange(lower: .native(0), upper: .native(1000))]),
        target: -300, height: 300, type: .panelToParticipant, owner: participant1),
    SolverRow(
        name: "same participant: the system prediction stands", c: -250, p: -150, v: 1,
        target: -150, height: 300, type: .participantToParticipant, owner: participant1),
    SolverRow(
        name: "same anchor index, proposal past the end: clamped to the end", c: -200, p: -50, v: 1,
        target: -100, height: 300, type: .participantToPanel, owner: participant1),
    SolverRow(
        name: "panel → participant from above: 50 inside is captured at the end", c: 0, p: -150, v: -1,
        target: -100, height: 300, type: .panelToParticipant, owner: participant1),
    SolverRow(
        name: "panel fast fling 85.9 below an anchor skips it", c: -385.9, p: 100, v: 3,
        target: 200, height: 600, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "collapse resistance: 85.5 below the anchor still springs back", c: -385.5, p: -600, v: -1,
        feel: resisting, target: -300, height: 300, type: .panelToPanel, owner: participant1),
    SolverRow(
        name: "collapse resistance: exactly 86 below the anchor collapses (strict <)", c: -386, p: -600,
        v: -1, feel: resisting, target: -500, height: 100, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "fast collapse 80 above a segment end skips back past it", c: -20, p: -600, v: -3,
        target: -500, height: 100, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "fast collapse exactly 86 above a segment end stops at it", c: -14, p: -600, v: -3,
        target: -100, height: 300, type: .panelToPanel, owner: participant1),
    SolverRow(
        name: "expanding from the last anchor stays at its top", c: 150, p: 400, v: 1,
        target: 200, height: 600, type: .panelToPanel, owner: .panel),
    SolverRow(
        name: "past the top bound with a far target: not a bounce return", c: -550, p: 100, v: 3,
        target: -300, height: 300, type: .panelToPanel, owner: participant1),
    SolverRow(
        name: "collapsing from the lowest anchor's region stays at its start", c: -600, p: -700, v: -1,
        target: -500, height: 100, type: .bounceReturn, owner: .panel),
]

@Suite struct ReleaseSolverReferenceTests {
    static let models: [SolverFixture: AxisModel] = Dictionary(
        uniqueKeysWithValues: SolverFixture.allCases.map {
            ($0, $0.model)
        })

    @Test(arguments: referenceRows)
    func row(_ row: SolverRow) throws {
        let model = try #require(Self.models[row.fixture])
        let request = ReleaseRequest(
            currentOuterOffset: row.c, proposedOuterOffset: row.p, velocity: row.v,
            minimumOuterOffset: -500, maximumOuterOffset: 200,
            nonSnappingOverride: row.override)
        let d = model.solveRelease(request, feel: row.feel)
        let at = row.location
        #expect(d.targetOuterOffset == row.target, "\(row.name): \(d)", sourceLocation: at)
        #expect(d.scrollType == row.type, "\(row.name): \(d)", sourceLocation: at)
        #expect(d.bypassedSnapping == row.bypassed, "\(row.name): \(d)", sourceLocation: at)
        #expect(d.proposedAnchor == (row.fixture == .noDetents ? nil : model.locate(row.p)), sourceLocation: at)
        if let h = row.height { #expect(d.targetDisplayHeight == h, "\(row.name): \(d)", sourceLocation: at) }
        let owner = d.selectedAnchor.map { model.segments[$0.index].owner }
        #expect(owner == row.owner, "\(row.name): \(d)", sourceLocation: at)
    }
}
