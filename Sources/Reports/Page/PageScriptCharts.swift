// Reports/Page/PageScriptCharts: the height and velocity charts with their cursor, inline in every page.

extension AnimatedPage {
    /// The height and velocity charts with their cursor.
    static let chartScript = #"""
        const CHART = {w: 560, h: 262, left: 62, right: 14, bottom: 34};
        const charts = [];

        function niceTicks(lo, hi, count) {
          const span = hi - lo || 1;
          const raw = span / count, mag = Math.pow(10, Math.floor(Math.log10(raw)));
          const step = [1, 2, 5, 10].map(m => m * mag).find(s => s >= raw) || raw;
          const out = [];
          for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.round(v / step) * step);
          return out;
        }

        function sheetName(s) {
          // The tuning or run a sheet is: its legend label's last part before a colon (`3 pt/ms | A: default` → A),
          // without a bracketed or parenthesized remark (`bodragscroll [chosen]` → bodragscroll) or a peer's source
          // version (`flutter @095d6b9` → flutter).
          const last = s.label.split(" | ").pop();
          const name = last.includes(":") ? last.slice(0, last.indexOf(":")) : last;
          return name.replace(/\s*[\[(].*$/, "").replace(/ @[0-9a-f]+/g, "") || name;
        }

        // The finger's phase takes at least this share of a chart's width: a 0.12 s gesture on a 4.5 s axis would
        // otherwise be a few pixels, its marks piled up at the left.
        const FINGER_SHARE = 0.25;
        const ROW_PX = 13, TITLE_PX = 20;

        function releaseTime() {
          // The latest release among the active sheets (0 when the gesture starts with its release).
          let tr = 0;
          for (const s of activeSheets()) for (const m of s.marks) if (m.kind === "release") tr = Math.max(tr, m.t);
          return tr;
        }

        function timeAxis(t1, plotW) {
          // Seconds to x (px from the plot's left) and back: linear, or two linear pieces when the finger's phase
          // (touch-down to the release) would take less than FINGER_SHARE of the width, so it is drawn wider.
          const tr = releaseTime();
          if (!(tr > 0 && tr < t1 && tr / t1 < FINGER_SHARE)) {
            return {zoom: 0, x: t => t / t1 * plotW, t: px => px / plotW * t1};
          }
          const xr = plotW * FINGER_SHARE;
          return {
            zoom: tr, xr,
            x: t => t <= tr ? t / tr * xr : xr + (t - tr) / (t1 - tr) * (plotW - xr),
            t: px => px <= xr ? px / xr * tr : tr + (px - xr) / (plotW - xr) * (t1 - tr),
          };
        }

        function markLabels(ctx, list, x) {
          // The marks of every sheet, one label each in the band above the plot: the same mark of several sheets at
          // one moment is one label ("A, B: settle"); each label takes the first row where it overlaps no other.
          const merged = [];
          for (const s of list) for (const mark of s.marks) {
            const px = Math.round(x(mark.t)) + 0.5;
            const same = merged.find(m => m.label === mark.label && Math.abs(m.px - px) < 1);
            if (same) {
              same.sheets += 1;
              if (!same.names.includes(sheetName(s))) same.names.push(sheetName(s));
              continue;
            }
            merged.push({label: mark.label, px, color: s.color, names: [sheetName(s)], sheets: 1});
          }
          const rows = [];
          for (const m of merged) {
            if (m.sheets > 1) m.color = "#4b5563";  // a mark of several sheets: in no one sheet's colour
            const who = m.sheets === list.length && list.length > 2 ? "all" : m.names.join(", ");
            m.text = list.length > 1 ? who + ": " + m.label : m.label;
            m.w = ctx.measureText(m.text).width;
            m.lx = m.px + 3 + m.w > CHART.w - 2 ? m.px - 3 - m.w : m.px + 3;
            let row = rows.findIndex(spans => spans.every(([a, b]) => m.lx + m.w + 6 < a || m.lx > b + 6));
            if (row < 0) { rows.push([]); row = rows.length - 1; }
            rows[row].push([m.lx, m.lx + m.w]);
            m.row = row;
          }
          return {marks: merged, rows: Math.max(1, rows.length)};
        }

        function buildCharts() {
          charts.length = 0;
          const box = document.getElementById("charts");
          box.textContent = "";
          const kinds = [
            {id: "chart-height", values: s => s.h, title: "display height (pt)", guides: true},
            {id: "chart-offset", values: s => s.lists.length ? s.lists[0].o : [],
              title: "list offset (pt, the outermost list)", guides: false},
            {id: "chart-velocity", values: s => s.v, title: "axis velocity (pt/s)", guides: false},
          ].filter(k => k.id !== "chart-offset" || activeSheets().some(s => s.lists.length));
          // Each chart 262 px high, less in a short window so all of them show (not under 140 px); as wide as the
          // page leaves beside the phones (480 to 1000 px; the whole width when the charts wrap under them).
          CHART.h = Math.min(262, Math.max(140, Math.floor((window.innerHeight - 150) / kinds.length) - 10));
          const mainW = document.querySelector("main").clientWidth;
          // (20 px gap, the 2 px border, 4 px for rounding)
          let free = mainW - document.getElementById("stage").getBoundingClientRect().width - 20 - 2 - 4;
          if (free < 480) free = mainW - 2;
          CHART.w = Math.max(480, Math.min(1000, Math.floor(free)));
          for (const kind of kinds) {
            // The curves are drawn once into the chart; the cursor lives on a transparent canvas laid over it.
            const wrap = document.createElement("div");
            wrap.className = "chart";
            wrap.style.height = CHART.h + "px";
            wrap.style.width = CHART.w + "px";
            const layer = document.createElement("canvas");
            layer.id = kind.id;
            const canvas = document.createElement("canvas");
            canvas.className = "cursor";
            sizeCanvas(canvas, CHART.w, CHART.h);
            wrap.append(layer, canvas);
            box.append(wrap);
            const chart = {canvas, kind, layer};
            canvas.addEventListener("pointerdown", (e) => { canvas.setPointerCapture(e.pointerId); chartSeek(chart, e); });
            canvas.addEventListener("pointermove", (e) => { if (e.buttons) chartSeek(chart, e); });
            layoutChart(chart);
            charts.push(chart);
          }
        }

        function chartSeek(chart, e) {
          const r = chart.canvas.getBoundingClientRect();
          seek(chart.axis.t(e.clientX - r.left - CHART.left));
        }

        function layoutChart(chart) {
          const list = activeSheets();
          let lo = Infinity, hi = -Infinity;
          for (const s of list) {
            for (const v of chart.kind.values(s)) if (v !== null) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
            if (chart.kind.guides) for (const d of s.detents) { lo = Math.min(lo, d); hi = Math.max(hi, d); }
          }
          if (!chart.kind.guides) { lo = Math.min(lo, 0); hi = Math.max(hi, 0); }
          if (!isFinite(lo)) { lo = 0; hi = 1; }
          const pad = (hi - lo) * 0.06 || 1;
          chart.lo = lo - pad; chart.hi = hi + pad; chart.t1 = endTime() || 1;
          const plotW = CHART.w - CHART.left - CHART.right;
          const axis = timeAxis(chart.t1, plotW);
          chart.axis = axis;
          const x = t => CHART.left + axis.x(t);
          const layer = chart.layer;
          sizeCanvas(layer, CHART.w, CHART.h);
          const ctx = layer.getContext("2d");
          ctx.setTransform(layer._dpr, 0, 0, layer._dpr, 0, 0);
          ctx.font = "11px sans-serif";
          const labels = markLabels(ctx, list, x);
          // The band above the plot holds the title and one row per row of mark labels.
          const top = TITLE_PX + labels.rows * ROW_PX + 4;
          chart.top = top;
          const plotH = CHART.h - top - CHART.bottom;
          const y = v => CHART.h - CHART.bottom - (v - chart.lo) / (chart.hi - chart.lo) * plotH;
          chart.x = x; chart.y = y;
          const boxes = [];
          ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, CHART.w, CHART.h);
          if (axis.zoom) {
            // The finger's phase, drawn wider than the rest: tinted, and its end marked on the time axis.
            ctx.fillStyle = "#f1f5fb"; ctx.fillRect(CHART.left, top, axis.xr, plotH);
          }
          ctx.fillStyle = "#333"; ctx.strokeStyle = "#e4e6ea"; ctx.lineWidth = 1;
          ctx.textAlign = "right"; ctx.textBaseline = "middle";
          for (const v of niceTicks(chart.lo, chart.hi, 5)) {
            const py = Math.round(y(v)) + 0.5;
            ctx.beginPath(); ctx.moveTo(CHART.left, py); ctx.lineTo(CHART.w - CHART.right, py); ctx.stroke();
            ctx.fillText(String(+v.toFixed(6)), CHART.left - 6, py);
          }
          ctx.textAlign = "center"; ctx.textBaseline = "top";
          const ticks = axis.zoom
            ? niceTicks(0, axis.zoom, 3).filter(t => x(axis.zoom) - x(t) > 24).concat([axis.zoom],
                niceTicks(axis.zoom, chart.t1, 6).filter(t => x(t) - x(axis.zoom) > 24))
            : niceTicks(0, chart.t1, 8);
          for (const t of ticks) {
            const px = Math.round(x(t)) + 0.5;
            ctx.beginPath(); ctx.moveTo(px, top); ctx.lineTo(px, CHART.h - CHART.bottom); ctx.stroke();
            ctx.fillText(String(+t.toFixed(3)), px, CHART.h - CHART.bottom + 4);
          }
          const caption = axis.zoom
            ? "seconds since touch-down (the finger's " + (+axis.zoom.toFixed(3)) + " s drawn wider, tinted)"
            : "seconds since touch-down";
          ctx.fillText(caption, (CHART.left + CHART.w - CHART.right) / 2, CHART.h - 14);
          ctx.textAlign = "left"; ctx.font = "bold 12px sans-serif"; ctx.fillStyle = "#333";
          ctx.fillText(chart.kind.title, CHART.left, 4);
          ctx.font = "11px sans-serif";
          if (chart.kind.guides) {
            // Detent guides, labelled inside the plot at its right end (the marks' labels are above the plot), the
            // label below its line when there is no room above it or another guide's label is there.
            ctx.setLineDash([5, 4]); ctx.strokeStyle = "#9aa1ad"; ctx.fillStyle = "#6b7280"; ctx.textBaseline = "top";
            const seen = new Set();
            for (const s of list) for (const [i, d] of s.detents.entries()) {
              if (seen.has(d)) continue;
              seen.add(d);
              const py = Math.round(y(d)) + 0.5;
              ctx.beginPath(); ctx.moveTo(CHART.left, py); ctx.lineTo(CHART.w - CHART.right, py); ctx.stroke();
              const text = "detent " + i, w = ctx.measureText(text).width;
              const lx = CHART.w - CHART.right - 4 - w;
              let ly = py - 14;
              const hits = b => b.x < lx + w + 2 && lx < b.x + b.w + 2 && b.y < ly + 13 && ly < b.y + b.h;
              if (ly < top || boxes.some(hits)) ly = py + 2;
              ctx.fillText(text, lx, ly);
              boxes.push({text, kind: "guide", x: lx, y: ly, w, h: 12});
            }
            ctx.setLineDash([]);
          }
          // Each mark's dotted line runs from its label down; the labels go on top, on white, so a line from a
          // higher row never runs through a lower row's text.
          ctx.textBaseline = "top";
          for (const m of labels.marks) {
            const ly = TITLE_PX + m.row * ROW_PX;
            ctx.strokeStyle = m.color; ctx.globalAlpha = 0.6; ctx.setLineDash([2, 3]);
            ctx.beginPath(); ctx.moveTo(m.px, ly + 6); ctx.lineTo(m.px, CHART.h - CHART.bottom); ctx.stroke();
            ctx.globalAlpha = 1; ctx.setLineDash([]);
          }
          for (const m of labels.marks) {
            const ly = TITLE_PX + m.row * ROW_PX;
            ctx.fillStyle = "#ffffff"; ctx.fillRect(m.lx - 1, ly - 1, m.w + 2, 13);
            ctx.fillStyle = m.color;
            ctx.fillText(m.text, m.lx, ly);
            boxes.push({text: m.text, kind: "mark", x: m.lx, y: ly, w: m.w, h: 12});
          }
          ctx.lineWidth = 2;
          for (const s of list) {
            ctx.strokeStyle = s.color; ctx.setLineDash(DASHES[s.dash % DASHES.length]);
            ctx.beginPath();
            const values = chart.kind.values(s);
            if (!values.length) continue;
            s.t.forEach((t, i) => { if (i === 0) ctx.moveTo(x(t), y(values[i])); else ctx.lineTo(x(t), y(values[i])); });
            if (s.t.length) ctx.lineTo(x(chart.t1), y(values[values.length - 1]));
            ctx.stroke();
          }
          ctx.setLineDash([]); ctx.lineWidth = 1;
          // For tests: every label's box (CSS px in the chart) and the finger phase's width.
          layer.dataset.labels = JSON.stringify(boxes.map(b => ({text: b.text, kind: b.kind, x: +b.x.toFixed(1),
            y: b.y, w: +b.w.toFixed(1), h: b.h})));
          layer.dataset.fingerPx = (axis.x(releaseTime())).toFixed(1);
        }

        function drawCursor() {
          for (const chart of charts) {
            const ctx = chart.canvas.getContext("2d");
            ctx.setTransform(chart.canvas._dpr, 0, 0, chart.canvas._dpr, 0, 0);
            ctx.clearRect(0, 0, CHART.w, CHART.h);
            const px = chart.x(Math.min(state.t, chart.t1));
            ctx.strokeStyle = "#d1001f"; ctx.lineWidth = 1.5;
            ctx.beginPath(); ctx.moveTo(px, chart.top - 4); ctx.lineTo(px, CHART.h - CHART.bottom); ctx.stroke();
            for (const s of activeSheets()) {
              const f = frameAt(s, state.t), values = chart.kind.values(s);
              if (f < 0 || !values.length) continue;
              ctx.fillStyle = s.color;
              const settled = f === s.t.length - 1;
              const dotX = settled ? px : chart.x(s.t[f]);
              ctx.beginPath(); ctx.arc(dotX, chart.y(between(s, values, f)), 3.5, 0, 2 * Math.PI); ctx.fill();
            }
            chart.layer.dataset.cursorX = px.toFixed(2);
          }
        }
        """#
}
