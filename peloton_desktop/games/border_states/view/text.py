"""Every visible word of Border States, translated (context "BorderStates")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.events import line
from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states.rules import BsObservation
from peloton_desktop.games.border_states.rules.events import (
    AmbushesFace,
    AmbushIdle,
    BattleRevealed,
    BattleUndecided,
    BattleWon,
    Character,
    CubesWon,
    DoubleAmbush,
    Eliminated,
    GameOver,
    Initiative,
    MarkerMoved,
    Placed,
    Recruited,
    RecruitedBlock,
    RoundStarted,
    SetAside,
    TopsRevealed,
)
from peloton_desktop.ui.pieces.log import EventLines

ROMAN = ("I", "II", "III")


def side_name(side: int) -> str:
    return (
        translate("BorderStates", "Union")
        if side == 0
        else translate("BorderStates", "Confederacy")
    )


def side_subject(side: int) -> str:
    """A side opening a sentence, with its article ("L'Union", "La Confédération")."""
    if side == 0:
        return translate("BorderStates", "The Union")
    return translate("BorderStates", "The Confederacy")


def side_the(side: int) -> str:
    """A side inside a sentence, with its article ("l'Union", "la Confédération")."""
    if side == 0:
        return translate("BorderStates", "the Union")
    return translate("BorderStates", "the Confederacy")


def state_name(code: str) -> str:
    return {
        "MO": translate("BorderStates", "Missouri"),
        "KY": translate("BorderStates", "Kentucky"),
        "WV": translate("BorderStates", "West Virginia"),
        "MD": translate("BorderStates", "Maryland"),
        "DE": translate("BorderStates", "Delaware"),
    }[code]


def card_name(card: str) -> str:
    return {
        "spy": translate("BorderStates", "Spy"),
        "chaplain": translate("BorderStates", "Chaplain"),
        "artillery": translate("BorderStates", "Artillery"),
        "scout": translate("BorderStates", "Scout"),
        "reinforcements": translate("BorderStates", "Reinforcements"),
    }[card]


def card_help(card: str) -> str:
    return {
        "spy": translate("BorderStates", "Reveal a face-down enemy block on an accessible battle."),
        "chaplain": translate(
            "BorderStates",
            "Put the Bible on a block of an accessible battle: "
            "no Ambush can eliminate it. Once per round for both sides.",
        ),
        "artillery": translate(
            "BorderStates",
            "Put the Canon on a free slot of an accessible "
            "battle: worth 1 for the front, for nobody's side. Once per round.",
        ),
        "scout": translate("BorderStates", "Change one battle your visible block gives access to."),
        "reinforcements": translate(
            "BorderStates", "Open one more slot on a full front of an accessible battle."
        ),
    }[card]


def block_label(game: Any, block: int | None) -> str:
    if block is None:
        return translate("BorderStates", "a face-down block")
    b = game.block(block)
    if b.get("kind") == "ambush":
        return translate("BorderStates", "Ambush")
    if b.get("kind") == "siege":
        return translate("BorderStates", "Siege")
    battles = "+".join(ROMAN[n - 1] for n in b["battles"])
    return f"{b['value']:+d}" + (f" ({battles})" if battles else "")


def block_tip(game: Any, block: int | None, note: str = "") -> str:
    """A block's tooltip: its label (and `note`), then what it is worth and reaches, in
    the rulebook's words; a block one cannot see gets its label only."""
    if block is None:
        return block_label(game, block) + note
    b = game.block(block)
    if b.get("kind") == "ambush":
        help_ = translate(
            "BorderStates",
            "Worth 0. Face up, it copies the battles the opposing block reaches. At the "
            "Resolution it must eliminate a block beside it or opposite, even its own side's.",
        )
    elif b.get("kind") == "siege":
        help_ = translate(
            "BorderStates",
            "Worth 1. Face up, it reaches any one battle, but both blocks must go on it.",
        )
    elif not b["battles"]:
        help_ = translate(
            "BorderStates",
            "Worth {value} in its front. It reaches no battle: it is never the face-up block.",
        ).format(value=f"{b['value']:+d}")
    else:
        battles = ", ".join(ROMAN[n - 1] for n in b["battles"])
        count = len(b["battles"])
        help_ = translate(
            "BorderStates",
            "Worth {value} in its front. Face up, it reaches %n battle(s): {battles}.",
            None,
            count,
        ).format(value=b["value"], battles=battles)
    return f"{block_label(game, block)}{note}<br><i>{help_}</i>"


