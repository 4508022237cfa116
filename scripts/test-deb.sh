#!/usr/bin/env bash
# Tests the Debian package as a user of a clean Debian 12 would meet it:
#   - lintian reports no error (its warnings are printed), appstreamcli validates the AppStream
#     file and desktop-file-validate the launcher entry, with nothing to say, and the man page
#     renders with no warning;
#   - every file is where Debian wants it, and the launcher's StartupWMClass is the game's id;
#   - in a fresh Debian 12 root made by mmdebstrap (no Swift toolchain in it), `apt-get install
#     ./rps_….deb` brings what it needs; `ldd` of the installed game finds every library and
#     none from a Swift toolchain; it renders an offscreen screenshot, opens a real window on an
#     X server (Xvfb, outside the root) whose WM_CLASS is the launcher's StartupWMClass, and
#     quits on Ctrl+Q; its bash completion completes there;
#   - `apt-get remove rps` leaves none of its files and folders, removes nothing else, creates
#     nothing, and no file new since the clean root names the game.
#
# Usage: scripts/test-deb.sh [PACKAGE.deb]   (default: builds it with scripts/package-deb.sh)
# Needs root (for the chroot), mmdebstrap, lintian, appstream, desktop-file-utils, mandoc, Xvfb,
# xdotool and x11-utils (scripts/install-dependencies.sh --package), and Debian's mirror
# (RPS_DEBIAN_MIRROR, default http://deb.debian.org/debian). Prints "ok - ..." / "not ok - ..."
# per check, the time each stage took, then "N passed, M failed"; exits non-zero if any failed.
set -euo pipefail
# comm and sort compare bytes, whatever the locale.
export LC_ALL=C

CALLER_DIR="$(pwd)"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APP_ID="io.github.rps.RockPaperScissors"
# shellcheck source=lib/png.sh
source "${REPO_ROOT}/scripts/lib/png.sh"
# shellcheck source=lib/tap.sh
source "${REPO_ROOT}/scripts/lib/tap.sh"
# shellcheck source=lib/window.sh
source "${REPO_ROOT}/scripts/lib/window.sh"
MIRROR="${RPS_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SUITE=bookworm

[ "$(id -u)" -eq 0 ] || { echo "error: test-deb.sh needs root for its chroot" >&2; exit 2; }
for tool in mmdebstrap lintian appstreamcli desktop-file-validate mandoc Xvfb xdotool xprop; do
  command -v "${tool}" >/dev/null 2>&1 || {
    echo "error: ${tool} is missing (scripts/install-dependencies.sh --package)" >&2
    exit 2
  }
done

START=${SECONDS}
STAGE_START=${SECONDS}
stage() {
  # stage <name>: the time the previous stage took, then the next one's name
  echo "# $(printf '%4d' $((SECONDS - STAGE_START))) s  (total $((SECONDS - START)) s)"
  STAGE_START=${SECONDS}
  echo "# ---- $1"
}

package="${1:-}"
if [ -z "${package}" ]; then
  stage "building the package"
  package="$("${REPO_ROOT}/scripts/package-deb.sh")"
