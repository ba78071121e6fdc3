"""The history log: torn tails, bad records skipped and counted, the summary beside the log, sets."""

from __future__ import annotations

import json

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence.history import (
    append_line,
    encode,
    game_record,
    read_history,
    recent_records,
    recent_weights,
    record_game,
    scan,
)
from legendary_desktop.persistence.history_summary import history_summary, statistics, summary_path
from tests.persistence.memory_peak import peak_bytes


def finished(seed: int, mastermind: str = "Magneto") -> Game:
    g = Game(default_setup(2, mastermind, "Midtown Bank Robbery"), seed)
    bot = RandomBot(seed)
    while not g.over:
        g.decide(bot.answer(g.pending))
    return g


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [finished(1), finished(2, "Loki"), finished(3, "Red Skull")]


def test_a_torn_last_line_then_a_new_game_keeps_the_new_game(tmp_path, games):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 10)
    with open(log, "ab") as f:
        f.write(encode(game_record(games[1], 10))[:57])  # killed mid-write
    record_game(log, games[2], 10)
    records = read_history(log)
    assert [r["setup"]["mastermind"] for r in records] == ["Magneto", "Red Skull"]
    assert sum(r is None for r, _ in scan(log)) == 1  # the fragment is a bad line of its own
    assert history_summary(log).skipped == 1


@pytest.mark.parametrize("change", [
    {"vp": [None]}, {"vp": "12"}, {"vp": [True]}, {"result": "won"}, {"setup": 5}, {"winners": [[0]]},
    {"turns": "7"}, {"finished_at": 3},
])
def test_records_with_wrong_types_are_skipped_and_counted(tmp_path, games, change):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 10)
    append_line(log, (json.dumps({**game_record(games[1], 1), **change}) + "\n").encode())
    record_game(log, games[2], 10)
    assert len(read_history(log)) == 2
    summary = history_summary(log)
    assert summary.stats().games == 2 and summary.skipped == 1
    recent_weights(recent_records(log))("Hulk")  # the wizard's weighting reads only valid records


@pytest.mark.parametrize("key", ["heroes", "villains", "names", "mastermind", "sets"])
def test_setup_fields_with_wrong_types_are_skipped(tmp_path, games, key):
    log = tmp_path / "history.jsonl"
    bad = game_record(games[1], 1)
    bad["setup"][key] = 5
    append_line(log, encode(bad))
    record_game(log, games[0], 1)
    assert [r["setup"]["mastermind"] for r in read_history(log)] == ["Magneto"]


def test_summary_is_kept_beside_the_log_and_updated_with_only_the_new_lines(tmp_path, games, monkeypatch):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    assert history_summary(log).stats().games == 1
    assert json.loads(summary_path(log).read_text())["log_size"] == log.stat().st_size
    record_game(log, games[1], 1)
    from legendary_desktop.persistence import history_summary as module

    seen = []
    real_scan = module.scan
    monkeypatch.setattr(module, "scan", lambda path, start=0: seen.append(start) or real_scan(path, start))
    stats = history_summary(log).stats()
    assert stats.games == 2 and seen == [len(encode(game_record(games[0], 1)))]  # read from where it stopped
    assert stats.by_mastermind == statistics(read_history(log)).by_mastermind


@pytest.mark.parametrize("how", ["rewritten", "shortened", "damaged summary", "summary of another log"])
def test_a_stale_summary_is_rebuilt(tmp_path, games, how):
    log = tmp_path / "history.jsonl"
    for g in games:
        record_game(log, g, 1)
    history_summary(log)
    if how == "rewritten":  # same length, other content before the summary's end
        log.write_bytes(log.read_bytes().replace(b"Magneto", b"Magnetx"))
    elif how == "shortened":
        log.write_bytes(b"".join(log.read_bytes().splitlines(keepends=True)[:1]))
    elif how == "damaged summary":
        summary_path(log).write_text('{"format": "legendary-desktop-history-summary", "version": 1, "tallies": 5}')
    else:
        other = tmp_path / "other.jsonl"
        record_game(other, games[0], 1)
        summary_path(log).write_bytes(history_summary(other).to_json().__repr__().encode())
    assert history_summary(log).stats().by_mastermind == statistics(read_history(log)).by_mastermind


def test_statistics_filter_by_card_set(tmp_path, games):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    noir = game_record(games[1], 1)
    noir["sets"] = noir["setup"]["sets"] = ["core", "noir"]
    append_line(log, encode(noir))
    old = game_record(games[2], 1)  # written before sets were recorded: a core game
    del old["sets"], old["setup"]["sets"]
    append_line(log, encode(old))
    assert read_history(log)[0]["sets"] == ["core"]
    summary = history_summary(log)
    assert summary.sets == ["core", "noir"]
    assert summary.stats().games == 3 and summary.stats("core").games == 3
    assert summary.stats("noir").games == 1 and list(summary.stats("noir").by_mastermind) == ["Loki"]
    assert summary.stats("black-panther").games == 0


def test_recent_records_reads_only_the_end(tmp_path, games):
    log = tmp_path / "history.jsonl"
    for _ in range(400):  # more than one block
        record_game(log, games[0], 1)
    record_game(log, games[1], 1)
    with open(log, "ab") as f:
        f.write(b'{"torn')
    recent = recent_records(log, 5)
    assert len(recent) == 5 and recent[-1]["setup"]["mastermind"] == "Loki"
    assert recent_records(tmp_path / "missing.jsonl") == []


