#!/usr/bin/env bash
# Installs the game for one user: builds the release binary and copies it, its assets, a
# launcher entry and its icons under a prefix (default ~/.local):
#
#   PREFIX/bin/rps                                              the game
#   PREFIX/share/rps/assets/                                    its pictures, sounds and fonts
#   PREFIX/share/applications/io.github.rps.RockPaperScissors.desktop   the launcher entry
#   PREFIX/share/icons/hicolor/{48x48,128x128,256x256}/apps/io.github.rps.RockPaperScissors.png
#   PREFIX/share/metainfo/io.github.rps.RockPaperScissors.metainfo.xml  what software centres show
#   PREFIX/share/man/man6/rps.6                                 the man page (rps --print-man)
#   PREFIX/share/bash-completion/completions/rps                } the completions
#   PREFIX/share/fish/vendor_completions.d/rps.fish             } (rps --print-completion SHELL);
#   PREFIX/share/zsh/site-functions/_rps                        } zsh needs this folder in fpath
#   PREFIX/share/locale/<lang>/LC_MESSAGES/rps.mo                the translations (compiled from po/)
#   PREFIX/share/rps/install-manifest.txt                      what was created, for uninstall.sh
#
# (scripts/lib/installed.sh is the list of these paths, shared with package-deb.sh.)
#
# Usage: scripts/install.sh [--prefix DIR] [--binary PATH]
#   --prefix DIR   where to install (default: $HOME/.local)
#   --binary PATH  install this already built rps instead of building the release binary
#                  (the Debian packages are then not checked either)
#
# Running it again overwrites its own files. scripts/uninstall.sh removes exactly what the
# manifest lists.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/installed.sh
source "${REPO_ROOT}/scripts/lib/installed.sh"

prefix="${HOME:?HOME is not set; use --prefix DIR}/.local"
binary=""
options "prefix binary" "$@"
[ -n "${prefix}" ] || fail "--prefix is empty"

PREFIX="$(absolute "${prefix}")"
INSTALL_KIND=user
INSTALL_ROOT="${PREFIX}"

# ---------------------------------------------------------------- the binary --
if [ -n "${binary}" ]; then
  binary="$(absolute "${binary}")"
  [ -f "${binary}" ] && [ -x "${binary}" ] || fail "--binary ${binary} is not an executable file"
else
  cd "${REPO_ROOT}"
  scripts/install-dependencies.sh
  swift build -c release --product rps
  binary="$(swift build -c release --show-bin-path)/rps"
  [ -x "${binary}" ] || fail "the release build did not produce ${binary}"
fi

# ------------------------------------------------------------- bookkeeping --
MANIFEST="$(installed_at manifest)"
files=()    # files written by this run
folders=()  # folders created by this run or by an earlier one (from the old manifest)
old_files=()

if [ -f "${MANIFEST}" ]; then
  while IFS= read -r line; do
    case "${line}" in
      "" | "#"*) ;;
      */) [ -d "${line%/}" ] && folders+=("${line%/}") ;;
      *) old_files+=("${line}") ;;
    esac
  done <"${MANIFEST}"
fi

