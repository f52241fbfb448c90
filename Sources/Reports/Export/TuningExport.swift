// Reports/Export/TuningExport: a tuning taken back to the app: Swift code that configures a BODragScroll view with
// the library's own names (docs/feel-parameters.md), and the scenario JSON that loads back as the same scenario.
import PanelSimulator
import Scenario
import Support

/// Turns a scenario (a tuning) into what an app team pastes: Swift source for BODragScroll, or scenario JSON.
public enum TuningExport {
    /// The scenario JSON (the format `--scenario FILE` reads): decoding it gives back the same scenario.
    ///
    /// - Throws: `EncodingError` from ``Scenario/encode()`` (not expected).
    public static func json(_ scenario: Scenario) throws -> String { try scenario.encode() }

    /// Swift source that applies `scenario`'s tuning to a `BODragScrollView`: detents, minimum height, non-snapping
    /// ranges, the release thresholds and distances, collapse resistance, the handoff mode and offset-mismatch policy,
    /// placement, bounce, movement
    /// style, the view-animation settings and both deceleration rates, each with its unit in a comment.
    ///
    /// - Parameter origin: one line saying where the tuning came from (a comment at the top).
    /// - Returns: a source file: `import BODragScroll`, `import UIKit`, one function
    ///   `applyDragScrollTuning(to:innerScrollViews:)`; it parses with `swiftc -parse`.
    public static func swift(_ scenario: Scenario, origin: String) -> String {
        let f = scenario.feel
        let n = { (x: Double) in literal(x) }
        var lines = [
            "// BODragScroll tuning exported by DragScrollLab (`bench export`).",
            "// \(comment(origin))",
            "// Names are BODragScroll's (BODragScrollConfiguration, Swift); velocities in points per millisecond,",
            "// UIKit's scrollViewWillEndDragging unit; distances and heights in points; durations in seconds.",
            "import BODragScroll",
            "import UIKit",
            "",
            "/// Applies the tuning to `view`; `innerScrollViews` are the lists the panel hands over to (their own",
            "/// deceleration rate is copied by the host while the finger is in them).",
            "@MainActor",
            "func applyDragScrollTuning(to view: BODragScrollView, innerScrollViews: [UIScrollView] = []) {",
            "    var configuration = view.configuration",
            "    // Release target rules.",
            "    configuration.movement.lowVelocityThreshold = \(n(f.lowVelocityThreshold))  // pt/ms",
            "    configuration.movement.highVelocityThreshold = \(n(f.highVelocityThreshold))  // pt/ms",
            "    configuration.movement.nearBoundaryDistance = \(n(f.adjacentAnchorDistance))  // pt",
            "    configuration.movement.outerToInnerSnapDistance = \(n(f.panelToParticipantCaptureDistance))  // pt",
            "    // How releases move, and the view-animation spring.",
            "    configuration.movement.defaultStyle = .\(scenario.movementStyle.rawValue)",
            "    configuration.movement.speed = \(n(scenario.viewAnimation.speed))  // pt/s",
            "    configuration.movement.baseDuration = \(n(scenario.viewAnimation.baseDuration))  // s",
            "    configuration.movement.maximumDuration = \(n(scenario.viewAnimation.maximumDuration))  // s",
            "    configuration.movement.usesSpring = \(scenario.viewAnimation.usesSpring)",
            "    // Handoff between the panel and the inner lists.",
            "    configuration.handoff.mode = .\(scenario.handoffMode.rawValue)",
            "    configuration.handoff.offsetMismatch = .\(scenario.offsetMismatch.rawValue)",
            "    configuration.handoff.resistsCollapse = \(f.collapseResistance)",
            "    configuration.handoff.preventsInnerToPanelHandoff = \(f.disableInnerMomentumTransfer)",
        ]
        switch scenario.placement {
        case .automatic(let ratio):
            lines.append("    configuration.handoff.innerScrollPlacement = .automatic")
            lines.append("    configuration.handoff.minimumInnerVisibilityRatio = \(n(ratio))  // 0...1")
        case .afterPanelFullyDisplayed:
            lines.append("    configuration.handoff.innerScrollPlacement = .afterPanelFullyDisplayed")
        case .atDisplayHeight(let h):
            lines.append("    configuration.handoff.innerScrollPlacement = .atDisplayHeight(\(n(h)))  // pt")
        case .fromTouchedPosition:
            lines.append("    configuration.handoff.innerScrollPlacement = .fromTouchedPosition")
        }
        let b = scenario.bounce
        lines += [
            "    // Who may bounce, and who shows the overscroll.",
            "    configuration.bounce.allowsPanelTopBounce = \(b.allowsPanelTopBounce)",
            "    configuration.bounce.allowsPanelBottomBounce = \(b.allowsPanelBottomBounce)",
            "    configuration.bounce.preferredTopOwner = .\(b.preferredTopOwner.rawValue)",
            "    configuration.bounce.preferredBottomOwner = .\(b.preferredBottomOwner.rawValue)",
            "    configuration.bounce.forcesInnerTopBounce = \(b.forcesInnerTopBounce)",
            "    view.configuration = configuration",
            "    view.detentHeights = [\(scenario.detents.map(n).joined(separator: ", "))]  // pt",
            "    view.minimumDisplayHeight = \(scenario.minimumDisplayHeight.map(n) ?? "nil")  // pt (nil: 66)",
            "    view.nonSnappingRanges = [\(f.nonSnappingRanges.map { "\(n($0.lower.value))...\(n($0.upper.value))" }.joined(separator: ", "))]  // pt",
            "    // Deceleration: the panel's rate (UIKit .fast = 0.99, .normal = 0.998), per millisecond.",
            "    view.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(n(scenario.panelDecelerationRate)))",
            "    for scrollView in innerScrollViews {",
            "        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(n(scenario.innerDecelerationRate)))",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift floating-point literal for `value` (shortest round-trip text; integral values keep `.0`).
    static func literal(_ value: Double) -> String { NumberFormat.data(value) }

    /// `text` made safe for one `//` comment line (no line breaks).
    static func comment(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
