#!/usr/bin/env bash
# Runs the game in a real X window on a private Xvfb display and checks its
# behaviour from the outside: the window appears, resizing it from outside
# switches between the landscape and portrait layouts (and back), the process
# survives that; rotated to pad portrait, a real click on the History button
# opens the history popover, a click on a finished match opens its detail
# and the back button returns to the game; and Ctrl+Q quits it with exit
# status 0. Windows resized from outside draw exactly what windows opened at
# the same sizes draw (pad and phone, both orientations). The window manager reads the
# minimum size and the launcher's class; F11 with no window manager covers the screen with a
# layout of the screen's size and gives the window back. Two players play a match with both
# hands of the keyboard (A and L, at once and one after the other), the window is turned to
# portrait, the board draws what the offscreen renderer draws for the same state, and the
# history shows the match under both names. Last, on a second display with a 4K screen, the
# pad opens at two pixels per point unless --scale is given.
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

LANDSCAPE_W=960 LANDSCAPE_H=600
PORTRAIT_W=600 PORTRAIT_H=960
PAD_PORTRAIT_W=768 PAD_PORTRAIT_H=1024
LAYOUT_DIFF_MIN=8      # mean abs difference (0..255) of 24x24 gray thumbnails
DIM_DROP_MIN=0.25      # the popover's backdrop must darken what it covers by more
UNDIMMED_TOLERANCE=0.15  # ... and once it closes brightness is back within this
# Where to click in the 768x1024 portrait window (points = pixels at scale 1).
# The navigation bar is 52 tall; its left button (History, or "‹ Rock Paper
# Scissors" on the match detail) starts 8 from the left, about 90x36 big.
NAV_LEFT_BUTTON_X=50 NAV_LEFT_BUTTON_Y=26
# The popover panel opens 4 below the bar: a 52 tall "History" title strip,
# then 62 tall rows; row 1 (y 108..169) is the match in progress, row 2
# (y 170..231) the newest finished match.
HISTORY_ROW2_X=150 HISTORY_ROW2_Y=200
# An empty stretch of the navigation bar in the 768 wide window: the strip
# above its buttons (they start 8 below its top), which undimmed looks the
# same on the game and on a match detail. (The stretch right of the title,
# 114x42+504+5, has held the game's options button since levels and rules.)
NAV_BAR_EMPTY='752x6+8+1'
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
need xprop x11-utils

export RPS_ASSETS="${RPS_ASSETS:-${REPO_ROOT}/assets}"
# The settings the runs save (window places, names) stay in the output, not the user's own.
export XDG_CONFIG_HOME="${OUT_DIR}/config"

echo "# binary: ${RPS_BIN}"
echo "# output: ${OUT_DIR}"

# ------------------------------------------------------------------ results --
# shellcheck source=lib/tap.sh
source "${SCRIPT_DIR}/lib/tap.sh"
# shellcheck source=lib/window.sh
source "${SCRIPT_DIR}/lib/window.sh"
# shellcheck source=lib/png.sh
source "${SCRIPT_DIR}/lib/png.sh"
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
    # start_xvfb [WxH]: a private display with one screen of that size (default 2048x2048)
    local fdfile="${OUT_DIR}/xvfb.display"
    : >"${fdfile}"
    Xvfb -displayfd 3 -screen 0 "${1:-2048x2048}x24" -nolisten tcp -noreset \
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


pixel_signature() { identify -format '%#' "$1" 2>/dev/null; }

screenshot_settled() {
    # screenshot_settled <id> <file>: wait 0.6 s (longer than the 0.3 s
    # rotation animation), then shoot until two consecutive shots have the
    # same pixels and are not blank (a loaded machine may not have drawn the
    # first frame yet), giving up (keeping the last shot) after about 9 s.
    local id="$1" file="$2" tmp="${OUT_DIR}/.shot.png" prev="" sig=""
    sleep 0.6
    for _ in $(seq 30); do
        import -window "${id}" "${tmp}" 2>>"${OUT_DIR}/import.log" || { sleep 0.3; continue; }
        sig="$(pixel_signature "${tmp}")"
        mv -f "${tmp}" "${file}"
        [ -n "${sig}" ] && [ "${sig}" = "${prev}" ] && not_blank "${file}" && return 0
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

mean_brightness() {
    # mean_brightness <png> [<crop geometry>]: mean gray level (0..1) of the
    # picture or of the given part of it; "lower-right" is the quadrant
    local crop=()
    case "${2:-}" in
        "") ;;
        lower-right) crop=(-gravity SouthEast -crop 50%x50%+0+0 +repage) ;;
        *) crop=(-crop "$2" +repage) ;;
    esac
    convert "$1" "${crop[@]}" -colorspace Gray -format '%[fx:mean]' info: 2>/dev/null
}

