// Reports/Page/PageStyle: the page's style sheet, inline in every page.

extension AnimatedPage {
    /// The page's style sheet.
    static let style = #"""
        body { margin: 16px 20px; font: 13px/1.4 sans-serif; color: #1f2328; background: #f5f5f2; }
        h1 { font-size: 16px; margin: 0 0 4px; }
        p.note { margin: 0 0 2px; color: #555; }
        main { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; margin-top: 10px; }
        #stage { display: flex; flex-wrap: wrap; gap: 18px; }
        figure { margin: 0; }
        figure.sheet figcaption { font-size: 12px; margin-bottom: 4px; height: 34px; overflow: hidden; }
        .swatch { display: inline-block; width: 22px; margin: 0 6px 3px 0; vertical-align: middle; }
        #charts { display: flex; flex-direction: column; gap: 10px; }
        div.chart { position: relative; border: 1px solid #d8dadf; width: 560px; height: 262px; }
        div.chart canvas { position: absolute; left: 0; top: 0; }
        #controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 12px 0 6px; }
        #controls button { font: inherit; padding: 3px 10px; }
        #controls button[aria-pressed="true"] { background: #1f2328; color: #fff; }
        #scrub { width: 360px; }
        #time, #perf { font-variant-numeric: tabular-nums; color: #333; margin-left: 8px; }
        #sweep figure.heatmap { display: inline-block; margin: 8px 18px 8px 0; vertical-align: top; }
        #cell-info { font-weight: bold; min-height: 18px; }
        figure.sheet .status { font-size: 12px; color: #444; margin-top: 4px; font-variant-numeric: tabular-nums; }
        .heatmap-holder { position: relative; }
        .cell-marker { position: absolute; display: none; border: 2px solid #d1001f; pointer-events: none; }
        """#
}
