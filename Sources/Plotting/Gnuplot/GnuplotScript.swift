// Plotting: the gnuplot script for a spec, as a pure string function.
import Foundation
import Support

/// Generates the gnuplot script (pngcairo terminal) for a spec. Pure and deterministic.
///
/// The script draws with the margins, ranges and ticks of `PlotLayout`, so data lands on the same pixels as in
/// the raster renderer. It reads its file names from the variables `outfile` and `datafile` when set
/// (`gnuplot -e "outfile='x.png'" plot.gp`), else from the names it was generated with, so a user can
/// restyle the `.gp` beside a PNG and re-run it.
public enum GnuplotScript {
    /// The script's text.
    /// - Parameters:
    ///   - spec: the plot.
    ///   - dataFileName: the data file's name, relative to the folder gnuplot runs in.
    ///   - outputFileName: the PNG's name, relative to the same folder.
    /// - Returns: the script, ending in a newline.
    /// - Throws: `PlotError.invalidSpec` when the spec does not validate.
    public static func text(for spec: PlotSpec, dataFileName: String, outputFileName: String) throws(PlotError)
        -> String
    {
        let layout = try PlotLayout(spec: spec)
        var lines = [
            "# DragScrollLab plot: \(spec.title.replacingOccurrences(of: "\n", with: " "))",
            "# Re-run with: gnuplot <this file>  (writes \(outputFileName))",
            "if (!exists(\"outfile\")) outfile = \(GnuplotText.singleQuoted(outputFileName))",
            "if (!exists(\"datafile\")) datafile = \(GnuplotText.singleQuoted(dataFileName))",
            "set encoding utf8",
            "set terminal pngcairo size \(spec.size.width),\(spec.size.height) noenhanced "
                + "font \"\(Typeface.gnuplotName),\(points(layout.textSize))\" "
                + "background \"\(spec.theme.background.hexRGB)\"",
            "set output outfile",
            "set datafile separator \"\\t\"",
            "set border 15 lw 1 lc \(GnuplotText.rgb(spec.theme.foreground))",
            "set tics out nomirror textcolor \(GnuplotText.rgb(spec.theme.foreground))",
            "set grid xtics ytics back lt 1 lw 1 lc \(GnuplotText.rgb(spec.theme.grid))",
            "set style textbox opaque fillcolor \(GnuplotText.rgb(spec.theme.background)) noborder margins 1,1",
            "set multiplot",
        ]
        switch spec.content {
        case .chart(let chart): lines += chartLines(chart, spec: spec, layout: layout)
        case .heatmap(let heatmap): lines += heatmapLines(heatmap, spec: spec, layout: layout)
        }
        lines.append("unset multiplot")
        return lines.joined(separator: "\n") + "\n"
    }

    /// gnuplot's font size for a size of `pixels` per em: pngcairo sets 1 pt as 4/3 pixels.
    static func points(_ pixels: Int) -> String { NumberFormat.short(Double(pixels) * 0.75, decimals: 2) }

    /// `set label` at a pixel position of the layout: `left` the text's start, `capTop` its capitals' top
    /// (gnuplot centres a label's capitals on its position).
    static func label(
        _ text: String, left: Double, capTop: Double, pixels: Int, layout: PlotLayout, color: PlotColor,
        justification: String = "left", boxed: Bool = false
    ) -> String {
        let centre = capTop + Typeface.capHeight(pixels: pixels) / 2
        return "set label \(GnuplotText.quoted(text)) at \(screen(left, centre, layout)) \(justification) front "
            + "font \",\(points(pixels))\" textcolor \(GnuplotText.rgb(color))\(boxed ? " boxed" : "")"
    }

    /// The pixel position (`x`, `y`) of the layout as gnuplot's screen coordinates: `screen X, screen Y`.
    static func screen(_ x: Double, _ y: Double, _ layout: PlotLayout) -> String {
        "screen \(GnuplotText.screen(x / Double(layout.width))), screen \(GnuplotText.screen(1 - y / Double(layout.height)))"
    }

    /// The title's and the notes' lines as labels, centred, where the raster renderer draws them.
    static func titleLines(_ layout: PlotLayout, theme: PlotTheme) -> [String] {
        let middle = Double(layout.width) / 2
        return layout.titleLines.enumerated().map { index, line in
            label(
                line, left: middle, capTop: layout.titleLineTop(index), pixels: layout.titleSize, layout: layout,
                color: theme.foreground, justification: "center")
        }
            + layout.noteLines.enumerated().map { index, line in
                label(
                    line, left: middle, capTop: layout.noteLineTop(index), pixels: layout.textSize, layout: layout,
                    color: theme.noteColor, justification: "center")
            }
    }

