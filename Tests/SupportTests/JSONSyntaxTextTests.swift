// SupportTests/JSONSyntaxTextTests: a file the JSON parser refuses is named in one short line that says why
// (docs/output.md, "File formats": one line naming the JSON path; hostile pass row T8 in docs/hostile-pass.md: a
// file nested 100 000 deep was called "not valid JSON" in a 1.6 KB line of `[0]`s with the reason last).
import Foundation
import Testing

@testable import Support

@Suite struct JSONSyntaxTextTests {
    static func message(_ bytes: String) -> String {
        let data = Data(bytes.utf8)
        do {
            _ = try JSONFileDecoder.decode([String: Double].self, from: data)
            return "read"
        } catch {
            return DecodingErrorText.describe(error, decoding: data)
        }
    }

    @Test(
        "nesting deeper than the parser reads is said as such, with its place and no path, in a short line",
        arguments: [
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000),
            "{\"x\":" + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "}",
        ])
    func deepNesting(bytes: String) {
        let text = Self.message(bytes)
        #expect(text.hasPrefix("JSON nested too deeply (line 1, column "), "\(text.prefix(200))")
        #expect(text.hasSuffix(": \(DecodingErrorText.nestingReason))"))
        #expect(!text.contains("not valid JSON"))
        #expect(text.count < 120, "\(text.count) characters")
    }

    @Test("a shallow syntax error keeps the words 'not valid JSON', its place and its path")
    func shallowSyntaxError() {
        let text = Self.message(#"{"a": 1, "b": [1,,2]}"#)
        #expect(text == "not valid JSON (line 1, column 18, at b[1]: invalid value)")
    }

    @Test("a path is shown whole up to 80 characters, longer ones cut in the middle to 77 with both ends kept")
    func shortenedPath() {
        let short = "a." + String(repeating: "[0]", count: 26)
        #expect(DecodingErrorText.shortened(short) == short)
        let long = "first." + String(repeating: "[0]", count: 40) + ".last"
        let cut = DecodingErrorText.shortened(long)
        #expect(cut.count == 77)
        #expect(cut.hasPrefix("first.[0]") && cut.hasSuffix("[0].last") && cut.contains("…"))
    }
}
