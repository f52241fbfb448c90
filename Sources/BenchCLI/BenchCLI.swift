// BenchCLI: the `bench` command's verbs, as a library so tests can run them in-process.
