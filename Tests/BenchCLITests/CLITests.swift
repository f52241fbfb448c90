// BenchCLITests/CLITests: `bench` end to end, in-process: help, version, errors, exit statuses.
import Analysis
import BenchmarkSuites
import Harness
import Testing

@testable import BenchCLI

@Suite struct CLITests {
    @Test func versionAndHelp() {
        #expect(bench(["--version"]) == (0, "bench \(BenchCLI.version)\n", ""))
        let help = bench(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("COMMANDS:\n  run "))
        #expect(help.output.contains("  baseline "))
        #expect(bench(["-h"]).output == help.output)
    }

    @Test(arguments: [
        ["run"], ["trajectory"], ["compare"], ["sweep"], ["results"], ["results", "merge"], ["render"], ["scenarios"],
        ["conformance"], ["baseline"], ["baseline", "check"], ["baseline", "update"], ["help"],
    ])
    func everyVerbHasHelpAndHelpVerbAgrees(path: [String]) {
        let direct = bench(path + ["--help"])
        #expect(direct.status == 0)
        #expect(direct.error.isEmpty)
        #expect(direct.output.hasPrefix("bench \(path.joined(separator: " ")) — "))
        #expect(direct.output.contains("-h, --help"))
        #expect(bench(["help"] + path) == direct)
    }

    @Test func enumOptionsListTheirValuesAndDefaults() {
        let help = bench(["baseline", "check", "--help"]).output
        #expect(help.contains("--thresholds strict|default|relaxed"))
        #expect(help.contains("(default: default)"))
        #expect(bench(["run", "--help"]).output.contains("--format text|json"))
    }

    @Test(arguments: [
        // The verb list grows as verbs land: read it from the registration spot rather than repeating it.
        ([], "bench: missing command (\(BenchCLI.verbs.map(\.name).joined(separator: ", ")); see bench --help)\n"),
        (["frob"], "bench: unknown command 'frob' (see bench --help)\n"),
        (["--frob"], "bench: unknown option '--frob' (see bench --help)\n"),
        (["baseline"], "bench baseline: missing command (update, check; see bench baseline --help)\n"),
        (["baseline", "nope"], "bench baseline: unknown command 'nope' (see bench baseline --help)\n"),
        (["run", "--chain-depth", "abc"], "bench run: --chain-depth: 'abc' is not an integer\n"),
        (["run", "--samples", "0"], "bench run: --samples: 0 is out of range 1…100000\n"),
        (
            ["run", "--suite", "nope"],
            "bench run: --suite: 'nope' is not one of all, \(BenchmarkCatalog.all.map(\.name).joined(separator: ", "))\n"
        ),
        (
            ["baseline", "check"],
            "bench baseline check: missing argument <results.json> (see bench baseline check --help)\n"
        ),
        (
            ["baseline", "check", "/no/such.json"],
            "bench baseline check: cannot read '/no/such.json': no such file\n"
        ),
        (
            ["baseline", "update", "r.json", "--name", "../x"],
            "bench baseline update: --name: '../x' is not a valid baseline name (letters, digits, '.', '_', '-')\n"
        ),
        (["help", "frob"], "bench: unknown command 'frob' (see bench --help)\n"),
    ])
    func badInputIsOneLineAndStatusTwo(arguments: [String], message: String) {
        #expect(bench(arguments) == (2, "", message))
    }

    @Test func dryRunListsWithoutMeasuring() {
        #expect(
            bench(["run", "-n", "--suite", "measurement-overhead"]) == (
                0,
                "measurement-overhead/empty-closure\nmeasurement-overhead/black-hole\nmeasurement-overhead/captured-var\n"
                    + "measurement-overhead/one-allocation\n", ""
            ))
    }

    @Test func verbDefaultsAreValidValues() {
        func check(_ verb: Verb) {
            for option in verb.options {
                if let value = option.defaultValue {
                    #expect(option.kind.problem(with: value) == nil, "\(verb.name) --\(option.name)")
                }
            }
            let names = verb.options.map(\.name) + ["help"]
            #expect(Set(names).count == names.count)
            verb.subverbs.forEach(check)
        }
        check(BenchCLI.root)
    }
}
