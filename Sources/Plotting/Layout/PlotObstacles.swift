// Plotting: what a label or legend placed over a chart panel must not cover: curves, lines and other text.

/// Everything drawn in one chart panel that text must stay clear of, in pixels: every series' segments (with
/// their half widths), the guides' rows, the markers' columns, and the boxes already placed.
struct PanelObstacles {
    /// The panel's frame: text must lie inside it.
    var frame: PixelRect
    /// Segments of every series, pixels, with the half width of their stroke.
    var segments: [(ax: Double, ay: Double, bx: Double, by: Double, radius: Double)] = []
    /// Rows of horizontal guides, pixels.
    var rows: [Double] = []
    /// Columns of vertical markers, pixels.
    var columns: [Double] = []
    /// Text boxes and legend boxes already placed.
    var boxes: [PixelRect] = []

    /// The obstacles of `panel` laid out at `layout` (series drawn with `theme`'s default width when unset).
    init(panel: ChartPanel, chart: Chart, layout: PanelLayout, defaultWidth: Double) {
        frame = layout.frame
        for series in panel.series {
            let width = series.lineWidth ?? defaultWidth
            let radius = (series.style == .points ? width * 1.25 : width / 2) + 1
            var previous: (x: Double, y: Double)?
            for index in series.x.indices {
                let x = series.x[index]
                let y = series.y[index]
                guard !x.isNaN, !y.isNaN else {
                    previous = nil
                    continue
                }
                let point = layout.pixel(x: x, y: y)
                switch series.style {
                case .points:
                    segments.append((point.x, point.y, point.x, point.y, radius))
                case .line:
                    let from = previous ?? point
                    segments.append((from.x, from.y, point.x, point.y, radius))
                case .step:
                    let from = previous ?? point
                    segments.append((from.x, from.y, point.x, from.y, radius))
                    segments.append((point.x, from.y, point.x, point.y, radius))
                }
                previous = point
            }
        }
        rows = panel.guides.map { layout.y.pixel($0.y) }
        columns = chart.markers.map { layout.x.pixel($0.x) }
    }

    /// Whether `box` lies inside the frame and touches no segment, guide, marker or placed box.
    func isClear(_ box: PixelRect) -> Bool {
        guard box.left >= frame.left + 1, box.right <= frame.right - 1, box.top >= frame.top + 1,
            box.bottom <= frame.bottom - 1
        else { return false }
        if rows.contains(where: { $0 > box.top - 1 && $0 < box.bottom + 1 }) { return false }
        if columns.contains(where: { $0 > box.left - 1 && $0 < box.right + 1 }) { return false }
        if boxes.contains(where: { Self.overlap($0, box) }) { return false }
        return !segments.contains { Self.segment($0, touches: box) }
    }

    /// Whether two boxes share any area.
    static func overlap(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    }

    /// Whether a segment with half width `radius` touches `box` (the box grown by the radius, clipped segment).
    static func segment(_ s: (ax: Double, ay: Double, bx: Double, by: Double, radius: Double), touches box: PixelRect)
        -> Bool
    {
        let left = box.left - s.radius
        let right = box.right + s.radius
        let top = box.top - s.radius
        let bottom = box.bottom + s.radius
        if max(s.ax, s.bx) < left || min(s.ax, s.bx) > right || max(s.ay, s.by) < top || min(s.ay, s.by) > bottom {
            return false
        }
        // Liang–Barsky: clip the parameter range of a + t (b − a) to the grown box.
        var t0 = 0.0
        var t1 = 1.0
        let dx = s.bx - s.ax
        let dy = s.by - s.ay
        for (p, q) in [(-dx, s.ax - left), (dx, right - s.ax), (-dy, s.ay - top), (dy, bottom - s.ay)] {
            if p == 0 {
                if q < 0 { return false }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return false }
        }
        return true
    }
}
