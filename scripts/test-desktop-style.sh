#!/usr/bin/env bash
# The game follows the desktop's light or dark style through the XDG desktop portal: on a
# private session bus (its own dbus-daemon, in a temporary folder), a stand-in portal
# (Tests/Portal/stand_in_portal.py) answers color-scheme 1, 2 or 0, and an offscreen screenshot
# of the game is dark, light or dark; with no bus at all it is dark; and the options' Light or
# Dark wins over the desktop. Last, a real window on a private Xvfb display follows the desktop
# turning light while it runs (the portal's SettingChanged signal).
#
# Usage: scripts/test-desktop-style.sh [RPS_BINARY]
# Needs dbus-daemon (package dbus-daemon), /usr/bin/python3 with python3-dbus and python3-gi,
# ImageMagick (convert, import), Xvfb and xdotool. Prints one "ok - ..." / "not ok - ..." line per check, then "N passed,
# M failed"; exits non-zero if any check failed.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
RPS_BIN="$(cd "$(dirname "${1:-${REPO_ROOT}/.build/debug/rps}")" && pwd)/$(basename "${1:-.build/debug/rps}")"
OUT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/rps-desktop-style.XXXXXX")"
export RPS_ASSETS="${RPS_ASSETS:-${REPO_ROOT}/assets}"
# shellcheck source=lib/tap.sh
source "${SCRIPT_DIR}/lib/tap.sh"

BUS_PID="" PORTAL_PID="" XVFB_PID="" RPS_PID=""
stop_portal() {
    if [ -n "${PORTAL_PID}" ]; then kill "${PORTAL_PID}" 2>/dev/null || true; wait "${PORTAL_PID}" 2>/dev/null || true; fi
    PORTAL_PID=""
}
cleanup() {
    if [ -n "${RPS_PID}" ]; then kill "${RPS_PID}" 2>/dev/null || true; fi
    if [ -n "${XVFB_PID}" ]; then kill "${XVFB_PID}" 2>/dev/null || true; fi
    stop_portal
    if [ -n "${BUS_PID}" ]; then kill "${BUS_PID}" 2>/dev/null || true; fi
}
trap cleanup EXIT

# A session bus of our own: never the tester's, never a system one.
dbus-daemon --session --nofork --print-address=3 --address="unix:path=${OUT_DIR}/bus" \
    3>"${OUT_DIR}/bus.address" >"${OUT_DIR}/bus.log" 2>&1 &
BUS_PID=$!
for _ in $(seq 50); do [ -s "${OUT_DIR}/bus.address" ] && break; sleep 0.1; done
BUS_ADDRESS="$(head -n 1 "${OUT_DIR}/bus.address")"
check "a private session bus started (${BUS_ADDRESS})" test -n "${BUS_ADDRESS}"

start_portal() {
    # start_portal <color-scheme>
    stop_portal
    DBUS_SESSION_BUS_ADDRESS="${BUS_ADDRESS}" /usr/bin/python3 "${REPO_ROOT}/Tests/Portal/stand_in_portal.py" "$1" \
        >"${OUT_DIR}/portal.log" 2>&1 &
    PORTAL_PID=$!
    for _ in $(seq 50); do grep -q ready "${OUT_DIR}/portal.log" 2>/dev/null && return 0; sleep 0.1; done
    return 1
}
brightness() {
    # brightness <png>: the mean brightness of the picture, 0 to 1
    convert "$1" -colorspace Gray -format "%[fx:mean]" info:
}
shot() {
    # shot <name> [rps arguments...]: an offscreen screenshot on the private bus, its brightness
    local name="$1"
    shift
    env -u XDG_RUNTIME_DIR DBUS_SESSION_BUS_ADDRESS="${BUS_ADDRESS}" XDG_CONFIG_HOME="${OUT_DIR}/config-${name}" \
        "${RPS_BIN}" --size 960x600 --seed 3 --play rps --data-dir "${OUT_DIR}/data-${name}" \
        --screenshot "${OUT_DIR}/${name}.png" "$@" >"${OUT_DIR}/${name}.log" 2>&1
    brightness "${OUT_DIR}/${name}.png"
}
is_dark() { awk -v b="$1" 'BEGIN { exit !(b < 0.35) }'; }
is_light() { awk -v b="$1" 'BEGIN { exit !(b > 0.6) }'; }

