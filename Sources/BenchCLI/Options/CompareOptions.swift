// BenchCLI/CompareOptions: the command line of `bench compare` and the checks between its three modes.
import Analysis
import ArgumentParsing
import PanelSimulator
import Support
import Units

/// One release to each target (with peers), tuning A against B (`--set`, `--scenario-b`), or every policy.
struct CompareOptions: OptionGroup {
    /// `--targets list`.
    static let targets: Option<String?> = .text(
        "targets", valueName: "list",
        help: "targets, comma-separated: names (detent-1, table-end, …), axis positions in points, or all")
    /// `--peers names`.
    static let peers: Option<String?> = .text(
        "peers", valueName: "names",
        help:
            "peer physics to overlay, comma-separated: \(Peer.allCases.map(\.rawValue).joined(separator: ", ")) or all")
    /// `--peer NAME=VALUE`.
    static let peer: Option<[String]> = .repeated(
        "peer", valueName: "NAME=VALUE",
        help: "a peer parameter, e.g. flutter-friction=0.2 (names, units and defaults above)")
    /// `--policies`.
    static let policies = Flag("policies", help: "overlay the same gesture through every release policy instead")
    /// `--own-presets`.
    static let ownPresets = Flag(
        "own-presets",
        help: "with --policies: each system on its own preset (comment-popup, home-unified, …) from its "
            + "default start height, the same drag")
    /// `--set NAME=VALUE`.
    static let set = SharedOptions.set.withHelp(
        "tuning B = the scenario with this feel parameter changed (bench sweep's names), e.g. "
            + "low-velocity-threshold=0.3")
    /// `--scenario-b name|file.json`.
    static let scenarioB: Option<String?> = .text(
        "scenario-b", valueName: "name|file.json",
        help: "tuning B = this scenario (preset or file); --set applies on top")
    /// `--velocities`, points per millisecond.
    static let velocities: Option<String?> = .text(
        "velocities", valueName: "pt/ms",
        help: "A/B releases: velocities in points per MILLISECOND, v1,v2,… or START:STOP:STEP as bench sweep takes "
            + "them (at most \(maximumVelocities); default: --velocity)")
    /// `--name-a`.
    static let nameA: Option<String?> = .text(
        "name-a", valueName: "name",
        help: "what tuning A is called in the legend and tables (default: its scenario's name)")
    /// `--name-b`.
    static let nameB: Option<String?> = .text(
        "name-b", valueName: "name",
        help: "what tuning B is called (default: its scenario's name, or the values --set changed when that is A's, "
            + "e.g. 'low-velocity-threshold 0.3')")
    /// The most releases `--velocities` may list.
    static let maximumVelocities = 100
    /// `--jump-threshold`, points per second.
    static let jumpThreshold = SharedOptions.jumpThreshold.withHelp(
        "flag velocity jumps at least this large, points per second (default "
            + "\(NumberFormat.short(CompareAnalysis.velocityJumpThreshold)))")
    /// `--max-time`, seconds.
    static let maxTime: Option<Double?> = .number(
        "max-time", in: 0.01...60, valueName: "s",
        help: "right end of the time axis, seconds (default: fit the slowest curve)")
    /// `--summary-csv file.csv`.
    static let summaryCSV: Option<String?> = .text(
        "summary-csv", valueName: "file.csv", help: "write one row per curve (settle, overshoot, jumps…)")
    /// `--summary-json file.json`.
    static let summaryJSON: Option<String?> = .text(
        "summary-json", valueName: "file.json", help: "write the per-curve summary as JSON")

    /// The option declarations, in help order.
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

    /// The scenario and gesture (tuning A's).
    var gesture: GestureOptions
    /// `--targets`, split at commas; `nil`: the default targets.
    var targets: [String]?
    /// `--peers`, each once, in the order named (`all`: every peer).
    var peers: [Peer]
    /// `--peer` settings.
    var peerTuning: PeerTuning
    /// `--policies`.
    var policies: Bool
    /// `--own-presets`.
    var ownPresets: Bool
    /// `--set` settings of tuning B.
    var settings: [TuningSetting]
    /// `--scenario-b`.
    var scenarioB: String?
    /// `--velocities`, points per millisecond; `nil`: the gesture's own.
    var velocities: [Double]?
    /// `--name-a`, `--name-b`, when given.
    var names: (a: String?, b: String?)
    /// `--jump-threshold`, points per second.
    var jumpThreshold: Double
    /// `--max-time`, seconds.
    var maxTime: Double?
    /// `--summary-csv`.
    var summaryCSV: String?
    /// `--summary-json`.
    var summaryJSON: String?
    /// The PNG and CSV.
    var output: PlotOutputOptions

