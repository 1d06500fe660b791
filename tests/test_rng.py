from collections import Counter

import pytest

from peloton_desktop.core.rng import Rng


def test_same_seed_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(100)] == [b.next64() for _ in range(100)]
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


@pytest.mark.parametrize(("low", "high"), [(1, 6), (1, 12), (0, 0), (-3, 3), (1, 100)])
def test_randint_stays_in_range_and_reaches_both_ends(low: int, high: int) -> None:
    rng = Rng(7)
    seen = Counter(rng.randint(low, high) for _ in range(5000))
    assert min(seen) == low and max(seen) == high
    assert set(seen) == set(range(low, high + 1))


def test_die_is_roughly_uniform() -> None:
    rng = Rng(3)
    counts = Counter(rng.randint(1, 6) for _ in range(60_000))
    for face in range(1, 7):
        assert 9_400 < counts[face] < 10_600, counts


def test_shuffle_is_a_permutation_and_deterministic() -> None:
    items = list(range(50))
    a, b = list(items), list(items)
    Rng(9).shuffle(a)
    Rng(9).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_state_round_trips_through_json_text() -> None:
    rng = Rng(123)
    rng.next64()
    copy = Rng.from_json(rng.to_json())
    assert copy == rng and copy.next64() == rng.next64()


def test_copy_is_independent() -> None:
    rng = Rng(5)
    other = rng.copy()
    rng.next64()
    assert other != rng


def test_below_rejects_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)