dimmed_by() {
    # dimmed_by <before> <after> <fraction>: after < before * (1 - fraction)
    python3 -c 'import sys; b, a, f = map(float, sys.argv[1:]); sys.exit(0 if a < b * (1 - f) else 1)' "$1" "$2" "$3"
}

within() {
    # within <reference> <value> <fraction>: |value - reference| <= reference * fraction
    python3 -c 'import sys; r, v, f = map(float, sys.argv[1:]); sys.exit(0 if abs(v - r) <= r * f else 1)' "$1" "$2" "$3"
}

less() { python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)' "$1" "$2"; }

click_at() {
    # click_at <id> <x> <y>: a real (XTEST) left click at x,y inside the
    # window; the X server sends it to whatever window is under the pointer
    xdotool mousemove --window "$1" "$2" "$3" click 1 >/dev/null 2>&1
}

finished_matches() {
    # finished_matches <history.json>: how many finished matches it lists
    python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1])).get("finished", [])))' "$1" 2>/dev/null || echo 0
}

fit_on_screen() {
    # fit_on_screen <id>: move the window to 0,0 if part of it is off screen
    # (clicks and screenshots need all of it visible; there is no window manager)
    local X=0 Y=0 WIDTH=0 HEIGHT=0 SW SH
    eval "$(xdotool getwindowgeometry --shell "$1" 2>/dev/null | grep -E '^(X|Y|WIDTH|HEIGHT)=-?[0-9]+$')"
    read -r SW SH < <(xdotool getdisplaygeometry)
    if [ "${X}" -lt 0 ] || [ "${Y}" -lt 0 ] || [ $((X + WIDTH)) -gt "${SW}" ] || [ $((Y + HEIGHT)) -gt "${SH}" ]; then
        xdotool windowmove --sync "$1" 0 0 >/dev/null 2>&1 || xdotool windowmove "$1" 0 0 >/dev/null 2>&1 || true
        sleep 0.3
    fi
}

resize_to() {
    # resize_to <what> <w> <h>: resize the game's window from outside, as a window manager
    # would, and wait until X reports the new size
    xdotool windowsize "${WID}" "$2" "$3"
    check "X reports the window resized to $1 $2x$3" wait_for_size "${WID}" "$2x$3" 50
}

capture() {
    # capture <what> <w> <h> <file>: a settled screenshot of the game's window that must be
    # <w>x<h> pixels and not blank, with the game still running
    screenshot_settled "${WID}" "$4" || bail "took $1 screenshot"
    local size
    size="$(png_size "$4")"
    check "$1 screenshot is $2x$3 (got ${size})" test "${size}" = "$2x$3"
    check "$1 screenshot is not blank" not_blank "$4"
    check "process still running with the window at $1" alive
}


# ------------------------------------------------------------- start game --
# With seed 7 these 14 rocks finish three first-to-3 matches against the hard
# level and leave one in progress, so the history has finished matches to open.
"${RPS_BIN}" --size "${LANDSCAPE_W}x${LANDSCAPE_H}" --seed 7 --play rrrrrrrrrrrrrr --data-dir "${OUT_DIR}/data" \
    >"${OUT_DIR}/rps.log" 2>&1 &
RPS_PID=$!

WID="$(find_window "${RPS_PID}")" || true
[ -n "${WID}" ] || bail "window \"Rock Paper Scissors\" appeared within 15 s"
ok "window \"Rock Paper Scissors\" appeared (id ${WID})"

