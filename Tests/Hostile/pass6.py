#!/usr/bin/env python3
"""Hostile pass six (issue 45): new cases only — `--help` of every verb and sub-verb in each spelling, unknown
verbs, sub-verbs and options, documented limits exactly and one step past them (`--size`, `--frames`, compare's
100 velocities, fit's one to three `--free`, the sweep parameters' ranges, frame rates), options in unusual but
legal orders, outputs nested in new folders (made first, or missing), and files one verb writes read back by every
verb that reads them after a semantic edit the earlier passes did not make.

Usage: python3 Tests/Hostile/pass6.py [BENCH] [--markdown OUT.md] [--only SECTION]

It reuses pass3.py's case runner, fixtures and mechanical checks the way pass5.py does (the exit status the
contract allows, one line on standard error for a refusal, no `.tmp-`/`.old-` left, no death by a signal, named
inputs unchanged, named outputs absent, the option or field named in the line). A case whose contract is a state
after the command (a file landed, an output reads back) folds that check in and exits 90-99 when it breaks.
"""

import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pass3 as p3  # noqa: E402  (its argument parsing gives BENCH, --markdown and --only)

os.rmdir(p3.SCRATCH)
p3.SCRATCH = tempfile.mkdtemp(prefix="hostile6-")
S = p3.SCRATCH
case = p3.case
T = "./bench trajectory --renderer raster"
SW = "./bench sweep --velocities 1 --start-heights 400 --quiet --renderer raster"
VERBS = ("run", "trajectory", "compare", "trace", "fit", "export", "sweep", "results", "render", "scenarios",
         "conformance", "baseline", "feel", "touches", "serve", "help")
SUBVERBS = (("results", "compare"), ("results", "export"), ("results", "merge"), ("results", "best"),
            ("results", "pareto"), ("results", "status"), ("baseline", "update"), ("baseline", "check"),
            ("feel", "record"), ("feel", "check"))


def edit(src, dst, code):
    return p3.edit_json(src, dst, code)


# ---------------------------------------------------------------------------------------------------------------
# help: `bench VERB --help`, `-h`, `bench help VERB [SUB]` exit 0 and print the usage (README "Commands";
# `bench --help`: "See 'bench <command> --help'")


def helps():
    s = "help"
    for v in VERBS:
        case(s, f"./bench {v} -h | grep -q USAGE", {0}, f"0: `bench {v} -h` prints its usage")
    for v, sub in SUBVERBS:
        case(s, f"./bench help {v} {sub} | grep -q USAGE", {0}, f"0: `bench help {v} {sub}` prints its usage")
    case(s, "./bench help help > /dev/null", {0}, "0: help of help")
    case(s, "./bench trajectory --velocity 1 --help > /dev/null", {0}, "0: --help after other options wins, writes nothing", absent=("Plots",))


# ---------------------------------------------------------------------------------------------------------------
# unknown: a verb, sub-verb or option bench does not have is exit 2 and one line naming it (docs/output.md)


