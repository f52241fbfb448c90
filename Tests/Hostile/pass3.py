#!/usr/bin/env python3
"""Hostile pass three (issue 45): new cases against every verb's documented contract.

Usage: python3 Tests/Hostile/pass3.py [BENCH] [--markdown OUT.md] [--only SECTION]

BENCH defaults to .build/release/bench. Every case runs in a fresh scratch folder (/tmp/hostile3-*) holding copies
of Scenarios/, Gestures/ and Traces/ and a few fixtures made first by the binary itself (a sweep, its two shards, a
feel record, a fit JSON, a results file). A case is a shell command, the exit statuses the contract allows, and
checks applied after it:

- a refusal (any exit other than 0) prints exactly one line on standard error (docs/output.md, "Exit statuses");
- no temporary name (`.NAME.tmp-…`, `.NAME.old-…`) is left anywhere in the scratch folder ("While writing");
- no exit status above 128 other than 130 (a crash or a signal death);
- `keep`: files that must hold the same bytes afterwards (inputs are never overwritten);
- `absent`: paths that must not exist afterwards (nothing half-written);
- `stderr_has`: text the one line must hold (names the option or field).

It prints one Markdown table row per case (command, expected, got, verdict) and the count of cases that broke a
check. The verdict is mechanical; a message that names the wrong thing is judged by reading the table
(docs/hostile-pass.md records that judgement).
"""

import hashlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
args = [a for a in sys.argv[1:]]
MARKDOWN = None
ONLY = None
if "--markdown" in args:
    i = args.index("--markdown")
    MARKDOWN = args[i + 1]
    del args[i : i + 2]
if "--only" in args:
    i = args.index("--only")
    ONLY = args[i + 1]
    del args[i : i + 2]
BENCH = os.path.abspath(args[0] if args else os.path.join(REPO, ".build/release/bench"))
SCRATCH = tempfile.mkdtemp(prefix="hostile3-")
ENV = dict(os.environ, BENCH="./bench")
ENV.pop("BENCH_TEST_HOLD", None)

rows = []  # (section, n, command, expected, got, verdict)
counters = {}


def sh(cmd, timeout=180, env=None, stdin=None):
    """Runs cmd under bash in SCRATCH; returns (status, stdout, stderr)."""
    p = subprocess.run(
        ["bash", "-c", cmd], cwd=SCRATCH, capture_output=True, timeout=timeout, env=env or ENV, stdin=stdin
    )
    return p.returncode, p.stdout, p.stderr


def digest(path):
    full = os.path.join(SCRATCH, path)
    if os.path.isdir(full):
        h = hashlib.sha256()
        for root, _, files in sorted(os.walk(full)):
            for f in sorted(files):
                with open(os.path.join(root, f), "rb") as fh:
                    h.update(f.encode() + fh.read())
        return h.hexdigest()
    with open(full, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def leftovers():
    found = []
    for root, dirs, files in os.walk(SCRATCH):
        for name in dirs + files:
            if re.search(r"\.tmp-|\.old-", name):
                found.append(os.path.relpath(os.path.join(root, name), SCRATCH))
    return found


def md(text):
    return text.replace("|", "\\|").replace("\n", "⏎")


def case(
    section, cmd, ok, expect, keep=(), absent=(), stderr_has=None, lines=1, timeout=180, setup=None, shown=None
):
    """One case: `ok` is the set of exit statuses the contract allows, `expect` says it in words."""
    if ONLY and section != ONLY:
        return
    if " ;; " in cmd:  # what comes before ` ;; ` prepares the case (run before the inputs are fingerprinted)
        prepare, cmd = cmd.rsplit(" ;; ", 1)
        shown = shown or f"{prepare}; {cmd}"
        setup = f"{setup}; {prepare}" if setup else prepare
    if setup:
        sh(setup)
    before = {k: digest(k) for k in keep if os.path.exists(os.path.join(SCRATCH, k))}
    try:
        status, _, err = sh(cmd, timeout=timeout)
    except subprocess.TimeoutExpired:
        status, err = "timeout", b""
    text = err.decode("utf-8", "replace")
    errlines = [l for l in text.split("\n") if l != ""]
    problems = []
    if status not in ok:
        problems.append(f"exit {status}")
    if status not in (0, "timeout") and lines is not None and len(errlines) != lines:
        problems.append(f"{len(errlines)} stderr lines")
    if isinstance(status, int) and status > 128 and status != 130:
        problems.append("died by a signal")
    left = leftovers()
    if left:
        problems.append("left " + ", ".join(left[:3]))
        for l in left:
            p = os.path.join(SCRATCH, l)
            shutil.rmtree(p) if os.path.isdir(p) else os.remove(p)
    for k, d in before.items():
        if not os.path.exists(os.path.join(SCRATCH, k)) or digest(k) != d:
            problems.append(f"input {k} changed")
    for a in absent:
        if os.path.lexists(os.path.join(SCRATCH, a)):
            problems.append(f"{a} exists")
    if stderr_has and status != 0 and stderr_has not in text:
        problems.append(f"line lacks '{stderr_has}'")
    counters[section] = counters.get(section, 0) + 1
    first = errlines[0] if errlines else ""
    got = f"{status}, {len(errlines)}" + (f": `{md(first[:200])}`" if first else "")
    verdict = "ok" if not problems else "**CHECK** " + "; ".join(problems)
    rows.append((section, counters[section], f"`{md(shown or cmd)}`", expect, got, verdict))
    print(f"[{section} {counters[section]}] {verdict} :: {(shown or cmd)[:110]} -> {got[:160]}", flush=True)


def setup_scratch():
    os.symlink(BENCH, os.path.join(SCRATCH, "bench"))
    for d in ("Scenarios", "Gestures", "Traces"):
        shutil.copytree(os.path.join(REPO, d), os.path.join(SCRATCH, d))
    steps = [
        "./bench scenarios default > sc.json",
        "cp Traces/device-like-default.log dl.log",
        "cp Gestures/flick.csv fl.csv",
        "./bench sweep --param low-velocity-threshold=0.1,0.2 --velocities -1,1 --start-heights 400 --out sw "
        "--renderer raster --quiet",
        "./bench sweep --param low-velocity-threshold=0.1,0.2 --velocities -1,1 --start-heights 400 --out sh0 "
        "--renderer raster --quiet --shard 0/2",
        "./bench sweep --param low-velocity-threshold=0.1,0.2 --velocities -1,1 --start-heights 400 --out sh1 "
        "--renderer raster --quiet --shard 1/2",
        "./bench feel record --out feel.json --recorded-dir Gestures",
        "./bench fit dl.log --scenario default --free low-velocity-threshold --json fit.json --renderer raster "
        "--out fit.png",
        "./bench run --chain-depth 2 --samples 3 --frames 100 --output r1.json 2>/dev/null",
        "mkdir bl && ./bench baseline update r1.json --baselines-dir bl",
        "./bench sweep --param low-velocity-threshold=0.1,0.2 --velocities 1 --start-heights 400 --out swf --renderer raster --quiet",
        "./bench trajectory --trace-out tr.log --out trj.png --renderer raster",
        "./bench conformance --help >/dev/null",
    ]
    for s in steps:
        status, _, err = sh(s, timeout=600)
        if status != 0:
            sys.exit(f"fixture failed: {s}: {err.decode()}")


def edit_json(src, dst, code):
    """Writes dst: src's JSON with `code` (Python, `d` the document) applied."""
    code = code.replace("'", '"')
    return (
        f"python3 -c 'import json,sys; d=json.load(open(\"{src}\")); {code}; "
        f"open(\"{dst}\",\"w\").write(json.dumps(d))'"
    )


def option_spellings():
    s = "options"
    T = "./bench trajectory --renderer raster"
    case(s, f"{T} --velocity= --out o1.png", {2}, "2: empty value after =", stderr_has="--velocity")
    case(s, f"{T} --velocity=1.5 --out o2.png", {0}, "0: --x=v is --x v")
    case(s, f"{T} --velocity=-1 --out o3.png", {0}, "0: a leading minus after =")
    case(s, f"{T} --velocity -1 --out o4.png", {0, 2}, "0, or 2 naming --velocity (a value that looks like an option)")
    case(s, f"{T} --velocity inf --out o5.png", {2}, "2: not finite", stderr_has="--velocity")
    case(s, f"{T} --velocity +inf --out o5.png", {2}, "2", stderr_has="--velocity")
    case(s, f"{T} --velocity 1_0 --out o5.png", {2}, "2: not a number", stderr_has="--velocity")
    case(s, f"{T} --velocity ' 1' --out o5.png", {2}, "2: a space is no digit", stderr_has="--velocity")
    case(s, f"{T} --velocity '1 ' --out o5.png", {2}, "2", stderr_has="--velocity")
    case(s, f"{T} --velocity 1e --out o5.png", {2}, "2", stderr_has="--velocity")
    case(s, f"{T} --velocity .5 --out o6.png", {0, 2}, "0 or 2 (a bare fraction)")
    case(s, f"{T} --velocity 1,5 --out o5.png", {2}, "2: a decimal comma is not a number", stderr_has="--velocity")
    case(s, f"{T} --velocity ١ --out o5.png", {2}, "2: Arabic-Indic digit", stderr_has="--velocity")
    case(s, f"{T} --velocity 0x10 --out o5.png", {2}, "2: hex", stderr_has="--velocity")
    case(s, f"{T} --velocity 1e-400 --out o7.png", {0, 2}, "0 (rounds to 0) or 2 naming it")
    case(s, f"{T} --force=yes --out o8.png", {2}, "2: a flag takes no value", stderr_has="--force")
    case(s, f"{T} --quiet= --out o8.png", {2, 0}, "2 (a flag with =) or 0 if the verb has no --quiet: then 2")
    case(s, f"{T} --vel 1 --out o8.png", {2}, "2: no abbreviations", stderr_has="--vel")
    case(s, f"{T} --VELOCITY 1 --out o8.png", {2}, "2: options are lower case", stderr_has="--VELOCITY")
    case(s, f"{T} --out", {2}, "2: missing value", stderr_has="--out")
    case(s, f"{T} --out --force", {2}, "2: the value is an option", stderr_has="--out")
    case(s, f"{T} -z", {2}, "2: unknown short option", stderr_has="-z")
    case(s, f"{T} -- --out o9.png", {2}, "2: after -- every word is positional; trajectory takes none")
    case(s, f"{T} --velocity 1 --out o10.png --", {0, 2}, "0 or 2 (a trailing --)")
    case(s, f"{T} --velocity $(python3 -c 'print(\"1\"*100000)') --out o11.png", {2}, "2: a 100 000-digit number is out of range", stderr_has="--velocity")
    case(s, f"{T} --size 1600X1000 --out o12.png", {0, 2}, "2, or 0 (an upper-case X read as x)", stderr_has="--size")
    case(s, f"{T} --size ' 1600x1000' --out o12.png", {2}, "2", stderr_has="--size")
    case(s, f"{T} --size 0x0 --out o12.png", {2}, "2", stderr_has="--size")
    case(s, f"{T} --size -1600x1000 --out o12.png", {2}, "2", stderr_has="--size")
    case(s, f"{T} --size=1600x1000x --out o12.png", {2}, "2", stderr_has="--size")
    case(s, f"{T} --frame-rate 120.0 --out o13.png", {2, 0}, "2 (not one of 60, 120, 240) or 0")
    case(s, f"{T} --frame-rate 0120 --out o14.png", {2, 0}, "2 or 0")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out o15 --quiet --jobs 1.0", {2}, "2: jobs is a whole number", stderr_has="--jobs")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out o15 --quiet --jobs 0x2", {2}, "2", stderr_has="--jobs")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out o15 --quiet --jobs ' 2'", {2}, "2", stderr_has="--jobs")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out o15 --quiet -j2", {0, 2}, "0 (-j2) or 2 naming -j2")
    case(s, "./bench fit dl.log --scenario default --free low-velocity-threshold --seed -0 --json o16.json --renderer raster --out o16.png", {0, 2}, "0 (−0 = 0) or 2 naming --seed")
    case(s, "./bench fit dl.log --scenario default --free low-velocity-threshold --seed 1e3", {2}, "2: not a whole number", stderr_has="--seed")
    case(s, "./bench serve --port 0x50", {2}, "2", stderr_has="--port")
    case(s, "./bench serve --port ''", {2}, "2", stderr_has="--port")
    case(s, "./bench serve --port 80.0", {2}, "2", stderr_has="--port")
    case(s, "./bench serve --host 0.0.0.0 --port 0", {2}, "2: no --host option (loopback only)", stderr_has="--host")
    case(s, "./bench serve --bind 0.0.0.0 --port 0", {2}, "2: no --bind option", stderr_has="--bind")
    case(s, "./bench", {0, 2}, "help (0) or 2 with one line", lines=None)
    case(s, "./bench nosuchverb", {2}, "2 naming the verb", stderr_has="nosuchverb")
    case(s, "./bench TRAJECTORY", {2}, "2: verbs are lower case")
    case(s, "./bench results", {0, 2}, "help or 2 naming the missing sub-verb", lines=None)
    case(s, "./bench results nope", {2}, "2 naming the sub-verb", stderr_has="nope")
    case(s, "./bench feel", {0, 2}, "help or 2", lines=None)
    case(s, "./bench baseline nope", {2}, "2", stderr_has="nope")
    case(s, "./bench trajectory --velocity nan --help >/dev/null", {0, 2}, "0 (help) or 2", lines=None)
    case(s, "./bench --help --velocity 1 >/dev/null", {0, 2}, "0 or 2", lines=None)
    case(s, "./bench export --set low-velocity-threshold=0.3,high-velocity-threshold=2", {2}, "2: one NAME=VALUE per --set", stderr_has="--set")
    case(s, "./bench export --set LOW-VELOCITY-THRESHOLD=0.3", {2}, "2: names are lower case", stderr_has="--set")
    case(s, "./bench export --set ' low-velocity-threshold=0.3'", {2}, "2", stderr_has="--set")
    case(s, "./bench export --set low-velocity-threshold=0.3=0.4", {2}, "2", stderr_has="--set")
    case(s, "./bench export --set low-velocity-threshold=1e400", {2}, "2", stderr_has="--set")
    case(s, "./bench export --set low-velocity-threshold=-1e-400", {0, 2}, "0 (−0) or 2 naming it")
    case(s, "./bench export --set frame-rate=120.5", {2}, "2", stderr_has="frame-rate")
    case(s, "./bench export --set handoff-mode=", {2}, "2", stderr_has="--set")
    case(s, "./bench run --chain-depth ''", {2}, "2", stderr_has="--chain-depth")
    case(s, "./bench run --chain-depth 0", {2}, "2", stderr_has="--chain-depth")
    case(s, "./bench run --chain-depth 99999999999999999999", {2}, "2", stderr_has="--chain-depth")
    case(s, "./bench run --chain-depth 2 --samples 3 --frames 0", {2}, "2", stderr_has="--frames")
    case(s, "./bench run --chain-depth 2 --samples 3 --frames -5", {2}, "2", stderr_has="--frames")
    case(s, "./bench touches --drag 100 --ease ''", {2}, "2", stderr_has="--ease")
    case(s, "./bench touches --drag 100 --ease OUT", {2}, "2", stderr_has="--ease")
    case(s, "./bench touches --drag nan", {2}, "2", stderr_has="--drag")
    case(s, "./bench touches --drag 100 --duration inf", {2}, "2", stderr_has="--duration")
    case(s, "./bench touches --drag 100 --rate 60.5 > /dev/null", {0, 2}, "0 (a rate in Hz may be a fraction) or 2")
    case(s, "./bench compare --peers '' --out o17.png", {2}, "2", stderr_has="--peers")
    case(s, "./bench compare --peers FLUTTER --out o17.png", {2}, "2", stderr_has="--peers")
    case(s, "./bench compare --peers all,flutter --out o17.png --renderer raster", {0, 2}, "2 (all and a peer) or 0")
    case(s, "./bench results best sw --where 'settle-time < 0.5' --where 'settle-time > 0.1' > /dev/null", {0, 2, 5}, "0 or 5 (two conditions, both must hold) or 2")
    case(s, "./bench results best sw --where 'settle-time <= 1e400'", {2}, "2", stderr_has="--where")
    case(s, "./bench results best sw --where ''", {2}, "2", stderr_has="--where")
    case(s, "./bench results best sw --top 0", {2}, "2 (top 0 asks for nothing)", stderr_has="--top")
    case(s, "./bench results best sw --top -1", {2}, "2", stderr_has="--top")


