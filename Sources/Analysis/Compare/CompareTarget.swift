// Analysis/Compare/CompareTarget: the places one release can be moved to, named uniquely, and `--targets` selection.
import PanelSimulator
import Scenario
import ScrollAxis
import Support

/// A place `bench compare` moves a release to: one anchor of the captured axis (or several that coincide), or a
/// free axis position asked for by number.
public struct CompareTarget: Sendable, Hashable {
    /// A short key, unique within one comparison: `detent-1`, `table-start`, `table-end` (a list by its scenario
    /// name), `lowest`, `highest`, `axis-850`; anchors that coincide are joined with `+`
    /// (`inner-end+ancestor1-part-2-start`). Accepted by `--targets`.
    public var id: String
    /// The short name for legends: `detent 1`, `detent 2 = table start`, `table end`, `axis 850 pt` (the
    /// guides carry the heights).
    public var name: String
    /// The table and guide name, unique within one comparison: `detent 1 (400 pt)`, `detent 2 = table start
    /// (700 pt)`, `table end (height 700, axis 1940 pt)`; a name that would repeat carries its axis position.
    public var label: String
    /// The outer offset, points.
    public var outerOffset: Double
    /// The display height the panel shows there, points.
    public var displayHeight: Double
    /// The axis position: outer offset + viewport height, points (display height plus the inner scroll below it).
    public var axisPosition: Double
}

/// Why a comparison could not be set up: the option (or field) at fault and the reason, for one line on stderr.
public struct CompareInputError: UserFacingError, Sendable, Equatable {
    /// The input a comparison was given that is at fault, for the caller to name the way its user gave it (the
    /// command line maps each to its option).
    public enum Input: String, Sendable, Equatable {
        /// The targets asked for.
        case targets
        /// The peers asked for.
        case peers
        /// A peer's tuning.
        case peerTuning
        /// The request to run every release policy.
        case policies
        /// The release velocities of a landing table.
        case velocities
    }

    /// The option or field as the caller gave it, e.g. `--set`, or the ``input``'s name.
    public var field: String
    /// The typed input at fault, when the analysis knows which it is (the caller names it).
    public var input: Input?
    /// What is wrong, e.g. `'x' is neither a target name nor an axis position (pt)`.
    public var reason: String
    /// An error about the field the caller named.
    public init(_ field: String, _ reason: String) {
        self.field = field
        self.input = nil
        self.reason = reason
    }
    /// An error about one of the analysis's typed inputs.
    public init(_ input: Input, _ reason: String) {
        self.field = input.rawValue
        self.input = input
        self.reason = reason
    }
    /// `field: reason`.
    public var description: String { "\(field): \(reason)" }
    /// Always: an analysis's input at fault is bad input.
    public var isBadInput: Bool { true }
}

extension CompareTarget {
    /// Every anchor of `context` as a target, ascending by axis position; anchors within one pixel of each other
    /// become one target. Names are unique: a detent carries its index and height, a list its participant id and
    /// which end, and any name that would repeat (a participant split into parts on a nested chain, one display
    /// height for several list ends) gets the axis position instead of the height.
    /// - Complexity: O(anchors).
    public static func all(in context: ReleaseContext, scenario: Scenario) -> [CompareTarget] {
        let band = scenario.tolerance.pixel
        let v = scenario.viewportHeight
        var groups: [[ReleaseAnchor]] = []
        for anchor in context.anchors {
            if let last = groups.last?.last, anchor.outerOffset - last.outerOffset <= band {
                groups[groups.count - 1].append(anchor)
            } else {
                groups.append([anchor])
            }
        }
        // A participant split into parts (an ancestor around its child) names each part; a detent merged into a
        // list's start is named once, at the first anchor of its height.
        var parts: [ParticipantID: Int] = [:]
        for anchor in context.anchors { if case .segmentStart(let id) = anchor.kind { parts[id, default: 0] += 1 } }
        var seenParts: [ParticipantID: Int] = [:]
        var seenHeights: [Double] = []
        var targets = groups.map { group -> CompareTarget in
            let first = group[0]
            let names = group.map { anchor -> (id: String, label: String) in
                var part: Int?
                if case .segmentStart(let id) = anchor.kind, parts[id, default: 0] > 1 {
                    seenParts[id, default: 0] += 1
                    part = seenParts[id]
                } else if case .segmentEnd(let id) = anchor.kind, parts[id, default: 0] > 1 {
                    part = seenParts[id]
                }
                let absorbs = !seenHeights.contains { abs($0 - anchor.displayHeight) <= band }
                seenHeights.append(anchor.displayHeight)
                return name(of: anchor, part: part, absorbsDetent: absorbs, scenario: scenario)
            }
            // The plot's y is the axis position: say the height where it is the same, else the axis position.
            let axis = first.outerOffset + v
            let place =
                abs(axis - first.displayHeight) <= band
                ? "\(NumberFormat.short(first.displayHeight)) pt"
                : "height \(NumberFormat.short(first.displayHeight)), axis \(NumberFormat.short(axis)) pt"
            return CompareTarget(
                id: names.map(\.id).joined(separator: "+"), name: names.map(\.label).joined(separator: " = "),
                label: names.map(\.label).joined(separator: " = ") + " (\(place))",
                outerOffset: first.outerOffset, displayHeight: first.displayHeight, axisPosition: first.outerOffset + v)
        }
        // Repeated names (a participant in several parts) are told apart by their axis position.
        var idCount: [String: Int] = [:]
        var labelCount: [String: Int] = [:]
        for target in targets {
            idCount[target.id, default: 0] += 1
            labelCount[target.label, default: 0] += 1
        }
        for index in targets.indices {
            let position = NumberFormat.short(targets[index].axisPosition)
            if idCount[targets[index].id, default: 0] > 1 {
                targets[index].id += "@\(position)"
                targets[index].name += " @\(position)"
            }
            if labelCount[targets[index].label, default: 0] > 1 {
                let stem = targets[index].label.split(separator: "(").first.map(String.init) ?? targets[index].label
                targets[index].label = stem + "(axis \(position) pt)"
            }
        }
        return targets
    }

