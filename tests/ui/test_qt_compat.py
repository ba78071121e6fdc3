"""The known-bad Qt binding is refused with a fix in the message; good ones pass."""

from legendary_desktop.ui.qt_compat import binding_problem


def test_pyside_6_12_0_on_python_3_11_is_refused_with_the_fix():
    problem = binding_problem("6.12.0", (3, 11))
    assert problem is not None and "PySide6-Essentials<6.12" in problem


def test_other_combinations_pass():
    assert binding_problem("6.12.0", (3, 12)) is None
    assert binding_problem("6.11.3", (3, 11)) is None