# ------------------------------------------------- what the window manager reads --
# The minimum size in WM_NORMAL_HINTS (so the window cannot be dragged below the smallest
# legible layout), and the class docks use to group the window with its launcher entry.
HINTS="$(xprop -id "${WID}" WM_NORMAL_HINTS 2>/dev/null || true)"
check "the window manager gets the minimum size 320x360 ($(grep -o 'minimum size: .*' <<<"${HINTS}" || echo none))" \
    grep -q 'program specified minimum size: 320 by 360' <<<"${HINTS}"
CLASS="$(xprop -id "${WID}" WM_CLASS 2>/dev/null || true)"
check "the window's class is the launcher entry's id (${CLASS#*= })" \
    test "${CLASS}" = 'WM_CLASS(STRING) = "io.github.rps.RockPaperScissors", "io.github.rps.RockPaperScissors"'
DESKTOP_CLASS="$(sed -n 's/^StartupWMClass=//p' packaging/io.github.rps.RockPaperScissors.desktop.in)"
check "the launcher entry names the same class (StartupWMClass=${DESKTOP_CLASS})" \
    test "${DESKTOP_CLASS}" = "io.github.rps.RockPaperScissors"

# --------------------------------------------------------------- landscape --
LAND="${OUT_DIR}/landscape.png"
wait_for_size "${WID}" "${LANDSCAPE_W}x${LANDSCAPE_H}" 30 || true
capture "landscape" "${LANDSCAPE_W}" "${LANDSCAPE_H}" "${LAND}"

# ---------------------------------------------------------------- portrait --
resize_to "portrait" "${PORTRAIT_W}" "${PORTRAIT_H}"
PORT="${OUT_DIR}/portrait.png"
capture "portrait" "${PORTRAIT_W}" "${PORTRAIT_H}" "${PORT}"

DIFF_PORTRAIT="$(thumb_diff "${LAND}" "${PORT}")"
check "portrait arrangement differs from landscape (thumbnail diff ${DIFF_PORTRAIT} > ${LAYOUT_DIFF_MIN})" \
    greater "${DIFF_PORTRAIT}" "${LAYOUT_DIFF_MIN}"

# ---------------------------------------------------------- landscape again --
resize_to "landscape again" "${LANDSCAPE_W}" "${LANDSCAPE_H}"
LAND2="${OUT_DIR}/landscape-again.png"
capture "landscape again" "${LANDSCAPE_W}" "${LANDSCAPE_H}" "${LAND2}"

DIFF_AGAIN="$(thumb_diff "${LAND}" "${LAND2}")"
check "landscape layout came back (thumbnail diff ${DIFF_AGAIN} < ${DIFF_PORTRAIT} and < ${LAYOUT_DIFF_MIN})" \
    bash -c 'python3 -c "import sys; a, p, m = map(float, sys.argv[1:]); sys.exit(0 if a < p and a < m else 1)" "$@"' \
    _ "${DIFF_AGAIN}" "${DIFF_PORTRAIT}" "${LAYOUT_DIFF_MIN}"

# ------------------------------------------ pad portrait: history popover --
# Rotate the pad to portrait, open the history popover by clicking its
# button, pick a finished match, go back to the game.
resize_to "pad portrait" "${PAD_PORTRAIT_W}" "${PAD_PORTRAIT_H}"
fit_on_screen "${WID}"
PGAME="${OUT_DIR}/portrait-game.png"
capture "pad portrait" "${PAD_PORTRAIT_W}" "${PAD_PORTRAIT_H}" "${PGAME}"
FINISHED="$(finished_matches "${OUT_DIR}/data/history.json")"
check "history.json lists a finished match to pick (got ${FINISHED})" test "${FINISHED}" -ge 1

# Open the popover with a real pointer click on the History button.
click_at "${WID}" "${NAV_LEFT_BUTTON_X}" "${NAV_LEFT_BUTTON_Y}"
POPOVER="${OUT_DIR}/popover.png"
screenshot_settled "${WID}" "${POPOVER}" || bail "took history popover screenshot"
check "process still running after clicking the History button" alive
DIFF_POPOVER="$(thumb_diff "${PGAME}" "${POPOVER}")"
check "clicking the History button changed the window (thumbnail diff ${DIFF_POPOVER} > ${LAYOUT_DIFF_MIN})" \
    greater "${DIFF_POPOVER}" "${LAYOUT_DIFF_MIN}"
