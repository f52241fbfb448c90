#!/usr/bin/env python3
"""Hostile pass four (issue 45): semantic edits of written files, cross-verb consistency, workflows with one
step's output tampered, option interactions, boundaries and documented examples with one token changed.

Usage: python3 Tests/Hostile/pass4.py [BENCH] [--markdown OUT.md] [--only SECTION]

It reuses pass3.py's case runner and fixtures (a sweep `sw`, its shards `sh0`/`sh1`, a feel record `feel.json`, a
fit `fit.json`, a results file `r1.json`, a baseline in `bl/`, a trace `tr.log`): the same mechanical checks (exit
status allowed, one line on standard error for a refusal, no temporaries left, no death by a signal, named inputs
unchanged, named outputs absent, the field or option named in the line). Edits are made in this process with
Python's json module, so every edited file stays well-formed JSON: only its meaning changes.
"""

import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pass3 as p3  # noqa: E402  (its argument parsing gives BENCH, --markdown and --only)

os.rmdir(p3.SCRATCH)
p3.SCRATCH = tempfile.mkdtemp(prefix="hostile4-")
S = p3.SCRATCH
case = p3.case


def path(p):
    return os.path.join(S, p)


def load(p):
    with open(path(p)) as f:
        return json.load(f)


def save(d, p):
    with open(path(p), "w") as f:
        json.dump(d, f, indent=2, sort_keys=True)
        f.write("\n")


def sweep_copy(src, dst, fn):
    """dst: a copy of sweep folder src whose sweep.json has fn(d) applied."""
    shutil.rmtree(path(dst), ignore_errors=True)
    shutil.copytree(path(src), path(dst))
    d = load(f"{dst}/sweep.json")
    fn(d)
    save(d, f"{dst}/sweep.json")


def file_copy(src, dst, fn):
    d = load(src)
    fn(d)
    save(d, dst)


def col(d, part):
    """The index of the first column whose name holds `part`."""
    return [k for k, n in enumerate(d["columns"]) if part in n][0]


def setv(d, key, value):
    d[key] = value


# ---------------------------------------------------------------------------------------------------------------
# sweep.json edited so it stays well-formed, read by every verb that reads it


SWEEP_VERBS = [
    ("render", "./bench render {x} --out {x}-r --renderer raster"),
    ("best", "./bench results best {x} > /dev/null"),
    ("pareto", "./bench results pareto {x} --objective settle-time --objective overshoot --out {x}-p --renderer raster"),
    ("export", "./bench export --from-sweep {x} --by settle-time > /dev/null"),
    ("merge", "./bench results merge {x} --out {x}-m"),
]


def sweep_edits():
    s = "sweep edits"
    sw = load("sw/sweep.json")
    print("sweep columns:", sw["columns"], "rows:", len(sw["rows"]), file=sys.stderr)
    edits = [
        ("e1", "rows 0 and 1 swapped", lambda d: d["rows"].__setitem__(slice(0, 2), [d["rows"][1], d["rows"][0]]), {2, 0}),
        ("e2", "settle time of row 0 +0.0005 s", lambda d: d["rows"][0].__setitem__(col(d, "settle"), d["rows"][0][col(d, "settle")] + 0.0005), {2, 0}),
        ("e3", "grid value 0.1 changed to 0.15, label kept", lambda d: d["grid"]["parameters"][0]["values"].__setitem__(0, 0.15), {2}),
        ("e4", "settleThresholdPt 0.5 → 5", lambda d: setv(d, "settleThresholdPt", 5), {2}),
        ("e5", "tool edited to another build", lambda d: setv(d, "tool", "bench 9.9.9"), {0, 2}),
        ("e6", "participants renamed", lambda d: setv(d, "participants", [p + "x" for p in d["participants"]]), {2}),
        ("e7", "columns 2 and 3 swapped (names only)", lambda d: d["columns"].__setitem__(slice(2, 4), [d["columns"][3], d["columns"][2]]), {2}),
        ("e8", "scenario.name edited", lambda d: d["scenario"].__setitem__("name", "other"), {2}),
        ("e9", "grid label edited", lambda d: d["grid"]["parameters"][0]["labels"].__setitem__(0, "0.9"), {2}),
        ("e10", "grid spec edited", lambda d: d["grid"]["parameters"][0].__setitem__("spec", "0.1,0.3"), {2}),
        ("e11", "every row's settle time doubled", lambda d: [r.__setitem__(col(d, "settle"), r[col(d, "settle")] * 2) for r in d["rows"]], {0, 2}),
        ("e12", "peak speed of row 0 set to 0 (the panel moved)", lambda d: d["rows"][0].__setitem__(col(d, "peak"), 0), {2}),
        ("e13", "release velocity axis values and labels reversed", lambda d: d["grid"]["gestureValues"].update(values=d["grid"]["gestureValues"]["values"][::-1], labels=d["grid"]["gestureValues"]["labels"][::-1]), {2}),
        ("e14", "settleThresholdPt and every settle time kept, scenarioFile.settleThreshold set to 5", lambda d: d["scenarioFile"].__setitem__("settleThreshold", 5), {2}),
    ]
    for name, desc, fn, ok in edits:
        try:
            sweep_copy("sw", name, fn)
        except Exception as e:  # the structure is not what the edit assumes
            print(f"edit {name} failed: {e!r}", file=sys.stderr)
            continue
        for verb, cmd in SWEEP_VERBS:
            c = cmd.format(x=name)
            case(s, c, ok, f"{desc}: {sorted(ok)}; every verb alike", keep=(name,), shown=f"[{desc}] {c}")


