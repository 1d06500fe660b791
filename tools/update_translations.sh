#!/usr/bin/env bash
# Extract every translatable string into translations/*.ts (pyside6-lupdate), then
# compile them into resources/translations/ (pyside6-lrelease), which a wheel, an editable
# install and the frozen app all carry. Run after changing visible strings; translate the
# new entries with Qt Linguist (pyside6-linguist translations/peloton_desktop_fr.ts)
# or tools/ts_fill.py, then run this again.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${VENV:-.venv}/bin
# the lessons' texts live in their JSON files: lupdate reads them from a generated module
"$bin/python" tools/lesson_texts.py sources
sources="$(find peloton_desktop -name '*.py' | sort) translations/lesson_texts.py"
memory=$(mktemp)
trap 'rm -f "$memory"' EXIT
ts=translations/peloton_desktop_fr.ts
cp "$ts" "$memory"
"$bin/pyside6-lupdate" -no-obsolete -locations relative $sources -ts "$ts"
# lupdate sees plural forms only in self.tr(…, n): tools/ts_numerus.py marks the
# module-level translate(…, "%n …", None, n) ones and writes the English catalogue
# (English is the source language: it needs only the plural forms, "1 case", "2 cases")
"$bin/python" tools/ts_numerus.py mark "$ts" "$memory"
"$bin/python" tools/ts_numerus.py english "$ts" translations/peloton_desktop_en.ts
"$bin/python" tools/lesson_texts.py fill "$ts"  # the lessons' French, from their files
for lang in fr en; do
  "$bin/pyside6-lrelease" "translations/peloton_desktop_${lang}.ts" \
    -qm "resources/translations/peloton_desktop_${lang}.qm"
done
