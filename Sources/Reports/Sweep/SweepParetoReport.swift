// Reports/Sweep/SweepParetoReport: `bench results pareto`'s front as a table, CSV, JSON and a picture.
import Analysis
import Foundation
import Plotting
import Support
import Sweep

/// The non-dominated combinations of a sweep (``SweepParetoFront``) as text and files.
public struct SweepParetoReport {
    /// The sweep's header (its grid names the parameters).
    public let header: SweepHeader
    /// The question.
    public let query: SweepParetoQuery
    /// The answer.
    public let result: SweepParetoFront

    /// A report; see the properties.
    public init(header: SweepHeader, query: SweepParetoQuery, result: SweepParetoFront) {
        (self.header, self.query, self.result) = (header, query, result)
    }

    /// `mean settle time s (smaller)`: an objective as the table and the picture name it.
    public func objectiveTitle(_ k: Int) -> String {
        let o = query.objectives[k]
        let unit = o.metric.unit.isEmpty ? "" : " \(o.metric.unit)"
        return "\(query.aggregate.rawValue) \(o.metric.label)\(unit) (\(o.maximize ? "larger" : "smaller") is better)"
    }

    /// A header line (the objectives, the cells counted, the conditions), a line of how many combinations take
    /// part and how many are on the front, then the front: one row per combination, its parameter values and
    /// objectives, in the front's order.
    public var text: String {
        let names = query.objectives.map { "\($0.metric.rawValue):\($0.maximize ? "max" : "min")" }
        let header0 =
            "trade-off of \(names.joined(separator: ", ")) (\(query.aggregate.rawValue) per combination), over "
            + "\(result.countedCells) of \(result.totalCells) cells of \(header.scenario.name)"
            + (query.filters.isEmpty ? "" : " where " + SweepBestTable.joined(query.filters.map(\.description)))
            + (query.requirements.isEmpty
                ? "" : "; requiring " + SweepBestTable.joined(query.requirements.map(\.description)))
        let header1 =
            "\(result.front.count) of \(result.points.count) qualifying combinations are on the front "
            + "(\(result.combinationCount) in the grid); none of the others is as good on every outcome"
        var table = TextTable(
            columns: header.grid.parameters.map {
                TextTable.Column(
                    $0.parameter.rawValue + ($0.parameter.valueUnit.isEmpty ? "" : " " + $0.parameter.valueUnit),
                    alignment: .right)
            }
                + query.objectives.map { o in
                    TextTable.Column(
                        "\(query.aggregate.rawValue) \(o.metric.rawValue)\(o.metric.unit.isEmpty ? "" : " " + o.metric.unit)",
                        alignment: .right)
                })
        for point in result.frontPoints {
            table.append(point.labels + point.scores.map { NumberFormat.fixed($0, decimals: 4) })
        }
        return header0 + "\n" + header1 + "\n" + (result.front.isEmpty ? "" : table.render())
    }

