// ArgumentParsingTests/UsageErrorTests: a usage error is bad input, and a typed error becomes one with its own line.
import Testing

@testable import ArgumentParsing

@Suite struct UsageErrorTests {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    @Test func aUsageErrorIsBadInputAndSaysItsMessage() {
        let error = UsageError("--x: no")
        #expect(error.isBadInput)
        #expect(error.description == "--x: no")
    }

    @Test func rethrowingKeepsTheValueAndPutsThePrefixBeforeTheErrorsLine() throws {
        #expect(try UsageError.rethrowing { () throws(Refusal) in 7 } == 7)
        #expect(throws: UsageError("--touches: cannot read 'f'")) {
            try UsageError.rethrowing(prefix: "--touches: ") { () throws(Refusal) -> Int in
                throw Refusal(description: "cannot read 'f'")
            }
        }
        #expect(throws: UsageError("bare")) {
            try UsageError.rethrowing { () throws(Refusal) -> Int in throw Refusal(description: "bare") }
        }
    }
}