LR_GAME="$(mean_brightness "${PGAME}" lower-right)"
LR_POPOVER="$(mean_brightness "${POPOVER}" lower-right)"
check "popover backdrop dims the lower-right quadrant by > ${DIM_DROP_MIN} (${LR_GAME} -> ${LR_POPOVER})" \
    dimmed_by "${LR_GAME}" "${LR_POPOVER}" "${DIM_DROP_MIN}"
NAV_GAME="$(mean_brightness "${PGAME}" "${NAV_BAR_EMPTY}")"
NAV_POPOVER="$(mean_brightness "${POPOVER}" "${NAV_BAR_EMPTY}")"
check "popover backdrop dims the navigation bar by > ${DIM_DROP_MIN} (${NAV_GAME} -> ${NAV_POPOVER})" \
    dimmed_by "${NAV_GAME}" "${NAV_POPOVER}" "${DIM_DROP_MIN}"

# Pick the newest finished match (the popover's second row).
click_at "${WID}" "${HISTORY_ROW2_X}" "${HISTORY_ROW2_Y}"
DETAIL="${OUT_DIR}/detail.png"
screenshot_settled "${WID}" "${DETAIL}" || bail "took match detail screenshot"
check "match detail screenshot is not blank" not_blank "${DETAIL}"
check "process still running after picking a match" alive
DIFF_DETAIL_GAME="$(thumb_diff "${PGAME}" "${DETAIL}")"
DIFF_DETAIL_POPOVER="$(thumb_diff "${POPOVER}" "${DETAIL}")"
check "match detail differs from the game (thumbnail diff ${DIFF_DETAIL_GAME} > ${LAYOUT_DIFF_MIN})" \
    greater "${DIFF_DETAIL_GAME}" "${LAYOUT_DIFF_MIN}"
check "match detail differs from the popover (thumbnail diff ${DIFF_DETAIL_POPOVER} > ${LAYOUT_DIFF_MIN})" \
    greater "${DIFF_DETAIL_POPOVER}" "${LAYOUT_DIFF_MIN}"
# The detail's content is darker than the game's, so the popover having
# closed is judged on the empty stretch of the navigation bar, which looks
# the same on both when nothing dims it.
NAV_DETAIL="$(mean_brightness "${DETAIL}" "${NAV_BAR_EMPTY}")"
check "popover closed: navigation bar no longer dimmed (${NAV_DETAIL} within ${UNDIMMED_TOLERANCE} of ${NAV_GAME})" \
    within "${NAV_GAME}" "${NAV_DETAIL}" "${UNDIMMED_TOLERANCE}"

# Back to the game with the back button, where the History button was.
click_at "${WID}" "${NAV_LEFT_BUTTON_X}" "${NAV_LEFT_BUTTON_Y}"
BACK="${OUT_DIR}/back.png"
screenshot_settled "${WID}" "${BACK}" || bail "took screenshot after going back"
check "process still running after going back" alive
DIFF_BACK="$(thumb_diff "${PGAME}" "${BACK}")"
check "back button returned to the game (thumbnail diff ${DIFF_BACK} < ${LAYOUT_DIFF_MIN})" \
    less "${DIFF_BACK}" "${LAYOUT_DIFF_MIN}"

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

# --------------------------------------------------- full screen without a WM --
# F11 on a display with no window manager: nobody carries out SDL's request, so the game covers
# the screen itself, and the layout follows the size the window really has (the picture is
# drawn to its lower-right corner); F11 again puts back the window and its layout.
"${RPS_BIN}" --size "${LANDSCAPE_W}x${LANDSCAPE_H}" --seed 3 --mute --data-dir "${OUT_DIR}/data-full" \
    >"${OUT_DIR}/rps-full.log" 2>&1 &
