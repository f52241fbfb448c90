// Scenario/Scenario+Validation: the scenario's checks, each with its one-line reason.
import ScrollAxis
import ScrollPhysics
import Support
import Units

extension Scenario {
    /// The largest length a scenario may hold, points (``GeometryLimits/maximumLength``, 1 000 000 pt; larger sizes
    /// are rejected as absurd). Also the cap on the feel thresholds (pt/ms and pt) and on the bounce stiffness (1/s²).
    public static let maximumLength = GeometryLimits.maximumLength
    /// The most detents a scenario may have.
    public static let maximumDetentCount = 1024
    /// The most non-snapping ranges a scenario may have.
    public static let maximumNonSnappingRangeCount = 1024
    /// The deepest nested chain a scenario may hold, levels.
    public static let maximumChainDepth = 4096
    /// The longest participant name accepted, characters.
    public static let maximumParticipantNameLength = 40
    /// The largest display scale, pixels per point.
    public static let maximumDisplayScale = 10.0
    /// The longest view-animation duration setting, seconds.
    public static let maximumAnimationDuration = 60.0
    /// The frame rates a scenario may use, frames per second.
    public static let supportedFrameRates: [Double] = [60, 120, 240]

    /// The legal lengths that must be positive (viewport, panel and list viewport heights), points.
    public static let positiveLengthRange = LegalRange.positive(upTo: maximumLength, unit: "pt")
    /// The legal lengths that may be 0 (detents, content heights, the feel distances), points.
    public static let nonNegativeLengthRange = LegalRange.closed(0, maximumLength, unit: "pt")
    /// The legal feel velocity thresholds, points per millisecond.
    public static let velocityThresholdRange = LegalRange.closed(0, maximumLength, unit: "pt/ms")
    /// The legal view-animation speeds, points per second (the component then clamps to 100…100 000).
    public static let animationSpeedRange = LegalRange.positive(upTo: maximumLength, unit: "pt/s")
    /// The legal view-animation durations (base and maximum), seconds.
    public static let animationDurationRange = LegalRange.closed(0, maximumAnimationDuration, unit: "s")
    /// The legal bounce-back stiffness, 1/s².
    public static let bounceStiffnessRange = LegalRange.positive(upTo: maximumLength, unit: "1/s²")
    /// The legal settle thresholds, points.
    public static let settleThresholdRange = LegalRange.positive(upTo: 1000, unit: "pt")
    /// The legal touch slops, points.
    public static let touchSlopRange = LegalRange.closed(0, 1000, unit: "pt")
    /// The minimum display height used without detents when ``minimumDisplayHeight`` is nil, points.
    public static let defaultMinimumDisplayHeight = 66.0

    /// The lowest legal display height, points: the first detent, else ``minimumDisplayHeight`` (nil: 66), both
    /// as the library reads them (Float32).
    public var effectiveMinimumDisplayHeight: Double {
        readDetents.first ?? readMinimumDisplayHeight ?? Scenario.defaultMinimumDisplayHeight
    }

    /// The highest legal display height, points: the last detent (read as Float32), else ``panelHeight``.
    public var effectiveMaximumDisplayHeight: Double { readDetents.last ?? panelHeight }

