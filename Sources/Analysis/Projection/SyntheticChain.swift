// Analysis/SyntheticChain: the nested chain `bench run --chain-depth N` measures, built through the slicer.
import ScrollAxis

/// A synthetic nested chain of depth N in which every ancestor is split around its child
/// (docs/model.md §5, rule 4), built through ``NestedChainBuilder`` and ``AxisModel``.
///
/// Geometry (points), identical for every depth:
///
/// * viewport V = 600 at 2× (one-pixel band 0.5); every slice is held at display height 300;
/// * the primary (innermost) scroll view: content 1000 in a 400 viewport → one slice 0…600;
/// * each of the N − 1 ancestors: content 3000 in a 500 viewport, offset 0, its child at 1000…1400.
///   The viewport (500) cannot show the child and everything below it (400 + 1600), so rule 4 splits it
///   at the child's top: slices 0…1000 before and 1000…2500 after everything inside it;
/// * detents 100, 200, 300, 300.5 and 600 (Objective-C numbers, as UIKit passes them). The first slice
///   absorbs 300, the second (depth ≥ 2) absorbs 300.5 (within the band, closed); 100, 200 and 600 stay
///   panel anchors (and 300.5 too at depth 1, where there is only one slice).
///
/// So depth N gives 2N − 1 participant slices (checked when building), an axis 600 + 2500·(N − 1) points
/// long, and segments = 2N − 1 + anchors.
/// A composite axis the projection benchmark walks: its depth (nested scroll views), model and legal range.
public protocol ProjectedChain: Sendable {
    /// Nested scroll views in the chain.
    var depth: Int { get }
    /// The built model.
    var model: AxisModel { get }
    /// The legal outer range the drag and jump paths cover.
    var range: OuterRange { get }
}

extension ProjectedChain {
    /// Segments of the model (participant slices and panel anchors).
    public var segmentCount: Int { model.segments.count }
    /// Participant slices (2·depth − 1 on a ``SyntheticChain``).
    public var participantSegmentCount: Int { model.participantSegmentIndices.count }
    /// Panel anchors (detents not absorbed by a slice).
    public var anchorCount: Int { model.panelAnchorIndices.count }
}

public struct SyntheticChain: ProjectedChain {
    /// Viewport height V, points.
    public static let viewportHeight = 600.0
    /// Display scale (2×: the band is 0.5 pt).
    public static let displayScale = 2.0
    /// The display height every slice is held at, points.
    public static let sliceHeight = 300.0
    /// The detents, points (narrowed to Float32 as Objective-C numbers; all are exact in Float32).
    public static let detents: [Double] = [100, 200, 300, 300.5, 600]

    /// The number of nested scroll views (1 = the primary alone).
    public let depth: Int
    /// The slices the nested chain builder produced, in axis order (2·depth − 1 of them).
    public let slices: [ParticipantSliceSnapshot]
    /// The built model.
    public let model: AxisModel
    /// The outer-offset range the host allows (first detent − V … last detent − V + Σ lengths), points.
    public let range: OuterRange

    /// Builds the chain of `depth` levels.
    ///
    /// - Parameter depth: nested scroll views, ≥ 1.
    /// - Throws: ``SyntheticChainError`` when the depth is < 1, when the slicer does not split every
    ///   ancestor (not 2·depth − 1 slices), or when the slicer or the builder rejects the chain.
    public init(depth: Int) throws(SyntheticChainError) {
        guard depth >= 1 else { throw .badDepth(depth) }
        self.depth = depth
        var chain = [NestedParticipant(id: 1, contentHeight: 1000, viewportHeight: 400)]
        chain.reserveCapacity(depth)
        for level in 1..<depth {
            chain.append(
                NestedParticipant(
                    id: ParticipantID(level + 1), contentHeight: 3000, viewportHeight: 500,
                    childFrame: .init(minY: 1000, maxY: 1400)))
        }
        let policy = ComparisonPolicy(displayScale: Self.displayScale)
        do {
            slices = try NestedChainBuilder.slices(for: chain, displayHeight: .native(Self.sliceHeight), policy: policy)
        } catch {
            throw .rejected(error.description)
        }
        guard slices.count == 2 * depth - 1 else { throw .notSplit(depth: depth, slices: slices.count) }
        let snapshot = AxisModelSnapshot(
            viewportHeight: Self.viewportHeight, displayScale: Self.displayScale,
            detents: Self.detents.map { .objectiveC($0) }, participantOrder: chain.map(\.id), slices: slices)
        do {
            model = try AxisModel(snapshot)
        } catch {
            throw .rejected(String(describing: error))
        }
        range = OuterRange(model: model)
    }
}

/// Why a ``SyntheticChain`` could not be built (one line each).
public enum SyntheticChainError: Error, Equatable, CustomStringConvertible {
    /// The depth is below 1.
    case badDepth(Int)
    /// The slicer produced another number of slices than 2·depth − 1 (an ancestor was not split).
    case notSplit(depth: Int, slices: Int)
    /// The slicer or the model builder rejected the chain; the message is theirs.
    case rejected(String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .badDepth(let depth): "chain depth \(depth) is below 1"
        case .notSplit(let depth, let slices):
            "chain depth \(depth) gave \(slices) slices, expected \(2 * depth - 1) (every ancestor split)"
        case .rejected(let message): "synthetic chain rejected: \(message)"
        }
    }
}