    /// `set lmargin/rmargin/tmargin/bmargin at screen …` placing the plot area on `frame`.
    static func marginLines(_ frame: PixelRect, width: Int, height: Int) -> [String] {
        let w = Double(width)
        let h = Double(height)
        return [
            "set lmargin at screen \(GnuplotText.screen(frame.left / w))",
            "set rmargin at screen \(GnuplotText.screen(frame.right / w))",
            "set tmargin at screen \(GnuplotText.screen(1 - frame.top / h))",
            "set bmargin at screen \(GnuplotText.screen(1 - frame.bottom / h))",
        ]
    }

    /// `set xrange`/`set logscale`/`set xtics` for one axis (`name` is "x", "y" or "cb").
    static func axisLines(_ name: String, _ mapping: AxisMapping, hideLabels: Bool = false) -> [String] {
        // gnuplot drops an explicit tick sitting exactly on a log axis's end: widen the range by 1e-9 (relative,
        // far below a pixel) so the end ticks stay.
        let slack = mapping.scale == .log ? 1e-9 : 0
        return [
            "set \(name)range [\(GnuplotText.number(mapping.lower * (1 - slack))):\(GnuplotText.number(mapping.upper * (1 + slack)))]",
            mapping.scale == .log ? "set logscale \(name) 10" : "unset logscale \(name)",
            "set \(name)tics \(GnuplotText.tickList(mapping.ticks, hideLabels: hideLabels))",
        ]
    }

    private static func chartLines(_ chart: Chart, spec: PlotSpec, layout: PlotLayout) -> [String] {
        var lines: [String] = []
        var seriesIndex = 0
        for (panelIndex, panel) in chart.panels.enumerated() {
            let panelLayout = layout.panels[panelIndex]
            lines.append("# panel \(panelIndex)")
            lines += ["unset object", "unset arrow", "unset label"]
            lines += marginLines(panelLayout.frame, width: layout.width, height: layout.height)
            // The legend is drawn from the layout (below, with the last panel), not by gnuplot's key.
            lines.append("unset key")
            lines += axisLines("x", panelLayout.x, hideLabels: !panelLayout.showsXAxisText)
            lines += axisLines("y", panelLayout.y)
            lines += axisTitleLines(
                x: panelLayout.showsXAxisText ? chart.xAxis.title : nil, y: panel.yAxis.title,
                frame: panelLayout.frame, layout: layout)
            lines += annotationLines(chart, panel: panel, theme: spec.theme)
            if panelIndex == chart.panels.count - 1 {
                lines += titleLines(layout, theme: spec.theme)
                lines += placedLabelLines(chart, layout: layout, theme: spec.theme)
                lines += legendLines(chart, layout: layout, theme: spec.theme)
            }
            var plots: [String] = []
            for series in panel.series {
                let color = spec.theme.seriesColor(series.color, index: seriesIndex)
                let width = GnuplotText.number(series.lineWidth ?? spec.theme.lineWidth)
                let style: String
                switch series.style {
                case .line: style = "with lines lw \(width)"
                case .step: style = "with steps lw \(width)"
                case .points: style = "with points pt 7 ps \(width)"
                }
                let dash = series.dash == .solid ? "" : " dt \(gnuplotDash(series.dash))"
                let title = series.name.isEmpty ? "notitle" : "title \(GnuplotText.quoted(series.name))"
                plots.append(
                    "datafile index \(seriesIndex) using 1:2 \(style)\(dash) lc \(GnuplotText.rgb(color)) \(title)")
                seriesIndex += 1
            }
            lines.append("plot " + plots.joined(separator: ", \\\n     "))
        }
        return lines
    }

    /// gnuplot's dash type for `dash`: its built-in dashed (2), dotted (3) and dash-dot (4) patterns.
    static func gnuplotDash(_ dash: LineDash) -> Int {
        switch dash {
        case .solid: 1
        case .dashed: 2
        case .dotted: 3
        case .dashDot: 4
        }
    }

    /// Phase bands, guides and markers of one panel, as gnuplot objects and arrows behind the curves (their
    /// labels come from the layout: ``placedLabelLines(_:layout:theme:)``).
    private static func annotationLines(_ chart: Chart, panel: ChartPanel, theme: PlotTheme) -> [String] {
        var lines: [String] = []
        for phase in chart.phases {
            let from = GnuplotText.number(phase.from)
            let to = GnuplotText.number(phase.to)
            let opacity = NumberFormat.fixed(Double(phase.color.alpha) / 255, decimals: 3)
            lines.append(
                "set object rect from first \(from), graph 0 to first \(to), graph 1 behind "
                    + "fc \(GnuplotText.rgb(phase.color)) fs transparent solid \(opacity) noborder")
        }
        for guide in panel.guides {
            let y = GnuplotText.number(guide.y)
            let color = GnuplotText.rgb(guide.color ?? theme.guideColor)
            lines.append(
                "set arrow from graph 0, first \(y) to graph 1, first \(y) nohead dt 2 lw 1.5 lc \(color) back")
        }
        for marker in chart.markers {
            let x = GnuplotText.number(marker.x)
            let color = GnuplotText.rgb(marker.color ?? theme.markerColor)
            lines.append("set arrow from first \(x), graph 0 to first \(x), graph 1 nohead lw 1.5 lc \(color) back")
        }
        return lines
    }

