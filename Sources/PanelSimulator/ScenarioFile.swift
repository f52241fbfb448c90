import ScrollAxis
import Support

// Scenario JSON files (format: Scenarios/README.md). Reading is strict — unknown fields, duplicate fields, wrong
// types and numbers a double cannot hold are errors naming their JSON path — and never traps.

extension Scenario {
    /// The largest scenario file accepted, bytes (16 MiB).
    public static let maximumFileSize = 16 << 20

    /// Reads a scenario from the UTF-8 bytes of a scenario JSON file, then validates it (``validate()``).
    ///
    /// Every field is optional; a missing field keeps the value of the preset named by `"preset"` or, without
    /// one, the ``Scenario`` default (name `custom`). Within `feel`, `bounce` and `viewAnimation`, each field
    /// overrides only itself; arrays (`detents`, `chain`, `feel.nonSnappingRanges`) and `placement` replace the
    /// whole value.
    ///
    /// - Parameters:
    ///   - json: the file's bytes (UTF-8; a leading byte-order mark is skipped).
    ///   - source: the name used in errors about the file as a whole, e.g. `scenario.json`.
    /// - Throws: ``ScenarioError`` with the JSON path and the reason, e.g. `detents[1]: expected a number,
    ///   found a string`, `chain[0].bonces: unknown field`, `scenario.json: not valid JSON (unexpected end of
    ///   input)`, or a validation error.
    public static func decode(json: [UInt8], source: String) throws(ScenarioError) -> Scenario {
        if json.count > maximumFileSize {
            throw ScenarioError(path: source, reason: "file is larger than \(maximumFileSize >> 20) MiB")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw ScenarioError(path: source, reason: "not valid JSON (\(error.message))")
        }
        guard case .object = root else {
            throw ScenarioError(path: source, reason: "expected an object, found \(root.kindDescription)")
        }
        let scenario = try ScenarioDecoder.scenario(from: root)
        try scenario.validate()
        return scenario
    }

    /// Reads a scenario from the text of a scenario JSON file; see the `[UInt8]` overload.
    public static func decode(json: String, source: String) throws(ScenarioError) -> Scenario {
        try decode(json: Array(json.utf8), source: source)
    }

    /// The scenario as a complete scenario JSON file: every field written (nil optionals omitted), keys sorted,
    /// two-space indentation, integral numbers without a fraction and others in their shortest round-tripping
    /// form, a trailing newline. The same scenario always gives the same text, and ``decode(json:source:)``
    /// of the text gives back an equal scenario when the scenario is valid. (A non-finite number, which JSON
    /// cannot hold, is written as a string such as `"NaN"` so that reading it back fails loudly.)
    public func encode() -> String { JSONWriter.write(ScenarioEncoder.object(self)) }
}

// MARK: - Encoding

private enum ScenarioEncoder {
    static func number(_ x: Double) -> JSONValue {
        x.isFinite ? .number(x, text: "") : .string(NumberFormat.plain(x))
    }

