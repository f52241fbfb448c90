// BenchCLI/CLI+Help: `bench help [command...]`.

extension BenchCLI {
    /// `bench help baseline check` prints the same text as `bench baseline check --help`.
    static let help = Verb(
        name: "help", summary: "show help for bench or one of its commands",
        options: HelpOptions.self
    ) { options, invocation in
        let words = options.words
        let status = BenchCLI.main(arguments: words + ["--help"], io: invocation.io)
        return ExitStatus(rawValue: status) ?? .failure
    }
}
