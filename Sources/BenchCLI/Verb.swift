// BenchCLI/Verb: a command of `bench`, declared as a value, and what its action receives.
import ArgumentParsing
import SafeOutput

/// A `bench` command: a leaf reading its option group (see `Sources/BenchCLI/Options`), or a group of sub-verbs.
///
/// Declare each verb in its own file `CLI+<Verb>.swift` as a static property on ``BenchCLI`` and list it in
/// ``BenchCLI/verbs`` (groups list their sub-verbs). A leaf's action throws ``UsageError`` for bad input (exit 2),
/// anything else for failures (exit 1).
typealias Verb = Command<Invocation, ExitStatus>

/// What a verb's run closure receives.
struct Invocation: CommandContext {
    /// The checked arguments.
    let arguments: ParsedArguments
    /// Where to write.
    let io: CLIOutput
    /// The full command name, e.g. `bench baseline check`, for messages.
    let commandPath: String
    /// The process environment (injectable for tests: `--shard auto`, `BENCH_TEST_HOLD`).
    var environment: [String: String] = [:]
}