    static func object(_ s: Scenario) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("name", .string(s.name)),
            ("viewportHeight", number(s.viewportHeight)),
            ("panelHeight", number(s.panelHeight)),
            ("detents", .array(s.detents.map(number))),
            ("displayScale", number(s.displayScale)),
            ("chain", .array(s.chain.map(level))),
            ("chainTopInPanel", number(s.chainTopInPanel)),
            ("placement", placement(s.placement)),
            ("handoffMode", .string(s.handoffMode.rawValue)),
            ("offsetMismatch", .string(s.offsetMismatch.rawValue)),
            ("feel", feel(s.feel)),
            ("bounce", bounce(s.bounce)),
            ("movementStyle", .string(s.movementStyle.rawValue)),
            (
                "viewAnimation",
                .object([
                    ("speed", number(s.viewAnimation.speed)),
                    ("baseDuration", number(s.viewAnimation.baseDuration)),
                    ("maximumDuration", number(s.viewAnimation.maximumDuration)),
                    ("usesSpring", .bool(s.viewAnimation.usesSpring)),
                ])
            ),
            ("panelDecelerationRate", number(s.panelDecelerationRate)),
            ("innerDecelerationRate", number(s.innerDecelerationRate)),
            ("bounceStiffness", number(s.bounceStiffness)),
            ("policy", .string(s.policy.rawValue)),
            ("frameRate", number(s.frameRate)),
        ]
        if let m = s.minimumDisplayHeight { fields.append(("minimumDisplayHeight", number(m))) }
        if let h = s.initialDisplayHeight { fields.append(("initialDisplayHeight", number(h))) }
        if let t = s.settleThreshold { fields.append(("settleThreshold", number(t))) }
        if let script = s.script {
            fields.append(("script", .string(script.actions.map(\.description).joined(separator: "; "))))
        }
        return .object(fields)
    }

    static func level(_ l: ChainLevel) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("contentHeight", number(l.contentHeight)),
            ("viewportHeight", number(l.viewportHeight)),
            ("insetTop", number(l.insetTop)),
            ("insetBottom", number(l.insetBottom)),
            ("contentOffset", number(l.contentOffset)),
            ("childMinY", number(l.childMinY)),
            ("bounces", .bool(l.bounces)),
        ]
        if let name = l.name { fields.append(("name", .string(name))) }
        return .object(fields)
    }

    static func placement(_ p: HandoffPlacement) -> JSONValue {
        switch p {
        case .automatic(let r): return .object([("kind", .string("automatic")), ("ratio", number(r))])
        case .afterPanelFullyDisplayed: return .object([("kind", .string("afterPanelFullyDisplayed"))])
        case .atDisplayHeight(let h): return .object([("kind", .string("atDisplayHeight")), ("height", number(h))])
        case .fromTouchedPosition: return .object([("kind", .string("fromTouchedPosition"))])
        }
    }

    static func feel(_ f: FeelParameters) -> JSONValue {
        .object([
            ("lowVelocityThreshold", number(f.lowVelocityThreshold)),
            ("highVelocityThreshold", number(f.highVelocityThreshold)),
            ("adjacentAnchorDistance", number(f.adjacentAnchorDistance)),
            ("panelToParticipantCaptureDistance", number(f.panelToParticipantCaptureDistance)),
            ("disableInnerMomentumTransfer", .bool(f.disableInnerMomentumTransfer)),
            ("collapseResistance", .bool(f.collapseResistance)),
            (
                "nonSnappingRanges",
                .array(
                    f.nonSnappingRanges.map { r in
                        .object([
                            ("lower", number(r.lower.value)),
                            ("upper", number(r.upper.value)),
                            ("lowerRepresentation", .string(r.lower.representation.rawValue)),
                            ("upperRepresentation", .string(r.upper.representation.rawValue)),
                        ])
                    })
            ),
        ])
    }

    static func bounce(_ b: BouncePolicy) -> JSONValue {
        .object([
            ("allowsPanelTopBounce", .bool(b.allowsPanelTopBounce)),
            ("allowsPanelBottomBounce", .bool(b.allowsPanelBottomBounce)),
            ("preferredTopOwner", .string(b.preferredTopOwner.rawValue)),
            ("preferredBottomOwner", .string(b.preferredBottomOwner.rawValue)),
            ("forcesInnerTopBounce", .bool(b.forcesInnerTopBounce)),
        ])
    }
}

// MARK: - Decoding

/// Renders a JSON string for a one-line message: escaped, quoted, cut at 40 characters.
private func quoted(_ s: String) -> String {
    let cut = s.count > 40 ? String(s.prefix(40)) + "…" : s
    var out = JSONWriter.write(.string(cut))
    out.removeLast()  // the writer's trailing newline
    return out
}

/// `path.key`, or `path["odd key"]` when the key is not a plain identifier.
private func join(_ path: String, _ key: String) -> String {
    let plain =
        !key.isEmpty
        && key.unicodeScalars.allSatisfy { s in
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-"
        }
    if !plain { return path + "[\(quoted(key))]" }
    return path.isEmpty ? key : path + "." + key
}

/// The fields of one JSON object, checked for unknown and duplicate names (in file order) on creation.
private struct Fields {
    let path: String
    private let values: [String: JSONValue]