    /// What is compared.
    enum Mode: Sendable {
        /// One release to each target (and the peers): the default.
        case targets
        /// Tuning A against tuning B (`--set`, `--scenario-b`) over `--velocities`.
        case tunings
        /// The same gesture through every release policy (`--policies`).
        case policies
    }

    /// The mode the options select.
    var mode: Mode { policies ? .policies : !settings.isEmpty || scenarioB != nil ? .tunings : .targets }

    /// Reads the options and checks that they belong to one mode.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        gesture = try GestureOptions(parsing: arguments)
        let targetText = arguments[Self.targets]
        let peerText = arguments[Self.peers]
        let peerSettings = arguments[Self.peer]
        policies = arguments[Self.policies]
        ownPresets = arguments[Self.ownPresets]
        settings = try SharedOptions.tuning(arguments[Self.set])
        scenarioB = arguments[Self.scenarioB]
        let velocityText = arguments[Self.velocities]
        names = (arguments[Self.nameA], arguments[Self.nameB])
        jumpThreshold = arguments[Self.jumpThreshold] ?? CompareAnalysis.velocityJumpThreshold
        maxTime = arguments[Self.maxTime]
        summaryCSV = arguments[Self.summaryCSV]
        summaryJSON = arguments[Self.summaryJSON]
        output = try PlotOutputOptions(parsing: arguments, offersPage: true)
        let given = Self.notWithPolicies.filter(arguments.isGiven).map(\.spec.name)
        if policies {
            if let name = given.first { throw UsageError("--\(name): does not apply with --policies") }
        } else if ownPresets {
            throw UsageError("--own-presets: only applies with --policies")
        }
        if !settings.isEmpty || scenarioB != nil {
            for option in Self.targetOptions where given.contains(option.spec.name) {
                throw UsageError("--\(option.spec.name): does not apply when comparing tunings (--set, --scenario-b)")
            }
        } else if let option = [Self.velocities, Self.nameA, Self.nameB].first(where: arguments.isGiven) {
            throw UsageError("--\(option.spec.name): only applies when comparing tunings (--set, --scenario-b)")
        }
        for (option, name) in [(Self.nameA, names.a), (Self.nameB, names.b)] {
            if let name, name.isEmpty || name.contains(where: \.isNewline) {
                throw UsageError("--\(option.spec.name): must be one line of text, not empty")
            }
        }
        peers = try Self.parsePeers(peerText)
        peerTuning = PeerTuning(
            try NameValueSetting<PeerParameter>.parse(
                peerSettings, option: "--\(Self.peer.spec.name)", value: { $0.value(fromText: $1) },
                expected: \.expectedValue
            ).map { ($0.name, $0.value) })
        if !peerSettings.isEmpty, peerText == nil {
            throw UsageError("--peer: only applies with --peers (no peer curve is drawn without it)")
        }
        if !policies { try gesture.requireDragForDuration() }
        targets = targetText.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        velocities = try velocityText.map(Self.parseVelocities)
    }

    /// `--peers` as a list (`all` = every peer).
    static func parsePeers(_ raw: String?) throws(UsageError) -> [Peer] {
        guard let raw else { return [] }
        if raw == "all" { return Peer.allCases }
        var peers: [Peer] = []
        for word in raw.split(separator: ",", omittingEmptySubsequences: false) {
            guard let peer = Peer(rawValue: String(word)) else {
                throw UsageError(
                    "--peers: '\(word)' is not one of \(Peer.allCases.map(\.rawValue).joined(separator: ", ")), all")
            }
            if !peers.contains(peer) { peers.append(peer) }
        }
        return peers
    }

    /// `--velocities` as numbers, points per millisecond, each in -100…100, written as `bench sweep --velocities`
    /// takes them (one grammar for the option in both verbs: ``SweepValues``).
    static func parseVelocities(_ list: String) throws(UsageError) -> [Double] {
        let parsed: SweepValues
        do throws(SweepSpecError) {
            parsed = try SweepValues.parse(list, maximumCount: maximumVelocities, label: "--velocities")
        } catch {
            throw UsageError(error.description)
        }
        let range = PointsPerMillisecond.legalRange
        for (velocity, label) in zip(parsed.values, parsed.labels) where !range.contains(velocity) {
            throw UsageError("--velocities: \(label) is not \(range.description)")
        }
        return parsed.values
    }
}
