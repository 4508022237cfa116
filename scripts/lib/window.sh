# Sourced by the scripts that drive the game's window on an X server (DISPLAY). Needs xdotool.

# The game's window class: its desktop entry's id (RockPaperScissorsApp.applicationID).
RPS_WINDOW_CLASS='^io\.github\.rps\.RockPaperScissors$'

find_window() {
  # find_window [pid] [seconds]: prints the id of the game's visible window once it appears
  # (of process pid when given; up to seconds, 15 by default); fails if it does not, or if the
  # process ends first
  local pid="${1:-}" tries=$((${2:-15} * 5)) id=""
  local by_pid=()
  [ -n "${pid}" ] && by_pid=(--pid "${pid}")
  for _ in $(seq "${tries}"); do
    id="$(xdotool search --all --onlyvisible "${by_pid[@]}" --class "${RPS_WINDOW_CLASS}" 2>/dev/null | head -n 1 || true)"
    [ -n "${id}" ] && { echo "${id}"; return 0; }
    if [ -n "${pid}" ]; then kill -0 "${pid}" 2>/dev/null || return 1; fi
    sleep 0.2
  done
  return 1
}