def scenario_files():
    s = "scenario files"
    P = "./bench scenarios"
    case(s, "printf '\\xef\\xbb\\xbf' > bom.json; cat sc.json >> bom.json; ./bench scenarios bom.json > /dev/null", {0}, "0: a BOM is skipped")
    case(s, "sed 's/$/\\r/' sc.json > crlf.json; ./bench scenarios crlf.json > /dev/null", {0}, "0: CRLF lines")
    case(s, "iconv -f utf-8 -t utf-16 sc.json > u16.json; ./bench scenarios u16.json", {2}, "2: not UTF-8, one line naming the file", stderr_has="u16.json")
    case(s, "iconv -f utf-8 -t utf-16le sc.json > u16le.json; ./bench scenarios u16le.json", {2}, "2: UTF-16 without a BOM", stderr_has="u16le.json")
    case(s, "iconv -f utf-8 -t utf-32 sc.json > u32.json; ./bench scenarios u32.json", {2}, "2", stderr_has="u32.json")
    case(s, "python3 -c 'print(\"[\"*100000 + \"]\"*100000)' > deep.json; ./bench scenarios deep.json", {2}, "2: no crash on 100 000 nested arrays")
    case(s, "python3 -c 'print(\"{\\\"preset\\\":\\\"default\\\",\\\"x\\\":\" + \"[\"*100000 + \"]\"*100000 + \"}\")' > deep2.json; ./bench scenarios deep2.json", {2}, "2: nested too deeply, named by line and column, no crash", stderr_has="nested too deeply")
    case(s, "python3 -c 'print(\"{\\\"a\\\":\"*50000 + \"1\" + \"}\"*50000)' > deep3.json; ./bench scenarios deep3.json", {2}, "2: no crash on 50 000 nested objects")
    case(s, "echo '[]' > arr.json; ./bench scenarios arr.json", {2}, "2: top level is not an object", stderr_has="arr.json")
    case(s, "echo 'null' > null.json; ./bench scenarios null.json", {2}, "2", stderr_has="null.json")
    case(s, "echo '\"default\"' > str.json; ./bench scenarios str.json", {2}, "2", stderr_has="str.json")
    case(s, "printf '   \\n\\n' > ws.json; ./bench scenarios ws.json", {2}, "2: empty JSON", stderr_has="ws.json")
    case(s, "cp sc.json tg.json; echo 'garbage' >> tg.json; ./bench scenarios tg.json", {2}, "2: trailing garbage", stderr_has="tg.json")
    case(s, "cp sc.json tg2.json; echo '{}' >> tg2.json; ./bench scenarios tg2.json", {2}, "2: two documents", stderr_has="tg2.json")
    case(s, "head -c 200 sc.json > trunc.json; ./bench scenarios trunc.json", {2}, "2: truncated", stderr_has="trunc.json")
    case(s, edit_json("sc.json", "x1.json", "d['displayScale']=float('-0.0')") + "; ./bench scenarios x1.json", {2}, "2: displayScale −0 is not positive", stderr_has="displayScale")
    case(s, "sed 's/\"displayScale\" *: *[0-9.]*/\"displayScale\":1e400/' sc.json > x2.json; grep -c 1e400 x2.json >/dev/null; ./bench scenarios x2.json", {2}, "2 naming displayScale", stderr_has="displayScale")
    case(s, "sed 's/\"displayScale\" *: *[0-9.]*/\"displayScale\":+3/' sc.json > x3.json; ./bench scenarios x3.json", {2}, "2: +3 is not JSON", stderr_has="x3.json")
    case(s, "sed 's/\"displayScale\" *: *[0-9.]*/\"displayScale\":03/' sc.json > x4.json; ./bench scenarios x4.json", {2}, "2: 03 is not JSON", stderr_has="x4.json")
    case(s, "sed 's/\"displayScale\" *: *[0-9.]*/\"displayScale\":\"3\"/' sc.json > x5.json; ./bench scenarios x5.json", {2}, "2: a string for a number", stderr_has="displayScale")
    case(s, "sed 's/\"displayScale\" *: *[0-9.]*/\"displayScale\":true/' sc.json > x6.json; ./bench scenarios x6.json", {2}, "2: a bool for a number", stderr_has="displayScale")
    case(s, "sed 's/\"displayScale\" *: *[0-9.]*/\"displayScale\":null/' sc.json > x7.json; ./bench scenarios x7.json", {0, 2}, "2 naming displayScale (null), or 0 if the field is optional")
    case(s, edit_json("sc.json", "x8.json", "d['name']='\\ud800'") + " ; ./bench scenarios x8.json", {2}, "2: a lone surrogate in a name", stderr_has="x8.json")
    case(s, edit_json("sc.json", "x9.json", "d['name']='n'*1000000") + "; ./bench scenarios x9.json > /dev/null", {0, 2}, "0 (no documented length bound for a name) or 2 naming name")
    case(s, edit_json("sc.json", "x10.json", "d['name']='a/b'") + "; ./bench scenarios x10.json > /dev/null", {0, 2}, "0 (a name is text) or 2 naming name; never a path")
    case(s, edit_json("sc.json", "x11.json", "d['name']='..'") + "; ./bench trajectory --scenario x11.json --renderer raster", {0, 2}, "0 with a made-up name that stays in Plots/, or 2 naming name", absent=("trajectory-...png",))
    case(s, edit_json("sc.json", "x12.json", "d['Name']=d.pop('name')") + "; ./bench scenarios x12.json", {2}, "2: keys are case-sensitive", stderr_has="Name")
    case(s, edit_json("sc.json", "x13.json", "d['detents']=[100,400,700]*1000") + "; ./bench scenarios x13.json", {2}, "2 naming detents", stderr_has="detents")
    case(s, edit_json("sc.json", "x14.json", "d['detents']=[]") + "; ./bench scenarios x14.json > /dev/null", {0, 2}, "0: `[]` is a free panel (Scenarios/README.md), or 2")
    case(s, edit_json("sc.json", "x15.json", "d['detents']=[100,100.00000000001,700]") + "; ./bench scenarios x15.json", {2}, "2: detents closer than a pixel", stderr_has="detents")
    case(s, edit_json("sc.json", "x16.json", "d['chain']=[]") + "; ./bench scenarios x16.json", {0, 2}, "2 naming chain, or 0 for a panel without a list")
    case(s, edit_json("sc.json", "x17.json", "d['version']=0") + "; ./bench scenarios x17.json", {2}, "2", stderr_has="version")
    case(s, edit_json("sc.json", "x18.json", "d['version']=-1") + "; ./bench scenarios x18.json", {2}, "2", stderr_has="version")
    case(s, edit_json("sc.json", "x19.json", "d['version']=2**70") + "; ./bench scenarios x19.json", {2}, "2 naming version (too large for an integer)")
    case(s, "python3 -c 'print(\" \"*(64<<20))' > big.json; ./bench scenarios big.json", {2}, "2: a 64 MB file refused before reading", stderr_has="big.json")
    case(s, "mkfifo fifo.json; ./bench scenarios fifo.json", {2}, "2: a FIFO is not opened", stderr_has="fifo.json", timeout=20)
    case(s, "ln -sf nowhere.json dangle.json; ./bench scenarios dangle.json", {2}, "2", stderr_has="dangle.json")
    case(s, "ln -sf loop1.json loop2.json; ln -sf loop2.json loop1.json; ./bench scenarios loop1.json", {2}, "2: a symbolic link loop", stderr_has="loop1.json")
    case(s, "./bench scenarios sc.json/", {2}, "2: a file with a trailing slash")
    case(s, "./bench scenarios \"$(printf 'no\\nsuch.json')\"", {2}, "2, the newline escaped, one line", stderr_has="\\n")
    case(s, "./bench scenarios /proc/self/status", {2}, "2: not a scenario")
    case(s, "./bench scenarios /dev/stdin < sc.json > /dev/null", {0, 2}, "0 (stdin is the regular file) or 2")
    case(s, "cat sc.json | ./bench scenarios /dev/stdin", {2}, "2: a pipe is refused, not read")
    case(s, "./bench trajectory --scenario Scenarios --out s1.png", {2}, "2: a folder", stderr_has="--scenario")
    case(s, "./bench compare --scenario-b u16.json --set low-velocity-threshold=0.3 --out s2.png", {2}, "2 naming --scenario-b", stderr_has="--scenario-b")
    case(s, "printf '{\"preset\":\"default\",\"feel\":{\"lowVelocityThreshold\":0.3,\"lowVelocityThreshold\":0.4}}' > dk2.json; ./bench scenarios dk2.json", {2}, "2: duplicate nested key", stderr_has="lowVelocityThreshold")
    case(s, "printf '{\"preset\":\"default\",\"preset\":\"free\"}' > dk3.json; ./bench scenarios dk3.json", {2}, "2: duplicate key", stderr_has="preset")
    case(s, "printf '{\"preset\":\"default\",\"pre\\\\u0073et\":\"free\"}' > dk4.json; ./bench scenarios dk4.json", {2}, "2: a key twice, once escaped", stderr_has="preset")
    case(s, "printf '{\"preset\":\"default\",\"extra\":1}' > ex.json; ./bench scenarios ex.json", {2}, "2: unknown key", stderr_has="extra")
    case(s, "printf '{\"preset\":\"nope\"}' > pr.json; ./bench scenarios pr.json", {2}, "2", stderr_has="preset")
    case(s, "printf '{\"preset\":\"default\"}\\x00' > nul.json; ./bench scenarios nul.json", {2}, "2: a NUL byte", stderr_has="nul.json")
    case(s, "printf '{\"preset\":\"default\",\"name\":\"caf\\xe9\"}' > lat1.json; ./bench scenarios lat1.json", {2}, "2: Latin-1 bytes", stderr_has="lat1.json")
    case(s, "printf '{\"preset\":\"default\"} ' > sp.json; ./bench scenarios sp.json > /dev/null", {0}, "0: trailing white space")
    case(s, "printf '{\"preset\":\"default\",\"frameRate\":120.0000000000000001}' > fr.json; ./bench scenarios fr.json > /dev/null", {0, 2}, "0 (rounds to 120) or 2")
    case(s, "printf '{\"preset\":\"default\",\"frameRate\":1.2e2}' > fr2.json; ./bench scenarios fr2.json > /dev/null", {0, 2}, "0 (1.2e2 = 120) or 2")


