#!/usr/bin/env bash
# The same leak check as scripts/test-sanitizers.sh, under valgrind's memcheck instead of
# LeakSanitizer: no definitely lost bytes from our code (--keep-debuginfo keeps the names of the
# driver libraries that SDL unloads, so valgrind.supp can match them). Slow (valgrind runs Mesa's software
# rasteriser too): about 4 minutes for 100 resizes and 100 rounds here, so the counts are
# arguments. Usage: scripts/test-leaks-valgrind.sh [RESIZES] [ROUNDS]   (default 100 100)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product leak-check 2>&1 | tail -1
valgrind --leak-check=full --keep-debuginfo=yes --errors-for-leak-kinds=definite --show-leak-kinds=definite \
  --suppressions=scripts/sanitizers/valgrind.supp --error-exitcode=3 --num-callers=30 \
  .build/release/leak-check --resizes "${1:-100}" --rounds "${2:-100}"
