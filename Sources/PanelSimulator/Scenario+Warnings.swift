import Support

extension Scenario {
    /// What a valid scenario holds that is probably not what was meant: one line each, naming the field (the
    /// JSON path of the scenario file) and the numbers. Empty for a plausible scenario. A warning never stops a run.
    ///
    /// - The outermost captured list's viewport is taller than the panel below its top (`panelHeight −
    ///   chainTopInPanel`): its bottom is never on screen.
    /// - A list's content (plus its bottom inset) fits in its viewport: it never scrolls, so its segment is empty.
    /// - A detent (above 0) is at or below the outermost list's top in the panel (`chainTopInPanel`): at that
    ///   height none of the list shows.
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
        for (i, level) in chain.enumerated() where level.contentHeight + level.insetBottom <= level.viewportHeight {
            warnings.append(
                "chain[\(i)].contentHeight: \(f(level.contentHeight)) pt (+ \(f(level.insetBottom)) pt inset) fits in "
                    + "its \(f(level.viewportHeight)) pt viewport: the list never scrolls")
        }
        for (i, detent) in detents.enumerated() where detent > 0 && detent <= chainTopInPanel {
            warnings.append(
                "detents[\(i)]: \(f(detent)) pt is at or below the list's top (chainTopInPanel "
                    + "\(f(chainTopInPanel)) pt): at that height none of the list shows")
        }
        return warnings
    }
}
