// PlottingTests: the gnuplot renderer end to end. These tests need gnuplot on PATH; without it they are
// skipped (Swift Testing reports them as skipped with the reason below). `.ci/run` installs gnuplot-nox.
import Foundation
import Plotting
import SafeOutput
import TestSupport
import Testing

/// Whether gnuplot is installed here.
private let gnuplotInstalled = GnuplotRenderer.locate() != nil

@Suite("gnuplot renderer", .enabled(if: gnuplotInstalled, "gnuplot is not on PATH: install gnuplot-nox to run these"))
struct GnuplotRendererTests {
    @Test("small chart: size, background, axes, every series where the layout maps it; .gp and .dat kept")
    func smallChart() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = SampleSpecs.smallChart()
        let report = try PlotRenderer.render(spec, to: folder + "/small.png", choice: .gnuplot)
        #expect(report.renderer == .gnuplot)
        #expect(report.files == [folder + "/small.png", folder + "/small.gp", folder + "/small.dat"])
        let image = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/small.png"))))
        try RenderedImageChecks.checkSmallChart(image, spec: spec, renderer: "gnuplot")
        let script = try String(contentsOfFile: folder + "/small.gp", encoding: .utf8)
        #expect(script == (try GnuplotScript.text(for: spec, dataFileName: "small.dat", outputFileName: "small.png")))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "small.dat", "small.gp", "small.png",
            ])
    }

    @Test("heatmap: cell colours from the same colour map as the raster renderer")
    func heatmap() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = SampleSpecs.heatmap()
        try PlotRenderer.render(spec, to: folder + "/heat.png", choice: .gnuplot)
        try RenderedImageChecks.checkHeatmap(
            try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/heat.png")))), spec: spec,
            renderer: "gnuplot")
    }

    @Test("stacked panels with a log axis render")
    func stacked() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = SampleSpecs.stackedChart()
        try PlotRenderer.render(spec, to: folder + "/stacked.png", choice: .gnuplot)
        let image = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/stacked.png"))))
        let layout = try PlotLayout(spec: spec)
        #expect(image.hasColor(SampleSpecs.blue, near: layout.panels[1].pixel(x: 0.25, y: 1000 * pow(0.01, 0.25))))
        #expect(image.hasColor(SampleSpecs.red, near: layout.panels[0].pixel(x: 0.25, y: 75)))
    }

    @Test("labels and legend text land in the boxes the layout placed them in, as in the raster renderer")
    func labelsWhereTheLayoutPutThem() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = LayoutRuleTests.crowded(legend: .outside)
        try PlotRenderer.render(spec, to: folder + "/labels.png", choice: .gnuplot)
        let image = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/labels.png"))))
        let raster = try RasterRenderer.image(for: spec)
        let layout = try PlotLayout(spec: spec)
        let boxes =
            layout.labels.map { ($0.text, $0.box) } + layout.legend.flatMap(\.entries).map { ($0.name, $0.textBox) }
        #expect(!boxes.isEmpty)
        for (text, box) in boxes {
            // Dark ink inside the box, in both images, and most of it in the same pixels (same font, same place).
            func inked(_ image: RGBAImage) -> Set<Int> {
                var set = Set<Int>()
                for y in Int(box.top)..<Int(box.bottom) {
                    for x in Int(box.left)..<Int(box.right) {
                        // Ink of any colour: a channel well below the white background (red text has red 178).
                        guard let p = image.pixel(x: x, y: y), min(p.red, p.green, p.blue) < 160 else { continue }
                        set.insert(y * image.width + x)
                    }
                }
                return set
            }
            let g = inked(image)
            let r = inked(raster)
            #expect(g.count > 10 && r.count > 10, "'\(text)': ink gnuplot \(g.count), raster \(r.count)")
            let shared = Double(g.intersection(r).count) / Double(max(1, min(g.count, r.count)))
            #expect(shared > 0.5, "'\(text)': \(shared) of the ink in the same pixels")
        }
    }

    @Test("a real gnuplot error (a missing data file) comes back as its own message")
    func realGnuplotError() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let executable = try #require(GnuplotRenderer.locate())
        // Point the script at a data file that is not there: gnuplot warns, then fails with "No data in plot".
        var spec = SampleSpecs.smallChart()
        spec.title = "missing data"
        let script = try GnuplotScript.text(for: spec, dataFileName: "absent.dat", outputFileName: "out.png")
        try script.write(toFile: folder + "/plot.gp", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["plot.gp"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let text = try runReadingStandardError(process)
        #expect(process.terminationStatus != 0)
        #expect(
            PlotError.gnuplotFailed(status: 1, message: GnuplotRenderer.errorLine(text)).description
                .hasSuffix("No data in plot"))
    }

    @Test("gnuplot's own error becomes PlotError.gnuplotFailed, and no file is left behind")
    func failureIsTyped() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A fake "gnuplot" that fails the way gnuplot does: a message on stderr and exit status 1.
        let fake = folder + "/fake-gnuplot"
        let fakeScript =
            "#!/bin/sh\necho '\"plot.gp\" line 3: warning: Cannot find or open file' >&2\necho '' >&2\n"
            + "echo '\"plot.gp\" line 3: undefined variable: nosuch' >&2\nexit 1\n"
        try fakeScript.write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let output = folder + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        #expect(throws: PlotError.gnuplotFailed(status: 1, message: "\"plot.gp\" line 3: undefined variable: nosuch")) {
            let set = OutputSet(overwrite: false)
            try GnuplotRenderer(executable: fake).render(SampleSpecs.smallChart(), to: output + "/fail.png", in: set)
            try? set.commit()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
    }

    @Test("gnuplot exiting 0 with a truncated PNG (a full disk) is a failure, and no file is left behind")
    func truncatedImage() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A fake "gnuplot" that writes the PNG signature and a header chunk, but no IEND, then exits 0.
        let fake = folder + "/fake-gnuplot"
        let fakeScript =
            "#!/bin/sh\nout=$(printf '%s' \"$2\" | sed -n \"s/^outfile='\\([^']*\\)'.*/\\1/p\")\n"
            + "printf '\\211PNG\\r\\n\\032\\n\\000\\000\\000\\rIHDR' > \"$out\"\nexit 0\n"
        try fakeScript.write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let output = folder + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        let set = OutputSet(overwrite: false)
        do {
            try GnuplotRenderer(executable: fake).render(SampleSpecs.smallChart(), to: output + "/cut.png", in: set)
            Issue.record("a PNG without IEND was accepted")
        } catch {
            #expect(error.description.contains("incomplete"), "\(error)")
        }
        set.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
    }
}