    /// One row per front combination: the parameter columns as a sweep's CSV names them, then one column per
    /// objective (`<aggregate>_<outcome column>`), numbers as sweep files write them.
    public var csv: String {
        var lines = [
            CSVText.row(
                header.grid.parameters.map(\.parameter.columnName)
                    + query.objectives.map { "\(query.aggregate.rawValue)_\($0.metric.columnName)" })
        ]
        for point in result.frontPoints {
            lines.append(
                CSVText.row(
                    zip(header.grid.parameters, point.values).map {
                        $0.parameter.choices == nil ? NumberFormat.data($1) : $0.parameter.text(of: $1)
                    }
                        + point.scores.map(NumberFormat.data)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A parameter's value in the JSON: a number, or a choice's name.
    enum Value: Encodable {
        case number(Double)
        case name(String)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let x): try container.encode(x)
            case .name(let s): try container.encode(s)
            }
        }
    }

    struct Objective: Encodable {
        var outcome: String
        var unit: String
        var better: String
    }

    struct Entry: Encodable {
        var parameters: [String: Value]
        var objectives: [String: Double]
    }

    struct Document: Encodable {
        var format: String
        var scenario: String
        var aggregate: String
        var objectives: [Objective]
        var qualifyingCombinations: Int
        var combinations: Int
        var front: [Entry]
    }

    /// The JSON document (format `dragscrolllab-pareto-front/1`): the objectives, how many combinations qualify,
    /// and `front: [{parameters: {NAME: value}, objectives: {OUTCOME: value}}]` in the front's order (a choice
    /// parameter by name, numbers in their units).
    public func json() throws -> Data {
        let axes = header.grid.parameters
        let entries = result.frontPoints.map { point in
            Entry(
                parameters: Dictionary(
                    uniqueKeysWithValues: zip(axes, point.values).map { axis, value in
                        (
                            axis.parameter.rawValue,
                            axis.parameter.choices == nil ? Value.number(value) : .name(axis.parameter.text(of: value))
                        )
                    }),
                objectives: Dictionary(
                    zip(query.objectives, point.scores).map { ($0.metric.rawValue, $1) },
                    uniquingKeysWith: { a, _ in a }
                ))
        }
        let document = Document(
            format: "dragscrolllab-pareto-front/1", scenario: header.scenario.name,
            aggregate: query.aggregate.rawValue,
            objectives: query.objectives.map {
                Objective(outcome: $0.metric.rawValue, unit: $0.metric.unit, better: $0.maximize ? "larger" : "smaller")
            }, qualifyingCombinations: result.points.count, combinations: result.combinationCount, front: entries)
        return try StableJSON.encode(document)
    }

    /// The most front combinations the picture labels; a longer front has this many labelled, evenly picked.
    public static let maximumLabels = 8

    /// The picture: objective 1 across; objective 2 up (and objective 3 in a second panel below, on the same
    /// objective-1 axis). Every qualifying combination is a faint grey dot; the front is drawn over them in
    /// colour (joined in order of objective 1 when there are two objectives) and its points labelled with the
    /// values of the parameters that change along the front (at most ``maximumLabels``, evenly picked; the notes
    /// name the parameters, the values the others keep, and how many are labelled).
    public func plot(size: PlotSize) -> PlotSpec {
        let front = result.frontPoints
        let frontColor = PlotColor(rgb: 0xD55E00)
        let faint = PlotColor(rgb: 0x7F7F7F, alpha: 120)
        let labelled: [Int] =
            front.count <= Self.maximumLabels
            ? Array(front.indices)
            : (0..<Self.maximumLabels).map { $0 * (front.count - 1) / (Self.maximumLabels - 1) }
        // Labels name only the parameters that change along the front; the notes give the others' values.
        let axes = header.grid.parameters.indices
        let varying = axes.filter { k in Set(front.map { $0.labels[k] }).count > 1 }
        let named = varying.isEmpty ? Array(axes) : varying
        func label(_ point: SweepParetoPoint) -> String {
            named.map { point.labels[$0] }.joined(separator: ", ")
        }
        var panels: [ChartPanel] = []
        for k in 1..<query.objectives.count {
            var series = [
                PlotSeries(
                    "every combination (\(result.points.count))", style: .points, x: result.points.map { $0.scores[0] },
                    y: result.points.map { $0.scores[k] }, color: faint, lineWidth: 3)
            ]
            let ordered = query.objectives.count == 2
            series.append(
                PlotSeries(
                    k == 1 ? "front (\(front.count))" : "", style: ordered ? .line : .points,
                    x: front.map { $0.scores[0] }, y: front.map { $0.scores[k] }, color: frontColor,
                    lineWidth: ordered ? 2 : 3))
            if ordered {
                series.append(
                    PlotSeries(
                        "", style: .points, x: front.map { $0.scores[0] }, y: front.map { $0.scores[k] },
                        color: frontColor, lineWidth: 3))
            }
            // Combinations with the same scores sit on one dot: one label names them all.
            var shown: [[Double]] = []
            for i in labelled where !shown.contains(front[i].scores) {
                shown.append(front[i].scores)
                let same = front.filter { $0.scores == front[i].scores }
                series.append(
                    PlotSeries(
                        "", style: .points, x: [front[i].scores[0]], y: [front[i].scores[k]], color: frontColor,
                        lineWidth: 3, endLabel: same.map(label).joined(separator: "; ")))
            }
            let o = query.objectives[k]
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis("\(query.aggregate.rawValue) \(o.metric.label)", unit: o.metric.unit),
                    series: series))
        }
        let x = query.objectives[0]
        var notes = [
            (1..<query.objectives.count).map(objectiveTitle).reduce(objectiveTitle(0)) { $0 + "; " + $1 }
                + "; grey: every qualifying combination, colour: the front"
        ]
        var key =
            "labels: " + named.map { header.grid.parameters[$0].parameter.rawValue }.joined(separator: ", ")
        let fixed = axes.filter { !named.contains($0) }
        if let first = front.first, !fixed.isEmpty {
            key +=
                "; on the whole front "
                + fixed.map { "\(header.grid.parameters[$0].parameter.rawValue) \(first.labels[$0])" }
                .joined(separator: ", ")
        }
        if labelled.count < front.count {
            key += "; up to \(labelled.count) of the \(front.count) front combinations labelled, evenly picked"
        }
        notes.append(key)
        return PlotSpec(
            title: "Trade-off front of \(header.scenario.name): \(result.front.count) of \(result.points.count) "
                + "combinations no other beats on every outcome",
            size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis("\(query.aggregate.rawValue) \(x.metric.label)", unit: x.metric.unit),
                    panels: panels, legend: .outside)),
            notes: notes)
    }
}
