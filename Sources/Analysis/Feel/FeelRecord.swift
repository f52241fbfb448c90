// Analysis/Feel/FeelRecordFile: the file `bench feel record` writes and `bench feel check` reads (version 2, strict).
import PanelSimulator
import Scenario
import Support

/// What one gesture came to, as the gate compares it. Points, seconds, points per second.
public struct FeelMeasure: Hashable, Sendable, Codable {
    /// The display height the panel rests at, points.
    public var landingHeight: Double
    /// The detent it rests on (index), or nil (no detents, or between them).
    public var landingDetent: Int?
    /// Where the axis rests, outer offset in points.
    public var restingOuterOffset: Double
    /// Each list's content offset at rest, by the scenario's participant name, points.
    public var restingOffsets: [String: Double]
    /// Seconds from release until the axis stays within the settle threshold of rest.
    public var settleTime: Double
    /// How far the motion passes its rest in its direction of travel, points.
    public var overshoot: Double
    /// Motion start velocity minus the finger's, points per second.
    public var releaseJump: Double
    /// Speed after minus speed before at the first handoff crossed, points per second; nil when none is crossed.
    public var handoffJump: Double?
    /// How the movement ran (`decelerating`, `animating`, `bouncing`, `settled`).
    public var movement: String

    /// The gate's figures of an outcome.
    public init(_ outcome: Outcome) {
        landingHeight = outcome.landingHeight
        landingDetent = outcome.landingDetentIndex
        restingOuterOffset = outcome.restingOuterOffset
        restingOffsets = Dictionary(
            outcome.restingContentOffsets.map { ($0.name, $0.contentOffset) }, uniquingKeysWith: { a, _ in a })
        settleTime = outcome.settleTime
        overshoot = outcome.overshoot
        releaseJump = outcome.velocityJumpAtRelease.value
        handoffJump = outcome.velocityJumpAtHandoff?.value
        movement = outcome.movement.rawValue
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case landingHeight, landingDetent, restingOuterOffset, restingOffsets, settleTime, overshoot, releaseJump
        case handoffJump, movement
    }

    /// Reads a measure strictly (unknown keys refused; `landingDetent` and `handoffJump` may be absent).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        landingHeight = try c.decode(Double.self, forKey: .landingHeight)
        landingDetent = try c.decodeIfPresent(Int.self, forKey: .landingDetent)
        restingOuterOffset = try c.decode(Double.self, forKey: .restingOuterOffset)
        restingOffsets = try c.decode([String: Double].self, forKey: .restingOffsets)
        settleTime = try c.decode(Double.self, forKey: .settleTime)
        overshoot = try c.decode(Double.self, forKey: .overshoot)
        releaseJump = try c.decode(Double.self, forKey: .releaseJump)
        handoffJump = try c.decodeIfPresent(Double.self, forKey: .handoffJump)
        movement = try c.decode(String.self, forKey: .movement)
        guard Phase(rawValue: movement) != nil else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.movement],
                    debugDescription: "'\(movement)' is not one of \(Phase.allCases.map(\.rawValue))"))
        }
    }
}

/// One recorded gesture and what it came to.
public struct FeelEntry: Hashable, Sendable, Codable {
    /// The gesture, replayed as stored.
    public var gesture: FeelGesture
    /// What it came to when recorded.
    public var outcome: FeelMeasure

    /// Creates an entry.
    public init(gesture: FeelGesture, outcome: FeelMeasure) {
        self.gesture = gesture
        self.outcome = outcome
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case gesture, outcome }

    /// Reads an entry strictly.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gesture = try c.decode(FeelGesture.self, forKey: .gesture)
        outcome = try c.decode(FeelMeasure.self, forKey: .outcome)
    }
}