    /// Checks that every field holds a value the simulator can use; throws the first problem found, naming its
    /// JSON path (the field names of a scenario file, see `Scenarios/README.md`). Never traps.
    ///
    /// Rules (points unless stated): ``name`` non-empty, one line; ``viewportHeight`` and ``panelHeight`` finite,
    /// > 0, ≤ 1 000 000; ``detents`` at most 1024, each finite, ≥ 0, ≤ 1 000 000 and strictly greater than the
    /// previous one **after Float32 narrowing** (`Double(Float(x))`, the UIKit layer reads them as Objective-C
    /// numbers); ``minimumDisplayHeight`` finite ≥ 0 and, without detents, ≤ ``panelHeight`` (also when nil: 66);
    /// ``initialDisplayHeight`` within the legal display heights; ``displayScale`` finite in (0, 10];
    /// ``chainTopInPanel`` finite, ≥ 0, ≤ ``panelHeight``; ``chain`` at most 4096 levels, each with
    /// `contentHeight` finite ≥ 0, `viewportHeight` finite > 0, insets, offset and `childMinY` finite within
    /// ±1 000 000; ``placement`` `.automatic(r)` with r in [0, 1], `.atDisplayHeight(h)` with h finite in
    /// (0, 1 000 000]; the four feel thresholds finite ≥ 0; non-snapping ranges finite with lower < upper (as
    /// read); view-animation speed finite > 0 (pt/s), durations finite in [0, 60] s; both deceleration rates
    /// finite in (0, 1) per ms; ``bounceStiffness`` finite > 0; ``frameRate`` one of 60, 120, 240; chain names
    /// 1…40 of `A-Z a-z 0-9 _ -`, distinct (defaults included); ``settleThreshold`` finite > 0 and ≤ 1000 pt.
    public func validate() throws(ScenarioError) {
        if let problem = Self.nameProblem(name) { throw ScenarioError(path: "name", reason: problem) }
        try Check.positiveLength(viewportHeight, "viewportHeight")
        try Check.positiveLength(panelHeight, "panelHeight")
        try validateDetents()
        try validateDisplayHeights()
        if !(displayScale.isFinite && displayScale > 0) {
            throw ScenarioError(path: "displayScale", reason: "\(Check.text(displayScale)) is not a finite number > 0")
        }
        if displayScale > Scenario.maximumDisplayScale {
            throw ScenarioError(
                path: "displayScale",
                reason:
                    "\(Check.text(displayScale)) is larger than the limit \(Check.text(Scenario.maximumDisplayScale))")
        }
        try Check.nonNegativeLength(chainTopInPanel, "chainTopInPanel")
        if chainTopInPanel > panelHeight {
            throw ScenarioError(
                path: "chainTopInPanel",
                reason: "\(Check.text(chainTopInPanel)) is greater than panelHeight \(Check.text(panelHeight))")
        }
        try validateChain()
        try validatePlacement()
        try validateFeel()
        try Check.within(viewAnimation.speed, "viewAnimation.speed", Scenario.animationSpeedRange)
        try Check.within(viewAnimation.baseDuration, "viewAnimation.baseDuration", Scenario.animationDurationRange)
        try Check.within(
            viewAnimation.maximumDuration, "viewAnimation.maximumDuration", Scenario.animationDurationRange)
        try Check.rate(panelDecelerationRate, "panelDecelerationRate")
        try Check.rate(innerDecelerationRate, "innerDecelerationRate")
        try Check.within(bounceStiffness, "bounceStiffness", Scenario.bounceStiffnessRange)
        if !Scenario.supportedFrameRates.contains(frameRate) {
            let list = Scenario.supportedFrameRates.map(Check.text).joined(separator: ", ")
            throw ScenarioError(path: "frameRate", reason: "\(Check.text(frameRate)) is not one of \(list)")
        }
        if let t = settleThreshold { try Check.within(t, "settleThreshold", Scenario.settleThresholdRange) }
        try Check.within(touchSlop, "touchSlop", Scenario.touchSlopRange)
    }

    private func validateDetents() throws(ScenarioError) {
        if detents.count > Scenario.maximumDetentCount {
            throw ScenarioError(
                path: "detents", reason: "\(detents.count) detents exceed the limit of \(Scenario.maximumDetentCount)")
        }
        for (i, d) in detents.enumerated() {
            let path = "detents[\(i)]"
            try Check.nonNegativeLength(d, path)
            guard i > 0 else { continue }
            let previous = detents[i - 1]
            let read = Double(Float(d))
            let previousRead = Double(Float(previous))
            if read > previousRead { continue }
            if d > previous {
                throw ScenarioError(
                    path: path,
                    reason:
                        "\(Check.text(d)) is not greater than \(Check.text(previous)) after Float32 narrowing (both read as \(Check.text(read)))"
                )
            }
            throw ScenarioError(path: path, reason: "\(Check.text(d)) is not greater than \(Check.text(previous))")
        }
    }