RPS_PID=$!
WID="$(find_window "${RPS_PID}")" || true
if [ -n "${WID}" ]; then
    wait_for_size "${WID}" "${LANDSCAPE_W}x${LANDSCAPE_H}" 30 || true
    fit_on_screen "${WID}"
    BEFORE_FULL="${OUT_DIR}/before-full-screen.png"
    screenshot_settled "${WID}" "${BEFORE_FULL}" || true
    xdotool mousemove --window "${WID}" 50 50 >/dev/null 2>&1 || true
    xdotool windowfocus --sync "${WID}" >/dev/null 2>&1 || true
    xdotool key F11 >/dev/null 2>&1 || true
    SCREEN="$(xdotool getdisplaygeometry | tr ' ' x)"
    wait_for_size "${WID}" "${SCREEN}" 50 || true
    FULL_SIZE="$(window_size "${WID}")"
    check "F11 makes the window cover the ${SCREEN} screen (got ${FULL_SIZE})" test "${FULL_SIZE}" = "${SCREEN}"
    FULL="${OUT_DIR}/full-screen.png"
    screenshot_settled "${WID}" "${FULL}" || true
    check "the full-screen picture is the screen's size (got $(png_size "${FULL}"))" test "$(png_size "${FULL}")" = "${SCREEN}"
    # The layout's bottom edge holds the throw buttons; an old, smaller layout leaves it black.
    CORNER="$(mean_brightness "${FULL}" lower-right)"
    check "the layout fills the full screen: its lower-right quadrant is drawn (mean ${CORNER} > 0.03)" \
        greater "${CORNER}" 0.03
    xdotool key F11 >/dev/null 2>&1 || true
    check "F11 again gives the window back its ${LANDSCAPE_W}x${LANDSCAPE_H}" \
        wait_for_size "${WID}" "${LANDSCAPE_W}x${LANDSCAPE_H}" 50
    AFTER_FULL="${OUT_DIR}/after-full-screen.png"
    screenshot_settled "${WID}" "${AFTER_FULL}" || true
    DIFF_FULL="$(compare -metric AE "${BEFORE_FULL}" "${AFTER_FULL}" null: 2>&1 || true)"
    check "after full screen the window draws what it drew before (${DIFF_FULL} pixels differ)" \
        test "${DIFF_FULL}" = "0"
    kill "${RPS_PID}" 2>/dev/null || true
    wait "${RPS_PID}" 2>/dev/null || true
else
    not_ok "window for the full-screen check appeared"
fi
RPS_PID=""

# ---------------------------------------------------------- path independence --
# A window resized from outside to a size must draw exactly what a window opened at that size
# draws: the layout depends on the size alone, never on the sizes it came through. Each pair
# starts from an empty history, so both show the same screen.
same_frame_after_resize() {
    # same_frame_after_resize <device> <from WxH> <to WxH>
    local device="$1" from="$2" to="$3" resized opened
    resized="${OUT_DIR}/path-${device}-${from}-to-${to}.png"
    opened="${OUT_DIR}/path-${device}-${to}.png"
    for run in resized opened; do
        local size="${from}" file="${resized}"
        [ "${run}" = opened ] && size="${to}" file="${opened}"
        rm -rf "${OUT_DIR}/data-path"
        "${RPS_BIN}" --device "${device}" --size "${size}" --seed 3 --mute --data-dir "${OUT_DIR}/data-path" \
            >"${OUT_DIR}/rps-path.log" 2>&1 &
        RPS_PID=$!
        WID="$(find_window "${RPS_PID}")" || { not_ok "${device} window at ${size} appeared"; return; }
        wait_for_size "${WID}" "${size}" 30 || true
        fit_on_screen "${WID}"
        if [ "${run}" = resized ]; then
            screenshot_settled "${WID}" "${OUT_DIR}/.before-resize.png" || true
            xdotool windowsize "${WID}" "${to%x*}" "${to#*x}"
            wait_for_size "${WID}" "${to}" 50 || true
        fi
        screenshot_settled "${WID}" "${file}" || true
        kill "${RPS_PID}" 2>/dev/null || true
        wait "${RPS_PID}" 2>/dev/null || true
        RPS_PID=""
    done
    local differing
    differing="$(compare -metric AE "${resized}" "${opened}" null: 2>&1 || true)"
    check "${device} resized from ${from} to ${to} draws what a window opened at ${to} draws (${differing} pixels differ)" \
        test "${differing}" = "0"
}
same_frame_after_resize pad 2000x1000 1010x1000
same_frame_after_resize pad 1024x768 768x1024
same_frame_after_resize pad 768x1024 1024x768
same_frame_after_resize phone 390x844 844x390
same_frame_after_resize phone 844x390 430x932

