"""A friend's typed name becomes their player's name in the game: the log, every screen and the save."""

from __future__ import annotations

import json
from pathlib import Path

from legendary_desktop.net.client import Client
from tests.net.harness import new_host


def joined(host, name: str, seat: int) -> Client:
    c = Client(host.join_code(), name=name)
    c.connect()
    c.take(seat)
    c.wait("view")
    return c


def test_names_typed_in_the_lobby_are_the_players_names_everywhere(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend", "friend"], seed=5, started=False)
    try:
        bea = joined(host, "Bea", 1)
        cat = joined(host, "bea", 2)  # the same name, other case: made unique
        g = host.session.game
        assert g.players[1].name == "Bea" and g.players[2].name == "bea 2"
        assert g.setup.names[0] == "Player 1"
        host.begin()
        host.answer(0, "end")
        for c in (bea, cat):
            while c.view is None or c.view["answers"] < 1:
                c.wait("view")
            assert [p["name"] for p in c.view["players"]] == ["Player 1", "Bea", "bea 2"]
        assert any("Bea" in e.text for e in host.session.game.events)  # "Turn 2: Bea."
        saved = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
        assert saved["setup"]["names"] == ["Player 1", "Bea", "bea 2"]
        for c in (bea, cat):
            c.close()
    finally:
        host.stop()


def test_a_friend_taking_a_seat_mid_game_plays_under_the_games_name(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend"], seed=5)
    try:
        host.answer(0, "end")
        answers = list(host.session.game.answers)
        late = joined(host, "Dee", 1)
        g = host.session.game
        assert g.players[1].name == "Player 2" and g.answers == answers  # the game is not dealt again
        assert [p["name"] for p in late.view["players"]] == ["Player 1", "Player 2"]
        late.close()
    finally:
        host.stop()


def test_a_typed_name_is_plain_text_of_bounded_length() -> None:
    from legendary_desktop.engine.setup_rules import MAX_NAME, clean_name

    assert clean_name("ａｌｉｃｅ") == "alice"  # full-width look-alikes folded (NFKC)
    assert clean_name("al\u200bi\u200dce\ufeff") == "alice"  # zero-width characters gone
    assert clean_name("\u202eecila\u202c") == "ecila"  # bidi overrides (format characters) gone
    assert clean_name("  al \t\n  ice \x07") == "al ice"  # whitespace collapsed, controls gone
    assert clean_name("<h1>BIG</h1>") == "<h1>BIG</h1>"  # kept as typed: every label shows it as text
    assert len(clean_name("x" * 200)) == MAX_NAME
    assert clean_name("\u200b \u200b") == "" and clean_name(None) == ""
    from legendary_desktop.engine.setup_rules import name_key

    assert name_key("\u0410lic\u0435") == name_key("alice")  # Cyrillic А and е look like Latin A and e


def test_a_friends_name_is_cleaned_and_a_duplicate_reads_the_same_in_the_seat_table(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend", "friend", "friend"], seed=5, started=False)
    try:
        a = joined(host, "ali\u200bce", 1)
        b = joined(host, "ＡＬＩＣＥ\u202e", 2)  # the same name once cleaned (another case)
        g = host.session.game
        assert [p.name for p in g.players] == ["Player 1", "alice", "ALICE 2", "Player 4"]
        c = joined(host, "\u0430lice", 3)  # a Cyrillic а: looks the same, so it gets a number too
        assert host.session.game.players[3].name == "\u0430lice 3"  # "alice 2" is taken too
        table = {s["seat"]: s["name"] for s in host.seat_table()}
        assert table[1] == "alice" and table[2] == "ALICE 2"  # the name the game uses
        for _ in range(20):  # bounded: the seat table comes after the view
            if [s["name"] for s in b.seats if s["seat"] == 2] == ["ALICE 2"]:
                break
            b.wait("seats")
        assert [s["name"] for s in b.seats if s["seat"] == 2] == ["ALICE 2"]
        for j in (a, b, c):
            j.close()
    finally:
        host.stop()


def test_look_alike_names_are_matched_by_the_unicode_confusables_skeleton() -> None:
    """UTS #39's skeleton from Unicode's own table (engine/confusables.txt), not a hand list: a capital I
    is drawn like a small l, a zero like an O, a Cyrillic а like a Latin a; case never tells two names
    apart. Names people really share stay apart: accents, one letter more, another letter."""
    from legendary_desktop.engine.setup_rules import same_name, skeleton

    assert skeleton("AIice") == skeleton("Alice")
    for a, b in [("AIice", "Alice"), ("ALICE", "AIice"), ("alice", "ALICE"), ("B0b", "Bob"), ("\u0430lice", "alice"),
                 ("Ian", "lan"), ("\u13aa\u13de\u13a5\u13df\u13ac", "ALICE")]:  # the last in Cherokee letters
        assert same_name(a, b), (a, b)
    for a, b in [("José", "Jose"), ("Zoë", "Zoe"), ("Ana", "Anna"), ("Eli", "Ell"), ("Jan", "Ian"), ("Mia", "Mila"),
                 ("Bea", "Ben"), ("Player 1", "Player 2")]:
        assert not same_name(a, b), (a, b)


def test_the_confusables_table_is_unicodes_whole_and_says_which_version() -> None:
    from importlib import resources

    text = resources.files("legendary_desktop.engine").joinpath("confusables.txt").read_text(encoding="utf-8")
    header = [line for line in text.splitlines() if line.startswith("#")]
    rows = dict(line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    assert any(h.startswith("# Version: ") for h in header) and any("SHA-256" in h for h in header)
    assert len(rows) > 6000  # the whole table (Unicode 17: 6565 mappings)
    assert rows["0049"] == "006C" and rows["0030"] == "004F" and rows["0430"] == "0061" and rows["006D"] == "0072 006E"


def test_a_look_alike_of_a_taken_name_gets_a_number_and_real_names_do_not(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend", "friend", "friend", "friend"], seed=5, started=False)
    try:
        clients = [joined(host, "Alice", 1), joined(host, "AIice", 2), joined(host, "José", 3), joined(host, "Jose", 4)]
        assert [p.name for p in host.session.game.players] == ["Player 1", "Alice", "AIice 2", "José", "Jose"]
        for c in clients:
            c.close()
    finally:
        host.stop()
