// Analysis/Compare/CompareModes: the inputs of two comparisons: tuning B beside tuning A, each system on its own
// preset.
import PanelSimulator
import Scenario
import Support
import Sweep

extension TuningOverrides {
    /// Tuning A and tuning B: B is `other` (else A's scenario) with A's movement style and frame rate where the
    /// gesture asked for them (`keeping`: they apply to both tunings alike), then `settings`; each named `names`
    /// when given, B else by ``name(ofB:against:given:)``.
    public static func pair(
        _ a: Scenario, other: Scenario?, keeping: (style: Bool, frameRate: Bool),
        settings: [(parameter: SweepParameter, value: Double)], names: (a: String?, b: String?)
    ) -> (a: Scenario, b: Scenario) {
        var a = a
        var b = other ?? a
        if other != nil {
            if keeping.style { b.movementStyle = a.movementStyle }
            if keeping.frameRate { b.frameRate = a.frameRate }
        }
        b = apply(settings, to: b)
        b.name = name(ofB: b, against: a, given: names.b)
        if let name = names.a { a.name = name }
        return (a, b)
    }
}

extension CompareAnalysis {
    /// One system's run: its release policy, its scenario and its gesture.
    public typealias SystemRun = (policy: ReleasePolicy, scenario: Scenario, gesture: Gesture)

    /// Every release policy's run for `--own-presets`: `setup` for the scenario's own policy, every other system on
    /// its own preset (``ownPreset(for:)``, `nil` when there is none) with the gesture `place` sets up there.
    public static func ownPresetRuns<E: Error>(
        _ setup: GestureSetup, place: (ReleasePolicy, Scenario?) throws(E) -> GestureSetup
    ) throws(E) -> [SystemRun] {
        var runs: [SystemRun] = []
        for policy in ReleasePolicy.allCases {
            let own = policy == setup.scenario.policy ? setup : try place(policy, ownPreset(for: policy))
            runs.append((policy, own.scenario, own.gesture))
        }
        return runs
    }

    /// The systems of `runs` (``ownPresetRuns(_:place:)``) compared, `setup`'s scenario the chosen one and its
    /// detents the guides, with a note naming each preset.
    ///
    /// - Throws: ``CompareInputError`` when no system can run its gesture.
    public static func ownPresets(_ runs: [SystemRun], setup: GestureSetup, threshold: Double)
        throws(CompareInputError) -> Comparison
    {
        let presets = runs.map { "\($0.policy.rawValue): \($0.scenario.name)" }.joined(separator: ", ")
        return try systems(
            runs, chosen: setup.scenario.policy, guides: setup.scenario,
            note: "each system on its own preset (\(presets)); "
                + "axis positions are each preset's own, so no detent guides are drawn",
            threshold: threshold)
    }
}

extension Peer {
    /// The peers `words` name (raw values, or `all` alone for every peer), in the order named (the option's list
    /// kind has refused a name given twice).
    ///
    /// - Throws: ``CompareInputError`` about the peers for a name that is not a peer.
    public static func list(_ words: [String]) throws(CompareInputError) -> [Peer] {
        if words == ["all"] { return allCases }
        var peers: [Peer] = []
        for word in words {
            guard let peer = Peer(rawValue: word) else {
                throw CompareInputError(
                    .peers, "'\(word)' is not one of \(allCases.map(\.rawValue).joined(separator: ", ")), all")
            }
            peers.append(peer)
        }
        return peers
    }
}