# -------------------------------------------------------------- two players --
# Ana (left hand: A S D) and Ben (right hand: J K L) play first to two on a pad. Round one is
# A and L in one xdotool call (rock against scissors, at once); round two the same keys one
# after the other, the first kept secret until the second. The landscape board before the
# first throw, the portrait board after round one and after the match are compared with what
# `rps --screenshot` draws for the same state, pixel for pixel; then H opens the history,
# which lists the match under both names, as the saved history.json does.
TP_ARGS=(--device pad --players 2 --names Ana,Ben --first-to 2 --mute)
TP_DATA="${OUT_DIR}/data-two"
rounds_played() {
    # rounds_played <history.json>: "<rounds in the current match> <finished two-player matches>"
    python3 - "$1" <<'PY' 2>/dev/null || echo "0 0"
import json, sys
history = json.load(open(sys.argv[1]))
current = history.get("current") or {}
finished = [m for m in history.get("finished", []) if m.get("players")]
print(len((current.get("match") or {}).get("rounds", [])), len(finished))
PY
}
wait_for_rounds() {
    # wait_for_rounds <expected "rounds finished"> <tries of 0.1 s>: the count before a reveal
    # takes a second, then the round is saved
    for _ in $(seq "$2"); do
        [ "$(rounds_played "${TP_DATA}/history.json")" = "$1" ] && return 0
        sleep 0.1
    done
    return 1
}
same_as_offscreen() {
    # same_as_offscreen <what> <window shot> <WxH> <play pairs or ""> : the offscreen frame of the
    # same state, drawn by `rps --screenshot`, has the same pixels
    local offscreen="${OUT_DIR}/two-$1-offscreen.png" differing
    rm -rf "${OUT_DIR}/data-two-offscreen"
    SDL_VIDEODRIVER=offscreen "${RPS_BIN}" "${TP_ARGS[@]}" --size "$3" ${4:+--play "$4"} \
        --screenshot "${offscreen}" --data-dir "${OUT_DIR}/data-two-offscreen" >>"${OUT_DIR}/rps-two.log" 2>&1 || true
    differing="$(compare -metric AE "$2" "${offscreen}" null: 2>&1 || true)"
    check "two players, $1: the window draws what --screenshot draws (${differing} pixels differ)" \
        test "${differing}" = "0"
}
rm -rf "${TP_DATA}"
"${RPS_BIN}" "${TP_ARGS[@]}" --size 1024x768 --data-dir "${TP_DATA}" >"${OUT_DIR}/rps-two.log" 2>&1 &
RPS_PID=$!
WID="$(find_window "${RPS_PID}")" || true
if [ -n "${WID}" ]; then
    wait_for_size "${WID}" 1024x768 30 || true
    fit_on_screen "${WID}"
    TP_LAND="${OUT_DIR}/two-landscape.png"
    capture "two-player landscape" 1024 768 "${TP_LAND}"
    same_as_offscreen "landscape before a throw" "${TP_LAND}" 1024x768 ""

    xdotool mousemove --window "${WID}" 50 50 >/dev/null 2>&1 || true
    xdotool windowfocus --sync "${WID}" >/dev/null 2>&1 || true
    xdotool key a l >/dev/null 2>&1 || true
    check "A and L in one xdotool call play a round (rock against scissors)" wait_for_rounds "1 0" 50

    resize_to "two-player portrait" 768 1024
    fit_on_screen "${WID}"
    TP_PORT="${OUT_DIR}/two-portrait.png"
    capture "two-player portrait" 768 1024 "${TP_PORT}"
    DIFF_TP="$(thumb_diff "${TP_LAND}" "${TP_PORT}")"
    check "the two-player board turned to portrait changed its arrangement (thumbnail diff ${DIFF_TP} > ${LAYOUT_DIFF_MIN})" \
        greater "${DIFF_TP}" "${LAYOUT_DIFF_MIN}"
    same_as_offscreen "portrait after round one (the top half turned)" "${TP_PORT}" 768x1024 "rs"

    xdotool key a >/dev/null 2>&1 || true
    sleep 0.5
    check "A alone is kept secret: nothing is played until the right player throws" \
        test "$(rounds_played "${TP_DATA}/history.json")" = "1 0"
    xdotool key l >/dev/null 2>&1 || true
    check "then L plays round two, and Ana wins the match 2-0" wait_for_rounds "0 1" 50
    TP_OVER="${OUT_DIR}/two-match-over.png"
    capture "two-player match over" 768 1024 "${TP_OVER}"
    same_as_offscreen "portrait after the match" "${TP_OVER}" 768x1024 "rs,rs"

    PLAYERS="$(python3 -c 'import json, sys; m = json.load(open(sys.argv[1]))["finished"][0]; print(m["players"]["left"], m["players"]["right"], len(m["match"]["rounds"]))' \
        "${TP_DATA}/history.json" 2>/dev/null || echo none)"
    check "history.json keeps the two-player match under Ana and Ben, with its 2 rounds (got ${PLAYERS})" \
        test "${PLAYERS}" = "Ana Ben 2"
    xdotool key h >/dev/null 2>&1 || true
    TP_HISTORY="${OUT_DIR}/two-history.png"
    screenshot_settled "${WID}" "${TP_HISTORY}" || true
    DIFF_TH="$(thumb_diff "${TP_OVER}" "${TP_HISTORY}")"
    check "H opens the history over the board (thumbnail diff ${DIFF_TH} > ${LAYOUT_DIFF_MIN})" \
        greater "${DIFF_TH}" "${LAYOUT_DIFF_MIN}"
    check "process still running after the two-player match" alive
    kill "${RPS_PID}" 2>/dev/null || true
    wait "${RPS_PID}" 2>/dev/null || true
