// BenchCLI/CLI+Help: `bench help [command...]`.

extension BenchCLI {
    /// `bench help baseline check` prints the same text as `bench baseline check --help`.
    static let help = Verb(
        name: "help", summary: "show help for bench or one of its commands",
        positionals: [
            PositionalSpec("command", help: "a command path, e.g. 'baseline check'", optional: true, variadic: true)
        ]
    ) { invocation in
        let words = invocation.arguments.positionals("command")
        if words.contains(where: { $0.hasPrefix("-") }) {
            throw UsageError("expected command names, got '\(words.first { $0.hasPrefix("-") } ?? "")'")
        }
        let status = BenchCLI.main(arguments: words + ["--help"], io: invocation.io)
        return ExitStatus(rawValue: status) ?? .failure
    }
}