def front_name(f: int) -> str:
    return (
        translate("BorderStates", "upper front")
        if f == 0
        else translate("BorderStates", "lower front")
    )


def slot_label(slot: Sequence[int], capital: bool = False) -> str:
    """`capital`: it starts a sentence (only its first letter is raised: battle III)."""
    b, f = slot[0], slot[1]
    front = front_name(f)
    text = translate("BorderStates", "battle {battle}, {front}").format(
        battle=ROMAN[b], front=front
    )
    if len(slot) > 2:
        text += translate("BorderStates", ", slot {slot}").format(slot=slot[2] + 1)
    return text[:1].upper() + text[1:] if capital else text


def cubes_text(cubes: Sequence[str]) -> str:
    return ", ".join(state_name(c) for c in cubes) or "—"


def _round_started(p: RoundStarted, game: Any) -> str:
    names = ", ".join(game.v["battle_cards"][c]["name"] for c in p.battles)
    return translate("BorderStates", "— {year} — Battles: {names}.").format(
        year=p.year, names=names
    )


def _recruited(p: Recruited, game: Any) -> str:
    where = {
        "left": translate("BorderStates", "the left end"),
        "right": translate("BorderStates", "the right end"),
        "any": translate("BorderStates", "anywhere (President)"),
    }[p.end]
    return translate("BorderStates", "{side} recruits from {where}.").format(
        side=side_subject(p.side), where=where
    )


def _tops_revealed(p: TopsRevealed, game: Any) -> str:
    parts = [f"{side_name(s)} {block_label(game, b)}" for s, b in enumerate(p.blocks)]
    text = translate("BorderStates", "Blocks shown: {blocks}.").format(blocks=", ".join(parts))
    for s, both in enumerate(p.both):
        if both:
            text += " " + translate(
                "BorderStates", "{side} showed the −2: both blocks are revealed."
            ).format(side=side_subject(s))
    return text


def _character(p: Character, game: Any) -> str:
    text = translate("BorderStates", "{side} plays {card}.").format(
        side=side_subject(p.side), card=card_name(p.card)
    )
    if p.card == "spy":
        text += " " + translate("BorderStates", "Revealed: {block}.").format(
            block=block_label(game, p.block)
        )
    return text


def _battle_won(p: BattleWon, game: Any) -> str:
    return translate(
        "BorderStates",
        "Battle {battle}: the {front} wins {a} to {b}; {side} brings {mine} against {theirs}.",
    ).format(
        battle=ROMAN[p.battle],
        front=front_name(p.front),
        a=p.totals[p.front],
        b=p.totals[1 - p.front],
        side=side_the(p.victor),
        mine=p.contributions[p.victor],
        theirs=p.contributions[1 - p.victor],
    )


def _cubes_won(p: CubesWon, game: Any) -> str:
    text = translate("BorderStates", "{side} wins {cubes}.").format(
        side=side_subject(p.victor), cubes=cubes_text(p.kept)
    )
    if p.vanquished is not None and p.given:
        text += " " + translate("BorderStates", "{side} gets {cubes}.").format(
            side=side_subject(p.vanquished), cubes=cubes_text(p.given)
        )
    return text


