// Reports/Live/LivePageScript: the live page's script: the controls, the requests to /simulate, the phones, the
// charts with their playhead, the fling, copy and link. It draws what the server answers and computes no physics.

extension LivePage {
    /// The page's script.
    static let script = #"""
        "use strict";
        const DATA = JSON.parse(document.getElementById("page-data").textContent);
        const PHONE_W = 390, ROW = 44, BEZEL = 8, DASHES = [[], [7, 5]];
        const SPEEDS = [1, 0.25, 0.1];
        const $ = id => document.getElementById(id);
        const state = {answer: null, t: 0, speed: 1, playing: true, last: 0, values: {}, loaded: {},
          gesture: {mode: "release", startHeight: DATA.startHeight, velocity: DATA.velocity, touches: null},
          seq: 0, abort: null, inputAt: null, latencies: [], answers: 0, drag: null, scale: 0.5, layers: {},
          playFrom: null};
        window.liveState = state;

        function fmt(x, d) { return x === null || !isFinite(x) ? "–" : String(Number(x.toFixed(d))); }
        function sized(canvas, w, h) {
          const dpr = window.devicePixelRatio || 1;
          canvas.width = Math.round(w * dpr); canvas.height = Math.round(h * dpr);
          canvas.style.width = w + "px"; canvas.style.height = h + "px";
          const ctx = canvas.getContext("2d"); ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
          canvas._w = w; canvas._h = h; return ctx;
        }

        // ---- Controls: one per row of the parameter table, grouped; the gesture first.
        function el(tag, attrs, text) {
          const e = document.createElement(tag);
          for (const k in attrs) e.setAttribute(k, attrs[k]);
          if (text !== undefined) e.textContent = text;
          return e;
        }
        function addSlider(parent, c, onInput) {
          const box = el("div", {class: "control", id: "box-" + c.name});
          const label = el("label", {for: "ctl-" + c.name});
          label.append(el("span", {class: "name", title: c.summary}, c.name));
          const num = el("input", {type: "number", id: "num-" + c.name, step: "any", "aria-label": c.name + " value"});
          num.value = c.value;
          label.append(num);
          box.append(label);
          let input;
          if (c.kind === "slider") {
            input = el("input", {type: "range", id: "ctl-" + c.name, min: c.min, max: c.max, step: c.step,
              "aria-label": c.name});
            input.value = c.value;
            input.addEventListener("input", () => { num.value = input.value; onInput(c, input.value); });
            num.addEventListener("change", () => { input.value = num.value; onInput(c, num.value); });
          } else if (c.kind === "checkbox") {
            num.remove();
            input = el("input", {type: "checkbox", id: "ctl-" + c.name, "aria-label": c.name});
            input.checked = c.value !== 0;
            label.append(input);
            input.addEventListener("change", () => onInput(c, input.checked ? "1" : "0"));
          } else {
            num.remove();
            input = el("select", {id: "ctl-" + c.name, "aria-label": c.name});
            for (const item of c.items) input.append(el("option", {value: item.value}, item.label));
            input.value = String(c.value);
            label.append(input);
            input.addEventListener("change", () => onInput(c, input.value));
          }
          if (c.kind === "slider") box.append(input);
          const meta = el("div", {class: "meta"});
          meta.append(el("span", {}, c.unit ? c.unit : (c.kind === "checkbox" ? "on/off" : "choice")));
          if (c.default !== null && c.default !== undefined) {
            const reset = el("button", {type: "button", class: "reset", title: "set to the table's default"},
              "default " + (c.kind === "menu" ? (c.items.find(i => i.value === c.default) || {label: c.default}).label
                : c.default));
            reset.addEventListener("click", () => setControl(c, String(c.default)));
            meta.append(reset);
          }
          box.append(meta);
          parent.append(box);
          c.input = input; c.num = c.kind === "slider" ? num : null; c.box = box;
        }
        function setControl(c, text) {
          if (c.kind === "checkbox") c.input.checked = Number(text) !== 0; else c.input.value = text;
          if (c.num) c.num.value = text;
          c.onInput(c, text);
        }
        function buildControls() {
          const aside = $("controls");
          const gesture = el("fieldset", {}); gesture.append(el("legend", {}, "Gesture (A and B)"));
          const start = {name: "start-height", kind: "slider", min: DATA.startSpan[0], max: DATA.startSpan[1], step: 1,
            value: DATA.startHeight, default: null, unit: "pt (display height at touch-down)",
            summary: "where the sheet is when the finger lands"};
          const velocity = {name: "velocity", kind: "slider", min: DATA.velocitySpan[0], max: DATA.velocitySpan[1],
            step: 0.05, value: DATA.velocity, default: null, unit: "pt/ms at release (+ = up)",
            summary: "the release velocity of a bare release; a fling estimates its own"};
          for (const c of [start, velocity]) {
            c.onInput = (c, text) => {
              state.gesture = {mode: "release", startHeight: Number(state.values["start-height"]),
                velocity: Number(state.values["velocity"]), touches: null};
              state.values[c.name] = text;
              state.gesture[c.name === "velocity" ? "velocity" : "startHeight"] = Number(text);
              inputChanged();
            };
            state.values[c.name] = String(c.value);
            addSlider(gesture, c, c.onInput);
          }
          aside.append(gesture);
          for (const group of DATA.groups) {
            const rows = DATA.controls.filter(c => c.group === group);
            if (!rows.length) continue;
            const set = el("fieldset", {}); set.append(el("legend", {}, group));
            for (const c of rows) {
              state.values[c.name] = String(c.value); state.loaded[c.name] = String(c.value);
              c.onInput = (c, text) => { state.values[c.name] = text; inputChanged(); };
              addSlider(set, c, c.onInput);
            }
            aside.append(set);
          }
        }
        function settings() {
          return DATA.controls.filter(c => Number(state.values[c.name]) !== Number(state.loaded[c.name]))
            .map(c => c.name + "=" + state.values[c.name]);
        }
        function query() {
          const q = new URLSearchParams();
          const g = state.gesture;
          q.append("start-height", fmt(g.startHeight, 2));
          if (g.mode === "touches") q.append("touches", g.touches.map(s => fmt(s[0], 4) + "," + fmt(s[1], 2)).join(";"));
          else q.append("velocity", fmt(g.velocity, 4));
          for (const s of settings()) q.append("set", s);
          return q.toString();
        }
        function inputChanged() {
          state.inputAt = performance.now();
          for (const c of DATA.controls) c.box.classList.toggle("changed", Number(state.values[c.name]) !==
            Number(state.loaded[c.name]));
          request();
        }