    /// - Parameters:
    ///   - value: must be an object (else `path: expected an object, found …`).
    ///   - allowed: the field names this object may hold.
    ///   - unknownHint: appended to `unknown field` (e.g. for placement kinds).
    init(_ value: JSONValue, path: String, allowed: [String], unknownHint: String = "") throws(ScenarioError) {
        guard case .object(let list) = value else {
            throw ScenarioError(path: path, reason: "expected an object, found \(value.kindDescription)")
        }
        self.path = path
        var values: [String: JSONValue] = [:]
        for (key, v) in list {
            if !allowed.contains(key) {
                throw ScenarioError(path: join(path, key), reason: "unknown field" + unknownHint)
            }
            if values[key] != nil { throw ScenarioError(path: join(path, key), reason: "duplicate field") }
            values[key] = v
        }
        self.values = values
    }

    func has(_ key: String) -> Bool { values[key] != nil }
    func raw(_ key: String) -> JSONValue? { values[key] }
    func child(_ key: String) -> String { join(path, key) }

    func required(_ key: String) throws(ScenarioError) -> JSONValue {
        guard let v = values[key] else { throw ScenarioError(path: child(key), reason: "missing required field") }
        return v
    }

    func number(_ key: String) throws(ScenarioError) -> Double? {
        guard let v = values[key] else { return nil }
        return try Decode.number(v, child(key))
    }

    /// Absent: nil (keep the base value); `null`: `.some(nil)`; a number: `.some(x)`.
    func optionalNumber(_ key: String) throws(ScenarioError) -> Double?? {
        guard let v = values[key] else { return nil }
        if case .null = v { return .some(nil) }
        return .some(try Decode.number(v, child(key)))
    }

    func bool(_ key: String) throws(ScenarioError) -> Bool? {
        guard let v = values[key] else { return nil }
        guard case .bool(let b) = v else { throw Decode.typeError("a boolean", v, child(key)) }
        return b
    }

    func string(_ key: String) throws(ScenarioError) -> String? {
        guard let v = values[key] else { return nil }
        return try Decode.string(v, child(key))
    }

    func array(_ key: String) throws(ScenarioError) -> [JSONValue]? {
        guard let v = values[key] else { return nil }
        guard case .array(let a) = v else { throw Decode.typeError("an array", v, child(key)) }
        return a
    }

    /// A string that must be one of `choices` (by raw value).
    func choice<T>(_ key: String, _ choices: [(String, T)]) throws(ScenarioError) -> T? {
        guard let text = try string(key) else { return nil }
        return try Decode.choice(text, choices, child(key))
    }

    // MARK: Overwriting helpers

    func set(_ target: inout Double, _ key: String) throws(ScenarioError) {
        if let x = try number(key) { target = x }
    }

    func set(_ target: inout Bool, _ key: String) throws(ScenarioError) {
        if let b = try bool(key) { target = b }
    }
}

private enum Decode {
    static func typeError(_ expected: String, _ found: JSONValue, _ path: String) -> ScenarioError {
        ScenarioError(path: path, reason: "expected \(expected), found \(found.kindDescription)")
    }

    static func number(_ v: JSONValue, _ path: String) throws(ScenarioError) -> Double {
        guard case .number(let x, let text) = v else { throw typeError("a number", v, path) }
        guard x.isFinite else { throw ScenarioError(path: path, reason: "\(text) does not fit in a double") }
        return x
    }

    static func string(_ v: JSONValue, _ path: String) throws(ScenarioError) -> String {
        guard case .string(let s) = v else { throw typeError("a string", v, path) }
        return s
    }

    static func choice<T>(_ text: String, _ choices: [(String, T)], _ path: String) throws(ScenarioError) -> T {
        if let hit = choices.first(where: { $0.0 == text }) { return hit.1 }
        let list = choices.map { quoted($0.0) }.joined(separator: ", ")
        throw ScenarioError(path: path, reason: "\(quoted(text)) is not one of \(list)")
    }
}

private enum ScenarioDecoder {
    static let rootFields = [
        "preset", "name", "viewportHeight", "panelHeight", "detents", "minimumDisplayHeight", "initialDisplayHeight",
        "displayScale", "chain", "chainTopInPanel", "placement", "feel", "bounce", "movementStyle", "viewAnimation",
        "panelDecelerationRate", "innerDecelerationRate", "bounceStiffness", "policy", "frameRate", "settleThreshold",
        "handoffMode", "offsetMismatch", "script",
    ]

