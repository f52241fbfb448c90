#!/usr/bin/env bash
# Integration test: a bench sweep as a Slurm job array on a one-node Slurm cluster started here, merged, and
# compared byte for byte with the same sweep run unsharded.
#
#   bash Tests/Cluster/slurm-array.sh [path/to/bench]      (as root; installs slurm-wlm and munge when missing)
#
# It starts munged, slurmctld and slurmd with their own key, socket, ports, state and logs under a temporary
# folder (nothing system-wide is touched), submits cluster/slurm/sweep-array.sbatch as a 4-task array with
# --shard auto, joins the shards with bench results merge, and stops exactly the daemons it started. Then a partly
# failed array: task 2 fails, bench results status names it and prints the --array list to rerun (exit 6), the
# rerun with SWEEP_SHARDS fills it in, and the merge is again byte for byte the unsharded sweep.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
bench=$(realpath "${1:-.build/debug/bench}")
[ -x "$bench" ] || { echo "slurm-array: no bench executable at $bench (swift build --product bench)" >&2; exit 2; }
if [ "$(id -u)" != 0 ]; then
    echo "slurm-array: skipped: starting slurmctld, slurmd and munged needs root" >&2
    exit 0
fi
if ! command -v slurmctld >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
    echo "slurm-array: installing slurm-wlm and munge"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq slurm-wlm munge >/dev/null
fi

work=$(mktemp -d /tmp/bench-slurm.XXXXXX)
chmod 755 "$work"
started=()
stop() {
    status=$?
    for pidfile in "${started[@]}"; do
        if [ -s "$pidfile" ]; then
            pid=$(cat "$pidfile")
            kill "$pid" 2>/dev/null || true
            for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
            kill -9 "$pid" 2>/dev/null || true
        fi
    done
    if [ "$status" != 0 ]; then
        for log in "$work"/*.log; do echo "--- $log" >&2; tail -20 "$log" >&2 || true; done
    fi
    rm -rf "$work"
}
trap stop EXIT

# munge: a fresh key and socket of our own.
mkdir -p "$work/munge"
chmod 700 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/munge.socket" \
    --pid-file="$work/munge/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munge/munged.seed"
started+=("$work/munge/munged.pid")

# Free ports for the controller and the node daemon.
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
ctld_port=$(port)
slurmd_port=$(port)
node=$(hostname -s)
mkdir -p "$work/state" "$work/spool" "$work/out"
cat > "$work/slurm.conf" <<CONF
ClusterName=benchtest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/munge.socket
CredType=cred/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=bench Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
slurmctld -f "$SLURM_CONF"
started+=("$work/slurmctld.pid")
slurmd -f "$SLURM_CONF"
started+=("$work/slurmd.pid")
for _ in $(seq 100); do
    state=$(sinfo -h -n "$node" -o %T 2>/dev/null || true)
    case "$state" in idle*|mixed*|allocated*) break ;; esac
    sleep 0.2
done
case "$state" in idle*|mixed*|allocated*) ;; *) echo "slurm-array: node not up (state '$state')" >&2; exit 1 ;; esac

# The sweep: small, so the test stays fast; the same options sharded and whole.
args="--param low-velocity-threshold=0:0.4:0.1 --velocities=-2:2:0.25 --start-heights 250,400 --renderer raster"
BENCH="$bench" SWEEP_OUT="$work/out" SWEEP_ARGS="$args" \
    sbatch --wait --array=0-3 --chdir="$work" --output="$work/task-%a.log" \
    "$repo/cluster/slurm/sweep-array.sbatch" >/dev/null
for i in 0 1 2 3; do
    grep -q "shard $i/4 from Slurm job array" "$work/task-$i.log" \
        || { echo "slurm-array: task $i did not take shard $i/4 from the array" >&2; exit 1; }
done
"$bench" results merge "$work"/out/shard-* --out "$work/merged" --renderer raster >/dev/null
# shellcheck disable=SC2086  # args is a list of options
"$bench" sweep $args --quiet --out "$work/whole" >/dev/null
diff -r "$work/merged" "$work/whole"
echo "slurm-array: 4 array tasks merged into exactly the unsharded sweep ($(ls "$work/whole" | wc -l) files)"

# A partly failed array: a stand-in for bench that fails task 2 (as a node lost mid-run would).
cat > "$work/flaky-bench" <<FLAKY
#!/usr/bin/env bash
if [ "\${SLURM_ARRAY_TASK_ID:-}" = 2 ]; then echo "flaky-bench: task 2 fails" >&2; exit 1; fi
exec "$bench" "\$@"
FLAKY
chmod 755 "$work/flaky-bench"
# sbatch --wait exits non-zero when a task failed, which is the point here.
BENCH="$work/flaky-bench" SWEEP_OUT="$work/flaky" SWEEP_ARGS="$args" \
    sbatch --wait --array=0-3 --chdir="$work" --output="$work/flaky-%a.log" \
    "$repo/cluster/slurm/sweep-array.sbatch" >/dev/null || true
rc=0
"$bench" results status "$work/flaky" >"$work/status.txt" || rc=$?
if [ "$rc" != 6 ] || ! grep -qx "rerun: --array=2" "$work/status.txt"; then
    echo "slurm-array: results status (exit $rc) did not ask to rerun task 2 alone:" >&2
    cat "$work/status.txt" >&2
    exit 1
fi
BENCH="$bench" SWEEP_OUT="$work/flaky" SWEEP_ARGS="$args" SWEEP_SHARDS=4 \
    sbatch --wait --array=2 --chdir="$work" --output="$work/rerun-%a.log" \
    "$repo/cluster/slurm/sweep-array.sbatch" >/dev/null
"$bench" results status "$work/flaky" >/dev/null
"$bench" results merge "$work"/flaky/shard-* --out "$work/flaky-merged" --renderer raster >/dev/null
diff -r "$work/flaky-merged" "$work/whole"
echo "slurm-array: a failed task found by results status, rerun alone, merged into the unsharded sweep"
