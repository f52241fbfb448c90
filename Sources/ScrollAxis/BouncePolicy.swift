// ScrollAxis/BouncePolicy: who may take overscroll past the legal outer range, and who is preferred.

/// Who may take overscroll past the legal outer range, and who is preferred (docs/model.md §8,
/// docs/feel-parameters.md §4). Defaults are the reference's.
public struct BouncePolicy: Hashable, Sendable, CustomStringConvertible {
    /// Who visibly takes the overscroll when both could.
    public enum Owner: String, Hashable, Sendable {
        /// The panel stretches.
        case panel
        /// The primary inner scroll view bounces.
        case innerScrollView
    }

    /// The panel may overshoot below its lowest position when pulled down.
    public var allowsPanelTopBounce = true
    /// The panel may overshoot past its maximum.
    public var allowsPanelBottomBounce = true
    /// Preferred owner of top overscroll.
    public var preferredTopOwner = Owner.panel
    /// Preferred owner of bottom overscroll.
    public var preferredBottomOwner = Owner.innerScrollView
    /// Top overscroll always goes to the inner view.
    public var forcesInnerTopBounce = false

    /// The reference defaults.
    public init(
        allowsPanelTopBounce: Bool = true, allowsPanelBottomBounce: Bool = true,
        preferredTopOwner: Owner = .panel, preferredBottomOwner: Owner = .innerScrollView,
        forcesInnerTopBounce: Bool = false
    ) {
        self.allowsPanelTopBounce = allowsPanelTopBounce
        self.allowsPanelBottomBounce = allowsPanelBottomBounce
        self.preferredTopOwner = preferredTopOwner
        self.preferredBottomOwner = preferredBottomOwner
        self.forcesInnerTopBounce = forcesInnerTopBounce
    }

    /// Lists every field.
    public var description: String {
        "BouncePolicy(panelTop: \(allowsPanelTopBounce), panelBottom: \(allowsPanelBottomBounce), "
            + "preferTop: \(preferredTopOwner.rawValue), preferBottom: \(preferredBottomOwner.rawValue), "
            + "forceInnerTop: \(forcesInnerTopBounce))"
    }
}
