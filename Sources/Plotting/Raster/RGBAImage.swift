// Plotting: an image as a flat buffer of 8-bit RGBA pixels.

/// An image of 8-bit RGBA pixels, row by row from the top, 4 bytes per pixel, no padding.
/// The raster renderer draws into one; the PNG reader returns one.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, rows from the top.
    public internal(set) var pixels: [UInt8]

    /// A `width` × `height` image filled with `color`.
    public init(width: Int, height: Int, color: PlotColor) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                buffer[index] = color.red
                buffer[index + 1] = color.green
                buffer[index + 2] = color.blue
                buffer[index + 3] = color.alpha
                index += 4
            }
        }
    }

    /// Wraps an existing buffer; `nil` unless it holds exactly `width × height × 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of the pixel in column `x`, row `y` (from the top-left); `nil` outside the image.
    public func pixel(x: Int, y: Int) -> PlotColor? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 4
        return PlotColor(
            red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }
}
