#!/usr/bin/env bash
# The whole test suite: installs what is missing, runs the Swift tests (headless, with SDL on
# its offscreen driver), 20,000 events of the fuzzer and 10,000 sizes of the resize storm, 30
# seconds of the network fuzzer, the network play against a hostile peer, the tools that play the
# hard level against public engines (on bots of the test's own), installs and uninstalls the game in
# temporary prefixes, starts the game in a real X window under Xvfb and drives it from outside,
# then runs the suite again under AddressSanitizer and ThreadSanitizer with a LeakSanitizer
# check of the real SDL host, and last builds the Debian package and installs, runs and removes
# it in a clean Debian 12 root.
set -euo pipefail
cd "$(dirname "$0")/.."
# The game's settings go to a folder of the run's own, not the tester's ~/.config/rps.
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME
# In English, whatever the tester's language: the tests read the game's English words (those
# that test a translation set their own LANGUAGE).
unset LANGUAGE LC_MESSAGES LANG
export LC_ALL=C.UTF-8
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
# Each stage says how long the one before took, so the slow stages of a CI run are plain to see.
stage_name=""
stage_start=0
stage() {
  if [ -n "${stage_name}" ]; then
    echo "## ${stage_name}: $((SECONDS - stage_start)) s (total ${SECONDS} s)"
  fi
  stage_name="$1"
  stage_start=${SECONDS}
}
stage "dependencies"
scripts/install-dependencies.sh --test --package
stage "build"
swift build --build-tests
# The catalogues beside the assets, for the game run from this checkout.
scripts/build-translations.sh
stage "unit tests"
swift test --skip-build
# The event fuzzer, longer than in the Swift tests, with a new seed each time (printed first, and
# in its JSON line, so a failure can be replayed with --seed).
stage "event fuzzer"
swift run rps-bench fuzz --events 20000
# The resize storm likewise, on a pad and on a phone.
stage "resize storm"
swift run rps-bench storm --sizes 10000
# The network frame decoder and protocol machine under mutated streams from the committed
# corpus, for a fixed time, with a new seed each time (printed first).
stage "network fuzzer"
swift run rps-bench netfuzz --seconds 30
# Network play end to end: rps duel against the hostile peer written from docs/protocol.md and
# against itself, on 127.0.0.1 and ::1, then across two network namespaces (as root); then through
# a prosody of the test's own on loopback, against itself and a hostile XMPP peer (Debian's
# Python, which has slixmpp), with the server stopped mid-match.
stage "network play"
python3 Tests/Network/test_network.py .build/debug/rps
/usr/bin/python3 Tests/XMPP/test_xmpp.py .build/debug/rps
scripts/test-network-namespaces.sh .build/debug/rps
# The engine-field harness and its preparation of public bots, on bots the test writes itself.
stage "engine field"
python3 Tests/EngineField/test_engine_field.py .build/debug/rps
stage "install"
scripts/test-install.sh .build/debug/rps
stage "real window"
scripts/test-real-window.sh .build/debug/rps
# Light or dark from the desktop portal, a stand-in one on a private session bus.
stage "desktop style"
scripts/test-desktop-style.sh .build/debug/rps
# Two windows on one display play a match over the network, the address typed into the field;
# then a window signs in to a prosody of the test's own and challenges a waiting duel.
stage "network windows"
scripts/test-network-windows.sh .build/debug/rps
/usr/bin/python3 Tests/XMPP/test_xmpp_window.py .build/debug/rps
stage "sanitizers"
scripts/test-sanitizers.sh
stage "Debian package"
scripts/test-deb.sh
stage "done"
