"""The phone's page says what the laptop says (issue 40): Border States' recruits
name the block, as the panel does; choices that cannot be taken back ask for a second
tap; at a stage break the log stops at the finish, as the hand does (not the next
stage's deal)."""

from __future__ import annotations

import random

from phones_helpers import phone_page

from peloton_desktop.ui.phones.phone_table import phone_texts


def test_border_states_recruits_name_the_block(qtbot, english) -> None:
    page = phone_page(qtbot, "border_states", [0])
    view = page.phones.view_for(0)
    legal = page.session.legal_actions(0)
    labels = [c["label"] for c, a in zip(view["choices"], legal, strict=True) if a[0] == "recruit"]
    assert len(labels) == 2 and labels[0].startswith("Left end: "), labels
    assert labels[1].startswith("Right end: ") and len(labels[1]) > len("Right end: ")


def test_choices_that_cannot_be_taken_back_ask_twice(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [0, 1, 2], seed=4)
    s = page.session
    rng = random.Random(3)
    seen = {True: 0, False: 0}
    for _ in range(40):
        seat = s.to_move()[0]
        view = page.phones.view_for(seat)
        for c, action in zip(view["choices"], s.legal_actions(seat), strict=True):
            before = s.game.rng_fingerprint(s.state)
            after, events = s.game.apply(s.state, seat, action)
            assert c["confirm"] == s.game.is_final(before, after, events), action
            seen[c["confirm"]] += 1
        s.play(seat, rng.choice(s.legal_actions(seat)))
        if s.held:
            page.stage_break.go_on.click()
    assert seen[True] and seen[False]
    assert phone_texts()["sure"] == "tap again to confirm: it cannot be taken back"


def test_at_a_stage_break_the_log_stops_at_the_finish(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [0, 1, 2], seed=4)
    s = page.session
    rng = random.Random(5)
    while not s.held:
        seat = s.to_move()[0]
        s.play(seat, rng.choice(s.legal_actions(seat)))
    kinds = [e.kind for e in s.history[-1][1]]
    assert kinds.index("stage_finished") < kinds.index("stage_dealt")  # dealt in one go
    dealt = next(e for e in s.history[-1][1] if e.kind == "stage_dealt")
    deal_line = page.view.describe_event(dealt)
    assert deal_line  # the next stage's deal has its line
    for seat in range(3):
        log = page.phones.view_for(seat)["log"]
        assert deal_line is None or log[-1] != deal_line
    page.stage_break.go_on.click()  # the next stage: its deal is in the log now
    if deal_line:
        assert page.phones.view_for(0)["log"][-1] == deal_line