    /// The guide, marker and phase labels where the layout placed them, each on a background box.
    private static func placedLabelLines(_ chart: Chart, layout: PlotLayout, theme: PlotTheme) -> [String] {
        layout.labels.map { placed in
            label(
                placed.text, left: placed.textLeft, capTop: placed.textTop, pixels: layout.textSize, layout: layout,
                color: chart.color(of: placed, theme: theme), boxed: true)
        }
    }

    /// The legend boxes of the layout: an opaque outlined rectangle, a sample line (or dot) per entry drawn as
    /// its series is, and the entry's text.
    private static func legendLines(_ chart: Chart, layout: PlotLayout, theme: PlotTheme) -> [String] {
        let w = Double(layout.width)
        func at(_ x: Double, _ y: Double) -> String { screen(x, y, layout) }
        var lines: [String] = []
        for legend in layout.legend {
            let box = legend.box
            lines.append(
                "set object rect from \(at(box.left, box.bottom)) to \(at(box.right, box.top)) front "
                    + "fc \(GnuplotText.rgb(theme.background)) fs solid 1.0 border lc \(GnuplotText.rgb(theme.foreground)) lw 1"
            )
            for entry in legend.entries {
                let series = chart.panels[entry.panel].series[entry.series]
                let color = GnuplotText.rgb(chart.seriesColor(panel: entry.panel, series: entry.series, theme: theme))
                let width = series.lineWidth ?? theme.lineWidth
                if series.style == .points {
                    let radius = GnuplotText.screen(width * 1.25 / w)
                    lines.append(
                        "set object circle at \(at((entry.sampleLeft + entry.sampleRight) / 2, entry.sampleY)) "
                            + "size screen \(radius) front fc \(color) fs solid 1.0 noborder")
                } else {
                    let dash = series.dash == .solid ? "" : " dt \(gnuplotDash(series.dash))"
                    lines.append(
                        "set arrow from \(at(entry.sampleLeft, entry.sampleY)) to \(at(entry.sampleRight, entry.sampleY)) "
                            + "nohead lw \(GnuplotText.number(width))\(dash) lc \(color) front")
                }
                lines.append(
                    label(
                        entry.name, left: entry.textLeft, capTop: entry.textTop, pixels: layout.textSize,
                        layout: layout, color: theme.foreground))
            }
        }
        return lines
    }

    /// The axis titles as labels at the screen positions `PlotLayout` gives (gnuplot's own xlabel/ylabel would
    /// float outside fixed margins); `x` is `nil` for a panel without x axis text.
    private static func axisTitleLines(x: String?, y: String, frame: PixelRect, layout: PlotLayout) -> [String] {
        var lines = ["unset xlabel", "unset ylabel"]
        if let x {
            let centre = layout.xTitleCentre(below: frame)
            lines.append("set label \(GnuplotText.quoted(x)) at \(screen(centre.x, centre.y, layout)) center front")
        }
        let centre = layout.yTitleCentre(beside: frame)
        lines.append(
            "set label \(GnuplotText.quoted(layout.yTitle(y, beside: frame))) at \(screen(centre.x, centre.y, layout)) "
                + "center rotate by 90 front")
        return lines
    }