def shard_workflows():
    s = "shards"
    case(s, "./bench results merge sh0 sh0 --out m1", {2}, "2: one shard given twice", keep=("sh0",), absent=("m1",), stderr_has="sh0")
    case(s, "./bench results merge sh0 --out m2", {2}, "2: a shard missing", absent=("m2",))
    case(s, "./bench results merge sw sh0 --out m3", {2}, "2: a whole sweep with a shard", absent=("m3",))
    case(s, "./bench results merge sh1 sh0 --out m4 && ./bench results best m4 > /dev/null", {0}, "0: order of shards is free")
    case(s, "./bench results merge sh0 sh1 --out m5 && cmp m5/sweep.json m4/sweep.json", {0}, "0: the same bytes either order")
    case(s, "./bench results merge sh0 sh1 --out m6 && cmp m6/sweep.json sw/sweep.json", {0, 1}, "0 (a merge writes what the whole sweep writes) or 1 (documented difference)", lines=None)
    case(s, "./bench results merge sw --out m7", {0, 2}, "0 (a whole sweep is its own merge) or 2", absent=())
    case(s, "./bench results status sh0 sh0", {2, 6}, "6 or 2: a shard named twice", lines=None)
    case(s, "./bench results status sw", {0, 2}, "0 (a whole sweep is done) or 2 naming it (status reads shards)", lines=None)
    case(s, "./bench results status sh0 > /dev/null", {6}, "6: one shard missing", lines=None)
    # shard edited to claim the other index
    sweep_copy("sh0", "sh0as1", lambda d: d["shard"].__setitem__("index", 1))
    case(s, "./bench results merge sh0as1 sh1 --out m8", {2}, "2: shard 0's rows under index 1", keep=("sh0as1", "sh1"), absent=("m8",))
    case(s, "./bench results status sh0as1 sh1", {2, 6}, "2 or 6: two shards 1, rows of shard 0", lines=None)
    sweep_copy("sh0", "sh0c3", lambda d: d["shard"].__setitem__("count", 3))
    case(s, "./bench results merge sh0c3 sh1 --out m9", {2}, "2: shard counts disagree", absent=("m9",))
    sweep_copy("sh1", "sh1r", lambda d: d["rows"].__setitem__(0, d["rows"][0][:]) or d["rows"][0].__setitem__(col(d, "settle"), d["rows"][0][col(d, "settle")] + 0.25))
    case(s, "./bench results merge sh0 sh1r --out m10 && ./bench results best m10 > /dev/null", {0, 2}, "2 if an edited value is caught; 0 carries it on", lines=None)
    # a sweep of other parameters merged in
    p3.sh("./bench sweep --param low-velocity-threshold=0.1,0.3 --velocities -1,1 --start-heights 400 --out oth1 --renderer raster --quiet --shard 1/2")
    case(s, "./bench results merge sh0 oth1 --out m11", {2}, "2: not the same sweep", absent=("m11",), stderr_has="oth1")
    case(s, "./bench results merge sh0 sh1 --out sh0/m", {0, 2}, "2 (inside an input) or 0", keep=("sh1",))
    case(s, "./bench results merge sh0 sh1 --out sh0 --force", {2}, "2: over an input", keep=("sh0", "sh1"))
    case(s, "./bench render sw --out sw --force --renderer raster", {2}, "2: render over its input", keep=("sw",))