    private func validateDisplayHeights() throws(ScenarioError) {
        if let m = minimumDisplayHeight { try Check.nonNegativeLength(m, "minimumDisplayHeight") }
        if detents.isEmpty {
            let m = minimumDisplayHeight ?? Scenario.defaultMinimumDisplayHeight
            if m > panelHeight {
                let shown = minimumDisplayHeight == nil ? "the default \(Check.text(m))" : Check.text(m)
                throw ScenarioError(
                    path: "minimumDisplayHeight",
                    reason: "\(shown) is greater than panelHeight \(Check.text(panelHeight))")
            }
        }
        if let h = initialDisplayHeight {
            try Check.nonNegativeLength(h, "initialDisplayHeight")
            let lo = effectiveMinimumDisplayHeight
            let hi = effectiveMaximumDisplayHeight
            if h < lo || h > hi {
                throw ScenarioError(
                    path: "initialDisplayHeight",
                    reason:
                        "\(Check.text(h)) is outside the legal display heights \(Check.text(lo))...\(Check.text(hi))")
            }
        }
    }

    private func validateChain() throws(ScenarioError) {
        if chain.count > Scenario.maximumChainDepth {
            throw ScenarioError(
                path: "chain", reason: "\(chain.count) levels exceed the limit of \(Scenario.maximumChainDepth)")
        }
        var seen: [String: Int] = [:]
        for (i, level) in chain.enumerated() {
            let p = "chain[\(i)]."
            try Check.nonNegativeLength(level.contentHeight, p + "contentHeight")
            try Check.positiveLength(level.viewportHeight, p + "viewportHeight")
            try Check.finiteLength(level.insetTop, p + "insetTop")
            try Check.finiteLength(level.insetBottom, p + "insetBottom")
            try Check.finiteLength(level.contentOffset, p + "contentOffset")
            try Check.finiteLength(level.childMinY, p + "childMinY")
            if let name = level.name {
                let allowed = name.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                        || $0 == "-"
                }
                if name.isEmpty || name.count > Scenario.maximumParticipantNameLength || !allowed {
                    throw ScenarioError(
                        path: p + "name",
                        reason: "must be 1...\(Scenario.maximumParticipantNameLength) of A-Z a-z 0-9 _ - "
                            + "(it names CSV columns)")
                }
            }
            if level.segments != nil, i > 0 || chain.count > 1 {
                throw ScenarioError(
                    path: p + "segments", reason: "explicit segments are supported on a one-level chain's list only")
            }
            try level.validateSegments(p + "segments")
            let name = participantName(level: i)
            if let j = seen.updateValue(i, forKey: name) {
                throw ScenarioError(path: p + "name", reason: "\"\(name)\" is already the name of chain[\(j)]")
            }
        }
    }

    private func validatePlacement() throws(ScenarioError) {
        switch placement {
        case .automatic(let ratio):
            if !(ratio.isFinite && ratio >= 0 && ratio <= 1) {
                throw ScenarioError(
                    path: "placement.ratio", reason: "\(Check.text(ratio)) is not a finite number in [0, 1]")
            }
        case .atDisplayHeight(let h):
            try Check.positiveLength(h, "placement.height")
        case .afterPanelFullyDisplayed, .fromTouchedPosition:
            break
        }
    }

    private func validateFeel() throws(ScenarioError) {
        let thresholds = Scenario.velocityThresholdRange
        let distances = Scenario.nonNegativeLengthRange
        try Check.within(feel.lowVelocityThreshold, "feel.lowVelocityThreshold", thresholds)
        try Check.within(feel.highVelocityThreshold, "feel.highVelocityThreshold", thresholds)
        try Check.within(feel.adjacentAnchorDistance, "feel.adjacentAnchorDistance", distances)
        try Check.within(feel.panelToParticipantCaptureDistance, "feel.panelToParticipantCaptureDistance", distances)
        let ranges = feel.nonSnappingRanges
        if ranges.count > Scenario.maximumNonSnappingRangeCount {
            throw ScenarioError(
                path: "feel.nonSnappingRanges",
                reason: "\(ranges.count) ranges exceed the limit of \(Scenario.maximumNonSnappingRangeCount)")
        }
        for (i, r) in ranges.enumerated() {
            let p = "feel.nonSnappingRanges[\(i)]"
            try Check.finiteLength(r.lower.value, p + ".lower")
            try Check.finiteLength(r.upper.value, p + ".upper")
            let lo = r.lower.resolved
            let hi = r.upper.resolved
            if !(lo < hi) {
                let narrowed = lo != r.lower.value || hi != r.upper.value
                throw ScenarioError(
                    path: p,
                    reason: "lower \(Check.text(lo)) is not less than upper \(Check.text(hi))"
                        + (narrowed ? " after Float32 narrowing" : ""))
            }
        }
    }
}

