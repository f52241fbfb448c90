// Plotting: the raster renderer's drawing surface: blending, rectangles and text (FreeType glyphs).

/// A drawing surface over an `RGBAImage`, with a reusable coverage mask for anti-aliased strokes.
///
/// Coordinates are pixels from the top-left; pixel (i, j) covers i..<i+1 × j..<j+1. Nothing here allocates
/// per pixel: the image and the mask are flat buffers made once.
struct Canvas {
    /// The pixels drawn so far.
    var image: RGBAImage
    /// Per-pixel coverage 0...255 of the stroke being built (see `Canvas+Stroke.swift`).
    var mask: [UInt8]
    /// For each row, the first and last column the mask touched (first > last when untouched).
    var dirtyFirst: [Int32]
    var dirtyLast: [Int32]

    init(width: Int, height: Int, background: PlotColor) {
        image = RGBAImage(width: width, height: height, color: background)
        mask = [UInt8](repeating: 0, count: width * height)
        dirtyFirst = [Int32](repeating: Int32.max, count: height)
        dirtyLast = [Int32](repeating: -1, count: height)
    }

    var width: Int { image.width }

    /// `value` rounded by `rule` as an Int, clamped to ±1e9 so far-off data coordinates cannot trap (NaN → 0).
    @inline(__always)
    static func index(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        value.isNaN ? 0 : Int(min(max(value, -1e9), 1e9).rounded(rule))
    }
    var height: Int { image.height }

    /// Blends `color` over the pixel at `index` (pixel number, not byte) with extra opacity `coverage` (0...255).
    @inline(__always)
    static func blend(_ pixels: UnsafeMutablePointer<UInt8>, _ index: Int, _ color: PlotColor, _ coverage: UInt32) {
        let alpha = (UInt32(color.alpha) * coverage + 127) / 255
        guard alpha > 0 else { return }
        let base = pixels + index * 4
        if alpha == 255 {
            base[0] = color.red
            base[1] = color.green
            base[2] = color.blue
            base[3] = 255
            return
        }
        let keep = 255 - alpha
        base[0] = UInt8((UInt32(color.red) * alpha + UInt32(base[0]) * keep + 127) / 255)
        base[1] = UInt8((UInt32(color.green) * alpha + UInt32(base[1]) * keep + 127) / 255)
        base[2] = UInt8((UInt32(color.blue) * alpha + UInt32(base[2]) * keep + 127) / 255)
        base[3] = UInt8(alpha + (UInt32(base[3]) * keep + 127) / 255)
    }

    /// Fills the pixels whose centres lie in `left..<right × top..<bottom` (pixel edges, clipped to the image).
    mutating func fill(left: Double, top: Double, right: Double, bottom: Double, color: PlotColor) {
        let x0 = max(0, Canvas.index(left))
        let x1 = min(width, Canvas.index(right))
        let y0 = max(0, Canvas.index(top))
        let y1 = min(height, Canvas.index(bottom))
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in y0..<y1 {
                for x in x0..<x1 { Canvas.blend(base, y * width + x, color, 255) }
            }
        }
    }

    /// Fills `rect` (pixel edges).
    mutating func fill(_ rect: PixelRect, color: PlotColor) {
        fill(left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, color: color)
    }

    /// Draws a crisp one-pixel outline around `rect` (the frame of a panel, say), no anti-aliasing.
    mutating func outline(_ rect: PixelRect, color: PlotColor) {
        let left = rect.left.rounded()
        let right = rect.right.rounded()
        let top = rect.top.rounded()
        let bottom = rect.bottom.rounded()
        fill(left: left - 1, top: top - 1, right: right + 1, bottom: top, color: color)
        fill(left: left - 1, top: bottom, right: right + 1, bottom: bottom + 1, color: color)
        fill(left: left - 1, top: top, right: left, bottom: bottom, color: color)
        fill(left: right, top: top, right: right + 1, bottom: bottom, color: color)
    }

    /// `text` centred on `centre` (pixels): its capitals' middle there, read left to right, or bottom to top when
    /// `vertical`.
    mutating func text(
        _ text: String, centredOn centre: (x: Double, y: Double), size: Int, color: PlotColor, vertical: Bool = false
    ) {
        let length = Typeface.width(of: text, pixels: size)
        let halfCap = Typeface.capHeight(pixels: size) / 2
        if vertical {
            self.text(text, x: centre.x - halfCap, y: centre.y + length / 2, size: size, color: color, vertical: true)
        } else {
            self.text(text, x: centre.x - length / 2, y: centre.y - halfCap, size: size, color: color)
        }
    }

    /// Draws `text` in the plots' typeface at `size` pixels per em, anti-aliased, with the top of its capitals
    /// at y and its pen starting at x (pixels). `vertical` turns it 90° counter-clockwise (reading upward): x is
    /// then the capitals' top edge (on the left) and y where the text starts (its bottom end).
    mutating func text(_ text: String, x: Double, y: Double, size: Int, color: PlotColor, vertical: Bool = false) {
        guard let face = FontFace.shared, !text.isEmpty else { return }
        let run = face.run(text, pixels: size)
        let originX = Canvas.index(x)
        let originY = Canvas.index(y)
        let capital = Int(Typeface.capHeight(pixels: size))
        let width = self.width
        let height = self.height
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for (glyph, pen) in run.glyphs where glyph.width > 0 {
                for row in 0..<glyph.rows {
                    // Distance below the capitals' top, and along the line from its start.
                    let across = capital - glyph.top + row
                    for column in 0..<glyph.width {
                        let coverage = glyph.coverage[row * glyph.width + column]
                        guard coverage > 0 else { continue }
                        let along = pen + glyph.left + column
                        let px = vertical ? originX + across : originX + along
                        let py = vertical ? originY - along - 1 : originY + across
                        guard px >= 0, px < width, py >= 0, py < height else { continue }
                        Canvas.blend(base, py * width + px, color, UInt32(coverage))
                    }
                }
            }
        }
    }
}
