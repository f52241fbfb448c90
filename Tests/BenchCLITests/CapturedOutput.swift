// BenchCLITests/CapturedOutput: runs `bench` in-process and keeps what it wrote.
import Foundation
import SafeOutput
import Synchronization

@testable import BenchCLI

/// Both streams of one in-process `bench` run.
final class CapturedOutput: Sendable {
    private let streams = Mutex((output: "", error: ""))

    /// A ``CLIOutput`` writing into this capture.
    var io: CLIOutput {
        CLIOutput(
            writeOutput: { text in self.streams.withLock { $0.output += text } },
            writeError: { text in self.streams.withLock { $0.error += text } })
    }

    /// What went to standard output.
    var output: String { streams.withLock { $0.output } }
    /// What went to standard error.
    var error: String { streams.withLock { $0.error } }
}

/// Runs `bench` with `arguments` (and the process environment, or `environment`); returns the exit status and
/// both streams.
func bench(_ arguments: [String], environment: [String: String]? = nil) -> (
    status: Int32, output: String, error: String
) {
    let capture = CapturedOutput()
    let status = BenchCLI.main(
        arguments: arguments, io: capture.io, environment: environment ?? ProcessInfo.processInfo.environment)
    return (status, capture.output, capture.error)
}
