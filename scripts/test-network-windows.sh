#!/usr/bin/env bash
# Two real game windows on one private Xvfb display play a match over the network, driven
# from outside with xdotool: the host window (`rps --host PORT`) waits, and its CPU time over
# 5 s of waiting must stay near zero; the joining window opens "Play a friend"
# (`--open friend`), the address is typed into its text field and Return joins; both windows
# throw with keys (a draw, then rock beats scissors, first to 1); both histories record the
# network match as finished, with two rounds and the other's name; Ctrl+Q closes both with
# exit status 0. Time-boxed: every wait gives up after a few seconds.
#
# Usage: scripts/test-network-windows.sh [RPS_BINARY] [OUTPUT_DIR]
# Needs Xvfb, xdotool, ImageMagick's import and python3 (stdlib only).
# Prints one "ok - ..." / "not ok - ..." line per check, then "N passed, M failed".
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
RPS_BIN="$(cd "$(dirname "${1:-${REPO_ROOT}/.build/debug/rps}")" && pwd)/$(basename "${1:-rps}")"
if [ ! -x "${RPS_BIN}" ]; then
    echo "error: rps binary not found or not executable: ${RPS_BIN} (build it first)" >&2
    exit 2
fi
OUT_DIR="${2:-$(mktemp -d "${TMPDIR:-/tmp}/rps-network-windows.XXXXXX")}"
mkdir -p "${OUT_DIR}"
OUT_DIR="$(cd "${OUT_DIR}" && pwd)"
for tool in Xvfb xdotool import python3; do
    command -v "${tool}" >/dev/null 2>&1 || { echo "error: '${tool}' not found" >&2; exit 2; }
done
export RPS_ASSETS="${RPS_ASSETS:-${REPO_ROOT}/assets}"
echo "# binary: ${RPS_BIN}"
echo "# output: ${OUT_DIR}"

# shellcheck source=lib/tap.sh
source "${SCRIPT_DIR}/lib/tap.sh"
# shellcheck source=lib/window.sh
source "${SCRIPT_DIR}/lib/window.sh"

XVFB_PID="" HOST_PID="" GUEST_PID=""
stop_pid() {
    local pid="$1"
    [ -n "${pid}" ] && kill -0 "${pid}" 2>/dev/null || return 0
    kill "${pid}" 2>/dev/null || true
    for _ in $(seq 20); do kill -0 "${pid}" 2>/dev/null || return 0; sleep 0.1; done
    kill -9 "${pid}" 2>/dev/null || true
}
cleanup() {
    stop_pid "${GUEST_PID}"
    stop_pid "${HOST_PID}"
    stop_pid "${XVFB_PID}"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
bail() {
    not_ok "$*"
    for log in host guest; do
        [ -s "${OUT_DIR}/${log}.log" ] && { echo "# ${log}.log:"; tail -n 10 "${OUT_DIR}/${log}.log" | sed 's/^/#   /'; }
    done
    summary
    exit 1
}

# A private display; Xvfb picks a free number itself.
: >"${OUT_DIR}/xvfb.display"
Xvfb -displayfd 3 -screen 0 2048x1200x24 -nolisten tcp -noreset 3>"${OUT_DIR}/xvfb.display" \
    >"${OUT_DIR}/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 100); do
    [ -n "$(tr -dc '0-9' <"${OUT_DIR}/xvfb.display")" ] && break
    sleep 0.1
done
export DISPLAY=":$(tr -dc '0-9' <"${OUT_DIR}/xvfb.display")"
[ "${DISPLAY}" != ":" ] || bail "private Xvfb display started"
ok "private Xvfb display ${DISPLAY} started"

# Free ports for the game (TCP) and LAN discovery (UDP), so runs at once do not meet.
read -r PORT DISCOVERY_PORT < <(python3 - <<'PY'
import socket
tcp = socket.socket(); tcp.bind(("127.0.0.1", 0))
udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); udp.bind(("0.0.0.0", 0))
print(tcp.getsockname()[1], udp.getsockname()[1])
PY
)
export RPS_DISCOVERY_PORT="${DISCOVERY_PORT}"


listening() {
    # listening <port>: some socket listens on the TCP port (read from /proc, no connection made)
    python3 - "$1" <<'PY'
import sys
port = "%04X" % int(sys.argv[1])
for table in ("/proc/net/tcp", "/proc/net/tcp6"):
    try:
        lines = open(table).read().splitlines()[1:]
    except OSError:
        continue
    for line in lines:
        fields = line.split()
        if fields[1].rsplit(":", 1)[1] == port and fields[3] == "0A":
            sys.exit(0)
sys.exit(1)
PY
}

wait_for() {
    # wait_for <tries of 0.2 s> <command...>
    local tries="$1"
    shift
    for _ in $(seq "${tries}"); do "$@" && return 0; sleep 0.2; done
    return 1
}

cpu_ticks() {
    # cpu_ticks <pid>: user + system time of the process, in clock ticks
    python3 -c 'import sys; f = open("/proc/%s/stat" % sys.argv[1]).read().rsplit(")", 1)[1].split(); print(int(f[11]) + int(f[12]))' "$1"
}

focus() {
    xdotool mousemove --window "$1" 40 300 >/dev/null 2>&1 || true
    xdotool windowfocus --sync "$1" >/dev/null 2>&1 || true
}

