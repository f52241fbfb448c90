// Scenario/ScenarioFileRecord: the top-level object of a scenario file, decoded on top of the preset it names.
import ScrollAxis
import Support

// The records of a scenario JSON file (Scenarios/README.md): one Codable record per object, every field optional.
// Decoding refuses unknown keys (StrictKeys) and values outside a field's choices, naming the JSON path; applying a
// record overrides only the fields the file has. Encoding fills every field from a scenario.

/// The top-level object of a scenario file. Decoding starts from the preset named by `preset` (or the default
/// scenario, named `custom`) and overrides the fields the file has; encoding writes every field of a scenario.
struct ScenarioFileRecord: Codable {
    /// The scenario the file describes.
    var scenario: Scenario

    /// The record of `scenario`, for writing.
    init(_ scenario: Scenario) { self.scenario = scenario }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, preset, name, viewportHeight, panelHeight, detents, minimumDisplayHeight, initialDisplayHeight
        case displayScale, chain, chainTopInPanel, placement, feel, bounce, movementStyle, viewAnimation
        case panelDecelerationRate, innerDecelerationRate, bounceStiffness, policy, frameRate, settleThreshold
        case handoffMode, offsetMismatch, script, touchSlop
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let version = try c.field(Int.self, .version), version != Scenario.fileVersion {
            throw c.invalid(.version, "\(version) is not supported (this bench reads version \(Scenario.fileVersion))")
        }
        var s =
            try c.choice(.preset, ScenarioPresets.all.map { ($0.name, $0.scenario) }) ?? Scenario(name: "custom")
        if let name = try c.field(String.self, .name) { s.name = name }
        if let x = try c.field(Double.self, .viewportHeight) { s.viewportHeight = x }
        if let x = try c.field(Double.self, .panelHeight) { s.panelHeight = x }
        if let detents = try c.field([Double].self, .detents) { s.detents = detents }
        if let x = try c.nullable(.minimumDisplayHeight) { s.minimumDisplayHeight = x }
        if let x = try c.nullable(.initialDisplayHeight) { s.initialDisplayHeight = x }
        if let x = try c.field(Double.self, .displayScale) { s.displayScale = x }
        if let chain = try c.field([ChainLevelRecord].self, .chain) { s.chain = chain.map(\.level) }
        if let x = try c.field(Double.self, .chainTopInPanel) { s.chainTopInPanel = x }
        if let placement = try c.field(PlacementRecord.self, .placement) { s.placement = placement.placement }
        try c.field(FeelRecord.self, .feel)?.apply(to: &s.feel)
        try c.field(BounceRecord.self, .bounce)?.apply(to: &s.bounce)
        if let style = try c.choice(.movementStyle, MovementStyle.allCases.map { ($0.rawValue, $0) }) {
            s.movementStyle = style
        }
        try c.field(ViewAnimationRecord.self, .viewAnimation)?.apply(to: &s.viewAnimation)
        if let x = try c.field(Double.self, .panelDecelerationRate) { s.panelDecelerationRate = x }
        if let x = try c.field(Double.self, .innerDecelerationRate) { s.innerDecelerationRate = x }
        if let x = try c.field(Double.self, .bounceStiffness) { s.bounceStiffness = x }
        if let policy = try c.choice(.policy, ReleasePolicy.allCases.map { ($0.rawValue, $0) }) { s.policy = policy }
        if let x = try c.field(Double.self, .frameRate) { s.frameRate = x }
        if let x = try c.nullable(.settleThreshold) { s.settleThreshold = x }
        if let mode = try c.choice(.handoffMode, HandoffMode.allCases.map { ($0.rawValue, $0) }) {
            s.handoffMode = mode
        }
        if let policy = try c.choice(.offsetMismatch, OffsetMismatchPolicy.allCases.map { ($0.rawValue, $0) }) {
            s.offsetMismatch = policy
        }
        if let x = try c.field(Double.self, .touchSlop) { s.touchSlop = x }
        if let text = try c.field(String.self, .script) {
            s.script = try Script(parsing: text, path: DecodingErrorText.path(c.codingPath + [CodingKeys.script]))
        }
        scenario = s
    }

    func encode(to encoder: any Encoder) throws {
        let s = scenario
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Scenario.fileVersion, forKey: .version)
        try c.encode(s.name, forKey: .name)
        try c.encode(s.viewportHeight, forKey: .viewportHeight)
        try c.encode(s.panelHeight, forKey: .panelHeight)
        try c.encode(s.detents, forKey: .detents)
        try c.encodeIfPresent(s.minimumDisplayHeight, forKey: .minimumDisplayHeight)
        try c.encodeIfPresent(s.initialDisplayHeight, forKey: .initialDisplayHeight)
        try c.encode(s.displayScale, forKey: .displayScale)
        try c.encode(s.chain.map(ChainLevelRecord.init), forKey: .chain)
        try c.encode(s.chainTopInPanel, forKey: .chainTopInPanel)
        try c.encode(PlacementRecord(placement: s.placement), forKey: .placement)
        try c.encode(FeelRecord(s.feel), forKey: .feel)
        try c.encode(BounceRecord(s.bounce), forKey: .bounce)
        try c.encode(s.movementStyle.rawValue, forKey: .movementStyle)
        try c.encode(ViewAnimationRecord(s.viewAnimation), forKey: .viewAnimation)
        try c.encode(s.panelDecelerationRate, forKey: .panelDecelerationRate)
        try c.encode(s.innerDecelerationRate, forKey: .innerDecelerationRate)
        try c.encode(s.bounceStiffness, forKey: .bounceStiffness)
        try c.encode(s.policy.rawValue, forKey: .policy)
        try c.encode(s.frameRate, forKey: .frameRate)
        try c.encodeIfPresent(s.settleThreshold, forKey: .settleThreshold)
        try c.encode(s.handoffMode.rawValue, forKey: .handoffMode)
        try c.encode(s.offsetMismatch.rawValue, forKey: .offsetMismatch)
        if s.touchSlop != 0 { try c.encode(s.touchSlop, forKey: .touchSlop) }
        try c.encodeIfPresent(
            s.script.map { $0.actions.map(\.description).joined(separator: "; ") }, forKey: .script)
    }
}

