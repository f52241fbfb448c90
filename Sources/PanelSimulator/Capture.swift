// PanelSimulator/Capture: what capturing the axis at touch-down reads of a scenario, the capture itself, and
// the cache that shares a captured axis between runs of the same geometry.
import Scenario
import ScrollAxis

/// What capturing the axis reads of a scenario, and nothing else: the panel's geometry, the chain, the placement
/// and the touch-down policies. ``capture(_:policy:)`` reads only these fields, so two scenarios with equal
/// geometry capture the same axis for the same gesture and policy — the key ``CaptureCache`` shares an axis by.
/// Points throughout.
struct CaptureGeometry: Equatable, Sendable {
    let viewportHeight: Double
    let panelHeight: Double
    /// The detents as written (the capture reads them as Objective-C numbers).
    let detents: [Double]
    /// ``Scenario/readDetents``.
    let readDetents: [Double]
    /// ``Scenario/readMinimumDisplayHeight``.
    let readMinimumDisplayHeight: Double?
    /// ``Scenario/effectiveMaximumDisplayHeight``.
    let effectiveMaximumDisplayHeight: Double
    let displayScale: Double
    /// One device pixel (``Scenario/tolerance``'s pixel).
    let pixel: Double
    let chain: [ChainLevel]
    let chainTopInPanel: Double
    let placement: HandoffPlacement
    let handoffMode: HandoffMode
    let offsetMismatch: OffsetMismatchPolicy
    let bounce: BouncePolicy
    /// Each chain level's name (``Scenario/participantName(level:)``).
    let participantNamesByLevel: [String]

    /// The geometry of `scenario`.
    init(_ scenario: Scenario) {
        viewportHeight = scenario.viewportHeight
        panelHeight = scenario.panelHeight
        detents = scenario.detents
        readDetents = scenario.readDetents
        readMinimumDisplayHeight = scenario.readMinimumDisplayHeight
        effectiveMaximumDisplayHeight = scenario.effectiveMaximumDisplayHeight
        displayScale = scenario.displayScale
        pixel = scenario.tolerance.pixel
        chain = scenario.chain
        chainTopInPanel = scenario.chainTopInPanel
        placement = scenario.placement
        handoffMode = scenario.handoffMode
        offsetMismatch = scenario.offsetMismatch
        bounce = scenario.bounce
        participantNamesByLevel = scenario.chain.indices.map(scenario.participantName(level:))
    }
}

extension PanelSimulator {
    /// The participant id of chain level `i` (primary = 1, then outward).
    static func participantID(level i: Int) -> ParticipantID { ParticipantID(i + 1) }

    /// The scenario's name for participant `id` (``Scenario/participantName(level:)``).
    func participantName(_ id: ParticipantID) -> String { geometry.participantName(id) }

    /// The axis captured at touch-down for `gesture` under `policy` (``CaptureGeometry/capture(_:policy:)``).
    func capture(_ gesture: Gesture, policy: ReleasePolicy) throws(SimulationError) -> CapturedAxis {
        try geometry.capture(gesture, policy: policy)
    }

    /// The display height at which the scenario's chain takes over from the panel for a touch at `current` (points),
    /// by the scenario's placement (docs/model.md §13); the panel height when there is no chain.
    public func listHeight(forTouchAt current: Double) -> Double { geometry.listHeight(forTouchAt: current) }
}

extension CaptureGeometry {
    /// The scenario's name for participant `id` (``Scenario/participantName(level:)``).
    func participantName(_ id: ParticipantID) -> String {
        let level = Int(id) - 1
        return participantNamesByLevel.indices.contains(level) ? participantNamesByLevel[level] : ""
    }

    /// The nested chain as the slicer sees it: level i's child frame is [childMinY, childMinY + child viewport].
    func nestedChain() -> [NestedParticipant] {
        let chain = self.chain
        return chain.indices.map { i in
            let level = chain[i]
            let frame =
                i == 0
                ? nil
                : NestedParticipant.ChildFrame(
                    minY: level.childMinY, maxY: level.childMinY + chain[i - 1].viewportHeight)
            return NestedParticipant(
                id: PanelSimulator.participantID(level: i), contentHeight: level.contentHeight,
                viewportHeight: level.viewportHeight, insetTop: level.insetTop,
                insetBottom: level.insetBottom, contentOffset: level.contentOffset,
                childFrame: frame)
        }
    }

