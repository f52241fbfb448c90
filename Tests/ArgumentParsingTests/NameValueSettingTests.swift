// ArgumentParsingTests/NameValueSettingTests: `NAME=VALUE` settings read in order, and the one line for each mistake.
import Testing

@testable import ArgumentParsing

@Suite struct NameValueSettingTests {
    /// A catalogue of two names: `rate` takes a number in 0…1, `mode` is only settable elsewhere.
    enum Knob: String, CaseIterable, Sendable, Hashable {
        case rate
        case mode
    }

    static func read(_ settings: [String], once: Bool = true) throws(UsageError) -> [NameValueSetting<Knob>] {
        try NameValueSetting<Knob>.parse(
            settings, option: "--set", once: once, refusal: { $0 == .mode ? "mode is not settable here" : nil },
            value: { _, text in Double(text).flatMap { (0...1).contains($0) ? $0 : nil } },
            expected: { _ in "a number in 0…1" })
    }

    @Test func readsEachSettingInOrderKeepingWhatWasWritten() throws {
        let read = try Self.read(["rate=0.50"], once: false) + Self.read(["rate=1", "rate=0"], once: false)
        #expect(read.map(\.name) == [.rate, .rate, .rate])
        #expect(read.map(\.value) == [0.5, 1, 0])
        #expect(read.map(\.written) == ["rate=0.50", "rate=1", "rate=0"])
        #expect(try Self.read([]).isEmpty)
    }

    /// The value may itself hold `=`: only the first one separates the name.
    @Test func onlyTheFirstEqualsSignSeparatesTheName() {
        #expect(throws: UsageError("--set: rate: '0=1' is not a number in 0…1")) { try Self.read(["rate=0=1"]) }
    }

    @Test(arguments: [
        (["speed=3"], "--set: 'speed=3' is not NAME=VALUE with NAME one of rate, mode", #line),
        (["rate"], "--set: 'rate' is not NAME=VALUE with NAME one of rate, mode", #line),
        (["=1"], "--set: '=1' is not NAME=VALUE with NAME one of rate, mode", #line),
        (["rate=0.1", "rate=0.2"], "--set: rate is given twice ('rate=0.1' and 'rate=0.2'); give it once", #line),
        (["mode=1"], "--set: mode is not settable here", #line),
        (["rate=abc"], "--set: rate: 'abc' is not a number in 0…1", #line),
        (["rate="], "--set: rate: '' is not a number in 0…1", #line),
        (["rate=2"], "--set: rate: '2' is not a number in 0…1", #line),
        // The first problem, in the order the settings are written, is the one reported.
        (["rate=2", "speed=1"], "--set: rate: '2' is not a number in 0…1", #line),
    ])
    func eachMistakeIsOneLineNamingTheOption(settings: [String], message: String, line: Int) {
        #expect(throws: UsageError(message), "row at line \(line)") { try Self.read(settings) }
    }

    /// Without `once`, a later setting of the same name is read too (the caller keeps the last).
    @Test func repeatsAreReadWhenAllowed() throws {
        #expect(try Self.read(["rate=0.1", "rate=0.2"], once: false).map(\.value) == [0.1, 0.2])
    }
}
