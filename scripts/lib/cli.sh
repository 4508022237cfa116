# Sourced by the scripts with options: their --help, their one-line errors and their paths.
# Set CALLER_DIR to the folder the script was started from before calling absolute.

usage() {
  # usage: the script's opening comment, from its second line to `set -euo pipefail`
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
}

fail() {
  # fail <message>: "script.sh: message" on standard error, and exit 1
  echo "$(basename "$0"): $*" >&2
  exit 1
}

absolute() {
  # absolute <path>: the path made absolute (from CALLER_DIR) and normalised, without creating it
  case "$1" in /*) realpath -m -- "$1" ;; *) realpath -m -- "${CALLER_DIR}/$1" ;; esac
}
