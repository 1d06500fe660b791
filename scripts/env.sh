# Shared by run-app.sh and run-tests.sh: a project venv and the system libraries.
# Sourced, not run. Idempotent: does nothing when everything is already there.

VENV=${VENV:-"$PWD/.venv"}
PY=${PYTHON:-python3}

need_debs() {  # need_debs PKG...: install the Debian packages that are missing
  command -v dpkg >/dev/null 2>&1 || return 0
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if [ -n "$sudo" ] && ! command -v sudo >/dev/null 2>&1; then
    echo "Please install: apt-get install ${missing[*]}" >&2
    return 1
  fi
  echo "Installing system packages: ${missing[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# What Qt 6 loads even offscreen (fonts, EGL/GL, keyboard, glib), and PyInstaller's
# binutils; the venv module of Debian's Python.
QT_BASE_DEBS="libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core binutils"
# The desktop's tools that check and use packaging/ (tests/test_packaging.py): the
# entry's and AppStream validators, the MIME database, gio (opens a file as a double-click),
# xdg-open (how a desktop xdg-utils does not recognise opens a file).
DESKTOP_DEBS="desktop-file-utils appstream shared-mime-info libglib2.0-bin xdg-utils"
# What a real X11 window needs besides.
QT_X11_DEBS="libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0"

ensure_venv() {  # ensure_venv EXTRAS: a venv with the project installed (editable)
  local extras=$1
  if [ ! -x "$VENV/bin/python" ]; then
    if ! "$PY" -m venv "$VENV" 2>/dev/null; then
      rm -rf "$VENV"
      need_debs python3-venv && "$PY" -m venv "$VENV"
    fi
  fi
  local stamp="$VENV/.peloton-installed"
  local want
  want="$extras $(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    "$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
    "$VENV/bin/python" -m pip install -q -e ".[$extras]"
    echo "$want" > "$stamp"
  fi
}
