#!/usr/bin/env bash
# Tests scripts/install.sh and scripts/uninstall.sh in temporary prefixes, with an already built
# binary (install.sh --binary), so nothing is rebuilt:
#   - every file lands where it should (binary, run-time assets without the SVG sources,
#     launcher entry, icons at 48, 128 and 256 px) and the manifest lists all that was created;
#   - the launcher entry validates (desktop-file-validate, when installed), is in Game;, and
#     its Exec starts the installed binary;
#   - the installed binary, started from another folder without RPS_ASSETS (by its path, by its
#     name on PATH, through a symbolic link), finds its installed assets and renders a
#     screenshot; without them it fails; a bogus RPS_ASSETS fails with one line naming it;
#   - the binary in the build folder finds the checkout's assets from another folder too;
#   - installing again changes nothing; uninstalling leaves the prefix as it was before, keeps
#     files it did not install, removes a prefix it created, and refuses without a manifest.
#
# Usage: scripts/test-install.sh [RPS_BINARY]   (default: .build/debug/rps)
# Needs python3. Prints "ok - ..." / "not ok - ..." per check, then "N passed, M failed";
# exits non-zero if any check failed.
set -euo pipefail

CALLER_DIR="$(pwd)"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APP_ID="io.github.rps.RockPaperScissors"
# shellcheck source=lib/png.sh
source "${REPO_ROOT}/scripts/lib/png.sh"
# shellcheck source=lib/tap.sh
source "${REPO_ROOT}/scripts/lib/tap.sh"