    /// Builds the axis captured at touch-down: the placement picks the activation height, the chain is sliced at
    /// it, the handoff mode and the offset-mismatch policy decide what the primary list contributes, the model is
    /// built and the legal range laid out. The comment pop-up drives its sheet without a chain.
    func capture(_ gesture: Gesture, policy: ReleasePolicy) throws(SimulationError) -> CapturedAxis {
        let s = self
        var detents = s.detents.map { SourceScalar.objectiveC($0) }
        let policyBand = ComparisonPolicy(displayScale: s.displayScale)
        // The comment pop-up moves its sheet directly: its table is not spliced into an axis.
        guard policy != .commentPopUp, !s.chain.isEmpty else {
            // The pop-up's table is reported beside the sheet: it scrolls under the finger until the sheet takes
            // the drag over (the tracker writes its offset).
            let table =
                s.chain.first.map { [(id: PanelSimulator.participantID(level: 0), offset: $0.contentOffset)] } ?? []
            return try axis(detents: policy == .commentPopUp ? [] : detents, slices: [], policy: policy, held: table)
        }
        let current: Double
        switch gesture.start {
        case .displayHeight(let h): current = h
        case .outerOffset(let y): current = y + s.viewportHeight
        }
        // forcesInnerTopBounce at a non-first detent: the axis of a touch on the list starts at that detent
        // (docs/model.md §13); a touch on the header captures no list in the library, so it keeps every detent.
        let detentStart = s.placement.captureDetentStart(
            detents: s.readDetents, currentHeight: current,
            forcesInnerTopBounce: s.bounce.forcesInnerTopBounce && gesture.startsOnInnerContent, band: policyBand.band)
        detents.removeFirst(detentStart)
        let height = activationHeight(startingAt: current, detentStart: detentStart)
        var slices: [ParticipantSliceSnapshot]
        if let explicit = s.chain[0].explicitSlices(id: PanelSimulator.participantID(level: 0)) {
            // The provider's answer replaces the placement (validation allows it on a one-level chain only).
            slices = explicit
        } else {
            do {
                slices = try NestedChainBuilder.slices(for: nestedChain(), displayHeight: height, policy: policyBand)
            } catch {
                throw .invalidChain(error)
            }
        }
        let primary = PanelSimulator.participantID(level: 0)
        guard let k = slices.firstIndex(where: { $0.id == primary }) else {
            return try axis(detents: detents, slices: slices, policy: policy)
        }
        let u0 = slices[k].innerStart.resolved
        let u1 = slices[k].innerEnd.resolved
        let u = min(max(s.chain[0].contentOffset, u0), u1)
        let band = policyBand.band
        let held = s.chain.indices.map {
            (id: PanelSimulator.participantID(level: $0), offset: s.chain[$0].contentOffset)
        }

        if listHandlesAlone(gesture, offset: u, range: u0...u1, band: band) {
            // The list scrolls by itself at the current height: one segment over its whole range, no detents, the
            // panel never bounces; the other levels hold their offsets.
            let alone = ParticipantSliceSnapshot(
                id: primary, displayHeight: .native(current), innerStart: .native(u0), innerEnd: .native(u1))
            var captured = try axis(
                detents: [], slices: [alone], policy: policy,
                range: { model in
                    let a = model.segments[model.participantSegmentIndices[0]].outerStart
                    return OuterRange(minimum: a, maximum: a + model.totalParticipantLength)
                }, bounce: BouncePolicy(allowsPanelTopBounce: false, allowsPanelBottomBounce: false),
                held: Array(held.dropFirst()))
            captured.startOffsetOverride = captured.range.minimum + (u - u0)
            return captured
        }

        // Capture at the current offsets (docs/model.md §13.1): the axis starts where its projection shows the
        // current height and every level at its current offset, so nothing moves at touch-down.
        let offsets = Dictionary(uniqueKeysWithValues: held.map { ($0.id, $0.offset) })
        let offsetAtTouchDown = { (id: ParticipantID) in offsets[id] ?? 0 }
        var captured = try axis(detents: detents, slices: slices, policy: policy)
        let y = captured.model.candidateCaptureOffset(displayHeight: current, offset: offsetAtTouchDown)
        guard let (id, expected) = captured.model.firstMismatch(at: y, offset: offsetAtTouchDown) else {
            captured.startOffsetOverride = y
            return captured
        }
        let found = offsetAtTouchDown(id)
        let report = OffsetMismatch(
            participant: participantName(id), found: found, expected: expected, policy: s.offsetMismatch)
        switch s.offsetMismatch {
        case .waitForValidSegment:
            captured = try axis(detents: detents, slices: [], policy: policy, held: held)
        case .restoreToBoundary:
            captured.startOffsetOverride = y
        case .continueFromCurrentOffset:
            // Every level that does not fit gets a temporary range that starts (it is ahead of the axis) or ends
            // (it is behind) at its current offset; the axis then starts where that reproduces the screen.
            let projected = captured.model.project(y)
            for i in slices.indices {
                guard let k = captured.model.reportedParticipants.firstIndex(of: slices[i].id) else { continue }
                let c = offsetAtTouchDown(slices[i].id)
                let p = projected.participantOffsets[k]
                guard !captured.model.policy.isEqual(c, p) else { continue }
                let clip = { (u: Double) in c > p ? max(u, c) : min(u, c) }
                slices[i] = ParticipantSliceSnapshot(
                    id: slices[i].id, displayHeight: slices[i].displayHeight,
                    innerStart: .native(clip(slices[i].innerStart.resolved)),
                    innerEnd: .native(clip(slices[i].innerEnd.resolved)))
            }
            captured = try axis(detents: detents, slices: slices, policy: policy)
            captured.startOffsetOverride = captured.model.candidateCaptureOffset(
                displayHeight: current, offset: offsetAtTouchDown)
        }
        captured.mismatch = report
        return captured
    }