/// One level of `chain`: `contentHeight` and `viewportHeight` required, the rest default as in ``ChainLevel``.
struct ChainLevelRecord: Codable {
    var level: ChainLevel

    init(_ level: ChainLevel) { self.level = level }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case contentHeight, viewportHeight, insetTop, insetBottom, contentOffset, childMinY, bounces, name, segments
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var l = ChainLevel(
            contentHeight: try c.decode(Double.self, forKey: .contentHeight),
            viewportHeight: try c.decode(Double.self, forKey: .viewportHeight))
        if let x = try c.field(Double.self, .insetTop) { l.insetTop = x }
        if let x = try c.field(Double.self, .insetBottom) { l.insetBottom = x }
        if let x = try c.field(Double.self, .contentOffset) { l.contentOffset = x }
        if let x = try c.field(Double.self, .childMinY) { l.childMinY = x }
        if let x = try c.field(Bool.self, .bounces) { l.bounces = x }
        if let x = try c.field(String.self, .name) { l.name = x }
        if let x = try c.field([InnerSegmentRecord].self, .segments) { l.segments = x.map(\.segment) }
        level = l
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(level.contentHeight, forKey: .contentHeight)
        try c.encode(level.viewportHeight, forKey: .viewportHeight)
        try c.encode(level.insetTop, forKey: .insetTop)
        try c.encode(level.insetBottom, forKey: .insetBottom)
        try c.encode(level.contentOffset, forKey: .contentOffset)
        try c.encode(level.childMinY, forKey: .childMinY)
        try c.encode(level.bounces, forKey: .bounces)
        try c.encodeIfPresent(level.name, forKey: .name)
        try c.encodeIfPresent(level.segments?.map(InnerSegmentRecord.init), forKey: .segments)
    }
}

/// One explicit segment of `chain[0].segments`: `displayHeight` required, `beginOffset` and `endOffset` optional.
struct InnerSegmentRecord: Codable {
    var segment: InnerSegment

    init(_ segment: InnerSegment) { self.segment = segment }

    enum CodingKeys: String, CodingKey, CaseIterable { case displayHeight, beginOffset, endOffset }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        segment = InnerSegment(
            displayHeight: try c.decode(Double.self, forKey: .displayHeight),
            beginOffset: try c.field(Double.self, .beginOffset), endOffset: try c.field(Double.self, .endOffset))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(segment.displayHeight, forKey: .displayHeight)
        try c.encodeIfPresent(segment.beginOffset, forKey: .beginOffset)
        try c.encodeIfPresent(segment.endOffset, forKey: .endOffset)
    }
}

