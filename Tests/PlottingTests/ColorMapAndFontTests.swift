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

    @Test("every printable ASCII character except space has a glyph, and glyphs are distinct")
    func fontCoversPrintableASCII() {
        var seen: [ArraySlice<UInt8>: Character] = [:]
        for code in UInt8(0x21)...UInt8(0x7E) {
            let character = Character(Unicode.Scalar(code))
            let columns = BitmapFont.columns(of: character)
            #expect(columns.count == BitmapFont.glyphWidth)
            #expect(columns.contains { $0 != 0 }, "no dots for \(character)")
            if let twin = seen[columns] { Issue.record("\(character) looks the same as \(twin)") }
            seen[columns] = character
        }
        #expect(BitmapFont.columns(of: " ").allSatisfy { $0 == 0 })
        #expect(BitmapFont.columns(of: "é") == BitmapFont.columns(of: "?"))
    }

    @Test("text width is advance × characters − the last gap, times the scale")
    func textWidth() {
        #expect(BitmapFont.width(of: "", scale: 3) == 0)
        #expect(BitmapFont.width(of: "abc", scale: 2) == (3 * 6 - 1) * 2)
    }
}