def results_edits():
    s = "results edits"
    r = load("r1.json")
    print("results keys:", list(r.keys()), json.dumps(r)[:600], file=sys.stderr)
    b = r["suites"][0]["benchmarks"][0]
    edits = [
        ("ra1", "a sample appended beyond the plan's count", lambda d: d["suites"][0]["benchmarks"][0]["nanosecondsPerFrame"].append(1.0), {2}),
        ("ra2", "two benchmarks' names swapped", lambda d: _swap_names(d), {0, 2, 3, 4}),
        ("ra3", "a benchmark given twice", lambda d: d["suites"][0]["benchmarks"].append(dict(d["suites"][0]["benchmarks"][0])), {2}),
        ("ra4", "a suite given twice", lambda d: d["suites"].append(d["suites"][0]), {2}),
        ("ra5", "version 2 → 1 (still read) with v2-only keys", lambda d: setv(d, "version", 1), {0, 2}),
        ("ra6", "version 3", lambda d: setv(d, "version", 3), {2}),
        ("ra7", "every sample ×0.5", lambda d: [bb.__setitem__("nanosecondsPerFrame", [x * 0.5 for x in bb["nanosecondsPerFrame"]]) for su in d["suites"] for bb in su["benchmarks"]], {4}),
        ("ra8", "benchmark name emptied", lambda d: d["suites"][0]["benchmarks"][0].__setitem__("name", ""), {2}),
    ]
    for name, desc, fn, ok in edits:
        try:
            file_copy("r1.json", f"{name}.json", fn)
        except Exception as e:
            print(f"edit {name} failed: {e!r}", file=sys.stderr)
            continue
        c1 = f"./bench results compare r1.json {name}.json"
        case(s, c1, ok, f"{desc}: {sorted(ok)}", keep=("r1.json", f"{name}.json"), shown=f"[{desc}] {c1}", lines=None if ok & {0, 3, 4} else 1)
        c2 = f"./bench baseline check {name}.json --baselines-dir bl"
        case(s, c2, ok | ({3} if 4 in ok else set()), f"{desc}: as compare", keep=(f"{name}.json",), shown=f"[{desc}] {c2}", lines=None if ok & {0, 3, 4} else 1)
        c3 = f"./bench results export {name}.json --to jmh > /dev/null"
        case(s, c3, {0} if not ok & {2} or ok & {0} else {2}, "export reads it as compare does", shown=f"[{desc}] {c3}")
    # baseline edited
    bls = sorted(os.listdir(path("bl")))
    print("baselines:", bls, file=sys.stderr)
    blf = f"bl/{bls[0]}"
    shutil.copytree(path("bl"), path("bl2"))
    file_copy(blf, f"bl2/{bls[0]}", lambda d: setv(d, "extra", 1))
    case(s, "./bench baseline check r1.json --baselines-dir bl2", {2}, "2: a baseline with an unknown key", stderr_has="extra")
    shutil.copytree(path("bl"), path("bl3"))
    file_copy(blf, f"bl3/{bls[0]}", lambda d: d["suites"][0]["benchmarks"][0].__setitem__("nanosecondsPerFrame", []))
    case(s, "./bench baseline check r1.json --baselines-dir bl3", {2}, "2: a baseline benchmark without samples")
    case(s, "./bench baseline check r1.json --baselines-dir bl > /dev/null", {0, 3, 4}, "0 (same), never 2", lines=None)
    case(s, "./bench baseline update r1.json --baselines-dir bl", {0, 2}, "0 (replaces the baseline: documented workflow) or 2", lines=None)
    case(s, f"./bench baseline update {blf} --baselines-dir bl", {2, 0}, "2: updating a baseline from itself (input = output) or 0 with bytes kept", keep=(blf,), lines=None)
    case(s, "./bench baseline update r1.json --baselines-dir nodir", {0, 2}, "2 naming --baselines-dir (no such folder) or 0 creating it", lines=None)
    case(s, "./bench baseline check r1.json --baselines-dir nodir2", {2}, "2: no baseline to check against", stderr_has="nodir2")
    case(s, "./bench baseline check r1.json --baselines-dir bl --name nosuch", {2}, "2: no such baseline", stderr_has="nosuch")
    case(s, "./bench baseline check r1.json --baselines-dir bl --name ../r1", {2}, "2: a name that is a path", stderr_has="--name")
    case(s, "./bench results compare r1.json r1.json > /dev/null", {0}, "0: a file against itself")
    case(s, "./bench results compare r1.json > /dev/null", {2}, "2: one file", lines=1)


def _swap_names(d):
    bs = d["suites"][0]["benchmarks"]
    if len(bs) > 1:
        bs[0]["name"], bs[1]["name"] = bs[1]["name"], bs[0]["name"]


def fit_edits():
    s = "fit edits"
    f = load("fit.json")
    print("fit parameters:", f["parameters"], file=sys.stderr)
    p0 = f["parameters"][0]
    edits = [
        ("fe1", "identifiable false with a value (the writer writes null then)", lambda d: d["parameters"][0].__setitem__("identifiable", False), {2}),
        ("fe2", "identifiable true with value null", lambda d: d["parameters"][0].__setitem__("value", None) or d["parameters"][0].__setitem__("identifiable", True), {2}),
        ("fe3", "the parameter given twice, other values", lambda d: d["parameters"].append(dict(d["parameters"][0], value=d["parameters"][0]["low"])), {2}),
        ("fe4", "unit of the parameter edited", lambda d: d["parameters"][0].__setitem__("unit", "s"), {2}),
        ("fe5", "a name that is no parameter, value null", lambda d: d["parameters"].append(dict(d["parameters"][0], name="bogus", value=None, identifiable=False, interval=None)), {2}),
        ("fe6", "scenarioValue differs from scenarioFile", lambda d: d["parameters"][0].__setitem__("scenarioValue", d["parameters"][0]["scenarioValue"] + 0.123), {2}),
        ("fe7", "low/high outside the parameter's legal range, value inside them", lambda d: d["parameters"][0].update(low=-5, high=5, value=-1, interval=[-2, -1]), {2}),
        ("fe8", "value outside its interval", lambda d: d["parameters"][0].update(interval=[d["parameters"][0]["low"], d["parameters"][0]["low"]]) if d["parameters"][0]["value"] != d["parameters"][0]["low"] else None, {2}),
        ("fe9", "rms error above max error in a gesture", lambda d: d["gestures"][0].update(rmsError_pt=d["gestures"][0]["maxError_pt"] + 10), {2}),
        ("fe10", "implementation Kotlin", lambda d: setv(d, "implementation", "Kotlin"), {2}),
        ("fe11", "gestures emptied (a fit replays at least one)", lambda d: setv(d, "gestures", []), {2}),
        ("fe12", "interval given while identifiable false and value null", lambda d: d["parameters"][0].update(identifiable=False, value=None), {0, 2}),
        ("fe13", "the same gesture twice", lambda d: d["gestures"].append(d["gestures"][0]), {2}),
        ("fe14", "pooled rms edited below every gesture's", lambda d: setv(d, "rmsError_pt", 0), {0, 2}),
        ("fe15", "the value at exactly low", lambda d: d["parameters"][0].update(value=d["parameters"][0]["low"], interval=[d["parameters"][0]["low"], d["parameters"][0]["low"]]), {0}),
    ]
    for name, desc, fn, ok in edits:
        try:
            file_copy("fit.json", f"{name}.json", fn)
        except Exception as e:
            print(f"edit {name} failed: {e!r}", file=sys.stderr)
            continue
        c = f"./bench export --from-fit {name}.json"
        case(s, c + " > /dev/null", ok, f"{desc}: {sorted(ok)}", keep=(f"{name}.json",), shown=f"[{desc}] {c}")
    case(s, "./bench export --from-fit fit.json --from-sweep sw --by settle-time", {2}, "2: two sources at once", stderr_has="--from")
    case(s, "./bench export --from-fit fit.json --set low-velocity-threshold=0.3 > /dev/null", {0, 2}, "0 (--set applies after the fit, documented) or 2 naming --set")
    case(s, "./bench export --from-fit fit.json --scenario nested3", {2, 0}, "2 (--scenario conflicts with the fit's stored scenario) or 0 if documented", lines=None)
    case(s, "./bench export --from-fit r1.json", {2}, "2: a results file is no fit", stderr_has="r1.json")
    case(s, "./bench export --from-fit feel.json", {2}, "2: a feel record is no fit", stderr_has="feel.json")
    case(s, "./bench export --from-sweep fit.json --by settle-time", {2}, "2: a file, not a sweep folder", stderr_has="fit.json")
    case(s, "./bench export --from-fit fit.json --json fit.json --force", {2}, "2: over its input", keep=("fit.json",))
    case(s, "./bench export --from-fit fit.json --json ex1.json && ./bench scenarios ex1.json > /dev/null", {0}, "0: export's JSON reads back as a scenario")
    case(s, "./bench export --from-fit fit.json --json ex2.json && ./bench trajectory --scenario ex2.json --renderer raster --out ex2.png", {0}, "0: the workflow trace → fit → export → trajectory")


