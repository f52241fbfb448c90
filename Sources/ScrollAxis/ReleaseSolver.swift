// ScrollAxis/ReleaseSolver: the release-target solver: where a drag release should come to rest.

extension AxisModel {
    /// The release-target solver (docs/model.md §9): where a drag release should come to rest.
    ///
    /// 0. No detents (or no anchors) → passthrough: the proposal, its projected height, type `none`, no anchors.
    /// 1. Locate the current and proposed offsets among the anchors (every segment is one).
    /// 2. When the proposal is not inside a participant segment, the display height it implies may fall in a
    ///    non-snapping range (or the override says so) → passthrough with `bypassedSnapping`.
    /// 3. Otherwise classify: participant → participant, participant → panel, panel → participant,
    ///    panel → panel, and (panel-side only) bounce return; pick the target anchor and its boundary.
    /// 4. The display height is measured relative to the selected segment.
    ///
    /// The feel parameters are used as given (see ``FeelParameters/sanitized()`` for the UIKit repair).
    /// Pure and allocation-free: O(segments + ranges).
    ///
    /// - Parameters:
    ///   - request: offsets in points, velocity in points per millisecond.
    ///   - feel: thresholds and flags; defaults to the reference values.
    public func solveRelease(_ request: ReleaseRequest, feel: FeelParameters = .default) -> ReleaseDecision {
        let p = request.proposedOuterOffset
        guard hasDetents, let cur = locate(request.currentOuterOffset), let tgt = locate(p) else {
            return ReleaseDecision(
                targetOuterOffset: p,
                targetDisplayHeight: releaseDisplayHeight(atOuterOffset: p), scrollType: .none,
                selectedAnchor: nil, proposedAnchor: nil, bypassedSnapping: false)
        }
        let curP = ReleaseCases.isInsideParticipant(self, cur)
        let tgtP = ReleaseCases.isInsideParticipant(self, tgt)

        if !tgtP,
            ReleaseCases.bypassesSnapping(
                self, proposal: p, at: tgt, override: request.nonSnappingOverride,
                feel: feel)
        {
            return ReleaseDecision(
                targetOuterOffset: p,
                targetDisplayHeight: releaseDisplayHeight(atOuterOffset: p), scrollType: .none,
                selectedAnchor: tgt, proposedAnchor: tgt, bypassedSnapping: true)
        }

        var choice: ReleaseChoice
        switch (curP, tgtP) {
        case (true, true): choice = ReleaseCases.participantToParticipant(self, request, cur: cur, tgt: tgt, feel: feel)
        case (true, false): choice = ReleaseCases.participantToPanel(self, request, cur: cur, tgt: tgt, feel: feel)
        case (false, true): choice = ReleaseCases.panelToParticipant(self, request, tgt: tgt, feel: feel)
        case (false, false): choice = ReleaseCases.panelToPanel(self, request, cur: cur, feel: feel)
        }
        if !curP {
            let c = request.currentOuterOffset
            if c < request.minimumOuterOffset, abs(choice.target - request.minimumOuterOffset) < policy.band {
                choice.type = .bounceReturn
            } else if c > request.maximumOuterOffset {
                choice.type = .bounceReturn
            }
        }
        let s = segments[choice.anchor.index]
        return ReleaseDecision(
            targetOuterOffset: choice.target,
            targetDisplayHeight: ReleaseCases.displayHeight(at: choice.target, relativeTo: s),
            scrollType: choice.type, selectedAnchor: choice.anchor, proposedAnchor: tgt,
            bypassedSnapping: false)
    }

    /// The delegate containment helper (docs/model.md §9): an adjusted target (outer points) is accepted iff it
    /// locates to the selected anchor's index, at any location (the anchor's "Voronoi region"). False when the
    /// decision has no selected anchor.
    public func acceptsAdjustedTarget(_ adjustedOuterOffset: Double, for decision: ReleaseDecision) -> Bool {
        guard let selected = decision.selectedAnchor, let located = locate(adjustedOuterOffset) else { return false }
        return located.index == selected.index
    }

    /// "Settle to nearest detent" (docs/model.md §9.4): the solver with the current offset as the proposal, zero
    /// velocity and snapping forced (`nonSnappingOverride = false`), so the nearest anchor wins (ties go to the
    /// higher one). Offsets in points.
    ///
    /// - Returns: the decision, or nil (a no-op) when the model has no detents.
    public func settleToNearestDetent(
        currentOuterOffset: Double, minimumOuterOffset: Double,
        maximumOuterOffset: Double,
        feel: FeelParameters = .default
    ) -> ReleaseDecision? {
        guard hasDetents, !segments.isEmpty else { return nil }
        return solveRelease(
            ReleaseRequest(
                currentOuterOffset: currentOuterOffset,
                proposedOuterOffset: currentOuterOffset, velocity: 0,
                minimumOuterOffset: minimumOuterOffset,
                maximumOuterOffset: maximumOuterOffset, nonSnappingOverride: false),
            feel: feel)
    }
}
