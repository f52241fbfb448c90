// Reports/ComparePlot+SmallMultiples: one release to each target drawn as small multiples — one pair of panels
// (position, velocity) per target, the solver's choice in every pair — and the peers in a figure of their own.
import Analysis
import Plotting
import Support

extension ComparePlot {
    /// The most targets drawn as small multiples: two panels each, within ``PlotSpec/maximumPanels``.
    public static let maximumSmallMultiples = PlotSpec.maximumPanels / 2

    /// The colour of the solver's choice where it is drawn behind other curves: a wide pale line.
    public static let choiceHaloColor = PlotColor(rgb: 0xC4C4C4)

    /// Line width of that pale line, pixels.
    static let choiceHaloWidth = 10.0

    /// The target curves' small multiples: for each target `0..<targetCount` (a curve's ``CompareCurve/group``),
    /// its position panel (the target as a guide) and its velocity panel, each movement style in its own colour
    /// and dash (named once in the legend), and in every panel the solver's choice as a wide pale line behind the
    /// curves, so each target reads against what the solver does. Curves of other groups (the peers) are not
    /// drawn: ``peersSpec(curves:targetCount:guides:xLabel:releaseTime:maximumTime:title:size:notes:)`` draws them.
    ///
    /// `guides[k]` is target `k`'s guide (axis position, label). The x axis is cut at `maximumTime` when given.
    /// Expects `1...maximumSmallMultiples` targets (the caller falls back to ``spec(curves:guides:xLabel:releaseTime:maximumTime:title:size:notes:directLabel:)``).
    public static func smallMultiplesSpec(
        curves: [CompareCurve], targetCount: Int, guides: [(position: Double, label: String)], xLabel: String,
        releaseTime: Double, maximumTime: Double?, title: String, size: PlotSize, notes: [String] = []
    ) -> PlotSpec {
        let lastTime = curves.filter { $0.group < targetCount || $0.isChoice }.compactMap(\.times.last).max() ?? 1
        let plotEnd = NiceTicks.linear(lower: 0, upper: max(maximumTime ?? lastTime, 1e-3), targetCount: 8).upper
        let choice = curves.first(where: \.isChoice)
        var named: Set<Int> = []
        var choiceNamed = false
        var panels: [ChartPanel] = []
        for target in 0..<targetCount {
            var top: [PlotSeries] = []
            var bottom: [PlotSeries] = []
            if let choice {
                let line = heldLine(choice, end: plotEnd, limit: maximumTime)
                let name =
                    choiceNamed
                    ? "" : "the solver's choice: \(withoutVersions("\(choice.targetName) | \(choice.style)"))"
                choiceNamed = true
                top.append(
                    PlotSeries(
                        name, x: line.x, y: line.position, color: choiceHaloColor, lineWidth: choiceHaloWidth,
                        endLabel: choice.group == target ? nil : "chosen"))
                bottom.append(
                    PlotSeries(
                        "", x: line.velocityX, y: line.velocity, color: choiceHaloColor, lineWidth: choiceHaloWidth))
            }
            for group in coincidenceGroups(curves.filter { $0.group == target }) {
                guard let curve = group.first else { continue }
                let variant = group.map(\.variant).min() ?? 0
                let line = heldLine(curve, end: plotEnd, limit: maximumTime)
                let color = Self.color(group: variant)
                let dash = Self.dash(variant: variant)
                let name = named.insert(variant).inserted ? withoutVersions(curve.style.description) : ""
                let same = group.count > 1 ? group.map(\.style.description).joined(separator: " = ") : nil
                top.append(
                    PlotSeries(
                        name, x: line.x, y: line.position, color: color, lineWidth: widths.normal, dash: dash,
                        endLabel: same.map(withoutVersions)))
                bottom.append(
                    PlotSeries(
                        "", x: line.velocityX, y: line.velocity, color: color, lineWidth: widths.normal, dash: dash))
            }
            let guide = guides.indices.contains(target) ? guides[target] : nil
            let positions = top.flatMap(\.y) + (guide.map { [$0.position] } ?? [])
            let fingers = Set(curves.filter { $0.group == target }.map { $0.outcome.releaseVelocity.value })
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis(
                        "height + scroll", unit: "pt",
                        extent: TrajectoryPlot.paddedRange(positions, below: 0.04, above: 0.04)),
                    series: top,
                    guides: guide.map { [HorizontalGuide(y: $0.position, label: "target: \($0.label)")] } ?? [],
                    weight: 1.5))
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis(
                        "velocity", unit: "pt/s",
                        extent: TrajectoryPlot.paddedRange(bottom.flatMap(\.y), below: 0.06, above: 0.06)),
                    series: bottom,
                    guides: [HorizontalGuide(y: 0, label: "")]
                        + fingers.sorted().map {
                            HorizontalGuide(y: $0, label: "finger \(NumberFormat.short($0, decimals: 0)) pt/s")
                        }))
        }
        let xRange = (min(releaseTime, 0) - 0.03 * plotEnd)...plotEnd
        return PlotSpec(
            title: title, size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis(xLabel, unit: "s", range: xRange), panels: panels,
                    markers: [VerticalMarker(x: releaseTime, label: "release")], legend: .outside)),
            notes: notes.filter { note in
                !note.hasPrefix("peer versions:")
                    && !ComparePlot.repeatsTitle(note, title: title)
            })
    }

    /// The peers' own curves (groups after the targets: `group > targetCount`) against the solver's choice, in
    /// the overlay of ``spec(curves:guides:xLabel:releaseTime:maximumTime:title:size:notes:directLabel:)``; nil
    /// without peers.
    public static func peersSpec(
        curves: [CompareCurve], targetCount: Int, guides: [(position: Double, label: String)], xLabel: String,
        releaseTime: Double, maximumTime: Double?, title: String, size: PlotSize, notes: [String] = []
    ) -> PlotSpec? {
        let peers = curves.filter { $0.group > targetCount }
        guard !peers.isEmpty else { return nil }
        return spec(
            curves: curves.filter(\.isChoice) + peers, guides: guides, xLabel: xLabel, releaseTime: releaseTime,
            maximumTime: maximumTime, title: title, size: size, notes: notes)
    }

    /// A curve as drawn: its samples up to the first past `limit` (all without one, the last moved back onto
    /// `limit`), held at rest to `end` when its last sample comes before `end`; its velocity as
    /// ``velocitySamples(_:count:)`` draws it, 0 while held.
    static func heldLine(_ curve: CompareCurve, end: Double, limit: Double?) -> (
        x: [Double], position: [Double], velocityX: [Double], velocity: [Double]
    ) {
        let cut = limit.flatMap { limit in curve.times.firstIndex { $0 > limit } } ?? curve.times.count
        let count = min(curve.times.count, cut + 1)
        var x = Array(curve.times[..<count])
        var position = Array(curve.positions[..<count])
        var velocity = velocitySamples(curve, count: count)
        if let limit {
            (x, position) = endingAt(limit, x: x, y: position)
            velocity = endingAt(limit, x: velocity.x, y: velocity.y)
        }
        if count == curve.times.count, (curve.times.last ?? end) < end, let rest = position.last {
            x.append(end)
            position.append(rest)
            velocity.x.append(end)
            velocity.y.append(0)
        }
        return (x, position, velocity.x, velocity.y)
    }
}
