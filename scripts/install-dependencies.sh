#!/usr/bin/env bash
# Installs the Debian packages the game needs to build and run (SDL2 and its libraries; libsodium
# for network play; gettext's msgfmt for the translations, fontconfig to find fonts, and a
# Chinese font, WenQuanYi Micro Hei: the smallest that looks good, 5 MB against Noto CJK's 90);
# libdbus to read the desktop's light or dark style; libstrophe for play through an XMPP server,
# libsecret for its password in the Secret Service; with --test also what its tests need (a
# virtual X server, xdotool, ImageMagick, desktop-file-validate, the shells and the man page
# linter for the completions and rps(6), iproute2 for the network namespaces, Python 3 for the
# hostile peer, openbox for a window manager's frame, a D-Bus daemon and python3-dbus for a
# stand-in desktop portal, prosody, openssl and slixmpp for the XMPP tests' own server and
# hostile XMPP peer, gnome-keyring and secret-tool for a Secret Service of the test's own); with
# --package what building and testing
# the Debian package needs (dpkg-shlibdeps, lintian, appstreamcli, mmdebstrap for a clean
# Debian root, xprop). Installs only what is missing.
#
# Usage: scripts/install-dependencies.sh [--test] [--package]
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libsdl2-mixer-dev libsodium-dev gettext libfontconfig-dev zlib1g-dev
  fonts-wqy-microhei libdbus-1-dev libstrophe-dev libsecret-1-dev)
for argument in "$@"; do
  case "${argument}" in
    --test) packages+=(xvfb xauth xdotool imagemagick desktop-file-utils bash zsh fish mandoc groff-base
      iproute2 python3 openbox dbus-daemon python3-dbus python3-gi prosody python3-slixmpp openssl gnome-keyring
      libsecret-tools) ;;
    --package)
      packages+=(dpkg-dev binutils gettext lintian appstream mmdebstrap desktop-file-utils mandoc groff-base
        xvfb xauth xdotool x11-utils)
      ;;
    *) echo "install-dependencies.sh: unknown argument '${argument}' (--test, --package)" >&2; exit 2 ;;
  esac
done

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  # policy-rc.d 101: no package may start its service (prosody would start a system server; the
  # tests start their own on loopback).
  if [ ! -e /usr/sbin/policy-rc.d ] && [ -z "${sudo}" ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "swift is not on PATH: install the Swift 6 toolchain (swift.org) and try again" >&2
  exit 1
fi