    /// The id and label stem of one anchor (`detent-2`/`detent 2`, `table-start`/`table start`,
    /// `ancestor1-part-2-end`/`ancestor1 part 2 end`); `absorbsDetent`: a detent at its height merged into this list start.
    static func name(of anchor: ReleaseAnchor, part: Int?, absorbsDetent: Bool, scenario: Scenario)
        -> (id: String, label: String)
    {
        // Lists by the scenario's name for their level (`table`, `inner`, `ancestor1`, …).
        let list = { (id: ParticipantID) -> (id: String, label: String) in
            let name = scenario.participantName(level: Int(id) - 1)
            let slug = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            return (
                id: (slug.isEmpty ? "list-\(id)" : slug) + (part.map { "-part-\($0)" } ?? ""),
                label: (name.isEmpty ? "list \(id)" : name) + (part.map { " part \($0)" } ?? "")
            )
        }
        switch anchor.kind {
        case .detent(let index): return ("detent-\(index)", "detent \(index)")
        case .segmentStart(let id):
            // A detent the list's start absorbed (within one pixel) keeps its index in the name.
            let band = scenario.tolerance.pixel
            let absorbed =
                absorbsDetent ? scenario.detents.firstIndex { abs($0 - anchor.displayHeight) <= band } : nil
            return (
                (absorbed.map { "detent-\($0)=" } ?? "") + list(id).id + "-start",
                (absorbed.map { "detent \($0) = " } ?? "") + list(id).label + " start"
            )
        case .segmentEnd(let id): return (list(id).id + "-end", list(id).label + " end")
        case .rangeEdge(let lowest): return lowest ? ("lowest", "lowest") : ("highest", "highest")
        }
    }

    /// The most targets the default selection keeps: the nearest on each side of the release (a deep chain has
    /// thousands of anchors; `--targets all` takes every one).
    public static let defaultLimitPerSide = 6

    /// What `--targets` selects, exactly and in the order given: `all`; a target's ``id``
    /// (case-insensitive); or a number, the axis position in points, which selects the anchor there (within one
    /// pixel) or else a free position on the axis. Without tokens: every target away from the release, at most
    /// ``defaultLimitPerSide`` on each side (nearest first), and a note when some were left out.
    ///
    /// - Throws: ``CompareInputError`` about the targets for an unknown target, a position off the axis, or two
    ///   tokens naming one target (`detent-1` and `DETENT-1`, or a name and its axis position).
    public static func select(
        _ tokens: [String]?, from all: [CompareTarget], context: ReleaseContext, scenario: Scenario
    ) throws(CompareInputError) -> (targets: [CompareTarget], note: String?) {
        let band = scenario.tolerance.pixel
        let v = scenario.viewportHeight
        let release = context.releaseOuterOffset + v
        guard let tokens else {
            let away = all.filter { abs($0.axisPosition - release) > band }
            let below = away.filter { $0.axisPosition < release }.suffix(defaultLimitPerSide)
            let above = away.filter { $0.axisPosition > release }.prefix(defaultLimitPerSide)
            let kept = Array(below) + Array(above)
            let note =
                kept.count < away.count
                ? "\(away.count) targets on this axis; showing the \(kept.count) nearest the release "
                    + "(name others, give their axis positions, or ask for all)" : nil
            return (kept, note)
        }
        if tokens == ["all"] { return (all.filter { abs($0.axisPosition - release) > band }, nil) }
        var chosen: [CompareTarget] = []
        let low = context.outerRange.lowerBound + v
        let high = context.outerRange.upperBound + v
        for token in tokens {
            let target: CompareTarget
            if let named = all.first(where: { $0.id.lowercased() == token.lowercased() }) {
                target = named
            } else if let position = DecimalText.number(token), position.isFinite {
                if let anchor = all.first(where: { abs($0.axisPosition - position) <= band }) {
                    target = anchor
                } else {
                    guard position >= low - band, position <= high + band else {
                        throw CompareInputError(
                            .targets,
                            "\(NumberFormat.short(position)) pt is outside the axis "
                                + "(\(NumberFormat.short(low))…\(NumberFormat.short(high)) pt)")
                    }
                    let text = NumberFormat.short(position)
                    target = CompareTarget(
                        id: "axis-\(text)", name: "axis \(text) pt", label: "axis \(text) pt",
                        outerOffset: position - v,
                        displayHeight: .nan, axisPosition: position)
                }
            } else {
                throw CompareInputError(
                    .targets,
                    "'\(token)' is neither a target (\(all.prefix(8).map(\.id).joined(separator: ", "))"
                        + "\(all.count > 8 ? ", …" : "")) nor an axis position (pt)")
            }
            if let earlier = chosen.firstIndex(where: { $0.id == target.id }) {
                throw CompareInputError(
                    .targets, "'\(tokens[earlier])' and '\(token)' name the same target (\(target.id))")
            }
            chosen.append(target)
        }
        return (chosen, nil)
    }
}
