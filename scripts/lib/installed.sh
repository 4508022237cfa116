# Sourced by install.sh, package-deb.sh, uninstall.sh and test-install.sh: the one list of what
# the game installs, as paths under a prefix (~/.local for install.sh, /usr in the Debian
# package). Where the two differ, the flavour decides: "user" (install.sh) or "debian".
#
#   binary          bin/rps (debian: games/rps)                the game
#   assets          share/rps/assets/                          its pictures, sounds and fonts
#   desktop         share/applications/APP_ID.desktop          the launcher entry
#   icon SIZE       share/icons/hicolor/SIZExSIZE/apps/APP_ID.png, for each of RPS_ICON_SIZES
#   scalable-icon   share/icons/hicolor/scalable/apps/APP_ID.svg   (debian only)
#   metainfo        share/metainfo/APP_ID.metainfo.xml         what software centres show
#   man             share/man/man6/rps.6 (debian: gzipped, .gz added by package-deb.sh)
#   completion SH   bash, fish and zsh completions (zsh, debian: vendor-completions)
#   catalogue LANG  share/locale/LANG/LC_MESSAGES/rps.mo       the translations
#   manifest        share/rps/install-manifest.txt             what install.sh created (user only)

# shellcheck source=cli.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli.sh"
RPS_APP_ID="io.github.rps.RockPaperScissors"
APP_ID="${RPS_APP_ID}"
RPS_ICON_SIZES=(48 128 256)
# The fonts the game reads from its assets (the Debian package links Debian's own copies).
RPS_FONTS=(DejaVuSans.ttf DejaVuSans-Bold.ttf)

installed_path() {
  # installed_path <user|debian> <what> [argument]: where one installed file goes, under the prefix
  local flavour="$1" what="$2" argument="${3:-}"
  case "${what}" in
    binary) if [ "${flavour}" = debian ]; then echo games/rps; else echo bin/rps; fi ;;
    assets) echo share/rps/assets ;;
    desktop) echo "share/applications/${RPS_APP_ID}.desktop" ;;
    icon) echo "share/icons/hicolor/${argument}x${argument}/apps/${RPS_APP_ID}.png" ;;
    scalable-icon) echo "share/icons/hicolor/scalable/apps/${RPS_APP_ID}.svg" ;;
    metainfo) echo "share/metainfo/${RPS_APP_ID}.metainfo.xml" ;;
    man) echo share/man/man6/rps.6 ;;
    completion)
      case "${argument}" in
        bash) echo share/bash-completion/completions/rps ;;
        fish) echo share/fish/vendor_completions.d/rps.fish ;;
        zsh) if [ "${flavour}" = debian ]; then echo share/zsh/vendor-completions/_rps; else echo share/zsh/site-functions/_rps; fi ;;
        *) echo "installed_path: no completion for the shell '${argument}'" >&2; return 1 ;;
      esac
      ;;
    locale) echo share/locale ;;
    catalogue) echo "share/locale/${argument}/LC_MESSAGES/rps.mo" ;;
    manifest) echo share/rps/install-manifest.txt ;;
    *) echo "installed_path: nothing installed as '${what}'" >&2; return 1 ;;
  esac
}

refresh_desktop_caches() {
  # refresh_desktop_caches <prefix>: the launcher and icon caches, only where the desktop already
  # keeps them under the prefix; a missing tool or a failure is fine
  if command -v update-desktop-database >/dev/null 2>&1 && [ -f "$1/share/applications/mimeinfo.cache" ]; then
    update-desktop-database -q "$1/share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$1/share/icons/hicolor/icon-theme.cache" ]; then
    gtk-update-icon-cache -q -t -f "$1/share/icons/hicolor" 2>/dev/null || true
  fi
}

installed_at() {
  # installed_at <what> [argument]: where that installed file goes under INSTALL_ROOT, for
  # INSTALL_KIND (user or debian), as installed_path says
  echo "${INSTALL_ROOT}/$(installed_path "${INSTALL_KIND}" "$@")"
}
