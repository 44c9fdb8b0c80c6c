"""The library's layout rules: no two modules of the same name in different packages (one name,
one thing). Import cycles are tests/test_import_cycles.py's (every import, function-level ones too)."""
from collections import Counter

from tests.conftest import ROOT

COMMON = ROOT / "f" / "common"


def test_no_two_common_modules_share_a_name():
    names = Counter(p.stem for p in COMMON.rglob("*.py") if p.stem != "__init__")
    assert [n for n, count in names.items() if count > 1] == []
