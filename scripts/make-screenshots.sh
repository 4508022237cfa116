#!/usr/bin/env bash
# Renders the README's pictures in docs/screenshots with the game's own offscreen screenshot
# mode (no display needed), each from a fresh data folder and a fixed seed so that the same
# build draws the same pictures.
#
# Usage: scripts/make-screenshots.sh [RPS_BINARY]   (default: builds and uses .build/debug/rps)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
  rps="$1"
else
  swift build --product rps >/dev/null
  rps=.build/debug/rps
fi
out=docs/screenshots
mkdir -p "${out}"
scratch="$(mktemp -d)"
trap 'rm -rf "${scratch}"' EXIT
# The pictures show the defaults, whatever this machine's saved settings say, and the dark
# style whatever the desktop prefers (no session bus, so no portal).
export XDG_CONFIG_HOME="${scratch}/config"
unset DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR

# A fresh folder for each picture that stands alone.
fresh() { mktemp -d -p "${scratch}"; }

"${rps}" --data-dir "$(fresh)" --size 960x600 --seed 34 --play rpsp --screenshot "${out}/landscape.png"
"${rps}" --data-dir "$(fresh)" --size 600x960 --seed 34 --play rpsp --screenshot "${out}/portrait.png"

# One folder with a history: finished matches and one under way.
history="$(fresh)"
"${rps}" --data-dir "${history}" --seed 3 --play rrrrpppppsssssrrpsprps --screenshot "${out}/pad-landscape.png"
"${rps}" --data-dir "${history}" --size 768x1024 --open history --screenshot "${out}/pad-portrait-history.png"
"${rps}" --data-dir "${history}" --device phone --screenshot "${out}/phone-portrait.png"
"${rps}" --data-dir "${history}" --device phone --open match:2 --screenshot "${out}/phone-portrait-detail.png"
"${rps}" --data-dir "${history}" --device phone --size 844x390 --open match:2 \
  --screenshot "${out}/phone-landscape-detail.png"

"${rps}" --data-dir "$(fresh)" --seed 5 --play rrpsp --insight --screenshot "${out}/insight.png"
"${rps}" --data-dir "$(fresh)" --device phone --rules rpsls --seed 6 --play kl --screenshot "${out}/phone-rpsls.png"
# A match lost to Medium with rock every round, and what it read.
"${rps}" --data-dir "$(fresh)" --size 960x600 --level medium --seed 3 --play rrrr --screenshot "${out}/lesson.png"
"${rps}" --data-dir "$(fresh)" --seed 4 --play rps --open help --screenshot "${out}/help.png"
"${rps}" --data-dir "$(fresh)" --device phone --open help --screenshot "${out}/phone-help.png"
"${rps}" --data-dir "$(fresh)" --open about --screenshot "${out}/about.png"
"${rps}" --data-dir "$(fresh)" --device phone --open about --screenshot "${out}/phone-about.png"

# The light style, chosen in the options (as the desktop's portal would choose it).
mkdir -p "${scratch}/light/rps"
printf '{"style":"light"}\n' >"${scratch}/light/rps/settings.json"
XDG_CONFIG_HOME="${scratch}/light" "${rps}" --data-dir "${history}" --seed 3 --play rps \
  --screenshot "${out}/light-landscape.png"
XDG_CONFIG_HOME="${scratch}/light" "${rps}" --data-dir "${history}" --device phone --open match:2 \
  --screenshot "${out}/light-phone-detail.png"

friends="$(fresh)"
"${rps}" --data-dir "${friends}" --players 2 --names Ana,Ben --play rp,ss,sp --size 960x600 \
  --screenshot "${out}/two-players-landscape.png"
"${rps}" --data-dir "${friends}" --players 2 --device phone --size 390x844 \
  --screenshot "${out}/two-players-face-to-face.png"

# The ladder: Boulder beaten, then the Cyclist read from round 3, its recap; the ladder and the
# records after them.
ladder="$(fresh)"
"${rps}" --data-dir "${ladder}" --seed 3 --open ladder --play pppppp --screenshot "${scratch}/boulder.png"
"${rps}" --data-dir "${ladder}" --seed 5 --size 600x960 --open ladder --play rrrpsrpsrps \
  --screenshot "${out}/ladder-recap.png"
"${rps}" --data-dir "${ladder}" --size 960x600 --open ladder --screenshot "${out}/ladder.png"
"${rps}" --data-dir "${ladder}" --device phone --open ladder --screenshot "${out}/phone-ladder.png"
"${rps}" --data-dir "${ladder}" --size 960x600 --open records --screenshot "${out}/records.png"
# The day's challenge is the same for everyone on a date, so this picture follows the date.
"${rps}" --data-dir "$(fresh)" --device phone --open daily --screenshot "${out}/phone-daily.png"

ls -l "${out}"
