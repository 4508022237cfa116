#!/usr/bin/env bash
# After changing the game's words: extracts every tr("…"), trc("…", "…") and trn("…", "…", n)
# of Sources/ into po/rps.pot (scripts/translations.py: xgettext has no Swift parser), merges it
# into each po/<lang>.po (msgmerge: new strings come in untranslated, changed ones fuzzy, and
# those the code dropped go), compiles the catalogues (scripts/build-translations.sh) and says
# what is left to translate (scripts/translations.py check, which the test suite runs too).
#
# Usage: scripts/update-translations.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
python3 scripts/translations.py extract
shopt -s nullglob
for po in po/*.po; do
  msgmerge --quiet --update --backup=none --previous --no-wrap --add-location=file "${po}" po/rps.pot
  msgattrib --no-obsolete --no-wrap --add-location=file -o "${po}" "${po}"
done
scripts/build-translations.sh
python3 scripts/translations.py check
