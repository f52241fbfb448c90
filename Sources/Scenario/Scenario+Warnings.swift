// Scenario/Scenario+Warnings: what a valid scenario holds that is probably not what was meant (warnings, never
// errors).
import Support

extension Scenario {
    /// What a valid scenario holds that is probably not what was meant: one line each, naming the field (the
    /// JSON path of the scenario file) and the numbers. Empty for a plausible scenario. A warning never stops a run.
    ///
    /// - The outermost captured list's viewport is taller than the panel below its top (`panelHeight −
    ///   chainTopInPanel`): its bottom is never on screen.
    ///
    /// (A collapsed detent that shows only the header, or a list too short to scroll, are left alone: the
    /// library's own demo scenes have both.)
    public func plausibilityWarnings() -> [String] {
        let f = { (x: Double) in NumberFormat.short(x) }
        var warnings: [String] = []
        guard let outermost = chain.last else { return [] }
        let room = panelHeight - chainTopInPanel
        if outermost.viewportHeight > room {
            warnings.append(
                "chain[\(chain.count - 1)].viewportHeight: \(f(outermost.viewportHeight)) pt is taller than the "
                    + "\(f(room)) pt of panel under the list's top (panelHeight \(f(panelHeight)) − chainTopInPanel "
                    + "\(f(chainTopInPanel))): its bottom \(f(outermost.viewportHeight - room)) pt are never on screen")
        }
        return warnings
    }
}