/// `placement`: `{"kind": …}` plus `ratio` (automatic, optional) or `height` (atDisplayHeight, required).
struct PlacementRecord: Codable {
    var placement: HandoffPlacement

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, ratio, height }

    private static let kinds = ["automatic", "afterPanelFullyDisplayed", "atDisplayHeight", "fromTouchedPosition"]

    init(placement: HandoffPlacement) { self.placement = placement }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        _ = try c.choice(.kind, Self.kinds.map { ($0, $0) })
        let extra = kind == "automatic" ? ["ratio"] : kind == "atDisplayHeight" ? ["height"] : []
        try StrictKeys.check(decoder, known: ["kind"] + extra)
        switch kind {
        case "automatic":
            placement = .automatic(
                minimumVisibilityRatio: try c.field(Double.self, .ratio)
                    ?? HandoffPlacement.defaultMinimumVisibilityRatio)
        case "atDisplayHeight": placement = .atDisplayHeight(try c.decode(Double.self, forKey: .height))
        case "afterPanelFullyDisplayed": placement = .afterPanelFullyDisplayed
        default: placement = .fromTouchedPosition
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch placement {
        case .automatic(let ratio):
            try c.encode("automatic", forKey: .kind)
            try c.encode(ratio, forKey: .ratio)
        case .afterPanelFullyDisplayed: try c.encode("afterPanelFullyDisplayed", forKey: .kind)
        case .atDisplayHeight(let height):
            try c.encode("atDisplayHeight", forKey: .kind)
            try c.encode(height, forKey: .height)
        case .fromTouchedPosition: try c.encode("fromTouchedPosition", forKey: .kind)
        }
    }
}

/// `feel`: each field overrides only itself; `nonSnappingRanges` replaces the whole list.
struct FeelRecord: Codable {
    var lowVelocityThreshold: Double?
    var highVelocityThreshold: Double?
    var adjacentAnchorDistance: Double?
    var panelToParticipantCaptureDistance: Double?
    var disableInnerMomentumTransfer: Bool?
    var collapseResistance: Bool?
    var nonSnappingRanges: [RangeRecord]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case lowVelocityThreshold, highVelocityThreshold, adjacentAnchorDistance, panelToParticipantCaptureDistance
        case disableInnerMomentumTransfer, collapseResistance, nonSnappingRanges
    }

    init(_ f: FeelParameters) {
        lowVelocityThreshold = f.lowVelocityThreshold
        highVelocityThreshold = f.highVelocityThreshold
        adjacentAnchorDistance = f.adjacentAnchorDistance
        panelToParticipantCaptureDistance = f.panelToParticipantCaptureDistance
        disableInnerMomentumTransfer = f.disableInnerMomentumTransfer
        collapseResistance = f.collapseResistance
        nonSnappingRanges = f.nonSnappingRanges.map(RangeRecord.init)
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        lowVelocityThreshold = try c.field(Double.self, .lowVelocityThreshold)
        highVelocityThreshold = try c.field(Double.self, .highVelocityThreshold)
        adjacentAnchorDistance = try c.field(Double.self, .adjacentAnchorDistance)
        panelToParticipantCaptureDistance = try c.field(Double.self, .panelToParticipantCaptureDistance)
        disableInnerMomentumTransfer = try c.field(Bool.self, .disableInnerMomentumTransfer)
        collapseResistance = try c.field(Bool.self, .collapseResistance)
        nonSnappingRanges = try c.field([RangeRecord].self, .nonSnappingRanges)
    }

    /// Overrides the fields this record has.
    func apply(to f: inout FeelParameters) {
        if let x = lowVelocityThreshold { f.lowVelocityThreshold = x }
        if let x = highVelocityThreshold { f.highVelocityThreshold = x }
        if let x = adjacentAnchorDistance { f.adjacentAnchorDistance = x }
        if let x = panelToParticipantCaptureDistance { f.panelToParticipantCaptureDistance = x }
        if let x = disableInnerMomentumTransfer { f.disableInnerMomentumTransfer = x }
        if let x = collapseResistance { f.collapseResistance = x }
        if let x = nonSnappingRanges { f.nonSnappingRanges = x.map(\.range) }
    }
}

/// One of `feel.nonSnappingRanges`: `lower` and `upper` required, each read as `native` (default) or `objc`.
struct RangeRecord: Codable {
    var range: NonSnappingRange

    init(_ range: NonSnappingRange) { self.range = range }

    enum CodingKeys: String, CodingKey, CaseIterable { case lower, upper, lowerRepresentation, upperRepresentation }

    private static let representations: [(String, SourceScalar.Representation)] = [
        ("native", .native), ("objc", .objectiveC),
    ]

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let lower = try c.decode(Double.self, forKey: .lower)
        let upper = try c.decode(Double.self, forKey: .upper)
        let lowerRepresentation = try c.choice(.lowerRepresentation, Self.representations) ?? .native
        let upperRepresentation = try c.choice(.upperRepresentation, Self.representations) ?? .native
        range = NonSnappingRange(
            lower: SourceScalar(lower, lowerRepresentation), upper: SourceScalar(upper, upperRepresentation))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        let name = { (r: SourceScalar.Representation) in Self.representations.first { $0.1 == r }?.0 ?? "native" }
        try c.encode(range.lower.value, forKey: .lower)
        try c.encode(range.upper.value, forKey: .upper)
        try c.encode(name(range.lower.representation), forKey: .lowerRepresentation)
        try c.encode(name(range.upper.representation), forKey: .upperRepresentation)
    }
}

