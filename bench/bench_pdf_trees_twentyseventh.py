"""PDF trees on a twenty-seventh set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentyseventh.py tuned|held-back|all [--json PATH]`

Six documents not made by TeX: installed manual pages (real text, their own sections and option or
key entries as headings), three Chinese and three English whose entry headings are lower case or
code (`一、 --badname`, `(a) core.fileMode`, `1.7.3 -b, --cookie <data|filename>`), numbered and
rendered by bench/make_pdf_trees_twentyseventh.py (made into /tmp/z1-pdfs when missing); the
bookmarks are the headings written, so they are the labels. None of these texts is in any earlier
set. Paired by kind, one of each pair on each side:
- Chinese rules, `第一章` > `第一节` > `一、` > `（一）`: shadow's account tools (WeasyPrint) /
  man-db's tools (MuPDF Story);
- English releases, `I.` > `A.` > `1.` > `(a)` > `(i)`, entries in code: git's configuration
  pages, 204 pages (groff -ms) / four openssl commands (WeasyPrint);
- decimal outlines, `第1章` > `1.1` > `1.1.1` / `1` > `1.1` > `1.1.1`: shadow's account files
  (WeasyPrint) / curl's manual (MuPDF Story).
Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node with
its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, score_half_cli  # noqa: E402
from bench.make_pdf_trees_twentyseventh import make  # noqa: E402

OUT = Path("/tmp/z1-pdfs")


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions of DOCS, held-back: odd, all), made where missing."""
    return half_of(make(OUT), half)


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
