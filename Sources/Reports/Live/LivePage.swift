// Reports/Live/LivePage: the page `bench serve` serves: controls for every row of the parameter table, a sheet to
// fling, A against B on phones and charts with a playhead; every curve comes from the server's simulator.
import Analysis
import PanelSimulator
import Scenario
import Support

/// The live tuning page: one self-contained HTML text (no network but its own server's endpoint, no external
/// script, style or font). It computes no physics: each change of a control asks `/simulate` (``LiveAnswer``) and
/// draws what comes back. docs/page.md ("The live page") explains every control.
public enum LivePage {
    /// The page for tuning `scenario`, named `source` as `--scenario` gave it.
    ///
    /// - Parameter startHeight: the start height the page opens with, points (the CLI's default start height).
    public static func html(scenario: Scenario, source: String, startHeight: Double, velocity: Double) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width\">\n"
        out += "<link rel=\"icon\" href=\"data:,\">\n"
        out +=
            "<title>bench serve · \(AnimatedPage.escaped(scenario.name))</title>\n<style>\n\(style)</style>\n</head>\n"
        out += body
        out += "<script type=\"application/json\" id=\"page-data\">"
        out += data(scenario: scenario, source: source, startHeight: startHeight, velocity: velocity)
        out += "</script>\n<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The release velocity slider's span, pt/ms (the option accepts more: ``PointsPerMillisecond/legalRange``).
    static let velocitySpan = (-6.0, 6.0)

    /// The page's data: the scenario's geometry, the controls (name, group, kind, menu items, value, default,
    /// slider span and step, unit, legal values, summary), the gesture's start and the landing velocities.
    static func data(scenario: Scenario, source: String, startHeight: Double, velocity: Double) -> String {
        let controls = LiveControl.controls(for: scenario).map { c -> String in
            let kind: String
            var items = "[]"
            switch c.kind {
            case .slider: kind = "slider"
            case .checkbox: kind = "checkbox"
            case .menu(let list):
                kind = "menu"
                items = PageJSON.array(
                    list.map {
                        PageJSON.object([("label", PageJSON.string($0.label)), ("value", numberJSON($0.value))])
                    })
            }
            return PageJSON.object([
                ("name", PageJSON.string(c.parameter.rawValue)), ("group", PageJSON.string(c.group.rawValue)),
                ("kind", PageJSON.string(kind)), ("items", items), ("value", numberJSON(c.value)),
                ("default", numberJSON(c.defaultValue)), ("min", numberJSON(c.span.lowerBound)),
                ("max", numberJSON(c.span.upperBound)), ("step", numberJSON(c.step)),
                ("unit", PageJSON.string(c.parameter.valueUnit)),
                ("legal", PageJSON.string(c.parameter.legalRange.description)),
                ("summary", PageJSON.string(c.parameter.summary)),
            ])
        }
        let lowest = min(scenario.minimumDisplayHeight ?? 0, scenario.detents.min() ?? 0)
        return PageJSON.object([
            ("scenario", PageJSON.string(scenario.name)), ("source", PageJSON.string(source)),
            ("viewport", PageJSON.number(scenario.viewportHeight, .points)),
            ("panel", PageJSON.number(scenario.panelHeight, .points)),
            ("frameRate", numberJSON(scenario.frameRate)),
            ("groups", PageJSON.strings(LiveControl.Group.allCases.map(\.rawValue))),
            ("controls", PageJSON.array(controls)),
            ("startHeight", numberJSON(startHeight)),
            ("startSpan", PageJSON.numbers([lowest, scenario.panelHeight], .points)),
            ("velocity", numberJSON(velocity)),
            ("velocitySpan", PageJSON.numbers([velocitySpan.0, velocitySpan.1], .points)),
        ])
    }

    /// A number as `--set` writes it (shortest round trip), or null.
    private static func numberJSON(_ x: Double) -> String { x.isFinite ? NumberFormat.data(x) : "null" }

