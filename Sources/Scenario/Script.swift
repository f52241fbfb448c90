// Scenario/Script: a script of programmatic moves and their movement styles.
import Support
import Units

/// The movement style of a programmatic move (BODragScroll's `MovementOptions.style`, docs/runtime.md "Scripts").
public enum MoveStyle: String, Hashable, Sendable, CaseIterable {
    /// The provider, then the configuration: the scenario's ``Scenario/movementStyle``.
    case automatic
    /// `.systemScroll`: UIKit's own scroll animation (`setContentOffset(_:animated: true)`).
    case system
    /// `.viewAnimation`: the view-animation spring.
    case view
}

/// A sequence of actions run one after another on one panel (docs/runtime.md, "Scripts"): touches and drags,
/// waits, programmatic moves and settling to the nearest detent. A movement started by an action keeps running
/// through the following `wait`s; the next touch, move or settle interrupts it where it is.
public struct Script: Hashable, Sendable {
    /// One action. Distances in points (+ = finger up, expanding), durations in seconds, velocities in pt/ms.
    public enum Action: Hashable, Sendable, CustomStringConvertible {
        /// Touch down where the panel is, move the finger `distance` over `duration` at constant speed, lift off
        /// (the release velocity estimated from the path); `onContent`: the touch lands on the list.
        case drag(distance: Double, duration: Double, onContent: Bool)
        /// A bare release where the panel is, at `velocity` pt/ms (no finger travel).
        case release(velocity: Double)
        /// A finger that lands, stays still for `duration` and lifts: it stops a running movement; lifting without
        /// a drag lets the panel re-snap to the nearest anchor (touch completion, docs/runtime.md).
        case touch(duration: Double)
        /// Let time pass (a running movement continues).
        case wait(Double)
        /// `move(toDisplayHeight:animated:options: .init(style:duration:))` (docs/runtime.md, "Scripts"): panel-only;
        /// animated in the ``MoveStyle`` (the view-animation spring sized by the scenario's formula or over an explicit
        /// duration capped at 0.9 s; or UIKit's scroll animation); not animated = at once.
        case move(height: Double, animated: Bool, duration: Double?, style: MoveStyle = .automatic)
        /// `settleToNearestDetent(animated:)` (docs/model.md §9.4): the nearest detent (ties to the higher one); a
        /// no-op without detents.
        case settle(animated: Bool)
        /// The host's size changes (rotation; `invalidatePanelLayout`): the viewport becomes `height` points tall
        /// (`width` is checked, not simulated). The visible height is kept, a running movement is interrupted, the
        /// next touch captures the new geometry (docs/runtime.md, "Layout and content changes").
        case viewport(width: Double, height: Double)
        /// The panel's size changes (`invalidatePanelLayout`), points; as ``viewport(width:height:)``.
        case panelHeight(Double)
        /// The list called `list` gets `height` points of content, then `reloadScrollMetrics()`: its offset is
        /// clamped into its new range; as ``viewport(width:height:)`` otherwise.
        case contentHeight(list: String, height: Double)

        /// The action as the script syntax writes it.
        public var description: String {
            switch self {
            case .drag(let d, let t, let on):
                return "drag \(NumberFormat.plain(d)) \(NumberFormat.plain(t))" + (on ? " on-content" : "")
            case .release(let v): return "release \(NumberFormat.plain(v))"
            case .touch(let t): return "touch \(NumberFormat.plain(t))"
            case .wait(let t): return "wait \(NumberFormat.plain(t))"
            case .move(let h, let animated, let duration, let style):
                return "move \(NumberFormat.plain(h))" + (animated ? "" : " instant")
                    + (duration.map { " \(NumberFormat.plain($0))" } ?? "")
                    + (style == .automatic ? "" : " style \(style.rawValue)")
            case .settle(let animated): return "settle" + (animated ? "" : " instant")
            case .viewport(let w, let h): return "viewport \(NumberFormat.plain(w)) \(NumberFormat.plain(h))"
            case .panelHeight(let h): return "panel-height \(NumberFormat.plain(h))"
            case .contentHeight(let list, let h): return "content-height \(list) \(NumberFormat.plain(h))"
            }
        }
    }

    /// The actions, in order.
    public var actions: [Action]

    /// The most actions a script may have.
    public static let maximumActionCount = 1000

    /// Creates a script.
    public init(actions: [Action]) { self.actions = actions }

