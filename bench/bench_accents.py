"""Split accents (issues 27, 28; decisions 0520-0522): words right per page, and code/formula lines
unchanged, in the parser's page text (f.common.pdf.parser.text_blocks) on bench/accent_labels.json.

    .venv/bin/python bench/bench_accents.py tuned|held-back [--show]"""
from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

LABELS = Path(__file__).with_name("accent_labels.json")
_EDGE = ",.;:()[]{}“”„\"«»!?–—⟨⟩‘’'*/|"


def page_text(pdf: str, page: int) -> str:
    import pymupdf

    from f.common.pdf.parser import text_blocks

    with pymupdf.open(pdf) as doc:
        return "\n".join(b["text"] for b in text_blocks(doc[page]))


def words(text: str) -> set[str]:
    return {w.strip(_EDGE) for w in unicodedata.normalize("NFC", text).split()}


def score(half: str, show: bool = False) -> dict:
    labels = json.loads(LABELS.read_text())["held_back" if half == "held-back" else "tuned"]
    rows, right, total, kept, kept_total = [], 0, 0, 0, 0
    for entry in labels:
        text = page_text(entry["pdf"], entry["page"])
        found = words(text)
        flat = " ".join(text.split())
        hits = [w for w in entry["words"] if w in found]
        keeps = [k for k in entry["keep"] if " ".join(k.split()) in flat]
        right, total = right + len(hits), total + len(entry["words"])
        kept, kept_total = kept + len(keeps), kept_total + len(entry["keep"])
        name = Path(entry["pdf"]).name
        rows.append({"pdf": name, "page": entry["page"], "words": f"{len(hits)}/{len(entry['words'])}",
                     "kept": f"{len(keeps)}/{len(entry['keep'])}"})
        if show:
            print(name, [w for w in entry["words"] if w not in found],
                  [k for k in entry["keep"] if k not in keeps])
    return {"half": half, "words": f"{right}/{total}", "kept": f"{kept}/{kept_total}", "pages": rows}


if __name__ == "__main__":
    print(json.dumps(score(sys.argv[1], "--show" in sys.argv), ensure_ascii=False, indent=1))
