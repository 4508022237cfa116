#!/usr/bin/env bash
# Builds the Debian package rps_<version>_<arch>.deb, which needs no Swift toolchain: the binary
# links the Swift runtime and Foundation statically (scripts/build-static.sh). It holds
#
#   /usr/games/rps                                    the game (stripped)
#   /usr/share/rps/assets/                            its pictures and sounds; the fonts are links
#                                                     to those of fonts-dejavu-core
#   /usr/share/applications/io.github.rps.RockPaperScissors.desktop        the launcher entry
#   /usr/share/icons/hicolor/{48x48,128x128,256x256,scalable}/apps/...     the icon
#   /usr/share/metainfo/io.github.rps.RockPaperScissors.metainfo.xml       AppStream
#   /usr/share/man/man6/rps.6.gz                      the man page (rps --print-man)
#   /usr/share/bash-completion/completions/rps        } the completions
#   /usr/share/zsh/vendor-completions/_rps            } (rps --print-completion SHELL)
#   /usr/share/fish/vendor_completions.d/rps.fish     }
#   /usr/share/locale/<lang>/LC_MESSAGES/rps.mo       the translations, from po/<lang>.po if any
#                                                     (with po/LINGUAS, the launcher entry and the
#                                                     AppStream file are translated from them too)
#   /usr/share/doc/rps/{copyright,changelog.gz}
#
# with Depends computed by dpkg-shlibdeps from the binary, plus fonts-dejavu-core, and
# Recommends fonts-wqy-microhei, which draws Chinese (and names in scripts DejaVu lacks).
#
# Usage: scripts/package-deb.sh [--binary PATH] [--output DIR]
#   --binary PATH  package this already built static rps instead of building it
#   --output DIR   where to write the package (default: .build/deb); its path is printed last
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/installed.sh
source "${REPO_ROOT}/scripts/lib/installed.sh"
INSTALL_KIND=debian
INSTALL_ROOT=usr

binary=""
output="${REPO_ROOT}/.build/deb"
options "binary output" "$@"
[ -z "${binary}" ] || binary="$(absolute "${binary}")"
output="$(absolute "${output}")"

tools=(dpkg-deb dpkg-shlibdeps dpkg-architecture strip gzip)
[ ! -d "${REPO_ROOT}/po" ] || tools+=(msgfmt)
for tool in "${tools[@]}"; do
  command -v "${tool}" >/dev/null 2>&1 || fail "${tool} is missing (scripts/install-dependencies.sh --package installs it)"
done

cd "${REPO_ROOT}"
if [ -z "${binary}" ]; then
  binary="$(scripts/build-static.sh)"
fi
[ -f "${binary}" ] && [ -x "${binary}" ] || fail "${binary} is not an executable file"
if ldd "${binary}" | grep -qE 'libswift|libFoundation|/opt/swift'; then
  fail "${binary} links the Swift runtime dynamically; build it with scripts/build-static.sh"
fi

# ----------------------------------------------------------- one version --
# The binary, the Debian changelog and the AppStream release must name the same version.
version="$("${binary}" --version | sed -n 's/^rps //p')"
[ -n "${version}" ] || fail "${binary} --version printed no version"
changelog_version="$(sed -n '1s/^rps (\([^)]*\)).*/\1/p' packaging/debian/changelog)"
[ "${changelog_version}" = "${version}" ] ||
  fail "packaging/debian/changelog starts with ${changelog_version:-nothing}, but rps is ${version}: add an entry"
metainfo="packaging/${APP_ID}.metainfo.xml"
release_version="$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "${metainfo}" | head -n 1)"
[ "${release_version}" = "${version}" ] ||
  fail "the newest release in ${metainfo} is ${release_version:-missing}, but rps is ${version}: add one"
arch="$(dpkg-architecture -qDEB_HOST_ARCH)"
# Every file gets the changelog's date, so that the same sources give the same package.
SOURCE_DATE_EPOCH="$(date -d "$(sed -n 's/^ -- .*>  //p' packaging/debian/changelog | head -n 1)" +%s)"
export SOURCE_DATE_EPOCH

# --------------------------------------------------------------- the tree --
WORK="$(mktemp -d "${TMPDIR:-/tmp}/rps-deb.XXXXXX")"
trap 'rm -rf -- "${WORK}"' EXIT
ROOT="${WORK}/root"
mkdir -p "${ROOT}/DEBIAN"

put() {
  # put <mode> <source> <path in the package>
  install -D -m "$1" -- "$2" "${ROOT}/$3"
}
put_text() {
  # put_text <path in the package>: standard input, as a 644 file
  mkdir -p "$(dirname "${ROOT}/$1")"
  cat >"${ROOT}/$1"
  chmod 644 "${ROOT}/$1"
}

put 755 "${binary}" "$(installed_at binary)"
# As dh_strip does: no symbols, no compiler notes.
strip --remove-section=.comment --strip-unneeded "${ROOT}/$(installed_at binary)"