    /// The display height at which the scenario's chain takes over from the panel for a touch at `current` (points),
    /// by the scenario's placement (docs/model.md §13); the panel height when there is no chain.
    func listHeight(forTouchAt current: Double) -> Double {
        let s = self
        let detentStart = s.placement.captureDetentStart(
            detents: s.readDetents, currentHeight: current, forcesInnerTopBounce: s.bounce.forcesInnerTopBounce,
            band: s.pixel)
        return activationHeight(startingAt: current, detentStart: detentStart).resolved
    }

    /// The activation height for a touch at `current` (points) over the detents from index `detentStart` on.
    func activationHeight(startingAt current: Double, detentStart: Int = 0) -> SourceScalar {
        let s = self
        let converted = Array(s.readDetents.dropFirst(detentStart))
        let minimum = converted.first ?? s.readMinimumDisplayHeight ?? OuterRange.defaultMinimumDisplayHeight
        let maximum = converted.last ?? s.panelHeight
        guard let outermost = s.chain.last else { return .native(maximum) }
        return s.placement.activationHeight(
            detents: converted, currentHeight: current,
            inner: .init(minY: s.chainTopInPanel, height: outermost.viewportHeight),
            band: s.pixel, legalHeights: (minimum, maximum))
    }

    /// Whether the list under the finger handles this gesture alone (``HandoffMode``): always for `.innerFirst`;
    /// for `.innerFirstAtBoundary` when the list at `offset` can still scroll in the gesture's first direction
    /// (finger up scrolls the content toward its end). Only touches on the list (``Gesture/startsOnInnerContent``).
    func listHandlesAlone(_ gesture: Gesture, offset: Double, range: ClosedRange<Double>, band: Double) -> Bool {
        guard gesture.startsOnInnerContent else { return false }
        switch handoffMode {
        case .coordinated: return false
        case .innerFirst: return true
        case .innerFirstAtBoundary:
            let direction = gesture.firstDirection
            if direction > 0 { return offset < range.upperBound - band }
            if direction < 0 { return offset > range.lowerBound + band }
            return false
        }
    }

    /// Builds the model and its range (the policy's, or `range`), with `held` chain levels reported beside it.
    private func axis(
        detents: [SourceScalar], slices: [ParticipantSliceSnapshot], policy: ReleasePolicy,
        range makeRange: ((AxisModel) -> OuterRange)? = nil, bounce: BouncePolicy? = nil,
        held: [(id: ParticipantID, offset: Double)] = []
    ) throws(SimulationError) -> CapturedAxis {
        let s = self
        let onAxis = Set(slices.map(\.id))
        let ids = s.chain.indices.map { PanelSimulator.participantID(level: $0) }.filter { onAxis.contains($0) }
        let model: AxisModel
        do {
            model = try AxisModel(
                AxisModelSnapshot(
                    viewportHeight: s.viewportHeight, displayScale: s.displayScale, detents: detents,
                    participantOrder: ids, slices: slices))
        } catch {
            throw .invalidAxis(error)
        }
        let range: OuterRange
        if let makeRange {
            range = makeRange(model)
        } else if policy == .commentPopUp {
            // The sheet travels from off-screen (height 0) to shown (the top detent, or the panel height).
            range = OuterRange(
                minimum: -s.viewportHeight, maximum: s.effectiveMaximumDisplayHeight - s.viewportHeight)
        } else {
            range = OuterRange(
                model: model, minimumDisplayHeight: s.readMinimumDisplayHeight, panelHeight: s.panelHeight)
        }
        let primary = PanelSimulator.participantID(level: 0)
        var captured = CapturedAxis(
            model: model, range: range, bounce: bounce ?? s.bounce,
            primary: onAxis.contains(primary) ? primary : nil,
            primaryBounces: s.chain.first?.bounces ?? false, held: held)
        captured.detentHeights = s.readDetents
        captured.participantNames = captured.participantIDs.map(participantName)
        return captured
    }
}

