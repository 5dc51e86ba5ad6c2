#!/usr/bin/env bash
# Start or stop a throw-away single-node Slurm cluster (Slurm 22.05 + MUNGE,
# as packaged by Debian 12: slurm-wlm, munge) for tests that need a real
# batch scheduler.
#
#   slurm_single_node.sh start DIR   # prints SLURM_CONF=DIR/slurm.conf
#   slurm_single_node.sh stop  DIR
#
# Must run as root: SlurmUser/SlurmdUser are root so that no service account,
# /etc/slurm or /etc/munge content is needed. Everything the cluster writes
# (key, config, state, spool, sockets, pid and log files) lives under DIR, so
# the caller removes DIR after `stop` and nothing is left behind. No systemd
# and no cgroups are used: process tracking is proctrack/linuxproc and task
# binding is task/none.
#
# Clients (sbatch, squeue, sinfo, scancel, scontrol) find this cluster only
# through SLURM_CONF=DIR/slurm.conf in their environment; slurm.conf in turn
# points the munge auth/cred plugins at DIR/munge.socket.2 (AuthInfo), so no
# system-wide munged is needed either.
#
# Optional environment: SLURMCTLD_PORT / SLURMD_PORT (default 6817 / 6818)
# so that two clusters can run side by side on one machine.

# Fail fast: a half-started cluster is worse than a clear error.
set -euo pipefail

readonly START_TIMEOUT_S=60
readonly STOP_TIMEOUT_S=20
# How long stop waits for init to reap the dead daemons; see await_reaped.
readonly REAP_TIMEOUT_S=5

# Every pid stop has signalled.
signalled=()

die() {
    echo "slurm_single_node: $*" >&2
    exit 1
}

usage() {
    echo "usage: $0 start|stop DIR" >&2
    exit 2
}