make_folder() {
  # make_folder <dir>: mkdir -p, remembering every folder that did not exist before
  local dir="$1" missing=()
  while [ ! -e "${dir}" ]; do
    missing+=("${dir}")
    dir="$(dirname "${dir}")"
  done
  [ -d "${dir}" ] || fail "${dir} is in the way: it is not a folder"
  [ ${#missing[@]} -eq 0 ] && return 0
  mkdir -p -- "$1"
  folders+=("${missing[@]}")
}

put() {
  # put <mode> <source> <destination>: copy through a temporary file and rename it over the
  # destination, so a running copy of the game is never written into
  local mode="$1" source="$2" destination="$3"
  [ -f "${source}" ] || fail "missing ${source}"
  [ ! -d "${destination}" ] || fail "${destination} is in the way: it is a folder"
  make_folder "$(dirname "${destination}")"
  in_progress="${destination}.installing.$$"
  install -m "${mode}" -- "${source}" "${in_progress}"
  mv -f -- "${in_progress}" "${destination}"
  in_progress=""
  files+=("${destination}")
}

desktop_exec() {
  # desktop_exec <path>: the path as an Exec= program, quoted by the desktop entry rules when
  # it holds anything but plain characters (the value's own backslash escaping doubles the
  # backslashes)
  local path="$1"
  if [[ "${path}" =~ ^[A-Za-z0-9/._+-]+$ ]]; then
    printf '%s' "${path}"
    return
  fi
  local quoted="" c i
  for ((i = 0; i < ${#path}; i++)); do
    c="${path:i:1}"
    case "${c}" in
      '"' | '`' | '$') quoted+="\\\\${c}" ;;
      '\') quoted+='\\\\' ;;
      '%') quoted+='%%' ;;
      *) quoted+="${c}" ;;
    esac
  done
  printf '"%s"' "${quoted}"
}

# ----------------------------------------------------------------- install --
desktop_source=""
in_progress=""
generated=""
cleanup() {
  rm -f -- "${in_progress}" "${desktop_source}" 2>/dev/null || true
  [ -z "${generated}" ] || rm -rf -- "${generated}"
}
trap cleanup EXIT

put 755 "${binary}" "$(installed_at binary)"

# Only what the game reads at run time: the pictures at the top of assets/, the sounds, and the
# fonts with their licence (not the SVG sources, not the icon sizes, which go to the icon theme).
shopt -s nullglob
pictures=("${REPO_ROOT}"/assets/*.png)
shopt -u nullglob
[ ${#pictures[@]} -gt 0 ] || fail "no pictures in ${REPO_ROOT}/assets"
for picture in "${pictures[@]}"; do
  put 644 "${picture}" "$(installed_at assets)/$(basename "${picture}")"
done
for font in "${RPS_FONTS[@]}" LICENSE-DejaVu.txt; do
  put 644 "${REPO_ROOT}/assets/fonts/${font}" "$(installed_at assets)/fonts/${font}"
done
shopt -s nullglob
sounds=("${REPO_ROOT}"/assets/sounds/*.wav)
shopt -u nullglob
[ ${#sounds[@]} -gt 0 ] || fail "no sounds in ${REPO_ROOT}/assets/sounds"
for sound in "${sounds[@]}"; do
  put 644 "${sound}" "$(installed_at assets)/sounds/$(basename "${sound}")"
done

desktop_source="$(mktemp "${TMPDIR:-/tmp}/rps-desktop.XXXXXX")"
exec_value="$(desktop_exec "$(installed_at binary)")"
while IFS= read -r line || [ -n "${line}" ]; do
  case "${line}" in
    *@RPS_EXEC@*) printf '%s%s%s\n' "${line%%@RPS_EXEC@*}" "${exec_value}" "${line#*@RPS_EXEC@}" ;;
    *) printf '%s\n' "${line}" ;;
  esac
done <"${REPO_ROOT}/packaging/${APP_ID}.desktop.in" >"${desktop_source}"
put 644 "${desktop_source}" "$(installed_at desktop)"

# The translations, compiled here from po/ (msgfmt, from gettext): the game looks for them in
# share/locale beside share/rps.
if command -v msgfmt >/dev/null 2>&1; then
  catalogues="$(mktemp -d "${TMPDIR:-/tmp}/rps-locale.XXXXXX")"
  "${REPO_ROOT}/scripts/build-translations.sh" "${catalogues}"
  for mo in "${catalogues}"/*/LC_MESSAGES/rps.mo; do
    language="$(basename "$(dirname "$(dirname "${mo}")")")"
    put 644 "${mo}" "$(installed_at catalogue "${language}")"
  done
  rm -rf -- "${catalogues}"
else
  echo "install.sh: msgfmt is missing (Debian: gettext), so the game is installed in English only" >&2
fi

for size in "${RPS_ICON_SIZES[@]}"; do
  put 644 "${REPO_ROOT}/assets/icons/${size}/rps.png" "$(installed_at icon "${size}")"
done

put 644 "${REPO_ROOT}/packaging/${APP_ID}.metainfo.xml" "$(installed_at metainfo)"

# The man page and the completions, written by the binary from its table of options.
generated="$(mktemp -d "${TMPDIR:-/tmp}/rps-generated.XXXXXX")"
"${binary}" --print-man >"${generated}/rps.6" || fail "${binary} --print-man failed"
for shell in bash zsh fish; do
  "${binary}" --print-completion "${shell}" >"${generated}/${shell}" || fail "${binary} --print-completion ${shell} failed"
done
put 644 "${generated}/rps.6" "$(installed_at man)"
for shell in bash zsh fish; do
  put 644 "${generated}/${shell}" "$(installed_at completion "${shell}")"
done

# Files an earlier install put there that this one no longer does.
for old in "${old_files[@]}"; do
  keep=no
  for file in "${files[@]}"; do [ "${file}" = "${old}" ] && keep=yes && break; done
  if [ "${keep}" = no ] && [ "${old}" != "${MANIFEST}" ] && [[ "${old}" == "${PREFIX}/"* ]]; then
    rm -f -- "${old}"
  fi
done

# ---------------------------------------------------------------- manifest --
make_folder "$(dirname "${MANIFEST}")"
{
  echo "# Written by scripts/install.sh; scripts/uninstall.sh removes these files, then these"
  echo "# folders (ending in /) when they are empty, then this manifest."
  echo "# prefix: ${PREFIX}"
  printf '%s\n' "${files[@]}"
  # Folders deepest first, each once.
  printf '%s\n' "${folders[@]}" | awk '!seen[$0]++ { n = gsub("/", "/"); print n "\t" $0 }' |
    sort -t "$(printf '\t')" -k1,1nr -k2,2r | cut -f2- | sed 's|$|/|'
} >"${MANIFEST}.new"
mv -f -- "${MANIFEST}.new" "${MANIFEST}"

# ------------------------------------------------ launcher and icon caches --
# Refreshed only where the desktop already keeps a cache; a missing tool or a failure is fine.
refresh_desktop_caches "${PREFIX}"

echo "Installed Rock Paper Scissors in ${PREFIX}:"
echo "  $(installed_at binary)"
echo "  $(installed_at assets)/"
echo "  $(installed_at desktop)"
echo "  ${PREFIX}/share/icons/hicolor/{48x48,128x128,256x256}/apps/${APP_ID}.png"
echo "  $(installed_at man) and the bash, zsh and fish completions"
case ":${PATH}:" in
  *":${PREFIX}/bin:"*) echo "Start it from your desktop's launcher or with: rps" ;;
  *) printf "Start it from your desktop's launcher or with: %q\n" "$(installed_at binary)" ;;
esac
printf 'Remove it with: scripts/uninstall.sh --prefix %q\n' "${PREFIX}"
