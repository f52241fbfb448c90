// Plotting: titles and notes wrapped to the image width, at phrase boundaries where they can be.

extension PlotLayout {
    /// `text` in lines no wider than `width` pixels at `size` pixels per em.
    ///
    /// A line breaks after a phrase (after `:`, `;`, `,`, before `(` or `vs`) when that leaves it at least half
    /// full, else at the last space that fits; a word longer than a line is cut. A last line of one word is
    /// avoided by wrapping narrower when that costs no extra line. More than `maximumLines` lines: the last kept
    /// one ends in `...`.
    static func wrap(_ text: String, width: Double, size: Int, maximumLines: Int) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard !words.isEmpty else { return [""] }
        var lines = greedyLines(words, width: width, size: size)
        var fraction = 0.95
        while lines.count > 1, lines.last?.contains(" ") == false, fraction >= 0.6 {
            let narrower = greedyLines(words, width: width * fraction, size: size)
            if narrower.count == lines.count, narrower.last?.contains(" ") == true {
                lines = narrower
                break
            }
            fraction -= 0.05
        }
        guard lines.count > maximumLines else { return lines }
        var kept = Array(lines.prefix(maximumLines))
        var last = kept[maximumLines - 1]
        while !last.isEmpty, Typeface.width(of: last + "...", pixels: size) > width { last.removeLast() }
        kept[maximumLines - 1] = last + "..."
        return kept
    }

    /// Whether a line may break before `next` at a phrase boundary (after `previous`).
    private static func isPhraseBreak(after previous: String, before next: String) -> Bool {
        if let end = previous.last, ":;,".contains(end) { return true }
        return next.hasPrefix("(") || next == "vs" || next == "vs." || next == "-" || next == "—"
    }

    private static func greedyLines(_ words: [String], width: Double, size: Int) -> [String] {
        var lines: [String] = []
        var line: [String] = []
        func fits(_ candidate: [String]) -> Bool {
            Typeface.width(of: candidate.joined(separator: " "), pixels: size) <= width
        }
        for var word in words {
            while !fits([word]), word.count > 1 {
                if !line.isEmpty {
                    lines.append(line.joined(separator: " "))
                    line = []
                }
                var head = word
                while head.count > 1, !fits([head]) { head.removeLast() }
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            if fits(line + [word]) {
                line.append(word)
                continue
            }
            // Break at the last phrase boundary that leaves the line at least half full, else here.
            let full = Typeface.width(of: line.joined(separator: " "), pixels: size)
            var cut = line.count
            for index in stride(from: line.count - 1, to: 0, by: -1)
            where isPhraseBreak(after: line[index - 1], before: line[index]) {
                let head = line[..<index].joined(separator: " ")
                if Typeface.width(of: head, pixels: size) >= max(full, width) / 2, fits(Array(line[index...]) + [word])
                {
                    cut = index
                }
                break
            }
            lines.append(line[..<cut].joined(separator: " "))
            line = Array(line[cut...]) + [word]
        }
        if !line.isEmpty { lines.append(line.joined(separator: " ")) }
        return lines
    }
}
