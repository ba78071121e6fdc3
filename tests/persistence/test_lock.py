"""One instance per autosave: the lock, its stale-lock recovery, and two instances writing at once."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from legendary_desktop.persistence import storage
from legendary_desktop.persistence.history import read_history, scan
from legendary_desktop.persistence.lock import FolderLock

HOLDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from legendary_desktop.persistence.lock import FolderLock
    lock = FolderLock(Path(sys.argv[1]))
    print("held" if lock.acquire() else "busy", flush=True)
    time.sleep(60)
""")


def test_a_lock_held_by_a_live_process_is_refused_and_recovered_after_a_kill(tmp_path):
    path = tmp_path / "autosave.lock"
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
        lock = FolderLock(path)
        assert not lock.acquire() and f"pid {proc.pid}" in lock.holder()
        assert storage.claim(tmp_path) is None
    finally:
        proc.kill()
        proc.wait()
    assert path.exists()  # the killed process left its lock file behind: a stale lock
    claimed = storage.claim(tmp_path)
    assert claimed is not None and claimed.mode == storage.OWN
    claimed.release()


def test_a_lock_file_left_from_an_earlier_run_does_not_block(tmp_path):
    (tmp_path / "autosave.lock").write_text("pid 99999999 on elsewhere since 2020-01-01 00:00\n")
    lock = FolderLock(tmp_path / "autosave.lock")
    assert lock.acquire()
    assert FolderLock(tmp_path / "autosave.lock").acquire() is False  # while we hold it
    lock.release()


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    import legendary_desktop.cards  # the program loads its sets
    from legendary_desktop.bots import RandomBot
    from legendary_desktop.engine.positions import default_setup
    from legendary_desktop.persistence import storage
    from legendary_desktop.persistence.faults import Faults
    from legendary_desktop.persistence.session import Session
    folder, slot, seed = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    s = storage.claim(folder, slot)
    assert s is not None
    faults = Faults()
    for game in range(3):
        session = Session.new(default_setup(2, "Magneto", "Midtown Bank Robbery"), seed + game,
                              autosave=s.autosave, history=s.history, faults=faults)
        bot = RandomBot(seed + game)
        while not session.game.over:
            session.decide(bot.answer(session.game.pending))
    print(len(faults.told), flush=True)
""")


def test_two_instances_in_their_own_slots_lose_no_history_line_and_raise_nothing(tmp_path):
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), str(slot), str(10 * slot)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for slot in (1, 2)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], results
    assert [out.strip() for out, _ in results] == ["0", "0"]  # no write ever failed
    records = read_history(tmp_path / "history.jsonl")
    assert len(records) == 6 and all(r is not None for r, _ in scan(tmp_path / "history.jsonl"))
    assert sorted(r["seed"] for r in records) == [10, 11, 12, 20, 21, 22]