def other_inputs():
    s = "input files"
    T = "./bench trajectory --renderer raster --touches"
    case(s, f"printf '\\xef\\xbb\\xbf' > t1.csv; cat fl.csv >> t1.csv; {T} t1.csv --out i1.png", {0}, "0: BOM skipped")
    case(s, f"sed 's/$/\\r/' fl.csv > t2.csv; {T} t2.csv --out i2.png", {0}, "0: CRLF")
    case(s, f"iconv -f utf-8 -t utf-16 fl.csv > t3.csv; {T} t3.csv --out i3.png", {2}, "2 naming the file", stderr_has="t3.csv")
    case(s, f"tr '\\n' '\\r' < fl.csv > t4.csv; {T} t4.csv --out i4.png", {2}, "2: lone CR line ends", stderr_has="t4.csv")
    case(s, f"head -2 fl.csv > t5.csv; {T} t5.csv --out i5.png", {2}, "2: header only", stderr_has="t5.csv")
    case(s, f"tail -n +3 fl.csv > t6.csv; {T} t6.csv --out i6.png", {0, 2}, "2 (no header) or 0 if the header is optional")
    case(s, f"(sed -n 2p fl.csv; sed -n 2p fl.csv; tail -n +3 fl.csv) > t7.csv; {T} t7.csv --out i7.png", {2}, "2: the header twice", stderr_has="t7.csv")
    case(s, f"(head -2 fl.csv; echo; tail -n +3 fl.csv) > t8.csv; {T} t8.csv --out i8.png", {0, 2}, "0 (blank line skipped) or 2 naming the line")
    case(s, f"sed '3s/,/;/' fl.csv > t9.csv; {T} t9.csv --out i9.png", {2}, "2 naming line 3", stderr_has="line 3")
    case(s, f"sed '3s/,/\\t/' fl.csv > t10.csv; {T} t10.csv --out i10.png", {2}, "2 naming line 3", stderr_has="line 3")
    case(s, f"sed '3s/$/,/' fl.csv > t11.csv; {T} t11.csv --out i11.png", {2}, "2: trailing comma", stderr_has="line 3")
    case(s, f"sed '3s/^[^,]*/1e400/' fl.csv > t12.csv; {T} t12.csv --out i12.png", {2}, "2 naming line 3", stderr_has="line 3")
    case(s, f"sed '3s/^[^,]*/-0/' fl.csv > t13.csv; {T} t13.csv --out i13.png", {0, 2}, "0 (−0 s = 0 s) or 2 naming line 3")
    case(s, f"python3 -c 'print(\"time_s,finger_y_pt\"); [print(f\"{{i/1000}},{{600-i/100}}\") for i in range(2000000)]' > t14.csv; {T} t14.csv --out i14.png", {2}, "2: two million samples (size bound)", stderr_has="t14.csv")
    case(s, f"printf 'time_s,finger_y_pt\\n0,600\\n0.01,590' > t15.csv; {T} t15.csv --out i15.png", {0}, "0: no newline at the end")
    case(s, f"printf 'time_s,finger_y_pt\\n0,600\\n0.01,590\\n0.02,' > t16.csv; {T} t16.csv --out i16.png", {2}, "2: a half line", stderr_has="line 4")
    case(s, f"printf 'time_s,finger_y_pt\\n0,600\\n0.01,590\\n100000,580\\n' > t17.csv; {T} t17.csv --out i17.png", {0, 2}, "2 (a 100 000 s gesture) or 0")
    case(s, f"printf 'TIME_S,FINGER_Y_PT\\n0,600\\n0.01,590\\n' > t18.csv; {T} t18.csv --out i18.png", {0, 2}, "2 (header spelled otherwise) or 0")
    case(s, f"printf 'time_s,finger_y_pt\\n0,600\\n0.01,1e308\\n' > t19.csv; {T} t19.csv --out i19.png", {2}, "2 naming the line", stderr_has="line 3")
    # trace logs
    case(s, "python3 -c 'import sys; l=open(\"tr.log\").read().split(\"\\n\")[0]; print(l.replace(\"\\\"events\\\":[\", \"\\\"x\\\":\" + \"[\"*100000 + \"]\"*100000 + \",\\\"events\\\":[\",1))' > dtr.log; ./bench trace dtr.log", {2}, "2: deep nesting, no crash", stderr_has="dtr.log")
    case(s, "head -c 5000000 /dev/zero | tr '\\0' 'a' > htr.log; (echo -n 'BODRAG_TRACE_BATCH {\"a\":\"'; cat htr.log; echo '\"}') > htr2.log; ./bench trace htr2.log", {2}, "2: a 5 MB line", stderr_has="htr2.log")
    case(s, "cat tr.log tr.log > tr2.log; ./bench trace tr2.log > /dev/null", {0, 2}, "0 (two sessions) or 2 naming the repeated batch")
    case(s, "sed 's/BODRAG_TRACE_BATCH {/BODRAG_TRACE_BATCH {\"zz\":1,/' tr.log > tr3.log; ./bench trace tr3.log", {2}, "2: unknown key", stderr_has="zz")
    case(s, "sed 's/$/\\r/' tr.log > tr4.log; ./bench trace tr4.log > /dev/null", {0}, "0: CRLF")
    case(s, "iconv -f utf-8 -t utf-16 tr.log > tr5.log; ./bench trace tr5.log", {2}, "2", stderr_has="tr5.log")
    case(s, "(echo 'some console noise'; cat tr.log; echo 'more noise') > tr6.log; ./bench trace tr6.log > /dev/null", {0}, "0: console lines between batches are skipped (docs/traces.md)")
    case(s, "./bench trace tr.log --scenario u16.json", {2}, "2 naming --scenario", stderr_has="--scenario")
    # results files
    R = "./bench results compare r1.json"
    case(s, "printf '\\xef\\xbb\\xbf' > rb.json; cat r1.json >> rb.json; " + R + " rb.json", {0}, "0: BOM")
    case(s, "iconv -f utf-8 -t utf-16 r1.json > ru.json; " + R + " ru.json", {2}, "2", stderr_has="ru.json")
    case(s, edit_json("r1.json", "rx1.json", "d['extra']=1") + "; " + R + " rx1.json", {2}, "2: unknown key", stderr_has="extra")
    case(s, edit_json("r1.json", "rx2.json", "d['suites'][0]['benchmarks'][0]['nanosecondsPerFrame']=[-0.0,1,2]") + "; " + R + " rx2.json", {0, 2, 3, 4}, "not 2 for −0 (a sample of 0 is legal); any verdict")
    case(s, edit_json("r1.json", "rx3.json", "d['suites'][0]['benchmarks'][0]['nanosecondsPerFrame']=[1e308]*3") + "; " + R + " rx3.json", {3, 2}, "3 (a regression) or 2; never 0")
    case(s, edit_json("r1.json", "rx4.json", "d['suites']=[]") + "; " + R + " rx4.json", {2, 0}, "2 (holds no benchmark) or 0 listing every one removed")
    case(s, edit_json("r1.json", "rx5.json", "d['suites'][0]['benchmarks'][0]['name']='x\\u202ey'") + "; " + R + " rx5.json", {2}, "2: a bidi override in a name", stderr_has="name")
    case(s, edit_json("r1.json", "rx6.json", "d['suites'][0]['benchmarks'][0]['nanosecondsPerFrame']=[1.0]*300000") + "; " + R + " rx6.json", {0, 2, 3, 4}, "any verdict, one line, no crash on 300 000 samples")
    case(s, "python3 -c 'print(\"[\"*100000 + \"]\"*100000)' > rdeep.json; " + R + " rdeep.json", {2}, "2: no crash", stderr_has="rdeep.json")
    case(s, "./bench results export rdeep.json --to jmh", {2}, "2: no crash", stderr_has="rdeep.json")
    case(s, "./bench baseline check rdeep.json", {2}, "2: no crash", stderr_has="rdeep.json")
    case(s, "head -c 300 r1.json > rt.json; ./bench results export rt.json --to github-action-benchmark", {2}, "2: truncated", stderr_has="rt.json")
    # sweep folders
    case(s, "rm -rf s1; cp -r sw s1; python3 -c 'print(\"[\"*100000 + \"]\"*100000)' > s1/sweep.json; ./bench results best s1", {2}, "2: no crash", stderr_has="s1")
    case(s, "rm -rf s2; cp -r sw s2; printf '\\xef\\xbb\\xbf' > s2/x; cat sw/sweep.json >> s2/x; mv s2/x s2/sweep.json; ./bench results best s2 > /dev/null", {0, 2}, "0 (BOM skipped, as every text file) or 2")
    case(s, "rm -rf s3; cp -r sw s3; sed -i 's/$/\\r/' s3/sweep.json; ./bench results best s3 > /dev/null", {0, 2}, "0 (CRLF, as every text file) or 2")
    case(s, "rm -rf s4; cp -r sw s4; rm s4/sweep.json; ln -s /dev/zero s4/sweep.json; ./bench results best s4", {2}, "2: a device", stderr_has="s4")
    case(s, "rm -rf s5; cp -r sw s5; rm s5/sweep.json; mkfifo s5/sweep.json; ./bench results best s5", {2}, "2: a FIFO, not opened", stderr_has="s5", timeout=20)
    case(s, "rm -rf s6; cp -r sw s6; rm s6/sweep.json; mkdir s6/sweep.json; ./bench render s6 --renderer raster", {2}, "2: a folder", stderr_has="s6")
    case(s, "rm -rf s7; cp -r sw s7; " + edit_json("sw/sweep.json", "s7/sweep.json", "d['rows']=d['rows'][:-1]") + "; ./bench export --from-sweep s7 --by settle-time", {2}, "2: a row missing", stderr_has="s7")
    case(s, "rm -rf s8; cp -r sw s8; " + edit_json("sw/sweep.json", "s8/sweep.json", "d['rows'][0][0]=-0.0") + "; ./bench results best s8", {0, 2}, "2 (cell −0) or 0 if −0 is cell 0")
    case(s, "rm -rf s9; cp -r sw s9; " + edit_json("sw/sweep.json", "s9/sweep.json", "d['rows'][0]=d['rows'][0]+[1]") + "; ./bench results pareto s9 --objective settle-time --objective overshoot --out s9p", {2}, "2: a row too long", stderr_has="s9")
    case(s, "rm -rf s10; cp -r sw s10; " + edit_json("sw/sweep.json", "s10/sweep.json", "d['rows'][1]=d['rows'][0]") + "; ./bench results best s10", {2}, "2: a row twice", stderr_has="s10")
    case(s, "rm -rf s11; cp -r sw s11; " + edit_json("sw/sweep.json", "s11/sweep.json", "d['extra']=True") + "; ./bench render s11 --renderer raster", {2}, "2: unknown key", stderr_has="extra")
    case(s, "rm -rf s12; cp -r sw s12; " + edit_json("sw/sweep.json", "s12/sweep.json", "d['scenarioFile']['feel']['lowVelocityThreshold']=9") + "; ./bench export --from-sweep s12 --by settle-time", {2}, "2: the stored scenario disagrees with the scenario record", stderr_has="s12")
    case(s, "rm -rf s13; cp -r sw s13; echo 'x,y' >> s13/sweep.csv; ./bench render s13 --out s13r --renderer raster", {0, 2}, "0 (sweep.csv is not read back: render reads sweep.json) or 2")
    case(s, "rm -rf s14; cp -r sh1 s14; " + edit_json("sh1/sweep.json", "s14/sweep.json", "d['shard']['count']=2**70") + "; ./bench results merge sh0 s14 --out s14m", {2}, "2 naming shard.count", stderr_has="s14")
    case(s, "rm -rf s15; cp -r sh1 s15; " + edit_json("sh1/sweep.json", "s15/sweep.json", "d['shard']['index']=-1") + "; ./bench results status sh0 s15", {2, 6}, "6 (s15 failed: the table says so) or 2", lines=None)
    # feel records and fits
    case(s, "printf '\\xef\\xbb\\xbf' > fb.json; cat feel.json >> fb.json; ./bench feel check fb.json > /dev/null", {0}, "0: BOM skipped")
    case(s, edit_json("feel.json", "fx1.json", "d['extra']=1") + "; ./bench feel check fx1.json", {2}, "2", stderr_has="extra")
    case(s, edit_json("feel.json", "fx2.json", "d['entries'][0]['outcome']['landingHeight']=float('nan') if False else 1e308") + "; ./bench feel check fx2.json", {2}, "2 naming landingHeight", stderr_has="landingHeight")
    case(s, edit_json("feel.json", "fx3.json", "d['entries']=d['entries'][:1]") + "; ./bench feel check fx3.json > /dev/null", {0, 2}, "0 (a record of one gesture) or 2")
    case(s, edit_json("feel.json", "fx4.json", "d['scenario']='nope'") + "; ./bench feel check fx4.json", {0, 2}, "0: `scenario` is only what --scenario said when recording; the check runs on `scenarioFile` (FeelRecord.swift)")
    case(s, "head -c 1000 feel.json > fx5.json; ./bench feel check fx5.json", {2}, "2: truncated", stderr_has="fx5.json")
    case(s, "python3 -c 'print(\"{\\\"a\\\":\"*50000 + \"1\" + \"}\"*50000)' > fdeep.json; ./bench feel check fdeep.json", {2}, "2: no crash")
    case(s, "./bench export --from-fit fdeep.json", {2}, "2: no crash", stderr_has="fdeep.json")
    case(s, edit_json("fit.json", "fitx1.json", "d['extra']=1") + "; ./bench export --from-fit fitx1.json", {2}, "2", stderr_has="extra")
    case(s, "printf '\\xef\\xbb\\xbf' > fitb.json; cat fit.json >> fitb.json; ./bench export --from-fit fitb.json > /dev/null", {0}, "0: BOM skipped")
    case(s, "head -c 500 fit.json > fitt.json; ./bench export --from-fit fitt.json", {2}, "2: truncated", stderr_has="fitt.json")
    case(s, "./bench export --from-fit sc.json", {2}, "2: a scenario is not a fit", stderr_has="sc.json")
    case(s, "./bench export --from-sweep sc.json --by settle-time", {2}, "2: a scenario is not a sweep", stderr_has="sc.json")
    # conformance vectors
    C = "printf '{\"format\":\"bodragscroll-parity-vectors/1\",\"scenarios\":[],\"seed\":SEED,\"source\":\"x\"}' > cv.json; ./bench conformance cv.json"
    case(s, C.replace("SEED", "18446744073709551616"), {2}, "2: seed 2^64 is out of range", stderr_has="seed")
    case(s, C.replace("SEED", "-1"), {2}, "2", stderr_has="seed")
    case(s, C.replace("SEED", "1.5"), {2}, "2", stderr_has="seed")
    case(s, C.replace("SEED", '\\"1\\"'), {2}, "2", stderr_has="seed")
    case(s, "iconv -f utf-8 -t utf-16 sc.json > cvu.json; ./bench conformance cvu.json", {2}, "2", stderr_has="cvu.json")
    case(s, "./bench conformance deep.json", {2}, "2: no crash", stderr_has="deep.json")
    # gesture lists
    case(s, "printf '\\xef\\xbb\\xbfrelease 400 1\\r\\n' > gl1.txt; ./bench feel record --gestures gl1.txt --out gl1.json", {0}, "0: BOM and CRLF")
    case(s, "printf 'release 400 1\\x00\\n' > gl2.txt; ./bench feel record --gestures gl2.txt --out gl2.json", {2}, "2: NUL", stderr_has="gl2.txt")
    case(s, "printf 'touches 400 /dev/zero\\n' > gl3.txt; ./bench feel record --gestures gl3.txt --out gl3.json", {2}, "2: a device named in the list", stderr_has="/dev/zero")
    case(s, "printf 'touches 400 Gestures\\n' > gl4.txt; ./bench feel record --gestures gl4.txt --out gl4.json", {2}, "2: a folder", stderr_has="Gestures")
    case(s, "printf 'release 400 1\\n' > gl5.txt; ./bench feel record --gestures gl5.txt --out gl5.json --scenario u16.json", {2}, "2 naming --scenario", stderr_has="--scenario")