def test_unreadable_log_raises_os_error_and_unwritable_summary_is_not_fatal(tmp_path, games, monkeypatch):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    summary_path(log).mkdir()  # a folder in the way of the summary: it can't be written
    assert history_summary(log).stats().games == 1
    log.unlink()
    log.mkdir()  # a folder in the way of the log: it can't be read
    with pytest.raises(OSError):
        history_summary(log)


def test_the_summary_is_kept_up_to_date_as_games_are_recorded(tmp_path):
    from legendary_desktop.persistence.session import Session

    log = tmp_path / "history.jsonl"
    for seed in (1, 2):
        s = Session.new(default_setup(2, "Magneto", "Midtown Bank Robbery"), seed, history=log)
        bot = RandomBot(seed)
        while not s.game.over:
            s.decide(bot.answer(s.game.pending))
        stored = json.loads(summary_path(log).read_text())
        assert stored["log_size"] == log.stat().st_size and stored["tallies"]["*"]["games"] == seed


def test_a_long_log_without_a_summary_is_not_summarised_when_a_game_ends(tmp_path, games, monkeypatch):
    from legendary_desktop.persistence import history_summary as module

    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    monkeypatch.setattr(module, "QUICK_REBUILD_BYTES", 10)
    module.keep_summary(log)
    assert not summary_path(log).exists()  # left for the Statistics window
    history_summary(log)
    record_game(log, games[1], 1)
    module.keep_summary(log)  # once it exists it is kept up to date
    assert json.loads(summary_path(log).read_text())["log_size"] == log.stat().st_size


# ------------------------------------------------------------------ damaged logs cost a bounded amount
def counting_reads(monkeypatch) -> list[int]:
    """The sizes of every read the history module makes from its files."""
    from legendary_desktop.persistence import history

    sizes: list[int] = []
    real_open = open

    class Counted:
        def __init__(self, f) -> None:
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            self.f.close()

        def __getattr__(self, name):
            return getattr(self.f, name)

        def read(self, n=-1):
            data = self.f.read(n)
            sizes.append(len(data))
            return data

        def readline(self, n=-1):
            data = self.f.readline(n)
            sizes.append(len(data))
            return data

        def __iter__(self):
            return iter(self.readline, b"")

    monkeypatch.setattr(history, "open", lambda *a, **k: Counted(real_open(*a, **k)), raising=False)
    return sizes


def test_recent_records_reads_a_bounded_amount_from_the_end_of_a_damaged_log(tmp_path, games, monkeypatch):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    with open(log, "r+b") as f:
        f.truncate(6 * 1024 * 1024)  # a 6 MB tail of NUL bytes (a disk that lost its last writes)
    sizes = counting_reads(monkeypatch)
    assert recent_records(log, 5) == []  # the last games are not in the last megabyte: none to avoid
    assert sum(sizes) <= 1024 * 1024  # never the whole tail, each byte once


def test_recent_records_reads_past_a_damaged_run_to_the_games_before_and_after_it(tmp_path, games):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    record_game(log, games[1], 1)
    with open(log, "ab") as f:
        f.write(b"\0" * 300_000 + b"\n")  # a damaged run longer than any record
    record_game(log, games[2], 1)
    recent = recent_records(log, 5)
    assert [r["setup"]["mastermind"] for r in recent] == ["Magneto", "Loki", "Red Skull"]


def test_scan_skips_an_over_long_line_without_holding_it(tmp_path, games):
    log = tmp_path / "history.jsonl"
    record_game(log, games[0], 1)
    with open(log, "ab") as f:
        f.write(b"\0" * (8 * 1024 * 1024) + b"\n")  # an 8 MB damaged line
    record_game(log, games[1], 1)
    with open(log, "ab") as f:
        f.write(b"\0" * (8 * 1024 * 1024))  # and an 8 MB damaged tail
    seen: list = []
    assert peak_bytes(lambda: seen.extend(scan(log))) < 1024 * 1024
    assert [r is None for r, _ in seen] == [False, True, False]  # the damaged line counted once as bad
    assert seen[-1][1] == log.stat().st_size - 8 * 1024 * 1024  # the tail is not read as a line
    assert history_summary(log).stats().games == 2


def test_the_game_ending_write_does_not_read_a_damaged_tail(tmp_path, games, monkeypatch):
    from legendary_desktop.persistence.session import Session

    log = tmp_path / "history.jsonl"
    record_game(log, games[1], 1)
    history_summary(log)
    with open(log, "ab") as f:
        f.write(b"\0" * (8 * 1024 * 1024))  # a damaged tail after the summarised games
    g = games[0]
    session = Session(Game.replay(g.setup, g.seed, g.replay_answers()[:-1]), history=log)
    sizes = counting_reads(monkeypatch)
    peak = peak_bytes(lambda: session.decide(g.replay_answers()[-1]))  # the answer that ends the game
    assert session.game.over and sum(sizes) < 1024 * 1024 and peak < 2 * 1024 * 1024
    assert [r["setup"]["mastermind"] for r in read_history(log)] == ["Loki", "Magneto"]  # recorded
