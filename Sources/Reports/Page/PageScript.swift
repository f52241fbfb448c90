// Reports/Page/PageScript: the page's player: state, the phones, controls, URL fragment, inline in every page.

extension AnimatedPage {
    /// The page's player: state, the phones, controls, URL fragment.
    static let script = #"""
        "use strict";
        const DATA = JSON.parse(document.getElementById("page-data").textContent);
        const SPEEDS = [1, 0.25, 0.1];
        const PHONE_WIDTH_PT = 390, BEZEL_PX = 10, ROW_PT = 44;
        const PHASES = {t: "tracking", d: "decelerating", a: "animating", b: "bouncing", s: "settled"};
        const DASHES = [[], [8, 5], [2, 4], [8, 4, 2, 4]];
        const state = {t: 0, speed: 1, playing: false, last: 0, active: [], cell: null, frames: 0, sumMs: 0, maxMs: 0,
          samples: []};
        const sheets = DATA.sheets;
        const maxViewport = Math.max(1, ...sheets.map(s => s.viewport));
        // The screen's height in CSS px: 480 (400 with more than three sheets, 440 on sweep pages), less in a window
        // too short to show it whole under the title and controls.
        const screenPx = Math.min(DATA.sweep ? 440 : (sheets.length > 3 ? 400 : 480), Math.max(240, window.innerHeight - 230));
        const SCALE = screenPx / maxViewport;