/// The feel record: the scenario it was made on (whole), the stated limits, and every gesture with its outcome.
///
/// JSON, keys sorted, `version` 2: `{"entries": [{"gesture": {…}, "outcome": {…}}], "limits": {…},
/// "scenario": "default", "scenarioFile": {…}, "version": 2}` — `scenario` is what `--scenario` said when
/// recording, `scenarioFile` the whole scenario in the scenario file format, so a check never depends on a
/// preset or a file that may have changed since. Version 1 (the scenario by name only) is still read: its
/// scenario is loaded again by that name. Read strictly: another version, an unknown key, a key written twice, a
/// version 1 record with a `scenarioFile`, two gestures with one id, or an entry that its stored scenario could
/// not have given (``firstImpossible(_:on:)``: a landing detent it lacks, a participant it does not name, a start
/// height off its travel, a negative settle time) are refused, naming the path.
public struct FeelRecordFile: Hashable, Sendable, Codable {
    /// The format version this build writes.
    public static let version = 2
    /// The format versions this build reads (1: the scenario by name only).
    public static let readableVersions = 1...2
    /// The largest record file read, bytes.
    public static let maximumFileBytes = 16 << 20

    /// The scenario as it was named when recording (a preset name or a file path).
    public var scenario: String
    /// The whole scenario recorded on; nil only in a version 1 record (which `bench feel check` re-loads by
    /// ``scenario``).
    public var storedScenario: Scenario?
    /// The stated thresholds.
    public var limits: FeelLimits
    /// The gestures and their outcomes, in suite order.
    public var entries: [FeelEntry]

    /// Creates a record of the gestures run on `storedScenario`, which `--scenario` named `scenario`.
    public init(scenario: String, storedScenario: Scenario?, limits: FeelLimits = FeelLimits(), entries: [FeelEntry]) {
        self.scenario = scenario
        self.storedScenario = storedScenario
        self.limits = limits
        self.entries = entries
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case version, scenario, scenarioFile, limits, entries }

