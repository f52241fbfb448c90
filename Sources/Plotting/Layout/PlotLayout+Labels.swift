// Plotting: panel titles, guide, marker and phase labels placed clear of curves, lines, the legend and each other.

/// A label placed over a chart: its text, where it starts and the box it covers, in pixels.
public struct PlacedLabel: Sendable, Hashable {
    /// What a label names.
    public enum Kind: String, Sendable, Hashable {
        /// A horizontal guide (``HorizontalGuide``).
        case guide
        /// A vertical marker (``VerticalMarker``).
        case marker
        /// A shaded interval (``ShadedInterval``).
        case phase
        /// A series' ``PlotSeries/endLabel`` (`index` is the series' index in its panel).
        case series
        /// A panel's ``ChartPanel/title`` (`index` is 0).
        case panelTitle
    }

    /// What it names.
    public var kind: Kind
    /// The index of its guide (in its panel), marker or phase.
    public var index: Int
    /// The panel it is drawn in.
    public var panel: Int
    /// The text.
    public var text: String
    /// Where the text starts and the top of its capitals, pixels.
    public var textLeft: Double
    public var textTop: Double
    /// The box the text covers, with a small margin, pixels (filled with the background behind the text).
    public var box: PixelRect
}

extension PlotLayout {
    /// Lays out a chart's panels, legends and labels: legends first (an inside legend that finds no clear
    /// corner goes right of the panels, or below them when too wide), then every label in the first candidate
    /// position that is clear.
    static func chartLayout(
        _ chart: Chart, theme: PlotTheme, width: Int, height: Int, unit: Int, textSize: Int, top: Double
    ) -> (panels: [PanelLayout], legend: [LegendLayout], labels: [PlacedLabel]) {
        var plan = legendPlan(chart, width: width, textSize: textSize, unit: unit)
        func panels(for plan: LegendPlan) -> ([PanelLayout], [PanelObstacles]) {
            let panels = chartPanels(
                chart, width: width, height: height, unit: unit, textSize: textSize, top: top,
                reservedRight: plan.reservedRight, reservedBottom: plan.reservedBottom)
            let obstacles = panels.indices.map {
                PanelObstacles(
                    panel: chart.panels[$0], chart: chart, layout: panels[$0], defaultWidth: theme.lineWidth)
            }
            return (panels, obstacles)
        }
        var (laidOut, obstacles) = panels(for: plan)
        var legend = placeLegends(
            plan, panels: laidOut, obstacles: obstacles, width: width, height: height, unit: unit,
            textSize: textSize)
        if legend == nil {
            plan = outside(plan, width: width, unit: unit, textSize: textSize)
            (laidOut, obstacles) = panels(for: plan)
            legend = placeLegends(
                plan, panels: laidOut, obstacles: obstacles, width: width, height: height, unit: unit,
                textSize: textSize)
        }
        let legends = legend ?? []
        for box in legends {
            for index in obstacles.indices where PanelObstacles.overlap(box.box, obstacles[index].frame) {
                obstacles[index].boxes.append(box.box)
            }
        }
        let labels = placeLabels(chart, panels: laidOut, obstacles: &obstacles, unit: unit, textSize: textSize)
        return (laidOut, legends, labels)
    }

    /// The box of `text` starting at `left` with its capitals' top at `top`, with a margin of `unit` pixels.
    static func labelBox(_ text: String, left: Double, top: Double, textSize: Int, unit: Int) -> PixelRect {
        let width = Typeface.width(of: text, pixels: textSize)
        let above = Double(textSize) * 0.1
        let below = Typeface.capHeight(pixels: textSize) + Typeface.descent(pixels: textSize)
        let margin = Double(unit)
        return PixelRect(
            left: left - margin, top: top - above - margin, right: left + width + margin, bottom: top + below + margin)
    }

