# Sourced by the scripts with options: their --help, their one-line errors and their paths.

# The folder the script was started from, for absolute: scripts source this file first thing.
CALLER_DIR="${CALLER_DIR:-$(pwd)}"

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

options() {
  # options "<name> ..." <arguments>: each --name VALUE or --name=VALUE given sets the shell
  # variable of that name; --help prints the usage; anything else is a one-line error
  local names=" $1 " name
  shift
  while [ $# -gt 0 ]; do
    case "$1" in
      -h | --help) usage; exit 0 ;;
      --*=*) name="${1%%=*}"; name="${name#--}" ;;
      --*) name="${1#--}" ;;
      *) fail "unknown argument '$1' (see --help)" ;;
    esac
    [[ "${names}" == *" ${name} "* ]] || fail "unknown argument '$1' (see --help)"
    if [[ "$1" == *=* ]]; then
      printf -v "${name}" '%s' "${1#*=}"
      shift
    else
      [ $# -ge 2 ] || fail "$1 needs a value (see --help)"
      printf -v "${name}" '%s' "$2"
      shift 2
    fi
  done
}
