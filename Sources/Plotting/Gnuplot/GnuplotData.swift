// Plotting: the data file gnuplot reads: one block per series (or one matrix for a heatmap).
import Foundation
import Support

/// Generates the tab-separated data file for a spec. Pure and deterministic.
public enum GnuplotData {
    /// The data file's text.
    ///
    /// A chart writes one block per series (panels in order, series in order), blocks separated by two blank
    /// lines so the script selects them with `index n`; each line is `x<TAB>y`. A NaN point becomes one blank
    /// line, which gnuplot draws as a gap. A heatmap writes one block per grid, one line per cell
    /// with a value: `column<TAB>row<TAB>value<TAB>rgb` (rgb: the cell's colour as a 24-bit number, used for
    /// categories); a grid without values gets one point far outside its range, so every block exists.
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
            let bar = (try? PlotLayout(spec: spec))?.colorBar?.values
            let lower = bar?.lower ?? 0
            let upper = bar?.upper ?? 1
            return heatmap.panels.enumerated().map { index, panel in
                var out = "# grid \(index)\n"
                var any = false
                for (row, values) in panel.values.enumerated() {
                    for (column, value) in values.enumerated() {
                        guard let color = heatmap.color(of: value, lower: lower, upper: upper) else { continue }
                        let rgb = Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
                        out += "\(column)\t\(row)\t\(NumberFormat.data(value))\t\(rgb)\n"
                        any = true
                    }
                }
                return any ? out : out + "-1000000\t-1000000\t0\t0\n"
            }.joined(separator: "\n\n")
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