        function frameAt(sheet, t) {
          const ts = sheet.t;
          if (ts.length === 0) return -1;
          let lo = 0, hi = ts.length - 1;
          if (t < ts[0]) return 0;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (ts[mid] <= t + 1e-9) lo = mid; else hi = mid - 1;
          }
          return lo;
        }
        function between(sheet, values, f) {
          // Playing slower than real time, a value is interpolated between frame f and the next; otherwise frame f's.
          if (!state.playing || state.speed >= 1 || f + 1 >= sheet.t.length) return values[f];
          const u = Math.min(1, Math.max(0, (state.t - sheet.t[f]) / (sheet.t[f + 1] - sheet.t[f])));
          return values[f] + (values[f + 1] - values[f]) * u;
        }
        function activeSheets() { return state.active.map(i => sheets[i]); }
        function endTime() { return Math.max(0, ...activeSheets().map(s => s.t.length ? s.t[s.t.length - 1] : 0)); }
        function clock() {
          // The master clock steps through the frames of the active sheet with the most frames.
          let best = activeSheets()[0];
          for (const s of activeSheets()) if (s.t.length > best.t.length) best = s;
          return best ? best.t : [0];
        }

        function hostLayer(canvas, sheet) {
          // The bezel, the host screen and the detent guides: drawn once per phone, copied each frame.
          if (canvas._host) return canvas._host;
          const layer = document.createElement("canvas");
          sizeCanvas(layer, canvas._w, canvas._h);
          const ctx = layer.getContext("2d");
          const sw = PHONE_WIDTH_PT * SCALE, sh = sheet.viewport * SCALE;
          ctx.setTransform(layer._dpr, 0, 0, layer._dpr, 0, 0);
          ctx.fillStyle = "#16181d";
          roundRect(ctx, 0, 0, canvas._w, canvas._h, 26); ctx.fill();
          ctx.translate(BEZEL_PX, BEZEL_PX);
          ctx.fillStyle = "#2b3442"; ctx.fillRect(0, 0, sw, sh);
          ctx.fillStyle = "#3b4658";
          for (let y = 24; y < sh; y += 36) ctx.fillRect(sw * 0.55, y, sw * 0.38, 12);
          ctx.strokeStyle = "#56647a"; ctx.lineWidth = 1; ctx.setLineDash([4, 4]);
          for (const d of sheet.detents) {
            const y = Math.round((sheet.viewport - d) * SCALE) + 0.5;
            ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(sw, y); ctx.stroke();
          }
          canvas._host = layer;
          return layer;
        }

        function listStrip(list, k, width) {
          // A list's rows drawn once at the page's scale (up to 30000 device pixels tall), copied at its offset each frame.
          if (list._strip !== undefined) return list._strip;
          const h = Math.ceil(list.content * SCALE);
          const dpr = window.devicePixelRatio || 1;
          list._strip = null;
          if (h * dpr > 30000 || h <= 0) return null;
          const strip = document.createElement("canvas");
          sizeCanvas(strip, width, h);
          const ctx = strip.getContext("2d");
          ctx.setTransform(strip._dpr, 0, 0, strip._dpr, 0, 0);
          drawRows(ctx, list, k, width, 0, 0, h);
          list._strip = strip;
          return strip;
        }

        function drawRows(ctx, list, k, width, origin, top, bottom) {
          const tint = k % 2 === 0 ? ["#ffffff", "#eef2f8"] : ["#eef6ff", "#dfeafb"];
          const first = Math.max(0, Math.floor((top - origin) / (ROW_PT * SCALE)));
          const last = Math.min(Math.ceil(list.content / ROW_PT), Math.ceil((bottom - origin) / (ROW_PT * SCALE)));
          ctx.font = "12px sans-serif"; ctx.textBaseline = "middle";
          for (let r = first; r < last; r++) {
            const ry = origin + r * ROW_PT * SCALE;
            const rh = Math.min(ROW_PT, list.content - r * ROW_PT) * SCALE;
            ctx.fillStyle = tint[r % 2]; ctx.fillRect(0, ry, width, rh);
            ctx.fillStyle = "#d4d9e1"; ctx.fillRect(12, ry + rh - 1, width - 12, 1);
            ctx.fillStyle = "#4a5566"; ctx.fillText(list.name + " row " + (r + 1), 14, ry + rh / 2);
          }
        }

        function drawPhone(canvas, sheet) {
          const ctx = canvas.getContext("2d");
          const sw = PHONE_WIDTH_PT * SCALE, sh = sheet.viewport * SCALE;
          ctx.setTransform(1, 0, 0, 1, 0, 0);
          ctx.drawImage(hostLayer(canvas, sheet), 0, 0);
          ctx.setTransform(canvas._dpr, 0, 0, canvas._dpr, 0, 0);
          ctx.save();
          ctx.translate(BEZEL_PX, BEZEL_PX);
          ctx.beginPath(); ctx.rect(0, 0, sw, sh); ctx.clip();
          const f = frameAt(sheet, state.t);
          const h = f >= 0 ? between(sheet, sheet.h, f) : 0;
          const top = (sheet.viewport - h) * SCALE;
          const bottom = Math.max(sh, top + Math.max(sheet.panel, h) * SCALE);
          ctx.fillStyle = "#ffffff";
          roundRect(ctx, 0, top, sw, bottom - top + 20, 12, true); ctx.fill();
          ctx.save();
          ctx.beginPath(); ctx.rect(0, top, sw, bottom - top); ctx.clip();
          if (sheet.lists.length) drawList(ctx, sheet, 0, f, top, sw, top, bottom);
          ctx.fillStyle = "#b9bec7";
          roundRect(ctx, sw / 2 - 18, top + 6, 36, 5, 2.5); ctx.fill();
          ctx.restore();
          ctx.restore();
          canvas.dataset.frame = String(f);
          canvas.dataset.heightPt = String(h);
          canvas.dataset.topPx = top.toFixed(3);
          canvas.dataset.phase = f >= 0 ? PHASES[sheet.ph[f]] || "" : "";
          const owner = f >= 0 ? sheet.ow[f] : "p";
          const moving = owner === "p" ? "panel" : (sheet.lists[+owner] || {name: "list"}).name;
          const status = canvas.nextSibling;
          const who = canvas.dataset.phase === "settled" ? "at rest" : moving + " moves";
          if (status) status.textContent = canvas.dataset.phase + " · " + who + " · " + h.toFixed(1) + " pt";
        }

        function drawList(ctx, sheet, k, f, parentOrigin, width, clipTop, clipBottom) {
          const list = sheet.lists[k];
          const y0 = parentOrigin + list.top * SCALE, y1 = y0 + list.height * SCALE;
          const top = Math.max(y0, clipTop), bottom = Math.min(y1, clipBottom);
          if (bottom <= top) return;
          ctx.save();
          ctx.beginPath(); ctx.rect(0, top, width, bottom - top); ctx.clip();
          const offset = f >= 0 ? between(sheet, list.o, f) : -list.inset;
          const origin = y0 - offset * SCALE;
          const strip = listStrip(list, k, width);
          if (strip) ctx.drawImage(strip, 0, origin, strip._w, strip._h);
          else drawRows(ctx, list, k, width, origin, top, bottom);
          if (k + 1 < sheet.lists.length) drawList(ctx, sheet, k + 1, f, origin, width, top, bottom);
          ctx.restore();
        }

        function roundRect(ctx, x, y, w, h, r, topOnly) {
          ctx.beginPath();
          ctx.moveTo(x + r, y); ctx.lineTo(x + w - r, y); ctx.arcTo(x + w, y, x + w, y + r, r);
          if (topOnly) { ctx.lineTo(x + w, y + h); ctx.lineTo(x, y + h); }
          else { ctx.arcTo(x + w, y + h, x + w - r, y + h, r); ctx.arcTo(x, y + h, x, y + h - r, r); }
          ctx.arcTo(x, y, x + r, y, r); ctx.closePath();
        }

        function sizeCanvas(canvas, w, h) {
          const dpr = window.devicePixelRatio || 1;
          canvas._dpr = dpr; canvas._w = w; canvas._h = h;
          canvas.width = Math.round(w * dpr); canvas.height = Math.round(h * dpr);
          canvas.style.width = w + "px"; canvas.style.height = h + "px";
        }

        function buildStage() {
          const stage = document.getElementById("stage");
          stage.textContent = "";
          state.active.forEach((index) => {
            const sheet = sheets[index];
            const box = document.createElement("figure");
            box.className = "sheet";
            const label = document.createElement("figcaption");
            const swatch = document.createElement("span");
            swatch.className = "swatch";
            swatch.style.borderTop = "3px " + (sheet.dash === 0 ? "solid " : "dashed ") + sheet.color;
            label.append(swatch, document.createTextNode(sheet.label));
            const canvas = document.createElement("canvas");
            canvas.className = "phone";
            canvas.dataset.sheet = String(index);
            sizeCanvas(canvas, PHONE_WIDTH_PT * SCALE + 2 * BEZEL_PX, sheet.viewport * SCALE + 2 * BEZEL_PX);
            canvas.dataset.scale = String(SCALE);
            canvas.dataset.viewportPt = String(sheet.viewport);
            box.style.width = canvas._w + "px";
            label.title = sheet.label;
            const status = document.createElement("div");
            status.className = "status";
            // A lone sheet whose label the page's title already states has no caption: the title is said once.
            if (state.active.length === 1 && DATA.title.includes(sheet.label)) box.append(canvas, status);
            else box.append(label, canvas, status);
            stage.append(box);
          });
          placeScreens();
          buildCharts();
          state.warm = false;
          const scrub = document.getElementById("scrub");
          scrub.max = String(clock().length - 1);
        }

        function placeScreens() {
          for (const canvas of document.querySelectorAll("canvas.phone")) {
            const r = canvas.getBoundingClientRect();
            canvas.dataset.screenX = String(r.left + window.scrollX + BEZEL_PX);
            canvas.dataset.screenY = String(r.top + window.scrollY + BEZEL_PX);
          }
        }

        function draw() {
          const start = performance.now();
          for (const canvas of document.querySelectorAll("canvas.phone")) drawPhone(canvas, sheets[+canvas.dataset.sheet]);
          drawCursor();
          const ms = performance.now() - start;
          // The first draw after the stage is built also builds the layers: it is not counted.
          if (state.warm) {
            state.frames += 1; state.sumMs += ms; state.maxMs = Math.max(state.maxMs, ms);
            if (state.samples.length < 100000) state.samples.push(ms);
          }
          state.warm = true;
          const ts = clock();
          const f = frameAt({t: ts}, state.t);
          document.getElementById("scrub").value = String(f);
          document.getElementById("time").textContent =
            "t = " + state.t.toFixed(3) + " s · frame " + f + " of " + (ts.length - 1);
          document.body.dataset.t = String(state.t);
          const perf = document.getElementById("perf");
          if (state.frames === 0) { perf.textContent = "draw time: play, or add #bench to the address"; return; }
          perf.dataset.meanMs = (state.sumMs / state.frames).toFixed(4);
          perf.dataset.maxMs = state.maxMs.toFixed(4);
          perf.dataset.frames = String(state.frames);
          if (state.playing && state.frames % 30 !== 0) return;
          const sorted = state.samples.slice().sort((a, b) => a - b);
          const median = sorted.length ? sorted[sorted.length >> 1] : 0;
          perf.dataset.medianMs = median.toFixed(4);
          perf.textContent = "draw " + median.toFixed(2) + " ms/frame (median of " + state.frames + "; mean " +
            (state.sumMs / state.frames).toFixed(2) + ", max " + state.maxMs.toFixed(2) + " ms)";
        }

        function setPlaying(on) {
          if (on && state.t >= endTime()) state.t = 0;
          state.playing = on;
          const button = document.getElementById("play");
          button.textContent = on ? "Pause" : "Play";
          button.setAttribute("aria-pressed", on ? "true" : "false");
          document.body.dataset.playing = on ? "true" : "false";
          if (on) { state.last = performance.now(); requestAnimationFrame(tick); } else writeHash();
        }
        function tick(now) {
          if (!state.playing) return;
          state.t += (now - state.last) / 1000 * state.speed;
          state.last = now;
          if (state.t >= endTime()) { state.t = endTime(); draw(); setPlaying(false); return; }
          draw();
          requestAnimationFrame(tick);
        }
        function setSpeed(speed) {
          state.speed = speed;
          for (const b of document.querySelectorAll("button.speed")) {
            b.setAttribute("aria-pressed", +b.dataset.speed === speed ? "true" : "false");
          }
          document.body.dataset.speed = String(speed);
        }
        function step(delta) {
          setPlaying(false);
          const ts = clock();
          const f = Math.min(ts.length - 1, Math.max(0, frameAt({t: ts}, state.t) + delta));
          state.t = ts[f] || 0;
          draw(); writeHash();
        }

        function seek(t) {
          setPlaying(false);
          state.t = Math.min(Math.max(t, 0), endTime());
          draw(); writeHash();
        }

        function readHash() {
          const out = {};
          for (const part of location.hash.replace(/^#/, "").split("&")) {
            const eq = part.indexOf("=");
            if (part) out[decodeURIComponent(eq < 0 ? part : part.slice(0, eq))] =
              eq < 0 ? "" : decodeURIComponent(part.slice(eq + 1));
          }
          return out;
        }
        function writeHash() {
          let hash = "#t=" + (Math.round(state.t * 100000) / 100000);
          if (state.speed !== 1) hash += "&speed=" + state.speed;
          if (state.cell !== null) hash += "&cell=" + encodeURIComponent(state.cell);
          if (history.replaceState) history.replaceState(null, "", hash);
        }
        function applyHash() {
          const h = readHash();
          if (h.cell !== undefined && DATA.sweep) selectCell(h.cell, false);
          const speed = parseFloat(h.speed);
          setSpeed(SPEEDS.includes(speed) ? speed : 1);
          const t = parseFloat(h.t);
          state.t = isFinite(t) ? Math.min(Math.max(t, 0), endTime()) : 0;
          setPlaying(h.play !== undefined);
          draw();
          document.getElementById("perf").hidden = h.bench === undefined;
          if (h.bench !== undefined) bench();
        }
        function bench() {
          // Draws every frame of the clock once, so the figure is the cost of a draw, not of waiting for the display.
          state.frames = 0; state.sumMs = 0; state.maxMs = 0; state.samples = [];
          const keep = state.t;
          for (const t of clock()) { state.t = t; draw(); }
          state.t = keep; draw();
          document.getElementById("perf").dataset.bench = "done";
        }

        function setUp() {
          document.getElementById("play").addEventListener("click", () => setPlaying(!state.playing));
          document.getElementById("step-back").addEventListener("click", () => step(-1));
          document.getElementById("step-fwd").addEventListener("click", () => step(1));
          document.getElementById("scrub").addEventListener("input", (e) => {
            setPlaying(false);
            state.t = clock()[+e.target.value] || 0;
            draw(); writeHash();
          });
          for (const b of document.querySelectorAll("button.speed")) {
            b.addEventListener("click", () => { setSpeed(+b.dataset.speed); writeHash(); });
          }
          document.addEventListener("keydown", (e) => {
            // A focused range input or button handles its own keys (the scrub bar steps one frame per arrow).
            const tag = e.target.tagName;
            if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
            if (e.key === " " && tag !== "BUTTON") { e.preventDefault(); setPlaying(!state.playing); }
            else if (e.key === "ArrowRight") step(1);
            else if (e.key === "ArrowLeft") step(-1);
            else if (e.key === "Home") { e.preventDefault(); seek(0); }
            else if (e.key === "End") { e.preventDefault(); seek(endTime()); }
          });
          window.addEventListener("hashchange", applyHash);
          window.addEventListener("resize", () => { placeScreens(); buildCharts(); draw(); });
          state.active = DATA.sweep ? [firstEmbedded()] : sheets.map((_, i) => i);
          if (DATA.sweep) buildSweep();
          buildStage();
          applyHash();
          document.body.dataset.ready = "true";
        }
        """#
}