def unknown():
    s = "unknown"
    case(s, "./bench trajectoryy", {2}, "2: unknown verb, named", stderr_has="trajectoryy")
    case(s, "./bench Trajectory", {2}, "2: verbs are lower case", stderr_has="Trajectory")
    case(s, "./bench ''", {2}, "2: an empty verb")
    case(s, "./bench help nosuchverb", {2}, "2: help of an unknown verb", stderr_has="nosuchverb")
    case(s, "./bench results frob sw", {2}, "2: unknown results sub-verb", stderr_has="frob")
    case(s, "./bench baseline frob", {2}, "2: unknown baseline sub-verb", stderr_has="frob")
    case(s, "./bench feel frob", {2}, "2: unknown feel sub-verb", stderr_has="frob")
    case(s, "./bench results", {2}, "2: results without a sub-verb")
    case(s, "./bench feel", {2}, "2: feel without a sub-verb")
    case(s, "./bench baseline", {2}, "2: baseline without a sub-verb")
    case(s, "./bench --version | grep -q .", {0}, "0: --version prints the version")
    case(s, "./bench -x", {2}, "2: unknown top-level short option", stderr_has="-x")
    case(s, "./bench --bogus=1 trajectory", {2}, "2: unknown top-level option before the verb", stderr_has="--bogus")
    case(s, f"{T} --bogus=1 --out u1.png", {2}, "2: unknown option in `=` form, named, nothing written", stderr_has="--bogus", absent=("u1.png",))
    case(s, "./bench results best sw --by nosuchmetric", {2}, "2: unknown --by value, named", stderr_has="--by")
    case(s, "./bench export --set no-such-param=1", {2}, "2: unknown --set name, named", stderr_has="no-such-param")
    for v, opt in (("run", "--chain"), ("compare", "--peerz"), ("trace", "--sessions"), ("fit", "--fre"),
                   ("export", "--fmt"), ("sweep", "--params"), ("render", "--metrics"), ("scenarios", "--all"),
                   ("conformance", "--seed"), ("touches", "--drag-distance"), ("serve", "--host"),
                   ("results best", "--topp"), ("feel check", "--outt"), ("baseline check", "--dir")):
        case(s, f"./bench {v} {opt} 1", {2}, f"2: unknown option {opt} of {v}, named, one line", stderr_has=opt)


# ---------------------------------------------------------------------------------------------------------------
# limits: exactly at a documented limit works, one step past it is exit 2 naming the option (each verb's --help,
# docs/output.md "--size", docs/sweeps.md ranges)


