// BenchCLI/CLIOutput: where a command writes, so tests can run commands in-process and read both streams.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two output streams of a command, plus whether standard error is a terminal (progress bars are
/// drawn only then).
public struct CLIOutput: Sendable {
    /// Writes text to standard output, as given (include the `\n`).
    public let writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error, as given (include the `\n`).
    public let writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (`isatty(2)`).
    public let errorIsTerminal: Bool

    /// An output with the given writers.
    public init(
        errorIsTerminal: Bool = false, writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and standard error.
    public static var process: CLIOutput {
        CLIOutput(
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            writeOutput: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
            writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
    }

    /// Writes `line` and a newline to standard output.
    public func print(_ line: String) { writeOutput(line + "\n") }

    /// Writes `line` and a newline to standard error.
    public func printError(_ line: String) { writeError(line + "\n") }
}
