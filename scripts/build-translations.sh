#!/usr/bin/env bash
# Compiles the translations, po/<lang>.po, into the catalogues the game reads:
# DIR/<lang>/LC_MESSAGES/rps.mo (default DIR: assets/locale, where a game run from the checkout
# finds them; scripts/install.sh compiles them for share/locale). Needs msgfmt (Debian: gettext,
# installed by scripts/install-dependencies.sh).
#
# Usage: scripts/build-translations.sh [DIR]
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-${REPO_ROOT}/assets/locale}"
command -v msgfmt >/dev/null 2>&1 || {
  echo "build-translations.sh: msgfmt is missing; install gettext (scripts/install-dependencies.sh)" >&2
  exit 1
}
shopt -s nullglob
for po in "${REPO_ROOT}"/po/*.po; do
  language="$(basename "${po}" .po)"
  mkdir -p "${out}/${language}/LC_MESSAGES"
  # Through a temporary file and a rename, so a running game never reads half a catalogue.
  msgfmt --check -o "${out}/${language}/LC_MESSAGES/rps.mo.new" "${po}"
  mv -f "${out}/${language}/LC_MESSAGES/rps.mo.new" "${out}/${language}/LC_MESSAGES/rps.mo"
done
