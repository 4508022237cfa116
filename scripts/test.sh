#!/usr/bin/env bash
# The whole test suite: installs what is missing, runs the Swift tests (headless, with SDL on
# its offscreen driver), 20,000 events of the fuzzer and 10,000 sizes of the resize storm, installs and uninstalls the game in
# temporary prefixes, starts the game in a real X window under Xvfb and drives it from outside,
# then runs the suite again under AddressSanitizer and ThreadSanitizer with a LeakSanitizer
# check of the real SDL host, and last builds the Debian package and installs, runs and removes
# it in a clean Debian 12 root.
set -euo pipefail
cd "$(dirname "$0")/.."
# The game's settings go to a folder of the run's own, not the tester's ~/.config/rps.
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
scripts/install-dependencies.sh --test --package
swift build --build-tests
swift test --skip-build
# The event fuzzer, longer than in the Swift tests, with a new seed each time (printed first, and
# in its JSON line, so a failure can be replayed with --seed).
swift run rps-bench fuzz --events 20000
# The resize storm likewise, on a pad and on a phone.
swift run rps-bench storm --sizes 10000
scripts/test-install.sh .build/debug/rps
scripts/test-real-window.sh .build/debug/rps
scripts/test-sanitizers.sh
scripts/test-deb.sh