def limits():
    s = "limits"
    case(s, f"{T} --size 200x200 --out l1.png && test -s l1.png", {0}, "0: --size 200x200 (the least, 200…20000)")
    case(s, f"{T} --size 199x200 --out l2.png", {2}, "2: width 199", stderr_has="--size", absent=("l2.png",))
    case(s, f"{T} --size 200x199 --out l2.png", {2}, "2: height 199", stderr_has="--size", absent=("l2.png",))
    case(s, f"{T} --size 20000x2000 --out l3.png && test -s l3.png", {0}, "0: 20000x2000 = 40000000 pixels exactly", timeout=240)
    case(s, f"{T} --size 20000x2001 --out l4.png", {2}, "2: 40020000 pixels", stderr_has="--size", absent=("l4.png",))
    case(s, f"{T} --size 20001x200 --out l4.png", {2}, "2: width 20001", stderr_has="--size", absent=("l4.png",))
    case(s, "./bench compare --velocities 0.01:1:0.01 --set low-velocity-threshold=0.3 --out l5.png --renderer raster > /dev/null", {0}, "0: 100 A/B velocities (at most 100)")
    case(s, "./bench compare --velocities 0.01:1.01:0.01 --set low-velocity-threshold=0.3 --out l6.png --renderer raster", {2}, "2: 101 velocities", stderr_has="--velocities", absent=("l6.png",))
    case(s, "./bench run --chain-depth 1 --samples 1 --warmup 0 --frames 10 -q > /dev/null", {0}, "0: --frames 10 (10-10000)")
    case(s, "./bench run --chain-depth 1 --samples 1 --warmup 0 --frames 9 -q > /dev/null", {0, 2}, "0 or 2: --frames 9 (10-10000 is the automatic choice's range, docs/benchmarks.md line 64: no promise for an explicit value)", lines=None, stderr_has="--frames")
    case(s, "./bench run --chain-depth 1 --samples 1 --frames 0 -q", {2}, "2: --frames 0", stderr_has="--frames")
    case(s, "./bench run --chain-depth 1 --samples 1 --warmup 0 --frames 10000 -q > /dev/null", {0}, "0: --frames 10000")
    case(s, "./bench run --chain-depth 1 --samples 1 --warmup 0 --frames 10001 -q > /dev/null", {0, 2}, "0 or 2: --frames 10001 (as above)", lines=None, stderr_has="--frames")
    case(s, "./bench run --chain-depth 1 --samples 0 --frames 10 -q", {2}, "2: zero samples", stderr_has="--samples")
    case(s, "./bench fit dl.log --scenario default --free low-velocity-threshold --free high-velocity-threshold --free adjacent-anchor-distance --json l7.json > /dev/null && test -s l7.json", {0}, "0: three --free (one to three)", timeout=300)
    case(s, "./bench fit dl.log --scenario default --free low-velocity-threshold --free high-velocity-threshold --free adjacent-anchor-distance --free capture-distance --json l8.json", {2}, "2: four --free", stderr_has="--free", absent=("l8.json",))
    for fr, ok in ((60, {0}), (240, {0}), (90, {2}), (0, {2})):
        case(s, f"{T} --frame-rate {fr} --out l9-{fr}.png", ok, f"{min(ok)}: --frame-rate {fr} (60|120|240)", stderr_has="--frame-rate")
    for p, v, ok in (("low-velocity-threshold", "1000000", {0}), ("low-velocity-threshold", "1000000.5", {2}),
                     ("panel-deceleration-rate", "0.99995", {0}), ("panel-deceleration-rate", "0.99996", {2}), ("panel-deceleration-rate", "1", {2}),
                     ("panel-deceleration-rate", "0", {2}),                      ("animation-base-duration", "60", {0}), ("animation-base-duration", "60.001", {2}),
                     ("collapse-resistance", "1", {0}), ("collapse-resistance", "0.5", {2}), ("frame-rate", "240", {0}),
                     ("frame-rate", "100", {2}), ("handoff-mode", "innerFirstAtBoundary", {0}), ("handoff-mode", "innerfirst", {2}),
                     ("detent-0-height", "0", {0}), ("content-height", "-1", {2})):
        n = len(p3.rows)
        case(s, f"{SW} --param {p}={v} --out l10-{n}", ok, f"{min(ok)}: sweep --param {p}={v} (range in `bench sweep --help`)", stderr_has=p, absent=() if 0 in ok else (f"l10-{n}",))
    for v, ok in (("0.001", {0}), ("0.0009", {2})):
        case(s, f"./bench sweep --gesture drag --distances 100 --start-heights 400 --quiet --renderer raster --param drag-duration={v} --out l12-{v}", ok, f"{min(ok)}: drag sweep, drag-duration={v} (in [0.001, 60] s)", stderr_has="drag-duration")
    case(s, "./bench export --set animation-max-duration=60 --format json > /dev/null", {0}, "0: export --set at the range's end")
    case(s, "./bench export --set animation-max-duration=60.5 --format json", {2}, "2: one step past", stderr_has="animation-max-duration")
    case(s, "./bench touches --drag 100 --duration 0.001 > /dev/null", {0, 2}, "0 or 2: the least drag duration (0.001 s as drag-duration) or a documented refusal", lines=None, stderr_has="--duration")
    case(s, "./bench touches --drag 100 --duration 0", {2}, "2: a zero duration", stderr_has="--duration")
    case(s, "./bench compare --velocities 1 --set low-velocity-threshold=0.3 --max-time 0 --out l11.png --renderer raster", {2}, "2: --max-time 0", stderr_has="--max-time", absent=("l11.png",))


# ---------------------------------------------------------------------------------------------------------------
# orders: options in unusual but legal orders give the same bytes (README "Commands")


def orders():
    s = "orders"
    case(s, f"{T} --csv o1a.csv --out o1a.png --velocity 1 --start-height 700 && ./bench trajectory --start-height=700 --renderer=raster --velocity=1 --out o1b.png --csv o1b.csv && cmp o1a.csv o1b.csv", {0}, "0: reversed order, same CSV")
    case(s, "./bench export --format json --set high-velocity-threshold=3 --set low-velocity-threshold=0.3 > o2a.json && ./bench export --set low-velocity-threshold=0.3 --format json --set high-velocity-threshold=3 > o2b.json && cmp o2a.json o2b.json", {0}, "0: two --set in either order, same scenario")
    case(s, f"./bench sweep --quiet --start-heights 400 --param low-velocity-threshold=0.1,0.2 --renderer raster --velocities=-1,1 --out o3 && cmp o3/sweep.csv sw/sweep.csv", {0}, "0: the fixture sweep with options shuffled writes the same CSV")
    case(s, "./bench results best --by overshoot sw --top 2 > o4a.txt && ./bench results best sw --top 2 --by overshoot > o4b.txt && cmp o4a.txt o4b.txt", {0}, "0: positional in the middle")
    case(s, "./bench results pareto --out o5 --objective overshoot sw --objective settle-time --renderer raster > /dev/null", {0}, "0: pareto, folder between the objectives")
    case(s, "./bench baseline check r1.json --baselines-dir bl > /dev/null", {0, 3, 4}, "0/3/4: the file before --baselines-dir", lines=None)
    case(s, "./bench feel check --help > /dev/null && ./bench feel check feel.json > /dev/null", {0}, "0: a record checks against itself")
    case(s, "./bench touches --out o6.csv --rate 60 --drag 120 && ./bench touches --drag 120 --rate 60 > o6b.csv && cmp o6.csv o6b.csv", {0}, "0: -o file and standard output hold the same CSV")
    case(s, "./bench compare --targets all --velocity 1 --out o7.png --renderer raster --summary-json o7.json > /dev/null && test -s o7.json", {0}, "0: --targets before --velocity")
    case(s, "./bench render --renderer raster --out o8 sw && test -s o8/sweep.json", {0}, "0: render, the folder last")


