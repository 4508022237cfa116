#!/usr/bin/env bash
# Runs the game in a real X window on a private Xvfb display and checks its
# behaviour from the outside: the window appears, resizing it from outside
# switches between the landscape and portrait layouts (and back), the process
# survives that, and Ctrl+Q quits it with exit status 0.
#
# Usage: scripts/test-real-window.sh [RPS_BINARY] [OUTPUT_DIR]
#   RPS_BINARY  the built rps binary (default: .build/debug/rps in the repo)
#   OUTPUT_DIR  where the screenshots and logs are kept (default: mktemp -d)
#
# Needs (not installed by this script): Xvfb (package xvfb), xdotool,
# ImageMagick (import, identify, convert) and python3 (stdlib only).
# Prints one "ok - ..." / "not ok - ..." line per check, then
# "N passed, M failed"; exits non-zero if any check failed.
set -euo pipefail

CALLER_DIR="$(pwd)"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
cd "${REPO_ROOT}"

WINDOW_TITLE='^Rock Paper Scissors$'
LANDSCAPE_W=960 LANDSCAPE_H=600
PORTRAIT_W=600 PORTRAIT_H=960
LAYOUT_DIFF_MIN=8      # mean abs difference (0..255) of 24x24 gray thumbnails
BLANK_STDDEV_MIN=0.02  # standard deviation (0..1) below which a shot is "blank"

