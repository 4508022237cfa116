#!/usr/bin/env bash
# Quick start: installs what is missing, compiles the translations, builds the game in release
# mode and starts it, in the player's language (LANGUAGE=de scripts/play.sh plays in German).
# Arguments are passed on to rps, for example: scripts/play.sh --size 600x960
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
# The catalogues are not in the repository: compiled from po/ into assets/locale, where a game
# run from the checkout finds them.
scripts/build-translations.sh
swift build -c release --product rps
exec .build/release/rps "$@"