def feel_edits():
    s = "feel edits"
    f = load("feel.json")
    print("feel keys:", list(f.keys()), json.dumps(f["entries"][0])[:700], "limits:", json.dumps(f.get("limits"))[:300], file=sys.stderr)
    edits = [
        ("fr1", "entries 0 and 1 swapped", lambda d: d["entries"].__setitem__(slice(0, 2), [d["entries"][1], d["entries"][0]]), {0, 2}),
        ("fr2", "an entry given twice", lambda d: d["entries"].append(d["entries"][0]), {0, 2}),
        ("fr3", "entries emptied", lambda d: setv(d, "entries", []), {2}),
        ("fr4", "version 3", lambda d: setv(d, "version", 3), {2}),
        ("fr5", "scenarioFile's low velocity threshold edited", lambda d: d["scenarioFile"].setdefault("feel", {}).__setitem__("lowVelocityThreshold", 0.77), {2, 3}),
        ("fr6", "limits edited", lambda d: _edit_first_number(d["limits"], 10), {0, 2}),
        ("fr7", "landingDetent edited to another detent", lambda d: _edit_key(d["entries"][0], "landingDetent", lambda v: (v + 1) % 3 if isinstance(v, int) else v), {2}),
        ("fr8", "scenarioFile detents edited", lambda d: d["scenarioFile"].__setitem__("detents", [150, 400, 700]), {0, 2}),
    ]
    for name, desc, fn, ok in edits:
        try:
            file_copy("feel.json", f"{name}.json", fn)
        except Exception as e:
            print(f"edit {name} failed: {e!r}", file=sys.stderr)
            continue
        c = f"./bench feel check {name}.json"
        case(s, c + " > /dev/null", ok, f"{desc}: {sorted(ok)}", keep=(f"{name}.json",), shown=f"[{desc}] {c}", lines=None if 0 in ok else 1)
    case(s, "./bench feel check feel.json > /dev/null", {0}, "0: the record as written", lines=None)
    case(s, "./bench feel check fit.json", {2}, "2: a fit is no feel record", stderr_has="fit.json")
    case(s, "./bench feel check sw/sweep.json", {2}, "2: a sweep is no feel record")
    case(s, "./bench feel record --out fz1.json --recorded-dir Gestures --gestures /dev/null", {0, 2}, "2 (two gesture sources) or 0 (both used, documented)", lines=None)
    case(s, "./bench feel record --out feel.json --recorded-dir Gestures", {2}, "2: exists without --force", keep=("feel.json",))
    case(s, "./bench feel record --out fz2.json --recorded-dir Gestures --scenario nested3 && ./bench feel check fz2.json > /dev/null", {0}, "0: record → check on another scenario", lines=None)
    case(s, "./bench feel check feel.json feel.json > /dev/null", {0, 2}, "2 (one record) or 0", lines=None)


def _edit_first_number(obj, factor):
    if isinstance(obj, dict):
        for k in sorted(obj):
            if isinstance(obj[k], (int, float)) and not isinstance(obj[k], bool):
                obj[k] = obj[k] * factor
                return True
            if _edit_first_number(obj[k], factor):
                return True
    if isinstance(obj, list):
        for i, v in enumerate(obj):
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                obj[i] = v * factor
                return True
            if _edit_first_number(v, factor):
                return True
    return False


def _edit_key(obj, key, fn):
    if isinstance(obj, dict):
        if key in obj:
            obj[key] = fn(obj[key])
            return True
        return any(_edit_key(v, key, fn) for v in obj.values())
    if isinstance(obj, list):
        return any(_edit_key(v, key, fn) for v in obj)
    return False