    private static func heatmapLines(_ heatmap: Heatmap, spec: PlotSpec, layout: PlotLayout) -> [String] {
        let w = Double(layout.width)
        let h = Double(layout.height)
        let foreground = GnuplotText.rgb(spec.theme.foreground)
        let stops = ColorMap.viridis.controlPoints.map {
            "\(NumberFormat.fixed($0.position, decimals: 3)) \"\($0.color.hexRGB)\""
        }
        var lines = ["unset key", "unset grid", "set palette defined (\(stops.joined(separator: ", ")))"]
        if let bar = layout.colorBar {
            lines += axisLines("cb", bar.values)
            lines += [
                "unset cblabel",
                "set colorbox user origin screen \(GnuplotText.screen(bar.frame.left / w)),"
                    + "\(GnuplotText.screen(1 - bar.frame.bottom / h)) size screen "
                    + "\(GnuplotText.screen(bar.frame.width / w)),\(GnuplotText.screen(bar.frame.height / h))",
            ]
        } else {
            lines.append("unset colorbox")
        }
        for (index, panel) in layout.panels.enumerated() {
            lines += ["# grid \(index)", "unset object", "unset label", "unset xlabel", "unset ylabel"]
            if heatmap.panels.contains(where: { !$0.columnGuides.isEmpty }) { lines.append("unset arrow") }
            lines += marginLines(panel.frame, width: layout.width, height: layout.height)
            lines += axisLines("x", panel.x, hideLabels: !panel.showsXAxisText)
            lines += axisLines("y", panel.y, hideLabels: !panel.showsYAxisText)
            if !panel.title.isEmpty {
                let origin = layout.panelTitleOrigin(panel.title, above: panel.frame)
                lines.append(
                    label(
                        panel.title, left: origin.x, capTop: origin.y, pixels: layout.textSize, layout: layout,
                        color: spec.theme.foreground))
            }
            if index == 0 {
                lines += titleLines(layout, theme: spec.theme)
                lines += heatmapKeyLines(heatmap, layout: layout, foreground: foreground)
            }
            if let mark = heatmap.rowMark {
                let low = GnuplotText.number(mark.row - 0.5)
                let high = GnuplotText.number(mark.row + 0.5)
                lines.append(
                    "set object rect from graph 0, first \(low) to graph 1, first \(high) front fs empty "
                        + "border lc \(foreground) lw 2")
            }
            for column in heatmap.panels[index].columnGuides {
                let x = GnuplotText.number(column)
                let background = GnuplotText.rgb(spec.theme.background)
                lines.append(
                    "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead lw 4 lc \(background) front")
                lines.append(
                    "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dt 2 lw 2 lc \(foreground) front")
            }
            let color = heatmap.categories.isEmpty ? "lc palette" : "lc rgb variable"
            // Boxes ¾ pixel wider than their cell each way: anti-aliased edges of neighbours would show seams
            // otherwise (the frame clips the outer ones).
            let dx = GnuplotText.number(0.5 + 0.75 * (panel.x.upper - panel.x.lower) / panel.frame.width)
            let dy = GnuplotText.number(0.5 + 0.75 * (panel.y.upper - panel.y.lower) / panel.frame.height)
            let column = heatmap.categories.isEmpty ? 3 : 4
            lines.append(
                "plot datafile index \(index) using 1:2:(\(dx)):(\(dy)):\(column) with boxxyerror fs solid 1.0 noborder "
                    + "\(color) notitle")
        }
        return lines
    }

    /// The axis titles around all grids and the category swatches, as labels and objects (drawn with grid 0).
    private static func heatmapKeyLines(_ heatmap: Heatmap, layout: PlotLayout, foreground: String) -> [String] {
        func at(_ x: Double, _ y: Double) -> String { screen(x, y, layout) }
        var lines: [String] = []
        if let area = layout.heatmapArea {
            let x = layout.xTitleCentre(below: area)
            let y = layout.yTitleCentre(beside: area)
            lines.append("set label \(GnuplotText.quoted(heatmap.xAxis.title)) at \(at(x.x, x.y)) center front")
            lines.append(
                "set label \(GnuplotText.quoted(heatmap.yAxis.title)) at \(at(y.x, y.y)) center rotate by 90 front")
        }
        if let bar = layout.colorBar {
            // The bar's title where the raster renderer puts it (gnuplot's cblabel can sit on the tick labels).
            let centre = layout.colorBarTitleCentre(bar)
            lines.append(
                "set label \(GnuplotText.quoted(heatmap.colorBar.title)) at \(at(centre.x, centre.y)) center "
                    + "rotate by 90 front")
        }
        guard let key = layout.categoryKey else { return lines }
        let half = key.swatch / 2
        lines.append(
            "set label \(GnuplotText.quoted(heatmap.colorBar.title)) at \(at(key.left, key.top + half)) left front "
                + "textcolor \(foreground)")
        for (index, category) in heatmap.categories.enumerated() {
            let origin = key.swatchOrigin(index)
            let label = key.labelOrigin(index)
            lines.append(
                "set object rect from \(at(origin.x, origin.y + key.swatch)) to \(at(origin.x + key.swatch, origin.y)) "
                    + "front fc \(GnuplotText.rgb(category.color)) fs solid 1.0 border lc \(foreground)")
            lines.append(
                "set label \(GnuplotText.quoted(category.label)) at \(at(label.x, label.y + half)) left front "
                    + "textcolor \(foreground)")
        }
        return lines
    }
}
