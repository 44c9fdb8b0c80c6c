"""docs/benchmarks.md is what bench/report.py makes from bench/results/*.json, and every result file
is valid (a capability, an existing section file, rows with every field and a known split)."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("bench_report", ROOT / "bench" / "report.py")
report = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(report)


def test_every_result_file_is_valid():
    paths = sorted((ROOT / "bench" / "results").glob("*.json"))
    assert paths
    for path in paths:
        result = report.load(path)  # raises BadResult naming the file and the fault
        assert Path(result["section"]).stem == path.stem, f"{path.name}: section file has another name"


def test_the_page_is_what_the_results_make(capsys):
    assert report.main(["--check"]) == 0, capsys.readouterr().err


@pytest.mark.parametrize("result, fault", [
    ("not json", "not readable JSON"),
    ({"section": "docs/benchmarks.md", "rows": []}, "needs a \"capability\""),
    ({"capability": "X", "section": "docs/benchmarks/no-such-file.md", "rows": []}, "does not exist"),
    ({"capability": "X", "section": "docs/benchmarks.md", "rows": []}, "at least one row"),
    ({"capability": "X", "section": "docs/benchmarks.md", "rows": [{"figure": "f", "value": 1}]}, "lacks"),
    ({"capability": "X", "section": "docs/benchmarks.md", "rows": [dict(
        figure="f", value=1, data="d", split="train", date="2026-12-05", command="c")]}, "split must be"),
])
def test_a_bad_result_file_is_refused(tmp_path, result, fault):
    path = tmp_path / "bad.json"
    path.write_text(result if isinstance(result, str) else json.dumps(result), encoding="utf-8")
    with pytest.raises(report.BadResult, match=fault):
        report.load(path)
