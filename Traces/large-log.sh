#!/bin/sh
# Traces/large-log.sh: large console logs for timing `bench trace` (docs/performance.md, "Reading a trace log").
#
#   Traces/large-log.sh sessions N   N copies of round-trip-default.log in a row, on standard output: each copy starts
#                                    again at sequence 1, so each is a new session (N=300 gives 25 MB)
#   Traces/large-log.sh marker MB    one marker line of about MB megabytes (an event's details: one key per kilobyte),
#                                    whose last key is given twice: read to the end, then refused ("key given twice")
set -eu
here=$(dirname "$0")
case "${1:-}" in
sessions)
    i=0
    while [ "$i" -lt "$2" ]; do
        cat "$here/round-trip-default.log"
        i=$((i + 1))
    done
    ;;
marker)
    python3 - "$2" "$here/round-trip-default.log" <<'PY'
import json, sys
megabytes, log = float(sys.argv[1]), sys.argv[2]
line = next(l for l in open(log) if "BODRAG_TRACE_BATCH " in l)
batch = json.loads(line.split("BODRAG_TRACE_BATCH ", 1)[1])
event = batch["events"][0]
count = int(megabytes * 1e6 / 1024)
value = "0" * 1000
event["details"] = {"k%09d" % i: value for i in range(count)}
text = json.dumps(batch, separators=(",", ":"))
# The last key again: a duplicate only a reader that reads the whole line finds.
last = '"k%09d":"%s"' % (count - 1, value)
text = text.replace(last + "}", last + "," + last + "}", 1)
sys.stdout.write("BODRAG_TRACE_BATCH " + text + "\n")
PY
    ;;
*)
    echo "usage: $0 sessions N | marker MB" >&2
    exit 2
    ;;
esac
