#!/usr/bin/env python3
"""Golden kit: proves that a change of `bench` changed no output of the commands in README.md and docs/*.md.

  golden-kit.py record --bench PATH --out MANIFEST.json [--repo DIR] [--passes 2] [--workers 2]
  golden-kit.py compare OLD.json NEW.json

`record` runs every `bench` command of the fenced code blocks of README.md and docs/*.md in a fresh copy of the
repository's data folders and stores, per command, its exit status and the sha256 of its stdout, its stderr and
every file it created or changed. It runs everything `--passes` times: a command whose results differ between
passes depends on time or machine and is classed "timing" (only its exit status and file names are kept).
`compare` prints every difference between two manifests and exits 0 only when there is none.
Standard library only; see README.md beside this file.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

KIT_VERSION = 1
DATA_FOLDERS = ["Scenarios", "Gestures", "Traces", "Plots", "Benchmarks", "cluster"]
TIMEOUT_S = 120
HEAD_CHARS = 300

FENCE = re.compile(r"^\s*(```|~~~)\s*(\w*)")
BENCH_LINE = re.compile(r"^(?:\$ )?(?:swift run (?:-c release )?)?bench (?=\S)")
# The docs' own spellings of the tool, each replaced by plain `bench` (a symlink to --bench on PATH).
BENCH_SPELLINGS = re.compile(r"(^|&&\s*|;\s*|\|\s*)(?:\$ )?(?:swift run (?:-c release )?)?bench(?= )")
SKIP_RULES = [  # (pattern, reason): lines of the docs that are output or synopsis, not runnable commands
    (re.compile(r"^bench( [a-z-]+)+: "), "output line (bench VERB: ...)"),
    (re.compile(r"\[[^\]]*\]"), "option synopsis [...]"),
    (re.compile(r"<[^<>\s]+>"), "placeholder <...>"),
    (re.compile(r"\b(DIR|FILE|LOG|PATH|NAME|VALUE|PATTERN)\b"), "placeholder in capitals"),
    (re.compile(r"\bmy\.log\b|\bmy-panel\.json\b"), "placeholder file (my.log, my-panel.json)"),
    (re.compile(r"\.\.\.|…"), "ellipsis"),
    (re.compile(r" → "), "module graph line (MODULE → dependencies)"),
    (re.compile(r"^(swift run( -c release)? )?bench serve\b"), "a server: runs until stopped (tested by Tests/Browser)"),
    (re.compile(r"(^|[\s=])/(?!tmp/)[A-Za-z]"), "absolute path outside /tmp (would write outside the work folder)"),
]
# Figures of speed in otherwise exact output (the sweep summary, the progress line), each replaced by `#` before
# hashing, the rest of the line kept: "files in 0.239 s on", "0.42 M frames/s", "5369 cells/s", "100.5 rounds/s",
# "0:00 left". Figures of the simulation (pt/s, "drag 150 pt in 0.03 s", settle s) are never masked.
TIMING_FIGURES = re.compile(
    rb"(?<=files in )\d+(?:\.\d+)?(?= s on )|\d+(?:\.\d+)?(?: [kMG])?(?= (?:frames|cells|rounds)/s\b)"
    rb"|\d+:\d\d(?= left\b)"
)
TMP_PATH = re.compile(r"(?<=[\s=])/tmp/")  # /tmp/x in a command becomes tmp/x inside the work folder


def strip_comment(line):
    """The shell line without its trailing `# comment` (a `#` outside quotes, at the start or after a space)."""
    quote = None
    for index, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "#" and (index == 0 or line[index - 1].isspace()):
            return line[:index].rstrip()
    return line.rstrip()


def extract(repo):
    """(kept, skipped): kept commands as dicts {file, line, command}; skipped as {file, line, text, reason}."""
    files = ["README.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(repo, "docs")) if name.endswith(".md")
    )
    kept, skipped = [], []
    for relative in files:
        with open(os.path.join(repo, relative), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        language, index = None, 0
        while index < len(lines):
            start, line = index + 1, lines[index]
            index += 1
            fence = FENCE.match(line)
            if fence:
                language = None if language is not None else fence.group(2)
                continue
            if language is None:
                continue
            text = line.strip()
            while text.endswith("\\") and index < len(lines):
                text = text[:-1].rstrip() + " " + lines[index].strip()
                index += 1
            text = strip_comment(text)
            if not BENCH_LINE.match(text):
                if language in ("sh", "bash", "shell") and text:
                    skipped.append(dict(file=relative, line=start, text=text, reason="not a bench command"))
                continue
            reason = next((why for pattern, why in SKIP_RULES if pattern.search(text)), None)
            if reason:
                skipped.append(dict(file=relative, line=start, text=text, reason=reason))
            else:
                kept.append(dict(file=relative, line=start, command=text))
    return kept, skipped


def runnable(command):
    """The command as run: the tool spelled `bench`, /tmp/ paths moved into the work folder."""
    return TMP_PATH.sub("tmp/", BENCH_SPELLINGS.sub(lambda m: m.group(1) + "bench", command))


def copy_data(repo, work):
    """Copies the data folders as a fresh clone has them (git's tracked files; every file if not a checkout)."""
    try:
        listed = subprocess.run(
            ["git", "-C", repo, "ls-files", "-z", "--"] + DATA_FOLDERS, capture_output=True, check=True
        ).stdout.decode()
        for relative in filter(None, listed.split("\0")):
            os.makedirs(os.path.join(work, os.path.dirname(relative)), exist_ok=True)
            shutil.copy2(os.path.join(repo, relative), os.path.join(work, relative))
    except (OSError, subprocess.CalledProcessError):
        for folder in DATA_FOLDERS:
            if os.path.isdir(os.path.join(repo, folder)):
                shutil.copytree(os.path.join(repo, folder), os.path.join(work, folder), symlinks=True)
    os.makedirs(os.path.join(work, "tmp"))


def file_stats(work):
    """relative path -> (size, mtime ns) of every file under work."""
    stats = {}
    for folder, _, names in os.walk(work):
        for name in names:
            path = os.path.join(folder, name)
            status = os.lstat(path)
            stats[os.path.relpath(path, work)] = (status.st_size, status.st_mtime_ns)
    return stats


class Normaliser:
    """Replaces the work folder's path by `$WORK` and the binary's path by `bench`, in output and file bytes."""

    def __init__(self, work, binaries):
        pairs = [(path, "$WORK") for path in {work, os.path.realpath(work)}]
        pairs += [(path, "bench") for path in binaries]
        self.pairs = sorted(((a.encode(), b.encode()) for a, b in pairs), key=lambda p: -len(p[0]))

    def __call__(self, data):
        for old, new in self.pairs:
            data = data.replace(old, new)
        return data


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def run_command(command, work, env, normalise):
    """Runs one command in work; its exit status, normalised output hashes and the files it created or changed."""
    before = file_stats(work)
    started = time.monotonic()
    process = subprocess.Popen(
        ["bash", "-c", runnable(command)], cwd=work, env=env, start_new_session=True,
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        stdout, stderr = process.communicate(timeout=TIMEOUT_S)
        status = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        status = "timeout"
    seconds = time.monotonic() - started
    after = file_stats(work)
    files = {}
    for relative in sorted(after):
        if before.get(relative) != after[relative]:
            with open(os.path.join(work, relative), "rb") as handle:
                files[relative] = sha256(normalise(handle.read()))
    (stdout, stdout_masked), (stderr, stderr_masked) = (
        TIMING_FIGURES.subn(b"#", normalise(stream)) for stream in (stdout, stderr)
    )
    return dict(
        exit=status, stdout_sha256=sha256(stdout), stderr_sha256=sha256(stderr),
        stdout_head=stdout[:HEAD_CHARS].decode(errors="replace"),
        stderr_head=stderr[:HEAD_CHARS].decode(errors="replace"),
        files=files, deleted=sorted(set(before) - set(after)),
        timing_figures_masked=stdout_masked + stderr_masked, seconds=round(seconds, 3),
    )


def run_file(commands, repo, bin_dir, binaries):
    """Runs one markdown file's commands in order in one fresh work folder; one result dict per command."""
    work = tempfile.mkdtemp(prefix="golden-work-")
    try:
        copy_data(repo, work)
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), LC_ALL="C", TZ="UTC")
        env.update(GITHUB_STEP_SUMMARY="step-summary.md")
        normalise = Normaliser(work, binaries)
        return [run_command(command["command"], work, env, normalise) for command in commands]
    finally:
        shutil.rmtree(work, ignore_errors=True)


