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
        let fontSize = 4 * layout.textScale + 5
        var lines = [
            "# DragScrollLab plot: \(spec.title.replacingOccurrences(of: "\n", with: " "))",
            "# Re-run with: gnuplot <this file>  (writes \(outputFileName))",
            "if (!exists(\"outfile\")) outfile = \(GnuplotText.singleQuoted(outputFileName))",
            "if (!exists(\"datafile\")) datafile = \(GnuplotText.singleQuoted(dataFileName))",
            "set terminal pngcairo size \(spec.size.width),\(spec.size.height) noenhanced font \"Sans,\(fontSize)\" "
                + "background \"\(spec.theme.background.hexRGB)\"",
            "set output outfile",
            "set datafile separator \"\\t\"",
            "set border 15 lw 1 lc \(GnuplotText.rgb(spec.theme.foreground))",
            "set tics out nomirror textcolor \(GnuplotText.rgb(spec.theme.foreground))",
            "set grid xtics ytics back lt 1 lw 1 lc \(GnuplotText.rgb(spec.theme.grid))",
            "set multiplot title \(titleText(layout.titleLines)) font \",\(fontSize + 4 * (layout.titleScale - layout.textScale))\"",
        ]
        switch spec.content {
        case .chart(let chart): lines += chartLines(chart, spec: spec, layout: layout)
        case .heatmap(let heatmap): lines += heatmapLines(heatmap, spec: spec, layout: layout)
        }
        lines.append("unset multiplot")
        return lines.joined(separator: "\n") + "\n"
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
            if panel.series.allSatisfy({ $0.name.isEmpty }) {
                // No legend entry: no (empty) key box either.
                lines.append("unset key")
            } else if layout.legendColumnLeft == nil {
                lines.append("set key top right box opaque reverse Left samplen 3")
            } else if let legendLeft = layout.legendColumnLeft {
                // Outside: right of the panels, level with this panel's top.
                lines.append(
                    "set key at screen \(GnuplotText.screen(legendLeft / Double(layout.width))), "
                        + "screen \(GnuplotText.screen(1 - panelLayout.frame.top / Double(layout.height))) "
                        + "left top box opaque reverse Left samplen 5 font \",\(4 * layout.legendScale + 5)\"")
            }
            lines += axisLines("x", panelLayout.x, hideLabels: !panelLayout.showsXAxisText)
            lines += axisLines("y", panelLayout.y)
            lines += axisTitleLines(
                x: panelLayout.showsXAxisText ? chart.xAxis.title : nil, y: panel.yAxis.title,
                frame: panelLayout.frame, layout: layout)
            lines += annotationLines(chart, panel: panel, theme: spec.theme)
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

    /// Phase bands, guides and markers of one panel, as gnuplot objects, arrows and labels.
    private static func annotationLines(_ chart: Chart, panel: ChartPanel, theme: PlotTheme) -> [String] {
        var lines: [String] = []
        for (index, phase) in chart.phases.enumerated() {
            let from = GnuplotText.number(phase.from)
            let to = GnuplotText.number(phase.to)
            let row = index % 2 == 0 ? "0.8" : "2.0"
            let opacity = NumberFormat.fixed(Double(phase.color.alpha) / 255, decimals: 3)
            lines.append(
                "set object rect from first \(from), graph 0 to first \(to), graph 1 behind "
                    + "fc \(GnuplotText.rgb(phase.color)) fs transparent solid \(opacity) noborder")
            lines.append(
                "set label \(GnuplotText.quoted(phase.label)) at first \(from), graph 0 offset 0.5,\(row) left front "
                    + "textcolor \(GnuplotText.rgb(theme.foreground))")
        }
        for guide in panel.guides {
            let y = GnuplotText.number(guide.y)
            let color = GnuplotText.rgb(guide.color ?? theme.guideColor)
            lines.append(
                "set arrow from graph 0, first \(y) to graph 1, first \(y) nohead dt 2 lw 1.5 lc \(color) front")
            lines.append(
                "set label \(GnuplotText.quoted(guide.label)) at graph 0, first \(y) offset 0.5,0.7 left front "
                    + "textcolor \(color)")
        }
        for marker in chart.markers {
            let x = GnuplotText.number(marker.x)
            let color = GnuplotText.rgb(marker.color ?? theme.markerColor)
            lines.append("set arrow from first \(x), graph 0 to first \(x), graph 1 nohead lw 1.5 lc \(color) front")
            lines.append(
                "set label \(GnuplotText.quoted(marker.label)) at first \(x), graph 1 offset 0.5,-1 left front "
                    + "textcolor \(color)")
        }
        return lines
    }

    /// The axis titles as labels at the screen positions `PlotLayout` gives (gnuplot's own xlabel/ylabel would
    /// float outside fixed margins); `x` is `nil` for a panel without x axis text.
    private static func axisTitleLines(x: String?, y: String, frame: PixelRect, layout: PlotLayout) -> [String] {
        let w = Double(layout.width)
        let h = Double(layout.height)
        var lines = ["unset xlabel", "unset ylabel"]
        if let x {
            let centre = layout.xTitleCentre(below: frame)
            lines.append(
                "set label \(GnuplotText.quoted(x)) at screen \(GnuplotText.screen(centre.x / w)), "
                    + "screen \(GnuplotText.screen(1 - centre.y / h)) center front")
        }
        let centre = layout.yTitleCentre(beside: frame)
        lines.append(
            "set label \(GnuplotText.quoted(y)) at screen \(GnuplotText.screen(centre.x / w)), "
                + "screen \(GnuplotText.screen(1 - centre.y / h)) center rotate by 90 front")
        return lines
    }

    /// The title's lines as one gnuplot string, lines joined by `\n`.
    static func titleText(_ lines: [String]) -> String {
        "\"" + lines.map { String(GnuplotText.quoted($0).dropFirst().dropLast()) }.joined(separator: "\\n") + "\""
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
            lines += marginLines(panel.frame, width: layout.width, height: layout.height)
            lines += axisLines("x", panel.x, hideLabels: !panel.showsXAxisText)
            lines += axisLines("y", panel.y, hideLabels: !panel.showsYAxisText)
            if !panel.title.isEmpty {
                let at = (
                    x: (panel.frame.left + panel.frame.right) / 2, y: panel.frame.top - Double(8 * layout.textScale)
                )
                lines.append(
                    "set label \(GnuplotText.quoted(panel.title)) at screen \(GnuplotText.screen(at.x / w)), "
                        + "screen \(GnuplotText.screen(1 - at.y / h)) center front textcolor \(foreground)")
            }
            if index == 0 { lines += heatmapKeyLines(heatmap, layout: layout, foreground: foreground) }
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
        let w = Double(layout.width)
        let h = Double(layout.height)
        func at(_ x: Double, _ y: Double) -> String {
            "screen \(GnuplotText.screen(x / w)), screen \(GnuplotText.screen(1 - y / h))"
        }
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