# ---------------------------------------------------------------- arguments --
resolve_path() {
    # resolve_path <path>: absolute path; relative paths are taken from the
    # caller's working directory, falling back to the repo root.
    local p="$1"
    case "${p}" in
        /*) printf '%s\n' "${p}" ;;
        *)
            if [ -e "${CALLER_DIR}/${p}" ]; then
                printf '%s\n' "${CALLER_DIR}/${p}"
            else
                printf '%s\n' "${REPO_ROOT}/${p}"
            fi
            ;;
    esac
}

RPS_BIN="$(resolve_path "${1:-.build/debug/rps}")"
if [ ! -x "${RPS_BIN}" ] || [ -d "${RPS_BIN}" ]; then
    echo "error: rps binary not found or not executable: ${RPS_BIN} (build it first)" >&2
    exit 2
fi
RPS_BIN="$(cd "$(dirname "${RPS_BIN}")" && pwd)/$(basename "${RPS_BIN}")"

if [ -n "${2:-}" ]; then
    case "$2" in /*) OUT_DIR="$2" ;; *) OUT_DIR="${CALLER_DIR}/$2" ;; esac
    mkdir -p "${OUT_DIR}"
else
    OUT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/rps-real-window.XXXXXX")"
fi
OUT_DIR="$(cd "${OUT_DIR}" && pwd)"

# -------------------------------------------------------------------- tools --
need() {
    # need <command> <package>
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "error: '$1' not found; install the '$2' package" >&2
        exit 2
    fi
}
need Xvfb xvfb
need xdotool xdotool
need import imagemagick
need identify imagemagick
need convert imagemagick
need python3 python3

export RPS_ASSETS="${RPS_ASSETS:-${REPO_ROOT}/assets}"

echo "# binary: ${RPS_BIN}"
echo "# output: ${OUT_DIR}"

# ------------------------------------------------------------------ results --
PASSED=0
FAILED=0
ok() { PASSED=$((PASSED + 1)); echo "ok - $*"; }
not_ok() { FAILED=$((FAILED + 1)); echo "not ok - $*"; }
check() {
    # check <description> <command...>: ok if the command succeeds
    local desc="$1"
    shift
    if "$@"; then ok "${desc}"; else not_ok "${desc}"; fi
}
summary() {
    echo "# screenshots and logs: ${OUT_DIR}"
    echo "${PASSED} passed, ${FAILED} failed"
}
bail() {
    # bail <description>: record a failure that makes the rest pointless
    not_ok "$*"
    if [ -s "${OUT_DIR}/rps.log" ]; then
        echo "# last lines of rps.log:"
        tail -n 20 "${OUT_DIR}/rps.log" | sed 's/^/#   /'
    fi
    summary
    exit 1
}

# ------------------------------------------------------------ cleanup trap --
XVFB_PID=""
RPS_PID=""
cleanup() {
    if [ -n "${RPS_PID}" ] && kill -0 "${RPS_PID}" 2>/dev/null; then
        # its direct children too, in case the "binary" is a wrapper script
        if command -v pkill >/dev/null 2>&1; then
            pkill -TERM -P "${RPS_PID}" 2>/dev/null || true
        fi
        kill "${RPS_PID}" 2>/dev/null || true
        for _ in $(seq 20); do kill -0 "${RPS_PID}" 2>/dev/null || break; sleep 0.1; done
        kill -9 "${RPS_PID}" 2>/dev/null || true
    fi
    if [ -n "${XVFB_PID}" ] && kill -0 "${XVFB_PID}" 2>/dev/null; then
        kill "${XVFB_PID}" 2>/dev/null || true
        wait "${XVFB_PID}" 2>/dev/null || true
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------- private Xvfb display --
# -displayfd makes Xvfb pick a free display number itself (it takes the lock
# file atomically), so two runs at once cannot collide.
start_xvfb() {
    local fdfile="${OUT_DIR}/xvfb.display"
    : >"${fdfile}"
    Xvfb -displayfd 3 -screen 0 2048x2048x24 -nolisten tcp -noreset \
        3>"${fdfile}" >"${OUT_DIR}/xvfb.log" 2>&1 &
    XVFB_PID=$!
    local n=""
    for _ in $(seq 100); do
        n="$(tr -dc '0-9' <"${fdfile}")"
        [ -n "${n}" ] && break
        kill -0 "${XVFB_PID}" 2>/dev/null || break
        sleep 0.1
    done
    [ -n "${n}" ] || return 1
    export DISPLAY=":${n}"
    for _ in $(seq 50); do
        xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    return 1
}
start_xvfb || bail "private Xvfb display started (see ${OUT_DIR}/xvfb.log)"
ok "private Xvfb display ${DISPLAY} started"

# ------------------------------------------------------------------ helpers --
window_size() {
    # window_size <id>: prints WxH as X reports it
    local WIDTH="" HEIGHT=""
    eval "$(xdotool getwindowgeometry --shell "$1" 2>/dev/null | grep -E '^(WIDTH|HEIGHT)=[0-9]+$')"
    printf '%sx%s\n' "${WIDTH}" "${HEIGHT}"
}

wait_for_size() {
    # wait_for_size <id> <WxH> <tries of 0.1 s>
    local i
    for i in $(seq "$3"); do
        [ "$(window_size "$1")" = "$2" ] && return 0
        sleep 0.1
    done
    return 1
}

png_size() { identify -format '%wx%h' "$1" 2>/dev/null; }

pixel_signature() { identify -format '%#' "$1" 2>/dev/null; }

screenshot_settled() {
    # screenshot_settled <id> <file>: wait 0.6 s (longer than the 0.3 s
    # rotation animation), then shoot until two consecutive shots have the
    # same pixels, giving up (keeping the last shot) after about 3 s.
    local id="$1" file="$2" tmp="${OUT_DIR}/.shot.png" prev="" sig=""
    sleep 0.6
    for _ in $(seq 10); do
        import -window "${id}" "${tmp}" 2>>"${OUT_DIR}/import.log" || { sleep 0.3; continue; }
        sig="$(pixel_signature "${tmp}")"
        mv -f "${tmp}" "${file}"
        [ -n "${sig}" ] && [ "${sig}" = "${prev}" ] && return 0
        prev="${sig}"
        sleep 0.3
    done
    [ -s "${file}" ]
}

not_blank() {
    # not_blank <png>: standard deviation of the gray pixels above threshold
    local sd
    sd="$(identify -format '%[fx:standard_deviation]' "$1" 2>/dev/null)" || return 1
    python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) > float(sys.argv[2]) else 1)' \
        "${sd}" "${BLANK_STDDEV_MIN}"
}

thumb_diff() {
    # thumb_diff <a.png> <b.png>: mean absolute difference (0..255) of the
    # two pictures squeezed to 24x24 grayscale, so it measures arrangement
    # rather than size.
    python3 - "$1" "$2" <<'PY'
import subprocess, sys
def thumb(path):
    raw = subprocess.run(
        ["convert", path, "-resize", "24x24!", "-colorspace", "Gray",
         "-depth", "8", "gray:-"],
        check=True, capture_output=True).stdout
    if len(raw) != 24 * 24:
        sys.exit("unexpected thumbnail size %d for %s" % (len(raw), path))
    return raw
a, b = thumb(sys.argv[1]), thumb(sys.argv[2])
print("%.2f" % (sum(abs(x - y) for x, y in zip(a, b)) / len(a)))
PY
}

greater() { python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) > float(sys.argv[2]) else 1)' "$1" "$2"; }

alive() { kill -0 "${RPS_PID}" 2>/dev/null; }

# ------------------------------------------------------------- start game --
"${RPS_BIN}" --size "${LANDSCAPE_W}x${LANDSCAPE_H}" --seed 7 --play rp --data-dir "${OUT_DIR}/data" \
    >"${OUT_DIR}/rps.log" 2>&1 &
RPS_PID=$!

WID=""
for _ in $(seq 75); do   # up to 15 s
    WID="$(xdotool search --onlyvisible --pid "${RPS_PID}" --name "${WINDOW_TITLE}" 2>/dev/null | head -n 1 || true)"
    if [ -z "${WID}" ]; then
        # fall back to a name-only search in case _NET_WM_PID is not set
        WID="$(xdotool search --onlyvisible --name "${WINDOW_TITLE}" 2>/dev/null | head -n 1 || true)"
    fi
    [ -n "${WID}" ] && break
    alive || break
    sleep 0.2
done
[ -n "${WID}" ] || bail "window \"Rock Paper Scissors\" appeared within 15 s"
ok "window \"Rock Paper Scissors\" appeared (id ${WID})"

# --------------------------------------------------------------- landscape --
LAND="${OUT_DIR}/landscape.png"
wait_for_size "${WID}" "${LANDSCAPE_W}x${LANDSCAPE_H}" 30 || true
screenshot_settled "${WID}" "${LAND}" || bail "took landscape screenshot"
size="$(png_size "${LAND}")"
check "landscape screenshot is ${LANDSCAPE_W}x${LANDSCAPE_H} (got ${size})" \
    test "${size}" = "${LANDSCAPE_W}x${LANDSCAPE_H}"
check "landscape screenshot is not blank" not_blank "${LAND}"

# ---------------------------------------------------------------- portrait --
xdotool windowsize "${WID}" "${PORTRAIT_W}" "${PORTRAIT_H}"
check "X reports the window resized to ${PORTRAIT_W}x${PORTRAIT_H}" \
    wait_for_size "${WID}" "${PORTRAIT_W}x${PORTRAIT_H}" 50
PORT="${OUT_DIR}/portrait.png"
screenshot_settled "${WID}" "${PORT}" || bail "took portrait screenshot"
size="$(png_size "${PORT}")"
check "portrait screenshot is ${PORTRAIT_W}x${PORTRAIT_H} (got ${size})" \
    test "${size}" = "${PORTRAIT_W}x${PORTRAIT_H}"
check "portrait screenshot is not blank" not_blank "${PORT}"
check "process still running after the resize to portrait" alive

DIFF_PORTRAIT="$(thumb_diff "${LAND}" "${PORT}")"
check "portrait arrangement differs from landscape (thumbnail diff ${DIFF_PORTRAIT} > ${LAYOUT_DIFF_MIN})" \
    greater "${DIFF_PORTRAIT}" "${LAYOUT_DIFF_MIN}"

# ---------------------------------------------------------- landscape again --
xdotool windowsize "${WID}" "${LANDSCAPE_W}" "${LANDSCAPE_H}"
check "X reports the window resized back to ${LANDSCAPE_W}x${LANDSCAPE_H}" \
    wait_for_size "${WID}" "${LANDSCAPE_W}x${LANDSCAPE_H}" 50
LAND2="${OUT_DIR}/landscape-again.png"
screenshot_settled "${WID}" "${LAND2}" || bail "took second landscape screenshot"
size="$(png_size "${LAND2}")"
check "second landscape screenshot is ${LANDSCAPE_W}x${LANDSCAPE_H} (got ${size})" \
    test "${size}" = "${LANDSCAPE_W}x${LANDSCAPE_H}"
check "second landscape screenshot is not blank" not_blank "${LAND2}"
check "process still running after the resize back to landscape" alive

DIFF_AGAIN="$(thumb_diff "${LAND}" "${LAND2}")"
check "landscape layout came back (thumbnail diff ${DIFF_AGAIN} < ${DIFF_PORTRAIT} and < ${LAYOUT_DIFF_MIN})" \
    bash -c 'python3 -c "import sys; a, p, m = map(float, sys.argv[1:]); sys.exit(0 if a < p and a < m else 1)" "$@"' \
    _ "${DIFF_AGAIN}" "${DIFF_PORTRAIT}" "${LAYOUT_DIFF_MIN}"

# ------------------------------------------------------------------ Ctrl+Q --
wait_for_exit() {
    # wait_for_exit <tries of 0.1 s>: succeeds once the process has gone
    for _ in $(seq "$1"); do
        alive || return 0
        sleep 0.1
    done
    ! alive
}

# 1. Real (XTEST) key events: give the window the X input focus and put the
#    pointer over it (no window manager, so nobody else will), then type.
METHOD=""
xdotool mousemove --window "${WID}" 50 50 >/dev/null 2>&1 || true
xdotool windowfocus --sync "${WID}" >/dev/null 2>&1 || true
if [ "$(xdotool getwindowfocus 2>/dev/null || true)" = "${WID}" ]; then
    # The release events may reach a window that is already gone; that
    # error is expected, so xdotool's status is not checked.
    xdotool key ctrl+q >/dev/null 2>&1 || true
    if wait_for_exit 50; then METHOD="XTEST key events to the focused window"; fi
fi
# 2. Fallback: synthetic events sent straight to the window (XSendEvent).
#    xdotool only uses XSendEvent when the window is not focused, so move
#    the focus to the root window first.
if [ -z "${METHOD}" ] && alive; then
    ROOT_ID="$(xdotool search --maxdepth 0 --name '' 2>/dev/null | head -n 1 || true)"
    [ -n "${ROOT_ID}" ] && xdotool windowfocus --sync "${ROOT_ID}" >/dev/null 2>&1 || true
    xdotool key --window "${WID}" ctrl+q >/dev/null 2>&1 || true
    if wait_for_exit 50; then METHOD="XSendEvent key events (xdotool key --window)"; fi
fi

if [ -n "${METHOD}" ]; then
    ok "Ctrl+Q quit the game (${METHOD})"
    STATUS=0
    wait "${RPS_PID}" || STATUS=$?
    RPS_PID=""
    check "game exited with status 0 (got ${STATUS})" test "${STATUS}" -eq 0
else
    not_ok "Ctrl+Q quit the game within 10 s"
    not_ok "game exited with status 0 (it did not exit)"
fi

summary
[ "${FAILED}" -eq 0 ]