OUTPUT_FIELDS = ["exit", "stdout_sha256", "stderr_sha256", "files", "deleted"]


def record(args):
    repo = os.path.abspath(args.repo)
    binary = os.path.abspath(args.bench)
    if not os.access(binary, os.X_OK):
        sys.exit(f"golden-kit: --bench: {binary} is not an executable file")
    kept, skipped = extract(repo)
    for item in skipped:
        print(f"skipped {item['file']}:{item['line']}: {item['reason']}: {item['text']}")
    print(f"{len(kept)} commands kept, {len(skipped)} lines skipped; {args.passes} passes, {args.workers} workers")
    by_file = {}
    for command in kept:
        by_file.setdefault(command["file"], []).append(command)
    bin_dir = tempfile.mkdtemp(prefix="golden-bin-")
    os.symlink(binary, os.path.join(bin_dir, "bench"))
    binaries = [binary, os.path.realpath(binary), os.path.join(bin_dir, "bench")]
    started = time.monotonic()
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.workers) as pool:
            jobs = {
                (name, run): pool.submit(run_file, commands, repo, bin_dir, binaries)
                for run in range(args.passes) for name, commands in by_file.items()
            }
            passes = {key: job.result() for key, job in jobs.items()}
    finally:
        shutil.rmtree(bin_dir, ignore_errors=True)
    commands = []
    for name, file_commands in by_file.items():
        for position, command in enumerate(file_commands):
            runs = [passes[(name, run)][position] for run in range(args.passes)]
            first = runs[0]
            unstable = [field for field in OUTPUT_FIELDS if any(run[field] != first[field] for run in runs)]
            entry = dict(command, run_as=runnable(command["command"]))
            entry["seconds"] = [run["seconds"] for run in runs]
            if unstable:
                entry.update(cls="timing", unstable_fields=unstable, exit=first["exit"],
                             file_names=sorted(set().union(*(run["files"] for run in runs))),
                             stdout_head=first["stdout_head"], stderr_head=first["stderr_head"])
            else:
                entry.update({key: value for key, value in first.items() if key != "seconds"}, cls="exact")
            commands.append(entry)
    total = time.monotonic() - started
    timing = [c for c in commands if c["cls"] == "timing"]
    manifest = dict(
        kit_version=KIT_VERSION, bench=binary, bench_sha256=sha256(open(binary, "rb").read()), repo=repo,
        passes=args.passes, timeout_s=TIMEOUT_S, data_folders=DATA_FOLDERS, seconds=round(total, 1),
        note="cls 'timing': output differed between passes (time or machine dependent); only exit status and "
             "file names are kept and compared. Paths: the work folder reads $WORK, the binary reads bench.",
        skipped=skipped, commands=commands,
    )
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    for command in timing:
        print(f"timing {command['file']}:{command['line']}: {command['command']} "
              f"(differs between passes: {', '.join(command['unstable_fields'])})")
    print(f"{len(commands)} commands recorded ({len(timing)} timing) in {total:.1f} s -> {args.out}")