def paths():
    s = "paths"
    T = "./bench trajectory --renderer raster"
    case(s, f"{T} --out \"$(printf 'p\\n1.png')\"", {0}, "0: a name with a newline is a name", absent=())
    case(s, f"{T} --out \"$(printf 'nodir\\nx/p.png')\"", {2}, "2, the newline escaped, one line", stderr_has="\\n")
    case(s, f"{T} --out \"$(printf 'p\\x1b[31m.png')\" --csv \"$(printf 'p\\x1b[31m.png')\"", {2}, "2, the escape byte escaped", stderr_has="\\u{1B}")
    case(s, f"{T} --csv /dev/stdout --out p2.png --force > p2.txt", {2, 0}, "2 (a device name), or 0 with the CSV in p2.txt; never a crash", absent=())
    case(s, f"{T} --csv /dev/stdout --out p3.png --force | cat > /dev/null; exit ${{PIPESTATUS[0]}}", {2}, "2: a pipe is not a regular file", stderr_has="/dev/stdout")
    case(s, f"{T} --csv /proc/self/fd/1 --out p4.png --force > p4.txt", {2, 0}, "2, or 0 (the link leads to p4.txt)")
    case(s, f"{T} --out /dev/stdout", {2}, "2: exists, no --force", stderr_has="/dev/stdout")
    case(s, f"{T} --out /proc/p5.png", {2}, "2: /proc is not writable", stderr_has="/proc")
    case(s, f"{T} --out /sys/p6.png", {2}, "2: /sys is read-only", stderr_has="/sys")
    case(s, f"touch pf; {T} --out pf/p7.png", {2}, "2: a file used as a folder", stderr_has="pf")
    case(s, f"ln -sfn lp1 lp2; ln -sfn lp2 lp1; {T} --out lp1/p8.png", {2}, "2: a link loop as folder", stderr_has="lp1")
    case(s, f"{T} --out $(python3 -c 'print(\"a\"*255)').png", {2}, "2: 259 bytes is over 255", stderr_has="255")
    case(s, f"{T} --out $(python3 -c 'print(\"a\"*251)').png", {0}, "0: a 255-byte name works")
    case(s, f"{T} --out $(python3 -c 'print(\"d/\"*2100)')x.png", {2}, "2: a path over 4095 bytes", stderr_has="4095")
    case(s, f"{T} --out=-p9.png", {0}, "0: a name starting with - given with =", absent=())
    case(s, f"{T} --out ./-p10.png", {0}, "0")
    case(s, f"{T} --out p11.png --csv ./p11.png", {2}, "2: one file twice", stderr_has="--csv")
    case(s, f"mkdir -p pd; ln -sfn pd pdl; {T} --out pd/p12.png --csv pdl/p12.png", {2}, "2: the same file through a folder link", stderr_has="name one file")
    case(s, f"{T} --out p13.png --csv P13.png", {0}, "0: names differ in case (case-sensitive file system)")
    case(s, f"{T} --out p14.png --csv p14.png.gp", {0, 2}, "2: gnuplot's companion name taken by --csv (raster: 0)")
    case(s, "./bench trajectory --renderer gnuplot --out p15.png --csv p15.gp", {2}, "2: --csv names gnuplot's .gp of --out", stderr_has="p15.gp")
    case(s, "./bench trajectory --renderer gnuplot --out p16.png --csv p16.dat", {2}, "2: --csv names gnuplot's .dat", stderr_has="p16.dat")
    case(s, "cp sc.json p17.json; ./bench trajectory --renderer gnuplot --scenario p17.gp --out p17.png 2>/dev/null; cp sc.json p17.gp ;; ./bench trajectory --renderer gnuplot --scenario p17.gp --out p17.png --force", {2}, "2: the scenario is gnuplot's .gp companion of --out", keep=("p17.gp",), stderr_has="p17.gp")
    case(s, "cp sc.json p18.csv ;; ./bench trajectory --renderer raster --scenario p18.csv --csv p18.csv --force", {2}, "2: input", keep=("p18.csv",), stderr_has="input")
    case(s, "cp sc.json p19.json; ln -f p19.json p19h.html ;; ./bench compare --scenario p19.json --html p19h.html --force --renderer raster --out p19.png", {2}, "2: a hard link to the input", keep=("p19.json",))
    case(s, "cp sc.json p20.json ;; ./bench compare --scenario-b p20.json --set low-velocity-threshold=0.3 --summary-json p20.json --force --renderer raster --out p20.png", {2}, "2: --scenario-b is an input", keep=("p20.json",))
    case(s, "cp sc.json p21.json ;; ./bench export --scenario p21.json --json p21.json --force", {2}, "2: the scenario exported over itself", keep=("p21.json",))
    case(s, "cp sc.json p22.json ;; ./bench sweep --scenario p22.json --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out p22.json --force --quiet", {2}, "2: a file is no sweep folder", keep=("p22.json",))
    case(s, "cp fl.csv p23.csv ;; ./bench trajectory --touches p23.csv --trace-out p23.csv --force --renderer raster --out p23.png", {2}, "2", keep=("p23.csv",))
    case(s, "cp fl.csv p24.csv ;; ./bench compare --touches p24.csv --csv p24.csv --force --renderer raster --out p24.png", {2}, "2 (compare --touches, if it exists) naming the input or the option", keep=("p24.csv",))
    case(s, "./bench results pareto sw --objective settle-time --objective overshoot --out sw/sweep.json --force", {2}, "2: writes over the sweep it reads", keep=("sw",))
    case(s, "./bench results best sw --json sw/sweep.json --force", {2}, "2 (input) or 2 (no --json)", keep=("sw",))
    case(s, "./bench export --from-sweep sw --by settle-time --json sw/sweep.json --force", {2}, "2: input", keep=("sw",))
    case(s, "./bench results merge sh0 sh1 --out sh1/sweep.json --force", {2}, "2", keep=("sh0", "sh1"))
    case(s, "ln -sfn sh0 shl; ./bench results merge sh0 sh1 --out shl --force", {2}, "2: a link to an input folder", keep=("sh0", "sh1"))
    case(s, "./bench render sw --out sw/inner --renderer raster", {0}, "0: a new folder inside the input folder (as sweep row 17)")
    case(s, "./bench results best sw > /dev/null", {0}, "0: the sweep still reads with a sub-folder bench wrote in it")
    case(s, "./bench feel record --recorded-dir Gestures --out Gestures/flick.csv --force", {2}, "2: a recorded gesture is an input", keep=("Gestures",))
    case(s, "./bench fit dl.log --scenario sc.json --free low-velocity-threshold --out sc.json --force --renderer raster", {2}, "2: the PNG over the scenario", keep=("sc.json",))
    case(s, "./bench trace dl.log --scenario default --out dl.log --force --renderer raster", {2}, "2", keep=("dl.log",))
    case(s, "./bench baseline update r1.json --baselines-dir . --name r1", {2}, "2: the baseline is the results file read", keep=("r1.json",))
    case(s, "./bench results export r1.json --to jmh --output r1.json --force", {2}, "2", keep=("r1.json",))
    case(s, "./bench run --chain-depth 2 --samples 3 --frames 100 --output sc.json --force 2>/dev/null; ./bench run --chain-depth 2 --samples 3 --frames 100 --output sc.json --force --scenario sc.json", {2}, "2 (--scenario with --chain-depth) and sc.json not replaced by the first… (first run replaces a scenario file: allowed)", lines=None)
    case(s, "./bench scenarios default > sc.json; cp sc.json p25.json ;; ./bench run --scenario p25.json --samples 3 --frames 100 --output p25.json --force", {2}, "2: results over the scenario read", keep=("p25.json",))
    case(s, "mkdir -p pe; ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out pe --force --quiet --renderer raster", {0}, "0: an empty folder is replaced (docs/output.md)")
    case(s, "mkdir -p pn/sub ;; ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out pn --force --quiet", {2}, "2: a folder with a sub-folder is not replaced", keep=("pn",))
    case(s, "mkdir -p pm; echo '{\"format\": \"bench-sweep\"}' > pm/sweep.json; echo mine > pm/notes.txt ;; ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out pm --force --quiet", {2}, "2: the marker is there but a file bench does not write", keep=("pm",))
    case(s, "mkdir -p pk; echo '{\"format\": \"bench-sweep\"} but this is my own text' > pk/sweep.json; ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out pk --force --quiet --renderer raster", {0, 2}, "2 (not a sweep.json bench wrote) or 0 (the marker is only its start: documented)")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out Scenarios --force --quiet", {2}, "2: a folder of the user's", keep=("Scenarios",))
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out / --force --quiet", {2}, "2", lines=1)
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out . --force --quiet", {2}, "2: '.'")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out sw/.. --force --quiet", {2}, "2: the scratch folder through ..", keep=("sw",))
    case(s, "touch pt.png; chattr +i pt.png 2>/dev/null && { ./bench trajectory --renderer raster --out pt.png --force; r=$?; chattr -i pt.png; exit $r; } || exit 1", {1, 2}, "1 or 2: an immutable file cannot be replaced; one line", keep=("pt.png",))


