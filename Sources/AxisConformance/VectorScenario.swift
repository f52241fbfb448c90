import Foundation
import ScrollAxis

/// One recorded scenario: inputs, the reference outputs, projections and solver decisions.
public struct VectorScenario: Decodable, Sendable {
    /// Position in the full recorded set.
    public var index: Int
    /// "nested", "handmade" or "panelOnly".
    public var kind: String
    /// A free-form generator label.
    public var tag: String?
    /// What goes in.
    public var inputs: Inputs
    /// What the reference produced.
    public var outputs: Outputs
    /// Projections at recorded outer offsets.
    public var projections: [Projection]
    /// Solver calls.
    public var decisions: [Decision]

    /// Scenario inputs.
    public struct Inputs: Decodable, Sendable {
        /// Host viewport height V, pt.
        public var viewportHeight: VectorNumber
        /// Pixels per point.
        public var displayScale: VectorNumber
        /// Detent heights.
        public var detents: [VectorScalar]
        /// Participant ids.
        public var participantOrder: [UInt64]
        /// Nested chain, primary first (nested only).
        public var chain: [ChainLevel]?
        /// The display height of every nested slice (nested only).
        public var activationDisplayHeight: VectorScalar?
        /// Hand-made slices (handmade and panelOnly).
        public var participantSegments: [Slice]?
    }

    /// A nested chain level.
    public struct ChainLevel: Decodable, Sendable {
        /// Participant id.
        public var id: UInt64
        /// Geometry in points.
        public var contentHeight, viewportHeight, insetTop, insetBottom, contentOffset: VectorNumber
        /// The child's [minY, maxY], or nil.
        public var childFrame: [VectorNumber]?
    }

    /// A hand-made or recorded slice.
    public struct Slice: Decodable, Sendable {
        /// Participant id.
        public var id: UInt64
        /// Held display height.
        public var displayHeight: VectorScalar
        /// Inner range (source scalars for hand-made slices).
        public var innerStart, innerEnd: SliceBound
    }

    /// A slice bound: a source scalar object, or a plain (native) number in `nestedSlices`.
    public struct SliceBound: Decodable, Sendable {
        /// The bound as a source scalar.
        public var scalar: SourceScalar
        /// Decodes either form.
        public init(from decoder: Decoder) throws {
            if let s = try? VectorScalar(from: decoder) {
                scalar = s.scalar
                return
            }
            scalar = .native(try VectorNumber(from: decoder).value)
        }
    }

    /// Reference outputs.
    public struct Outputs: Decodable, Sendable {
        /// Slices produced by the nested slicer.
        public var nestedSlices: [Slice]?
        /// The thrown error, if any.
        public var error: RecordedError?
        /// Converted detents.
        public var detentHeights: [VectorNumber]?
        /// Built segments.
        public var segments: [Segment]?
        /// Sum of participant lengths.
        public var totalParticipantLength: VectorNumber?
    }

    /// A recorded error.
    public struct RecordedError: Decodable, Sendable {
        /// "nested" or "model".
        public var stage: String
        /// The case name.
        public var name: String
    }

    /// A built segment.
    public struct Segment: Decodable, Sendable {
        /// "panel" or an id.
        public var owner: VectorOwner
        /// Geometry in points.
        public var displayHeight, outerStart, outerEnd, innerStart, innerEnd: VectorNumber
    }

    /// A recorded projection.
    public struct Projection: Decodable, Sendable {
        /// Input Y.
        public var outerOffset: VectorNumber
        /// Expected state.
        public var panelOriginY, displayHeight: VectorNumber
        /// Height authority.
        public var authoritative: Bool
        /// Active owner.
        public var activeOwner: VectorOwner
        /// Scrolling flag.
        public var isParticipantScrolling: Bool
        /// [id, offset] pairs.
        public var participantOffsets: [OffsetPair]
    }

    /// An `[id, offset]` pair.
    public struct OffsetPair: Decodable, Sendable {
        /// Participant id.
        public var id: UInt64
        /// Content offset, pt.
        public var offset: Double
        /// Decodes the two-element array.
        public init(from decoder: Decoder) throws {
            var c = try decoder.unkeyedContainer()
            id = try c.decode(UInt64.self)
            offset = try c.decode(VectorNumber.self).value
        }
    }

    /// A recorded solver call.
    public struct Decision: Decodable, Sendable {
        /// Inputs (pt, pt/ms).
        public var currentOuterOffset, proposedOuterOffset, velocity, minimumOuterOffset,
            maximumOuterOffset: VectorNumber
        /// Feel parameters.
        public var configuration: Configuration
        /// Override, or nil.
        public var nonSnappingOverride: Bool?
        /// Expected outputs.
        public var targetOuterOffset, targetDisplayHeight: VectorNumber
        /// Expected type name.
        public var scrollType: String
        /// Expected anchors.
        public var selectedAnchor, proposedAnchor: Anchor?
        /// Expected bypass flag.
        public var bypassedSnapping: Bool
    }

    /// Solver configuration.
    public struct Configuration: Decodable, Sendable {
        /// Thresholds and distances.
        public var lowVelocityThreshold, highVelocityThreshold, adjacentAnchorDistance,
            panelToParticipantCaptureDistance: VectorNumber
        /// Flags.
        public var disableInnerMomentumTransfer, collapseResistance: Bool
        /// Ranges of display heights.
        public var nonSnappingRanges: [Range]
    }

    /// A non-snapping range.
    public struct Range: Decodable, Sendable {
        /// Bounds.
        public var lower, upper: VectorScalar
    }

    /// An anchor position.
    public struct Anchor: Decodable, Sendable {
        /// Segment index.
        public var index: Int
        /// before / inside / after.
        public var location: String
    }
}
