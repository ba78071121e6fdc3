"""The peak memory a call allocates (tracemalloc), for the tests that bound it."""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable


def peak_bytes(run: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