    static func scenario(from root: JSONValue) throws(ScenarioError) -> Scenario {
        let f = try Fields(root, path: "", allowed: rootFields)
        var s: Scenario
        if let name = try f.string("preset") {
            let presets = ScenarioPresets.all.map { ($0.name, $0.scenario) }
            s = try Decode.choice(name, presets, "preset")
        } else {
            s = Scenario(name: "custom")
        }
        if let name = try f.string("name") { s.name = name }
        try f.set(&s.viewportHeight, "viewportHeight")
        try f.set(&s.panelHeight, "panelHeight")
        if let list = try f.array("detents") {
            var detents: [Double] = []
            detents.reserveCapacity(list.count)
            for (i, v) in list.enumerated() { detents.append(try Decode.number(v, "detents[\(i)]")) }
            s.detents = detents
        }
        if let m = try f.optionalNumber("minimumDisplayHeight") { s.minimumDisplayHeight = m }
        if let h = try f.optionalNumber("initialDisplayHeight") { s.initialDisplayHeight = h }
        try f.set(&s.displayScale, "displayScale")
        if let list = try f.array("chain") {
            var chain: [ChainLevel] = []
            chain.reserveCapacity(list.count)
            for (i, v) in list.enumerated() { chain.append(try level(v, "chain[\(i)]")) }
            s.chain = chain
        }
        try f.set(&s.chainTopInPanel, "chainTopInPanel")
        if let v = f.raw("placement") { s.placement = try placement(v, "placement") }
        if let v = f.raw("feel") { s.feel = try feel(v, "feel", base: s.feel) }
        if let v = f.raw("bounce") { s.bounce = try bounce(v, "bounce", base: s.bounce) }
        if let style = try f.choice("movementStyle", MovementStyle.allCases.map { ($0.rawValue, $0) }) {
            s.movementStyle = style
        }
        if let v = f.raw("viewAnimation") {
            let a = try Fields(
                v, path: "viewAnimation", allowed: ["speed", "baseDuration", "maximumDuration", "usesSpring"])
            try a.set(&s.viewAnimation.speed, "speed")
            try a.set(&s.viewAnimation.baseDuration, "baseDuration")
            try a.set(&s.viewAnimation.maximumDuration, "maximumDuration")
            try a.set(&s.viewAnimation.usesSpring, "usesSpring")
        }
        try f.set(&s.panelDecelerationRate, "panelDecelerationRate")
        try f.set(&s.innerDecelerationRate, "innerDecelerationRate")
        try f.set(&s.bounceStiffness, "bounceStiffness")
        if let policy = try f.choice("policy", ReleasePolicy.allCases.map { ($0.rawValue, $0) }) { s.policy = policy }
        try f.set(&s.frameRate, "frameRate")
        if let t = try f.optionalNumber("settleThreshold") { s.settleThreshold = t }
        if let text = try f.string("script") { s.script = try Script(parsing: text, path: "script") }
        if let mode = try f.choice("handoffMode", HandoffMode.allCases.map { ($0.rawValue, $0) }) {
            s.handoffMode = mode
        }
        if let policy = try f.choice("offsetMismatch", OffsetMismatchPolicy.allCases.map { ($0.rawValue, $0) }) {
            s.offsetMismatch = policy
        }
        return s
    }

    static func level(_ v: JSONValue, _ path: String) throws(ScenarioError) -> ChainLevel {
        let f = try Fields(
            v, path: path,
            allowed: [
                "contentHeight", "viewportHeight", "insetTop", "insetBottom",
                "contentOffset", "childMinY", "bounces", "name",
            ])
        var l = ChainLevel(
            contentHeight: try Decode.number(try f.required("contentHeight"), f.child("contentHeight")),
            viewportHeight: try Decode.number(try f.required("viewportHeight"), f.child("viewportHeight")))
        try f.set(&l.insetTop, "insetTop")
        try f.set(&l.insetBottom, "insetBottom")
        try f.set(&l.contentOffset, "contentOffset")
        try f.set(&l.childMinY, "childMinY")
        try f.set(&l.bounces, "bounces")
        if let name = try f.string("name") { l.name = name }
        return l
    }

