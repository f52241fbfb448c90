// Reports/Sweep/SweepSummary: the lines `bench sweep` prints after a sweep, and its default folder name.
import Analysis
import PanelSimulator
import SafeOutput
import Scenario
import Support
import Sweep

/// What a finished sweep reports: grid, speed, landings, files.
public enum SweepSummary {
    /// `Plots/sweep-<scenario>-<param>[-<param>…][-shard-<i>-of-<n>]`, shortened to fit (``DefaultOutput``).
    public static func defaultFolder(scenario: Scenario, grid: SweepGrid, shard: SweepShard?) -> String {
        let safe = String(scenario.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
        let parameters = grid.parameters.map(\.parameter.rawValue).joined(separator: "-")
        let suffix = shard.map { "-shard-\($0.index)-of-\($0.count)" } ?? ""
        return DefaultOutput.path(stem: "sweep-\(safe)-\(parameters)", suffix: suffix)
    }

    /// The lines printed after a sweep: grid, speed, landings, files.
    public static func text(_ header: SweepHeader, report: SweepOutputReport, seconds: Double, jobs: Int) -> String {
        let grid = header.grid
        let sizes =
            grid.parameters.map { "\($0.values.count) \($0.parameter.rawValue)" }
            + [
                "\(grid.startHeights.count) start heights",
                "\(grid.gestureValues.count) \(grid.gesture.axisNamePlural)",
            ]
        let shard = header.shard.map { ", shard \($0.index)/\($0.count): \(report.rowCount) cells" } ?? ""
        var lines = [
            "sweep: \(grid.count) cells = \(sizes.joined(separator: " x "))\(shard) "
                + "(scenario \(header.scenario.name), \(header.scenario.movementStyle) style)"
        ]
        let frames = Double(report.frameCount)
        let rate = seconds > 0 ? frames / seconds : 0
        lines.append(
            "simulated \(report.frameCount) frames and wrote the files in \(TextTable.number(seconds, decimals: 3)) s "
                + "on \(jobs) job\(jobs == 1 ? "" : "s"): \(TextTable.number(rate / 1e6, decimals: 2)) M frames/s, "
                + "\(TextTable.number(seconds > 0 ? Double(report.rowCount) / seconds : 0, decimals: 0)) cells/s")
        let detents = header.scenario.detentsPt
        let parts = report.landingsByDetent.keys.sorted().map { d in
            "detent \(d)" + (d < detents.count ? " (\(SweepValues.format(detents[d])) pt)" : "")
                + ": \(report.landingsByDetent[d] ?? 0)"
        }
        let off = report.offDetents > 0 ? ["off detents: \(report.offDetents)"] : []
        if !detents.isEmpty { lines.append("landings: " + (parts + off).joined(separator: ", ")) }
        lines.append(filesLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `wrote DIR/: sweep.csv, sweep.json, N PNGs (renderer)`, the PNGs named only when some were drawn.
    public static func filesLine(_ report: SweepOutputReport) -> String {
        let images = report.imageCount > 0 ? ", \(report.imageCount) PNGs (\(report.renderer?.rawValue ?? "none"))" : ""
        return "wrote \(OutputPath.folderPath(report.folder))/: sweep.csv, sweep.json\(images)"
    }

    /// What `bench render` says of the PNGs it drew: ``filesLine(_:)`` for a new folder, or `re-drew N PNGs in DIR/
    /// (renderer)` in place.
    public static func renderedLine(_ report: SweepOutputReport, newFolder: Bool) -> String {
        newFolder
            ? filesLine(report)
            : "re-drew \(report.imageCount) PNGs in \(OutputPath.folderPath(report.folder))/ "
                + "(\(report.renderer?.rawValue ?? "none"))"
    }

    /// The lines `bench results merge` prints after joining `shards` shards into the folder of `report`.
    public static func mergedText(shards: Int, report: SweepOutputReport) -> String {
        "merged \(shards) shards: \(report.rowCount) cells, \(report.frameCount) frames\n\(filesLine(report))\n"
    }
}
