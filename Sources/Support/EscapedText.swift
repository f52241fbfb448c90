// Support/EscapedText: text from outside (paths, file contents) made safe for a one-line message.

/// Escapes control characters so that text taken from the user (a path with a newline, a file name with an escape
/// sequence) cannot split a one-line message or drive the terminal: `\n`, `\r` and `\t` get their usual
/// backslash forms; every other C0 or C1 control character and DEL become `\u{XX}`.
public enum EscapedText {
    /// `text` with its control characters escaped (see the type); text without any is returned unchanged.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + (hex.count == 1 ? "0" : "") + hex + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` with a backslash put before every character in `characters` (no Foundation):
    /// `backslashed("a|b", escaping: ["|"])` is `a\|b`. Only those characters change.
    public static func backslashed(_ text: String, escaping characters: Set<Character>) -> String {
        guard text.contains(where: characters.contains) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 4)
        for character in text {
            if characters.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// Whether `scalar` would hide or reorder the text a name prints as: a C0 or C1 control character, DEL, or a
    /// bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069: `left\u{202E}thgir` prints as
    /// another name). The one rule for names read from the user's files (scenarios, tunings, results).
    public static func hidesText(_ scalar: Unicode.Scalar) -> Bool {
        needsEscape(scalar) || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
