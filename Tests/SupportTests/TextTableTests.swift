// SupportTests/TextTableTests: column alignment and number formatting.
import Testing

@testable import Support

@Suite struct TextTableTests {
    @Test func alignsTextLeftAndNumbersRight() {
        var table = TextTable(columns: [.init("name"), .init("ns", alignment: .right), .init("note")])
        table.append(["a", "1.5", ""])
        table.append(["longer", "123.25"])
        #expect(
            table.render() == """
                name        ns  note
                ------  ------  ----
                a          1.5
                longer  123.25

                """)
    }

    @Test(arguments: [
        (1.25, 1, "1.3"), (-0.04, 1, "0.0"), (-2.5, 2, "-2.50"), (1234.5678, 2, "1234.57"), (3, 0, "3"),
        (0.05, 1, "0.1"), (Double.infinity, 1, "inf"),
    ])
    func formatsNumbers(value: Double, decimals: Int, text: String) {
        #expect(TextTable.number(value, decimals: decimals) == text)
    }

    @Test func unavailableIsNotZero() {
        #expect(TextTable.number(nil) == "n/a")
    }

    @Test func markdownAndCSVCarryEveryCellAndAlignment() {
        var table = TextTable(columns: [.init("name"), .init("p50 ns", alignment: .right)])
        table.append(["a|b", "1.5"])
        table.append(["c, d"])
        #expect(table.renderMarkdown() == "| name | p50 ns |\n|---|---:|\n| a\\|b | 1.5 |\n| c, d |  |\n")
        #expect(table.renderCSV() == "name,p50 ns\na|b,1.5\n\"c, d\",\n")
    }
}