def environment():
    s = "environment"
    T = "./bench trajectory --renderer raster"
    case(s, f"(umask 0777; {T} --out e1.png) && test -f e1.png", {0}, "0: the file is made (as root, mode 000)")
    case(s, f"(umask 0000; {T} --out e2.png) && stat -c %a e2.png | grep -qx 666", {0}, "0, mode 666 (the umask is honoured)")
    case(s, f"(umask 0077; {T} --out e3.png --csv e3.csv) && stat -c %a e3.csv | grep -qx 600", {0}, "0, mode 600")
    case(s, f"touch e4.png; chmod 600 e4.png; (umask 0; {T} --out e4.png --force) && stat -c %a e4.png", {0}, "0 (a replaced file: mode per umask or kept; recorded)", lines=None)
    case(s, "BENCH_GNUPLOT_TIMEOUT=abc ./bench trajectory --renderer gnuplot --out e5.png", {0}, "0: the documented default 60 s applies")
    case(s, "BENCH_GNUPLOT_TIMEOUT=-1 ./bench trajectory --renderer gnuplot --out e6.png", {0}, "0")
    case(s, "BENCH_TEST_HOLD=bogus ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out e7 --quiet --renderer raster", {0, 2}, "0 (the hook ignores unknown phases) or 2; never a hang", timeout=30)
    case(s, "BENCH_TEST_HOLD=write ./bench trajectory --out e8.png --renderer raster", {0}, "0: the hook is the sweep's only", timeout=30)
    case(s, "PATH=/nonexistent ./bench trajectory --renderer gnuplot --out e9.png", {1, 2}, "1 or 2: gnuplot is not installed, one line", absent=("e9.png",))
    case(s, "PATH=/nonexistent ./bench trajectory --out e10.png", {0}, "0: auto falls back to raster")
    case(s, "LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8 ./bench trajectory --velocity 1.5 --out e11.png --renderer raster --csv e11.csv && ! grep -q '[0-9],[0-9][0-9]*,[0-9]*,' /dev/null", {0}, "0: a locale with a decimal comma changes nothing")
    case(s, "env -i ./bench trajectory --out e12.png --renderer raster", {0}, "0: an empty environment")
    case(s, f"{T} --out e13.png >&-", {0, 1}, "0 (nothing printed) or 1 one line")
    case(s, "./bench scenarios default >&-", {1}, "1: standard output closed, one line")
    case(s, "./bench trajectory --velocity nan 2>&-", {2}, "2 even when standard error is closed", lines=None)
    case(s, "./bench export <&- > /dev/null", {0}, "0: standard input closed")
    case(s, "mkdir -p gone && cd gone && rmdir ../gone && ../bench trajectory --renderer raster", {1, 2}, "2 (or 1): the working folder was removed; one line")
    case(s, "mkdir -p gone2 && cd gone2 && rmdir ../gone2 && ../bench trajectory --renderer raster --out /tmp/hostile3-e14.png; r=$?; rm -f /tmp/hostile3-e14.png; exit $r", {0}, "0: an absolute --out needs no working folder")
    case(s, f"(ulimit -f 8; {T} --out e15.png)", {1}, "1: a file size limit is a failed write, one line, nothing left", absent=("e15.png",))
    case(s, f"(ulimit -f 8; ./bench sweep --param low-velocity-threshold=0.1:0.5:0.1 --out e16 --quiet --renderer raster)", {1}, "1, one line, no folder", absent=("e16",))
    case(s, f"(ulimit -n 4; {T} --out e17.png)", {0, 1}, "0, or 1 with one line and nothing left (4 descriptors)")
    case(s, f"(ulimit -n 12; ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out e18 --quiet --renderer gnuplot)", {0, 1}, "0 or 1 one line, nothing left")
    case(s, "(ulimit -v 200000; ./bench trajectory --size 20000x20000 --renderer raster --out e19.png)", {1, 2}, "1 or 2 (a 400 Mpixel picture in 200 MB), one line, no crash", absent=("e19.png",))
    case(s, "./bench trajectory --size 20000x200 --renderer raster --out e20.png", {0}, "0: a wide picture")


