// Plotting: the data file gnuplot reads: one block per series (or one matrix for a heatmap).
import Foundation
import Support

/// Generates the tab-separated data file for a spec. Pure and deterministic.
public enum GnuplotData {
    /// The data file's text.
    ///
    /// A chart writes one block per series (panels in order, series in order), blocks separated by two blank
    /// lines so the script selects them with `index n`; each line is `x<TAB>y`. A NaN point becomes one blank
    /// line, which gnuplot draws as a gap. A heatmap writes its rows (bottom row first) as a matrix, NaN as `NaN`.
    /// - Parameter spec: a spec that passed `validate()`.
    /// - Returns: the file's text, ending in a newline.
    /// - Complexity: O(number of points).
    public static func text(for spec: PlotSpec) -> String {
        switch spec.content {
        case .chart(let chart):
            var blocks: [String] = []
            for panel in chart.panels {
                for series in panel.series { blocks.append(block(for: series)) }
            }
            return blocks.joined(separator: "\n\n")
        case .heatmap(let heatmap):
            return heatmap.values.map { row in row.map(NumberFormat.data).joined(separator: "\t") + "\n" }.joined()
        }
    }

    private static func block(for series: PlotSeries) -> String {
        var out = "# \(series.name.replacingOccurrences(of: "\n", with: " "))\n"
        var pendingGap = false
        var wrotePoint = false
        for index in series.x.indices {
            let x = series.x[index]
            let y = series.y[index]
            if x.isNaN || y.isNaN {
                pendingGap = wrotePoint
                continue
            }
            if pendingGap { out += "\n" }
            pendingGap = false
            out += NumberFormat.data(x) + "\t" + NumberFormat.data(y) + "\n"
            wrotePoint = true
        }
        return out
    }
}
