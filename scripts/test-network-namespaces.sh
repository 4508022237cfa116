#!/usr/bin/env bash
# Network play across a real interface: two network namespaces joined by a veth pair. In the
# first, `rps duel` hosts on the game's own port; from the second, `rps duel --find` must find it
# by LAN broadcast, a guest joins it by the address found, and another guest joins through a
# proxy that adds 200 ms of round trip. Needs root (CI runs as root); skipped with one line
# otherwise.
#   scripts/test-network-namespaces.sh .build/debug/rps
set -euo pipefail
cd "$(dirname "$0")/.."
rps="$(realpath "${1:-.build/debug/rps}")"

if [ "$(id -u)" -ne 0 ] || ! command -v ip >/dev/null 2>&1; then
  echo "network namespaces: skipped (needs root and ip from iproute2)"
  exit 0
fi
suffix="$$"
host_ns="rps-host-$suffix"
guest_ns="rps-guest-$suffix"
work="$(mktemp -d)"
cleanup() {
  ip netns pids "$host_ns" 2>/dev/null | xargs -r kill 2>/dev/null || true
  ip netns pids "$guest_ns" 2>/dev/null | xargs -r kill 2>/dev/null || true
  ip netns delete "$host_ns" 2>/dev/null || true
  ip netns delete "$guest_ns" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
if ! ip netns add "$host_ns" 2>/dev/null; then
  echo "network namespaces: skipped (ip netns add is not allowed here)"
  exit 0
fi
ip netns add "$guest_ns"
ip link add "veth-h$suffix" type veth peer name "veth-g$suffix"
ip link set "veth-h$suffix" netns "$host_ns"
ip link set "veth-g$suffix" netns "$guest_ns"
ip -n "$host_ns" addr add 10.77.0.1/24 broadcast 10.77.0.255 dev "veth-h$suffix"
ip -n "$guest_ns" addr add 10.77.0.2/24 broadcast 10.77.0.255 dev "veth-g$suffix"
for ns in "$host_ns" "$guest_ns"; do
  ip -n "$ns" link set lo up
done
ip -n "$host_ns" link set "veth-h$suffix" up
ip -n "$guest_ns" link set "veth-g$suffix" up
export RPS_NET_TIMEOUT_SCALE=0.5 RPS_ASSETS=/nonexistent

failures=0
check() { # name, status expected, status got, line
  if [ "$2" = "$3" ]; then
    echo "ok   $1: $4"
  else
    echo "FAIL $1: exit $3, expected $2: $4"
    failures=$((failures + 1))
  fi
}

# 1. Found on the LAN, joined by the address found.
ip netns exec "$host_ns" "$rps" duel --host 47474 --name Alice --level easy --data-dir "$work/host" \
  >"$work/host.out" 2>"$work/host.err" &
host_pid=$!
sleep 0.5
found="$(ip netns exec "$guest_ns" "$rps" duel --find 2>"$work/find.err" || true)"
join="$(printf '%s\n' "$found" | python3 -c 'import json,sys
games=[json.loads(l) for l in sys.stdin if l.strip()]
print(next((g["join"] for g in games if g["address"].startswith("10.77.")), ""))')"
check "the host is found by LAN broadcast" "10.77.0.1:47474" "$join" "$(printf '%s' "$found" | head -1)"
status=0
ip netns exec "$guest_ns" "$rps" duel --join "${join:-10.77.0.1:47474}" --name Bob --level hard \
  --data-dir "$work/guest" >"$work/guest.out" 2>"$work/guest.err" || status=$?
check "a guest joins the address found and plays the match" 0 "$status" "$(tail -1 "$work/guest.err")"
status=0
wait "$host_pid" || status=$?
check "the host plays it to the end" 0 "$status" "$(tail -1 "$work/host.err")"

# 2. The same over 200 ms more round trip, through a delaying proxy in the guest's namespace.
ip netns exec "$host_ns" "$rps" duel --host 47474 --name Alice --level easy --first-to 2 \
  --data-dir "$work/host2" >/dev/null 2>"$work/host2.err" &
host_pid=$!
ip netns exec "$guest_ns" python3 Tests/Network/delay_proxy.py 0 10.77.0.1 47474 200 \
  --port-file "$work/proxy-port" &
for _ in $(seq 50); do [ -f "$work/proxy-port" ] && break; sleep 0.1; done
started=$(date +%s.%N)
status=0
ip netns exec "$guest_ns" "$rps" duel --join "127.0.0.1:$(cat "$work/proxy-port")" --name Bob --level easy \
  --data-dir "$work/guest2" >"$work/guest2.out" 2>"$work/guest2.err" || status=$?
elapsed=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
check "a match over 200 ms of added round trip" 0 "$status" "$(tail -1 "$work/guest2.err") ($elapsed s, $(grep -c '"round"' "$work/guest2.out") rounds)"
wait "$host_pid" || true

if [ "$failures" -ne 0 ]; then
  echo "network namespaces: $failures failed"
  exit 1
fi
echo "network namespaces: all passed"