def trace_edits():
    s = "trace edits"
    lines = open(path("tr.log")).read().split("\n")
    batches = [i for i, l in enumerate(lines) if l.startswith("BODRAG_TRACE_BATCH ")]

    def edit_log(dst, fn):
        out = list(lines)
        for i in batches:
            d = json.loads(out[i][len("BODRAG_TRACE_BATCH "):])
            fn(d)
            out[i] = "BODRAG_TRACE_BATCH " + json.dumps(d, separators=(",", ":"), sort_keys=True)
        open(path(dst), "w").write("\n".join(out))

    def events(d):
        return d.get("events", [])

    edits = [
        ("te1", "two events' sequence numbers swapped", lambda d: _swap_seq(events(d)), {2}),
        ("te2", "an event repeated (same sequence twice)", lambda d: events(d).insert(1, events(d)[1]) if len(events(d)) > 1 else None, {2}),
        ("te3", "elapsed going backwards in one event", lambda d: events(d)[-1].__setitem__("elapsed", -1.0) if events(d) else None, {2}),
        ("te4", "implementation changed in one event", lambda d: events(d)[-1].__setitem__("implementation", "OC") if events(d) else None, {0, 2}),
        ("te5", "an unknown callback", lambda d: events(d)[-1].__setitem__("callback", "nosuch") if events(d) else None, {0, 2}),
        ("te6", "displayHeight of each part's last event 1e6 (samples after a release are read from presentation values)", lambda d: events(d)[-1].__setitem__("displayHeight", 1e6) if events(d) else None, {0, 2}),
        ("te7", "offsetY 1e308 in each part's last event (a sample: presentationOffsetY is what is read)", lambda d: events(d)[-1]["participants"][0].__setitem__("offsetY", 1e308) if events(d) and events(d)[-1].get("participants") else None, {0, 2}),
        ("te9", "displayHeight at release (willEndDragging) set to 1e308", lambda d: [e.__setitem__("displayHeight", 1e308) for e in events(d) if e["callback"] == "willEndDragging"], {2}),
        ("te10", "velocity in willEndDragging details set to 1e308", lambda d: [e["details"].__setitem__("velocity", "0.000000,1e308") for e in events(d) if e["callback"] == "willEndDragging"], {2}),
        ("te8", "scene renamed in one event", lambda d: events(d)[-1].__setitem__("scene", "Other.scene") if events(d) else None, {0, 2}),
    ]
    for name, desc, fn, ok in edits:
        try:
            edit_log(f"{name}.log", fn)
        except Exception as e:
            print(f"edit {name} failed: {e!r}", file=sys.stderr)
            continue
        c = f"./bench trace {name}.log"
        case(s, c + " > /dev/null", ok, f"{desc}: {sorted(ok)}", keep=(f"{name}.log",), shown=f"[{desc}] {c}")
        c2 = f"./bench trace {name}.log --scenario default --out {name}.png --renderer raster"
        case(s, c2 + " > /dev/null", ok, "the same verdict with --scenario", keep=(f"{name}.log",), shown=f"[{desc}] {c2}")
    case(s, "./bench trace tr.log --scenario default --json tj.json --out tj.png --renderer raster && ./bench export --from-fit tj.json", {2}, "2: a trace JSON is no fit", stderr_has="tj.json")
    case(s, "./bench fit tr.log --scenario default --free low-velocity-threshold --free low-velocity-threshold", {2}, "2: --free twice", stderr_has="--free")
    case(s, "./bench fit tr.log --scenario default --free low-velocity-threshold=0.5:0.5", {2}, "2: an empty range", stderr_has="--free")
    case(s, "./bench fit tr.log --scenario default", {2, 0}, "2 naming --free (nothing to fit) or 0 with defaults", lines=None)
    case(s, "./bench fit tr.log --scenario default --free low-velocity-threshold --json tr.log --force", {2}, "2: over its input", keep=("tr.log",))
    case(s, "./bench trajectory --trace-out tr.log --force --out t2.png --renderer raster", {0, 2}, "0: trace-out replaces a file that is not an input here", lines=None)
    case(s, "./bench trace tr.log --scenario default --scenario-b default > /dev/null", {0, 2}, "0 or 2 (the same scenario as B)", lines=None)
    case(s, "./bench trace tr.log --scenario-b nested3", {2}, "2: --scenario-b without --scenario", lines=None)
    case(s, "./bench trace tr.log --set low-velocity-threshold=0.4", {2, 0}, "2: --set without --scenario (nothing to set) or 0", lines=None)


def _swap_seq(evs):
    if len(evs) > 2:
        evs[1]["sequence"], evs[2]["sequence"] = evs[2]["sequence"], evs[1]["sequence"]


