"""docs/benchmarks.md, written from the benchmarks' own results: a table at the top with one row per
figure (its value and target, the data it was measured on, whether that data was tuned on or held
back, the date, the one command that reproduces it), then each capability's section.

Every benchmark writes `bench/results/<capability>.json`:

    {"capability": "Search", "section": "docs/benchmarks/search.md", "order": 20,
     "rows": [{"figure": "English hit@5, hybrid", "value": 0.82, "target": ">= 0.818",
               "data": "en_pdfs_heldout.jsonl, 17 questions", "split": "held-back",
               "date": "2026-12-05", "command": "bin/kb-eval ..."}]}

and its method and per-dataset tables live in the section file. A re-run rewrites its JSON; this
command rewrites the page, so no stale figure stays beside a new one (history is in git).

    .venv/bin/python bench/report.py            write docs/benchmarks.md
    .venv/bin/python bench/report.py --check    exit 1 if the page is not what the results make
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
PAGE = ROOT / "docs" / "benchmarks.md"
SPLITS = ("tuned", "held-back", "all")
ROW_FIELDS = ("figure", "value", "data", "split", "date", "command")

HEAD = """# Benchmarks

Where each capability stands, measured on this project's machines (2 cores, shared). This page is
written by `.venv/bin/python bench/report.py` from `bench/results/*.json`, which each benchmark
writes; edit a capability's section in `docs/benchmarks/`, never this page. **Split** says whether
the data was tuned on (`tuned`), held back from tuning and scored once (`held-back`), or is not a
tuning set at all (`all`: speed, load, whole-suite figures). Figures measured on real books the
project does not hold are in the issues, not here.
"""


class BadResult(ValueError):
    pass


def _value(value) -> str:
    if isinstance(value, float):
        return f"{value:.3f}".rstrip("0").rstrip(".") if abs(value) < 1000 else f"{value:,.0f}"
    return str(value)


def _cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def load(path: Path) -> dict:
    """One result file, checked: a capability, an existing section file, rows with every field."""
    try:
        result = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BadResult(f"{path.name}: not readable JSON ({exc})") from None
    if not isinstance(result, dict) or not isinstance(result.get("capability"), str):
        raise BadResult(f"{path.name}: needs a \"capability\" name")
    section = result.get("section")
    if not isinstance(section, str) or not (ROOT / section).is_file():
        raise BadResult(f"{path.name}: its \"section\" file {section!r} does not exist")
    rows = result.get("rows")
    if not isinstance(rows, list) or not rows:
        raise BadResult(f"{path.name}: needs at least one row")
    for n, row in enumerate(rows):
        missing = [f for f in ROW_FIELDS if f not in row]
        if missing:
            raise BadResult(f"{path.name}: row {n} lacks {', '.join(missing)}")
        if row["split"] not in SPLITS:
            raise BadResult(f"{path.name}: row {n}: split must be one of {', '.join(SPLITS)}")
    return result


def results() -> list[dict]:
    found = [load(p) for p in sorted(RESULTS.glob("*.json"))]
    return sorted(found, key=lambda r: (r.get("order", 100), r["capability"].lower()))


def _anchor(name: str) -> str:
    return "".join(c for c in name.lower().replace(" ", "-") if c.isalnum() or c in "-_")


def _demoted(body: str) -> str:
    """A section file's headings one level down, under its capability's `##` (code blocks kept)."""
    out, fenced = [], False
    for line in body.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        out.append("#" + line if not fenced and line.startswith("#") and line.lstrip("#").startswith(" ") else line)
    return "\n".join(out)


def page(found: list[dict]) -> str:
    lines = [HEAD, "| capability | figure | value | target | data | split | date | reproduce |",
             "|---|---|---:|---|---|---|---|---|"]
    for result in found:
        link = f"[{result['capability']}](#{_anchor(result['capability'])})"
        for row in result["rows"]:
            lines.append("| " + " | ".join(_cell(c) for c in (
                link, row["figure"], _value(row["value"]), row.get("target") or "", row["data"],
                row["split"], row["date"], f"`{row['command']}`")) + " |")
    for result in found:
        body = (ROOT / result["section"]).read_text(encoding="utf-8").strip()
        if body.startswith("# "):  # the section file's own title gives way to the capability's
            body = body.split("\n", 1)[1].strip() if "\n" in body else ""
        body = _demoted(body)
        lines += ["", f"## {result['capability']}", "",
                  f"Section file: `{result['section']}` · results: "
                  f"`bench/results/{Path(result['section']).stem}.json`", "", body]
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str]) -> int:
    try:
        text = page(results())
    except BadResult as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if "--check" in argv:
        if not PAGE.is_file() or PAGE.read_text(encoding="utf-8") != text:
            print("docs/benchmarks.md is not what bench/results makes: run .venv/bin/python bench/report.py",
                  file=sys.stderr)
            return 1
        return 0
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)} from {len(list(RESULTS.glob('*.json')))} result files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
