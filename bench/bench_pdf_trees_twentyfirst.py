"""PDF trees on a twenty-first set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentyfirst.py tuned|held-back|all [--json PATH]`

Twelve public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py
list, bench_pdf_front_matter.py's and the scan sets' checked by file name and by the document they
translate: changes.ngerman and l2tabufr were left out as translations of changes.english and
l2tabues), chosen for the kinds the earlier sets are short of (decision 0910): German and French
documents (Literatur, Anhang, Annexes, parts Ière partie), deep outlines (four levels under parts),
long back matter (Literatur, Index with letter groups, Change History, Change Log), two contents
lists (Contents and List of Figures; 目录, 插图清单, 表格清单) and Chinese documents. Paired by
kind, one of each pair on each side: German numbered class manuals closed by Literatur and a list
of changes or an index (sr-vorl, IMTEKda), German unnumbered-bookmark manuals (iodhbwm with an
Anhang section and an index, etdipa's), French journal class manuals (the Gazette's, matapli's),
French documents with parts and four levels (the expl3 talk of Dunkerque 2019, yagusylo's French
manual), Chinese manuals (xduts' 第1节 sections, easybook's lettered back matter A 更新日志 ... C 索引),
and documents with two or more contents lists and long back matter (hfutthesis' example thesis,
nomencl's manual). No PDF of 8-70 pages among the unpacked packages' documents has a bookmark with
§ (the survey read every bookmark title): that kind is still not in any set.

Read from the pages before anything ran: dun19expl3's parts II and III are bookmarked on the page
before the part's title page (the bookmarks are kept as the labels, as in every set);
hfutthesis' first four bookmarks (封面, 中文内封页, English inner cover, 原创性和授权使用声明) name
pages that print no such heading.

From Debian packages (texlive-publishers-doc, texlive-latex-extra-doc, texlive-lang-french,
texlive-lang-german), fetched with `apt-get download` and unpacked with `dpkg -x` into ROOT when
missing. Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a
node with its title starts on its page; right parent when that node's parent is the node found for
the entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees21-root")
TEX = "usr/share/doc/texlive-doc/latex"
XE = "usr/share/doc/texlive-doc/xelatex"
PUB = "texlive-publishers-doc"
EXTRA = "texlive-latex-extra-doc"
FR = "texlive-lang-french"
DE = "texlive-lang-german"
# (package, path in it). Even positions tuned, odd held back (decision 0910), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
TWENTYFIRST = [
    # sr-vorl's class manual (German): pdfTeX, 16 pages, Inhaltsverzeichnis, 1 > 4.1.1, Literatur,
    # Liste der Änderungen > versions
    (PUB, f"{TEX}/sr-vorl/sr-vorl.pdf"),
    # IMTEKda's class manual (German): pdfTeX, 28 pages, 1 > 4.5.1, Literatur, Index > letters, Change History
    (PUB, f"{TEX}/imtekda/IMTEKda.pdf"),
    # iodhbwm's manual (German): pdfTeX, 22 pages, bookmarks without numbers, three levels, an
    # "Anhang" section, Index
    (PUB, f"{TEX}/iodhbwm/iodhbwm.pdf"),
    # etdipa's manual (German): pdfTeX, 26 pages, bookmarks without numbers, three levels, Literaturverzeichnis
    (DE, f"{TEX}/etdipa/Help/etdipa_doc_DE.pdf"),
    # the Gazette's class manual (French): pdfTeX, 27 pages, the title over 1 > 3.1
    (PUB, f"{TEX}/gzt/french/gzt-fr.pdf"),
    # matapli's class manual (French): LuaTeX, 24 pages, unnumbered bookmarks, three levels
    (FR, f"{TEX}/matapli/matapli-doc.pdf"),
    # the expl3 talk of Dunkerque 2019 (French): pdfTeX, 24 pages, parts I-IV > four levels,
    # Annexes > Glossaire
    (FR, f"{TEX}/expose-expl3-dunkerque-2019/dun19expl3.pdf"),
    # yagusylo's manual (French): pdfTeX, 35 pages, parts I-III > four levels
    (EXTRA, f"{TEX}/yagusylo/yagusylo-fr.pdf"),
    # xduts' manual (Chinese): xdvipdfmx, 21 pages, 第1节 > 5.17 > 5.17.1
    (PUB, f"{XE}/xduts/xduts.pdf"),
    # easybook's manual (Chinese): xdvipdfmx, 31 pages, 目录, 1 > 1.1, A 更新日志, B 参考文献, C 索引
    (EXTRA, f"{TEX}/easybook/easybook.pdf"),
    # hfutthesis' example thesis (Chinese): XeTeX, 26 pages, cover pages, 摘要, 目录, 插图清单,
    # 表格清单, 符号说明, 1 > 1.1.1, 参考文献, 致谢, 附录
    (PUB, f"{XE}/hfutthesis/hfutthesis-example.pdf"),
    # nomencl's manual (English): pdfTeX, 34 pages, Contents, List of Figures, 1 > 2.8.1,
    # References, Change Log, Change History, Index > letters
    (EXTRA, f"{TEX}/nomencl/nomencl.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWENTYFIRST, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