def interactions():
    s = "option interactions"
    T = "./bench trajectory --renderer raster"
    case(s, f"{T} --velocity 1 --velocities 1,2 --out i1.png", {2}, "2: one and many velocities", absent=("i1.png",))
    case(s, f"{T} --touches fl.csv --velocities 1,2 --out i2.png", {2, 0}, "2 or 0 (documented)", lines=None)
    case(s, f"{T} --touches fl.csv --start-height 400 --out i3.png", {0, 2}, "2 (the touches give the start) or 0 documented", lines=None)
    case(s, f"{T} --html i4.png --out i4.png", {2}, "2: two outputs one path", absent=("i4.png",))
    case(s, f"{T} --csv i5.csv --trace-out i5.csv --out i5.png", {2}, "2: two outputs one path", absent=("i5.csv",))
    case(s, f"{T} --out i6.png --html I6.PNG", {0, 2}, "0: another name (case-sensitive file system)", lines=None)
    case(s, f"{T} --out i7.png --html ./i7.png", {2}, "2: the same path spelled twice", absent=("i7.png",))
    case(s, f"{T} --out i8/../i8.png --csv i8.png", {2}, "2: the same path through ..", absent=("i8.png",))
    case(s, "./bench compare --peer flutter --out i9.png --renderer raster", {2}, "2: --peer without --peers (docs/output.md)", stderr_has="--peer")
    case(s, "./bench compare --metric sheet --out i10.png --renderer raster", {2}, "2: the system has no sheet (docs/output.md)", stderr_has="--metric")
    case(s, "./bench compare --policies --peers all --out i11.png --renderer raster", {0, 2}, "2 (two comparisons) or 0 documented", lines=None)
    case(s, "./bench export --set low-velocity-threshold=0.3 --set low-velocity-threshold=0.3", {2}, "2: same --set twice, same value", stderr_has="low-velocity-threshold")
    case(s, "./bench export --from-sweep sw --by settle-time --set low-velocity-threshold=0.3", {0, 2}, "2 (the sweep chose it) or 0 (documented)", lines=None)
    case(s, "./bench export --from-sweep sw", {2, 0}, "2 naming --by, or 0 with a default metric", lines=None)
    case(s, "./bench export --by settle-time", {2}, "2: --by without --from-sweep", stderr_has="--by")
    case(s, "./bench export --where '|velocity|<0.3'", {2}, "2: --where without --from-sweep", stderr_has="--where")
    case(s, "./bench results best sw --by settle-time --by overshoot", {2}, "2: --by twice", stderr_has="--by")
    case(s, "./bench results best sw --require landing-height=start-height --require landing-height=start-height", {2, 0, 5}, "2 (given twice) or the same answer", lines=None)
    case(s, "./bench results best sw --where 'nosuch<1'", {2}, "2: unknown column", stderr_has="nosuch")
    case(s, "./bench results best sw --where '|velocity|<0.3' --where '|velocity|>0.3' > /dev/null", {5}, "5: no combination qualifies (contradiction)", lines=1)
    case(s, "./bench results pareto sw --objective settle-time --out pp1 --renderer raster", {2}, "2: one objective is no front", stderr_has="--objective")
    case(s, "./bench results pareto sw --objective settle-time --objective settle-time --out pp2 --renderer raster", {2}, "2: the same objective twice", stderr_has="settle-time")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --param low-velocity-threshold=0.2 --velocities 1 --start-heights 400 --out i12 --quiet", {2}, "2: a parameter twice", absent=("i12",))
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out i13 --quiet --shard 0/1 --renderer raster", {0}, "0: shard 0/1 is the whole sweep")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out i14 --quiet --shard 1/1", {2}, "2: index 1 of 1", stderr_has="--shard")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out i15 --quiet --shard 0/2", {0, 2}, "0 (shard 0 of one cell) or 2", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out i16 --quiet --shard 1/2 --renderer raster && ./bench results status i16", {0, 6}, "shard 1 of one cell: empty; status says", lines=None)
    case(s, "./bench run --chain-depth 2 --samples 3 --frames 100 --plot i17.png", {2}, "2: --plot without --output or needs two depths", stderr_has="--plot")
    case(s, "./bench run --chain-depth 2,2 --samples 3 --frames 100", {2}, "2: a depth twice", stderr_has="--chain-depth")
    case(s, "./bench run --chain-depth 2 --samples 3 --frames 100 --output i18.json --format json > /dev/null", {0, 2}, "0 or 2 (two JSON sinks)", lines=None)
    case(s, "./bench touches --drag 100 --out fl.csv", {2}, "2: exists without --force", keep=("fl.csv",))
    case(s, "./bench touches --drag 100 --out i19.csv && ./bench trajectory --touches i19.csv --renderer raster --out i19.png", {0}, "0: touches → trajectory")
    case(s, "./bench serve --port 0 --scenario default --scenario default", {2}, "2: --scenario twice", stderr_has="--scenario")
    case(s, "./bench scenarios default --json x.json", {2}, "2: scenarios has no --json", stderr_has="--json")


