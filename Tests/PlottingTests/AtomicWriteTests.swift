// PlottingTests: PlotRenderer.render writes atomically and fails with typed, one-line errors.
import Foundation
import Plotting
import SafeOutput
import Testing

@Suite("Atomic write")
struct AtomicWriteTests {
    @Test(
        "a folder that does not exist gives the output layer's error naming it, and no file",
        arguments: RendererChoice.allCases)
    func missingFolder(choice: RendererChoice) throws {
        let folder = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)"
        let path = folder + "/plot.png"
        #expect(throws: PlotError.output(OutputError("cannot write '\(path)': folder '\(folder)' does not exist"))) {
            try PlotRenderer.render(SampleSpecs.smallChart(), to: path, choice: choice)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a bad spec leaves the folder empty, and an older PNG under the final name untouched")
    func badSpecLeavesNothing() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var spec = SampleSpecs.smallChart()
        spec.size.width = -1
        #expect(throws: PlotError.self) { try PlotRenderer.render(spec, to: folder + "/bad.png", choice: .raster) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)

        try PlotRenderer.render(SampleSpecs.smallChart(), to: folder + "/kept.png", choice: .raster)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/kept.png"))
        #expect(throws: PlotError.self) { try PlotRenderer.render(spec, to: folder + "/kept.png", choice: .raster) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/kept.png")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["kept.png"])
    }

    @Test("the raster renderer writes exactly one PNG that decodes to the spec's size")
    func rasterWritesOneFile() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try PlotRenderer.render(SampleSpecs.heatmap(), to: folder + "/heat.png", choice: .raster)
        #expect(report == RenderReport(renderer: .raster, files: [folder + "/heat.png"]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["heat.png"])
        let image = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/heat.png"))))
        #expect(image.width == 700 && image.height == 500)
    }

    @Test(".auto picks gnuplot exactly when it is on PATH")
    func autoChoice() {
        #expect(PlotRenderer.resolve(.auto) == (GnuplotRenderer.locate() == nil ? .raster : .gnuplot))
        #expect(PlotRenderer.resolve(.raster) == .raster)
        #expect(GnuplotRenderer.locate(searchPath: "/nonexistent") == nil)
    }
}