binary="${1:-.build/debug/rps}"
case "${binary}" in
  /*) ;;
  *) if [ -e "${CALLER_DIR}/${binary}" ]; then binary="${CALLER_DIR}/${binary}"; else binary="${REPO_ROOT}/${binary}"; fi ;;
esac
if [ ! -f "${binary}" ] || [ ! -x "${binary}" ]; then
  echo "error: rps binary not found or not executable: ${binary} (build it first)" >&2
  exit 2
fi
command -v python3 >/dev/null 2>&1 || { echo "error: python3 not found" >&2; exit 2; }

TMP="$(mktemp -d "${TMPDIR:-/tmp}/rps-test-install.XXXXXX")"
trap 'rm -rf -- "${TMP}"' EXIT
# A space in the prefix: every path must be quoted right, the launcher's Exec too.
PREFIX="${TMP}/home/user/.local with space"
ELSEWHERE="${TMP}/elsewhere"   # a working folder with no assets anywhere near it
mkdir -p "${PREFIX}" "${ELSEWHERE}"
unset RPS_ASSETS
VERSION="$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "${REPO_ROOT}/Sources/RPSApp/CommandLine/HelpText.swift")"

echo "# binary: ${binary}"
echo "# prefix: ${PREFIX}"

bail() {
  # bail <log>: the rest cannot run
  show "$1"
  echo "${PASSED} passed, ${FAILED} failed"
  exit 1
}

listing() {
  # listing <folder>: every file, folder and link below it, with its type, sorted
  (cd "$1" && find . -mindepth 1 -printf '%y %p\n' | LC_ALL=C sort)
}


desktop_value() {
  # desktop_value <file> <key>: the key's value in [Desktop Entry]
  python3 - "$1" "$2" <<'PY'
import sys
section = None
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    if line.startswith("["):
        section = line
    elif section == "[Desktop Entry]" and "=" in line:
        key, value = line.split("=", 1)
        if key.strip() == sys.argv[2]:
            print(value.strip())
            break
PY
}

exec_program() {
  # exec_program <Exec value>: the program it starts, unescaped by the desktop entry rules
  python3 - "$1" <<'PY'
import sys
value = sys.argv[1]
# The string escapes first (\s \n \t \r \\), then the Exec quoting rules.
out, i = "", 0
while i < len(value):
    c = value[i]
    if c == "\\" and i + 1 < len(value):
        out += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(value[i + 1], "\\" + value[i + 1])
        i += 2
    else:
        out += c
        i += 1
value = out.replace("%%", "\0")
args, current, quoted, started, i = [], "", False, False, 0
while i < len(value):
    c = value[i]
    if quoted:
        if c == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            current += value[i + 1]
            i += 1
        elif c == '"':
            quoted = False
        else:
            current += c
    elif c == '"':
        quoted, started = True, True
    elif c == " ":
        if started or current:
            args.append(current)
        current, started = "", False
    else:
        current += c
    i += 1
if started or current:
    args.append(current)
print(args[0].replace("\0", "%") if args else "")
PY
}

run_rps() {
  # run_rps <name> <program> <args...>: runs it in ${ELSEWHERE} without RPS_ASSETS; status in
  # RUN_STATUS, output in ${TMP}/<name>.out and .err
  local name="$1"
  shift
  RUN_STATUS=0
  (cd "${ELSEWHERE}" && env -u RPS_ASSETS "$@") >"${TMP}/${name}.out" 2>"${TMP}/${name}.err" || RUN_STATUS=$?
}

screenshot_works() {
  # screenshot_works <name> <program...>: a 480x360 screenshot from ${ELSEWHERE}
  local name="$1"
  shift
  rm -f "${TMP}/${name}.png"
  run_rps "${name}" "$@" --data-dir "${TMP}/data-${name}" --screenshot "${TMP}/${name}.png" --size 480x360
  if [ "${RUN_STATUS}" -eq 0 ] && [ "$(png_size "${TMP}/${name}.png" 2>/dev/null)" = "480x360" ]; then
    return 0
  fi
  echo "# exit ${RUN_STATUS}; standard error:"
  show "${TMP}/${name}.err"
  return 1
}

# ------------------------------------------------------------------ install --
# The prefix already holds things of the user's, as ~/.local does: they must survive.
mkdir -p "${PREFIX}/bin" "${PREFIX}/share/applications"
echo '#!/bin/sh' >"${PREFIX}/bin/other-tool"
chmod +x "${PREFIX}/bin/other-tool"
printf '[Desktop Entry]\nType=Application\nName=Other\nExec=other-tool\n' \
  >"${PREFIX}/share/applications/org.example.Other.desktop"
listing "${PREFIX}" >"${TMP}/before.txt"

status=0
"${REPO_ROOT}/scripts/install.sh" --prefix "${PREFIX}" --binary "${binary}" >"${TMP}/install.log" 2>&1 || status=$?
check "install.sh --prefix --binary exits 0 (got ${status})" test "${status}" -eq 0
[ "${status}" -eq 0 ] || bail "${TMP}/install.log"

DESKTOP="${PREFIX}/share/applications/${APP_ID}.desktop"
MANIFEST="${PREFIX}/share/rps/install-manifest.txt"
ASSETS="${PREFIX}/share/rps/assets"
check "bin/rps is installed, executable, and is the given binary" \
  bash -c '[ -x "$1" ] && cmp -s "$1" "$2"' _ "${PREFIX}/bin/rps" "${binary}"
missing=()
for name in icon rock paper scissors spock lizard rival-boulder rival-cyclist rival-echo rival-fox rival-mule \
  rival-magpie rival-jester rival-scholar rival-professor rival-grandmaster; do
  [ -f "${ASSETS}/${name}.png" ] || missing+=("${name}.png")
done
for font in DejaVuSans.ttf DejaVuSans-Bold.ttf LICENSE-DejaVu.txt; do
  [ -f "${ASSETS}/fonts/${font}" ] || missing+=("fonts/${font}")
done
for sound in beat throw win loss draw; do
  [ -f "${ASSETS}/sounds/${sound}.wav" ] || missing+=("sounds/${sound}.wav")
done
check "share/rps/assets has the pictures, the sounds, both fonts and their licence (missing: ${missing[*]:-none})" \
  test ${#missing[@]} -eq 0
check "share/rps/assets has no SVG sources" \
  bash -c '[ ! -e "$1/source" ] && [ -z "$(find "$1" -name "*.svg")" ]' _ "${ASSETS}"
check "launcher entry share/applications/${APP_ID}.desktop is installed" test -f "${DESKTOP}"
for size in 48 128 256; do
  icon="${PREFIX}/share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png"
  got="$(png_size "${icon}" 2>/dev/null || echo missing)"
  check "icon hicolor/${size}x${size}/apps/${APP_ID}.png is ${size}x${size} (got ${got})" \
    test "${got}" = "${size}x${size}"
done
check "the manifest share/rps/install-manifest.txt is written" test -f "${MANIFEST}"
missing=()
for file in "share/metainfo/${APP_ID}.metainfo.xml" share/man/man6/rps.6 share/bash-completion/completions/rps \
  share/fish/vendor_completions.d/rps.fish share/zsh/site-functions/_rps; do
  [ -s "${PREFIX}/${file}" ] || missing+=("${file}")
done
check "the AppStream file, the man page and the bash, fish and zsh completions are installed (missing: ${missing[*]:-none})" \
  test ${#missing[@]} -eq 0
check "the installed man page starts with .TH RPS 6 and the bash completion registers _rps" \
  bash -c 'grep -q "^\.TH RPS 6 " "$1" && grep -qx "complete -F _rps rps" "$2"' \
  _ "${PREFIX}/share/man/man6/rps.6" "${PREFIX}/share/bash-completion/completions/rps"

# Everything that is new in the prefix is in the manifest (files as they are, folders with a
# trailing slash), and the manifest lists nothing else.
manifest_status=0
python3 - "${PREFIX}" "${TMP}/before.txt" "${MANIFEST}" >"${TMP}/manifest-check.txt" 2>&1 <<'PY' || manifest_status=$?
import os, sys
prefix, before_file, manifest = sys.argv[1:]
before = set(open(before_file).read().splitlines())
new = set()
for folder, dirs, files in os.walk(prefix):
    for name in dirs + files:
        path = os.path.join(folder, name)
        kind = "d" if os.path.isdir(path) and not os.path.islink(path) else "f"
        if "%s ./%s" % (kind, os.path.relpath(path, prefix)) not in before and path != manifest:
            new.add(path + "/" if kind == "d" else path)
listed = [l for l in open(manifest).read().splitlines() if l and not l.startswith("#")]
problems = ["not in the manifest: " + p for p in sorted(new - set(listed))]
problems += ["listed but not created: " + p for p in sorted(set(listed) - new)]
files = [l for l in listed if not l.endswith("/")]
folders = [l for l in listed if l.endswith("/")]
if listed != files + folders:
    problems.append("files are not all listed before the folders")
if [f.count("/") for f in folders] != sorted((f.count("/") for f in folders), reverse=True):
    problems.append("folders are not listed deepest first")
print("\n".join(problems))
sys.exit(1 if problems else 0)
PY
check "the manifest lists exactly the files and folders install created, files first, folders deepest first" \
  test "${manifest_status}" -eq 0
show_if_failed "${TMP}/manifest-check.txt"

# ------------------------------------------------------------ launcher entry --
if command -v desktop-file-validate >/dev/null 2>&1; then
  check "desktop-file-validate accepts the launcher entry" \
    bash -c 'desktop-file-validate "$1" >"$2" 2>&1 && [ ! -s "$2" ]' _ "${DESKTOP}" "${TMP}/validate.txt"
  show_if_failed "${TMP}/validate.txt"
else
  ok "desktop-file-validate accepts the launcher entry # SKIP desktop-file-validate is not installed (package desktop-file-utils)"
fi
categories="$(desktop_value "${DESKTOP}" Categories)"
check "Categories (${categories}) includes Game;" bash -c '[[ ";$1" == *";Game;"* ]]' _ "${categories}"
check "Type=Application, Name=Rock Paper Scissors, Icon=${APP_ID}, Terminal=false" \
  test "$(desktop_value "${DESKTOP}" Type)|$(desktop_value "${DESKTOP}" Name)|$(desktop_value "${DESKTOP}" Icon)|$(desktop_value "${DESKTOP}" Terminal)" \
  = "Application|Rock Paper Scissors|${APP_ID}|false"
exec_value="$(desktop_value "${DESKTOP}" Exec)"
program="$(exec_program "${exec_value}")"
check "Exec (${exec_value}) starts the installed binary" test "${program}" = "${PREFIX}/bin/rps"
check "no @RPS_EXEC@ placeholder is left in the launcher entry" bash -c '! grep -q "@" "$1"' _ "${DESKTOP}"

# ------------------------------------------------------- the installed binary --
run_rps version "${PREFIX}/bin/rps" --version
check "installed rps --version exits 0 and prints 'rps ${VERSION}' (got $(head -c 60 "${TMP}/version.out"))" \
  test "${RUN_STATUS}" -eq 0 -a "$(cat "${TMP}/version.out")" = "rps ${VERSION}"
check "installed rps, started by its path from another folder, renders a 480x360 screenshot" \
  screenshot_works installed "${PREFIX}/bin/rps"
check "installed rps, started by its name on PATH from another folder, renders a screenshot" \
  screenshot_works on-path env "PATH=${PREFIX}/bin:${PATH}" rps
mkdir -p "${TMP}/links"
ln -s "${PREFIX}/bin/rps" "${TMP}/links/rps"
check "installed rps, started through a symbolic link in another folder, renders a screenshot" \
  screenshot_works symlink "${TMP}/links/rps"
check "the Exec line of the launcher entry renders a screenshot" screenshot_works launcher "${program}"

run_rps bogus env "RPS_ASSETS=${TMP}/no-such-assets" "${PREFIX}/bin/rps" \
  --data-dir "${TMP}/data-bogus" --screenshot "${TMP}/bogus.png" --size 480x360
check "with a bogus RPS_ASSETS it exits 1 (got ${RUN_STATUS}) with one line naming RPS_ASSETS" \
  bash -c '[ "$1" -eq 1 ] && [ "$(wc -l <"$2")" -eq 1 ] && grep -q "RPS_ASSETS" "$2" && [ ! -e "$3" ]' \
  _ "${RUN_STATUS}" "${TMP}/bogus.err" "${TMP}/bogus.png"
show_if_failed "${TMP}/bogus.err"

# The screenshots above came from the installed assets: without them the binary finds none.
mv "${ASSETS}" "${TMP}/assets-aside"
run_rps no-assets "${PREFIX}/bin/rps" --data-dir "${TMP}/data-none" --screenshot "${TMP}/none.png" --size 480x360
mv "${TMP}/assets-aside" "${ASSETS}"
check "with its installed assets moved away it exits 1 (got ${RUN_STATUS}): they were what it used" \
  test "${RUN_STATUS}" -eq 1

# ------------------------------------------------------ the build folder binary --
check "the binary in the build folder, started from another folder, renders a screenshot" \
  screenshot_works build-folder "${binary}"

# ------------------------------------------------------------ install again --
cp "${MANIFEST}" "${TMP}/manifest-first.txt"
listing "${PREFIX}" >"${TMP}/installed.txt"
status=0
"${REPO_ROOT}/scripts/install.sh" --prefix "${PREFIX}" --binary "${binary}" >"${TMP}/install-again.log" 2>&1 || status=$?
check "install.sh again exits 0 (got ${status})" test "${status}" -eq 0
check "installing again leaves the same files and the same manifest" \
  bash -c 'listing() { (cd "$1" && find . -mindepth 1 -printf "%y %p\n" | LC_ALL=C sort); }
    diff <(listing "$1") "$2" >/dev/null && cmp -s "$3" "$4"' \
  _ "${PREFIX}" "${TMP}/installed.txt" "${MANIFEST}" "${TMP}/manifest-first.txt"

# ---------------------------------------------------------------- uninstall --
echo "keep me" >"${PREFIX}/bin/keep-me"
echo "mine" >"${ASSETS}/my-picture.png"
status=0
"${REPO_ROOT}/scripts/uninstall.sh" --prefix "${PREFIX}" >"${TMP}/uninstall.log" 2>&1 || status=$?
check "uninstall.sh exits 0 (got ${status})" test "${status}" -eq 0
check "bin/keep-me, put there after install, is still there" test -f "${PREFIX}/bin/keep-me"
check "a file of the user's inside share/rps/assets is still there" test -f "${ASSETS}/my-picture.png"
rm -f "${PREFIX}/bin/keep-me"
rm -rf "${PREFIX}/share/rps"
listing "${PREFIX}" >"${TMP}/after.txt"
check "after uninstall the prefix is as it was before install (less the user's own files)" \
  bash -c 'diff "$1" "$2" >"$3"' _ "${TMP}/before.txt" "${TMP}/after.txt" "${TMP}/after.diff"
show_if_failed "${TMP}/after.diff"

status=0
"${REPO_ROOT}/scripts/uninstall.sh" --prefix "${PREFIX}" >"${TMP}/again.out" 2>"${TMP}/again.err" || status=$?
check "uninstall.sh without a manifest exits 1 (got ${status}) with one line saying so" \
  bash -c '[ "$1" -eq 1 ] && [ "$(wc -l <"$2")" -eq 1 ] && grep -q "manifest" "$2"' _ "${status}" "${TMP}/again.err"
check "... and removes nothing" bash -c 'diff <(cd "$1" && find . -mindepth 1 -printf "%y %p\n" | LC_ALL=C sort) "$2" >/dev/null' \
  _ "${PREFIX}" "${TMP}/before.txt"

# --------------------------------------- a prefix that did not exist, odd name --
ODD="${TMP}/new/odd \$HOME 100% \"quoted\" back\\slash"
status=0
"${REPO_ROOT}/scripts/install.sh" --prefix "${ODD}" --binary "${binary}" >"${TMP}/odd.log" 2>&1 || status=$?
check "install.sh into a prefix that does not exist, with \$ % \" \\ and spaces in its name, exits 0" \
  test "${status}" -eq 0
odd_exec="$(desktop_value "${ODD}/share/applications/${APP_ID}.desktop" Exec 2>/dev/null || true)"
check "its Exec (${odd_exec}) starts its binary" test "$(exec_program "${odd_exec}")" = "${ODD}/bin/rps"
if command -v desktop-file-validate >/dev/null 2>&1; then
  check "desktop-file-validate accepts that launcher entry too" \
    desktop-file-validate "${ODD}/share/applications/${APP_ID}.desktop"
fi
check "that install renders a screenshot" screenshot_works odd "${ODD}/bin/rps"
status=0
(cd "${ELSEWHERE}" && "${REPO_ROOT}/scripts/uninstall.sh" --prefix "${ODD}") >"${TMP}/odd-uninstall.log" 2>&1 || status=$?
check "uninstall.sh removes it all, the prefix and the folders made for it too (exit ${status})" \
  bash -c '[ "$1" -eq 0 ] && [ ! -e "$2/new" ]' _ "${status}" "${TMP}"
show_if_failed "${TMP}/odd-uninstall.log"

echo "${PASSED} passed, ${FAILED} failed"
[ "${FAILED}" -eq 0 ]