fi
case "${package}" in /*) ;; *) package="${CALLER_DIR}/${package}" ;; esac
[ -f "${package}" ] || { echo "error: no package at ${package}" >&2; exit 2; }
echo "# package: ${package} ($(du -h "${package}" | cut -f1))"

TMP="$(mktemp -d "${TMPDIR:-/tmp}/rps-test-deb.XXXXXX")"
ROOT="${TMP}/root"
XVFB_PID=""
mounted=()
cleanup() {
  [ -z "${XVFB_PID}" ] || kill "${XVFB_PID}" 2>/dev/null || true
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount -l "${mounted[index]}" 2>/dev/null || true
  done
  rm -rf --one-file-system -- "${TMP}"
}
trap cleanup EXIT

finish() {
  stage "done"
  echo "${PASSED} passed, ${FAILED} failed"
  [ "${FAILED}" -eq 0 ]
  exit $?
}


# ------------------------------------------------------------- the package --
stage "lintian, AppStream, launcher entry, man page"
lintian --info --display-level '>=warning' --tag-display-limit 0 "${package}" 2>&1 |
  grep -v "running with root privileges is not recommended" >"${TMP}/lintian.txt" || true
check "lintian reports no error" bash -c '! grep -q "^E: " "$1"' _ "${TMP}/lintian.txt"
echo "# lintian said (W: warning, I: information, P: pedantic):"
show "${TMP}/lintian.txt"

EXTRACTED="${TMP}/extracted"
dpkg-deb -x "${package}" "${EXTRACTED}"
metainfo="${EXTRACTED}/usr/share/metainfo/${APP_ID}.metainfo.xml"
# --no-net: the screenshots' addresses are not fetched (this machine reaches no web server).
appstreamcli validate --no-net "${metainfo}" >"${TMP}/appstream.txt" 2>&1 || true
check "appstreamcli validate --no-net passes with no error or warning" \
  bash -c 'grep -q "Validation was successful" "$1" && ! grep -qE "^[EW]: " "$1"' _ "${TMP}/appstream.txt"
show "${TMP}/appstream.txt"
desktop="${EXTRACTED}/usr/share/applications/${APP_ID}.desktop"
check "desktop-file-validate has nothing to say about the launcher entry" \
  bash -c 'desktop-file-validate "$1" >"$2" 2>&1 && [ ! -s "$2" ]' _ "${desktop}" "${TMP}/desktop.txt"
show_if_failed "${TMP}/desktop.txt"
wm_class="$(sed -n 's/^StartupWMClass=//p' "${desktop}")"
check "the launcher's StartupWMClass (${wm_class}) is the game's id, and Exec is /usr/games/rps" \
  bash -c '[ "$1" = "$2" ] && grep -qx "Exec=/usr/games/rps" "$3"' _ "${wm_class}" "${APP_ID}" "${desktop}"
zcat "${EXTRACTED}/usr/share/man/man6/rps.6.gz" >"${TMP}/rps.6"
check "the man page renders with no warning (mandoc -Tlint -W all, groff -ww)" \
  bash -c 'mandoc -Tlint -W all "$1" >"$2" 2>&1 && groff -ww -man -Tutf8 "$1" 2>>"$2" >/dev/null && [ ! -s "$2" ]' \
  _ "${TMP}/rps.6" "${TMP}/man.txt"
show_if_failed "${TMP}/man.txt"

missing=()
for path in usr/games/rps usr/share/rps/assets/rock.png usr/share/rps/assets/sounds/win.wav \
  usr/share/rps/assets/fonts/DejaVuSans.ttf usr/share/man/man6/rps.6.gz \
  usr/share/bash-completion/completions/rps usr/share/zsh/vendor-completions/_rps \
  usr/share/fish/vendor_completions.d/rps.fish usr/share/doc/rps/copyright usr/share/doc/rps/changelog.gz \
  "usr/share/icons/hicolor/scalable/apps/${APP_ID}.svg" "usr/share/icons/hicolor/48x48/apps/${APP_ID}.png" \
  "usr/share/icons/hicolor/256x256/apps/${APP_ID}.png" usr/share/locale/de/LC_MESSAGES/rps.mo \
  usr/share/locale/fr/LC_MESSAGES/rps.mo usr/share/locale/es/LC_MESSAGES/rps.mo \
  usr/share/locale/zh_CN/LC_MESSAGES/rps.mo; do
  [ -e "${EXTRACTED}/${path}" ] || [ -L "${EXTRACTED}/${path}" ] || missing+=("/${path}")
done
check "every file is in its standard place (missing: ${missing[*]:-none})" test ${#missing[@]} -eq 0
depends="$(dpkg-deb -f "${package}" Depends)"
echo "# Depends: ${depends}"
check "Depends names SDL2, its ttf, image and mixer libraries and the DejaVu fonts" \
  bash -c 'for name in libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libsdl2-mixer-2.0-0 fonts-dejavu-core; do
      [[ "$1" == *"$name"* ]] || exit 1; done' _ "${depends}"
check "Recommends the Chinese font, fonts-wqy-microhei" \
  bash -c '[[ "$1" == *fonts-wqy-microhei* ]]' _ "$(dpkg-deb -f "${package}" Recommends)"
check "the man page is English (built whatever the builder's language)" grep -qi 'window size in points' "${TMP}/rps.6"

# -------------------------------------------------------------- a clean root --
stage "a clean Debian 12 root (mmdebstrap --variant=apt ${SUITE})"
if ! mmdebstrap --variant=apt --skip=cleanup/apt/lists "${SUITE}" "${ROOT}" "${MIRROR}" >"${TMP}/mmdebstrap.log" 2>&1; then
  check "mmdebstrap made a Debian 12 root" false
  show "${TMP}/mmdebstrap.log"
  finish
fi
for folder in proc dev; do
  mount --bind "/${folder}" "${ROOT}/${folder}"
  mounted+=("${ROOT}/${folder}")
done
in_root() {
  # HOME is in /tmp: what the game saves for its user (settings, history) is not the package's.
  chroot "${ROOT}" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games \
    HOME=/tmp/home LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}
mkdir -p "${ROOT}/tmp/home"
check "the root has no Swift toolchain" \
  bash -c '! chroot "$1" sh -c "command -v swift swiftc" >/dev/null && [ ! -e "$1/opt/swift" ]' _ "${ROOT}"
snapshot() {
  # snapshot <file>: every file and link of the root with its type, but for what changes with
  # any apt run (its lists, caches, logs and dpkg's own records) and the mounts
  (cd "${ROOT}" && find . -xdev \( -path ./proc -o -path ./dev -o -path ./tmp -o -path ./var/lib/apt \
    -o -path ./var/lib/dpkg -o -path ./var/cache -o -path ./var/log -o -path ./run \) -prune -o \
    -printf '%y %p\n' | LC_ALL=C sort) >"$1"
}
snapshot "${TMP}/before.txt"

stage "apt-get install ./$(basename "${package}")"
cp "${package}" "${ROOT}/tmp/"
status=0
in_root apt-get install -y "/tmp/$(basename "${package}")" >"${TMP}/install.log" 2>&1 || status=$?
check "apt-get install ./$(basename "${package}") in the clean root exits 0 (got ${status})" test "${status}" -eq 0
[ "${status}" -eq 0 ] || { show "${TMP}/install.log"; finish; }
echo "# $(grep -E '^[0-9]+ upgraded' "${TMP}/install.log")"

snapshot "${TMP}/installed.txt"

stage "the installed game"
in_root ldd /usr/games/rps >"${TMP}/ldd.txt" 2>&1 || true
check "ldd finds every library of /usr/games/rps" bash -c '! grep -q "not found" "$1" && grep -q libSDL2 "$1"' _ "${TMP}/ldd.txt"
show_if_failed "${TMP}/ldd.txt"
check "... and none is Swift's or Foundation's" bash -c '! grep -qiE "swift|foundation|dispatch" "$1"' _ "${TMP}/ldd.txt"
show_if_failed "${TMP}/ldd.txt"
version="$(dpkg-deb -f "${package}" Version)"
check "rps --version prints rps ${version}" test "$(in_root rps --version 2>&1)" = "rps ${version}"

status=0
in_root env SDL_VIDEODRIVER=offscreen rps --data-dir /tmp/data --screenshot /tmp/shot.png --size 480x360 \
  >"${TMP}/shot.log" 2>&1 || status=$?
check "it renders an offscreen screenshot of 480x360 with its installed assets (exit ${status})" \
  test "$(png_size "${ROOT}/tmp/shot.png" 2>/dev/null)" = "480x360"
show_if_failed "${TMP}/shot.log"
# RPS_DEB_SCREENSHOT=FILE keeps the screenshot, to look at.
[ -z "${RPS_DEB_SCREENSHOT:-}" ] || cp "${ROOT}/tmp/shot.png" "${RPS_DEB_SCREENSHOT}" 2>/dev/null || true

# A real window on an X server outside the root, through its socket.
display=":$((90 + RANDOM % 100))"
Xvfb "${display}" -nolisten tcp -screen 0 1280x1024x24 >"${TMP}/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
mkdir -p "${ROOT}/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "${ROOT}/tmp/.X11-unix"
mounted+=("${ROOT}/tmp/.X11-unix")
in_root env DISPLAY="${display}" rps --data-dir /tmp/data >"${TMP}/window.log" 2>&1 &
game=$!
window="$(DISPLAY="${display}" find_window "" 30 || true)"
check "it opens a window on a real X server" test -n "${window}"
if [ -n "${window}" ]; then
  class="$(DISPLAY="${display}" xprop -id "${window}" WM_CLASS 2>&1)"
  check "its WM_CLASS (${class#*= }) is the launcher's StartupWMClass" \
    bash -c '[[ "$1" == *"\"$2\""* ]]' _ "${class}" "${wm_class}"
  # No window manager runs: focus the window directly, then type.
  sleep 1
  DISPLAY="${display}" xdotool mousemove --window "${window}" 50 50 >/dev/null 2>&1 || true
  DISPLAY="${display}" xdotool windowfocus --sync "${window}" >/dev/null 2>&1 || true
  DISPLAY="${display}" xdotool key ctrl+q >/dev/null 2>&1 || true
fi
quit=no
for _ in $(seq 100); do kill -0 "${game}" 2>/dev/null || { quit=yes; break; }; sleep 0.1; done
check "it quits on Ctrl+Q" test "${quit}" = yes
[ "${quit}" = yes ] || { kill "${game}" 2>/dev/null || true; show "${TMP}/window.log"; }
wait "${game}" 2>/dev/null || true
umount -l "${ROOT}/tmp/.X11-unix" && unset 'mounted[-1]'

completed="$(in_root bash -c 'source /usr/share/bash-completion/completions/rps
  COMP_WORDS=(rps --level ""); COMP_CWORD=2; _rps; echo "${COMPREPLY[*]}"' 2>&1)"
check "its bash completion completes --level there (got: ${completed})" test "${completed}" = "easy medium hard"

# ------------------------------------------------------------------ removal --
stage "apt-get remove rps"
in_root dpkg -L rps >"${TMP}/files.txt"
status=0
in_root apt-get remove -y rps >"${TMP}/remove.log" 2>&1 || status=$?
check "apt-get remove rps exits 0 (got ${status})" test "${status}" -eq 0
show_if_failed "${TMP}/remove.log"
check "dpkg no longer knows rps (nothing is kept as config-files)" \
  bash -c '! chroot "$1" dpkg-query -W -f="\${Status}" rps 2>/dev/null | grep -qv "not-installed"' _ "${ROOT}"
left=()
while IFS= read -r path; do
  [ "${path}" = "/." ] && continue
  if [ -f "${ROOT}${path}" ] || [ -L "${ROOT}${path}" ]; then left+=("${path}"); fi
  if [[ "${path}" == */rps || "${path}" == */rps/* ]] && [ -e "${ROOT}${path}" ]; then left+=("${path}"); fi
done <"${TMP}/files.txt"
check "none of its files or folders is left (left: ${left[*]:-none})" test ${#left[@]} -eq 0

snapshot "${TMP}/removed.txt"
comm -13 "${TMP}/installed.txt" "${TMP}/removed.txt" >"${TMP}/added-by-removal.txt"
check "removing it adds no file anywhere" test ! -s "${TMP}/added-by-removal.txt"
show_if_failed "${TMP}/added-by-removal.txt"
# What went away is exactly the package's files, links and folders: nothing of anyone else's.
comm -23 "${TMP}/installed.txt" "${TMP}/removed.txt" | sed 's|^. \.||' | LC_ALL=C sort >"${TMP}/gone.txt"
grep -v '^/\.$' "${TMP}/files.txt" | while IFS= read -r path; do
  # Folders it shares with other packages (/usr/share/man/man6) stay.
  if [ ! -d "${ROOT}${path}" ] || [ -L "${ROOT}${path}" ]; then echo "${path}"; fi
done | LC_ALL=C sort >"${TMP}/ours.txt"
comm -23 "${TMP}/gone.txt" "${TMP}/ours.txt" >"${TMP}/others-gone.txt"
check "what it removed was its own and nothing else" test ! -s "${TMP}/others-gone.txt"
show_if_failed "${TMP}/others-gone.txt"
# Nothing new since the clean root, where the dependencies put their own files and caches,
# names the game.
comm -13 "${TMP}/before.txt" "${TMP}/removed.txt" | grep -iE "/_?rps(\.[a-z0-9]+)?(/|\$)|rockpaperscissors" >"${TMP}/named.txt" || true
check "no file or folder new since the clean root names the game" test ! -s "${TMP}/named.txt"
show_if_failed "${TMP}/named.txt"

finish
