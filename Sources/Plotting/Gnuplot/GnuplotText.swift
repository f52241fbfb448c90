// Plotting: quoting and number text inside gnuplot scripts.
import Foundation
import Support

/// Helpers that turn values into gnuplot script tokens, always the same bytes for the same input.
enum GnuplotText {
    /// A double-quoted gnuplot string: backslashes and quotes escaped, line breaks turned into spaces.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r", "\t": out += " "
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A single-quoted gnuplot string (for file names): no escapes, a quote is written twice.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A data value: the shortest text that reads back as the same number.
    static func number(_ value: Double) -> String { NumberFormat.data(value) }

    /// A fraction of the screen (0...1 from the bottom-left), to six places.
    static func screen(_ fraction: Double) -> String { NumberFormat.fixed(fraction, decimals: 6) }

    /// A colour as gnuplot's `rgb "#RRGGBB"`.
    static func rgb(_ color: PlotColor) -> String { "rgb \"\(color.hexRGB)\"" }

    /// An explicit tick list: `("label" position, …)`; `hideLabels` keeps the ticks but prints no text.
    static func tickList(_ ticks: TickSet, hideLabels: Bool = false) -> String {
        let items = zip(ticks.labels, ticks.values).map { label, value in
            "\(quoted(hideLabels ? "" : label)) \(number(value))"
        }
        return "(" + items.joined(separator: ", ") + ")"
    }
}
