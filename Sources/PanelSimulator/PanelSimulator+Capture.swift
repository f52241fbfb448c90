import ScrollAxis

extension PanelSimulator {
    /// The participant id of chain level `i` (primary = 1, then outward).
    static func participantID(level i: Int) -> ParticipantID { ParticipantID(i + 1) }

    /// The scenario's name for participant `id` (``Scenario/participantName(level:)``).
    func participantName(_ id: ParticipantID) -> String { scenario.participantName(level: Int(id) - 1) }

    /// The nested chain as the slicer sees it: level i's child frame is [childMinY, childMinY + child viewport].
    func nestedChain() -> [NestedParticipant] {
        let chain = scenario.chain
        return chain.indices.map { i in
            let level = chain[i]
            let frame =
                i == 0
                ? nil
                : NestedParticipant.ChildFrame(
                    minY: level.childMinY, maxY: level.childMinY + chain[i - 1].viewportHeight)
            return NestedParticipant(
                id: Self.participantID(level: i), contentHeight: level.contentHeight,
                viewportHeight: level.viewportHeight, insetTop: level.insetTop,
                insetBottom: level.insetBottom, contentOffset: level.contentOffset,
                childFrame: frame)
        }
    }

    /// Builds the axis captured at touch-down: the placement picks the activation height, the chain is sliced at
    /// it, the model is built and the legal range laid out. The comment pop-up drives its sheet without a chain.
    func capture(_ gesture: Gesture, policy: ReleasePolicy) throws(SimulationError) -> CapturedAxis {
        let s = scenario
        let detents = s.detents.map { SourceScalar.objectiveC($0) }
        let policyBand = ComparisonPolicy(displayScale: s.displayScale)
        var slices: [ParticipantSliceSnapshot] = []
        // The comment pop-up moves its sheet directly: its table is not spliced into an axis.
        let usesChain = policy != .commentPopUp && !s.chain.isEmpty
        if usesChain {
            let converted = detents.map(\.resolved)
            let current: Double
            switch gesture.start {
            case .displayHeight(let h): current = h
            case .outerOffset(let y): current = y + s.viewportHeight
            }
            let minimum = converted.first ?? s.minimumDisplayHeight ?? OuterRange.defaultMinimumDisplayHeight
            let maximum = converted.last ?? s.panelHeight
            let outermost = s.chain[s.chain.count - 1]
            let height = s.placement.activationHeight(
                detents: converted, currentHeight: current,
                inner: .init(minY: s.chainTopInPanel, height: outermost.viewportHeight),
                band: policyBand.band, legalHeights: (minimum, maximum))
            do {
                slices = try NestedChainBuilder.slices(for: nestedChain(), displayHeight: height, policy: policyBand)
            } catch {
                throw .invalidChain(error)
            }
        }
        let ids = usesChain ? s.chain.indices.map { Self.participantID(level: $0) } : []
        let model: AxisModel
        do {
            model = try AxisModel(
                AxisModelSnapshot(
                    viewportHeight: s.viewportHeight, displayScale: s.displayScale,
                    detents: policy == .commentPopUp ? [] : detents, participantOrder: ids, slices: slices))
        } catch {
            throw .invalidAxis(error)
        }
        let range: OuterRange
        if policy == .commentPopUp {
            // The sheet travels from off-screen (height 0) to shown (the top detent, or the panel height).
            range = OuterRange(
                minimum: -s.viewportHeight, maximum: (s.detents.last ?? s.panelHeight) - s.viewportHeight)
        } else {
            range = OuterRange(model: model, minimumDisplayHeight: s.minimumDisplayHeight, panelHeight: s.panelHeight)
        }
        return CapturedAxis(
            model: model, range: range, bounce: s.bounce,
            primary: usesChain ? Self.participantID(level: 0) : nil,
            primaryBounces: s.chain.first?.bounces ?? false)
    }
}

/// Reads a finger path forward in time without rescanning it (frames ask for increasing times).
struct PathSampler {
    let path: [FingerSample]
    var index = 0

    init(_ path: [FingerSample]) { self.path = path }

    /// The translation at `time` (linear between samples, held after the last), points.
    mutating func translation(at time: Double) -> Double {
        guard let last = path.last else { return 0 }
        if time >= last.time { return last.translation }
        if time <= path[0].time { return path[0].translation }
        while index + 1 < path.count, path[index + 1].time <= time { index += 1 }
        let a = path[index]
        let b = path[index + 1]
        return a.translation + (b.translation - a.translation) * (time - a.time) / (b.time - a.time)
    }
}
