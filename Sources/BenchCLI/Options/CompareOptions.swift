// BenchCLI/CompareOptions: the command line of `bench compare` and the checks between its three modes.
import Analysis
import ArgumentParsing
import PanelSimulator
import Scenario
import Support
import Sweep

/// One release to each target (with peers), tuning A against B (`--set`, `--scenario-b`), or every policy.
struct CompareOptions: ArgumentBacked {
    static let targets: Option<[String]?> = .words(
        "targets", valueName: "list",
        help: "targets, comma-separated: names (detent-1, table-end, …), axis positions in points, or all")
    static let peers: Option<[String]?> = .words(
        "peers", valueName: "names",
        help:
            "peer physics to overlay, comma-separated: \(Peer.allCases.map(\.rawValue).joined(separator: ", ")) or all")
    static let peer: Option<[String]> = .repeated(
        "peer", valueName: "NAME=VALUE",
        help: "a peer parameter, e.g. flutter-friction=0.2 (names, units and defaults above)")
    static let policies = Flag("policies", help: "overlay the same gesture through every release policy instead")
    static let ownPresets = Flag(
        "own-presets",
        help: "with --policies: each system on its own preset (comment-popup, home-unified, …) from its "
            + "default start height, the same drag")
    static let set = SharedOptions.set.withHelp(
        "tuning B = the scenario with this feel parameter changed (bench sweep's names), e.g. "
            + "low-velocity-threshold=0.3")
    static let scenarioB = SharedOptions.scenarioB
    static let velocities: Option<String?> = .text(
        "velocities", valueName: "pt/ms",
        help: "A/B releases: velocities in points per MILLISECOND, v1,v2,… or START:STOP:STEP as bench sweep takes "
            + "them (at most \(maximumVelocities); default: --velocity)")
    static let nameA: Option<String?> = .text(
        "name-a", valueName: "name",
        help: "what tuning A is called in the legend and tables (default: its scenario's name)")
    static let nameB: Option<String?> = .text(
        "name-b", valueName: "name",
        help: "what tuning B is called (default: its scenario's name, or the values --set changed when that is A's, "
            + "e.g. 'low-velocity-threshold 0.3')")
    /// The most releases `--velocities` may list.
    static let maximumVelocities = 100
    static let jumpThreshold = SharedOptions.jumpThreshold.withHelp(
        "flag velocity jumps at least this large, points per second (default "
            + "\(NumberFormat.short(CompareAnalysis.velocityJumpThreshold)))")
    static let maxTime: Option<Double?> = .number(
        "max-time", in: 0.01...60, valueName: "s",
        help: "right end of the time axis, seconds (default: fit the slowest curve)")
    static let summaryCSV: Option<String?> = .text(
        "summary-csv", valueName: "file.csv", help: "write one row per curve (settle, overshoot, jumps…)")
    static let summaryJSON: Option<String?> = .text(
        "summary-json", valueName: "file.json", help: "write the per-curve summary as JSON")

    static var specs: [OptionSpec] {
        let own: [OptionSpec] = [
            targets.spec, peers.spec, peer.spec, policies.spec, ownPresets.spec, set.spec, scenarioB.spec,
            velocities.spec, nameA.spec, nameB.spec, jumpThreshold.spec, maxTime.spec, summaryCSV.spec,
            summaryJSON.spec,
        ]
        return GestureOptions.specs + own
            + PlotOutputOptions.specs(
                outHelp: "the PNG to write (default: Plots/compare-<scenario>.png; with --policies policies-…, "
                    + "with --set or --scenario-b tunings-…)")
    }

    /// The options that only apply to one release against targets and peers.
    static let targetOptions: [any OptionDeclaration] = [targets, peers]
    /// The options that do not apply with `--policies`, in the order named.
    static let notWithPolicies: [any OptionDeclaration] = [targets, peers, set, scenarioB, velocities]

    let arguments: ParsedArguments
    /// The scenario and gesture (tuning A's).
    let gesture: GestureOptions
    let output: PlotOutputOptions
    /// `--peers`, in the order named (`all`: every peer).
    let peers: [Peer]
    let peerTuning: PeerTuning
    /// `--set`: tuning B's settings.
    let settings: [TuningSetting]
    /// Points per millisecond; `nil`: the gesture's own.
    let velocities: [Double]?

    /// `--targets`, in the order named; `nil`: the default targets.
    var targets: [String]? { arguments[Self.targets] }
    /// Points per second.
    var jumpThreshold: Double { arguments[Self.jumpThreshold] ?? CompareAnalysis.velocityJumpThreshold }

    /// What is compared.
    enum Mode: Sendable {
        /// One release to each target (and the peers): the default.
        case targets
        /// Tuning A against tuning B (`--set`, `--scenario-b`) over `--velocities`.
        case tunings
        /// The same gesture through every release policy (`--policies`).
        case policies
    }

    var mode: Mode { self.policies ? .policies : !settings.isEmpty || self.scenarioB != nil ? .tunings : .targets }

    /// Keeps the arguments and checks that they belong to one mode.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        gesture = try GestureOptions(parsing: arguments)
        settings = try SharedOptions.tuning(arguments[Self.set])
        output = try PlotOutputOptions(parsing: arguments)
        let policies = arguments[Self.policies]
        let given = Self.notWithPolicies.filter(arguments.isGiven).map(\.spec.name)
        if policies {
            if let name = given.first { throw UsageError("--\(name): does not apply with --policies") }
        } else if arguments[Self.ownPresets] {
            throw UsageError("--own-presets: only applies with --policies")
        }
        if !settings.isEmpty || arguments[Self.scenarioB] != nil {
            for option in Self.targetOptions where given.contains(option.spec.name) {
                throw UsageError("--\(option.spec.name): does not apply when comparing tunings (--set, --scenario-b)")
            }
        } else if let option = [Self.velocities, Self.nameA, Self.nameB].first(where: arguments.isGiven) {
            throw UsageError("--\(option.spec.name): only applies when comparing tunings (--set, --scenario-b)")
        }
        for option in [Self.nameA, Self.nameB] {
            if let name = arguments[option], let problem = Scenario.nameProblem(name) {
                throw UsageError("--\(option.spec.name): \(problem)")
            }
        }
        let peerSettings = arguments[Self.peer]
        peers =
            try arguments[Self.peers].map { list throws(UsageError) in
                try BenchCLI.usage { () throws(CompareInputError) in try Peer.list(list) }
            } ?? []
        peerTuning = PeerTuning(
            try NameValueSetting<PeerParameter>.parse(
                peerSettings, option: "--\(Self.peer.spec.name)", once: true, value: { $0.value(fromText: $1) },
                expected: \.expectedValue
            ).map { ($0.name, $0.value) })
        if !peerSettings.isEmpty, arguments[Self.peers] == nil {
            throw UsageError("--peer: only applies with --peers (no peer curve is drawn without it)")
        }
        if !policies { try gesture.requireDragForDuration() }
        velocities = try arguments[Self.velocities].map(Self.parseVelocities)
    }

    /// `--velocities` as numbers, points per millisecond (``SweepValues/velocities(_:maximumCount:label:)``: one
    /// grammar for the option in every verb).
    static func parseVelocities(_ list: String) throws(UsageError) -> [Double] {
        try UsageError.rethrowing { () throws(SweepSpecError) in
            try SweepValues.velocities(list, maximumCount: maximumVelocities, label: "--velocities")
        }
    }
}