/// The scenario validator's checks and their one-line reasons (the physics module's own input checks are
/// ScrollPhysics' `PhysicsInputError`; these name a scenario file's field).
enum Check {
    static func text(_ x: Double) -> String { NumberFormat.plain(x) }

    /// Finite and within `range`: below the lower end says `is not a finite number >= 0` (or `> 0`), above the
    /// upper end `is larger than the 1000000 pt limit`.
    static func within(_ x: Double, _ path: String, _ range: LegalRange) throws(ScenarioError) {
        guard x.isFinite, range.contains(x) || range.upperLimit.map({ x > $0 }) == true else {
            let lower: String =
                switch range.lower {
                case .closed(let a): " >= \(text(a))"
                case .open(let a): " > \(text(a))"
                case .none: ""
                }
            throw ScenarioError(path: path, reason: "\(text(x)) is not a finite number\(lower)")
        }
        guard range.contains(x) else {
            let limit = range.upperLimit ?? x
            throw ScenarioError(path: path, reason: "\(text(x)) is larger than the \(text(limit)) \(range.unit) limit")
        }
    }

    static func positiveLength(_ x: Double, _ path: String) throws(ScenarioError) {
        try within(x, path, Scenario.positiveLengthRange)
    }

    static func nonNegativeLength(_ x: Double, _ path: String) throws(ScenarioError) {
        try within(x, path, Scenario.nonNegativeLengthRange)
    }

    /// Finite, |x| ≤ the length limit.
    static func finiteLength(_ x: Double, _ path: String) throws(ScenarioError) {
        guard x.isFinite else { throw ScenarioError(path: path, reason: "\(text(x)) is not finite") }
        if abs(x) > Scenario.maximumLength {
            throw ScenarioError(
                path: path, reason: "\(text(x)) is outside the ±\(text(Scenario.maximumLength)) pt limit")
        }
    }

    /// In UIKit's legal range (``DecelerationRate/legalRange``) and fast enough to matter within the simulation's
    /// cap: a velocity that decays by less than a factor e in ``Scenario/maximumMovementDuration`` (decay
    /// time 1/(−1000·ln r) above the cap) cannot bring any motion to rest in it, so such a rate is refused rather
    /// than cut at the cap.
    static func rate(_ x: Double, _ path: String) throws(ScenarioError) {
        guard let rate = try? DecelerationRate(perMillisecond: x) else {
            throw ScenarioError(path: path, reason: "\(text(x)) is not a finite number in (0, 1)")
        }
        let cap = Scenario.maximumMovementDuration
        let decayTime = -1 / rate.decayExponent
        guard decayTime <= cap else {
            throw ScenarioError(
                path: path,
                reason: "\(text(x)) is too close to 1: the velocity's decay time 1/(−1000·ln r) is "
                    + "\(NumberFormat.short(decayTime)) s, longer than the \(text(cap)) s simulation cap "
                    + "(rates up to e^(−1/(1000·cap)) ≈ 0.99995 are accepted)")
        }
    }
}

extension Scenario {
    /// Why `name` cannot name a scenario (or a tuning in a legend, a title, a file name made from it), or nil when
    /// it can: it must not be empty and must be one line without control characters (C0, DEL, C1) or the
    /// bidirectional controls (U+202A…U+202E, U+2066…U+2069) that make a printed name read as another.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "must not be empty" }
        let hidden = name.unicodeScalars.contains(where: EscapedText.hidesText)
        return hidden ? "must be one line without control characters" : nil
    }
}
