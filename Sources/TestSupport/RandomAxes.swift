import ScrollAxis

/// Random, valid axis models for property, differential and fuzz-style tests.
public enum RandomAxes {
    /// A random nested chain of `depth` levels (primary first) whose ancestors land in every placement branch.
    public static func chain<G: RandomNumberGenerator>(depth: Int, using g: inout G) -> [NestedParticipant] {
        var levels: [NestedParticipant] = []
        var childHeight = Double.random(in: 200...900, using: &g).rounded()
        for level in 0..<max(1, depth) {
            let id = ParticipantID(level + 1)
            let viewport = Double.random(in: 200...800, using: &g).rounded()
            let insetTop = [0.0, 20, 44][Int.random(in: 0..<3, using: &g)]
            let insetBottom = [0.0, 20, 34][Int.random(in: 0..<3, using: &g)]
            if level == 0 {
                let content = Bool.random(using: &g) ? Double.random(in: 100...3000, using: &g) : viewport * 0.5
                levels.append(
                    NestedParticipant(
                        id: id, contentHeight: content.rounded(), viewportHeight: viewport,
                        insetTop: insetTop, insetBottom: insetBottom, contentOffset: -insetTop))
                childHeight = viewport
                continue
            }
            let above = [0.0, 0.25, Double.random(in: 1...600, using: &g).rounded()][Int.random(in: 0..<3, using: &g)]
            let below = [0.0, Double.random(in: 1...900, using: &g).rounded()][Int.random(in: 0..<2, using: &g)]
            let content = above + childHeight + below
            let maxOffset = max(0, insetTop + content + insetBottom - viewport) - insetTop
            let offset =
                Bool.random(using: &g)
                ? -insetTop
                : Double.random(in: -insetTop...max(-insetTop, maxOffset), using: &g).rounded()
            levels.append(
                NestedParticipant(
                    id: id, contentHeight: content, viewportHeight: viewport,
                    insetTop: insetTop, insetBottom: insetBottom, contentOffset: offset,
                    childFrame: .init(minY: above, maxY: above + childHeight)))
            childHeight = viewport
        }
        return levels
    }

    /// A random model: a nested chain of depth 1…`maxDepth` at a random activation height, with random detents
    /// (some equal to, or within a pixel of, that height so they are absorbed), scale 2 or 3.
    public static func model<G: RandomNumberGenerator>(maxDepth: Int, using g: inout G) -> AxisModel {
        while true {
            let scale = Bool.random(using: &g) ? 2.0 : 3.0
            let viewport = Double.random(in: 500...1000, using: &g).rounded()
            let height = Double.random(in: 80...viewport, using: &g).rounded()
            var detents: Set<Double> = []
            for _ in 0..<Int.random(in: 0...4, using: &g) {
                detents.insert(Double.random(in: 60...viewport, using: &g).rounded())
            }
            if Bool.random(using: &g) {
                detents.insert(height + [0, 0.25, -1.0 / scale][Int.random(in: 0..<3, using: &g)])
            }
            let chain = self.chain(depth: Int.random(in: 1...maxDepth, using: &g), using: &g)
            let policy = ComparisonPolicy(displayScale: scale)
            guard
                let slices = try? NestedChainBuilder.slices(for: chain, displayHeight: .native(height), policy: policy),
                let model = try? AxisModel(
                    AxisModelSnapshot(
                        viewportHeight: viewport, displayScale: scale, detents: detents.sorted().map { .native($0) },
                        participantOrder: chain.map(\.id), slices: slices))
            else { continue }
            return model
        }
    }

    /// Offsets that probe every boundary of `model`: each segment start and end, shifted by ±1 ULP, ±1e-5,
    /// ±5e-5, ±1e-4, ±half a band and ±one band.
    public static func boundaryOffsets(of model: AxisModel) -> [Double] {
        var out: [Double] = []
        let band = model.band
        for s in model.segments {
            for edge in [s.outerStart, s.outerEnd] {
                out += [edge, edge.nextUp, edge.nextDown]
                for d in [1e-5, 5e-5, 1e-4, band / 2, band] { out += [edge - d, edge + d] }
            }
        }
        return out
    }
}
