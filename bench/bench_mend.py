"""Unmapped glyphs mended by OCR (decision 0194): one PDF parsed with mending off, then on.

`.venv/bin/python bench/bench_mend.py [PDF]` (default: the PE teachers' guide of the dev
textbooks, whose body font has no Unicode for its punctuation and digits). Prints characters,
digits, Chinese punctuation and `…` marks of the page text, pages and blocks mended, and times."""
from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT = ROOT.parent / "shared" / "dev-data" / "textbooks" / "pe-teachers-guide.pdf"


def measure(data: bytes, mending: bool) -> dict:
    import f.common.pdf.mend as mend
    from f.common.pdf.run import parse_pdf

    original = mend.needs_mending
    mend.needs_mending = original if mending else (lambda blocks: False)
    try:
        started = time.monotonic()
        files, report = parse_pdf(data, use_outline=False, workers=2)
    finally:
        mend.needs_mending = original
    text = "".join(i.get("text", "") for i in json.loads(files["content_list.json"]))
    return {"seconds": round(time.monotonic() - started, 1), "chars": len(text),
            "digits": len(re.findall(r"\d", text)), "cjk_punct": len(re.findall(r"[，。、；：“”（）《》？！]", text)),
            "lost_marks": text.count("…"), **{k: report.get(k) for k in ("ocr_pages", "mended_pages", "mended_blocks")}}


def main() -> int:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    if not path.exists():
        raise SystemExit(f"{path} not found")
    data = path.read_bytes()
    for mending in (False, True):
        print("after" if mending else "before", measure(data, mending), flush=True)
    return 0


if __name__ == "__main__":  # the OCR workers are spawned processes
    raise SystemExit(main())
