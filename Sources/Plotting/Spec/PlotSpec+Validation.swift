// Plotting: checks a spec before anything is drawn, so bad input becomes one clear error, never a crash.

extension PlotSpec {
    /// The most panels a chart may stack (three pairs of small multiples).
    public static let maximumPanels = 6
    /// The most rows or columns a heatmap may have.
    public static let maximumHeatmapSide = 2_000
    /// The most grids (small multiples) a heatmap may have.
    public static let maximumHeatmapPanels = 16

    /// Checks every field a renderer relies on.
    ///
    /// NaN points in series are allowed (they are gaps); infinite values, empty series, mismatched lengths,
    /// sizes `PlotSize.problem` refuses, inverted ranges and non-positive values on a log axis are not.
    /// - Throws: `PlotError.invalidSpec` naming the first bad field.
    public func validate() throws(PlotError) {
        if let problem = size.problem { throw .invalidSpec(field: "size.\(problem.field)", reason: problem.reason) }
        try Self.checkWidth(theme.lineWidth, field: "theme.lineWidth")
        switch content {
        case .chart(let chart): try Self.validate(chart)
        case .heatmap(let heatmap): try Self.validate(heatmap)
        }
    }

    private static func validate(_ chart: Chart) throws(PlotError) {
        guard (1...maximumPanels).contains(chart.panels.count) else {
            throw .invalidSpec(
                field: "panels", reason: "\(chart.panels.count) panels; a chart has 1 to \(maximumPanels)")
        }
        let xScale = chart.xAxis.scale
        try checkRange(chart.xAxis, field: "xAxis.range")
        for (index, marker) in chart.markers.enumerated() {
            try checkValue(marker.x, scale: xScale, field: "markers[\(index)].x")
        }
        for (index, phase) in chart.phases.enumerated() {
            try checkValue(phase.from, scale: xScale, field: "phases[\(index)].from")
            try checkValue(phase.to, scale: xScale, field: "phases[\(index)].to")
            if phase.to < phase.from {
                throw .invalidSpec(
                    field: "phases[\(index)]", reason: "ends (\(phase.to)) before it starts (\(phase.from))")
            }
        }
        for (panelIndex, panel) in chart.panels.enumerated() {
            let path = "panels[\(panelIndex)]"
            try checkRange(panel.yAxis, field: "\(path).yAxis.range")
            guard panel.weight.isFinite && panel.weight > 0 else {
                throw .invalidSpec(field: "\(path).weight", reason: "\(panel.weight) is not a positive number")
            }
            guard !panel.series.isEmpty else { throw .invalidSpec(field: "\(path).series", reason: "no series") }
            for (index, guide) in panel.guides.enumerated() {
                try checkValue(guide.y, scale: panel.yAxis.scale, field: "\(path).guides[\(index)].y")
            }
            for (index, series) in panel.series.enumerated() {
                try validate(series, xScale: xScale, yScale: panel.yAxis.scale, field: "\(path).series[\(index)]")
            }
        }
    }

    private static func validate(
        _ series: PlotSeries, xScale: AxisScale, yScale: AxisScale,
        field: String
    ) throws(PlotError) {
        let path = "\(field) \"\(series.name)\""
        guard series.x.count == series.y.count else {
            throw .invalidSpec(field: path, reason: "\(series.x.count) x values but \(series.y.count) y values")
        }
        guard !series.x.isEmpty else { throw .invalidSpec(field: path, reason: "series is empty") }
        if let width = series.lineWidth { try checkWidth(width, field: "\(path).lineWidth") }
        var finitePoints = 0
        for index in series.x.indices {
            let x = series.x[index]
            let y = series.y[index]
            if x.isNaN || y.isNaN { continue }
            try checkValue(x, scale: xScale, field: "\(path).x[\(index)]")
            try checkValue(y, scale: yScale, field: "\(path).y[\(index)]")
            finitePoints += 1
        }
        if finitePoints == 0 { throw .invalidSpec(field: path, reason: "every point is NaN") }
    }

