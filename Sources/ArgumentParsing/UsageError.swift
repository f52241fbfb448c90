// ArgumentParsing/UsageError: a command line that cannot be run as written.
import Support

/// Bad input on the command line. The command prints it as one line,
/// `<command path>: <message>`, on standard error and exits with status 2.
///
///     bench run: --chain-depth: 'abc' is not an integer
public struct UsageError: UserFacingError, Equatable {
    /// The message without the command path, for example `--chain-depth: 0 is out of range 1…100000`.
    public let message: String

    /// A usage error with the given message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
    /// Always: a usage error is bad input.
    public var isBadInput: Bool { true }
}

extension UsageError {
    /// What `body` returns; a typed error it throws becomes the usage error of the same line, after `prefix`
    /// (`--touches: `), so a verb names the option its user gave in one place.
    ///
    ///     let plan = try UsageError.rethrowing { () throws(SweepSpecError) in try SweepPlan(…) }
    ///
    /// - Throws: ``UsageError`` with `prefix` and the error's `description`.
    public static func rethrowing<T, Failure: Error & CustomStringConvertible>(
        prefix: String = "", _ body: () throws(Failure) -> T
    ) throws(UsageError) -> T {
        do throws(Failure) { return try body() } catch { throw UsageError(prefix + error.description) }
    }
}
