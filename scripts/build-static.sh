#!/usr/bin/env bash
# Builds the release rps with the Swift standard library, Foundation and its ICU data linked
# statically (--static-swift-stdlib), no $ORIGIN run path (--disable-local-rpath) and its
# relocations resolved at start and then read-only (-z now, with the default -z relro), in its own
# build folder (.build/static), so that it runs on a machine without the Swift toolchain and
# leaves the ordinary release build alone. Checks that it links no Swift library at run time,
# then prints its path.
#
# Usage: scripts/build-static.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/cli.sh
source scripts/lib/cli.sh

swift build -c release --product rps --static-swift-stdlib --disable-local-rpath \
  -Xlinker -z -Xlinker now --scratch-path .build/static >&2
binary="$(swift build -c release --scratch-path .build/static --show-bin-path)/rps"
[ -x "${binary}" ] || fail "the build did not produce ${binary}"

# Only system libraries: nothing from the toolchain, no run path pointing anywhere.
if ldd "${binary}" | grep -E 'swift|Foundation|dispatch|BlocksRuntime|not found' >&2; then
  fail "${binary} still links the libraries above at run time"
fi
if readelf -d "${binary}" | grep -E 'RPATH|RUNPATH' >&2; then
  fail "${binary} has a run path"
fi
echo "${binary}"