def small_disk():
    """A 200 KiB tmpfs: a disk that fills up while writing, and a read-only one."""
    s = "disk"
    os.makedirs(os.path.join(SCRATCH, "full"), exist_ok=True)
    os.makedirs(os.path.join(SCRATCH, "ro"), exist_ok=True)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", os.path.join(SCRATCH, "full")]).returncode:
        print("no tmpfs: disk cases skipped")
        return
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", os.path.join(SCRATCH, "ro")])
    os.makedirs(os.path.join(SCRATCH, "big"), exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", os.path.join(SCRATCH, "big")])
    sh("./bench trajectory --renderer raster --out ro/old.png && mount -o remount,ro ro")
    try:
        T = "./bench trajectory --renderer raster"
        case(s, f"head -c 150000 /dev/zero > full/fill; {T} --out full/d1.png", {1}, "1: disk full, one line, nothing left", absent=("full/d1.png",))
        case(s, f"rm -f full/fill; {T} --out full/d2.png; head -c 120000 /dev/zero > full/fill ;; {T} --out full/d2.png --force --velocity 2", {1}, "1, and the old d2.png kept whole", keep=("full/d2.png",), lines=None)
        case(s, f"rm -f full/*; head -c 190000 /dev/zero > full/fill; {T} --out full/d3.png --csv full/d3.csv", {1}, "1, neither file left", absent=("full/d3.png", "full/d3.csv"))
        case(s, "rm -f full/*; ./bench sweep --param low-velocity-threshold=0.1:0.9:0.1 --out full/d4 --quiet --renderer raster", {1}, "1, no folder, no temporary folder", absent=("full/d4",))
        case(s, "rm -rf full/*; ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out full/d5 --quiet --renderer raster && head -c $((200000 - $(du -sb full | cut -f1) - 30000)) /dev/zero > full/fill ;; ./bench sweep --param low-velocity-threshold=0.1:0.9:0.1 --out full/d5 --quiet --force --renderer raster", {1}, "1, the old sweep folder kept whole", keep=("full/d5",), lines=None)
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench results merge sh0 sh1 --out full/d6", {1}, "1", absent=("full/d6",))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench feel record --out full/d7.json --recorded-dir Gestures", {1}, "1", absent=("full/d7.json",))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench export --swift full/d8.swift --json full/d8.json", {1}, "1", absent=("full/d8.swift", "full/d8.json"))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench run --chain-depth 2 --samples 3 --frames 100 --output full/d9.json 2>&1 | grep -v progress >&2; exit ${PIPESTATUS[0]}", {1}, "1", absent=("full/d9.json",))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench baseline update r1.json --baselines-dir full", {1}, "1", absent=("full/default.json",))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench touches --drag 200 --out full/d10.csv", {1}, "1", absent=("full/d10.csv",))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench results export r1.json --to jmh --output full/d11.json", {1}, "1", absent=("full/d11.json",))
        case(s, "rm -rf full/*; (cat /dev/zero > full/fill) 2>/dev/null; ./bench trace dl.log --scenario default --json full/d12.json --renderer raster --out d12.png", {1}, "1, neither output left", absent=("full/d12.json", "d12.png"))
        case(s, "rm -rf full/*; head -c 150000 /dev/zero > full/fill; ./bench trajectory --renderer gnuplot --out full/d13.png", {1}, "1 (gnuplot's PNG incomplete), nothing left", absent=("full/d13.png", "full/d13.gp", "full/d13.dat"))
        case(s, "rm -rf big/*; cp -r sw big/swr; (cat /dev/zero > big/fill) 2>/dev/null ;; ./bench render big/swr --renderer raster --html", {1}, "1, the sweep folder re-drawn in place kept whole", keep=("big/swr",))
        case(s, "rm -rf big/*; ./bench results merge sh0 sh1 --out big/m --renderer raster && (cat /dev/zero > big/fill) 2>/dev/null ;; ./bench results merge sh0 sh1 --out big/m --force --renderer gnuplot", {1}, "1, the merged folder kept whole", keep=("big/m",), lines=None)
        case(s, "rm -rf big/*; ./bench baseline update r1.json --baselines-dir big && (cat /dev/zero > big/fill) 2>/dev/null ;; ./bench baseline update rx3.json --baselines-dir big --replace", {1}, "1, the stored baseline kept whole", keep=("big/default.json",), lines=None)
        case(s, "rm -rf big/*; ./bench feel record --out big/f.json --recorded-dir Gestures && (cat /dev/zero > big/fill) 2>/dev/null ;; ./bench feel record --out big/f.json --recorded-dir Gestures --force --scenario nested3", {1}, "1, the old record kept whole", keep=("big/f.json",), lines=None)
        case(s, f"{T} --out ro/d14.png", {2}, "2: a read-only file system, one line", stderr_has="read-only")
        case(s, f"{T} --out ro/old.png --force", {2}, "2: read-only, the old file kept", keep=("ro/old.png",), stderr_has="read-only")
        case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out ro/d15 --quiet", {2}, "2", stderr_has="read-only")
        case(s, "./bench baseline update r1.json --baselines-dir ro", {2}, "2", stderr_has="read-only")
    finally:
        subprocess.run(["umount", os.path.join(SCRATCH, "full")])
        subprocess.run(["umount", os.path.join(SCRATCH, "ro")])
        subprocess.run(["umount", os.path.join(SCRATCH, "big")])


