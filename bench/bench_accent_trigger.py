"""Which pages the parser reads a second time for their glyphs' places (decision 0521, narrowed by
0700), and what that costs: per dev PDF, pages that ask for the second reading under the old trigger
(any `"` `` ` `` `^` `~`, spacing accent or combining mark in a span) and the new one (an ASCII
look-alike only between two letters), whether any dropped page's text would have changed, and the
median of five passes of `parser.layer_dict` over the Alibaba manual (code pages full of quotes).

`.venv/bin/python bench/bench_accent_trigger.py`"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DEV = Path(__file__).resolve().parents[2] / "shared" / "dev-data" / "pdfs"


def _lines(page_dict: dict) -> list[str]:
    return ["".join(s["text"] for s in line["spans"]) for b in page_dict["blocks"] for line in b.get("lines", ())]


def main() -> int:
    import pymupdf

    from f.common.pdf import parser
    from f.common.textnorm import SPLIT_ACCENT, SPLIT_ACCENT_LINE

    flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
    for path in sorted(DEV.glob("*.pdf")):
        doc = pymupdf.open(path)
        old = new = changed = 0
        for page in doc:
            page_dict = page.get_text("dict", flags=flags)
            was = any(SPLIT_ACCENT.search(s["text"]) for b in page_dict["blocks"]
                      for line in b.get("lines", ()) for s in line["spans"])
            now = any(SPLIT_ACCENT_LINE.search(text) for text in _lines(page_dict))
            old, new = old + was, new + now
            if was and not now:
                changed += _lines(parser._composed(page.get_text("rawdict", flags=flags))) != _lines(page_dict)
        print(f"{path.name}: {len(doc)} pages, read twice {old} -> {new}, text changed on dropped pages {changed}")
    doc = pymupdf.open(DEV / "alibaba-java-manual-huangshan.pdf")

    def passes() -> float:
        times = []
        for _ in range(5):
            start = time.perf_counter()
            for page in doc:
                parser.layer_dict(page)
            times.append(time.perf_counter() - start)
        return statistics.median(times)
    now = passes()
    parser.SPLIT_ACCENT_LINE = SPLIT_ACCENT  # the trigger before 0700
    before = passes()
    print(f"alibaba layer_dict, median of 5 passes: {before:.3f} s -> {now:.3f} s ({before / now:.2f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
