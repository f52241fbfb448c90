// SafeOutput/CLIOutput: where a command writes, so tests can run commands in-process and read both streams.
import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two output streams of a command, plus whether standard error is a terminal (progress bars are
/// drawn only then), and how to learn whether standard output took everything.
public struct CLIOutput: Sendable {
    /// Writes text to standard output, as given (include the `\n`).
    public let writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error, as given (include the `\n`).
    public let writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (`isatty(2)`).
    public let errorIsTerminal: Bool
    /// Ends standard output: nil when every byte was written, else why not (`cannot write standard output: No
    /// space left on device`), which the command reports with exit status 1.
    public let finishOutput: @Sendable () -> OutputError?

    /// An output with the given writers.
    public init(
        errorIsTerminal: Bool = false, writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        finishOutput: @escaping @Sendable () -> OutputError? = { nil }
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.finishOutput = finishOutput
    }

    /// The process's standard output (every write checked) and standard error.
    public static var process: CLIOutput {
        let output = CheckedStream(fileDescriptor: STDOUT_FILENO, name: "standard output")
        let error = CheckedStream(fileDescriptor: STDERR_FILENO, name: "standard error")
        return CLIOutput(
            errorIsTerminal: isatty(STDERR_FILENO) == 1, writeOutput: output.write, writeError: error.write,
            finishOutput: output.finish)
    }

    /// Writes `line` and a newline to standard output.
    public func print(_ line: String) { writeOutput(line + "\n") }

    /// Writes `line` and a newline to standard error, as one line: control characters in it (from a path with a
    /// newline, say) are escaped.
    public func printError(_ line: String) { writeError(EscapedText.oneLine(line) + "\n") }
}
