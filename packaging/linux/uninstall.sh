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
# the icon folders left empty (never one that holds another app's icon)
find "$data/icons/hicolor" -mindepth 1 -depth -type d -empty -exec rmdir {} \; 2>/dev/null || true
rmdir "$data/icons/hicolor" "$data/icons" 2>/dev/null || true
rmdir "$data/metainfo" 2>/dev/null || true
if [ -L "$bin/peloton-desktop" ]; then
  rm -f "$bin/peloton-desktop"
fi
defaults=${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list  # what install.sh's xdg-mime wrote
if [ -f "$defaults" ]; then
  sed -i "/^application\/x-peloton-[a-z]*=$id\.desktop;*\$/d" "$defaults"
  # a [Default Applications] section left with nothing in it goes too
  awk '
    function flush() { if (head != "[Default Applications]" || body) printf "%s", buf }
    /^\[/ { flush(); head = $0; buf = ""; body = 0 }
    { buf = buf $0 "\n" }
    !/^\[/ && !/^[ \t]*$/ { body = 1 }
    END { flush() }
  ' "$defaults" > "$defaults.tmp" && mv "$defaults.tmp" "$defaults"
  [ -s "$defaults" ] || rm -f "$defaults"
fi
# the desktop's caches: made again from what is left, or gone with the last of it
if rmdir "$data/mime/packages" 2>/dev/null; then
  rm -rf "$data/mime"  # no types left: the database there describes nothing
elif command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime/packages" ]; then
  update-mime-database "$data/mime"
fi
if [ -d "$data/applications" ] && ! ls "$data/applications" | grep -q '\.desktop$'; then
  rm -f "$data/applications/mimeinfo.cache"
  rmdir "$data/applications" 2>/dev/null || true
elif command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
  update-desktop-database -q "$data/applications"
fi
case "$app" in
  */peloton-desktop) rm -rf "$app" ;;  # never a folder of another name
esac
rmdir "$(dirname "$app")" "$bin" 2>/dev/null || true  # when install.sh made them and they are empty
echo "Peloton Desktop is uninstalled (your games and courses are kept)."
