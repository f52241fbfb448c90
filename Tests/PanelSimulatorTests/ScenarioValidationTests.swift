import Scenario
import ScrollAxis
import Support
import Testing

@testable import PanelSimulator

/// One invalid scenario: a change to the `default` preset and the exact one-line message it must produce.
struct InvalidScenarioCase: Sendable, CustomTestStringConvertible {
    let message: String
    let change: @Sendable (inout Scenario) -> Void
    init(_ message: String, _ change: @escaping @Sendable (inout Scenario) -> Void) {
        self.message = message
        self.change = change
    }
    var testDescription: String { message }
}

@Suite struct ScenarioValidationTests {
    static let base = Scenario.preset(named: "default")!

    static let invalid: [InvalidScenarioCase] = [
        .init("name: must not be empty") { $0.name = "" },
        .init("name: must be one line without control characters") { $0.name = "a\nb" },
        .init("viewportHeight: -5 is not a finite number > 0") { $0.viewportHeight = -5 },
        .init("viewportHeight: 0 is not a finite number > 0") { $0.viewportHeight = 0 },
        .init("viewportHeight: NaN is not a finite number > 0") { $0.viewportHeight = .nan },
        .init("panelHeight: Inf is not a finite number > 0") { $0.panelHeight = .infinity },
        .init("panelHeight: 2000000 is larger than the 1000000 pt limit") { $0.panelHeight = 2e6 },
        .init("detents[2]: 300 is not greater than 300") { $0.detents = [100, 300, 300] },
        .init("detents[1]: 50 is not greater than 100") { $0.detents = [100, 50] },
        .init("detents[2]: 300.00001 is not greater than 300 after Float32 narrowing (both read as 300)") {
            $0.detents = [100, 300, 300.00001]
        },
        .init("detents[1]: 100000.001 is not greater than 100000 after Float32 narrowing (both read as 100000)") {
            $0.detents = [100_000, 100_000.001]
        },
        .init("detents[0]: -1 is not a finite number >= 0") { $0.detents = [-1, 100] },
        .init("detents[1]: -Inf is not a finite number >= 0") { $0.detents = [1, -.infinity] },
        .init("detents[1]: 1e+39 is larger than the 1000000 pt limit") { $0.detents = [1, 1e39] },
        .init("detents: 1025 detents exceed the limit of 1024") { $0.detents = (0..<1025).map(Double.init) },
        .init("minimumDisplayHeight: -3 is not a finite number >= 0") { $0.minimumDisplayHeight = -3 },
        .init("minimumDisplayHeight: 900 is greater than panelHeight 800") {
            $0.detents = []
            $0.minimumDisplayHeight = 900
        },
        .init("minimumDisplayHeight: the default 66 is greater than panelHeight 50") {
            $0.detents = []
            $0.panelHeight = 50
            $0.chainTopInPanel = 0
        },
        .init("initialDisplayHeight: 50 is outside the legal display heights 100...700") {
            $0.initialDisplayHeight = 50
        },
        .init("initialDisplayHeight: 801 is outside the legal display heights 66...800") {
            $0.detents = []
            $0.initialDisplayHeight = 801
        },
        .init("displayScale: 0 is not a finite number > 0") { $0.displayScale = 0 },
        .init("displayScale: 12 is larger than the limit 10") { $0.displayScale = 12 },
        .init("chainTopInPanel: -1 is not a finite number >= 0") { $0.chainTopInPanel = -1 },
        .init("chainTopInPanel: 801 is greater than panelHeight 800") { $0.chainTopInPanel = 801 },
        .init("chain[0].viewportHeight: 0 is not a finite number > 0") { $0.chain[0].viewportHeight = 0 },
        .init("chain[1].viewportHeight: -5 is not a finite number > 0") {
            $0.chain.append(ChainLevel(contentHeight: 100, viewportHeight: -5))
        },
        .init("chain[0].contentHeight: -1 is not a finite number >= 0") { $0.chain[0].contentHeight = -1 },
        .init("chain[0].insetTop: NaN is not finite") { $0.chain[0].insetTop = .nan },
        .init("chain[0].insetBottom: 2000000 is outside the ±1000000 pt limit") { $0.chain[0].insetBottom = 2e6 },
        .init("chain[0].contentOffset: -Inf is not finite") { $0.chain[0].contentOffset = -.infinity },
        .init("chain[0].childMinY: Inf is not finite") { $0.chain[0].childMinY = .infinity },
        .init("chain: 4097 levels exceed the limit of 4096") {
            $0.chain = Array(repeating: ChainLevel(contentHeight: 10, viewportHeight: 10), count: 4097)
        },
        .init("placement.ratio: 1.5 is not a finite number in [0, 1]") {
            $0.placement = .automatic(minimumVisibilityRatio: 1.5)
        },
        .init("placement.ratio: NaN is not a finite number in [0, 1]") {
            $0.placement = .automatic(minimumVisibilityRatio: .nan)
        },
        .init("placement.height: 0 is not a finite number > 0") { $0.placement = .atDisplayHeight(0) },
        .init("placement.height: Inf is not a finite number > 0") { $0.placement = .atDisplayHeight(.infinity) },
        .init("feel.lowVelocityThreshold: -0.1 is not a finite number >= 0") { $0.feel.lowVelocityThreshold = -0.1 },
        .init("feel.highVelocityThreshold: NaN is not a finite number >= 0") { $0.feel.highVelocityThreshold = .nan },
        .init("feel.adjacentAnchorDistance: Inf is not a finite number >= 0") {
            $0.feel.adjacentAnchorDistance = .infinity
        },
        .init("feel.panelToParticipantCaptureDistance: -140 is not a finite number >= 0") {
            $0.feel.panelToParticipantCaptureDistance = -140
        },
        .init("feel.nonSnappingRanges[0]: lower 400 is not less than upper 300") {
            $0.feel.nonSnappingRanges = [NonSnappingRange(lower: .native(400), upper: .native(300))]
        },
        .init("feel.nonSnappingRanges[0]: lower 300 is not less than upper 300 after Float32 narrowing") {
            $0.feel.nonSnappingRanges = [NonSnappingRange(lower: .native(300), upper: .objectiveC(300.00001))]
        },
        .init("feel.nonSnappingRanges[1].upper: NaN is not finite") {
            $0.feel.nonSnappingRanges = [
                NonSnappingRange(lower: .native(1), upper: .native(2)),
                NonSnappingRange(lower: .native(1), upper: .objectiveC(.nan)),
            ]
        },
        .init("viewAnimation.speed: 0 is not a finite number > 0") { $0.viewAnimation.speed = 0 },
        .init("viewAnimation.baseDuration: -0.12 is not a finite number >= 0") {
            $0.viewAnimation.baseDuration = -0.12
        },
        .init("viewAnimation.maximumDuration: 100 is larger than the 60 s limit") {
            $0.viewAnimation.maximumDuration = 100
        },
        .init("panelDecelerationRate: 1 is not a finite number in (0, 1)") { $0.panelDecelerationRate = 1 },
        .init("innerDecelerationRate: 0 is not a finite number in (0, 1)") { $0.innerDecelerationRate = 0 },
        .init("bounceStiffness: -100 is not a finite number > 0") { $0.bounceStiffness = -100 },
        .init("frameRate: 90 is not one of 60, 120, 240") { $0.frameRate = 90 },
        .init("frameRate: NaN is not one of 60, 120, 240") { $0.frameRate = .nan },
    ]

