"""The setup record lives in the engine (it receives a setup as plain data); re-exported here."""

from legendary_desktop.engine.spec import Setup

__all__ = ["Setup"]