def signals():
    s = "signals"
    SW = "./bench sweep --param low-velocity-threshold=0.1,0.2 --velocities 1 --start-heights 400 --quiet --renderer raster"

    def held(phase, sig, out, extra="", kills=1, shown=None, ok={130}, expect="130, one line, nothing left", **kw):
        # Starts a held sweep, waits for its `hold:` line, sends the signal(s), reports the status.
        cmd = (
            f"set -m; exec 3>&2 2>/dev/null; rm -f hold.err; BENCH_TEST_HOLD={phase} {SW} --out {out} {extra} 2>hold.err & p=$!; "
            f"for i in $(seq 300); do grep -q hold: hold.err 2>/dev/null && break; sleep 0.1; done; "
            + " ".join(f"kill -{sig} $p 2>/dev/null; sleep 0.05;" for _ in range(kills))
            + " wait $p; r=$?; grep -v '^hold:' hold.err >&3; exit $r"
        )
        case(s, cmd, ok, expect, shown=shown or f"BENCH_TEST_HOLD={phase} bench sweep … --out {out} {extra}; kill -{sig}" + (f" ×{kills}" if kills > 1 else ""), timeout=60, **kw)

    held("simulate", "HUP", "g1", absent=("g1",), ok={129, 130}, expect="130 (or 129, the terminal closed), nothing left")
    held("write", "HUP", "g2", absent=("g2",), ok={129, 130}, expect="130 or 129, nothing left")
    held("plot", "HUP", "g3", absent=("g3",), ok={129, 130}, expect="130 or 129, nothing left")
    held("write", "TERM", "g4", kills=3, absent=("g4",))
    held("plot", "INT", "swf", extra="--force", keep=("swf",), expect="130, the old sweep folder kept whole")
    held("write", "TERM", "swf", extra="--force", keep=("swf",), kills=2, expect="130, the old folder kept")
    held("placed", "INT", "g5", expect="130 'after its outputs were written in full', the folder complete", stderr_has="written in full")
    # a gnuplot that hangs, and one that writes half a PNG
    sh("mkdir -p fakebin slowbin; printf '#!/bin/sh\\nsleep 31.7 & wait\\n' > slowbin/gnuplot; chmod +x slowbin/gnuplot")
    sh("printf '#!/bin/sh\\nexit 0\\n' > fakebin/gnuplot; chmod +x fakebin/gnuplot")
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench trajectory --renderer gnuplot --out gn1.png; r=$?; sleep 0.3; pgrep -f '^sleep 31.7' >/dev/null && exit 99; exit $r", {130}, "130, gnuplot's group killed, nothing left", absent=("gn1.png", "gn1.gp", "gn1.dat"), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH BENCH_GNUPLOT_TIMEOUT=1 ./bench trajectory --renderer gnuplot --out gn2.png; r=$?; sleep 0.3; pgrep -f '^sleep 31.7' >/dev/null && exit 99; exit $r", {1}, "1 (time limit), one line, nothing left", absent=("gn2.png", "gn2.gp", "gn2.dat"), timeout=60)
    case(s, "PATH=$PWD/fakebin:$PATH ./bench trajectory --renderer gnuplot --out gn3.png", {1}, "1: gnuplot wrote no PNG, nothing left", absent=("gn3.png", "gn3.gp", "gn3.dat"))
    case(s, "PATH=$PWD/fakebin:$PATH ./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --quiet --renderer gnuplot --out gn4", {1}, "1, no folder", absent=("gn4",))
    case(s, "./bench trajectory --renderer raster --out gn5.png ;; PATH=$PWD/fakebin:$PATH ./bench trajectory --renderer gnuplot --out gn5.png --force --velocity 2", {1}, "1, the old PNG kept", keep=("gn5.png",), lines=None)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s TERM 2 ./bench compare --renderer gnuplot --out gn6.png --csv gn6.csv --html gn6.html", {130}, "130, none of the three files", absent=("gn6.png", "gn6.csv", "gn6.html"), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s HUP 2 ./bench trajectory --renderer gnuplot --out gn7.png; r=$?; sleep 0.3; pgrep -f '^sleep 31.7' >/dev/null && exit 99; exit $r", {129, 130}, "130 or 129, nothing left, gnuplot gone", absent=("gn7.png", "gn7.gp", "gn7.dat"), timeout=60, lines=None)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench render sw --out gn8 --renderer gnuplot", {130}, "130, no folder", absent=("gn8",), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench results merge sh0 sh1 --out gn9 --renderer gnuplot", {130}, "130, no folder", absent=("gn9",), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench results pareto sw --objective settle-time --objective overshoot --out gn10.png --csv gn10.csv --renderer gnuplot", {130}, "130, nothing", absent=("gn10.png", "gn10.csv"), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench fit dl.log --scenario default --free low-velocity-threshold --json gn11.json --out gn11.png --renderer gnuplot", {130}, "130, nothing", absent=("gn11.png", "gn11.json"), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench run --chain-depth 2,3 --samples 3 --frames 100 --output gn12.json --plot gn12.png --renderer gnuplot -q", {130}, "130, nothing", absent=("gn12.png", "gn12.json"), timeout=60)
    case(s, "PATH=$PWD/slowbin:$PATH timeout --preserve-status -s INT 2 ./bench trace dl.log --scenario default --json gn13.json --out gn13.png --renderer gnuplot", {130}, "130, nothing", absent=("gn13.png", "gn13.json"), timeout=60)
    case(s, "timeout --preserve-status -s INT 0.3 ./bench run --suite solver -q --output sg1.json", {0, 130}, "130, or 0 when it finished first", timeout=60)
    case(s, "timeout --preserve-status -s TERM 0.5 ./bench feel record --out sg2.json --recorded-dir Gestures --scenario thirty-line", {0, 130}, "130 or 0 (finished first); nothing partial", timeout=60)
    case(s, "./bench trajectory --renderer raster --out sg3.png & p=$!; kill -STOP $p; sleep 0.5; kill -CONT $p; wait $p", {0}, "0: stopped and continued is no interruption")


def pipes():
    s = "pipes"
    CLOSE = "| (exec <&-; sleep 1); exit ${PIPESTATUS[0]}"
    for cmd in [
        "./bench results best sw",
        "./bench results pareto sw --objective settle-time --objective overshoot",
        "./bench results status sh0 sh1",
        "./bench feel check feel.json",
        "./bench trace dl.log --scenario default --renderer raster --out pp1.png --force",
        "./bench conformance --help",
        "./bench results compare r1.json r1.json",
        "./bench baseline check r1.json --baselines-dir bl",
        "./bench results export r1.json --to jmh",
        "./bench scenarios",
        "./bench touches --drag 100 --duration 60 --rate 1000",
        "./bench trajectory --velocities -3:3:0.1",
        "./bench run --chain-depth 2 --samples 3 --frames 100 --format json -q",
        "./bench export --from-fit fit.json",
        "./bench trace dl.log",
    ]:
        case(s, f"{cmd} {CLOSE}", {1}, "1: a closed pipe, one line", stderr_has="Broken pipe")
    case(s, "./bench sweep --param low-velocity-threshold=0.1 --velocities 1 --start-heights 400 --out pp2 --quiet --renderer raster --format csv " + CLOSE, {1}, "1, no folder", absent=("pp2",))
    case(s, "./bench run --chain-depth 2 --samples 3 --frames 100 --format json -q --output pp3.json " + CLOSE, {1}, "1 and no results file (one result set)", absent=("pp3.json",))
    case(s, "./bench serve --port 0 " + CLOSE, {1}, "1: the address line cannot be written; nothing left listening", timeout=30)
    case(s, "./bench trajectory --velocity nan 2>&1 | (exec <&-; sleep 1); exit ${PIPESTATUS[0]}", {2}, "2: the error line meets a closed pipe", lines=None)


def record(section, shown, expect, got, good, note=""):
    if ONLY and section != ONLY:
        return
    counters[section] = counters.get(section, 0) + 1
    verdict = "ok" if good else "**CHECK** " + note
    rows.append((section, counters[section], f"`{md(shown)}`", expect, md(got), verdict))
    print(f"[{section} {counters[section]}] {verdict} :: {shown[:110]} -> {got[:160]!r}", flush=True)