# ---------------------------------------------------------------------------------------------------------------
# nested: outputs in folders made first (deep) are written; in folders missing, exit 2 and nothing made
# (docs/output.md "a folder that does not exist … in a path you wrote"; "its folder Plots/ is created")


def nested():
    s = "nested"
    case(s, f"mkdir -p n1/a/b/c/d/e && {T} --out n1/a/b/c/d/e/t.png --csv n1/a/b/c/d/e/t.csv --trace-out n1/a/b/t.log && test -s n1/a/b/c/d/e/t.csv && ./bench trace n1/a/b/t.log > /dev/null", {0}, "0: three outputs in deep folders, the trace reads back")
    case(s, f"{T} --out n2/x/t.png", {2}, "2: --out in a missing folder, nothing made", stderr_has="n2", absent=("n2",))
    case(s, f"mkdir n3 && {T} --out n3/t.png --csv n3/missing/t.csv", {2}, "2: the second output's folder missing; the first not written", stderr_has="n3/missing", absent=("n3/t.png",))
    case(s, f"mkdir -p n4/s && {SW} --param low-velocity-threshold=0.1 --out n4/s/deep/sweep", {2}, "2: sweep --out under a missing folder", absent=("n4/s/deep",))
    case(s, f"mkdir -p n5/a/b && {SW} --param low-velocity-threshold=0.1 --out n5/a/b/sw && ./bench results best n5/a/b/sw > /dev/null", {0}, "0: a sweep folder nested, read back")
    case(s, "mkdir -p n6/a && ./bench results merge sh0 sh1 --out n6/a/m && cmp n6/a/m/sweep.csv sw/sweep.csv", {0}, "0: merge into a nested folder, same rows as the whole sweep", lines=None)
    case(s, "mkdir -p n7/x/y && ./bench export --json n7/x/y/e.json --swift n7/x/y/e.swift && ./bench scenarios n7/x/y/e.json > /dev/null", {0}, "0: export both files nested, the JSON reads back")
    case(s, "mkdir e8 && cd e8 && ln -s ../bench bench && ./bench trajectory --renderer raster && test -s Plots/trajectory-default.png", {0}, "0: the default Plots/ is created when missing")
    case(s, "mkdir -p n9/b && ./bench baseline update r1.json --baselines-dir n9/b/new", {2}, "2: --baselines-dir missing", stderr_has="n9/b/new", absent=("n9/b/new",))
    case(s, "mkdir -p n10/q && ./bench run --chain-depth 1,2 --samples 2 --warmup 0 --frames 10 -q -o n10/q/r.json --plot n10/q/r.png > /dev/null && ./bench results compare n10/q/r.json r1.json > /dev/null", {0, 3, 4}, "0/3/4: run -o and --plot nested, compare reads it", lines=None)
    case(s, "mkdir -p n11/f && ./bench feel record --out n11/f/feel.json --recorded-dir Gestures && ./bench feel check n11/f/feel.json > /dev/null", {0}, "0: a record nested checks")
    case(s, f"touch n13 && {T} --out n13/t.png", {2}, "2: a regular file used as the output's folder", absent=("n13/t.png",), keep=("n13",))
    case(s, f"mkdir -p n14/a && ln -s a n14/l && {T} --out n14/l/t.png && test -s n14/a/t.png", {0}, "0: an output through a linked folder lands in the real folder")
    case(s, "mkdir -p n12 && ./bench touches --drag 80 -o n12/deep/t.csv", {2}, "2: touches -o in a missing folder", absent=("n12/deep",))