    private static func validate(_ heatmap: Heatmap) throws(PlotError) {
        let columns = heatmap.columnLabels.count
        let rows = heatmap.rowLabels.count
        for (name, count) in [("heatmap.columnLabels", columns), ("heatmap.rowLabels", rows)]
        where !(1...maximumHeatmapSide).contains(count) {
            throw .invalidSpec(field: name, reason: "\(count) labels; a heatmap needs 1...\(maximumHeatmapSide)")
        }
        guard (1...maximumHeatmapPanels).contains(heatmap.panels.count) else {
            throw .invalidSpec(
                field: "heatmap.panels",
                reason: "\(heatmap.panels.count) panels; a heatmap has 1...\(maximumHeatmapPanels)")
        }
        guard heatmap.colorBar.scale == .linear else {
            throw .invalidSpec(field: "heatmap.colorBar.scale", reason: "only a linear colour bar is supported")
        }
        try checkRange(heatmap.colorBar, field: "heatmap.colorBar.range")
        for (name, values, count) in [
            ("heatmap.columnValues", heatmap.columnValues, columns), ("heatmap.rowValues", heatmap.rowValues, rows),
        ] {
            guard let values else { continue }
            guard values.count == count else {
                throw .invalidSpec(field: name, reason: "\(values.count) values but \(count) labels")
            }
            for (index, value) in values.enumerated() {
                try checkValue(value, scale: .linear, field: "\(name)[\(index)]")
            }
        }
        for (index, category) in heatmap.categories.enumerated() {
            try checkValue(category.value, scale: .linear, field: "heatmap.categories[\(index)].value")
        }
        var finiteCells = 0
        for (panel, grid) in heatmap.panels.enumerated() {
            for (index, column) in grid.columnGuides.enumerated() {
                try checkValue(column, scale: .linear, field: "heatmap.panels[\(panel)].columnGuides[\(index)]")
            }
            let path = "heatmap.panels[\(panel)].values"
            guard grid.values.count == rows else {
                throw .invalidSpec(field: path, reason: "\(grid.values.count) rows but \(rows) row labels")
            }
            for (row, values) in grid.values.enumerated() {
                guard values.count == columns else {
                    throw .invalidSpec(
                        field: "\(path)[\(row)]", reason: "\(values.count) values but \(columns) column labels")
                }
                for (column, value) in values.enumerated() where !value.isNaN {
                    try checkValue(value, scale: .linear, field: "\(path)[\(row)][\(column)]")
                    finiteCells += 1
                }
            }
        }
        if finiteCells == 0 { throw .invalidSpec(field: "heatmap.values", reason: "every cell is NaN") }
    }

    /// `field` is built only when the value is bad: a spec has millions of points and a name per point would
    /// cost more than drawing them.
    private static func checkValue(_ value: Double, scale: AxisScale, field: @autoclosure () -> String)
        throws(PlotError)
    {
        guard value.isFinite else { throw .invalidSpec(field: field(), reason: "\(value) is not a finite number") }
        if scale == .log && value <= 0 {
            throw .invalidSpec(field: field(), reason: "\(value) is not positive, but the axis is logarithmic")
        }
    }

    private static func checkRange(_ axis: PlotAxis, field: String) throws(PlotError) {
        guard let range = axis.range else { return }
        try checkValue(range.lowerBound, scale: axis.scale, field: field)
        try checkValue(range.upperBound, scale: axis.scale, field: field)
        guard range.lowerBound < range.upperBound else {
            throw .invalidSpec(field: field, reason: "is empty (\(range.lowerBound)...\(range.upperBound))")
        }
    }

    private static func checkWidth(_ width: Double, field: String) throws(PlotError) {
        guard width.isFinite && width > 0 && width <= 100 else {
            throw .invalidSpec(field: field, reason: "\(width) px is outside 0...100 px")
        }
    }
}