def serve():
    s = "serve"
    if ONLY and ONLY != s:
        return
    p = subprocess.Popen(
        [BENCH, "serve", "--port", "0"], cwd=SCRATCH, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV
    )
    line = p.stdout.readline().decode()
    port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))

    def exchange(data, wait=8.0, pace=None, shut=True):
        """Sends data (bytes, or a list of chunks paced `pace` s apart); returns the status line or what happened."""
        c = socket.create_connection(("127.0.0.1", port), timeout=wait)
        try:
            chunks = data if isinstance(data, list) else [data]
            for ch in chunks:
                c.sendall(ch)
                if pace:
                    time.sleep(pace)
            if shut:
                try:
                    c.shutdown(socket.SHUT_WR)
                except OSError:
                    pass
            got = b""
            while True:
                b = c.recv(65536)
                if not b:
                    break
                got += b
                if len(got) > 2_000_000:
                    break
            if not got:
                return "closed without an answer", b""
            return got.split(b"\r\n")[0].decode("latin-1"), got
        except socket.timeout:
            return "no answer (timeout)", b""
        except ConnectionResetError:
            return "connection reset", b""
        except BrokenPipeError:
            return "broken pipe (server closed)", b""
        finally:
            c.close()

    def http(shown, data, want, expect, **kw):
        t = time.time()
        status, body = exchange(data, **kw)
        took = time.time() - t
        good = any(w in status for w in want)
        text = body.split(b"\r\n\r\n", 1)[-1][:120].decode("utf-8", "replace") if body else ""
        record(s, shown, expect, f"{status} ({took:.1f} s) {text}", good, "unexpected answer")

    q = "start-height=400&velocity=1"
    http("GET /simulate?… HTTP/1.0", f"GET /simulate?{q} HTTP/1.0\r\n\r\n".encode(), ["200"], "200 (HTTP/1.0 is HTTP)")
    http("PRI * HTTP/2.0 (h2 preface)", b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", ["400", "405", "505"], "400/405/505, closed")
    http("GET http://evil.example/ HTTP/1.1 (absolute form)", b"GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n", ["400", "404"], "400 or 404, never a proxy")
    http("GET //etc/passwd", b"GET //etc/passwd HTTP/1.1\r\n\r\n", ["404", "400"], "404")
    http("GET /%2e%2e/%2e%2e/etc/passwd", b"GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n\r\n", ["404", "400"], "404")
    http("GET /..%2f..%2fetc%2fpasswd", b"GET /..%2f..%2fetc%2fpasswd HTTP/1.1\r\n\r\n", ["404", "400"], "404")
    http("GET /?x=1 (the page with a query)", b"GET /?x=1 HTTP/1.1\r\n\r\n", ["200", "400", "404"], "200 or 400 — one line")
    http("GET /simulate?…#frag", f"GET /simulate?{q}#frag HTTP/1.1\r\n\r\n".encode(), ["400", "200"], "400 (a fragment is never sent) or 200")
    http("get / (lower-case method)", b"get / HTTP/1.1\r\n\r\n", ["405", "400"], "405 or 400")
    http("HEAD /", b"HEAD / HTTP/1.1\r\n\r\n", ["405"], "405: GET only")
    http("OPTIONS * HTTP/1.1", b"OPTIONS * HTTP/1.1\r\n\r\n", ["405", "400"], "405")
    http("CONNECT 127.0.0.1:22 HTTP/1.1", b"CONNECT 127.0.0.1:22 HTTP/1.1\r\n\r\n", ["405", "400"], "405")
    http("DELETE /", b"DELETE / HTTP/1.1\r\n\r\n", ["405"], "405")
    http("GET / (no version)", b"GET /\r\n\r\n", ["400"], "400")
    http("GET / HTTP/9.9", b"GET / HTTP/9.9\r\n\r\n", ["505", "400", "200"], "505 or 400 (or 200)")
    http("GET  /  HTTP/1.1 (two spaces)", b"GET  /  HTTP/1.1\r\n\r\n", ["400"], "400")
    http("header without a colon", b"GET / HTTP/1.1\r\nnocolon\r\n\r\n", ["400"], "400")
    http("obsolete line folding", b"GET / HTTP/1.1\r\nX: a\r\n b\r\n\r\n", ["400", "200"], "400 (or 200)")
    http("NUL in a header", b"GET / HTTP/1.1\r\nX: a\x00b\r\n\r\n", ["400", "200"], "400, or 200: header values are never used (the contract: GET only, the head bounded)")
    http("bare LF line ends", b"GET / HTTP/1.1\nHost: x\n\n", ["200", "400", "closed"], "200 or 400, or closed at the end of input; never a hang")
    http("Content-Length: -1 on GET", b"GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", ["400", "200"], "400, or 200: a GET's body is never read")
    http("Content-Length twice, differing", b"GET / HTTP/1.1\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\n", ["400", "200"], "400, or 200: one request per connection, no body read (no smuggling)")
    http("Content-Length: 99999999999999999999 on GET", b"GET / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", ["400", "413", "200"], "400/413, or 200 without reading a body")
    http("GET with Content-Length 1e9 and no body", b"GET / HTTP/1.1\r\nContent-Length: 1000000000\r\n\r\n", ["400", "413", "200", "408"], "400/413 at once, or bounded (no 1 GB read)", shut=False)
    http("Transfer-Encoding: chunked on GET", b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", ["400", "501", "200"], "400/501 (or 200 ignoring it)")
    http("slowloris: the head one byte every 0.7 s (past 5 s)", [bytes([b]) for b in b"GET / HTTP/1.1\r\nX: yyyyyyyyyy\r\n\r\n"], ["408", "broken pipe"], "408 or closed once 5 s pass, however slowly bytes come", pace=0.7, wait=40)
    http("8 KiB of header then more without an end", [b"GET / HTTP/1.1\r\n" + b"X: " + b"a" * 9000] + [b"b" * 1000] * 10, ["431"], "431, no unbounded read", shut=False)
    http("10 000 query fields (under 8 KiB? no: 8.9 KB)", ("GET /simulate?" + "&".join(["a=1"] * 2200) + " HTTP/1.1\r\n\r\n").encode(), ["431", "400"], "431 or 400")
    http("1 900 repeated set= (7.6 KB)", ("GET /simulate?" + q + "&" + "&".join(["set="] * 1300) + " HTTP/1.1\r\n\r\n").encode(), ["400"], "400 naming --set")
    http("touches: 500 samples in 8 KiB", ("GET /simulate?start-height=400&touches=" + ";".join(f"{i/1000:.3f},{600-i/10:.1f}" for i in range(500)) + " HTTP/1.1\r\n\r\n").encode(), ["431", "200"], "431 (over 8 KiB) or 200")
    http("touches=0,400;", b"GET /simulate?start-height=400&touches=0,400; HTTP/1.1\r\n\r\n", ["400"], "400: one sample")
    http("touches with time going back", b"GET /simulate?start-height=400&touches=0,400;-1,300 HTTP/1.1\r\n\r\n", ["400"], "400")
    http("touches and velocity both", b"GET /simulate?start-height=400&velocity=1&touches=0,400;0.1,300 HTTP/1.1\r\n\r\n", ["200", "400"], "200 (velocity replaces the estimated release velocity, as `bench trajectory --touches F --velocity V`) or 400")
    http("touches with 1e-320 s steps", b"GET /simulate?start-height=400&touches=0,400;1e-320,300 HTTP/1.1\r\n\r\n", ["400"], "400 (S11's rule)")
    http("start-height given twice", b"GET /simulate?start-height=400&start-height=300&velocity=1 HTTP/1.1\r\n\r\n", ["400"], "400")
    http("START-HEIGHT upper case", b"GET /simulate?START-HEIGHT=400 HTTP/1.1\r\n\r\n", ["400"], "400")
    http("set= empty", b"GET /simulate?set= HTTP/1.1\r\n\r\n", ["400"], "400")
    http("velocity=1+2 (+ as space)", b"GET /simulate?velocity=1+2 HTTP/1.1\r\n\r\n", ["400"], "400")
    http("overlong UTF-8 %C0%AE", b"GET /simulate?velocity=%C0%AE HTTP/1.1\r\n\r\n", ["400"], "400")
    http("a field without =", b"GET /simulate?velocity HTTP/1.1\r\n\r\n", ["400"], "400")
    http("? alone", b"GET /simulate? HTTP/1.1\r\n\r\n", ["200", "400"], "200 (no fields: defaults) or 400")
    http("& alone", b"GET /simulate?& HTTP/1.1\r\n\r\n", ["200", "400"], "200 or 400")
    http("set=frame-rate=90", b"GET /simulate?set=frame-rate=90 HTTP/1.1\r\n\r\n", ["400"], "400")
    http("set=panel-height=1e9", b"GET /simulate?set=panel-height=1000000000 HTTP/1.1\r\n\r\n", ["400", "200"], "400, or 200 bounded in time")
    http("set=content-height=1e300 (a long list)", b"GET /simulate?set=content-height=1e300 HTTP/1.1\r\n\r\n", ["400", "200"], "400 or 200 in bounded time")
    http("velocity=100 (the limit)", b"GET /simulate?start-height=400&velocity=100 HTTP/1.1\r\n\r\n", ["200", "400"], "200 or 400, bounded")
    http("connect, send nothing, wait", b"", ["408", "no answer", ""], "408 after 5 s or closed", shut=False, wait=10)
    for _ in range(50):
        try:
            c = socket.create_connection(("127.0.0.1", port), timeout=2)
            c.close()
        except OSError:
            pass
    http("after 50 connect-and-close: GET /", b"GET / HTTP/1.1\r\n\r\n", ["200"], "200: still serving")
    socks = []
    for _ in range(40):
        try:
            socks.append(socket.create_connection(("127.0.0.1", port), timeout=2))
        except OSError:
            break
    for c in socks:
        c.sendall(b"GET / HTTP/1.1\r\n")
    time.sleep(7)
    for c in socks:
        c.close()
    http("after 40 stalled heads timed out: GET /", b"GET / HTTP/1.1\r\n\r\n", ["200"], "200: serving again")
    # pipelined requests: one request per connection
    status, body = exchange(b"GET / HTTP/1.1\r\n\r\nGET /simulate HTTP/1.1\r\n\r\n")
    record(s, "two requests pipelined", "one answer, then closed", f"{status}, {body.count(b'HTTP/1.1 ')} status lines", body.count(b"HTTP/1.1 ") == 1, "two answers")
    # binds: only 127.0.0.1 answers
    other = None
    for addr in subprocess.run(["hostname", "-I"], capture_output=True, text=True).stdout.split():
        if ":" not in addr:
            other = addr
            break
    if other:
        try:
            socket.create_connection((other, port), timeout=2).close()
            record(s, f"connect to {other}:PORT (non-loopback)", "refused", "connected", False, "answers off loopback")
        except OSError as e:
            record(s, "connect to the host's own address:PORT (non-loopback)", "refused", f"refused ({e.__class__.__name__})", True)
    try:
        socket.create_connection(("::1", port), timeout=2).close()
        record(s, "connect to [::1]:PORT", "refused (127.0.0.1 only)", "connected", False, "IPv6 loopback also bound: documented 127.0.0.1 only")
    except OSError as e:
        record(s, "connect to [::1]:PORT", "refused (127.0.0.1 only)", f"refused ({e.__class__.__name__})", True)
    # a second server on the same port
    st = subprocess.run([BENCH, "serve", "--port", str(port)], cwd=SCRATCH, capture_output=True, timeout=20)
    lines_ = [l for l in st.stderr.decode().split("\n") if l]
    record(s, "bench serve --port PORT (in use)", "1 or 2, one line", f"{st.returncode}, {len(lines_)}: {lines_[0] if lines_ else ''}", st.returncode in (1, 2) and len(lines_) == 1, "")
    # SIGINT while a slow client holds a connection
    c = socket.create_connection(("127.0.0.1", port), timeout=2)
    c.sendall(b"GET / HTTP/1.1\r\n")
    t = time.time()
    p.send_signal(signal.SIGINT)
    try:
        rc = p.wait(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        rc = "hung"
    err = [l for l in p.stderr.read().decode().split("\n") if l]
    c.close()
    record(s, "SIGINT while a client is mid-head", "130 at once, one line", f"{rc} after {time.time()-t:.1f} s, {len(err)}: {err[:1]}", rc == 130 and len(err) == 1, "")
    # SIGHUP ends serve too (nothing to leave behind)
    p2 = subprocess.Popen([BENCH, "serve", "--port", "0"], cwd=SCRATCH, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p2.stdout.readline()
    p2.send_signal(signal.SIGHUP)
    rc2 = p2.wait(timeout=10)
    record(s, "SIGHUP to serve", "130 or 129; nothing listening", f"{rc2}", rc2 in (129, 130), "")
    # serve with a bad scenario
    st = subprocess.run([BENCH, "serve", "--scenario", "u16.json", "--port", "0"], cwd=SCRATCH, capture_output=True, timeout=20)
    lines_ = [l for l in st.stderr.decode().split("\n") if l]
    record(s, "bench serve --scenario u16.json", "2, one line naming --scenario", f"{st.returncode}, {len(lines_)}: {lines_[:1]}", st.returncode == 2 and len(lines_) == 1 and "--scenario" in st.stderr.decode(), "")


def run_parts(parts, shortfalls=()):
    """Runs each (section, part) pair (only --only's section when given; a part that stops early says so and the
    others go on), prints the case count per section, writes the --markdown table (a failing row whose command holds
    a marker of `shortfalls` is labelled with its id) and exits 1 when a case is to be checked, else 0."""
    setup_scratch()
    for section, part in parts:
        if ONLY and ONLY != section:
            continue
        try:
            part()
        except Exception as e:  # a part whose fixture has another shape: say so, go on
            print(f"part {part.__name__} stopped: {e!r}", file=sys.stderr)
    bad = [r for r in rows if r[5] != "ok"]
    counts = {}
    for r in rows:
        counts[r[0]] = counts.get(r[0], 0) + 1
    print(f"\n{len(rows)} cases ({', '.join(f'{k} {v}' for k, v in counts.items())}), {len(bad)} to check; scratch {SCRATCH}")
    if MARKDOWN:
        with open(MARKDOWN, "w") as f:
            section = None
            for r in rows:
                if r[0] != section:
                    section = r[0]
                    f.write(f"\n### {section}\n\n| # | command | expected | got: exit, stderr lines, first line | verdict |\n|---|---|---|---|---|\n")
                verdict = r[5]
                for marker, label in shortfalls:
                    if marker in r[2] and r[5] != "ok":
                        verdict += f"; **{label}**"
                row = f"| {r[1]} | {r[2]} | {r[3]} | {r[4]} | {verdict} |"
                f.write(re.sub(r"[\x00-\x08\x0b-\x1f\x7f]", lambda m: "\\u{%X}" % ord(m.group(0)), row) + "\n")
    sys.exit(1 if bad else 0)


def main():
    setup_scratch()
    try:
        for part in (option_spellings, scenario_files, other_inputs, paths, environment, small_disk, signals, pipes, serve):
            part()
    finally:
        for m in ("full", "ro", "big"):
            subprocess.run(["umount", os.path.join(SCRATCH, m)], stderr=subprocess.DEVNULL)
    bad = [r for r in rows if r[5] != "ok"]
    print(f"\n{len(rows)} cases, {len(bad)} to check; scratch {SCRATCH}")
    if MARKDOWN:
        with open(MARKDOWN, "w") as f:
            section = None
            for r in rows:
                if r[0] != section:
                    section = r[0]
                    f.write(f"\n### {section}\n\n| # | command | expected | got: exit, stderr lines, first line | verdict |\n|---|---|---|---|---|\n")
                f.write(f"| {r[1]} | {r[2]} | {r[3]} | {r[4]} | {r[5]} |\n")


if __name__ == "__main__":
    main()