    private static func placeLabels(
        _ chart: Chart, panels: [PanelLayout], obstacles: inout [PanelObstacles], unit: Int, textSize: Int
    ) -> [PlacedLabel] {
        var placed: [PlacedLabel] = []
        let gap = Double(4 * unit)
        let cap = Typeface.capHeight(pixels: textSize)
        let descent = Typeface.descent(pixels: textSize)
        let row = Typeface.lineHeight(pixels: textSize)
        /// Places the label at the first clear candidate (at the first whatever covers it with `always`).
        func tryPlace(
            _ kind: PlacedLabel.Kind, _ index: Int, _ text: String, panel: Int, _ candidates: [(Double, Double)],
            always: Bool = false
        ) -> Bool {
            for (left, top) in candidates {
                let box = labelBox(text, left: left, top: top, textSize: textSize, unit: unit)
                guard always || obstacles[panel].isClear(box) else { continue }
                obstacles[panel].boxes.append(box)
                placed.append(
                    PlacedLabel(
                        kind: kind, index: index, panel: panel, text: text, textLeft: left, textTop: top, box: box))
                return true
            }
            return false
        }
        // Panel titles first: in the top-left corner, else the top-right, else a row lower; in the corner anyway
        // when nothing is clear (a small multiple must say which it is).
        for (panelIndex, panel) in chart.panels.enumerated() {
            guard let title = panel.title, !title.isEmpty else { continue }
            let frame = panels[panelIndex].frame
            let width = Typeface.width(of: title, pixels: textSize)
            let rows = max(1, Int((frame.height - gap) / row) - 1)
            let candidates = (0..<rows).flatMap { k -> [(Double, Double)] in
                let top = frame.top + gap + Double(textSize) * 0.2 + Double(k) * row
                return [(frame.left + gap, top), (frame.right - gap - width, top)]
            }
            if !tryPlace(.panelTitle, 0, title, panel: panelIndex, candidates) {
                _ = tryPlace(.panelTitle, 0, title, panel: panelIndex, [candidates[0]], always: true)
            }
        }
        for (panelIndex, panel) in chart.panels.enumerated() {
            let frame = panels[panelIndex].frame
            for (index, guide) in panel.guides.enumerated() where !guide.label.isEmpty {
                let y = panels[panelIndex].y.pixel(guide.y)
                let width = Typeface.width(of: guide.label, pixels: textSize)
                let xs =
                    [frame.left + gap, frame.right - gap - width]
                    + [0.25, 0.5, 0.75, 0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8, 0.9].map {
                        frame.left + (frame.width - width) * $0
                    }
                let above = y - gap / 2 - descent - cap
                let below = y + gap + Double(textSize) * 0.2
                // On the line first; then half a line further off it, clear of thick curves that lie on it.
                let off = row / 2
                _ = tryPlace(
                    .guide, index, guide.label, panel: panelIndex,
                    xs.flatMap { [($0, above), ($0, below)] } + xs.flatMap { [($0, above - off), ($0, below + off)] })
            }
        }
        for (panelIndex, panel) in chart.panels.enumerated() {
            let layout = panels[panelIndex]
            for (index, series) in panel.series.enumerated() {
                guard let text = series.endLabel, !text.isEmpty else { continue }
                let finite = series.x.indices.filter {
                    series.x[$0].isFinite && series.y[$0].isFinite && series.x[$0] >= layout.x.lower
                        && series.x[$0] <= layout.x.upper
                }
                guard let last = finite.last else { continue }
                let width = Typeface.width(of: text, pixels: textSize)
                // Beside the end, then above or below the curve at points further back along it.
                var candidates: [(Double, Double)] = []
                for share in [1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4] {
                    let k = finite[min(finite.count - 1, Int(Double(finite.count - 1) * share))]
                    let p = layout.pixel(x: series.x[k], y: series.y[k])
                    let above = p.y - gap - descent - cap
                    let below = p.y + gap + Double(textSize) * 0.2
                    if k == last { candidates.append((p.x + gap, p.y - cap / 2)) }
                    candidates += [
                        (p.x - width - gap, above), (p.x - width - gap, below), (p.x - width / 2, above),
                        (p.x - width / 2, below),
                    ]
                }
                if finite.count == 1 {
                    // A lone point (a marked overshoot or jump): further places around it, a little way off, so
                    // its name finds room beside the curves that pass through the point.
                    let p = layout.pixel(x: series.x[last], y: series.y[last])
                    for dx in [2.0, 4, 8, 12] {
                        for dy in [-1.0, 1, -2, 2] {
                            candidates.append((p.x + dx * gap, p.y - cap / 2 + dy * (cap + gap)))
                            candidates.append((p.x - width - dx * gap, p.y - cap / 2 + dy * (cap + gap)))
                        }
                    }
                }
                _ = tryPlace(.series, index, text, panel: panelIndex, candidates)
            }
        }
        for (index, marker) in chart.markers.enumerated() where !marker.label.isEmpty {
            for panelIndex in panels.indices {
                let frame = panels[panelIndex].frame
                let x = panels[panelIndex].x.pixel(marker.x)
                let width = Typeface.width(of: marker.label, pixels: textSize)
                let rows = max(1, Int((frame.height - gap) / row))
                let candidates = (0..<rows).flatMap { k -> [(Double, Double)] in
                    let top = frame.top + gap + Double(textSize) * 0.2 + Double(k) * row
                    return [(x + gap, top), (x - gap - width, top)]
                }
                if tryPlace(.marker, index, marker.label, panel: panelIndex, candidates) { break }
            }
        }
        for (index, phase) in chart.phases.enumerated() where !phase.label.isEmpty {
            for panelIndex in panels.indices.reversed() {
                let frame = panels[panelIndex].frame
                let x = max(panels[panelIndex].x.pixel(phase.from), frame.left) + gap
                let rows = max(1, Int((frame.height - gap) / row))
                let candidates = (0..<rows).map { k in (x, frame.bottom - gap - descent - cap - Double(k) * row) }
                if tryPlace(.phase, index, phase.label, panel: panelIndex, candidates) { break }
            }
        }
        return placed
    }
}
