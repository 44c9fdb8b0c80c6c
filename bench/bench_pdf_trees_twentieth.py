"""PDF trees on a twentieth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentieth.py tuned|held-back|all [--json PATH]`

Six public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py list
and bench_pdf_front_matter.py's list checked by file name and class), chosen for the kinds the
nineteenth held-back half failed on (decision 0880): back matter an index closes with its letter
groups bookmarked (Symbols, A, B, ...), and lettered appendices after numbered or unnumbered
sections. Paired by kind, one of each pair on each side: English package manuals (ltxdoc) with a
change history and an index of letter groups (huawei's class, apxproof with an appendix after the
index), Chinese or bilingual package manuals with a code index of letter groups (njuvisual's
第1节 sections, diagbox's English and Chinese halves), and unnumbered manuals closed by
"Appendix A: ..." / "Appendix A1" chapters (dccpaper, the cje class guide). No PDF with
§-numbered sections was found among the unpacked packages' documents of 8-60 pages.
From Debian packages (texlive-publishers-doc, texlive-latex-extra-doc), fetched with `apt-get
download` and unpacked with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees20-root")
TEX = "usr/share/doc/texlive-doc/latex"
PUB = "texlive-publishers-doc"
EXTRA = "texlive-latex-extra-doc"
# (package, path in it). Even positions tuned, odd held back (decision 0880), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
TWENTIETH = [
    # huawei's class manual (English): pdfTeX, 18 pages, 1 > 5.1, Change History, Index > Symbols, A-Y
    (EXTRA, f"{TEX}/huawei/huawei.pdf"),
    # apxproof's manual (English): pdfTeX, 29 pages, 1 > 1.1, Index > letters, References, appendix A
    (EXTRA, f"{TEX}/apxproof/apxproof.pdf"),
    # njuvisual's manual (Chinese): xdvipdfmx, 13 pages, 第1节 > 3.1, 版本历史 > versions, 代码索引 > letters
    (PUB, f"{TEX}/njuvisual/njuvisual.pdf"),
    # diagbox's manual (English and Chinese): xdvipdfmx, 26 pages, 1 > 2.1, 9 Index / 代码索引 > letters
    (EXTRA, f"{TEX}/diagbox/diagbox.pdf"),
    # dccpaper's manual (English): LuaTeX, 44 pages, unnumbered sections, Appendix A: ... > files
    (PUB, f"{TEX}/dccpaper/dccpaper.pdf"),
    # the cje class guide (English): pdfTeX, 21 pages, unnumbered sections > subsections, Appendix A1, A2
    (PUB, f"{TEX}/cje/cjeguide.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWENTIETH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
