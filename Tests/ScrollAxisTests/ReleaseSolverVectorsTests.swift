import Foundation
import Testing
@testable import ScrollAxis

/// Checks every `decisions` entry of the recorded reference vectors (Fixtures/axis-vectors.json, see
/// shared/vectors/README.md) against ``AxisModel/solveRelease(_:feel:)``, with exact double equality.
@Suite struct ReleaseSolverVectorsTests {
    struct Scalar: Decodable {
        var value: Double
        var repr: String
        var source: SourceScalar { SourceScalar(value, repr == "objc" ? .objectiveC : .native) }
    }
    struct Slice: Decodable {
        var id: UInt64
        var displayHeight: Scalar
        var innerStart: Scalar
        var innerEnd: Scalar
    }
    struct NestedSlice: Decodable {
        var id: UInt64
        var displayHeight: Scalar
        var innerStart: Double
        var innerEnd: Double
    }
    struct Inputs: Decodable {
        var viewportHeight: Double
        var displayScale: Double
        var detents: [Scalar]
        var participantOrder: [UInt64]
        var participantSegments: [Slice]?
    }
    struct Outputs: Decodable {
        var nestedSlices: [NestedSlice]?
        var segments: [OutSegment]?
    }
    struct OutSegment: Decodable {
        var outerStart: Double
        var outerEnd: Double
        var displayHeight: Double
    }
    struct Range: Decodable { var lower: Scalar; var upper: Scalar }
    struct Configuration: Decodable {
        var lowVelocityThreshold: Double
        var highVelocityThreshold: Double
        var adjacentAnchorDistance: Double
        var panelToParticipantCaptureDistance: Double
        var disableInnerMomentumTransfer: Bool
        var collapseResistance: Bool
        var nonSnappingRanges: [Range]
        var feel: FeelParameters {
            FeelParameters(lowVelocityThreshold: lowVelocityThreshold, highVelocityThreshold: highVelocityThreshold,
                           adjacentAnchorDistance: adjacentAnchorDistance,
                           panelToParticipantCaptureDistance: panelToParticipantCaptureDistance,
                           disableInnerMomentumTransfer: disableInnerMomentumTransfer,
                           collapseResistance: collapseResistance,
                           nonSnappingRanges: nonSnappingRanges.map {
                               NonSnappingRange(lower: $0.lower.source, upper: $0.upper.source)
                           })
        }
    }
    struct Anchor: Decodable {
        var index: Int
        var location: String
        var position: AnchorPosition { AnchorPosition(index: index, location: AnchorLocation(rawValue: location)!) }
    }
    struct Decision: Decodable {
        var currentOuterOffset: Double
        var proposedOuterOffset: Double
        var velocity: Double
        var minimumOuterOffset: Double
        var maximumOuterOffset: Double
        var configuration: Configuration
        var nonSnappingOverride: Bool?
        var targetOuterOffset: Double
        var targetDisplayHeight: Double
        var scrollType: String
        var selectedAnchor: Anchor?
        var proposedAnchor: Anchor?
        var bypassedSnapping: Bool

        var request: ReleaseRequest {
            ReleaseRequest(currentOuterOffset: currentOuterOffset, proposedOuterOffset: proposedOuterOffset,
                           velocity: velocity, minimumOuterOffset: minimumOuterOffset,
                           maximumOuterOffset: maximumOuterOffset, nonSnappingOverride: nonSnappingOverride)
        }
        var expected: ReleaseDecision {
            ReleaseDecision(targetOuterOffset: targetOuterOffset, targetDisplayHeight: targetDisplayHeight,
                            scrollType: ScrollType(rawValue: scrollType)!, selectedAnchor: selectedAnchor?.position,
                            proposedAnchor: proposedAnchor?.position, bypassedSnapping: bypassedSnapping)
        }
    }
    struct Scenario: Decodable {
        var index: Int
        var kind: String
        var inputs: Inputs
        var outputs: Outputs
        var decisions: [Decision]

        /// The model built from the scenario's inputs (nested: from the recorded slices).
        func model() throws -> AxisModel {
            let slices: [ParticipantSliceSnapshot]
            if let nested = outputs.nestedSlices {
                slices = nested.map {
                    ParticipantSliceSnapshot(id: $0.id, displayHeight: $0.displayHeight.source,
                                             innerStart: .native($0.innerStart), innerEnd: .native($0.innerEnd))
                }
            } else {
                slices = (inputs.participantSegments ?? []).map {
                    ParticipantSliceSnapshot(id: $0.id, displayHeight: $0.displayHeight.source,
                                             innerStart: $0.innerStart.source, innerEnd: $0.innerEnd.source)
                }
            }
            return try AxisModel(AxisModelSnapshot(viewportHeight: inputs.viewportHeight,
                                                   displayScale: inputs.displayScale,
                                                   detents: inputs.detents.map(\.source),
                                                   participantOrder: inputs.participantOrder, slices: slices))
        }
    }
    struct Vectors: Decodable { var scenarios: [Scenario] }

    static func loadScenarios() throws -> [Scenario] {
        let url = try #require(Bundle.module.url(forResource: "axis-vectors", withExtension: "json",
                                                 subdirectory: "Fixtures"))
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity",
                                                                        negativeInfinity: "-Infinity", nan: "NaN")
        return try decoder.decode(Vectors.self, from: Data(contentsOf: url)).scenarios
    }

    /// Exact equality (both zeros equal, as the README asks).
    static func same(_ a: ReleaseDecision, _ b: ReleaseDecision) -> Bool {
        a.targetOuterOffset == b.targetOuterOffset && a.targetDisplayHeight == b.targetDisplayHeight
            && a.scrollType == b.scrollType && a.selectedAnchor == b.selectedAnchor
            && a.proposedAnchor == b.proposedAnchor && a.bypassedSnapping == b.bypassedSnapping
    }

    @Test func everyRecordedDecisionMatchesExactly() throws {
        var checked = 0
        var mismatches: [String] = []
        for scenario in try Self.loadScenarios() where !scenario.decisions.isEmpty {
            let model = try scenario.model()
            if let recorded = scenario.outputs.segments {
                #expect(recorded.map(\.outerStart) == model.segments.map(\.outerStart),
                        "scenario \(scenario.index): built segments differ from the recorded ones")
            }
            for (k, d) in scenario.decisions.enumerated() {
                let got = model.solveRelease(d.request, feel: d.configuration.feel)
                checked += 1
                if !Self.same(got, d.expected) {
                    mismatches.append("scenario \(scenario.index) decision \(k): c \(d.currentOuterOffset) "
                                      + "p \(d.proposedOuterOffset) v \(d.velocity)\n  expected \(d.expected)\n"
                                      + "  got      \(got)")
                }
            }
        }
        print("ReleaseSolverVectorsTests: \(checked - mismatches.count)/\(checked) decisions match")
        #expect(checked == 1083)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked) mismatch:\n\(mismatches.joined(separator: "\n"))")
    }
}
