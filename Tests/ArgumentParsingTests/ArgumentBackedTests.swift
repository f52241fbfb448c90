// ArgumentParsingTests/ArgumentBackedTests: a group that keeps its arguments reads each declared option by name,
// with the declaration's default, and a real member of the same name wins over the read.
import Testing

@testable import ArgumentParsing

@Suite struct ArgumentBackedTests {
    /// Two options and a flag, one of them shadowed by a computed member.
    struct Group: ArgumentBacked {
        static let maxTime: Option<Double?> = .number("max-time", in: 0.01...60, valueName: "s", help: "right end")
        static let samples: Option<Int> = .integer("samples", in: 1...1000, valueName: "n", default: 30, help: "n")
        static let force = Flag("force", help: "overwrite")
        static let label: Option<String?> = .text("label", valueName: "text", help: "a label")
        static var specs: [OptionSpec] { [maxTime.spec, samples.spec, force.spec, label.spec] }
        let arguments: ParsedArguments
        init(parsing arguments: ParsedArguments) { self.arguments = arguments }
        /// Shadows the read of `--label`: upper-cased, "NONE" when absent.
        var label: String { arguments[Self.label]?.uppercased() ?? "NONE" }
    }

    static func group(_ words: [String]) throws -> Group {
        let parser = ArgumentParser(options: Group.specs, positionals: [], commandPath: "test")
        guard case .arguments(let parsed) = try parser.parse(words) else { throw UsageError("help") }
        return Group(parsing: parsed)
    }

    @Test func absentOptionsReadTheirDeclaredDefaults() throws {
        let group = try Self.group([])
        #expect(group.maxTime == nil)
        #expect(group.samples == 30)
        #expect(group.force == false)
        #expect(group.label == "NONE")
        #expect(!group.isGiven(\.samples))
        #expect(!group.isGiven(\.force))
    }

    @Test func givenOptionsReadTheValuesGiven() throws {
        let group = try Self.group(["--max-time", "2.5", "--samples=7", "--force", "--label", "slow"])
        #expect(group.maxTime == 2.5)
        #expect(group.samples == 7)
        #expect(group.force)
        #expect(group.label == "SLOW")
        #expect(group.isGiven(\.samples))
        #expect(group.isGiven(\.force))
    }

    @Test func readsAreLoggedUnderTheOptionsName() throws {
        let log = OptionReadLog()
        let group = Group(parsing: ParsedArguments(options: Group.specs, readLog: log))
        _ = (group.maxTime, group.force)
        #expect(log.recorded == ["max-time", "force"])
    }
}
