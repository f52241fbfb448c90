// AxisConformance/ConformanceRunner: runs recorded vectors through the slicer, builder, projection, cursor and solver,
// and compares.
import ScrollAxis

/// Runs recorded vectors through this project's slicer, builder, oracle projection, cursor and solver, and
/// compares everything exactly (doubles with `==`, so −0.0 equals 0.0 as the vectors README says).
public struct ConformanceRunner {
    /// Seed of the shuffle used for the cursor's out-of-order pass.
    public var shuffleSeed: UInt64

    /// Creates a runner; `shuffleSeed` fixes the cursor's shuffled visiting order.
    public init(shuffleSeed: UInt64 = 0x5EED) { self.shuffleSeed = shuffleSeed }

    /// Runs every scenario of `file`, keeping the first `mismatchLimit` mismatches in full.
    public func run(_ file: VectorFile, mismatchLimit: Int = 10) -> ConformanceReport {
        var report = ConformanceReport()
        report.mismatchLimit = mismatchLimit
        for scenario in file.scenarios { run(scenario, into: &report) }
        return report
    }

    /// Runs one scenario, adding its checks to `report`.
    public func run(_ s: VectorScenario, into report: inout ConformanceReport) {
        let name = "scenario \(s.index)"
        let inputs = s.inputs
        let scale = inputs.displayScale.value
        var sliceSnapshots: [ParticipantSliceSnapshot] = []

        if let chain = inputs.chain {
            let levels = chain.map { level in
                NestedParticipant(
                    id: level.id, contentHeight: level.contentHeight.value, viewportHeight: level.viewportHeight.value,
                    insetTop: level.insetTop.value, insetBottom: level.insetBottom.value,
                    contentOffset: level.contentOffset.value,
                    childFrame: level.childFrame.map {
                        NestedParticipant.ChildFrame(minY: $0.first?.value ?? .nan, maxY: $0.last?.value ?? .nan)
                    })
            }
            let height = inputs.activationDisplayHeight?.scalar ?? .native(.nan)
            do {
                sliceSnapshots = try NestedChainBuilder.slices(
                    for: levels, displayHeight: height, policy: ComparisonPolicy(displayScale: scale))
            } catch {
                checkError(stage: "nested", name: error.name, s, &report)
                return
            }
            if let expected = s.outputs.nestedSlices {
                let ok =
                    expected.count == sliceSnapshots.count
                    && zip(expected, sliceSnapshots).allSatisfy { e, a in
                        e.id == a.id && e.displayHeight.scalar == a.displayHeight
                            && e.innerStart.scalar.value == a.innerStart.value
                            && e.innerEnd.scalar.value == a.innerEnd.value
                    }
                report.record(.slices, matched: ok, "\(name): slices \(sliceSnapshots) ≠ recorded")
            }
        } else {
            sliceSnapshots = (inputs.participantSegments ?? []).map {
                ParticipantSliceSnapshot(
                    id: $0.id, displayHeight: $0.displayHeight.scalar,
                    innerStart: $0.innerStart.scalar, innerEnd: $0.innerEnd.scalar)
            }
        }

        let snapshot = AxisModelSnapshot(
            viewportHeight: inputs.viewportHeight.value, displayScale: scale,
            detents: inputs.detents.map(\.scalar), participantOrder: inputs.participantOrder, slices: sliceSnapshots)
        let model: AxisModel
        do { model = try AxisModel(snapshot) } catch {
            checkError(stage: "model", name: error.name, s, &report)
            return
        }
        if let e = s.outputs.error {
            report.record(.errors, matched: false, "\(name): built a model, expected \(e.stage) error \(e.name)")
            return
        }
        checkSegments(model, s, &report)
        for p in s.projections {
            let got = model.project(p.outerOffset.value)
            report.record(
                .projections, matched: Self.matches(got, p, model),
                "\(name): Y \(p.outerOffset.value): got \(got), recorded P \(p.panelOriginY.value) H \(p.displayHeight.value) auth \(p.authoritative) owner \(p.activeOwner.owner)"
            )
        }
        extraChecks(model, s, &report)
    }

    private func checkError(
        stage: String, name errorName: String, _ s: VectorScenario,
        _ report: inout ConformanceReport
    ) {
        if let e = s.outputs.error {
            report.record(
                .errors, matched: e.stage == stage && e.name == errorName,
                "scenario \(s.index): threw \(stage) \(errorName), recorded \(e.stage) \(e.name)")
        } else {
            report.record(.errors, matched: false, "scenario \(s.index): threw \(stage) \(errorName), recorded success")
        }
    }

    private func checkSegments(_ model: AxisModel, _ s: VectorScenario, _ report: inout ConformanceReport) {
        let expected = s.outputs.segments ?? []
        var ok = expected.count == model.segments.count
        if ok {
            for (e, a) in zip(expected, model.segments)
            where
                !(e.owner.owner == a.owner
                && e.displayHeight.value == a.displayHeight && e.outerStart.value == a.outerStart
                && e.outerEnd.value == a.outerEnd && e.innerStart.value == a.innerStart
                && e.innerEnd.value == a.innerEnd)
            { ok = false }
        }
        if let detents = s.outputs.detentHeights {
            ok = ok && detents.map(\.value) == model.detentHeights
        }
        if let total = s.outputs.totalParticipantLength { ok = ok && total.value == model.totalParticipantLength }
        report.record(.segments, matched: ok, "scenario \(s.index): segments \(model.segments) ≠ recorded")
    }

    /// Exact comparison of a projection with a recorded one.
    static func matches(_ got: AxisProjection, _ p: VectorScenario.Projection, _ model: AxisModel) -> Bool {
        guard got.panelOriginY == p.panelOriginY.value || (got.panelOriginY.isNaN && p.panelOriginY.value.isNaN),
            got.displayHeight == p.displayHeight.value || (got.displayHeight.isNaN && p.displayHeight.value.isNaN),
            got.isAuthoritative == p.authoritative, got.activeOwner == p.activeOwner.owner,
            got.isParticipantScrolling == p.isParticipantScrolling,
            got.participantOffsets.count == p.participantOffsets.count
        else { return false }
        for (i, pair) in p.participantOffsets.enumerated()
        where model.reportedParticipants[i] != pair.id || got.participantOffsets[i] != pair.offset {
            return false
        }
        return true
    }
}