    static func placement(_ v: JSONValue, _ path: String) throws(ScenarioError) -> HandoffPlacement {
        guard case .object(let list) = v else { throw Decode.typeError("an object", v, path) }
        guard let kindValue = list.first(where: { $0.key == "kind" })?.value else {
            throw ScenarioError(path: join(path, "kind"), reason: "missing required field")
        }
        let kinds = ["automatic", "afterPanelFullyDisplayed", "atDisplayHeight", "fromTouchedPosition"]
        let kind = try Decode.choice(
            try Decode.string(kindValue, join(path, "kind")), kinds.map { ($0, $0) },
            join(path, "kind"))
        let extra: [String] = kind == "automatic" ? ["ratio"] : kind == "atDisplayHeight" ? ["height"] : []
        let f = try Fields(v, path: path, allowed: ["kind"] + extra, unknownHint: " for kind \(quoted(kind))")
        switch kind {
        case "automatic":
            return .automatic(
                minimumVisibilityRatio: try f.number("ratio") ?? HandoffPlacement.defaultMinimumVisibilityRatio)
        case "atDisplayHeight":
            return .atDisplayHeight(try Decode.number(try f.required("height"), f.child("height")))
        case "afterPanelFullyDisplayed":
            return .afterPanelFullyDisplayed
        default:
            return .fromTouchedPosition
        }
    }

    static func feel(_ v: JSONValue, _ path: String, base: FeelParameters) throws(ScenarioError) -> FeelParameters {
        let f = try Fields(
            v, path: path,
            allowed: [
                "lowVelocityThreshold", "highVelocityThreshold", "adjacentAnchorDistance",
                "panelToParticipantCaptureDistance", "disableInnerMomentumTransfer", "collapseResistance",
                "nonSnappingRanges",
            ])
        var p = base
        try f.set(&p.lowVelocityThreshold, "lowVelocityThreshold")
        try f.set(&p.highVelocityThreshold, "highVelocityThreshold")
        try f.set(&p.adjacentAnchorDistance, "adjacentAnchorDistance")
        try f.set(&p.panelToParticipantCaptureDistance, "panelToParticipantCaptureDistance")
        try f.set(&p.disableInnerMomentumTransfer, "disableInnerMomentumTransfer")
        try f.set(&p.collapseResistance, "collapseResistance")
        if let list = try f.array("nonSnappingRanges") {
            var ranges: [NonSnappingRange] = []
            for (i, r) in list.enumerated() { ranges.append(try range(r, f.child("nonSnappingRanges") + "[\(i)]")) }
            p.nonSnappingRanges = ranges
        }
        return p
    }

    static func range(_ v: JSONValue, _ path: String) throws(ScenarioError) -> NonSnappingRange {
        let f = try Fields(v, path: path, allowed: ["lower", "upper", "lowerRepresentation", "upperRepresentation"])
        let representations: [(String, SourceScalar.Representation)] = [("native", .native), ("objc", .objectiveC)]
        let lower = try Decode.number(try f.required("lower"), f.child("lower"))
        let upper = try Decode.number(try f.required("upper"), f.child("upper"))
        let lowerRep = try f.choice("lowerRepresentation", representations) ?? .native
        let upperRep = try f.choice("upperRepresentation", representations) ?? .native
        return NonSnappingRange(lower: SourceScalar(lower, lowerRep), upper: SourceScalar(upper, upperRep))
    }

    static func bounce(_ v: JSONValue, _ path: String, base: BouncePolicy) throws(ScenarioError) -> BouncePolicy {
        let f = try Fields(
            v, path: path,
            allowed: [
                "allowsPanelTopBounce", "allowsPanelBottomBounce",
                "preferredTopOwner", "preferredBottomOwner", "forcesInnerTopBounce",
            ])
        let owners: [(String, BouncePolicy.Owner)] = [("panel", .panel), ("innerScrollView", .innerScrollView)]
        var b = base
        try f.set(&b.allowsPanelTopBounce, "allowsPanelTopBounce")
        try f.set(&b.allowsPanelBottomBounce, "allowsPanelBottomBounce")
        if let o = try f.choice("preferredTopOwner", owners) { b.preferredTopOwner = o }
        if let o = try f.choice("preferredBottomOwner", owners) { b.preferredBottomOwner = o }
        try f.set(&b.forcesInnerTopBounce, "forcesInnerTopBounce")
        return b
    }
}
