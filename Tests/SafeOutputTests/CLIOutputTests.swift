// SafeOutputTests/CLIOutputTests: a command's two streams: lines end in a newline, an error line stays one line
// whatever it quotes, and the exit status of an interruption is the shell's 128 + SIGINT.
import Support
import Synchronization
import Testing

@testable import SafeOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct CLIOutputTests {
    /// What an output wrote, stream by stream.
    final class Streams: Sendable {
        let text = Mutex((output: "", error: ""))

        /// An output writing here.
        var io: CLIOutput {
            CLIOutput(
                writeOutput: { text in self.text.withLock { $0.output += text } },
                writeError: { text in self.text.withLock { $0.error += text } })
        }
    }

    @Test func linesEndInANewlineAndAnErrorLineStaysOneLine() {
        let streams = Streams()
        let io = streams.io
        io.print("wrote a.png")
        io.printError("bench render: cannot write 'a\nb.png'")
        let (output, error) = streams.text.withLock { ($0.output, $0.error) }
        #expect(output == "wrote a.png\n")
        // EscapedText.oneLine is the one rule for control characters in a line (SafeOutputTests/InputAndStreamTests).
        #expect(error == EscapedText.oneLine("bench render: cannot write 'a\nb.png'") + "\n")
        #expect(error.filter { $0 == "\n" }.count == 1)
        #expect(io.finishOutput() == nil)
    }

    @Test func anInterruptedCommandExitsWith130() {
        // POSIX shells report a command killed by signal N as 128 + N; SIGINT is 2.
        #expect(Interruption.exitStatus == 128 + SIGINT)
        #expect(Interruption.exitStatus == 130)
    }
}