/// `bounce`: each field overrides only itself.
struct BounceRecord: Codable {
    var allowsPanelTopBounce: Bool?
    var allowsPanelBottomBounce: Bool?
    var preferredTopOwner: BouncePolicy.Owner?
    var preferredBottomOwner: BouncePolicy.Owner?
    var forcesInnerTopBounce: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case allowsPanelTopBounce, allowsPanelBottomBounce, preferredTopOwner, preferredBottomOwner
        case forcesInnerTopBounce
    }

    private static let owners: [(String, BouncePolicy.Owner)] = [
        ("panel", .panel), ("innerScrollView", .innerScrollView),
    ]

    init(_ b: BouncePolicy) {
        allowsPanelTopBounce = b.allowsPanelTopBounce
        allowsPanelBottomBounce = b.allowsPanelBottomBounce
        preferredTopOwner = b.preferredTopOwner
        preferredBottomOwner = b.preferredBottomOwner
        forcesInnerTopBounce = b.forcesInnerTopBounce
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        allowsPanelTopBounce = try c.field(Bool.self, .allowsPanelTopBounce)
        allowsPanelBottomBounce = try c.field(Bool.self, .allowsPanelBottomBounce)
        preferredTopOwner = try c.choice(.preferredTopOwner, Self.owners)
        preferredBottomOwner = try c.choice(.preferredBottomOwner, Self.owners)
        forcesInnerTopBounce = try c.field(Bool.self, .forcesInnerTopBounce)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(allowsPanelTopBounce, forKey: .allowsPanelTopBounce)
        try c.encodeIfPresent(allowsPanelBottomBounce, forKey: .allowsPanelBottomBounce)
        try c.encodeIfPresent(preferredTopOwner?.rawValue, forKey: .preferredTopOwner)
        try c.encodeIfPresent(preferredBottomOwner?.rawValue, forKey: .preferredBottomOwner)
        try c.encodeIfPresent(forcesInnerTopBounce, forKey: .forcesInnerTopBounce)
    }

    /// Overrides the fields this record has.
    func apply(to b: inout BouncePolicy) {
        if let x = allowsPanelTopBounce { b.allowsPanelTopBounce = x }
        if let x = allowsPanelBottomBounce { b.allowsPanelBottomBounce = x }
        if let x = preferredTopOwner { b.preferredTopOwner = x }
        if let x = preferredBottomOwner { b.preferredBottomOwner = x }
        if let x = forcesInnerTopBounce { b.forcesInnerTopBounce = x }
    }
}

/// `viewAnimation`: each field overrides only itself.
struct ViewAnimationRecord: Codable {
    var speed: Double?
    var baseDuration: Double?
    var maximumDuration: Double?
    var usesSpring: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable { case speed, baseDuration, maximumDuration, usesSpring }

    init(_ a: ViewAnimationSettings) {
        speed = a.speed
        baseDuration = a.baseDuration
        maximumDuration = a.maximumDuration
        usesSpring = a.usesSpring
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        speed = try c.field(Double.self, .speed)
        baseDuration = try c.field(Double.self, .baseDuration)
        maximumDuration = try c.field(Double.self, .maximumDuration)
        usesSpring = try c.field(Bool.self, .usesSpring)
    }

    /// Overrides the fields this record has.
    func apply(to a: inout ViewAnimationSettings) {
        if let x = speed { a.speed = x }
        if let x = baseDuration { a.baseDuration = x }
        if let x = maximumDuration { a.maximumDuration = x }
        if let x = usesSpring { a.usesSpring = x }
    }
}

extension KeyedDecodingContainer {
    /// The value of `key` when the object has it; `null` is refused (`expected a number, found null`).
    fileprivate func field<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        contains(key) ? try decode(T.self, forKey: key) : nil
    }

    /// A number or `null`: `nil` when absent (keep the base value), `.some(nil)` for `null` (clear it).
    fileprivate func nullable(_ key: Key) throws -> Double?? {
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) { return .some(nil) }
        return .some(try decode(Double.self, forKey: key))
    }

    /// A string that must be one of `choices` (by name), else `path: "x" is not one of "a", "b"`.
    fileprivate func choice<T>(_ key: Key, _ choices: [(String, T)]) throws -> T? {
        guard let text = try field(String.self, key) else { return nil }
        if let hit = choices.first(where: { $0.0 == text }) { return hit.1 }
        let list = choices.map { DecodingErrorText.quoted($0.0) }.joined(separator: ", ")
        throw invalid(key, "\(DecodingErrorText.quoted(text)) is not one of \(list)")
    }

    /// A decoding error at `key` with `reason` as its text.
    fileprivate func invalid(_ key: Key, _ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath + [key], debugDescription: reason))
    }
}