    /// Reads a record strictly (see the type's documentation).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .version)
        guard Self.readableVersions.contains(version) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.version],
                    debugDescription: "\(version) is not supported (this bench reads feel records version "
                        + "\(Self.readableVersions.lowerBound) to \(Self.readableVersions.upperBound))"))
        }
        scenario = try c.decode(String.self, forKey: .scenario)
        if version == 1 {
            guard !c.contains(.scenarioFile) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath + [CodingKeys.scenarioFile],
                        debugDescription: "a version 1 record holds no scenarioFile (version 2 does)"))
            }
            storedScenario = nil
        } else {
            storedScenario = try c.decode(StoredScenario.self, forKey: .scenarioFile).scenario
        }
        limits = try c.decodeIfPresent(FeelLimits.self, forKey: .limits) ?? FeelLimits()
        entries = try c.decode([FeelEntry].self, forKey: .entries)
        var ids = Set<String>()
        for (i, entry) in entries.enumerated() where !ids.insert(entry.gesture.id).inserted {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.entries, AnyCodingKey(intValue: i)],
                    debugDescription: "gesture '\(entry.gesture.id)' is recorded twice"))
        }
        guard !entries.isEmpty else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.entries], debugDescription: "holds no gesture"))
        }
        if let storedScenario, let (i, path, reason) = Self.firstImpossible(entries, on: storedScenario) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.entries, AnyCodingKey(intValue: i)] + path,
                    debugDescription: reason))
        }
    }

    /// The first entry holding what `bench feel record` could not have written on `scenario` (the record's own):
    /// a gesture whose id is not the one its fields make (``FeelGesture/recordedID(frameRate:)``: an edited
    /// velocity, height or path would be replayed under the old name), a gesture that cannot run on it (a start
    /// height off the panel's travel), a landing detent it does not have or that
    /// is not where its landing height is (the simulator's own rule), a participant it does not name, a settle time or overshoot that is negative or not finite, or another figure
    /// that is not finite. Returns the entry's index, the field's path inside it and why; nil when every entry could
    /// be a recording. Costs one capture per gesture (no motion is simulated).
    static func firstImpossible(_ entries: [FeelEntry], on scenario: Scenario) -> (Int, [any CodingKey], String)? {
        guard let simulator = try? PanelSimulator(scenario: scenario) else { return nil }
        let names = Set(scenario.chain.indices.map { scenario.participantName(level: $0) })
        let f = { (x: Double) in NumberFormat.short(x) }
        for (i, entry) in entries.enumerated() {
            let gesture = [FeelEntry.CodingKeys.gesture] as [any CodingKey]
            let outcome = [FeelEntry.CodingKeys.outcome] as [any CodingKey]
            let stepper: FrameStepper
            do throws(SimulationError) { stepper = try simulator.stepper(for: entry.gesture.gesture) } catch {
                return (
                    i, gesture + [FeelGesture.CodingKeys.startHeight],
                    "cannot run on the record's scenario '\(scenario.name)': \(error.description)"
                )
            }
            let recorded = entry.gesture.recordedID(frameRate: scenario.frameRate)
            if recorded != entry.gesture.id {
                return (
                    i, gesture + [FeelGesture.CodingKeys.id],
                    "'\(entry.gesture.id)' is not the gesture its fields hold ("
                        + (recorded.map { "they make '\($0)'" } ?? "bench feel record writes no gesture with them")
                        + ")"
                )
            }
            let o = entry.outcome
            if let detent = o.landingDetent, !scenario.detents.indices.contains(detent) {
                return (
                    i, outcome + [FeelMeasure.CodingKeys.landingDetent],
                    "\(detent) is not a detent of the record's scenario '\(scenario.name)' (it has "
                        + "\(scenario.detents.count): 0…\(scenario.detents.count - 1))"
                )
            }
            let onDetent = stepper.landingDetentIndex(ofHeight: o.landingHeight)
            if o.landingHeight.isFinite, onDetent != o.landingDetent {
                return (
                    i, outcome + [FeelMeasure.CodingKeys.landingHeight],
                    "\(f(o.landingHeight)) pt is "
                        + (onDetent.map { "on detent \($0)" } ?? "on no detent") + ", but landingDetent says "
                        + (o.landingDetent.map { "\($0)" } ?? "none")
                )
            }
            if let unknown = o.restingOffsets.keys.sorted().first(where: { !names.contains($0) }) {
                return (
                    i, outcome + [FeelMeasure.CodingKeys.restingOffsets, AnyCodingKey(stringValue: unknown)],
                    "'\(unknown)' is not a participant of the record's scenario '\(scenario.name)' (it has "
                        + "\(names.sorted().joined(separator: ", ")))"
                )
            }
            let nonNegative: [(FeelMeasure.CodingKeys, Double, String)] = [
                (.settleTime, o.settleTime, "s"), (.overshoot, o.overshoot, "pt"),
            ]
            for (key, value, unit) in nonNegative where !(value.isFinite && value >= 0) {
                return (i, outcome + [key], "\(f(value)) \(unit) is not a finite number ≥ 0")
            }
            let finite: [(FeelMeasure.CodingKeys, Double?)] = [
                (.landingHeight, o.landingHeight), (.restingOuterOffset, o.restingOuterOffset),
                (.releaseJump, o.releaseJump), (.handoffJump, o.handoffJump),
            ]
            for case (let key, let value?) in finite where !value.isFinite {
                return (i, outcome + [key], "\(f(value)) is not a finite number")
            }
            if let (name, value) = o.restingOffsets.first(where: { !$0.value.isFinite }) {
                return (
                    i, outcome + [FeelMeasure.CodingKeys.restingOffsets, AnyCodingKey(stringValue: name)],
                    "\(f(value)) is not a finite number"
                )
            }
        }
        return nil
    }

    /// Writes the record: version 2 with the whole scenario, or version 1 when it has none (a record read from
    /// a version 1 file).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(storedScenario == nil ? 1 : Self.version, forKey: .version)
        try c.encode(scenario, forKey: .scenario)
        if let storedScenario { try c.encode(StoredScenario(storedScenario), forKey: .scenarioFile) }
        try c.encode(limits, forKey: .limits)
        try c.encode(entries, forKey: .entries)
    }
}