else
    not_ok "two-player window appeared"
fi
RPS_PID=""

# ------------------------------------------------------------ large display --
# A 4K screen: without --scale the pad opens at two pixels per point, readable
# there; with --scale 1 it keeps one.
kill "${XVFB_PID}" 2>/dev/null || true
wait "${XVFB_PID}" 2>/dev/null || true
XVFB_PID=""
if start_xvfb 3840x2160; then
    ok "private Xvfb display ${DISPLAY} with a 3840x2160 screen started"
    for run in "default:2048x1536" "--scale=1:1024x768"; do
        option="${run%%:*}" expected="${run##*:}"
        [ "${option}" = "default" ] && option=""
        "${RPS_BIN}" ${option:+"${option}"} --data-dir "${OUT_DIR}/data-4k" >"${OUT_DIR}/rps-4k.log" 2>&1 &
        RPS_PID=$!
        WID="$(find_window "${RPS_PID}")" || true
        size="$( [ -n "${WID}" ] && wait_for_size "${WID}" "${expected}" 30 && echo "${expected}" \
            || { [ -n "${WID}" ] && window_size "${WID}"; } || echo "no window")"
        check "on a 4K screen the pad opens at ${expected} pixels with ${option:-no --scale} (got ${size})" \
            test "${size}" = "${expected}"
        kill "${RPS_PID}" 2>/dev/null || true
        wait "${RPS_PID}" 2>/dev/null || true
        RPS_PID=""
    done
else
    not_ok "private Xvfb display with a 3840x2160 screen started (see ${OUT_DIR}/xvfb.log)"
fi