    /// Reads the script syntax: actions separated by `;` or new lines, each a word and its values —
    /// `drag DISTANCE_PT DURATION_S [on-content]`, `release VELOCITY_PT_PER_MS`, `touch DURATION_S`, `wait S`,
    /// `move HEIGHT_PT [instant] [DURATION_S] [style automatic|system|view]`, `settle [instant]`. Empty actions and `#` comments are skipped.
    /// - Throws: ``ScenarioError`` naming `script[i]` and the reason.
    public init(parsing text: String, path: String = "script") throws(ScenarioError) {
        var actions: [Action] = []
        // The shared text rules: LF or CRLF, a leading BOM skipped, a NUL refused naming its line.
        let lines: [Substring]
        do throws(TextInput.Problem) { lines = try TextInput.lines(text) } catch {
            throw ScenarioError(path: path, reason: error.description)
        }
        for piece in lines.flatMap({ $0.split(separator: ";", omittingEmptySubsequences: false) }) {
            let words = piece.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.isEmpty || words[0].hasPrefix("#") { continue }
            let field = "\(path)[\(actions.count)]"
            actions.append(try Self.action(words, field))
            if actions.count > Self.maximumActionCount {
                throw ScenarioError(path: path, reason: "more than \(Self.maximumActionCount) actions")
            }
        }
        guard !actions.isEmpty else { throw ScenarioError(path: path, reason: "has no action") }
        self.actions = actions
    }

    private static func action(_ words: [String], _ field: String) throws(ScenarioError) -> Action {
        func number(_ i: Int, _ what: String, _ range: ClosedRange<Double>) throws(ScenarioError) -> Double {
            guard i < words.count else { throw ScenarioError(path: field, reason: "'\(words[0])' needs \(what)") }
            guard let x = DecimalText.number(words[i]), x.isFinite, range.contains(x) else {
                throw ScenarioError(
                    path: field,
                    reason: "'\(words[i])' is not \(what) in \(NumberFormat.plain(range.lowerBound))…"
                        + "\(NumberFormat.plain(range.upperBound))")
            }
            return x
        }
        func noMore(_ n: Int) throws(ScenarioError) {
            if words.count > n { throw ScenarioError(path: field, reason: "unexpected '\(words[n])'") }
        }
        switch words[0] {
        case "drag":
            let d = try number(1, "a distance (pt)", -100_000...100_000)
            let t = try number(2, "a duration (s)", LegalRange.dragDuration.closedBounds ?? 0...0)
            let on = words.count > 3 && words[3] == "on-content"
            try noMore(on ? 4 : 3)
            return .drag(distance: d, duration: t, onContent: on)
        case "release":
            let v = try number(1, "a velocity (pt/ms)", PointsPerMillisecond.legalRange.closedBounds ?? 0...0)
            try noMore(2)
            return .release(velocity: v)
        case "touch":
            let t = try number(1, "a duration (s)", 0.001...60)
            try noMore(2)
            return .touch(duration: t)
        case "wait":
            let t = try number(1, "a duration (s)", 0...60)
            try noMore(2)
            return .wait(t)
        case "move":
            let h = try number(1, "a display height (pt)", -100_000...100_000)
            var i = 2
            var animated = true
            if i < words.count, words[i] == "instant" {
                animated = false
                i += 1
            }
            var duration: Double?
            if i < words.count, words[i] != "style" {
                duration = try number(i, "a duration (s)", 0...60)
                i += 1
                if !animated { throw ScenarioError(path: field, reason: "an instant move takes no duration") }
            }
            var style = MoveStyle.automatic
            if i < words.count, words[i] == "style" {
                let names = MoveStyle.allCases.map(\.rawValue)
                guard i + 1 < words.count, let s = MoveStyle(rawValue: words[i + 1]) else {
                    throw ScenarioError(
                        path: field, reason: "'style' needs one of \(names.joined(separator: ", "))")
                }
                if !animated { throw ScenarioError(path: field, reason: "an instant move takes no style") }
                if s == .system, duration != nil {
                    throw ScenarioError(
                        path: field,
                        reason: "a system-scroll move takes no duration (UIKit's animation has none to set)")
                }
                style = s
                i += 2
            }
            try noMore(i)
            return .move(height: h, animated: animated, duration: duration, style: style)
        case "settle":
            let instant = words.count > 1 && words[1] == "instant"
            try noMore(instant ? 2 : 1)
            return .settle(animated: !instant)
        case "viewport":
            let w = try number(1, "a width (pt)", 1...100_000)
            let h = try number(2, "a height (pt)", 1...100_000)
            try noMore(3)
            return .viewport(width: w, height: h)
        case "panel-height":
            let h = try number(1, "a height (pt)", 1...100_000)
            try noMore(2)
            return .panelHeight(h)
        case "content-height":
            guard words.count > 1 else {
                throw ScenarioError(path: field, reason: "'content-height' needs a list name")
            }
            let h = try number(2, "a content height (pt)", 0...1_000_000)
            try noMore(3)
            return .contentHeight(list: words[1], height: h)
        default:
            throw ScenarioError(
                path: field,
                reason: "unknown action '\(words[0])' (drag, release, touch, wait, move, settle, viewport, "
                    + "panel-height, content-height)")
        }
    }
}