def boundaries():
    s = "boundaries"
    T = "./bench trajectory --renderer raster"
    case(s, f"{T} --size 200x200 --out b1.png", {0}, "0: the lower limit")
    case(s, f"{T} --size 199x200 --out b2.png", {2}, "2: one below", stderr_has="--size")
    case(s, f"{T} --size 200x20001 --out b3.png", {2}, "2: one above", stderr_has="--size")
    case(s, "./bench trajectory --velocities $(python3 -c 'print(\",\".join(str(i/100) for i in range(100)))') > /dev/null", {0}, "0: 100 values (the limit)")
    case(s, f"{T} --velocities $(python3 -c 'print(\",\".join(str(i/100) for i in range(101)))') --out b5.png", {2}, "2: 101 values", stderr_has="--velocities")
    case(s, "./bench trajectory --velocities=-0.5:0.49:0.01 > /dev/null", {0}, "0: a range of 100 values")
    case(s, "./bench trajectory --velocities=-0.5:0.5:0.01", {2}, "2: 101 values by a range", stderr_has="--velocities")
    case(s, "./bench touches --drag 10000 > /dev/null", {0}, "0: the limit")
    case(s, "./bench touches --drag 10000.000001", {2}, "2: past the limit", stderr_has="--drag")
    case(s, "./bench touches --drag -10000 > /dev/null", {0}, "0: the lower limit")
    case(s, "./bench touches --drag 100 --rate 1 > /dev/null", {0}, "0: rate 1")
    case(s, "./bench touches --drag 100 --rate 1000 > /dev/null", {0}, "0: rate 1000")
    case(s, "./bench touches --drag 100 --rate 1000.001", {2}, "2", stderr_has="--rate")
    case(s, "./bench touches --drag 100 --duration 0.001 > /dev/null", {0, 2}, "0: the lower limit (or 2 if one sample is too few, naming it)", lines=None)
    case(s, "./bench touches --drag 100 --duration 60 > /dev/null", {0}, "0: the upper limit")
    case(s, "./bench touches --drag 100 --duration 60.0000001", {2}, "2", stderr_has="--duration")
    case(s, "./bench touches --drag 100 --duration 0.001 --rate 1 > b8.csv && ./bench trajectory --touches b8.csv --renderer raster --out b8.png", {0, 2}, "0, or 2 naming the file (too few samples): what touches writes, trajectory reads", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out b9 --quiet --shard 0/1000000 --renderer raster", {0, 2}, "0: count at the limit 1 000 000", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out b10 --quiet --shard 0/1000001", {2}, "2: one past", stderr_has="--shard")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out b11 --quiet --jobs 0", {2, 0}, "2 or 0 (0 = automatic, if documented)", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out b12 --quiet --jobs 100000", {2, 0}, "2 past the bound or 0", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0 --velocities 1 --start-heights 400 --out b13 --quiet --renderer raster", {0}, "0: threshold 0 is legal")
    case(s, "./bench sweep --param low-velocity-threshold=-0.0000001 --velocities 1 --start-heights 400 --out b14 --quiet", {2}, "2: below 0", stderr_has="low-velocity-threshold")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 100 --out b15 --quiet --renderer raster", {0}, "0: start at the lowest detent")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 99.999 --out b16 --quiet", {0, 2}, "0 within the one-pixel band every start height has (PanelSimulator), or 2", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 700.001 --out b17 --quiet", {0, 2}, "0 within the one-pixel band, or 2", lines=None)
    case(s, "./bench export --set panel-deceleration-rate=1", {2}, "2: a rate of 1 is not in (0, 1)", stderr_has="panel-deceleration-rate")
    case(s, "./bench export --set panel-deceleration-rate=0", {2}, "2: 0 is not in (0, 1)", stderr_has="panel-deceleration-rate")
    case(s, "./bench export --set panel-deceleration-rate=0.9999999999 > /dev/null", {0, 2}, "0 (inside (0, 1)) or 2 naming the decay time bound")
    case(s, "./bench export --set low-velocity-threshold=1000000 > /dev/null", {0}, "0: the documented bound [0, 1000000]")
    case(s, "./bench export --set low-velocity-threshold=1000000.5", {2}, "2: past it", stderr_has="low-velocity-threshold")
    case(s, "./bench results best sw --top 1 > /dev/null", {0}, "0: top 1")
    case(s, "./bench results best sw --top 99999999999999999999", {2, 0}, "2 (too large) or 0 (all)", lines=None)
    case(s, "./bench run --chain-depth 1 --samples 1 --frames 1 --output b18.json", {0, 2}, "0 at the minimums or 2 naming one", lines=None)
    case(s, "./bench run --chain-depth 1 --samples 1 --frames 1 --output b19.json -q && ./bench results compare b19.json b19.json > /dev/null", {0, 2}, "what run writes at the minimums, compare reads (0) — never 2 for the tool's own file", lines=None)
    case(s, "./bench serve --port 65536", {2}, "2", stderr_has="--port")
    case(s, "./bench fit tr.log --scenario default --free low-velocity-threshold=0:1000000 --json b20.json", {0, 2}, "0 at the documented bound or 2 naming it", lines=None)
    case(s, "./bench fit tr.log --scenario default --free low-velocity-threshold=0:1000001", {2}, "2: past the bound", stderr_has="--free")


