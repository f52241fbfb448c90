// AxisConformance/VectorScenario: one recorded scenario: inputs, the reference outputs, projections and solver
// decisions.
import Foundation
import ScrollAxis
import Support

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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case index, kind, tag, inputs, outputs, projections, decisions
    }

    /// Reads a scenario, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.value(.index)
        kind = try c.value(.kind)
        tag = try c.optional(.tag)
        inputs = try c.value(.inputs)
        outputs = try c.value(.outputs)
        projections = try c.value(.projections)
        decisions = try c.value(.decisions)
    }

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

        enum CodingKeys: String, CodingKey, CaseIterable {
            case viewportHeight, displayScale, detents, participantOrder, chain, activationDisplayHeight
            case participantSegments
        }

        /// Reads the inputs, refusing unknown keys; the generator's notes `placementHints` and `activationKind`
        /// (how the recorder chose the placement) are known and not used.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(
                decoder, known: CodingKeys.allCases.map(\.stringValue) + ["placementHints", "activationKind"])
            let c = try decoder.container(keyedBy: CodingKeys.self)
            viewportHeight = try c.value(.viewportHeight)
            displayScale = try c.value(.displayScale)
            detents = try c.value(.detents)
            participantOrder = try c.value(.participantOrder)
            chain = try c.optional(.chain)
            activationDisplayHeight = try c.optional(.activationDisplayHeight)
            participantSegments = try c.optional(.participantSegments)
        }
    }

    /// A nested chain level.
    public struct ChainLevel: Decodable, Sendable {
        /// Participant id.
        public var id: UInt64
        /// Geometry in points.
        public var contentHeight, viewportHeight, insetTop, insetBottom, contentOffset: VectorNumber
        /// The child's [minY, maxY], or nil.
        public var childFrame: [VectorNumber]?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, contentHeight, viewportHeight, insetTop, insetBottom, contentOffset, childFrame
        }

        /// Reads a level, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.value(.id)
            contentHeight = try c.value(.contentHeight)
            viewportHeight = try c.value(.viewportHeight)
            insetTop = try c.value(.insetTop)
            insetBottom = try c.value(.insetBottom)
            contentOffset = try c.value(.contentOffset)
            childFrame = try c.optional(.childFrame)
        }
    }

    /// A hand-made or recorded slice.
    public struct Slice: Decodable, Sendable {
        /// Participant id.
        public var id: UInt64
        /// Held display height.
        public var displayHeight: VectorScalar
        /// Inner range (source scalars for hand-made slices).
        public var innerStart, innerEnd: SliceBound

        enum CodingKeys: String, CodingKey, CaseIterable { case id, displayHeight, innerStart, innerEnd }

        /// Reads a slice, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.value(.id)
            displayHeight = try c.value(.displayHeight)
            innerStart = try c.value(.innerStart)
            innerEnd = try c.value(.innerEnd)
        }
    }

    /// A slice bound: a source scalar object, or a plain (native) number in `nestedSlices`.
    public struct SliceBound: Decodable, Sendable {
        /// The bound as a source scalar.
        public var scalar: SourceScalar
        /// Decodes either form.
        public init(from decoder: Decoder) throws {
            // An object is a source scalar, read strictly (its errors, such as an unknown repr, are reported).
            if (try? decoder.container(keyedBy: VectorScalar.CodingKeys.self)) != nil {
                scalar = try VectorScalar(from: decoder).scalar
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

        enum CodingKeys: String, CodingKey, CaseIterable {
            case nestedSlices, error, detentHeights, segments, totalParticipantLength
        }

        /// Reads the outputs, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            nestedSlices = try c.optional(.nestedSlices)
            error = try c.optional(.error)
            detentHeights = try c.optional(.detentHeights)
            segments = try c.optional(.segments)
            totalParticipantLength = try c.optional(.totalParticipantLength)
        }
    }

    /// A recorded error.
    public struct RecordedError: Decodable, Sendable {
        /// "nested" or "model".
        public var stage: String
        /// The case name.
        public var name: String

        enum CodingKeys: String, CodingKey, CaseIterable { case stage, name }

        /// Reads an error, refusing unknown keys; `values` (the case's associated values) is known and not used.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, known: CodingKeys.allCases.map(\.stringValue) + ["values"])
            let c = try decoder.container(keyedBy: CodingKeys.self)
            stage = try c.value(.stage)
            name = try c.value(.name)
        }
    }

    /// A built segment.
    public struct Segment: Decodable, Sendable {
        /// "panel" or an id.
        public var owner: VectorOwner
        /// Geometry in points.
        public var displayHeight, outerStart, outerEnd, innerStart, innerEnd: VectorNumber

        enum CodingKeys: String, CodingKey, CaseIterable {
            case owner, displayHeight, outerStart, outerEnd, innerStart, innerEnd
        }

        /// Reads a segment, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            owner = try c.value(.owner)
            displayHeight = try c.value(.displayHeight)
            outerStart = try c.value(.outerStart)
            outerEnd = try c.value(.outerEnd)
            innerStart = try c.value(.innerStart)
            innerEnd = try c.value(.innerEnd)
        }
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

        enum CodingKeys: String, CodingKey, CaseIterable {
            case outerOffset, panelOriginY, displayHeight, authoritative, activeOwner, isParticipantScrolling
            case participantOffsets
        }

        /// Reads a projection, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            outerOffset = try c.value(.outerOffset)
            panelOriginY = try c.value(.panelOriginY)
            displayHeight = try c.value(.displayHeight)
            authoritative = try c.value(.authoritative)
            activeOwner = try c.value(.activeOwner)
            isParticipantScrolling = try c.value(.isParticipantScrolling)
            participantOffsets = try c.value(.participantOffsets)
        }
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

        enum CodingKeys: String, CodingKey, CaseIterable {
            case currentOuterOffset, proposedOuterOffset, velocity, minimumOuterOffset, maximumOuterOffset
            case configuration, nonSnappingOverride, targetOuterOffset, targetDisplayHeight, scrollType
            case selectedAnchor, proposedAnchor, bypassedSnapping
        }

        /// Reads a solver call, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            currentOuterOffset = try c.value(.currentOuterOffset)
            proposedOuterOffset = try c.value(.proposedOuterOffset)
            velocity = try c.value(.velocity)
            minimumOuterOffset = try c.value(.minimumOuterOffset)
            maximumOuterOffset = try c.value(.maximumOuterOffset)
            configuration = try c.value(.configuration)
            nonSnappingOverride = try c.optional(.nonSnappingOverride)
            targetOuterOffset = try c.value(.targetOuterOffset)
            targetDisplayHeight = try c.value(.targetDisplayHeight)
            scrollType = try c.value(.scrollType)
            selectedAnchor = try c.optional(.selectedAnchor)
            proposedAnchor = try c.optional(.proposedAnchor)
            bypassedSnapping = try c.value(.bypassedSnapping)
        }
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

        enum CodingKeys: String, CodingKey, CaseIterable {
            case lowVelocityThreshold, highVelocityThreshold, adjacentAnchorDistance, panelToParticipantCaptureDistance
            case disableInnerMomentumTransfer, collapseResistance, nonSnappingRanges
        }

        /// Reads a configuration, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            lowVelocityThreshold = try c.value(.lowVelocityThreshold)
            highVelocityThreshold = try c.value(.highVelocityThreshold)
            adjacentAnchorDistance = try c.value(.adjacentAnchorDistance)
            panelToParticipantCaptureDistance = try c.value(.panelToParticipantCaptureDistance)
            disableInnerMomentumTransfer = try c.value(.disableInnerMomentumTransfer)
            collapseResistance = try c.value(.collapseResistance)
            nonSnappingRanges = try c.value(.nonSnappingRanges)
        }
    }

    /// A non-snapping range.
    public struct Range: Decodable, Sendable {
        /// Bounds.
        public var lower, upper: VectorScalar

        enum CodingKeys: String, CodingKey, CaseIterable { case lower, upper }

        /// Reads a range, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            lower = try c.value(.lower)
            upper = try c.value(.upper)
        }
    }

    /// An anchor position.
    public struct Anchor: Decodable, Sendable {
        /// Segment index.
        public var index: Int
        /// before / inside / after.
        public var location: String

        enum CodingKeys: String, CodingKey, CaseIterable { case index, location }

        /// Reads an anchor, refusing unknown keys.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            index = try c.value(.index)
            location = try c.value(.location)
        }
    }
}

extension KeyedDecodingContainer {
    /// The value of `key`, required.
    fileprivate func value<T: Decodable>(_ key: Key) throws -> T { try decode(T.self, forKey: key) }

    /// The value of `key`, or nil when absent or null.
    fileprivate func optional<T: Decodable>(_ key: Key) throws -> T? { try decodeIfPresent(T.self, forKey: key) }
}
