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


def test_two_windows_keep_each_others_changes(user_home) -> None:
    """One profile, two running windows: each writes only what it changed, under a
    lock, so neither loses the other's change (issue 25)."""
    from peloton_desktop.settings import load_settings, save_settings

    first, second = load_settings(), load_settings()
    base_first, base_second = first.model_copy(deep=True), second.model_copy(deep=True)
    first.language = "fr"
    base_first = save_settings(first, base_first)
    second.handover_screen = False
    second.add_recent("/games/tour.json")
    base_second = save_settings(second, base_second)
    on_disk = load_settings()
    assert on_disk.language == "fr" and on_disk.handover_screen is False
    assert on_disk.recent_files == ["/games/tour.json"]
    first.add_recent("/games/classic.json")
    save_settings(first, base_first)
    assert load_settings().recent_files == ["/games/classic.json", "/games/tour.json"]
    assert load_settings().handover_screen is False


def test_resumed_games_never_share_an_autosave(tmp_path, dice_race) -> None:
    """Two saved games with the same file name, in two folders: each resumed game
    autosaves to its own file."""
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.ui.table.session import GameSession

    paths = []
    for folder in ("a", "b"):
        session = GameSession.new(dice_race, {"players": 2}, 3, [SeatInfo(), SeatInfo()])
        target = tmp_path / folder / "my game.json"
        target.parent.mkdir()
        assert session.save_as(target)
        paths.append(GameSession.load(target).autosave_path)
    assert paths[0] != paths[1]