# True if PID names a live, non-zombie process. The init process of a
# container may never reap re-parented daemons, so a zombie counts as gone.
pid_alive() {
    local pid=$1 stat state
    [[ "$pid" =~ ^[0-9]+$ ]] || return 1
    # read, not $(<...): under set -e bash exits outright when that
    # redirection fails, and the process may vanish at any moment.
    { read -r stat <"/proc/$pid/stat"; } 2>/dev/null || return 1
    # The state follows the parenthesised command name, which may contain
    # spaces.
    state=${stat##*) }
    state=${state%% *}
    [[ -n "$state" && "$state" != Z && "$state" != X ]]
}

# PID from a pid file, only if that process is still the daemon we started
# (its executable name matches), so a recycled pid is never signalled.
daemon_pid() {
    local pidfile=$1 name=$2 pid comm
    # A daemon removes its pid file when it exits, possibly right now.
    { read -r pid <"$pidfile"; } 2>/dev/null || return 1
    pid_alive "$pid" || return 1
    { read -r comm <"/proc/$pid/comm"; } 2>/dev/null || return 1
    [[ "$comm" == "$name" ]] || return 1
    echo "$pid"
}

# slurmstepd processes (and the job tasks below them) outlive slurmd by
# design, so they are found separately: a Slurm process (by name) whose
# environment carries this cluster's SLURM_CONF belongs to this cluster,
# since slurmstepd inherits the environment the daemons were started with,
# and so does everything descended from one. The name check matters: the
# caller, and this script itself, have the same SLURM_CONF exported.
cluster_pids() {
    local conf=$1 seeds=() f p comm
    for f in /proc/[0-9]*/environ; do
        p=${f#/proc/}
        p=${p%/environ}
        { read -r comm <"/proc/$p/comm"; } 2>/dev/null || continue
        case "$comm" in
            slurmstepd | slurmd | slurmctld | slurmscriptd) ;;
            *) continue ;;
        esac
        # Processes vanish while being scanned, hence the ignored errors.
        if grep -qzxF "SLURM_CONF=$conf" "$f" 2>/dev/null; then
            seeds+=("$p")
        fi
    done
    ((${#seeds[@]})) || return 0
    ps -e -o pid= -o ppid= | awk -v seeds="${seeds[*]}" -v self="$$" '
        BEGIN { n = split(seeds, s, " "); for (i = 1; i <= n; i++) mine[s[i]] = 1 }
        { parent[$1] = $2 }
        END {
            do {
                grew = 0
                for (p in parent)
                    if (!(p in mine) && (parent[p] in mine) && p != self) { mine[p] = 1; grew = 1 }
            } while (grew)
            for (p in mine) if (p in parent) print p
        }'
}

# Send SIGTERM to the given pids, wait up to STOP_TIMEOUT_S for all of them
# to go, then SIGKILL whatever is left.
terminate() {
    local pids=("$@") pid deadline left
    ((${#pids[@]})) || return 0
    signalled+=("${pids[@]}")
    kill -TERM "${pids[@]}" 2>/dev/null || true
    deadline=$((SECONDS + STOP_TIMEOUT_S))
    while :; do
        left=()
        for pid in "${pids[@]}"; do
            pid_alive "$pid" && left+=("$pid")
        done
        ((${#left[@]})) || return 0
        ((SECONDS < deadline)) || break
        sleep 0.2
    done
    kill -KILL "${left[@]}" 2>/dev/null || true
    for _ in $(seq 50); do
        left=()
        for pid in "${pids[@]}"; do
            pid_alive "$pid" && left+=("$pid")
        done
        ((${#left[@]})) || return 0
        sleep 0.1
    done
    echo "slurm_single_node: still running after SIGKILL: ${left[*]}" >&2
}

# The daemons are children of init once they have daemonised, and some
# container inits reap only now and then, so a dead daemon can linger as a
# zombie that pgrep still lists. Give init a moment so that a caller who
# checks with pgrep right after stop sees nothing; a zombie uses no
# resources, so running out of time here is not an error.
await_reaped() {
    local deadline=$((SECONDS + REAP_TIMEOUT_S)) pid left
    while :; do
        left=0
        for pid in "$@"; do
            [[ -e "/proc/$pid" ]] && left=1
        done
        ((left)) || return 0
        ((SECONDS < deadline)) || return 0
        sleep 0.1
    done
}

stop_cluster() {
    local dir=$1 pids=() pid deadline
    export SLURM_CONF="$dir/slurm.conf"

    # Cancel jobs through the controller first so that slurmstepd ends them
    # cleanly; a slurmstepd left behind does not react to SIGTERM.
    if daemon_pid "$dir/slurmctld.pid" slurmctld >/dev/null; then
        mapfile -t pids < <(squeue --noheader --format='%A' 2>/dev/null || true)
        if ((${#pids[@]})); then
            scancel "${pids[@]}" 2>/dev/null || true
            deadline=$((SECONDS + 5))
            while [[ -n "$(squeue --noheader 2>/dev/null)" ]] && ((SECONDS < deadline)); do
                sleep 0.2
            done
        fi
    fi

    # Then the Slurm daemons (slurmd first, so that it does not complain
    # about a lost controller) ...
    pids=()
    pid=$(daemon_pid "$dir/slurmd.pid" slurmd) && pids+=("$pid")
    pid=$(daemon_pid "$dir/slurmctld.pid" slurmctld) && pids+=("$pid")
    ((${#pids[@]})) && terminate "${pids[@]}"

    # ... then whatever still belongs to the cluster (steps and tasks of
    # jobs that could not be cancelled) is killed outright ...
    mapfile -t pids < <(cluster_pids "$SLURM_CONF")
    if ((${#pids[@]})); then
        kill -KILL "${pids[@]}" 2>/dev/null || true
        terminate "${pids[@]}"
    fi

    # ... and munged last, because the others need it while shutting down.
    pid=$(daemon_pid "$dir/munged.pid" munged) && terminate "$pid"

    ((${#signalled[@]})) && await_reaped "${signalled[@]}"
    return 0
}

dump_logs() {
    local dir=$1 f
    for f in munged.log slurmctld.log slurmd.log; do
        [[ -f "$dir/$f" ]] || continue
        echo "----- $dir/$f (tail) -----" >&2
        tail -n 40 "$dir/$f" >&2 || true
    done
}

write_config() {
    local dir=$1 host cpus mem_total mem
    # slurmd identifies its node by the short hostname, so NodeName and the
    # controller name must be exactly that. Addresses are pinned to loopback
    # so nothing depends on how (or whether) the hostname resolves.
    host=$(hostname -s)
    # nproc honours OMP_NUM_THREADS/OMP_THREAD_LIMIT, which say nothing
    # about the machine; the CPUs this process may use are what counts.
    cpus=$(env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc)
    mem_total=$(free -m | awk '/^Mem:/ { print $2 }')
    # slurmd drains a node that reports less memory than configured, so
    # leave some head-room below the total.
    mem=$((mem_total * 95 / 100))
    ((mem > 0)) || mem=1

    cat >"$dir/slurm.conf" <<EOF
ClusterName=testfarm
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=${SLURMCTLD_PORT:-6817}
SlurmdPort=${SLURMD_PORT:-6818}

SlurmUser=root
SlurmdUser=root

AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge.socket.2

ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true

SchedulerType=sched/backfill
# Start batch jobs as soon as resources free up instead of batching them
# for up to 3 s (the default), which keeps short test jobs short.
SchedulerParameters=batch_sched_delay=0
SelectType=select/cons_tres
# Count plain CPUs and do not treat memory as consumable, so that tasks
# without --mem can run side by side.
SelectTypeParameters=CR_CPU
ReturnToService=2

StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/slurmd
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
# Escalate from SIGTERM to SIGKILL quickly when jobs are cancelled, so that
# stop does not wait on a job that ignores SIGTERM.
KillWait=2

NodeName=$host NodeAddr=127.0.0.1 NodeHostname=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
    # No cgroup.conf: with proctrack/linuxproc and task/none, Slurm 22.05
    # loads no cgroup plugin and does not need one.
}

start_munged() {
    local dir=$1
    # Any random bytes make a valid key; mungekey just does it properly.
    if command -v mungekey >/dev/null 2>&1; then
        mungekey --create --keyfile="$dir/munge.key"
    else
        dd if=/dev/urandom of="$dir/munge.key" bs=1024 count=1 status=none
    fi
    chown root:root "$dir/munge.key"
    chmod 0400 "$dir/munge.key"
    # --force turns munged's permission checks on the directories above DIR
    # (and on a stale socket) from fatal errors into warnings; they guard a
    # shared system daemon, not a private test one. munged daemonises and
    # only returns once it is ready to serve requests. A fixed --origin
    # spares it a lookup of the hostname, which may not resolve.
    munged --force </dev/null >&2 \
        --origin=127.0.0.1 \
        --socket="$dir/munge.socket.2" \
        --key-file="$dir/munge.key" \
        --pid-file="$dir/munged.pid" \
        --log-file="$dir/munged.log" \
        --seed-file="$dir/munged.seed"
    # A round trip through the socket proves the daemon really works.
    munge -n -S "$dir/munge.socket.2" | unmunge -S "$dir/munge.socket.2" >/dev/null
}

# Exactly "idle" means registered, responding ("idle*" would mean not),
# not drained, and ready to take jobs.
node_idle() {
    local state
    state=$(sinfo --noheader --node="$(hostname -s)" --format='%T' 2>/dev/null) || return 1
    [[ "$state" == idle ]]
}

# Report why start failed, with the daemons' logs, and undo the start.
fail_start() {
    local dir=$1
    shift
    trap - ERR
    set +e
    echo "slurm_single_node: $*" >&2
    dump_logs "$dir"
    stop_cluster "$dir"
    exit 1
}

# A daemon that wrote its pid file and then died will never come up.
check_daemon() {
    local dir=$1 name=$2
    if [[ -s "$dir/$name.pid" ]] && ! daemon_pid "$dir/$name.pid" "$name" >/dev/null; then
        fail_start "$dir" "$name exited during start-up"
    fi
    if [[ ! -s "$dir/$name.pid" ]] && ((SECONDS > 10)); then
        fail_start "$dir" "$name did not write $dir/$name.pid"
    fi
}

start_cluster() {
    local dir=$1 conf deadline
    [[ $EUID -eq 0 ]] || die "must run as root"
    for tool in munged munge unmunge slurmctld slurmd sinfo scontrol squeue scancel; do
        command -v "$tool" >/dev/null 2>&1 || die "$tool not found (install slurm-wlm and munge)"
    done

    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd -P)
    # Old state in DIR would be recovered by slurmctld (stale jobs), and the
    # pid files would point stop at the wrong processes.
    if [[ -e "$dir/slurm.conf" || -e "$dir/munge.key" ]]; then
        die "$dir was already used for a cluster; pass a fresh directory"
    fi
    # munged insists that no one but root can write to the directory of its
    # socket and key; others may still reach the socket (0400 protects the
    # key), which a client that is not root needs.
    chmod 0755 "$dir"
    mkdir -p "$dir/state" "$dir/slurmd"
    conf="$dir/slurm.conf"

    # From here on any failure must tear down what was started.
    set -o errtrace
    trap 'fail_start "$dir" "start-up command failed (line $LINENO)"' ERR

    write_config "$dir"
    start_munged "$dir"

    # Both daemons fork into the background and write their pid files.
    # stdout stays reserved for the SLURM_CONF line the caller parses.
    SLURM_CONF="$conf" slurmctld </dev/null >&2
    SLURM_CONF="$conf" slurmd </dev/null >&2

    export SLURM_CONF="$conf"
    deadline=$((SECONDS + START_TIMEOUT_S))
    until scontrol ping >/dev/null 2>&1 && node_idle; do
        check_daemon "$dir" slurmctld
        check_daemon "$dir" slurmd
        if ((SECONDS >= deadline)); then
            sinfo --long --Node >&2 || true
            fail_start "$dir" "cluster not ready after ${START_TIMEOUT_S}s"
        fi
        sleep 0.5
    done
    trap - ERR
    echo "SLURM_CONF=$conf"
}

(($# == 2)) || usage
case "$1" in
    start) start_cluster "$2" ;;
    stop)
        [[ -d "$2" ]] || exit 0
        stop_cluster "$(cd "$2" && pwd -P)"
        ;;
    *) usage ;;
esac
