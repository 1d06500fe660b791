#!/usr/bin/env bash
# Build the one-folder app: dist/peloton-desktop/peloton-desktop
# Needs the dev extras (pip install -e '.[dev]'); the README's set-up installs them.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${VENV:-.venv}/bin
out=${1:-dist}
"$bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$out" --workpath "${BUILD_DIR:-build}" packaging/peloton_desktop.spec
echo "built $out/peloton-desktop/peloton-desktop"
