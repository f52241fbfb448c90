// Plotting: PNG encoding and decoding through libpng's simplified API (no longjmp: errors come back in
// `png_image.message`).
import CPNG

/// Encodes and decodes 8-bit RGBA PNGs with libpng.
public enum PNGCodec {
    /// Encodes an image as PNG bytes. Deterministic: no time stamp or other varying chunk is written.
    /// - Throws: `PlotError.pngEncodingFailed` with libpng's message.
    /// - Complexity: O(pixels).
    public static func encode(_ image: RGBAImage) throws(PlotError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw .pngEncodingFailed(message: "image is empty (\(image.width)x\(image.height) px)")
        }
        var header = makeHeader(width: image.width, height: image.height)
        let capacity = Int(cpng_image_png_size_max(&header))
        var output = [UInt8](repeating: 0, count: capacity)
        var written = png_alloc_size_t(capacity)
        let stride = png_int_32(image.width * 4)
        let ok = output.withUnsafeMutableBytes { out in
            image.pixels.withUnsafeBytes { pixels in
                png_image_write_to_memory(&header, out.baseAddress, &written, 0, pixels.baseAddress, stride, nil)
            }
        }
        defer { png_image_free(&header) }
        guard ok != 0, cpng_image_failed(&header) == 0 else {
            throw .pngEncodingFailed(message: message(of: &header))
        }
        output.removeSubrange(Int(written)...)
        return output
    }

    /// Decodes PNG bytes (any colour type libpng reads) into 8-bit RGBA.
    /// - Throws: `PlotError.pngDecodingFailed` with libpng's message.
    public static func decode(_ bytes: [UInt8]) throws(PlotError) -> RGBAImage {
        // libpng keeps reading from the buffer until finish_read: both calls happen while it is pinned.
        let result: Result<RGBAImage, PlotError> = bytes.withUnsafeBytes { raw in
            var header = png_image()
            header.version = cpng_image_version()
            guard png_image_begin_read_from_memory(&header, raw.baseAddress, raw.count) != 0 else {
                let text = message(of: &header)
                png_image_free(&header)
                return .failure(.pngDecodingFailed(message: text))
            }
            return Result { () throws(PlotError) in try finishRead(&header) }
        }
        return try result.get()
    }

    private static func finishRead(_ header: inout png_image) throws(PlotError) -> RGBAImage {
        header.format = cpng_format_rgba()
        let width = Int(header.width)
        let height = Int(header.height)
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
            png_image_free(&header)
            throw .pngDecodingFailed(message: "unsupported size \(width)x\(height) px")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&header, nil, out.baseAddress, png_int_32(width * 4), nil)
        }
        defer { png_image_free(&header) }
        guard ok != 0, cpng_image_failed(&header) == 0,
            let image = RGBAImage(width: width, height: height, pixels: pixels)
        else {
            throw .pngDecodingFailed(message: message(of: &header))
        }
        return image
    }

    private static func makeHeader(width: Int, height: Int) -> png_image {
        var header = png_image()
        header.version = cpng_image_version()
        header.width = png_uint_32(width)
        header.height = png_uint_32(height)
        header.format = cpng_format_rgba()
        // Speed over size: libpng skips its filter search (plots are mostly flat colour and still compress well).
        header.flags = cpng_image_flag_fast()
        return header
    }

    /// libpng's message (a fixed 64-byte C string inside the struct).
    private static func message(of header: inout png_image) -> String {
        withUnsafeBytes(of: &header.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "libpng gave no message" : text
        }
    }
}
