#!/usr/bin/env bash
# Build the one-folder app: dist/peloton-desktop/peloton-desktop, and on Linux the
# archive to hand to people: dist/peloton-desktop-VERSION-linux-ARCH.tar.gz (the app,
# the desktop entry, AppStream metadata, icons, file types, install.sh, uninstall.sh).
# Needs the dev extras (pip install -e '.[dev]'); the README's set-up installs them.
# Windows and macOS: see README.md, "Packaging" (the same spec, without this script).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${VENV:-.venv}/bin
out=${1:-dist}
work=${BUILD_DIR:-build}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}  # the icons render without a display
export PELOTON_ICONS="$work/icons"
"$bin/python" tools/make_icons.py "$PELOTON_ICONS" >/dev/null
"$bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$out" --workpath "$work" packaging/peloton_desktop.spec
echo "built $out/peloton-desktop/peloton-desktop"

[ "$(uname -s)" = Linux ] || exit 0
version=$("$bin/python" -c "import peloton_desktop; print(peloton_desktop.__version__)")
id=$("$bin/python" -c "import peloton_desktop; print(peloton_desktop.DESKTOP_ID)")
name="peloton-desktop-$version-linux-$(uname -m)"
stage="$work/$name"
rm -rf "$stage"
mkdir -p "$stage/share/applications" "$stage/share/metainfo" "$stage/share/mime/packages"
cp -R "$out/peloton-desktop" "$stage/peloton-desktop"
cp packaging/linux/install.sh packaging/linux/uninstall.sh "$stage/"
cp "packaging/linux/$id.desktop" "$stage/share/applications/"
cp "packaging/linux/$id.metainfo.xml" "$stage/share/metainfo/"
cp packaging/linux/peloton-desktop-mime.xml "$stage/share/mime/packages/peloton-desktop.xml"
mkdir -p "$stage/share/icons"
cp -R "$PELOTON_ICONS/hicolor" "$stage/share/icons/"
tar -C "$work" -czf "$out/$name.tar.gz" "$name"
echo "built $out/$name.tar.gz"
