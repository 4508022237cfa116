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

RPS_APP_ID="io.github.rps.RockPaperScissors"
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
