#!/bin/sh
# Install Peloton Desktop for this user, from the unpacked Linux archive:
#   ./install.sh
# The program goes to ~/.local/lib/peloton-desktop (a link in ~/.local/bin), and the
# desktop entry, the AppStream metadata, the icons and the file types to the XDG data
# folder (~/.local/share, or $XDG_DATA_HOME): the desktop then lists the app and opens
# saved games (*.peloton), courses (*.peloton-course) and rulesets (*.peloton-ruleset)
# with it. Nothing needs root. ~/.local/lib/peloton-desktop/uninstall.sh undoes it all
# (your games, courses and settings stay).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
id=org.example.peloton_desktop
data=${XDG_DATA_HOME:-$HOME/.local/share}
app=${PELOTON_APP_DIR:-$HOME/.local/lib/peloton-desktop}
bin=${PELOTON_BIN_DIR:-$HOME/.local/bin}

[ -x "$here/peloton-desktop/peloton-desktop" ] || {
  echo "install.sh: run it from the unpacked archive (peloton-desktop/ is missing)" >&2
  exit 1
}
rm -rf "$app"
mkdir -p "$app" "$bin" "$data/applications" "$data/metainfo" "$data/mime/packages"
cp -R "$here/peloton-desktop/." "$app/"
cp "$here/uninstall.sh" "$app/uninstall.sh"
ln -sf "$app/peloton-desktop" "$bin/peloton-desktop"

# the entry runs the installed program, wherever $PATH looks. Its path is quoted only
# when it has to be (the Desktop Entry rules): xdg-open 1.1 on a desktop it does not
# recognise runs the Exec line's first word as it is, quotes included. A path that
# needs quoting is written as the rules say, `"`, `$`, `\` and the backquote escaped.
program="$app/peloton-desktop"
case "$program" in
  *[!A-Za-z0-9_./+,:@=-]*)
    program=$(printf '%s' "$program" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g')
    program="\"$program\""
    ;;
esac
program=$(printf '%s' "$program" | sed -e 's/%/%%/g' -e 's/[\\|&]/\\&/g')  # for sed below
sed "s|^Exec=peloton-desktop |Exec=$program |" \
  "$here/share/applications/$id.desktop" > "$data/applications/$id.desktop"
cp "$here/share/metainfo/$id.metainfo.xml" "$data/metainfo/"
cp "$here/share/mime/packages/peloton-desktop.xml" "$data/mime/packages/"
(cd "$here/share" && find icons -type f) | while read -r icon; do
  mkdir -p "$data/$(dirname "$icon")"
  cp "$here/share/$icon" "$data/$icon"
done

# the desktop's caches (each tool only where the desktop has it)
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$data/mime"
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$data/applications"
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
  gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true
fi
if command -v xdg-mime >/dev/null 2>&1; then
  xdg-mime default "$id.desktop" \
    application/x-peloton-game application/x-peloton-course application/x-peloton-ruleset || true
fi
echo "Peloton Desktop is installed: $bin/peloton-desktop (uninstall: $app/uninstall.sh)"