def differences(old, new):
    """Human-readable lines saying how one command's new record differs from its old one (empty: identical)."""
    if old["cls"] == "timing" or new["cls"] == "timing":
        found = []
        if old["cls"] == "exact":
            found.append(f"output was exact in OLD, time or machine dependent in NEW "
                         f"({', '.join(new['unstable_fields'])})")
        if old["exit"] != new["exit"]:
            found.append(f"exit status {old['exit']} -> {new['exit']}")
        old_names = set(old.get("file_names", old.get("files", [])))
        new_names = set(new.get("file_names", new.get("files", [])))
        if old_names != new_names:
            found.append(f"file names: only in OLD {sorted(old_names - new_names)}, "
                         f"only in NEW {sorted(new_names - old_names)}")
        return found
    found = []
    if old["exit"] != new["exit"]:
        found.append(f"exit status {old['exit']} -> {new['exit']}")
    for stream in ("stdout", "stderr"):
        if old[f"{stream}_sha256"] != new[f"{stream}_sha256"]:
            heads = old[f"{stream}_head"], new[f"{stream}_head"]
            shown = f"\n      OLD: {heads[0]!r}\n      NEW: {heads[1]!r}" if heads[0] != heads[1] else ""
            found.append(f"{stream} differs" + (shown or f" after its first {HEAD_CHARS} characters"))
    for path in sorted(set(old["files"]) | set(new["files"])):
        if path not in new["files"]:
            found.append(f"file {path}: written by OLD only")
        elif path not in old["files"]:
            found.append(f"file {path}: written by NEW only")
        elif old["files"][path] != new["files"][path]:
            found.append(f"file {path}: content differs")
    if old["deleted"] != new["deleted"]:
        found.append(f"deleted files: {old['deleted']} -> {new['deleted']}")
    return found


