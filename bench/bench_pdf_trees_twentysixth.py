"""PDF trees on a twenty-sixth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentysixth.py tuned|held-back|all [--json PATH]`

Six documents not made by TeX, with deep legal- and report-style outlines: real long texts (chapters
of the Rust toolchain's mdBook books, in order, their own headings) numbered in the schemes of
regulatory releases and reports and rendered by bench/make_pdf_trees_twentysixth.py (made into
/tmp/y1-pdfs when missing); the bookmarks are the headings written, so they are the labels. None of
these texts or producers' documents is in any earlier set (every bench_pdf_trees_*.py list, the
front-matter and scan sets). Paired by kind, one of each pair on each side:
- a proposed rule, `I.` > `A.` > `1.` > `a.` > `(1)`, WeasyPrint, sizes falling by level:
  the Rust Reference's Items chapters / Cargo's reference;
- a report, `1` > `1.1` > `1.1.1` > `1.1.1.1` > `1.1.1.1.1`, MuPDF Story:
  the rustc book / the Rust book's chapters 15-17;
- a release set at body size, `I.` > `A.` > `1.` > `(a)` > `(i)`, groff -ms (bold and italic only):
  the Edition Guide / the Clippy book.
Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node with
its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, score_half_cli  # noqa: E402
from bench.make_pdf_trees_twentysixth import make  # noqa: E402

OUT = Path("/tmp/y1-pdfs")


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions of DOCS, held-back: odd, all), made where missing."""
    return half_of(make(OUT), half)


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
