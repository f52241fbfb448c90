// Reports/Page/AnimatedPage: the one self-contained HTML page that plays simulated sheets frame by frame.

/// Builds the animated page: a pure function from ``PageContent`` to one HTML text.
///
/// The page needs nothing from outside (no network, no external script, style or font; it works from `file://`).
/// Each sheet is a phone-sized screen (390 pt wide, the scenario's viewport high, drawn at one scale for the whole
/// page) with the panel at its simulated display height and each list's rows at its content offset; the height and
/// velocity curves sit beside it with a cursor on the same clock (seconds since touch-down). Controls: play/pause,
/// a scrub bar over the frames, speed 1× / 0.25× / 0.1×, one frame back and forward (also Space and the arrow keys).
/// The URL fragment selects the state: `#t=SECONDS`, `#speed=0.25`, `#cell=KEY` (sweep pages), `#play`, and
/// `#bench` (draw every frame once and report the draw time). What the page drew is exposed for tests as data
/// attributes (docs/page.md lists them).
public enum AnimatedPage {
    /// The whole page for `content`. The same content gives the same bytes.
    public static func html(_ content: PageContent) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width\">\n"
        out += "<title>\(escaped(content.title))</title>\n<style>\n\(style)</style>\n</head>\n"
        out += "<body data-ready=\"false\">\n<header>\n<h1>\(escaped(content.title))</h1>\n"
        for note in content.notes where !ComparePlot.repeatsTitle(note, title: content.title) {
            out += "<p class=\"note\">\(escaped(note))</p>\n"
        }
        out += "</header>\n"
        out += """
            <div id="controls">
            <button id="play" type="button" aria-pressed="false">Play</button>
            <button id="step-back" type="button" title="one frame back (←)">◀ frame</button>
            <button id="step-fwd" type="button" title="one frame forward (→)">frame ▶</button>
            <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
            <span>speed</span>
            <button class="speed" type="button" data-speed="1" aria-pressed="true">1×</button>
            <button class="speed" type="button" data-speed="0.25" aria-pressed="false">0.25×</button>
            <button class="speed" type="button" data-speed="0.1" aria-pressed="false">0.1×</button>
            <output id="time"></output>
            <output id="perf"></output>
            </div>
            <noscript><p>This page draws with JavaScript; it needs nothing from the network.</p></noscript>
            <main><div id="stage"></div><div id="charts"></div></main>
            <section id="sweep"></section>

            """
        out += "<script type=\"application/json\" id=\"page-data\">\(content.json)</script>\n"
        out += "<script>\n\(script)\(chartScript)"
        if content.sweep != nil { out += sweepScript }
        out += "setUp();\n</script>\n</body>\n</html>\n"
        return out
    }

    /// `text` with `&`, `<`, `>` and `"` as HTML entities.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
