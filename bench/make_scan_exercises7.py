"""The seventh exercise set (issue 27, decision 0640): real exam papers and worksheets that earlier
sets labelled by hand, rasterised into image-only PDFs so the labels carry over to the OCR path.

`python bench/make_scan_exercises7.py [--labels]` cuts each source to the labelled pages, scans it
like bench/scan_unseen.py (grey, 150-200 dpi, every third page turned 0.5-1.5°, every fourth noisy,
every fifth a JPEG at quality 55; seeded) into /tmp/ex7-scan/root, and OCRs every page into
/tmp/ex7-scan/root/ocr (2 processes) for reading. `--labels` (re)writes
bench/eval/exercises/packages7.json from the earlier labels, pages renumbered to the cut; the
rows OCR could not read were then dropped by hand (see `_about` there). Sources: the fourth, fifth
and sixth sets' roots (/tmp/ex4-pkgs, /tmp/ex5-pkgs, /tmp/ex6-pkgs) and ../shared/dev-data/exams.
Scored by `bench/bench_exercises.py --packages --set packages7`."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

from bench import scan_unseen  # noqa: E402

OUT = Path("/tmp/ex7-scan/root")
EXAMS = ROOT.parent / "shared" / "dev-data" / "exams"
SETS = {"packages4": Path("/tmp/ex4-pkgs/root"), "packages5": Path("/tmp/ex5-pkgs/root"),
        "packages6": Path("/tmp/ex6-pkgs/root")}
P5_TUNED = ("en-quiz-ruledkey", "en-test-barekey", "zh-paper-tihao", "fr-feuille-corrige",
            "de-blatt-loesung", "en-table-sheet")
P5_HELD = ("de-klausur-grid", "en-exam-barebands", "zh-restart-tihao", "zh-paper-jiexi",
           "fr-td-correction", "en-table-worksheet")
# (name, earlier set, its document, split, paper pages (first, last), answer-file pages or None);
# each document keeps the half it had in its earlier set; a paper and its answer file stay together
DOCS = [*[(n, "packages5", n, "tuned", (1, 3), None) for n in P5_TUNED],
        ("esami-testA-v1", "packages4", "esami-testA", "tuned", (1, 5), (1, 5)),
        ("bhcexam-naive", "packages4", "bhcexam-naive", "tuned", (1, 2), None),
        ("chemexec-en", "packages6", "chemexec-en", "tuned", (13, 13), None),
        ("chemexec-de", "packages6", "chemexec-de", "tuned", (14, 15), None),
        ("rj-mock", "exams", "rj-mock", "tuned", (1, 5), (1, 4)),
        *[(n, "packages5", n, "held-back", (1, 3), None) for n in P5_HELD],
        ("rbt-topology-hw-1", "packages6", "rbt-topology-hw-1", "held-back", (1, 3), None),
        ("shanghai-2018", "exams", "shanghai-2018", "held-back", (1, 5), (1, 19))]


def _earlier(set_name: str, doc: str) -> tuple[Path, Path | None, list[dict]]:
    if set_name == "exams":
        paper = json.loads((ROOT / "bench" / "exercise_labels.json").read_text())["exams"]["papers"][doc]
        rows = [{k: v for k, v in r.items() if k != "group"} | {"section_no": r["group"]} for r in paper["rows"]]
        return EXAMS / paper["paper"], EXAMS / paper["answers"], rows
    d = json.loads((ROOT / "bench" / "eval" / "exercises" / f"{set_name}.json").read_text())["documents"][doc]
    root = SETS[set_name]
    answers = root / d["answers_path"].lstrip("/") if d.get("answers_path") else None
    return root / d["path"].lstrip("/"), answers, d["rows"]


def _scan(src: Path, first: int, last: int, out: Path, seed: int) -> None:
    doc = pymupdf.open(src)
    cut = pymupdf.open()
    cut.insert_pdf(doc, from_page=first - 1, to_page=min(last, doc.page_count) - 1)
    cut.set_toc([])
    out.write_bytes(scan_unseen.made(cut, seed).tobytes(garbage=3, deflate=True))


def make() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for k, (name, set_name, doc, _split, pages, answer_pages) in enumerate(DOCS):
        paper, answers, _rows = _earlier(set_name, doc)
        if not (OUT / f"{name}.pdf").exists():
            _scan(paper, *pages, OUT / f"{name}.pdf", 70 + k)
        if answer_pages and not (OUT / f"{name}-answers.pdf").exists():
            _scan(answers, *answer_pages, OUT / f"{name}-answers.pdf", 170 + k)
        for path in (OUT / f"{name}.pdf", OUT / f"{name}-answers.pdf"):
            if path.exists():
                scan_unseen.warm(path)
                print("scanned", path, flush=True)


# Rows whose labelled answer OCR cannot read as labelled, found by reading every scanned page's
# OCR text (decision 0640): (document, number, section ordinal or None) -> the check it gets instead,
# None for a row kept for "found" only (its answer illegible), "drop" for a row whose number OCR
# does not read at all.
FIXES = {
    # question 4's first line (`4.(4 分）据统计，…`) is missing from the OCR lines of its page
    ("shanghai-2018", "4", 1): "drop",
    # Exercice 4's answer line is read turned 180° (`(ε + x)(ε − x) = 6 − zX`)
    ("fr-feuille-corrige", "4", None): None,
    # answer 1's reaction arrows and charges come out as `3θ`
    ("chemexec-en", "1", None): None,
    # the oxidation numbers are printed above the formulas: on the scan the answer opens with them
    # below (the text layer read `−3` first)
    ("chemexec-en", "2", None): {"starts": "NH3, NO, NO2, HNO3"},
    ("chemexec-de", "2", None): {"starts": "NH3, NO, NO2, HNO3"},
    # `1或 2/3`: the stacked fraction is read as lines of its own
    ("rj-mock", "15", 2): {"starts": "1或"},
    # `CD∥AB` is read `CD| AB`: the passage checked is `CD=AB,` after it
    ("rj-mock", "20", 3): {"has": "a1e0619239", "len": 6},
    # the minus of `u(n+1) − u(n)` is read as an en dash
    ("fr-td-correction", "4", None): {"starts": "u(n+1)"},
}


def _fixed(name: str, row: dict) -> dict | None:
    key = (name, row["number"], row.get("section_no"))
    if key not in FIXES:
        return row
    if FIXES[key] == "drop":
        return None
    if FIXES[key] is None:
        return {k: v for k, v in row.items() if k not in ("a_page", "check")}
    return dict(row, check=FIXES[key])


def labels() -> dict:
    docs = {}
    for name, set_name, doc, split, (first, last), answer_pages in DOCS:
        _paper, _answers, rows = _earlier(set_name, doc)
        kept = []
        for r in rows:
            if not first <= r["page"] <= last:
                continue
            shift = (answer_pages[0] - 1) if answer_pages else (first - 1)
            row = dict(r, page=r["page"] - first + 1)
            if "a_page" in r:
                row["a_page"] = r["a_page"] - shift
            if (fixed := _fixed(name, row)) is not None:
                kept.append(fixed)
        docs[name] = {"split": split, "from": f"{set_name}/{doc}", "path": f"/{name}.pdf",
                      **({"answers_path": f"/{name}-answers.pdf"} if answer_pages else {}),
                      "pages": [first, last], **({"answer_pages": list(answer_pages)} if answer_pages else {}),
                      "rows": kept}
    return docs


if __name__ == "__main__":
    if "--labels" in sys.argv:
        target = ROOT / "bench" / "eval" / "exercises" / "packages7.json"
        about = "Seventh set (decision 0640): scans of earlier hand-labelled papers; see bench/make_scan_exercises7.py"
        target.write_text(json.dumps({"_about": about, "documents": labels()}, ensure_ascii=False, indent=1) + "\n")
    else:
        make()