# ---------------------------------------------------------------------------------------------------------------
# readback: a written file, semantically edited, read by every verb that reads it (docs/output.md "Files read back
# are held to what the tool writes"; docs/export.md; docs/traces.md; docs/sweeps.md)


def readback():
    s = "readback"
    p3.sh("./bench export --format json --set low-velocity-threshold=0.5 > rb.json")
    # a scenario whose name was changed: every scenario reader takes it
    p3.sh(edit("rb.json", "rb-name.json", "d['name']='renamed tuning'"))
    case(s, f"{T} --scenario rb-name.json --out r1.png && ./bench scenarios rb-name.json | grep -q renamed", {0}, "0: a renamed scenario: trajectory, scenarios")
    case(s, "./bench compare --scenario-b rb-name.json --velocities 1 --out r2.png --renderer raster > /dev/null", {0}, "0: compare --scenario-b reads it")
    case(s, "./bench trace tr.log --scenario rb-name.json --allow-mismatch --out r3.png --renderer raster > /dev/null", {0, 1}, "0 (or 1, a documented mismatch verdict): trace --scenario reads it", lines=None)
    case(s, f"{SW} --scenario rb-name.json --param high-velocity-threshold=3 --out r4 && ./bench export --from-sweep r4 --format json | grep -q '\"lowVelocityThreshold\" : 0.5,' || exit 91", {0}, "0: the edited scenario swept; export --from-sweep keeps its threshold")
    case(s, "./bench export --scenario rb-name.json --format json > r5.json && ./bench export --scenario r5.json --format json > r5b.json && cmp r5.json r5b.json", {0}, "0: export of an export is a fixed point")
    # a scenario with the name as a control character: refused by every reader
    p3.sh(edit("rb.json", "rb-ctl.json", "d['name']='a\\u0007b'"))
    for v in (f"{T} --scenario rb-ctl.json --out r6.png", "./bench scenarios rb-ctl.json", "./bench export --scenario rb-ctl.json",
              f"{SW} --scenario rb-ctl.json --param low-velocity-threshold=0.1 --out r7"):
        case(s, v, {2}, "2: a control character in the name (docs/output.md), one line", absent=("r6.png", "r7"))
    # a fit: exported and read by trajectory; without its evaluations refused (docs/output.md)
    case(s, "./bench export --from-fit fit.json --format json > r8.json && ./bench trajectory --scenario r8.json --renderer raster --out r8.png", {0}, "0: a fit → export → trajectory")
    p3.sh(edit("fit.json", "fit-noev.json", "[d.pop(k) for k in list(d) if 'evaluation' in k.lower()]"))
    case(s, "./bench export --from-fit fit-noev.json --format json", {2}, "2: a fit needs at least one evaluation (docs/output.md), one line naming the field", stderr_has="evaluations")
    # a touch file: reversed in y (a drag down instead of up), read by trajectory, compare and feel record --gestures
    p3.sh("./bench touches --drag 150 --duration 0.2 -o tu.csv && python3 -c \"import csv;r=list(csv.reader(open('tu.csv')));b=[x for x in r if x and not x[0].startswith('#')][1:];y0=float(b[0][1]);open('td.csv','w').write('time_s,finger_y_pt\\n'+''.join(f'{t},{2*y0-float(y)}\\n' for t,y in b))\"")
    case(s, f"{T} --touches td.csv --csv r9.csv --out r9.png && test -s r9.csv", {0}, "0: a mirrored touch file (drag down) replays")
    case(s, "./bench compare --touches td.csv --policies --out r10.png --renderer raster > /dev/null", {0}, "0: compare --policies reads it")
    case(s, "python3 -c \"import csv;r=list(csv.reader(open('tu.csv')));open('tdup.csv','w').write('\\n'.join(','.join(x) for x in r+[r[-1]])+'\\n')\" ;; " + f"{T} --touches tdup.csv --out r11.png", {2}, "2: the last sample repeated (time does not advance), one line", absent=("r11.png",))
    # a trace: one gesture's lines dropped
    case(s, "head -n 3 tr.log > trh.log ;; ./bench trace trh.log > /dev/null", {0, 2}, "0 listing what is whole, or 2 naming the cut (never a crash)", lines=None)
    # a results file: one benchmark renamed -> compare says it is missing on one side, still one answer
    p3.sh(edit("r1.json", "r1-ren.json", "b=d['suites'][0]['benchmarks'][0]; b['name']=b['name']+'-renamed'"))
    case(s, "test -s r1-ren.json", {0}, "0: the edited results file was made (the next three cases read it)")
    case(s, "./bench results compare r1.json r1-ren.json > /dev/null", {0, 2, 3, 4}, "0/3/4 (a benchmark only on one side is listed) or 2 naming the file", lines=None)
    case(s, "./bench baseline check r1-ren.json --baselines-dir bl > /dev/null", {0, 2, 3, 4}, "0/3/4, or 2 naming the file", lines=None)
    case(s, "./bench results export r1-ren.json --to github-action-benchmark > /dev/null", {0, 2}, "0 (a renamed benchmark is a benchmark) or 2", lines=None)
    # a sweep: sweep.json's rows edited without the checksum -> readers refuse
    p3.sh("cp -r sw swe && python3 -c \"p='swe/sweep.csv';t=open(p).read().split('\\n');t[1]=t[1].replace('0.1','0.7',1);open(p,'w').write('\\n'.join(t))\"")
    for v in ("./bench results best swe", "./bench render swe --out r12 --renderer raster", "./bench export --from-sweep swe",
              "./bench results pareto swe --objective overshoot --objective settle-time --out r13 --renderer raster", "./bench results status swe"):
        case(s, v, {0, 2} if "status" in v else {0}, "0: readers read sweep.json alone (docs/sweeps.md: sweep.json holds the rows); `status` of a non-shard folder 2", lines=None)
    # sweep.json re-laid out by another JSON tool: refused by every reader (docs/sweeps.md, rowsCrc32)
    p3.sh("cp -r sw swj && python3 -c \"import json;p='swj/sweep.json';d=json.load(open(p));open(p,'w').write(json.dumps(d,indent=2))\"")
    for v in ("./bench results best swj", "./bench render swj --out r14 --renderer raster", "./bench export --from-sweep swj --format json",
              "./bench results pareto swj --objective overshoot --objective settle-time --out r15 --renderer raster",
              "./bench results merge swj --out r16", "./bench render swj --renderer raster"):
        case(s, v, {2}, "2: rows re-laid out count as changed (docs/sweeps.md line 241), one line", keep=("swj",), absent=("r14", "r15", "r16"), stderr_has="rows")
    # a feel record whose gesture count was cut: check reads it or refuses
    p3.sh(edit("feel.json", "feel-cut.json", "g=[k for k in d if isinstance(d[k],list)]; d[g[0]]=d[g[0]][:1] if g else None"))
    case(s, "./bench feel check feel-cut.json > /dev/null", {0, 2}, "0 (fewer gestures checked) or 2 naming the field", lines=None)
    # a baseline file edited by hand: a sample removed
    p3.sh("cp -r bl ble")
    case(s, "f=$(ls ble/*.json | head -1) && python3 -c \"import json,sys;p=sys.argv[1];d=json.load(open(p));open(p,'w').write(json.dumps(d,indent=1))\" $f ;; ./bench baseline check r1.json --baselines-dir ble > /dev/null", {0, 3, 4}, "0/3/4: a baseline re-indented by hand still reads", lines=None)


def main():
    p3.run_parts((("help", helps), ("unknown", unknown), ("limits", limits), ("orders", orders), ("nested", nested),
                  ("readback", readback)))


if __name__ == "__main__":
    main()