shopt -s nullglob
pictures=(assets/*.png)
sounds=(assets/sounds/*.wav)
shopt -u nullglob
[ ${#pictures[@]} -gt 0 ] && [ ${#sounds[@]} -gt 0 ] || fail "no pictures or sounds in assets/"
for file in "${pictures[@]}"; do put 644 "${file}" "$(installed_at assets)/$(basename "${file}")"; done
for file in "${sounds[@]}"; do put 644 "${file}" "$(installed_at assets)/sounds/$(basename "${file}")"; done
# Debian's own copies of the fonts (the same files, from fonts-dejavu-core), not a second one.
mkdir -p "${ROOT}/$(installed_at assets)/fonts"
for font in "${RPS_FONTS[@]}"; do
  ln -s "../../../fonts/truetype/dejavu/${font}" "${ROOT}/$(installed_at assets)/fonts/${font}"
done

# With translations (po/LINGUAS naming the languages of po/<lang>.po), the launcher entry and the
# AppStream file get their translated names, summaries and descriptions from the same catalogues.
translate() {
  # translate desktop|xml <template> <path in the package>
  if [ -f po/LINGUAS ]; then
    mkdir -p "$(dirname "${ROOT}/$3")"
    msgfmt "--$1" --template="$2" -d po -o "${ROOT}/$3"
    chmod 644 "${ROOT}/$3"
  else
    put 644 "$2" "$3"
  fi
}
sed "s|@RPS_EXEC@|/$(installed_at binary)|" "packaging/${APP_ID}.desktop.in" >"${WORK}/${APP_ID}.desktop"
translate desktop "${WORK}/${APP_ID}.desktop" "$(installed_at desktop)"
for size in "${RPS_ICON_SIZES[@]}"; do
  put 644 "assets/icons/${size}/rps.png" "$(installed_at icon "${size}")"
done
put 644 assets/source/icon.svg "$(installed_at scalable-icon)"
translate xml "${metainfo}" "$(installed_at metainfo)"

# In English whatever the builder's language (rps writes these two in English anyway; the
# environment says so too), so that every build of a version has the same files.
english=(env -u LANGUAGE -u LC_MESSAGES -u LANG LC_ALL=C.UTF-8)
"${english[@]}" "${binary}" --print-man | gzip -9n | put_text "$(installed_at man).gz"
for shell in bash zsh fish; do
  "${english[@]}" "${binary}" --print-completion "${shell}" | put_text "$(installed_at completion "${shell}")"
done

# The translations: po/de.po becomes /usr/share/locale/de/LC_MESSAGES/rps.mo, compiled (and
# checked by msgfmt --check) by the same script as a checkout's and scripts/install.sh's.
scripts/build-translations.sh "${ROOT}/$(installed_at locale)" || fail "scripts/build-translations.sh failed"
find "${ROOT}/$(installed_at locale)" -name rps.mo -exec chmod 644 {} +
[ -n "$(find "${ROOT}/$(installed_at locale)" -name rps.mo)" ] || fail "no translations compiled from po/"

put 644 packaging/debian/copyright usr/share/doc/rps/copyright
# A native package: its Debian changelog is the changelog.
gzip -9n <packaging/debian/changelog | put_text usr/share/doc/rps/changelog.gz

# ---------------------------------------------------------------- control --
# dpkg-shlibdeps reads debian/control of a source tree; a minimal one in the work folder does.
mkdir -p "${WORK}/src/debian"
printf 'Source: rps\n\nPackage: rps\nArchitecture: any\n' >"${WORK}/src/debian/control"
shlibs="$(cd "${WORK}/src" && dpkg-shlibdeps -O -e"${ROOT}/$(installed_at binary)" 2>"${WORK}/shlibdeps.err")" || {
  cat "${WORK}/shlibdeps.err" >&2
  fail "dpkg-shlibdeps failed"
}
depends="$(sed -n 's/^shlibs:Depends=//p' <<<"${shlibs}")"
[ -n "${depends}" ] || fail "dpkg-shlibdeps found no libraries: ${shlibs}"
depends="${depends}, fonts-dejavu-core"
installed_size="$(du -s --apparent-size -k "${ROOT}/usr" | cut -f1)"
sed -e "s|@VERSION@|${version}|" -e "s|@ARCH@|${arch}|" -e "s|@INSTALLED_SIZE@|${installed_size}|" \
  -e "s|@DEPENDS@|${depends}|" packaging/debian/control.in >"${ROOT}/DEBIAN/control"

(cd "${ROOT}" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"${ROOT}/DEBIAN/md5sums"
chmod 644 "${ROOT}/DEBIAN/control" "${ROOT}/DEBIAN/md5sums"
find "${ROOT}" -type d -exec chmod 755 {} +
find "${ROOT}" -exec touch -h -d "@${SOURCE_DATE_EPOCH}" {} +

mkdir -p "${output}"
package="${output}/rps_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "${ROOT}" "${package}" >&2
echo "${package}"
