// Reports/Page/PageScriptSweep: the sweep's heatmaps: hover, click to play, inline in every page.

extension AnimatedPage {
    /// The sweep's heatmaps: hover, click to play.
    static let sweepScript = #"""
        const RAMP = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
        function rampColor(u) {
          const x = Math.min(Math.max(u, 0), 1) * (RAMP.length - 1);
          const i = Math.min(Math.floor(x), RAMP.length - 2), f = x - i;
          const c = RAMP[i].map((a, k) => Math.round(a + (RAMP[i + 1][k] - a) * f));
          return "rgb(" + c.join(",") + ")";
        }
        function firstEmbedded() {
          for (const map of DATA.sweep.maps) for (const s of map.sheet) if (s !== null) return s;
          return 0;
        }
        function findCell(key) {
          for (const [m, map] of DATA.sweep.maps.entries()) {
            const i = map.keys.indexOf(key);
            if (i >= 0) return {m, i};
          }
          return null;
        }
        function selectCell(key, play) {
          const found = findCell(key);
          if (!found) return;
          const map = DATA.sweep.maps[found.m];
          const info = document.getElementById("cell-info");
          state.cell = key;
          const sheet = map.sheet[found.i];
          info.textContent = map.out[found.i] + (sheet === null ? " (trajectory not embedded: see the note above)" : "");
          info.dataset.cell = key;
          // Outline the chosen cell.
          for (const other of DATA.sweep.maps) if (other._marker) other._marker.style.display = "none";
          if (map._marker) {
            const c = found.i % map.cols.length, r = Math.floor(found.i / map.cols.length);
            Object.assign(map._marker.style, {display: "block", left: (map._left + c * map._cell - 2) + "px",
              top: ((map.rows.length - 1 - r) * map._cell - 2) + "px", width: map._cell + "px", height: map._cell + "px"});
          }
          if (sheet === null) return;
          state.active = [sheet];
          buildStage();
          state.t = 0;
          if (play) { setPlaying(true); writeHash(); } else draw();
        }
        function buildSweep() {
          const box = document.getElementById("sweep");
          const note = document.createElement("p");
          note.className = "note"; note.textContent = DATA.sweep.note;
          const info = document.createElement("p");
          info.id = "cell-info"; info.textContent = "Point at a cell to see its outcome; click it to play its trajectory.";
          box.append(note, info);
          for (const [m, map] of DATA.sweep.maps.entries()) {
            const fig = document.createElement("figure");
            fig.className = "heatmap";
            const cap = document.createElement("figcaption");
            cap.textContent = map.title + " — columns: " + map.colAxis + "; rows: " + map.rowAxis;
            const cols = map.cols.length, rows = map.rows.length;
            const cell = Math.max(4, Math.min(28, Math.floor(420 / Math.max(cols, rows))));
            const left = 52, bottom = 18;
            const canvas = document.createElement("canvas");
            canvas.className = "heatmap"; canvas.dataset.map = String(m);
            sizeCanvas(canvas, left + cols * cell + 60, rows * cell + bottom + 4);
            const ctx = canvas.getContext("2d");
            ctx.setTransform(canvas._dpr, 0, 0, canvas._dpr, 0, 0);
            const vals = map.v.filter(v => v !== null);
            const lo = Math.min(...vals), hi = Math.max(...vals);
            for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
              const v = map.v[r * cols + c], x = left + c * cell, y = (rows - 1 - r) * cell;
              ctx.fillStyle = v === null ? "#cccccc" : rampColor(hi > lo ? (v - lo) / (hi - lo) : 0.5);
              ctx.fillRect(x, y, cell, cell);
              if (map.sheet[r * cols + c] !== null && cell >= 6) {
                ctx.fillStyle = "#ffffff"; ctx.fillRect(x + cell / 2 - 1.5, y + cell / 2 - 1.5, 3, 3);
              }
            }
            ctx.fillStyle = "#333"; ctx.font = "10px sans-serif"; ctx.textAlign = "right"; ctx.textBaseline = "middle";
            const every = Math.ceil(12 / cell);
            for (let r = 0; r < rows; r += every) ctx.fillText(map.rows[r], left - 4, (rows - 1 - r) * cell + cell / 2);
            ctx.textAlign = "center"; ctx.textBaseline = "top";
            const everyCol = Math.ceil(40 / cell);
            for (let c = 0; c < cols; c += everyCol) ctx.fillText(map.cols[c], left + c * cell + cell / 2, rows * cell + 3);
            ctx.textAlign = "left";
            // The colour key: every value when they are a few whole numbers (categories), else five steps.
            ctx.textBaseline = "middle";
            const whole = vals.every(v => Number.isInteger(v)) && hi - lo <= 8;
            const steps = whole ? Array.from({length: hi - lo + 1}, (_, k) => lo + k)
              : [0, 1, 2, 3, 4].map(k => lo + (hi - lo) * k / 4);
            for (const v of steps) {
              const u = hi > lo ? (v - lo) / (hi - lo) : 0.5;
              const y = Math.min((rows * cell) * (1 - u), rows * cell - 8);
              ctx.fillStyle = rampColor(u); ctx.fillRect(left + cols * cell + 8, y, 10, 8);
              ctx.fillStyle = "#333";
              ctx.fillText(String(+v.toFixed(3)) + (map.unit ? " " + map.unit : ""), left + cols * cell + 22, y + 4);
            }
            const at = (e) => {
              const r0 = canvas.getBoundingClientRect();
              const c = Math.floor((e.clientX - r0.left - left) / cell);
              const r = rows - 1 - Math.floor((e.clientY - r0.top) / cell);
              return c >= 0 && c < cols && r >= 0 && r < rows ? r * cols + c : -1;
            };
            canvas.addEventListener("mousemove", (e) => {
              const i = at(e);
              if (i < 0) return;
              const sheet = map.sheet[i];
              info.textContent = map.out[i] + (sheet === null ? "" : " — click to play");
            });
            canvas.addEventListener("click", (e) => { const i = at(e); if (i >= 0) selectCell(map.keys[i], true); });
            const holder = document.createElement("div");
            holder.className = "heatmap-holder";
            const marker = document.createElement("div");
            marker.className = "cell-marker";
            holder.append(canvas, marker);
            map._marker = marker; map._cell = cell; map._left = left;
            fig.append(cap, holder);
            box.append(fig);
          }
        }
        """#
}
