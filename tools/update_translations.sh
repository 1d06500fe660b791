#!/usr/bin/env bash
# Extract every translatable string into its catalogue (pyside6-lupdate), then compile
# them into resources/translations/ (pyside6-lrelease), which a wheel, an editable install
# and the frozen app all carry. One catalogue for the shared app, one for each game:
#   translations/peloton_desktop_{fr,en}.ts   every module outside peloton_desktop/games/<id>/
#   translations/<id>_{fr,en}.ts              the game's package and its lessons' texts
# so a game's new strings never touch another game's catalogue. Run after changing
# visible strings (VENV=… names the virtual environment, .venv by default); translate the
# new entries with Qt Linguist (pyside6-linguist translations/<id>_fr.ts) or
# tools/ts_fill.py (it fills several catalogues at once), then run this again.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${VENV:-.venv}/bin
memory=$(mktemp)
trap 'rm -f "$memory"' EXIT

# catalogue NAME SOURCES…: translations/NAME_fr.ts from the sources, its English plural
# forms in NAME_en.ts, both compiled to resources/translations/NAME_{fr,en}.qm
catalogue() {
  local name=$1
  shift
  local ts="translations/${name}_fr.ts"
  if [ -f "$ts" ]; then cp "$ts" "$memory"; else : >"$memory"; fi
  "$bin/pyside6-lupdate" -no-obsolete -locations relative -target-language fr_FR "$@" -ts "$ts"
  # lupdate sees plural forms only in self.tr(…, n): tools/ts_numerus.py marks the
  # module-level translate(…, "%n …", None, n) ones and writes the English catalogue
  # (English is the source language: it needs only the plural forms, "1 case", "2 cases")
  if [ -s "$memory" ]; then
    "$bin/python" tools/ts_numerus.py mark "$ts" "$memory"
  else
    "$bin/python" tools/ts_numerus.py mark "$ts"
  fi
  "$bin/python" tools/ts_numerus.py english "$ts" "translations/${name}_en.ts"
  if [ "$name" != peloton_desktop ]; then
    "$bin/python" tools/lesson_texts.py fill "$ts" "$name" # its lessons' French, from their files
  fi
  for lang in fr en; do
    "$bin/pyside6-lrelease" -silent "translations/${name}_${lang}.ts" \
      -qm "resources/translations/${name}_${lang}.qm"
  done
}

# the shared app: every module but the games' own packages
catalogue peloton_desktop $(find peloton_desktop -name '*.py' -not -path 'peloton_desktop/games/*/*' | sort)
# each game: its package (a folder of peloton_desktop/games/ with an __init__.py; its id is
# the folder's name) and its lessons' texts, which live in their JSON files and reach
# lupdate through a generated module
for init in peloton_desktop/games/*/__init__.py; do
  game=$(basename "$(dirname "$init")")
  "$bin/python" tools/lesson_texts.py sources "$game"
  lessons=translations/${game}_lessons.py
  catalogue "$game" $(find "peloton_desktop/games/$game" -name '*.py' | sort) \
    $([ -f "$lessons" ] && echo "$lessons")
done
