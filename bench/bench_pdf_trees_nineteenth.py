"""PDF trees on a nineteenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_nineteenth.py tuned|held-back|all [--json PATH]`

Ten public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py list
checked by file name and class, and bench_pdf_front_matter.py's list), chosen for the kind the
eighteenth held-back half failed on: unnumbered headings, or unnumbered headings beside numbered
ones, whose level must come from the layout. Paired by kind, one of each pair on each side: Chinese
thesis template samples with unnumbered chapters over unnumbered sections and front-matter lists
(seuthesix' doctoral sample, its manual set as a thesis with the university's rules), Chinese guides
with unnumbered headings (tlmgr's introduction, Asymptote by example), Chinese class manuals with
unnumbered or §-numbered sections (mcmthesis' bilingual manual, qyxf-book's manual), numbered class
manuals closed by unnumbered back matter and an index (thucoursework, njustthesis), and documents
with parts or plain headings over unnumbered sections (zhspacing's manual, mcmthesis' English demo).
From Debian packages (texlive-publishers-doc, texlive-lang-chinese), fetched with `apt-get download`
and unpacked with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees19-root")
DOC = "usr/share/doc/texlive-doc"
TEX = f"{DOC}/latex"
PUB = "texlive-publishers-doc"
ZH = "texlive-lang-chinese"
# (package, path in it). Even positions tuned, odd held back (decision 0865), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
NINETEENTH = [
    # seuthesix' doctoral sample (Chinese): XeTeX, 49 pages, unnumbered chapters > sections,
    # 插图目录/表格目录/算法目录 front-matter lists, appendices
    (PUB, f"{TEX}/seuthesix/sample_phd.pdf"),
    # seuthesix' manual set as a thesis (Chinese): XeTeX, 65 pages, the university's format rules
    (PUB, f"{TEX}/seuthesix/seuthesix.pdf"),
    # tlmgr's introduction in Chinese: xdvipdfmx, 20 pages, unnumbered headings > command names
    (ZH, f"{DOC}/support/tlmgr-intro-zh-cn/tlmgr-intro-zh-cn.pdf"),
    # Asymptote by example (Chinese): xdvipdfmx, 51 pages, unnumbered chapters > sections, the GPL
    (ZH, f"{DOC}/support/asymptote-by-example-zh-cn/asymptote-by-example-zh-cn.pdf"),
    # mcmthesis' manual (Chinese and English halves): xdvipdfmx, 22 pages, two levels
    (PUB, f"{TEX}/mcmthesis/mcmthesis.pdf"),
    # qyxf-book's manual (Chinese): xdvipdfmx, 19 pages, 第一章 > §1.1 > 1.2.1
    (PUB, f"{TEX}/qyxf-book/qyxf-book-doc.pdf"),
    # thucoursework's manual (Chinese): XeTeX, 17 pages, 1 > 2.1 > 2.3.1, 修改记录, 索引 letters
    (PUB, f"{TEX}/thucoursework/thucoursework.pdf"),
    # njustthesis' manual (English): xdvipdfmx, 18 pages, 1 > 1.2 > 1.2.1, appendix A, index letters
    (PUB, f"{TEX}/njustthesis/njustthesis.pdf"),
    # zhspacing's manual (English on Chinese typesetting): XeTeX, 15 pages, parts I-III > sections
    (ZH, f"{DOC}/generic/zhspacing/zhs-man.pdf"),
    # mcmthesis' demo (English): pdfTeX, 9 pages, sections, a summary, appendices
    (PUB, f"{TEX}/mcmthesis/mcmthesis-demo.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(NINETEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