LINES: EventLines[Any] = EventLines(
    line(RoundStarted, _round_started),
    line(Recruited, _recruited),
    # read by its side live, by everyone at the end and in the review: named
    line(
        RecruitedBlock,
        lambda p, game: translate("BorderStates", "{side} recruits the block {block}.").format(
            side=side_subject(p.side), block=block_label(game, p.block)
        ),
    ),
    line(TopsRevealed, _tops_revealed),
    line(
        DoubleAmbush,
        lambda p, game: translate(
            "BorderStates", "Two Ambushes shown: all four blocks are set aside."
        ),
    ),
    line(
        Initiative,
        lambda p, game: translate(
            "BorderStates", "Tie: {side} has the initiative and places first; the token turns over."
        ).format(side=side_the(p.side)),
    ),
    line(
        Placed,
        lambda p, game: translate("BorderStates", "{side} places {block} on {slot}.").format(
            side=side_subject(p.side),
            block=block_label(game, p.block),
            slot=slot_label(p.slot),
        ),
    ),
    line(
        SetAside,
        lambda p, game: translate("BorderStates", "{side} cannot place {block}: set aside.").format(
            side=side_subject(p.side), block=block_label(game, p.block)
        ),
    ),
    line(Character, _character),
    line(
        BattleRevealed,
        lambda p, game: translate(
            "BorderStates", "Battle {battle}: the blocks are turned face up."
        ).format(battle=ROMAN[p.battle]),
    ),
    line(
        Eliminated,
        lambda p, game: translate(
            "BorderStates", "Ambush: {side}'s {block} on {slot} is eliminated."
        ).format(
            side=side_the(p.side),
            block=block_label(game, p.block),
            slot=slot_label(p.slot),
        ),
    ),
    line(
        AmbushesFace,
        lambda p, game: translate(
            "BorderStates", "Two Ambushes face each other and eliminate each other."
        ),
    ),
    line(
        AmbushIdle,
        lambda p, game: translate("BorderStates", "An Ambush finds no block to eliminate."),
    ),
    line(
        BattleUndecided,
        lambda p, game: translate(
            "BorderStates",
            "Battle {battle}: fronts {a} and {b}, no winning front; the cubes are discarded.",
        ).format(battle=ROMAN[p.battle], a=p.totals[0], b=p.totals[1]),
    ),
    line(BattleWon, _battle_won),
    line(CubesWon, _cubes_won),
    line(
        MarkerMoved,
        lambda p, game: translate(
            "BorderStates", "{state}: a marker moves toward the {side} ({start} → {end})."
        ).format(state=state_name(p.state), side=side_name(p.side), start=p.from_, end=p.to),
    ),
    line(
        GameOver,
        lambda p, game: translate(
            "BorderStates", "The war is over: Union {u}, Confederacy {c}."
        ).format(u=p.scores[0], c=p.scores[1]),
    ),
)


def describe_event(event: Event, game: Any, obs: BsObservation) -> str | None:
    """The event's log line (Border States' lines need the game's blocks and cards)."""
    return LINES.describe(event, game)


def describe_result(result: Result) -> str:
    u, c = result.scores or (0, 0)
    reason = {
        "sudden_death": translate(
            "BorderStates", "{side} controls enough border states: sudden death."
        ),
        "score": translate("BorderStates", "{side} wins {u} to {c} after 1865."),
        "control": translate(
            "BorderStates", "{u} all after 1865; {side} has more markers in its Control zone."
        ),
        "fewer_cards": translate(
            "BorderStates",
            "{u} all after 1865 and the same control; "
            "{side} played fewer character and President cards.",
        ),
        "union": translate(
            "BorderStates", "A perfect tie after 1865: the Union wins — history is not replayed."
        ),
    }[result.reason or "score"]
    # the side opens the sentence, or comes after a semicolon
    side = side_the(result.winner) if reason.startswith("{u}") else side_subject(result.winner)
    line = reason.format(side=side, u=u, c=c)
    if result.scores is not None and result.reason != "score":  # the score is said there
        line += " " + translate("BorderStates", "Score: {union} {u}, {confederacy} {c}.").format(
            union=side_name(0), confederacy=side_name(1), u=u, c=c
        )
    return line