shot() {
    # shot <id> <file>: the window as it is, after a moment for the frame
    sleep 0.5
    import -window "$1" "$2" 2>>"${OUT_DIR}/import.log" || true
}

history_check() {
    # history_check <history.json> <peer name>: one finished network match, two rounds, against the peer
    python3 - "$1" "$2" <<'PY'
import json, sys
try:
    history = json.load(open(sys.argv[1]))
except (OSError, ValueError) as error:
    sys.exit("cannot read %s: %s" % (sys.argv[1], error))
finished = history.get("finished", [])
network = [m for m in finished if m.get("networkEnding")]
if len(network) != 1:
    sys.exit("%d network matches" % len(network))
match = network[0]
ok = (match["networkEnding"]["kind"] == "finished" and len(match["match"]["rounds"]) == 2
      and match.get("players", {}).get("right") == sys.argv[2])
sys.exit(0 if ok else "unexpected record: %r" % match)
PY
}

# ------------------------------------------------------------ the host waits --
XDG_CONFIG_HOME="${OUT_DIR}/host-config" "${RPS_BIN}" --host "${PORT}" --size 960x600 --first-to 1 --mute \
    --names Ana,Zed --data-dir "${OUT_DIR}/host-data" >"${OUT_DIR}/host.log" 2>&1 &
HOST_PID=$!
HOST_WID="$(find_window "${HOST_PID}")" || bail "the host window appeared"
ok "the host window appeared (id ${HOST_WID})"
check "the host listens on port ${PORT}" wait_for 50 listening "${PORT}"
xdotool windowmove "${HOST_WID}" 0 0 >/dev/null 2>&1 || true
sleep 1
shot "${HOST_WID}" "${OUT_DIR}/host-waiting.png"
BEFORE="$(cpu_ticks "${HOST_PID}")"
sleep 5
AFTER="$(cpu_ticks "${HOST_PID}")"
TICKS=$((AFTER - BEFORE))
# 5 s is 500 ticks of 10 ms; a loop that wakes for nothing would take many.
check "the waiting host used ${TICKS} clock ticks of CPU in 5 s (at most 5)" test "${TICKS}" -le 5

# ------------------------------------------------------- the guest joins --
XDG_CONFIG_HOME="${OUT_DIR}/guest-config" "${RPS_BIN}" --open friend --size 960x600 --mute --names Bob,Yan \
    --data-dir "${OUT_DIR}/guest-data" >"${OUT_DIR}/guest.log" 2>&1 &
GUEST_PID=$!
GUEST_WID="$(find_window "${GUEST_PID}")" || bail "the joining window appeared"
ok "the joining window appeared (id ${GUEST_WID})"
xdotool windowmove "${GUEST_WID}" 1000 0 >/dev/null 2>&1 || true
sleep 1
focus "${GUEST_WID}"
# The address field has the keys on the Join side: type the address, Return joins.
xdotool type --delay 30 "127.0.0.1:${PORT}" >/dev/null 2>&1 || true
shot "${GUEST_WID}" "${OUT_DIR}/guest-typed.png"
xdotool key Return >/dev/null 2>&1 || true

# The game prints nothing when a match starts; the boards are judged by their pictures: the
# guest's screen changes from the Play a friend screen to the board.
sleep 2
shot "${GUEST_WID}" "${OUT_DIR}/guest-connected.png"
shot "${HOST_WID}" "${OUT_DIR}/host-connected.png"

# --------------------------------------------------------------- the match --
# Round 1: rock and rock (a draw); round 2: the host's rock beats the guest's scissors.
play_round() {
    focus "${HOST_WID}"
    xdotool key "$1" >/dev/null 2>&1 || true
    sleep 0.6
    shot "${GUEST_WID}" "${OUT_DIR}/guest-round$3-host-ready.png"
    focus "${GUEST_WID}"
    xdotool key "$2" >/dev/null 2>&1 || true
    # The count before the reveal takes a second.
    sleep 2
}
play_round a a 1
play_round a d 2
shot "${HOST_WID}" "${OUT_DIR}/host-end.png"
shot "${GUEST_WID}" "${OUT_DIR}/guest-end.png"

check "the host's history records the network match against Bob, finished in two rounds" \
    wait_for 25 history_check "${OUT_DIR}/host-data/history.json" Bob
check "the guest's history records the network match against Ana, finished in two rounds" \
    wait_for 25 history_check "${OUT_DIR}/guest-data/history.json" Ana
check "the guest remembers the address for Join last" \
    grep -q "\"lastJoinAddress\" *: *\"127.0.0.1:${PORT}\"" "${OUT_DIR}/guest-config/rps/settings.json"

# ------------------------------------------------------------------ Ctrl+Q --
quit_window() {
    # quit_window <pid> <id> <name>
    focus "$2"
    xdotool key ctrl+q >/dev/null 2>&1 || true
    local status=0
    for _ in $(seq 50); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$1" 2>/dev/null; then
        not_ok "Ctrl+Q closed the $3 window within 5 s"
        return
    fi
    wait "$1" || status=$?
    check "the $3 window exited with status 0 (got ${status})" test "${status}" -eq 0
}
quit_window "${GUEST_PID}" "${GUEST_WID}" joining
GUEST_PID=""
quit_window "${HOST_PID}" "${HOST_WID}" host
HOST_PID=""

summary
[ "${FAILED}" -eq 0 ]
