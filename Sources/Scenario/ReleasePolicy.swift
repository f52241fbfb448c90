// Scenario/ReleasePolicy: which system decides what a release does; the same gesture can be replayed through
// each.

/// Which system decides what a release does (docs/systems.md): the same gesture can be replayed through each.
public enum ReleasePolicy: String, Hashable, Sendable, CaseIterable {
    /// BODragScroll's release-target solver (docs/model.md §9) and its movement styles.
    case boDragScroll = "bodragscroll"
    /// The "comment pop-up" sheet: dismiss iff moving down, the last touch event moved > 5 pt, and the drag did
    /// not stay in the table; a fixed 0.25 s ease-in-out either way.
    case commentPopUp = "comment-popup"
    /// The home container's unified driver: one composite axis without detents, one deceleration.
    case homeUnified = "home-unified"
    /// The home container's legacy fallback: the outer view stops at the header/body edge and the table does not
    /// inherit the momentum.
    case homeLegacy = "home-legacy"
    /// The thirty-line scroll view: no momentum; the content stays where the finger left it.
    case thirtyLine = "thirty-line"
}
