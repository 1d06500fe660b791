#!/bin/sh
# Remove what install.sh put in place. Your saved games, courses, rulesets and settings
# (~/.local/share/peloton-desktop, ~/.config/peloton-desktop) are kept.
set -eu
id=org.example.peloton_desktop
data=${XDG_DATA_HOME:-$HOME/.local/share}
app=${PELOTON_APP_DIR:-$HOME/.local/lib/peloton-desktop}
bin=${PELOTON_BIN_DIR:-$HOME/.local/bin}

rm -f "$data/applications/$id.desktop" "$data/metainfo/$id.metainfo.xml"
rm -f "$data/mime/packages/peloton-desktop.xml"
find "$data/icons/hicolor" -name 'peloton-desktop.*' -type f -exec rm -f {} + 2>/dev/null || true
if [ -L "$bin/peloton-desktop" ]; then
  rm -f "$bin/peloton-desktop"
fi
defaults=${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list  # what install.sh's xdg-mime wrote
if [ -f "$defaults" ]; then
  sed -i "/^application\/x-peloton-[a-z]*=$id\.desktop;*\$/d" "$defaults"
fi
if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime/packages" ]; then
  update-mime-database "$data/mime"
fi
if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
  update-desktop-database -q "$data/applications"
fi
case "$app" in
  */peloton-desktop) rm -rf "$app" ;;  # never a folder of another name
esac
echo "Peloton Desktop is uninstalled (your games and courses are kept)."