        // ---- Requests: the newest wins; a refused value shows the server's one-line reason.
        async function request(fling) {
          const q = query();
          $("link").href = "#" + q;
          if (state.abort) state.abort.abort();
          const abort = new AbortController(); state.abort = abort;
          const seq = ++state.seq;
          let response, text;
          try {
            response = await fetch("/simulate?" + q, {signal: abort.signal});
            text = await response.text();
          } catch (e) {
            if (seq === state.seq) $("error").textContent = e.name === "AbortError" ? "" : "the server did not answer";
            return;
          }
          if (seq !== state.seq) return;
          if (!response.ok) { $("error").textContent = text.trim(); document.body.dataset.error = text.trim(); return; }
          $("error").textContent = ""; delete document.body.dataset.error;
          state.answer = JSON.parse(text);
          for (const sheet of [state.answer.a, state.answer.b]) sheet.vShown = shownVelocity(sheet);
          state.layers = {};
          const a = state.answer.a;
          document.documentElement.style.setProperty("--a", a.color);
          document.documentElement.style.setProperty("--b", state.answer.b.color);
          if (fling) { state.t = releaseTime(a); state.playing = true; }
          state.t = Math.min(state.t, endTime());
          showAnswer();
          if (state.laidOut) draw(); else layout();
          state.answers += 1;
          document.body.dataset.answers = state.answers;
          if (state.inputAt !== null) {
            const ms = performance.now() - state.inputAt;
            state.latencies.push(ms); document.body.dataset.lastLatencyMs = ms.toFixed(1); state.inputAt = null;
          }
          document.body.dataset.ready = "true";
        }
        // While the finger is down the server's frame-to-frame velocity follows the touch events: a mouse reports
        // about 60 positions a second against 120 Hz frames, so a frame with a new position moves and the next
        // one not at all. What the chart and the readout show during tracking is that velocity averaged over the
        // tracking frames around each frame, weights falling linearly to 0 at twice the median spacing of the
        // touch samples (at least 1/30 s): a steady finger shows a steady velocity. From the release on: the
        // server's value unchanged. The simulation is not touched.
        function smoothingSeconds() {
          const touches = state.gesture.touches || [];
          const gaps = touches.slice(1).map((s, k) => s[0] - touches[k][0]).sort((a, b) => a - b);
          return Math.max(1 / 30, gaps.length ? 2 * gaps[gaps.length >> 1] : 0);
        }
        function shownVelocity(s) {
          const H = smoothingSeconds();
          return s.v.map((v, i) => {
            if (s.ph[i] !== "t") return v;
            let sum = 0, weights = 0;
            for (let j = i; j >= 0 && s.ph[j] === "t" && s.t[i] - s.t[j] < H; j--) {
              const w = 1 - (s.t[i] - s.t[j]) / H; sum += w * s.v[j]; weights += w;
            }
            for (let j = i + 1; j < s.t.length && s.ph[j] === "t" && s.t[j] - s.t[i] < H; j++) {
              const w = 1 - (s.t[j] - s.t[i]) / H; sum += w * s.v[j]; weights += w;
            }
            return sum / weights;
          });
        }
        function releaseTime(s) { const m = s.marks.find(m => m.kind === "release"); return m ? m.t : 0; }
        function endTime() {
          if (!state.answer) return 0;
          const a = state.answer.a, b = state.answer.b;
          return Math.max(a.t[a.t.length - 1], b.t[b.t.length - 1]);
        }
        function clockSheet() { const a = state.answer.a, b = state.answer.b; return b.t.length > a.t.length ? b : a; }

