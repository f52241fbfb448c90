// Reports/Page/PageScriptCharts: the height and velocity charts with their cursor, inline in every page.

extension AnimatedPage {
    /// The height and velocity charts with their cursor.
    static let chartScript = #"""
        const CHART = {w: 560, h: 262, left: 62, right: 14, top: 58, bottom: 34};
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
          // The tuning or run a sheet is: its legend label's last part before a colon (`3 pt/ms | A: default` → A).
          const last = s.label.split(" | ").pop();
          return last.includes(":") ? last.slice(0, last.indexOf(":")) : last;
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
          // Each chart 262 px high, less in a short window so all of them show (not under 140 px).
          CHART.h = Math.min(262, Math.max(140, Math.floor((window.innerHeight - 150) / kinds.length) - 10));
          for (const kind of kinds) {
            // The curves are drawn once into the chart; the cursor lives on a transparent canvas laid over it.
            const wrap = document.createElement("div");
            wrap.className = "chart";
            wrap.style.height = CHART.h + "px";
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
          const plotW = CHART.w - CHART.left - CHART.right;
          seek((e.clientX - r.left - CHART.left) / plotW * chart.t1);
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
          const x = t => CHART.left + (t / chart.t1) * (CHART.w - CHART.left - CHART.right);
          const plotH = CHART.h - CHART.top - CHART.bottom;
          const y = v => CHART.h - CHART.bottom - (v - chart.lo) / (chart.hi - chart.lo) * plotH;
          chart.x = x; chart.y = y;
          const layer = chart.layer;
          sizeCanvas(layer, CHART.w, CHART.h);
          const ctx = layer.getContext("2d");
          ctx.setTransform(layer._dpr, 0, 0, layer._dpr, 0, 0);
          ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, CHART.w, CHART.h);
          ctx.font = "11px sans-serif"; ctx.fillStyle = "#333"; ctx.strokeStyle = "#e4e6ea"; ctx.lineWidth = 1;
          ctx.textAlign = "right"; ctx.textBaseline = "middle";
          for (const v of niceTicks(chart.lo, chart.hi, 5)) {
            const py = Math.round(y(v)) + 0.5;
            ctx.beginPath(); ctx.moveTo(CHART.left, py); ctx.lineTo(CHART.w - CHART.right, py); ctx.stroke();
            ctx.fillText(String(+v.toFixed(6)), CHART.left - 6, py);
          }
          ctx.textAlign = "center"; ctx.textBaseline = "top";
          for (const t of niceTicks(0, chart.t1, 8)) {
            const px = Math.round(x(t)) + 0.5;
            ctx.beginPath(); ctx.moveTo(px, CHART.top); ctx.lineTo(px, CHART.h - CHART.bottom); ctx.stroke();
            ctx.fillText(String(+t.toFixed(6)), px, CHART.h - CHART.bottom + 4);
          }
          ctx.fillText("seconds since touch-down", (CHART.left + CHART.w - CHART.right) / 2, CHART.h - 14);
          ctx.textAlign = "left"; ctx.font = "bold 12px sans-serif";
          ctx.fillText(chart.kind.title, CHART.left, 4);
          ctx.font = "11px sans-serif";
          if (chart.kind.guides) {
            ctx.setLineDash([5, 4]); ctx.strokeStyle = "#9aa1ad"; ctx.fillStyle = "#6b7280";
            const seen = new Set();
            for (const s of list) for (const [i, d] of s.detents.entries()) {
              if (seen.has(d)) continue;
              seen.add(d);
              const py = Math.round(y(d)) + 0.5;
              ctx.beginPath(); ctx.moveTo(CHART.left, py); ctx.lineTo(CHART.w - CHART.right, py); ctx.stroke();
              ctx.textBaseline = "bottom"; ctx.fillText("detent " + i, CHART.left + 4, py - 1);
            }
            ctx.setLineDash([]);
          }
          // Marks: a dotted line each, labelled in the band above the plot, in the first of three rows with room.
          const taken = [[], [], []];
          const labelled = new Set();
          for (const s of list) for (const mark of s.marks) {
            const m = list.length > 1 ? {t: mark.t, label: sheetName(s) + ": " + mark.label} : mark;
            const px = Math.round(x(m.t)) + 0.5;
            const key = m.label + "@" + Math.round(px / 4);
            if (labelled.has(key)) continue;
            labelled.add(key);
            const wide = ctx.measureText(m.label).width;
            const lx = px + 3 + wide > CHART.w - 2 ? px - 3 - wide : px + 3;
            let row = taken.findIndex(spans => spans.every(([a, b]) => lx + wide + 4 < a || lx > b + 4));
            if (row < 0) row = 0;
            taken[row].push([lx, lx + wide]);
            const ly = CHART.top - 4 - (2 - row) * 12;
            ctx.strokeStyle = s.color; ctx.globalAlpha = 0.6; ctx.setLineDash([2, 3]);
            ctx.beginPath(); ctx.moveTo(px, ly - 10); ctx.lineTo(px, CHART.h - CHART.bottom); ctx.stroke();
            ctx.globalAlpha = 1; ctx.setLineDash([]);
            ctx.fillStyle = s.color; ctx.textBaseline = "bottom";
            ctx.fillText(m.label, lx, ly);
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
        }

        function drawCursor() {
          for (const chart of charts) {
            const ctx = chart.canvas.getContext("2d");
            ctx.setTransform(chart.canvas._dpr, 0, 0, chart.canvas._dpr, 0, 0);
            ctx.clearRect(0, 0, CHART.w, CHART.h);
            const px = chart.x(Math.min(state.t, chart.t1));
            ctx.strokeStyle = "#d1001f"; ctx.lineWidth = 1.5;
            ctx.beginPath(); ctx.moveTo(px, CHART.top - 4); ctx.lineTo(px, CHART.h - CHART.bottom); ctx.stroke();
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
