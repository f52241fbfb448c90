// PlottingTests: the colour map's lightness and the bitmap font's coverage.
import Foundation
import Plotting
import Testing

@Suite("Colour map and font")
struct ColorMapAndFontTests {
    /// CIE L* (0 black ... 100 white) of an sRGB colour.
    static func lightness(_ color: PlotColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        return luminance > 216.0 / 24389 ? 116 * cbrt(luminance) - 16 : luminance * 24389 / 27
    }

    /// Lightness must rise strictly across 64 samples. Across 256 samples neighbours differ by less than one
    /// 8-bit step per channel, so rounding may lower L* by a hair: allow 0.05 L* there (a just-noticeable
    /// difference is about 1 L*).
    @Test("viridis lightness rises from 0 to 1", arguments: [(64, 0.0), (256, 0.05)])
    func monotonicLightness(samples count: Int, rounding: Double) throws {
        let samples = (0..<count).map { Self.lightness(ColorMap.viridis.color(at: Double($0) / Double(count - 1))) }
        for (index, pair) in zip(samples, samples.dropFirst()).enumerated() {
            #expect(
                pair.1 > pair.0 - rounding, "L* falls between samples \(index) and \(index + 1): \(pair.0) → \(pair.1)")
        }
        #expect(try #require(samples.last) - #require(samples.first) > 60)
    }

    @Test("the colour map clamps out-of-range and NaN input to its ends")
    func clamping() {
        let map = ColorMap.viridis
        #expect(map.color(at: -1) == map.color(at: 0))
        #expect(map.color(at: 2) == map.color(at: 1))
        #expect(map.color(at: .nan) == map.color(at: 0))
    }

    @Test("the typeface loads, and a text's width is the sum of its parts' within kerning, growing with the size")
    func typefaceWidths() throws {
        #expect(Typeface.isAvailable, "DejaVu Sans at \(Typeface.path)")
        #expect(Typeface.width(of: "", pixels: 20) == 0)
        let abc = Typeface.width(of: "abc", pixels: 20)
        let parts = ["a", "b", "c"].map { Typeface.width(of: $0, pixels: 20) }.reduce(0, +)
        #expect(abs(abc - parts) <= 2, "kerning moves a pen by a pixel or two at most")
        // DejaVu Sans's advances (font units of 2048/em): "0" 1303, so ten zeros at 20 px are ≈ 127 px.
        #expect(abs(Typeface.width(of: "0000000000", pixels: 20) - 127.2) <= 10)
        #expect(Typeface.width(of: "height", pixels: 24) > Typeface.width(of: "height", pixels: 12))
    }

    @Test("raster text is anti-aliased: a title's pixels include partial coverage, not only ink and paper")
    func textIsAntiAliased() throws {
        let spec = SampleSpecs.smallChart()
        let image = try RasterRenderer.image(for: spec)
        let layout = try PlotLayout(spec: spec)
        let top = Int(layout.titleLineTop(0))
        var levels = Set<UInt8>()
        for y in top..<(top + Int(Typeface.capHeight(pixels: layout.titleSize))) {
            for x in 0..<image.width { levels.insert(image.pixels[(y * image.width + x) * 4]) }
        }
        #expect(levels.count > 20, "\(levels.count) grey levels in the title row")
    }

    @Test("a text's width does not depend on what was measured before it (kerning read at its own size)")
    func widthIndependentOfHistory() {
        // "AV" and "To" are kerned pairs in DejaVu Sans.
        let text = "AVATAR To Va"
        _ = Typeface.width(of: text, pixels: 21)
        let first = Typeface.width(of: text, pixels: 21)
        _ = Typeface.width(of: "x", pixels: 40)
        #expect(Typeface.width(of: text, pixels: 21) == first)
    }
}
