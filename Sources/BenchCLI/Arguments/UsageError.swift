// BenchCLI/UsageError: a command line that cannot be run as written.

/// Bad input on the command line. ``BenchCLI/main(arguments:io:)`` prints it as one line,
/// `<command path>: <message>`, on standard error and exits with status 2.
///
///     bench run: --chain-depth: 'abc' is not an integer
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The message without the command path, for example `--chain-depth: 0 is out of range 1…100000`.
    let message: String

    /// A usage error with the given message.
    init(_ message: String) { self.message = message }

    /// The message.
    var description: String { message }
}