start_portal 1 || not_ok "the stand-in portal started (see ${OUT_DIR}/portal.log)"
DARK="$(shot scheme-1)"
check "color-scheme 1 draws the game dark (mean brightness ${DARK})" is_dark "${DARK}"
start_portal 2 || not_ok "the stand-in portal started again"
LIGHT="$(shot scheme-2)"
check "color-scheme 2 draws the game light (mean brightness ${LIGHT})" is_light "${LIGHT}"
mkdir -p "${OUT_DIR}/config-chosen-dark/rps"
printf '{"style":"dark"}\n' >"${OUT_DIR}/config-chosen-dark/rps/settings.json"
CHOSEN="$(shot chosen-dark)"
check "Dark chosen in the options wins over the desktop's light (mean brightness ${CHOSEN})" is_dark "${CHOSEN}"
start_portal 0 || not_ok "the stand-in portal started a third time"
NONE="$(shot scheme-0)"
check "color-scheme 0, no preference, draws the game dark (mean brightness ${NONE})" is_dark "${NONE}"
stop_portal
NOBUS="$(env -u DBUS_SESSION_BUS_ADDRESS -u XDG_RUNTIME_DIR XDG_CONFIG_HOME="${OUT_DIR}/config-nobus" \
    "${RPS_BIN}" --size 960x600 --seed 3 --data-dir "${OUT_DIR}/data-nobus" --screenshot "${OUT_DIR}/nobus.png" \
    >"${OUT_DIR}/nobus.log" 2>&1 && brightness "${OUT_DIR}/nobus.png")"
check "with no session bus at all the game is dark (mean brightness ${NOBUS})" is_dark "${NOBUS}"
GONE="$(shot no-portal)"
check "on a bus with no portal the game is dark, and starts (mean brightness ${GONE})" is_dark "${GONE}"

# A real window follows the desktop turning from dark to light while it runs.
# shellcheck source=lib/window.sh
source "${SCRIPT_DIR}/lib/window.sh"
start_portal 1 || not_ok "the stand-in portal started for the window"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"${OUT_DIR}/xvfb.display" \
    >"${OUT_DIR}/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 50); do [ -s "${OUT_DIR}/xvfb.display" ] && break; sleep 0.1; done
export DISPLAY=":$(tr -dc '0-9' <"${OUT_DIR}/xvfb.display")"
env -u XDG_RUNTIME_DIR DBUS_SESSION_BUS_ADDRESS="${BUS_ADDRESS}" XDG_CONFIG_HOME="${OUT_DIR}/config-window" \
    "${RPS_BIN}" --size 960x600 --mute --data-dir "${OUT_DIR}/data-window" >"${OUT_DIR}/window.log" 2>&1 &
RPS_PID=$!
if WID="$(find_window "${RPS_PID}")"; then
    sleep 1
    import -window "${WID}" "${OUT_DIR}/window-dark.png"
    BEFORE="$(brightness "${OUT_DIR}/window-dark.png")"
    check "the window opens dark as the desktop asks (mean brightness ${BEFORE})" is_dark "${BEFORE}"
    DBUS_SESSION_BUS_ADDRESS="${BUS_ADDRESS}" /usr/bin/python3 -c '
import dbus
portal = dbus.SessionBus().get_object("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop")
portal.SetColorScheme(dbus.UInt32(2), dbus_interface="io.github.rps.StandInPortal")'
    AFTER=0
    for _ in $(seq 30); do
        sleep 0.1
        import -window "${WID}" "${OUT_DIR}/window-light.png"
        AFTER="$(brightness "${OUT_DIR}/window-light.png")"
        is_light "${AFTER}" && break
    done
    check "the desktop turning light turns the running window light (mean brightness ${AFTER})" is_light "${AFTER}"
    kill "${RPS_PID}" 2>/dev/null || true
    wait "${RPS_PID}" 2>/dev/null || true
    RPS_PID=""
else
    not_ok "the window for the live change appeared (see ${OUT_DIR}/window.log)"
fi

summary
[ "${FAILED}" -eq 0 ]
