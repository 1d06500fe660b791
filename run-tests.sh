#!/usr/bin/env bash
# Set up (first time) and run the whole test suite, headless: lint, then every
# test including the slow ones (frozen app build). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
. scripts/env.sh
need_debs $QT_BASE_DEBS poppler-utils $DESKTOP_DEBS  # pdftoppm renders printed sheets in tests
# a screen reader's view (tests/test_atspi.py): the app in Xvfb with a session bus, its
# accessibility tree read through AT-SPI by Debian's pyatspi
need_debs $QT_X11_DEBS xvfb xauth dbus-x11 at-spi2-core python3-pyatspi
# the phones' browser test drives headless Chromium; without it (no package) it is skipped
need_debs chromium || echo "chromium could not be installed: the phones' browser test will be skipped" >&2
ensure_venv dev
export QT_QPA_PLATFORM=offscreen
"$VENV/bin/ruff" check .
"$VENV/bin/ruff" format --check . >/dev/null || { echo "ruff format: files need formatting" >&2; exit 1; }
"$VENV/bin/mypy" --no-error-summary || { echo "mypy: type errors (pyproject.toml [tool.mypy])" >&2; exit 1; }
set +e
# every core (pytest-xdist; an idle worker takes tests from a busy one):
# PELOTON_TEST_WORKERS=0 runs the tests in this process
"$VENV/bin/python" -m pytest -q -p no:cacheprovider -n "${PELOTON_TEST_WORKERS:-auto}" --dist worksteal "$@"
rc=$?
set -e
if [ $rc -eq 5 ]; then
  echo "pytest ran no test: that is a failure" >&2
fi
exit $rc
