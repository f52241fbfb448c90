// SafeOutputTests/ErrorClassTests: the exit class each output-layer error reports (docs/output.md: a refused path
// or an unreadable input is bad input, exit 2; a write the machine refused is exit 1), and trimmed field text.
import Support
import Testing

@testable import SafeOutput

@Suite struct ErrorClassTests {
    @Test func aRefusedPathIsBadInputAFailedWriteIsNot() {
        let refused: any UserFacingError = OutputError("cannot write 'a/b': folder 'a' does not exist")
        let failed: any UserFacingError = OutputError("cannot write 'b': No space left on device", isBadPath: false)
        #expect(refused.isBadInput && !failed.isBadInput)
        #expect(refused.description == "cannot write 'a/b': folder 'a' does not exist")
    }

    @Test func anUnreadableInputIsBadInput() {
        let failure: any UserFacingError = InputFile.Failure(path: "x", reason: "it is a FIFO, not a regular file")
        #expect(failure.isBadInput)
        #expect(failure.description == "cannot read 'x': it is a FIFO, not a regular file")
    }

    @Test(arguments: [(" 3\t", "3"), ("\t\t", ""), ("a b", "a b"), ("", ""), ("  x", "x")])
    func spacesAndTabsAreTrimmedAtBothEnds(text: String, trimmed: String) {
        #expect(TextInput.trimmed(text) == Substring(trimmed))
    }
}
