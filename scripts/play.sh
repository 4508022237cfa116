#!/usr/bin/env bash
# Quick start: installs what is missing, builds the game in release mode and starts it.
# Arguments are passed on to rps, for example: scripts/play.sh --size 600x960
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build -c release --product rps
exec .build/release/rps "$@"
