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
    local pid=$1 state
    [[ -n "$pid" && "$pid" =~ ^[0-9]+$ ]] || return 1
    state=$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null) || return 1
    [[ -n "$state" && "$state" != Z && "$state" != X ]]
}

# PID from a pid file, only if that process is still the daemon we started
# (its executable name matches), so a recycled pid is never signalled.
daemon_pid() {
    local pidfile=$1 name=$2 pid comm
    [[ -r "$pidfile" ]] || return 1
    pid=$(tr -dc '0-9' <"$pidfile")
    pid_alive "$pid" || return 1
    comm=$(cat "/proc/$pid/comm" 2>/dev/null) || return 1
    [[ "$comm" == "$name"* ]] || return 1
    echo "$pid"
}

# slurmstepd processes (and the job tasks below them) outlive slurmd by
# design, so they are found separately: every process whose environment
# carries this cluster's SLURM_CONF belongs to it (the daemons pass their
# environment on to slurmstepd, and slurmstepd sets it for the job), and so
# does everything descended from such a process (a job may clear its
# environment).
cluster_pids() {
    local conf=$1 seeds=()
    # Processes vanish while being scanned and some are unreadable, hence
    # the ignored errors.
    mapfile -t seeds < <(
        grep -lzxF "SLURM_CONF=$conf" /proc/[0-9]*/environ 2>/dev/null |
            awk -F/ -v self="$$" '$3 != self { print $3 }' || true
    )
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

stop_cluster() {
    local dir=$1 pids=() pid deadline
    export SLURM_CONF="$dir/slurm.conf"

    # Cancel jobs through the controller first so that slurmstepd ends them
    # cleanly; a slurmstepd left behind does not react to SIGTERM.
    if daemon_pid "$dir/slurmctld.pid" slurmctld >/dev/null; then
        mapfile -t pids < <(squeue --noheader --format='%A' 2>/dev/null || true)
        if ((${#pids[@]})); then
            scancel "${pids[@]}" 2>/dev/null || true
            deadline=$((SECONDS + 10))
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
    cpus=$(nproc)
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
    # Slurm reads cgroup.conf from next to slurm.conf when present; an
    # explicit one keeps it from probing the host's cgroup setup.
    cat >"$dir/cgroup.conf" <<EOF
CgroupPlugin=autodetect
ConstrainCores=no
ConstrainRAMSpace=no
ConstrainDevices=no
EOF
}

start_munged() {
    local dir=$1
    if command -v mungekey >/dev/null 2>&1 || [[ -x /usr/sbin/mungekey ]]; then
        PATH="$PATH:/usr/sbin" mungekey --create --keyfile="$dir/munge.key"
    else
        dd if=/dev/urandom of="$dir/munge.key" bs=1024 count=1 status=none
    fi
    chown root:root "$dir/munge.key"
    chmod 0400 "$dir/munge.key"
    # --force: munged refuses to run as root, and is picky about the
    # permissions of the directories above DIR (e.g. /tmp); neither matters
    # for a private test daemon. munged daemonises and only returns once it
    # is ready to serve requests.
    munged --force \
        --socket="$dir/munge.socket.2" \
        --key-file="$dir/munge.key" \
        --pid-file="$dir/munged.pid" \
        --log-file="$dir/munged.log" \
        --seed-file="$dir/munged.seed"
    # A round trip through the socket proves the daemon really works.
    munge -n -S "$dir/munge.socket.2" | unmunge -S "$dir/munge.socket.2" >/dev/null
}

# Idle (possibly with a "+" or "*" suffix flag removed) means registered,
# not drained, and ready to take jobs.
node_idle() {
    local state
    state=$(sinfo --noheader --node="$(hostname -s)" --format='%T' 2>/dev/null) || return 1
    [[ "$state" == idle ]]
}

start_cluster() {
    local dir=$1 conf deadline
    [[ $EUID -eq 0 ]] || die "must run as root"
    for tool in munged munge unmunge slurmctld slurmd sinfo scontrol; do
        command -v "$tool" >/dev/null 2>&1 || die "$tool not found (install slurm-wlm and munge)"
    done

    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd -P)
    # munged and slurm daemons run as root, but keep the key and state
    # private anyway.
    chmod 0700 "$dir"
    mkdir -p "$dir/state" "$dir/slurmd"
    conf="$dir/slurm.conf"

    # From here on any failure must tear down what was started.
    trap 'rc=$?; trap - ERR; set +e; dump_logs "$dir"; stop_cluster "$dir"; exit $rc' ERR
    set -o errtrace

    write_config "$dir"
    start_munged "$dir"

    # Both daemons fork into the background and write their pid files.
    SLURM_CONF="$conf" slurmctld
    SLURM_CONF="$conf" slurmd

    export SLURM_CONF="$conf"
    deadline=$((SECONDS + START_TIMEOUT_S))
    until scontrol ping >/dev/null 2>&1 && node_idle; do
        if ((SECONDS >= deadline)); then
            echo "slurm_single_node: cluster not ready after ${START_TIMEOUT_S}s" >&2
            sinfo >&2 || true
            false
        fi
        if ! daemon_pid "$dir/slurmctld.pid" slurmctld >/dev/null && ((SECONDS > 5)); then
            echo "slurm_single_node: slurmctld is not running" >&2
            false
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
