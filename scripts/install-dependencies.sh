#!/usr/bin/env bash
# Installs the Debian packages the game needs to build and run (SDL2 and its libraries; libsodium
# for network play; gettext's msgfmt for the translations, fontconfig to find fonts, and a
# Chinese font, WenQuanYi Micro Hei: the smallest that looks good, 5 MB against Noto CJK's 90),
# and with --test also what its tests need (a virtual X server, xdotool,
# ImageMagick, desktop-file-validate, iproute2 for the network namespaces, Python 3 for the
# hostile peer). Installs only what is missing.
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libsdl2-mixer-dev libsodium-dev gettext libfontconfig-dev
  fonts-wqy-microhei)
if [ "${1:-}" = "--test" ]; then
  packages+=(xvfb xauth xdotool imagemagick desktop-file-utils iproute2 python3)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "swift is not on PATH: install the Swift 6 toolchain (swift.org) and try again" >&2
  exit 1
fi
