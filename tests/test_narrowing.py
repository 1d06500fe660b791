"""The Qt-free narrowing of legal actions (core/narrowing.py), table-driven."""

from __future__ import annotations

import pytest

from peloton_desktop.core.narrowing import Narrowing, Step, item, kind, route, whole

# Coup de bordure's pace actions: ("pace", rider, pace, payment)
PACES = [
    ("pace", 0, "constance", ()),
    ("pace", 0, "acceleration", ("P", "P")),
    ("pace", 0, "acceleration", ("C", "P")),
    ("pace", 0, "sillage", ("P",)),
    ("pace", 1, "constance", ()),
]
PACE_STEPS = (Step(item(1)), Step(item(2)), Step(item(3)))
# Border States' stacks: ("stack", top, bottom), the top always asks for the bottom
STACKS = [("stack", 3, 5), ("stack", 5, 3), ("stack", 3, 7)]
STACK_STEPS = (Step(item(1), collapse=False), Step(whole))


@pytest.mark.parametrize(
    ("legal", "steps", "path", "options"),
    [
        (PACES, PACE_STEPS, (), [0, 1]),
        (PACES, PACE_STEPS, (0,), ["constance", "acceleration", "sillage"]),
        (PACES, PACE_STEPS, (0, "acceleration"), [("P", "P"), ("C", "P")]),
        (PACES, PACE_STEPS, (1,), ["constance"]),
        (STACKS, STACK_STEPS, (), [3, 5]),
        (STACKS, STACK_STEPS, (3,), [("stack", 3, 5), ("stack", 3, 7)]),
        ([], PACE_STEPS, (), []),
    ],
)
def test_options_at_each_step(legal, steps, path, options) -> None:  # type: ignore[no-untyped-def]
    assert Narrowing.of(legal, steps, path).options() == options


@pytest.mark.parametrize(
    ("legal", "steps", "path", "option", "result"),
    [
        # one way to pay: the pace is the action (a collapsing step)
        (PACES, PACE_STEPS, (0,), "constance", ("pace", 0, "constance", ())),
        (PACES, PACE_STEPS, (0,), "sillage", ("pace", 0, "sillage", ("P",))),
        # two ways to pay: one step further
        (PACES, PACE_STEPS, (0,), "acceleration", (0, "acceleration")),
        (
            PACES,
            PACE_STEPS,
            (0, "acceleration"),
            ("C", "P"),
            ("pace", 0, "acceleration", ("C", "P")),
        ),
        # a step that never collapses asks even for a single bottom block
        (STACKS, STACK_STEPS, (), 5, (5,)),
        (STACKS, STACK_STEPS, (5,), ("stack", 5, 3), ("stack", 5, 3)),
    ],
)
def test_choose_narrows_or_gives_the_action(legal, steps, path, option, result) -> None:  # type: ignore[no-untyped-def]
    chosen = Narrowing.of(legal, steps, path).choose(option)
    if isinstance(chosen, Narrowing):
        assert chosen.path == result
    else:
        assert chosen == result and chosen in legal


def test_an_option_not_offered_is_refused_and_back_goes_up() -> None:
    n = Narrowing.of(PACES, PACE_STEPS, (1,))
    assert not n.offers("offensive") and n.offers("constance")
    with pytest.raises(ValueError):
        n.choose("offensive")
    assert n.back().path == () and n.at((0, "acceleration")).depth == 2
    assert n.actions("constance") == [("pace", 1, "constance", ())]


@pytest.mark.parametrize(
    ("legal", "expected"),
    [
        ([("recruit", 0), ("president", 3)], "recruit"),
        ([("president", 3)], "recruit"),
        ([("place", 1, None, 2, None), ("spy", (0, 0))], "place"),
        ([("done",), ("artillery", (1, 0, 2))], "place"),
        ([("keep", ("MO",))], "keep"),
        ([("unknown",)], None),
    ],
)
def test_route_dispatches_on_the_kinds_in_priority_order(legal, expected) -> None:  # type: ignore[no-untyped-def]
    routes = {
        "recruit": "recruit",
        "president": "recruit",
        "place": "place",
        "done": "place",
        "spy": "place",
        "artillery": "place",
        "keep": "keep",
    }
    assert route(legal, routes) == expected
    assert kind(("pace", 0)) == "pace" and kind("pass") == "pass"
