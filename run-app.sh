#!/usr/bin/env bash
# Set up (first time) and launch Peloton Desktop. Arguments go to the app,
# e.g. ./run-app.sh --lang fr
set -euo pipefail
cd "$(dirname "$0")"
. scripts/env.sh
need_debs $QT_BASE_DEBS $QT_X11_DEBS
ensure_venv dev
exec "$VENV/bin/peloton-desktop" "$@"
