"""PDF trees on a fourteenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_fourteenth.py tuned|held-back|all [--json PATH]`

Fourteen public documents with author bookmarks that no earlier set used, paired by kind so that
each half has one of each pair: lshort translations set by pdfTeX (Czech, Portuguese) and by
xdvipdfmx (Korean, Polish), TeX Live guides (Czech, Polish), Japanese LuaTeX manuals (LuaTeX-ja,
jlreq), Japanese pTeX manuals by dvipdfmx, package manuals of four levels (ko.TeX, ArabLuaTeX) and
Italian/Spanish guides of three levels. All from TeX Live's Debian language packages
(texlive-lang-czechslovak, -portuguese, -korean, -polish, -japanese, -arabic, -italian, -spanish),
fetched with `apt-get download` and unpacked with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees14-root")
TEX = "usr/share/doc/texlive-doc"
# (package, path in it). Even positions tuned, odd held back (decision 0496), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
FOURTEENTH = [
    # lshort in Czech: pdfTeX 1.40.10, 166 pages, three levels
    ("texlive-lang-czechslovak", f"{TEX}/latex/lshort-czech/lshort-cs.pdf"),
    # lshort in Portuguese: pdfTeX 1.40.9, 181 pages, three levels
    ("texlive-lang-portuguese", f"{TEX}/latex/lshort-portuguese/pt-lshort.pdf"),
    # lshort in Korean: xdvipdfmx, 143 pages, three levels
    ("texlive-lang-korean", f"{TEX}/latex/lshort-korean/lshort-ko.pdf"),
    # lshort in Polish: xdvipdfmx, 172 pages, three levels
    ("texlive-lang-polish", f"{TEX}/latex/lshort-polish/lshort-pl.pdf"),
    # the TeX Live guide in Czech: pdfTeX 1.40.24, 47 pages, three levels
    ("texlive-lang-czechslovak", f"{TEX}/texlive/texlive-cz/texlive-cz.pdf"),
    # the TeX Live guide in Polish: pdfTeX 1.40.21, 49 pages, three levels
    ("texlive-lang-polish", f"{TEX}/texlive/texlive-pl/texlive-pl.pdf"),
    # LuaTeX-ja's manual in Japanese: LuaTeX, 112 pages, three levels
    ("texlive-lang-japanese", f"{TEX}/luatex/luatexja/luatexja-ja.pdf"),
    # jlreq's manual in Japanese: LuaTeX, 22 pages, three levels
    ("texlive-lang-japanese", f"{TEX}/latex/jlreq/jlreq-ja.pdf"),
    # the pTeX guide in English: dvipdfmx, 24 pages, four levels
    ("texlive-lang-japanese", f"{TEX}/ptex/ptex-manual/ptex-guide-en.pdf"),
    # pLaTeX's manual in Japanese: dvipdfmx, 19 pages, three levels
    ("texlive-lang-japanese", f"{TEX}/platex/base/platex.pdf"),
    # ko.TeX's manual (Korean): pdfTeX 1.40.24, 67 pages, four levels
    ("texlive-lang-korean", f"{TEX}/latex/kotex-utf/kotex-utf-doc.pdf"),
    # ArabLuaTeX's manual (English with Arabic): LuaTeX, 81 pages, four levels
    ("texlive-lang-arabic", f"{TEX}/lualatex/arabluatex/arabluatex.pdf"),
    # LaTeX for word-processor users in Italian: pdfTeX 1.40.14, 43 pages, three levels
    ("texlive-lang-italian", f"{TEX}/latex/latex4wp-it/latex4wp-it.pdf"),
    # l2tabu in Spanish: pdfTeX 1.40.3, 21 pages, three levels
    ("texlive-lang-spanish", f"{TEX}/latex/l2tabu-spanish/l2tabues.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(FOURTEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