def examples():
    s = "examples"
    case(s, "./bench export --scenario default --set low-velocity-threshold=0.3 --style views", {2}, "2: docs/export.md line 7, style 'views'", stderr_has="--style")
    case(s, "./bench export --scenario default --set low-velocity-threshold=0.3 --style view > /dev/null", {0}, "0: docs/export.md line 7 as written")
    case(s, "./bench sweep --param low-velocity-threshold=0.1:0.5:0.1 --velocities=-1:1:0.25 --start-heights 400 --out ex3 --quiet --renderer raster", {0}, "0: docs/export.md line 25 as written")
    case(s, "./bench export --from-sweep ex3 --by settle-time --where '|velocity|<0.3' --require landing-height=start-height > /dev/null", {0, 5}, "0: docs/export.md line 26 as written", lines=None)
    case(s, "./bench export --from-sweep ex3 --by settle-time --where '|velocity|<0.3' --require landing-height=start-heigth", {2}, "2: a misspelt column", stderr_has="start-heigth")
    case(s, "./bench export --from-sweep ex3 --by settle-time --where '|velocity|<<0.3'", {2}, "2: a doubled operator", stderr_has="--where")
    case(s, "./bench export --from-sweep ex3 --by settle-time --where '|velocity<0.3'", {2}, "2: an unclosed |", stderr_has="--where")
    case(s, "./bench export --from-sweep ex3 --by settle-time --where '|velocity|<0.3' --require landing-height=400 > /dev/null", {0, 2, 5}, "0 or 5 (a number as the right side) or 2 naming --require", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1:0.5:0 --velocities 1 --start-heights 400 --out ex4 --quiet", {2}, "2: step 0", stderr_has="low-velocity-threshold")
    case(s, "./bench sweep --param low-velocity-threshold=0.5:0.1:0.1 --velocities 1 --start-heights 400 --out ex5 --quiet", {2, 0}, "2 (a falling range) or 0 documented", lines=None)
    case(s, "./bench sweep --param low-velocity-threshold=0.1:0.5:-0.1 --velocities 1 --start-heights 400 --out ex6 --quiet", {2}, "2: a negative step", stderr_has="low-velocity-threshold")
    case(s, "./bench compare --scenario default --start-height 400 --velocity 1.5 --peers all --max-time 1.5 --size 1600x1500 --out ex7.png --renderer raster", {0}, "0: docs/compare.md line 21")
    case(s, "./bench compare --scenario default --start-height 400 --velocity 1.5 --peers all --max-time 0 --out ex8.png --renderer raster", {2}, "2: max-time 0", stderr_has="--max-time")
    case(s, "./bench compare --start-height 400 --velocity 1.5 --targets detent-2=table-start --peers floatingpanel --out ex9.png --renderer raster", {0, 2}, "docs/compare.md line 94 (cut after its first line)", lines=None)
    case(s, "./bench compare --start-height 400 --velocity 1.5 --targets detent-9=table-start --peers floatingpanel --out ex10.png --renderer raster", {2}, "2: a detent the scenario lacks", stderr_has="detent-9")
    case(s, "./bench compare --scenario default --start-height 400 --velocities 0.25,1.5,3 --set low-velocity-threshold=0.3 --set panel-deceleration-rate=0.995 --out ex11.png --renderer raster", {0}, "0: docs/compare.md lines 109-110")
    case(s, "./bench compare --scenario default --start-height 400 --velocities 0.25,1.5,0.25 --set low-velocity-threshold=0.3 --out ex12.png --renderer raster", {2}, "2: a velocity twice", stderr_has="--velocities")
    case(s, "./bench trace Traces/round-trip-default.log --scenario defualt", {2}, "2: docs/traces.md line 72 misspelt", stderr_has="defualt")
    case(s, "./bench trace Traces/round-trip-default.log --scenario default --out ex13.png --force --renderer raster > /dev/null", {0}, "0: docs/traces.md line 72")
    case(s, "./bench trace Traces/round-trip-default.log --scenario default --set low-velocity-threshold=-0.4", {2}, "2: docs/traces.md line 116 negative", stderr_has="low-velocity-threshold")
    case(s, "./bench trajectory --scenario default --start-height 400 --velocity 1.5 --trace-out ex14.log --force --out ex14.png --renderer raster && ./bench trace ex14.log --scenario default --out ex14t.png --renderer raster > /dev/null", {0}, "0: docs/traces.md line 156 then its trace read back")
    case(s, "./bench trajectory --scenario nested3 --start-height 400 --velocity 1.5 --trace-out ex15.log --out ex15.png --renderer raster && ./bench trace ex15.log --scenario default --out ex15t.png --renderer raster", {2}, "2, one line: a trace of nested3 replayed on default (geometry disagrees)")
    case(s, "./bench results best ex3 --by settle-time --where '|velocity|<0.3' --require landing-height=start-height --top 2 > /dev/null", {0, 5}, "docs/sweeps.md line 195 form", lines=None)
    case(s, "./bench results best ex3 --by settle_time", {2}, "2: snake_case column given for --by", stderr_has="settle_time")
    case(s, "./bench fit Traces/device-like-default.log --scenario default --free panel-deceleration-rate=0.999:0.99", {2}, "2: docs/fit.md line 162 (range empty)", stderr_has="--free")
    case(s, "./bench fit Traces/device-like-default.log --scenario default --free speed", {2}, "2: docs/fit.md line 161", stderr_has="speed")
    case(s, "./bench baseline check r1.json --baselines-dir bl --gate allocation", {2}, "2: --gate allocation (docs/benchmarks.md: all|allocations)", stderr_has="--gate")
    case(s, "./bench results compare r1.json r1.json --format markdwon", {2}, "2: docs/benchmarks.md line 128 misspelt format", stderr_has="--format")
    case(s, "./bench results compare r1.json r1.json --format csv > /dev/null", {0}, "0: docs/benchmarks.md line 128")


# Which rows showed which shortfall (docs/hostile-pass.md, fourth pass): a marker in the command cell.
SHORTFALLS = [
    ("[identifiable", "U1"), ("[the parameter given twice", "U1"), ("[unit of the parameter", "U1"),
    ("[a name that is no parameter", "U1"), ("[scenarioValue differs", "U1"), ("[value outside its interval", "U1"),
    ("[rms error above max", "U1"), ("[implementation Kotlin", "U1"), ("[gestures emptied", "U1"),
    ("[the same gesture twice", "U1"), ("[settleThresholdPt", "U2"), ("./bench trace te9.log`", "U3"),
    ("./bench trace te10.log`", "U3"), ("./bench trace ex15.log", "U4"), ("[settle time of row 0", "U5"),
    ("[every row's settle time doubled", "U5"),
]


def main():
    p3.run_parts([(part.__name__, part) for part in (sweep_edits, shard_workflows, results_edits, fit_edits, feel_edits,
                                            trace_edits, interactions, boundaries, examples)], SHORTFALLS)


if __name__ == "__main__":
    main()
