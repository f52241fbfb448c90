// Plotting: anti-aliased strokes of any width, built in a coverage mask and composited once.

extension Canvas {
    /// Adds a round-capped segment from `a` to `b` (pixel coordinates), `width` pixels wide, to the coverage mask,
    /// limited to `clip`. Coverage is the exact-ish distance falloff `width/2 + 0.5 − distance`, one pixel wide,
    /// combined by maximum so joints of a polyline are not drawn twice. A zero-length segment is a dot.
    /// - Complexity: O(pixels near the segment).
    mutating func addSegment(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), width lineWidth: Double, clip: PixelRect
    ) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let radius = max(lineWidth, 0.5) / 2
        let reach = radius + 1
        let fade = min(lineWidth, 1)
        let clipTop = max(0, Canvas.index(clip.top, .down))
        let clipBottom = min(height, Canvas.index(clip.bottom, .up))
        let clipLeft = max(0, Canvas.index(clip.left, .down))
        let clipRight = min(self.width, Canvas.index(clip.right, .up))
        let top = max(clipTop, Canvas.index(min(a.y, b.y) - reach, .down))
        let bottom = min(clipBottom, Canvas.index(max(a.y, b.y) + reach, .up))
        guard top < bottom, clipLeft < clipRight else { return }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let imageWidth = self.width
        mask.withUnsafeMutableBufferPointer { maskBuffer in
            for row in top..<bottom {
                let centreY = Double(row) + 0.5
                // The part of the segment within `reach` of this row bounds the columns to visit.
                var t0 = 0.0
                var t1 = 1.0
                if dy != 0 {
                    let u = (centreY - reach - a.y) / dy
                    let v = (centreY + reach - a.y) / dy
                    t0 = max(0, min(u, v))
                    t1 = min(1, max(u, v))
                    if t0 > t1 { continue }
                }
                let xa = a.x + dx * t0
                let xb = a.x + dx * t1
                let first = max(clipLeft, Canvas.index(min(xa, xb) - reach, .down))
                let last = min(clipRight - 1, Canvas.index(max(xa, xb) + reach, .up))
                guard first <= last else { continue }
                var touched = false
                for column in first...last {
                    let px = Double(column) + 0.5 - a.x
                    let py = centreY - a.y
                    var t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
                    t = min(max(t, 0), 1)
                    let ex = px - t * dx
                    let ey = py - t * dy
                    let distance = (ex * ex + ey * ey).squareRoot()
                    let coverage = min(max(radius + 0.5 - distance, 0), 1) * fade
                    guard coverage > 0 else { continue }
                    let value = UInt8((coverage * 255).rounded())
                    let index = row * imageWidth + column
                    if value > maskBuffer[index] { maskBuffer[index] = value }
                    touched = true
                }
                if touched {
                    dirtyFirst[row] = min(dirtyFirst[row], Int32(first))
                    dirtyLast[row] = max(dirtyLast[row], Int32(last))
                }
            }
        }
    }

    /// Adds a dashed segment: `dash` pixels drawn, `gap` pixels skipped, starting with a dash at `a`.
    mutating func addDashedSegment(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Double,
        dash: Double, gap: Double, clip: PixelRect
    ) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, dash > 0, gap >= 0 else { return }
        var start = 0.0
        while start < length {
            let end = min(start + dash, length)
            addSegment(
                from: (a.x + dx * start / length, a.y + dy * start / length),
                to: (a.x + dx * end / length, a.y + dy * end / length), width: width, clip: clip)
            start = end + gap
        }
    }

    /// Adds the drawn parts of segment `a`→`b` under a dash pattern whose position carries over from the previous
    /// segment of the same polyline (`dashes.phase`), so a dashed curve made of many short segments keeps its
    /// rhythm. An empty pattern draws the whole segment.
    mutating func addSegment(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Double, clip: PixelRect,
        dashes: inout DashCursor
    ) {
        guard !dashes.lengths.isEmpty else {
            addSegment(from: a, to: b, width: width, clip: clip)
            return
        }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length.isFinite else { return }
        if length == 0 {
            if dashes.isDrawing { addSegment(from: a, to: b, width: width, clip: clip) }
            return
        }
        var start = 0.0
        while start < length {
            let step = min(dashes.remaining, length - start)
            if dashes.isDrawing {
                let end = start + step
                addSegment(
                    from: (a.x + dx * start / length, a.y + dy * start / length),
                    to: (a.x + dx * end / length, a.y + dy * end / length), width: width, clip: clip)
            }
            start += step
            dashes.advance(by: step)
        }
    }

    /// Blends the mask's coverage onto the image in `color`, then clears the mask for the next stroke.
    /// - Complexity: O(pixels the mask touched).
    mutating func composite(_ color: PlotColor) {
        let imageWidth = self.width
        let rows = height
        image.pixels.withUnsafeMutableBufferPointer { pixelBuffer in
            mask.withUnsafeMutableBufferPointer { maskBuffer in
                guard let pixels = pixelBuffer.baseAddress else { return }
                for row in 0..<rows where dirtyFirst[row] <= dirtyLast[row] {
                    for column in Int(dirtyFirst[row])...Int(dirtyLast[row]) {
                        let index = row * imageWidth + column
                        let coverage = maskBuffer[index]
                        guard coverage > 0 else { continue }
                        Canvas.blend(pixels, index, color, UInt32(coverage))
                        maskBuffer[index] = 0
                    }
                    dirtyFirst[row] = Int32.max
                    dirtyLast[row] = -1
                }
            }
        }
    }
}

/// Where a dashed polyline is in its pattern: which length runs and how much of it is left, pixels.
struct DashCursor {
    /// Drawn and skipped lengths, alternating, pixels (empty: solid).
    let lengths: [Double]
    private var index = 0
    /// Pixels left in the current length.
    private(set) var remaining: Double

    /// A cursor at the start of the first dash: `pattern` in text-scale units, scaled by `scale`; every skipped
    /// length grows by `lineWidth` so round caps do not close the gaps.
    init(_ dash: LineDash, scale: Int, lineWidth: Double) {
        lengths = dash.pattern.enumerated().map { k, v in max(v * Double(scale), 0.5) + (k % 2 == 1 ? lineWidth : 0) }
        remaining = lengths.first ?? .infinity
    }

    /// Whether the current length is drawn.
    var isDrawing: Bool { index % 2 == 0 }

    /// Moves `distance` pixels along (never more than ``remaining``).
    mutating func advance(by distance: Double) {
        remaining -= distance
        if remaining <= 1e-9 {
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        }
    }

    /// Back to the start of the first dash (after a gap in the data).
    mutating func reset() {
        index = 0
        remaining = lengths.first ?? .infinity
    }
}
