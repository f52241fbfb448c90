// Plotting: the plots' one typeface, DejaVu Sans, measured and rasterized through FreeType.
import CFreeType
import Synchronization

/// The typeface every plot's text is set in, by both renderers: DejaVu Sans (Debian's `fonts-dejavu-core`),
/// anti-aliased by FreeType in the raster renderer and named to gnuplot's cairo terminal by ``gnuplotName``.
///
/// Sizes are pixels per em (whole pixels, so both renderers set the same size). Measuring and drawing are
/// thread-safe: the FreeType face sits behind a lock and rendered glyphs are cached per size.
public enum Typeface {
    /// The font file read, an absolute path.
    public static let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// The family gnuplot's pngcairo terminal is told to use (fontconfig finds the same file).
    public static let gnuplotName = "DejaVu Sans"

    /// Whether the font file loaded (when not, ``PlotLayout`` refuses to lay out with ``PlotError/fontUnavailable(_:)``).
    public static var isAvailable: Bool { FontFace.shared != nil }

    /// The advance width of `text` set at `pixels` per em, in pixels (kerning included); 0 for empty text.
    public static func width(of text: String, pixels: Int) -> Double {
        guard let face = FontFace.shared else { return Double(text.unicodeScalars.count * pixels) * 0.6 }
        return face.run(text, pixels: pixels).width
    }

    /// The height of a capital letter at `pixels` per em, in pixels (text is placed by the top of its capitals).
    public static func capHeight(pixels: Int) -> Double { (0.729 * Double(pixels)).rounded() }

    /// The distance from one baseline to the next at `pixels` per em, in pixels.
    public static func lineHeight(pixels: Int) -> Double { (1.164 * Double(pixels)).rounded(.up) }

    /// How far below the baseline descenders reach at `pixels` per em, in pixels.
    public static func descent(pixels: Int) -> Double { (0.236 * Double(pixels)).rounded(.up) }
}

/// One glyph rendered at one size: its 8-bit coverage bitmap and where it sits relative to the pen.
struct RenderedGlyph: Sendable {
    /// Bitmap columns and rows.
    var width: Int
    var rows: Int
    /// Pixels from the pen to the bitmap's left edge, and from the baseline up to its top row.
    var left: Int
    var top: Int
    /// Pen advance after this glyph, whole pixels.
    var advance: Int
    /// The glyph's index in the face (for kerning).
    var index: UInt32
    /// Coverage 0...255, row by row.
    var coverage: [UInt8]
}

/// A laid-out line of text: each glyph and the pen position it is drawn at (pixels from the line's start).
struct TextRun {
    var glyphs: [(glyph: RenderedGlyph, pen: Int)]
    var width: Double
}

/// The FreeType library and face, behind a lock, with a cache of rendered glyphs.
final class FontFace: Sendable {
    /// The face loaded from ``Typeface/path``, or `nil` when the file is missing or unreadable.
    static let shared: FontFace? = FontFace(path: Typeface.path)

    private struct State: @unchecked Sendable {
        var library: FT_Library
        var face: FT_Face
        var hasKerning: Bool
        var size = 0
        var cache: [Int: [Unicode.Scalar: RenderedGlyph]] = [:]
    }

    private let state: Mutex<State>

    init?(path: String) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        state = Mutex(State(library: library, face: face, hasKerning: cfreetype_has_kerning(face) != 0))
    }

    deinit {
        state.withLock { state in
            FT_Done_Face(state.face)
            FT_Done_FreeType(state.library)
        }
    }

    /// `text` laid out at `pixels` per em: glyphs at whole-pixel pens, kerned where the font says.
    func run(_ text: String, pixels: Int) -> TextRun {
        state.withLock { state in
            // Kerning is read at the face's current size: set it first, so a run never depends on what was
            // measured before it (the cache may hold every glyph at this size while the face is at another).
            if state.size != pixels, FT_Set_Pixel_Sizes(state.face, 0, FT_UInt(max(1, pixels))) == 0 {
                state.size = pixels
            }
            var glyphs: [(glyph: RenderedGlyph, pen: Int)] = []
            var pen = 0
            var previous: UInt32?
            for scalar in text.unicodeScalars {
                guard let glyph = Self.glyph(scalar, pixels: pixels, state: &state) else { continue }
                if let previous, state.hasKerning {
                    var delta = FT_Vector()
                    if FT_Get_Kerning(state.face, previous, glyph.index, cfreetype_kerning_default(), &delta) == 0 {
                        pen += Int((Double(delta.x) / 64).rounded())
                    }
                }
                glyphs.append((glyph, pen))
                pen += glyph.advance
                previous = glyph.index
            }
            return TextRun(glyphs: glyphs, width: Double(pen))
        }
    }

    /// The cached glyph for `scalar` at `pixels`, rendering it on first use; `nil` if FreeType cannot.
    private static func glyph(_ scalar: Unicode.Scalar, pixels: Int, state: inout State) -> RenderedGlyph? {
        if let cached = state.cache[pixels]?[scalar] { return cached }
        if state.size != pixels {
            guard FT_Set_Pixel_Sizes(state.face, 0, FT_UInt(max(1, pixels))) == 0 else { return nil }
            state.size = pixels
        }
        let index = FT_Get_Char_Index(state.face, FT_ULong(scalar.value))
        guard FT_Load_Glyph(state.face, index, cfreetype_load_flags()) == 0, let slot = state.face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if let buffer = bitmap.buffer, width > 0 {
            let pitch = Int(bitmap.pitch)
            for row in 0..<rows {
                for column in 0..<width { coverage[row * width + column] = buffer[row * pitch + column] }
            }
        }
        let glyph = RenderedGlyph(
            width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            advance: Int((Double(slot.pointee.advance.x) / 64).rounded()), index: index, coverage: coverage)
        state.cache[pixels, default: [:]][scalar] = glyph
        return glyph
    }
}
