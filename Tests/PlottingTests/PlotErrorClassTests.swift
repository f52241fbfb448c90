// PlottingTests/PlotErrorClassTests: a plot error's exit class (docs/output.md): a refused output path is bad input;
// gnuplot, libpng and the font are the machine's.
import SafeOutput
import Testing

@testable import Plotting

@Suite struct PlotErrorClassTests {
    @Test func onlyARefusedPathIsBadInput() {
        #expect(PlotError.output(OutputError("cannot write 'a/p.png': folder 'a' does not exist")).isBadInput)
        #expect(
            !PlotError.output(OutputError("cannot write 'p.png': No space left on device", isBadPath: false)).isBadInput
        )
        #expect(!PlotError.gnuplotNotFound.isBadInput)
        #expect(!PlotError.gnuplotFailed(status: 1, message: "x").isBadInput)
        #expect(!PlotError.fontUnavailable(path: "f.ttf").isBadInput)
    }
}