/// The axis captured by one run, kept for the next run that touches down the same way on the same geometry
/// (``PanelSimulator/outcome(of:policy:cache:into:)``): the model, the cursor and their buffers are then not built
/// again. The result is identical either way. A reference: one cache serves one thread's runs in turn.
///
/// The key is what the capture reads: the scenario's ``CaptureGeometry`` (the only part of a scenario the capture
/// sees), the policy, the touch-down point, where the finger lands and the first direction after touch slop. A
/// sweep of a feel parameter thus captures once per touch-down, whatever its simulators; a geometry parameter, or a
/// gesture that touches down otherwise, captures the axis again.
public final class CaptureCache {
    struct Key: Equatable, Sendable {
        var policy: ReleasePolicy
        var start: Gesture.Start
        /// What the handoff mode reads from the gesture.
        var onContent: Bool
        var direction: Double

        /// The key of `touched`'s axis under `policy`, `touched` the gesture with the scenario's touch slop applied
        /// (``Gesture/applyingTouchSlop(_:)``): the direction is the one the axis is captured for (a finger that never
        /// leaves the slop moves nothing).
        init(_ touched: Gesture, policy: ReleasePolicy) {
            self.policy = policy
            start = touched.start
            onContent = touched.startsOnInnerContent
            direction = touched.firstDirection
        }
    }

    /// The key and the geometry the stepper's axis was captured for: non-nil exactly when ``stepper`` is.
    private var key: Key?
    private var geometry: CaptureGeometry?
    /// The storage of the last simulator found to have ``geometry`` (``PanelSimulator/captureOwner``): its cells
    /// skip comparing geometries.
    private var owner: AnyObject?
    /// The last gesture's stepper, holding the axis captured for ``key``, reset in place for the next gesture; nil
    /// when the cache is empty. Owned by the cache (made in ``keep(_:key:for:)``, destroyed in ``forget()``) and
    /// reached through ``withStepper(_:)`` only, in place (never copied).
    private var stepper: UnsafeMutablePointer<FrameStepper>?

    /// An empty cache.
    public init() {}

    deinit { forget() }

    /// Runs `body` on the stepper the cache holds, in place. The cache must hold one (``holds(_:for:)`` true, or
    /// right after ``keep(_:key:for:)``), and `body` must not empty the cache.
    func withStepper<Result, Failure: Error>(_ body: (inout FrameStepper) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        try body(&stepper!.pointee)
    }

    /// Whether the cache holds a stepper on the axis `simulator` captures for `key`: the same key and the same
    /// geometry (compared once per simulator, then remembered by its storage). O(1) for the simulator last seen, the
    /// size of the geometry (its chain and detents) for a new one.
    func holds(_ key: Key, for simulator: PanelSimulator) -> Bool {
        guard self.key == key else { return false }
        if owner === simulator.captureOwner { return true }
        guard geometry == simulator.geometry else { return false }
        owner = simulator.captureOwner
        return true
    }

    /// Keeps `stepper`, on the axis `simulator` captured for `key`.
    func keep(_ stepper: consuming FrameStepper, key: Key, for simulator: PanelSimulator) {
        forget()
        let storage = UnsafeMutablePointer<FrameStepper>.allocate(capacity: 1)
        storage.initialize(to: stepper)
        self.stepper = storage
        self.key = key
        geometry = simulator.geometry
        owner = simulator.captureOwner
    }

    /// Drops the stepper: the cache then holds nothing.
    func forget() {
        key = nil
        geometry = nil
        owner = nil
        if let stepper {
            stepper.deinitialize(count: 1)
            stepper.deallocate()
        }
        stepper = nil
    }
}

extension PanelSimulator {
    /// The model and legal range BODragScroll's policy captures for a touch on the inner content at display height
    /// `height` (points): the scenario's chain sliced at the activation height, with its detents.
    ///
    /// - Throws: ``SimulationError`` when the scenario's chain cannot be captured there.
    public func capturedModel(touchingContentAt height: Double) throws(SimulationError) -> (
        model: AxisModel, range: OuterRange
    ) {
        let touch = Gesture(start: .displayHeight(height), releaseVelocity: 0, startsOnInnerContent: true)
        let axis = try capture(touch, policy: .boDragScroll)
        return (axis.model, axis.range)
    }
}
