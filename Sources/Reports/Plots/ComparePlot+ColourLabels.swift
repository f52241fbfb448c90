// Reports/ComparePlot+ColourLabels: names beside the curves of a comparison that has no direct label of its own
// (one release to each target), so its colours can be told apart without colour.
import Analysis

extension ComparePlot {
    /// Without a direct label of its own, each colour is named once beside a curve, so the colours can be told
    /// apart without colour: on the line of its first style (the lowest variant) by its target, or, when other
    /// colours share that target (the peers' own rests), by its styles. Keys are indices into `lines`; lines
    /// across several colours get none.
    static func colourLabels(_ lines: [[CompareCurve]]) -> [Int: String] {
        let colours = lines.map { Set($0.map(\.group)).count == 1 ? $0.first?.group ?? -1 : -1 }
        let targets = lines.map { $0.first?.targetName ?? "" }
        guard Set(colours.filter { $0 >= 0 }).count > 1 else { return [:] }
        let byVariant = lines.indices.sorted {
            let (a, b) = (lines[$0].map(\.variant).min() ?? 0, lines[$1].map(\.variant).min() ?? 0)
            return a != b ? a < b : $0 < $1
        }
        var labels: [Int: String] = [:]
        var named: Set<Int> = []
        for index in byVariant where colours[index] >= 0 && named.insert(colours[index]).inserted {
            let shared = lines.indices.contains { colours[$0] != colours[index] && targets[$0] == targets[index] }
            labels[index] = withoutVersions(shared ? systemLabel(lines[index]) : targets[index])
        }
        return labels
    }
}
