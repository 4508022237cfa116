#!/usr/bin/env bash
# Removes what scripts/install.sh installed under a prefix (default ~/.local), exactly as its
# manifest PREFIX/share/rps/install-manifest.txt lists it: the files, then the manifest, then
# the folders install created, each only if it is empty by then. Anything else under the
# prefix (your own files, folders that were there before) stays.
#
# Usage: scripts/uninstall.sh [--prefix DIR]
#   --prefix DIR   the prefix given to install.sh (default: $HOME/.local)
set -euo pipefail

# shellcheck source=lib/installed.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/installed.sh"
prefix="${HOME:?HOME is not set; use --prefix DIR}/.local"
options "prefix" "$@"
[ -n "${prefix}" ] || fail "--prefix is empty"
PREFIX="$(absolute "${prefix}")"
MANIFEST="${PREFIX}/$(installed_path user manifest)"
[ -f "${MANIFEST}" ] || fail "no install manifest at ${MANIFEST}; nothing to uninstall there (was it installed with another --prefix?)"

inside() {
  # inside <path>: the path is under the prefix
  [[ "$1" == "${PREFIX}/"* ]] && [[ "$1" != *"/../"* ]] && [[ "$1" != *"/./"* ]]
}
above_or_prefix() {
  # above_or_prefix <folder>: the folder is the prefix or one of its parents (install.sh
  # records the ones it had to create for a prefix that did not exist)
  [ "$1" = "${PREFIX}" ] || { [ -n "$1" ] && [[ "${PREFIX}" == "${1%/}/"* ]]; }
}

files=()
folders=()
while IFS= read -r line || [ -n "${line}" ]; do
  case "${line}" in
    "" | "#"*) ;;
    */) folders+=("${line%/}") ;;
    *) files+=("${line}") ;;
  esac
done <"${MANIFEST}"

removed=0
kept=0
for file in "${files[@]}"; do
  if ! inside "${file}" || [ "${file}" = "${MANIFEST}" ]; then
    echo "uninstall.sh: skipping ${file}: not a file install.sh puts under ${PREFIX}" >&2
    kept=$((kept + 1))
  elif [ -d "${file}" ] && [ ! -L "${file}" ]; then
    echo "uninstall.sh: leaving ${file}: it is now a folder" >&2
    kept=$((kept + 1))
  elif [ -e "${file}" ] || [ -L "${file}" ]; then
    rm -f -- "${file}"
    removed=$((removed + 1))
  fi
done
rm -f -- "${MANIFEST}"

# Refresh the launcher and icon caches where the desktop keeps them (before the folders go, as
# the refreshed cache stays in its folder); never fail on them.
refresh_desktop_caches "${PREFIX}"

# Deepest first (the manifest's order), and only when empty: rmdir never removes content.
for folder in "${folders[@]}"; do
  if ! inside "${folder}" && ! above_or_prefix "${folder}"; then
    echo "uninstall.sh: skipping ${folder}/: not a folder install.sh creates for ${PREFIX}" >&2
  elif [ -d "${folder}" ] && [ ! -L "${folder}" ]; then
    if rmdir -- "${folder}" 2>/dev/null; then
      removed=$((removed + 1))
    else
      echo "uninstall.sh: leaving ${folder}/: it holds files install.sh did not put there"
      kept=$((kept + 1))
    fi
  fi
done

echo "Uninstalled Rock Paper Scissors from ${PREFIX} (${removed} files and folders removed, ${kept} left in place)"