    @Test(arguments: invalid)
    func invalidScenarioIsRejectedWithOneLine(_ c: InvalidScenarioCase) {
        var s = Self.base
        c.change(&s)
        #expect(throws: ScenarioError.self) { try s.validate() }
        do {
            try s.validate()
        } catch {
            #expect(error.description == c.message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func validEdgeCasesPass() throws {
        var s = Self.base
        s.detents = [0, 100.5, 400]
        s.placement = .automatic(minimumVisibilityRatio: 0)
        try s.validate()
        s.placement = .automatic(minimumVisibilityRatio: 1)
        s.frameRate = 60
        s.displayScale = 10
        s.initialDisplayHeight = 400
        s.feel.nonSnappingRanges = [NonSnappingRange(lower: .objectiveC(145), upper: .objectiveC(355))]
        try s.validate()
        s.chain = []
        s.detents = []
        s.minimumDisplayHeight = 800  // no travel: allowed
        s.initialDisplayHeight = nil
        try s.validate()
    }

    @Test func errorDescriptionIsPathColonReason() {
        let e = ScenarioError(path: "detents[2]", reason: "300 is not greater than 300")
        #expect(e.description == "detents[2]: 300 is not greater than 300")
        #expect("\(e)" == e.description)
    }

    @Test(arguments: [
        (300.0, "300"), (-5, "-5"), (0.998, "0.998"), (1e-5, "1e-05"), (1e20, "1e+20"),
        (-0.0, "0"), (.nan, "NaN"), (.infinity, "Inf"), (-.infinity, "-Inf"), (0.1, "0.1"),
    ])
    func numbersAreFormattedStably(_ x: Double, _ text: String) {
        // Scenario messages print numbers through the project's one formatter.
        #expect(NumberFormat.plain(x) == text)
    }
}
