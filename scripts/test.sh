#!/usr/bin/env bash
# The whole test suite: installs what is missing, runs the Swift tests (headless, with SDL on
# its offscreen driver), installs and uninstalls the game in temporary prefixes, then starts the
# game in a real X window under Xvfb and drives it from outside, and last runs the suite again
# under AddressSanitizer and ThreadSanitizer with a LeakSanitizer check of the real SDL host.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --test
swift build --build-tests
swift test --skip-build
scripts/test-install.sh .build/debug/rps
scripts/test-real-window.sh .build/debug/rps
scripts/test-sanitizers.sh