    static let body = """
        <body data-ready="false">
        <header id="bar">
        <h1>bench serve · <span id="scenario-name"></span></h1>
        <button id="play" type="button" aria-pressed="false" title="play or pause (Space)">Play</button>
        <span class="speeds" role="group" aria-label="speed">
        <button class="speed" type="button" data-speed="1" aria-pressed="true">1×</button>
        <button class="speed" type="button" data-speed="0.25" aria-pressed="false">0.25×</button>
        <button class="speed" type="button" data-speed="0.1" aria-pressed="false">0.1×</button>
        </span>
        <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="frame (← → one frame, Home, End)">
        <output id="time" aria-live="off"></output>
        <button id="copy-set" type="button" title="copy B's --set flags">Copy --set</button>
        <button id="copy-swift" type="button" title="copy B as Swift for BODragScroll">Copy Swift</button>
        <a id="link" href="#">Link</a>
        <output id="copied"></output>
        </header>
        <p id="status"><span id="outcome"></span> <span id="error" role="alert"></span></p>
        <div id="layout">
        <aside id="controls" aria-label="parameters"></aside>
        <section id="phones">
        <div id="phone-row">
        <figure><figcaption id="cap-a"></figcaption><canvas id="phone-a" class="phone" tabindex="0"
         aria-label="sheet A with B as a ghost: drag the grabber or the list to fling"></canvas></figure>
        <figure><figcaption id="cap-b"></figcaption><canvas id="phone-b" class="phone"></canvas></figure>
        </div>
        <table id="landing"><caption>Landing at each release velocity</caption><thead></thead><tbody></tbody></table>
        </section>
        <section id="plots">
        <div class="chart"><canvas id="chart-height"></canvas></div>
        <div class="chart"><canvas id="chart-offset"></canvas></div>
        <div class="chart"><canvas id="chart-velocity"></canvas></div>
        <table id="readout"><thead><tr><th></th><th class="a">A</th><th class="b">B</th><th>B − A</th></tr></thead>
        <tbody></tbody></table>
        </section>
        </div>

        """

    static let style = #"""
        * { box-sizing: border-box; }
        body { margin: 0; font: 12px/1.35 sans-serif; color: #1f2328; background: #f5f5f2; height: 100vh;
          display: flex; flex-direction: column; overflow: hidden; }
        #bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px 10px 2px; }
        h1 { font-size: 14px; margin: 0 10px 0 0; }
        button { font: inherit; padding: 2px 9px; }
        button[aria-pressed="true"] { background: #1f2328; color: #fff; }
        #scrub { width: 220px; }
        #time, #copied { font-variant-numeric: tabular-nums; min-width: 9em; }
        #status { margin: 0; padding: 0 10px 4px; min-height: 18px; font-variant-numeric: tabular-nums; }
        #error { color: #b00020; font-weight: bold; }
        #layout { flex: 1; min-height: 0; display: flex; gap: 10px; padding: 0 10px 8px; }
        #controls { width: 270px; flex: none; overflow-y: auto; padding-right: 4px; }
        fieldset { border: 1px solid #d8dadf; margin: 0 0 6px; padding: 2px 6px 4px; }
        legend { font-weight: bold; }
        .control { margin: 3px 0; }
        .control label { display: flex; justify-content: space-between; gap: 4px; }
        .control .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .control input[type=range] { width: 100%; margin: 0; }
        .control input[type=number] { width: 6.5em; font: inherit; }
        .control select { max-width: 11em; font: inherit; }
        .control .meta { color: #666; font-size: 11px; display: flex; justify-content: space-between; }
        .control.changed .name { color: #b35900; font-weight: bold; }
        .control button.reset { padding: 0 4px; font-size: 11px; }
        #phones { flex: none; display: flex; flex-direction: column; gap: 6px; }
        #phone-row { display: flex; gap: 8px; }
        figure { margin: 0; }
        figcaption { font-size: 11px; height: 28px; line-height: 14px; overflow: hidden; }
        canvas.phone { display: block; touch-action: none; }
        canvas.phone:focus { outline: 2px solid #0969da; }
        #landing, #readout { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 11px; }
        #landing caption { text-align: left; font-weight: bold; }
        #landing td, #landing th, #readout td, #readout th { padding: 0 6px; text-align: right; border-bottom: 1px solid #e4e4e0; }
        #landing td.diff { background: #fff1dd; }
        th.a { color: var(--a); } th.b { color: var(--b); }
        #plots { flex: 1; min-width: 300px; display: flex; flex-direction: column; gap: 4px; }
        .chart { position: relative; flex: 1; min-height: 90px; border: 1px solid #d8dadf; background: #fff; }
        .chart canvas { position: absolute; left: 0; top: 0; width: 100%; height: 100%; cursor: crosshair; }
        @media (max-width: 1100px) {
          body { overflow: auto; height: auto; }
          #layout { flex-wrap: wrap; }
          #controls { max-height: calc(100vh - 90px); }
          #plots { flex-basis: 100%; height: 520px; }
        }
        """#
}
