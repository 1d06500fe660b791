from __future__ import annotations

import json
from pathlib import Path

from peloton_desktop import paths
from peloton_desktop.settings import PLAYER_COLOURS, Settings, load_settings, save_settings


def test_defaults_without_a_file(user_home: Path) -> None:
    s = load_settings()
    assert s.language is None and s.handover_screen and len(s.players) == 6
    assert [p.colour for p in s.players] == list(PLAYER_COLOURS[:6])


def test_round_trip_lands_in_the_profile(user_home: Path) -> None:
    s = Settings(language="fr", animation_speed=2.0, handover_screen=False)
    s.players[0].name = "Rouge"
    save_settings(s)
    assert paths.settings_file().is_relative_to(user_home)
    again = load_settings()
    assert again.language == "fr" and again.players[0].name == "Rouge"
    assert not again.handover_screen and again.animation_speed == 2.0


def test_broken_file_gives_defaults_and_is_kept(user_home: Path) -> None:
    f = paths.settings_file()
    f.parent.mkdir(parents=True)
    f.write_text('{"language": "klingon", ')
    assert load_settings() == Settings()
    kept = list(f.parent.glob("settings.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"language"')


def test_wrong_values_give_defaults(user_home: Path) -> None:
    f = paths.settings_file()
    f.parent.mkdir(parents=True)
    f.write_text(json.dumps({"language": "de", "players": "x"}))
    assert load_settings().language is None


def test_recent_files_are_unique_newest_first() -> None:
    s = Settings()
    for p in ("a", "b", "a", "c"):
        s.add_recent(p)
    assert s.recent_files == ["c", "a", "b"]