        function showAnswer() {
          const ans = state.answer, a = ans.a.outcome, b = ans.b.outcome;
          const land = o => fmt(o.landing, 1) + " pt" + (o.detent === null ? "" : " (detent " + o.detent + ")");
          $("outcome").textContent = ans.gesture + " · release " + fmt(a.release, 3) + " pt/ms · A lands " + land(a) +
            ", settles in " + fmt(a.settle, 3) + " s · B lands " + land(b) + ", settles in " + fmt(b.settle, 3) + " s";
          $("outcome").dataset.landingA = a.landing; $("outcome").dataset.landingB = b.landing;
          $("outcome").dataset.release = a.release;
          $("cap-a").innerHTML = ""; $("cap-a").append(swatch(ans.a), " A: " + DATA.scenario + " ", swatch(ans.b, 0.5),
            " B ghost · drag the sheet to fling");
          $("cap-b").innerHTML = ""; $("cap-b").append(swatch(ans.b), " B: the sliders" +
            (settings().length ? " (" + settings().length + " changed)" : " (= A)"));
          const scrub = $("scrub"); scrub.max = clockSheet().t.length - 1;
          const head = $("landing").tHead, body = $("landing").tBodies[0];
          head.innerHTML = "<tr><th>v pt/ms</th><th class=a>A lands pt</th><th class=b>B lands pt</th>" +
            "<th class=a>A settle s</th><th class=b>B settle s</th></tr>";
          body.innerHTML = "";
          ans.landing.velocities.forEach((v, k) => {
            const ra = ans.landing.a[k], rb = ans.landing.b[k];
            const tr = document.createElement("tr");
            const cells = [fmt(v, 2), fmt(ra.landing, 1), fmt(rb.landing, 1), fmt(ra.settle, 3), fmt(rb.settle, 3)];
            cells.forEach((text, i) => {
              const td = el("td", {}, text);
              if ((i === 2 && ra.landing !== rb.landing) || (i === 4 && ra.settle !== rb.settle)) td.className = "diff";
              tr.append(td);
            });
            body.append(tr);
          });
        }
        function swatch(sheet, alpha) {
          const c = el("canvas", {width: 22, height: 8, "aria-hidden": "true"});
          const ctx = c.getContext("2d"); ctx.globalAlpha = alpha || 1;
          ctx.strokeStyle = sheet.color; ctx.lineWidth = 3; ctx.setLineDash(DASHES[sheet.dash] || []);
          ctx.beginPath(); ctx.moveTo(0, 4); ctx.lineTo(22, 4); ctx.stroke();
          return c;
        }