# ---------------------------------------------------- under a window manager --
# A window manager frames the window. It must come back where it was at every start, not lower
# by the frame's title bar each time (the place kept is the frame's corner, which is where a
# window manager puts a new window's frame); and a --size larger than the screen opens inside
# the screen's usable area, frame and all. Openbox is the window manager (package openbox).
client_place() {
    # client_place <id>: prints X,Y of the window's inside on the screen
    local X="" Y=""
    eval "$(xdotool getwindowgeometry --shell "$1" 2>/dev/null | grep -E '^(X|Y)=-?[0-9]+$')"
    printf '%s,%s\n' "${X}" "${Y}"
}
frame_extents() {
    # frame_extents <id>: prints "left right top bottom" of the frame around it (0s if none)
    xprop -id "$1" _NET_FRAME_EXTENTS 2>/dev/null | sed -n 's/.*= *//p' | tr -d ',' | grep . || echo "0 0 0 0"
}
quit_window() {
    # quit_window <id>: Ctrl+Q, then waits for the game to end
    xdotool windowactivate --sync "$1" >/dev/null 2>&1 || xdotool windowfocus --sync "$1" >/dev/null 2>&1 || true
    xdotool key --clearmodifiers ctrl+q >/dev/null 2>&1 || true
    for _ in $(seq 50); do kill -0 "${RPS_PID}" 2>/dev/null || break; sleep 0.1; done
    kill "${RPS_PID}" 2>/dev/null || true
    wait "${RPS_PID}" 2>/dev/null || true
    RPS_PID=""
}
if command -v openbox >/dev/null 2>&1; then
    kill "${XVFB_PID}" 2>/dev/null || true
    wait "${XVFB_PID}" 2>/dev/null || true
    XVFB_PID=""
    if start_xvfb 1600x1000; then
        openbox --sm-disable >"${OUT_DIR}/openbox.log" 2>&1 &
        WM_PID=$!
        for _ in $(seq 50); do
            xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && break
            sleep 0.1
        done
        WM_CONFIG="${OUT_DIR}/config-wm"
        PLACES=()
        for run in 1 2 3; do
            XDG_CONFIG_HOME="${WM_CONFIG}" "${RPS_BIN}" --mute --data-dir "${OUT_DIR}/data-wm" \
                >"${OUT_DIR}/rps-wm.log" 2>&1 &
            RPS_PID=$!
            WID="$(find_window "${RPS_PID}")" || { not_ok "window under openbox appeared (run ${run})"; break; }
            sleep 0.5
            if [ "${run}" = 1 ]; then
                xdotool windowmove --sync "${WID}" 140 90 >/dev/null 2>&1 || true
                sleep 0.3
            fi
            PLACES+=("$(client_place "${WID}")")
            quit_window "${WID}"
        done
        check "under a window manager the window comes back where it was at every start (${PLACES[*]})" \
            test "${#PLACES[@]}" = 3 -a "${PLACES[0]}" = "${PLACES[1]:-}" -a "${PLACES[1]:-}" = "${PLACES[2]:-}"

        XDG_CONFIG_HOME="${OUT_DIR}/config-wm-large" "${RPS_BIN}" --size 3000x2000 --mute \
            --data-dir "${OUT_DIR}/data-wm" >"${OUT_DIR}/rps-wm-large.log" 2>&1 &
        RPS_PID=$!
        WID="$(find_window "${RPS_PID}")" || true
        if [ -n "${WID}" ]; then
            sleep 0.8
            X=0 Y=0 WIDTH=0 HEIGHT=0
            eval "$(xdotool getwindowgeometry --shell "${WID}" 2>/dev/null | grep -E '^(X|Y|WIDTH|HEIGHT)=-?[0-9]+$')"
            read -r LEFT RIGHT TOP BOTTOM < <(frame_extents "${WID}")
            OUTER="$((WIDTH + LEFT + RIGHT))x$((HEIGHT + TOP + BOTTOM))+$((X - LEFT))+$((Y - TOP))"
            check "--size 3000x2000 on a 1600x1000 screen opens inside it, frame and all (frame ${OUTER})" \
                test "$((X - LEFT))" -ge 0 -a "$((Y - TOP))" -ge 0 \
                -a "$((X + WIDTH + RIGHT))" -le 1600 -a "$((Y + HEIGHT + BOTTOM))" -le 1000
            quit_window "${WID}"
        else
            not_ok "window of --size 3000x2000 under openbox appeared"
        fi
        kill "${WM_PID}" 2>/dev/null || true
        wait "${WM_PID}" 2>/dev/null || true
    else
        not_ok "private Xvfb display for the window manager started (see ${OUT_DIR}/xvfb.log)"
    fi
else
    echo "# openbox is not installed: the checks under a window manager are skipped"
fi

summary
[ "${FAILED}" -eq 0 ]
