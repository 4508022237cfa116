#!/usr/bin/env bash
# Renders the game's short sound effects with SoX into assets/sounds/ (16-bit mono WAV).
# The outcome sounds start with a short silence, so that played together with the throw they
# are heard after it. Authored for this project; CC0 1.0, like the art.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v sox >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq sox >/dev/null
fi
out=assets/sounds
mkdir -p "$out"
rate=22050
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# seg NAME DURATION SYNTH-ARGS...: one note, with a quick fade in and out so it never clicks.
seg() {
  local name=$1 duration=$2; shift 2
  sox -q -n -r $rate -c 1 -b 16 "$work/$name.wav" synth "$duration" "$@" fade q 0.005 "$duration" 0.03
}
# finish NAME LEAD-SILENCE LEVEL PARTS...: joins the parts, normalises to LEVEL dBFS, pads the start.
finish() {
  local name=$1 lead=$2 level=$3; shift 3
  sox -q "$@" "$out/$name.wav" norm "$level" pad "$lead" 0
}
# A throw: a short, soft whoosh of band-passed noise.
sox -q -n -r $rate -c 1 -b 16 "$work/whoosh.wav" synth 0.14 pinknoise band 1800 1400 fade q 0.01 0.14 0.11
finish throw 0 -9 "$work/whoosh.wav"
# A win: a bright rising arpeggio, C5 E5 G5 C6.
seg c5 0.09 sine 523.25
seg e5 0.09 sine 659.25
seg g5 0.09 sine 783.99
seg c6 0.24 sine 1046.5
finish win 0.18 -6 "$work/c5.wav" "$work/e5.wav" "$work/g5.wav" "$work/c6.wav"
# A loss: a falling pair of soft, low tones, G4 then D4.
seg g4 0.14 square 392
seg d4 0.32 square 293.66
sox -q "$work/g4.wav" "$work/d4.wav" "$work/fall.wav" lowpass 1200
finish loss 0.18 -8 "$work/fall.wav"
# A draw: two equal, neutral taps on A4.
seg tap 0.08 triangle 440
sox -q -n -r $rate -c 1 -b 16 "$work/gap.wav" trim 0 0.06
finish draw 0.18 -8 "$work/tap.wav" "$work/gap.wav" "$work/tap.wav"
# A beat of the count before a reveal: a short, dry knock, quiet enough to hear four a second.
seg knock 0.05 sine 220
sox -q "$work/knock.wav" "$work/knock-dry.wav" lowpass 900
finish beat 0 -12 "$work/knock-dry.wav"
ls -l "$out"
