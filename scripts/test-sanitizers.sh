#!/usr/bin/env bash
# The test suite under AddressSanitizer and ThreadSanitizer, and a leak check of the real SDL
# host (1,000 resizes and 1,000 rounds) under LeakSanitizer. Each sanitizer builds into its own
# folder under .build, so the normal build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

# Builds quietly into a log, showing it only when the build fails.
build() {
  local log
  log=$(mktemp)
  if ! swift build --build-tests "$@" >"${log}" 2>&1; then
    grep -v "Cannot export local symbol" "${log}" | tail -40
    rm -f "${log}"
    return 1
  fi
  tail -1 "${log}"
  rm -f "${log}"
}

echo "== AddressSanitizer: the test suite (at ${SECONDS} s)"
build --sanitize=address --scratch-path .build/asan
# Leaks are checked below on the host, where drivers are accounted for; here only memory errors.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 swift test --skip-build --sanitize=address --scratch-path .build/asan

echo "== LeakSanitizer: 1,000 resizes and 1,000 rounds in the SDL host (at ${SECONDS} s)"
# SDL_Quit unloads Mesa's libraries, after which their one-time blocks look lost and nameless.
# Preloading keeps them loaded, so they are named and reachable; lsan.supp says why for each.
mesa=""
for library in libEGL_mesa.so.0 libglapi.so.0 dri/swrast_dri.so; do
  path="/usr/lib/x86_64-linux-gnu/${library}"
  [ -e "${path}" ] && mesa="${mesa:+${mesa} }${path}"
done
LD_PRELOAD="${mesa}" ASAN_OPTIONS=detect_leaks=1 \
  LSAN_OPTIONS="suppressions=$(pwd)/scripts/sanitizers/lsan.supp" \
  .build/asan/debug/leak-check --resizes 1000 --rounds 1000

echo "== ThreadSanitizer: the test suite (at ${SECONDS} s)"
build --sanitize=thread --scratch-path .build/tsan
# The opponents' suites (the levels, the bots, the tournament) are left out here: they run on one
# thread, so ThreadSanitizer has nothing to find in them (AddressSanitizer above runs them, for
# their unsafe buffers). The app, the history, the network and the SDL host stay in.
TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --sanitize=thread --scratch-path .build/tsan \
  --skip 'OpponentsTests\.'
echo "sanitizers: address, leak and thread runs passed (in ${SECONDS} s)"