def keyed(manifest):
    """(file, command, occurrence) -> command record; the same command twice in one file gets two keys."""
    result, seen = {}, {}
    for command in manifest["commands"]:
        base = (command["file"], command["command"])
        seen[base] = seen.get(base, 0) + 1
        result[base + (seen[base],)] = command
    return result


def compare(args):
    manifests = []
    for path in (args.old, args.new):
        with open(path, encoding="utf-8") as handle:
            manifests.append(json.load(handle))
    if manifests[0]["kit_version"] != manifests[1]["kit_version"]:
        print(f"warning: the manifests were written by kit versions {manifests[0]['kit_version']} and "
              f"{manifests[1]['kit_version']}: record both with the same kit")
    old, new = keyed(manifests[0]), keyed(manifests[1])
    identical = differ = timing = 0
    for key in list(old) + [key for key in new if key not in old]:
        where = f"{key[0]}:{(old.get(key) or new.get(key))['line']}: {key[1]}"
        if key not in new or key not in old:
            found = ["command only in " + ("OLD" if key not in new else "NEW") + " (the docs changed?)"]
        else:
            found = differences(old[key], new[key])
        if found:
            differ += 1
            print(f"DIFFERS {where}")
            for line in found:
                print(f"    {line}")
        elif old[key]["cls"] == "timing" or new[key]["cls"] == "timing":
            timing += 1
        else:
            identical += 1
    total = identical + differ + timing
    print(f"{total} commands, {identical} identical, {differ} differ, {timing} timing-only")
    return 0 if differ == 0 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    verbs = parser.add_subparsers(dest="verb", required=True)
    recorder = verbs.add_parser("record", help="run every documented bench command and write a manifest")
    recorder.add_argument("--bench", required=True, help="the bench binary to run")
    recorder.add_argument("--out", required=True, help="the manifest JSON to write")
    recorder.add_argument("--repo", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."),
                          help="the checkout whose README.md, docs/ and data folders are used (default: this one)")
    recorder.add_argument("--passes", type=int, default=2, help="runs per command to detect timing output")
    recorder.add_argument("--workers", type=int, default=2, help="markdown files run in parallel")
    comparer = verbs.add_parser("compare", help="print every difference between two manifests")
    comparer.add_argument("old")
    comparer.add_argument("new")
    args = parser.parse_args()
    if args.verb == "record":
        if args.passes < 1 or args.workers < 1:
            parser.error("--passes and --workers must be at least 1")
        record(args)
        return 0
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