        // ---- Sampling: frames interpolated linearly between their times; a settled sheet holds its last frame.
        function frameAt(s, t) {
          const ts = s.t; let lo = 0, hi = ts.length - 1;
          if (t <= ts[0]) return 0;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (ts[mid] <= t + 1e-9) lo = mid; else hi = mid - 1; }
          return lo;
        }
        function sample(s, t) {
          const i = frameAt(s, t), j = Math.min(i + 1, s.t.length - 1);
          const f = j > i ? Math.min(1, Math.max(0, (t - s.t[i]) / (s.t[j] - s.t[i]))) : 0;
          const lerp = arr => arr[i] + (arr[j] - arr[i]) * f;
          return {i, h: lerp(s.h), v: lerp(s.vShown || s.v), o: s.lists.map(l => lerp(l.o)), ph: s.ph[i], ow: s.ow[i]};
        }

        // ---- Phones: the panel at its display height, the lists at their offsets; B as a ghost over A.
        function drawPhone(canvas, sheet, ghost, t, override) {
          const s = state.scale, sw = PHONE_W * s, sh = sheet.viewport * s;
          const ctx = canvas.getContext("2d"), dpr = window.devicePixelRatio || 1;
          ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
          ctx.clearRect(0, 0, canvas._w, canvas._h);
          ctx.fillStyle = "#16181d"; ctx.beginPath(); ctx.roundRect(0, 0, canvas._w, canvas._h, 18); ctx.fill();
          ctx.save(); ctx.translate(BEZEL, BEZEL);
          ctx.beginPath(); ctx.rect(0, 0, sw, sh); ctx.clip();
          ctx.fillStyle = "#2b3442"; ctx.fillRect(0, 0, sw, sh);
          ctx.strokeStyle = "#6a7890"; ctx.setLineDash([4, 4]); ctx.lineWidth = 1;
          for (const d of state.answer.a.detents) {
            const y = Math.round((sheet.viewport - d) * s) + 0.5;
            ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(sw, y); ctx.stroke();
          }
          ctx.setLineDash([]);
          const p = sample(sheet, t);
          const h = override !== undefined ? override : p.h;
          const top = (sheet.viewport - h) * s;
          ctx.fillStyle = "#ffffff"; ctx.fillRect(0, top, sw, sheet.panel * s);
          ctx.fillStyle = "#b8bcc4"; ctx.beginPath(); ctx.roundRect(sw / 2 - 18, top + 5, 36, 5, 2.5); ctx.fill();
          let parentY = top, parentOffset = 0;
          sheet.lists.forEach((l, k) => {
            const y = parentY + (l.top - parentOffset) * s, off = override !== undefined ? l.o[0] : p.o[k];
            ctx.save(); ctx.beginPath(); ctx.rect(0, y, sw, l.height * s); ctx.clip();
            const first = Math.max(0, Math.floor(off / ROW)), last = Math.ceil((off + l.height) / ROW);
            ctx.font = Math.max(8, Math.round(13 * s * 1.6)) + "px sans-serif"; ctx.textBaseline = "middle";
            for (let r = first; r <= last && r * ROW < l.content; r++) {
              const ry = y + (r * ROW - off) * s;
              ctx.fillStyle = r % 2 ? "#eef2f8" : (k % 2 ? "#f6faff" : "#ffffff");
              ctx.fillRect(k * 6 * s, ry, sw - k * 12 * s, ROW * s);
              ctx.fillStyle = "#8a93a3"; ctx.fillText(l.name + " " + (r + 1), 12 * s + k * 6 * s, ry + ROW * s / 2);
            }
            ctx.restore();
            parentY = y; parentOffset = off;
          });
          ctx.strokeStyle = state.answer.a === sheet ? sheet.color : sheet.color; ctx.lineWidth = 2;
          ctx.setLineDash(DASHES[sheet.dash] || []);
          ctx.beginPath(); ctx.moveTo(0, top + 1); ctx.lineTo(sw, top + 1); ctx.stroke();
          if (ghost) {
            const g = sample(ghost, t), gt = (ghost.viewport - g.h) * s;
            ctx.globalAlpha = 0.14; ctx.fillStyle = ghost.color; ctx.fillRect(0, gt, sw, ghost.panel * s);
            ctx.globalAlpha = 1; ctx.strokeStyle = ghost.color; ctx.lineWidth = 2; ctx.setLineDash(DASHES[ghost.dash]);
            ctx.beginPath(); ctx.moveTo(0, gt + 1); ctx.lineTo(sw, gt + 1); ctx.stroke();
            ctx.setLineDash([]); ctx.fillStyle = ghost.color; ctx.font = "bold 11px sans-serif";
            ctx.fillText("B", sw - 14, gt + 12);
            canvas.dataset.ghostHeightPt = fmt(g.h, 2);
          }
          ctx.restore();
          canvas.dataset.heightPt = fmt(h, 2); canvas.dataset.frame = p.i;
          canvas.dataset.scale = s; canvas.dataset.viewportPt = sheet.viewport;
        }

        // ---- Charts: height, list offset and velocity over time; A solid, B dashed; a playhead to drag or click.
        const CHARTS = [
          {id: "chart-height", title: "display height (pt)", series: s => [s.h], guides: s => s.detents},
          {id: "chart-offset", title: "list offset (pt)", series: s => s.lists.map(l => l.o), guides: () => []},
          {id: "chart-velocity", title: "velocity (pt/s; averaged over the touch events while the finger is down)",
            series: s => [s.vShown || s.v], guides: () => [0]},
        ];
        const PAD = {l: 46, r: 8, t: 14, b: 16};
        function niceStep(span, n) {
          const raw = span / n, p = Math.pow(10, Math.floor(Math.log10(raw)));
          for (const f of [1, 2, 5, 10]) if (f * p >= raw) return f * p;
          return 10 * p;
        }
        function chartGeometry(chart, canvas, rows) {
          const ans = state.answer, sheets = [ans.a, ans.b];
          let lo = Infinity, hi = -Infinity;
          for (const s of sheets) for (const arr of chart.series(s)) for (const x of arr) { lo = Math.min(lo, x); hi = Math.max(hi, x); }
          for (const g of chart.guides(ans.a)) { lo = Math.min(lo, g); hi = Math.max(hi, g); }
          if (!isFinite(lo)) { lo = 0; hi = 1; }
          if (hi - lo < 1) { hi += 0.5; lo -= 0.5; }
          const pad = (hi - lo) * 0.06; lo -= pad; hi += pad;
          const T = endTime() * 1.04 + 0.02;
          // Above the plot: the title's row, then one row per row of release/settle labels.
          const top = PAD.t + rows * LABEL_ROW + 2;
          const w = canvas._w - PAD.l - PAD.r, h = canvas._h - top - PAD.b;
          return {lo, hi, T, top, x: t => PAD.l + t / T * w, y: v => top + (1 - (v - lo) / (hi - lo)) * h, w, h};
        }
        const LABEL_ROW = 11;
        function markLabels(ctx, width, T) {
          // A's and B's release and settle, one label each above the plot ("A, B release" when both are at one
          // pixel), each in the first row where it overlaps no other label; left of its line at the right edge.
          const ans = state.answer, x = t => PAD.l + t / T * (width - PAD.l - PAD.r), out = [], rows = [];
          for (const [k, s] of [ans.a, ans.b].entries()) for (const m of s.marks) {
            if (m.kind !== "release" && m.kind !== "settle") continue;
            const px = Math.round(x(m.t)) + 0.5;
            const same = out.find(o => o.kind === m.kind && Math.abs(o.px - px) < 1);
            if (same) { same.names.push(k ? "B" : "A"); continue; }
            out.push({kind: m.kind, px, color: s.color, names: [k ? "B" : "A"]});
          }
          for (const o of out) {
            if (o.names.length > 1) o.color = "#4b5563";  // A's and B's at one pixel: in neither one's colour
            o.text = o.names.join(", ") + " " + o.kind;
            o.w = ctx.measureText(o.text).width;
            o.lx = o.px + 2 + o.w > width - 2 ? o.px - 2 - o.w : o.px + 2;
            let row = rows.findIndex(spans => spans.every(([a, b]) => o.lx + o.w + 5 < a || o.lx > b + 5));
            if (row < 0) { rows.push([]); row = rows.length - 1; }
            rows[row].push([o.lx, o.lx + o.w]);
            o.row = row;
          }
          return {marks: out, rows: Math.max(1, rows.length)};
        }
        function chartLayer(chart, canvas) {
          if (state.layers[chart.id]) return state.layers[chart.id];
          const layer = document.createElement("canvas");
          const ctx = sized(layer, canvas._w, canvas._h);
          ctx.font = "10px sans-serif";
          const labels = markLabels(ctx, canvas._w, endTime() * 1.04 + 0.02);
          const g = chartGeometry(chart, canvas, labels.rows), ans = state.answer;
          const title = chart.id === "chart-offset" && !ans.a.lists.length ? chart.title + " — the scenario has no list"
            : chart.title;
          ctx.font = "10px sans-serif"; ctx.fillStyle = "#333"; ctx.fillText(title, PAD.l + 4, 10);
          ctx.strokeStyle = "#e6e6e6"; ctx.lineWidth = 1; ctx.textAlign = "right"; ctx.textBaseline = "middle";
          const ys = niceStep(g.hi - g.lo, 4);
          for (let v = Math.ceil(g.lo / ys) * ys; v <= g.hi; v += ys) {
            const y = Math.round(g.y(v)) + 0.5;
            ctx.beginPath(); ctx.moveTo(PAD.l, y); ctx.lineTo(PAD.l + g.w, y); ctx.stroke();
            ctx.fillText(fmt(v, 3), PAD.l - 4, y);
          }
          ctx.textAlign = "center"; ctx.textBaseline = "alphabetic";
          const xs = niceStep(g.T, 8);
          for (let t = 0; t <= g.T; t += xs) ctx.fillText(fmt(t, 2) + (t === 0 ? " s" : ""), g.x(t), canvas._h - 3);
          ctx.strokeStyle = "#999"; ctx.setLineDash([3, 3]);
          for (const v of chart.guides(ans.a)) { const y = Math.round(g.y(v)) + 0.5; ctx.beginPath(); ctx.moveTo(PAD.l, y); ctx.lineTo(PAD.l + g.w, y); ctx.stroke(); }
          ctx.setLineDash([]);
          ctx.textAlign = "left"; ctx.textBaseline = "alphabetic";
          for (const m of labels.marks) {
            const ly = PAD.t + (m.row + 1) * LABEL_ROW - 2;
            ctx.strokeStyle = m.color; ctx.setLineDash([2, 3]); ctx.globalAlpha = 0.8;
            ctx.beginPath(); ctx.moveTo(m.px, ly - 5); ctx.lineTo(m.px, g.top + g.h); ctx.stroke();
            ctx.globalAlpha = 1;
          }
          ctx.setLineDash([]);
          const boxes = [];
          for (const m of labels.marks) {
            const ly = PAD.t + (m.row + 1) * LABEL_ROW - 2;
            ctx.fillStyle = "#ffffff"; ctx.fillRect(m.lx - 1, ly - 9, m.w + 2, 11);
            ctx.fillStyle = m.color; ctx.fillText(m.text, m.lx, ly);
            boxes.push({text: m.text, x: +m.lx.toFixed(1), y: ly - 8, w: +m.w.toFixed(1), h: 9});
          }
          // For tests: every label's box (CSS px in the chart).
          canvas.dataset.labels = JSON.stringify(boxes);
          for (const s of [ans.a, ans.b]) {
            ctx.strokeStyle = s.color; ctx.lineWidth = 1.8; ctx.setLineDash(DASHES[s.dash] || []);
            for (const arr of chart.series(s)) {
              ctx.beginPath();
              arr.forEach((v, i) => { const x = g.x(s.t[i]), y = g.y(v); if (i) ctx.lineTo(x, y); else ctx.moveTo(x, y); });
              ctx.lineTo(g.x(g.T), g.y(arr[arr.length - 1]));
              ctx.stroke();
            }
          }
          ctx.setLineDash([]);
          layer._g = g;
          state.layers[chart.id] = layer;
          return layer;
        }
        function drawCharts(t) {
          const ans = state.answer;
          for (const chart of CHARTS) {
            const canvas = $(chart.id), layer = chartLayer(chart, canvas), g = layer._g;
            const ctx = canvas.getContext("2d"), dpr = window.devicePixelRatio || 1;
            ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.clearRect(0, 0, canvas.width, canvas.height);
            ctx.drawImage(layer, 0, 0); ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
            const x = Math.round(g.x(t)) + 0.5;
            ctx.strokeStyle = "#d1001f"; ctx.lineWidth = 1.5;
            ctx.beginPath(); ctx.moveTo(x, g.top); ctx.lineTo(x, g.top + g.h); ctx.stroke();
            for (const s of [ans.a, ans.b]) {
              const p = sample(s, t), values = chart.id === "chart-height" ? [p.h] : chart.id === "chart-velocity" ? [p.v] : p.o;
              ctx.fillStyle = s.color;
              for (const v of values) { ctx.beginPath(); ctx.arc(x, g.y(v), 3.5, 0, 7); ctx.fill(); }
            }
          }
        }
        function readouts(t) {
          const ans = state.answer, a = sample(ans.a, t), b = sample(ans.b, t);
          const rows = [["time s", fmt(t, 4), fmt(t, 4), ""],
            ["height pt", fmt(a.h, 2), fmt(b.h, 2), fmt(b.h - a.h, 2)]];
          ans.a.lists.forEach((l, k) => rows.push([l.name + " offset pt", fmt(a.o[k], 2), fmt(b.o[k], 2),
            fmt(b.o[k] - a.o[k], 2)]));
          rows.push(["velocity pt/s", fmt(a.v, 1), fmt(b.v, 1), fmt(b.v - a.v, 1)]);
          const body = $("readout").tBodies[0];
          body.innerHTML = rows.map(r => "<tr><th>" + r[0] + "</th><td>" + r.slice(1).join("</td><td>") + "</td></tr>").join("");
        }
        function draw() {
          if (!state.answer) return;
          const t = state.t, ans = state.answer;
          const override = state.drag ? state.drag.height : undefined;
          drawPhone($("phone-a"), ans.a, ans.b, t, override);
          drawPhone($("phone-b"), ans.b, null, t);
          drawCharts(t);
          readouts(t);
          const i = frameAt(clockSheet(), t);
          $("scrub").value = i;
          $("time").textContent = fmt(t, 3) + " s · frame " + i + " · " + state.speed + "×";
          document.body.dataset.t = fmt(t, 5);
          document.body.dataset.playing = state.playing;
          $("play").textContent = state.playing ? "Pause" : "Play";
          $("play").setAttribute("aria-pressed", state.playing);
        }

        // ---- Layout: the phones fit the window's height; the charts take the rest.
        function layout() {
          if (state.answer) readouts(state.t);  // the readout table's rows take their height before the charts
          const tableH = $("landing").offsetHeight || 150;
          const wide = window.innerWidth > 1100;
          const avail = (wide ? $("layout").clientHeight : window.innerHeight - 90) - tableH - 40;
          const phoneH = Math.max(240, Math.min(640, avail));
          state.scale = (phoneH - 2 * BEZEL) / DATA.viewport;
          const w = PHONE_W * state.scale + 2 * BEZEL;
          sized($("phone-a"), w, phoneH); sized($("phone-b"), w, phoneH);
          $("phone-a").parentElement.style.width = $("phone-b").parentElement.style.width = w + "px";
          for (const chart of CHARTS) {
            const box = $(chart.id).parentElement;
            sized($(chart.id), box.clientWidth, box.clientHeight);
          }
          state.layers = {};
          state.laidOut = true;
          draw();
        }

        // ---- Playback: one clock for A and B (seconds since touch-down), looping after a short hold.
        function tick(now) {
          if (state.playing && state.answer && !state.drag) {
            const dt = Math.min(0.1, (now - state.last) / 1000) * state.speed;
            state.t += dt;
            if (state.t > endTime() + 0.6) state.t = 0;
            draw();
          }
          state.last = now;
          requestAnimationFrame(tick);
        }
        function seek(t) { state.t = Math.max(0, Math.min(endTime(), t)); state.playing = false; draw(); }
        function step(k) {
          const s = clockSheet(), i = Math.max(0, Math.min(s.t.length - 1, frameAt(s, state.t) + k));
          seek(s.t[i]);
        }
        function chartSeek(e) {
          const canvas = e.currentTarget, g = (state.layers[canvas.id] || {})._g;
          if (!g) return;
          const r = canvas.getBoundingClientRect();
          seek((e.clientX - r.left - PAD.l) / g.w * g.T);
        }

        // ---- Fling: drag the panel (grabber or list) on phone A; the finger path goes to the server.
        function phonePoint(e) {
          const r = e.currentTarget.getBoundingClientRect();
          return (e.clientY - r.top - BEZEL) / state.scale;
        }
        function flingStart(e) {
          if (!state.answer) return;
          const y = phonePoint(e), h = sample(state.answer.a, state.t).h;
          if (y < DATA.viewport - h - 12) return;  // above the panel: the host app
          e.currentTarget.setPointerCapture(e.pointerId);
          state.drag = {t0: e.timeStamp, y0: y, h0: Math.round(h * 100) / 100, samples: [[0, y]], height: h};
          e.preventDefault();
        }
        function flingMove(e) {
          const d = state.drag; if (!d) return;
          const t = (e.timeStamp - d.t0) / 1000, y = phonePoint(e);
          if (t > d.samples[d.samples.length - 1][0] + 1e-4) d.samples.push([t, y]);
          d.height = Math.max(0, Math.min(DATA.viewport, d.h0 + d.y0 - y));  // the finger, shown while down
          draw();
        }
        function flingEnd(e) {
          const d = state.drag; if (!d) return;
          const t = (e.timeStamp - d.t0) / 1000;
          if (t > d.samples[d.samples.length - 1][0] + 1e-4) d.samples.push([t, d.samples[d.samples.length - 1][1]]);
          state.drag = null;
          if (d.samples.length < 2) { draw(); return; }
          // The query stays under the server's 8 KiB head: early samples are thinned, the last ten kept.
          while (d.samples.length > 300) d.samples = d.samples.filter((s, i) => i % 2 === 0 || i >= d.samples.length - 10);
          state.gesture = {mode: "touches", startHeight: d.h0, velocity: null, touches: d.samples};
          state.inputAt = performance.now();
          request(true);
        }

        // ---- Copy and link.
        async function copy(text, what) {
          let ok = true;
          try { await navigator.clipboard.writeText(text); } catch (e) {
            const area = el("textarea", {}); area.value = text; document.body.append(area); area.select();
            ok = document.execCommand("copy"); area.remove();
          }
          $("copied").textContent = ok ? "copied " + what : "copy failed: select the text in the status";
          $("copied").dataset.text = text;
        }

        function applyFragment() {
          const q = new URLSearchParams(location.hash.slice(1));
          if (q.has("start-height")) state.gesture.startHeight = Number(q.get("start-height"));
          if (q.has("velocity")) state.gesture.velocity = Number(q.get("velocity"));
          if (q.has("touches")) {
            state.gesture.mode = "touches";
            state.gesture.touches = q.get("touches").split(";").map(p => p.split(",").map(Number));
          }
          for (const s of q.getAll("set")) {
            const [name, value] = s.split("=");
            const c = DATA.controls.find(c => c.name === name);
            if (!c) continue;
            state.values[name] = value;
            if (c.kind === "checkbox") c.input.checked = Number(value) !== 0; else c.input.value = value;
            if (c.num) c.num.value = value;
            c.box.classList.add("changed");
          }
          for (const [name, key] of [["start-height", "startHeight"], ["velocity", "velocity"]]) {
            if (state.gesture[key] === null || !isFinite(state.gesture[key])) continue;
            state.values[name] = String(state.gesture[key]);
            $("ctl-" + name).value = state.gesture[key]; $("num-" + name).value = state.gesture[key];
          }
        }

        function setUp() {
          $("scenario-name").textContent = DATA.scenario;
          buildControls();
          applyFragment();
          $("play").addEventListener("click", () => { state.playing = !state.playing; if (state.t >= endTime()) state.t = 0; draw(); });
          for (const b of document.querySelectorAll("button.speed")) b.addEventListener("click", () => {
            state.speed = Number(b.dataset.speed);
            for (const o of document.querySelectorAll("button.speed")) o.setAttribute("aria-pressed", o === b);
            draw();
          });
          $("scrub").addEventListener("input", () => { if (state.answer) seek(clockSheet().t[Number($("scrub").value)]); });
          for (const chart of CHARTS) {
            const c = $(chart.id);
            c.addEventListener("pointerdown", e => { c.setPointerCapture(e.pointerId); c._dragging = true; chartSeek(e); });
            c.addEventListener("pointermove", e => { if (c._dragging) chartSeek(e); });
            c.addEventListener("pointerup", () => { c._dragging = false; });
          }
          const phone = $("phone-a");
          phone.addEventListener("pointerdown", flingStart);
          phone.addEventListener("pointermove", flingMove);
          phone.addEventListener("pointerup", flingEnd);
          phone.addEventListener("pointercancel", flingEnd);
          $("copy-set").addEventListener("click", () => copy(state.answer ? state.answer.set : "", "the --set flags"));
          $("copy-swift").addEventListener("click", () => copy(state.answer ? state.answer.swift : "", "the Swift"));
          document.addEventListener("keydown", e => {
            const tag = e.target.tagName;
            if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || !state.answer) return;
            if (e.key === " " && tag !== "BUTTON" && tag !== "A") { state.playing = !state.playing; e.preventDefault(); draw(); }
            else if (e.key === "ArrowLeft") { step(-1); e.preventDefault(); }
            else if (e.key === "ArrowRight") { step(1); e.preventDefault(); }
            else if (e.key === "Home") { seek(0); e.preventDefault(); }
            else if (e.key === "End") { seek(endTime()); e.preventDefault(); }
          });
          window.addEventListener("resize", layout);
          request();
          requestAnimationFrame(t => { state.last = t; requestAnimationFrame(tick); });
        }
        setUp();
        """#
}
