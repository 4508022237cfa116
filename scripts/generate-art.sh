#!/usr/bin/env bash
# Renders the game art in assets/ from the hand-authored SVG sources in
# assets/source/. Safe to run from any working directory.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "${SCRIPT_DIR}/.." && pwd)"
cd "${REPO_ROOT}"

if ! command -v rsvg-convert >/dev/null 2>&1; then
    echo "rsvg-convert not found; installing librsvg2-bin..." >&2
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then
        SUDO="sudo"
    fi
    ${SUDO} apt-get update
    ${SUDO} apt-get install -y librsvg2-bin
fi

SRC="assets/source"
OUT="assets"

render() {
    # render <svg> <png> <size>
    local svg="$1" png="$2" size="$3"
    mkdir -p "$(dirname "${png}")"
    rsvg-convert --width "${size}" --height "${size}" --keep-aspect-ratio \
        --format png --output "${png}" "${svg}"
    echo "  ${png} (${size}x${size})"
}

echo "Rendering throws..."
for name in rock paper scissors spock lizard; do
    render "${SRC}/${name}.svg" "${OUT}/${name}.png" 512
done

echo "Rendering the ladder's rivals..."
for name in boulder cyclist echo fox mule magpie jester scholar professor grandmaster; do
    render "${SRC}/rival-${name}.svg" "${OUT}/rival-${name}.png" 256
done

echo "Rendering icons..."
render "${SRC}/icon.svg" "${OUT}/icon.png" 512
for size in 48 128 256; do
    render "${SRC}/icon.svg" "${OUT}/icons/${size}/rps.png" "${size}"
done

echo "Done."
