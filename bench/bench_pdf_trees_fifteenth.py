"""PDF trees on a fifteenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_fifteenth.py tuned|held-back|all [--json PATH]`

Eight public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py
list checked by file name), paired by kind so that each half has one of each pair: lshort
translations set by pdfTeX 1.40.3 (Mongolian, Slovenian) and by pdfeTeX 1.21a (Turkish, Finnish),
babel language manuals (Russian by dvipdfmx, Ukrainian by LuaTeX), and translated program manuals
of two levels (the AMS-LaTeX guide in Vietnamese, pdfeTeX; the MetaPost manual in Russian, pdfTeX).
From TeX Live's Debian language packages (texlive-lang-cyrillic, -european, -other), fetched with
`apt-get download` and unpacked with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees15-root")
TEX = "usr/share/doc/texlive-doc"
# (package, path in it). Even positions tuned, odd held back (decision 0508), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
FIFTEENTH = [
    # lshort in Mongolian: pdfTeX 1.40.3, 155 pages, three levels
    ("texlive-lang-cyrillic", f"{TEX}/latex/lshort-mongol/lshort-mn.pdf"),
    # lshort in Slovenian: pdfTeX 1.40.3, 144 pages, three levels
    ("texlive-lang-european", f"{TEX}/latex/lshort-slovenian/lshort-slovenian.pdf"),
    # lshort in Turkish: pdfeTeX 1.21a, 130 pages, three levels
    ("texlive-lang-european", f"{TEX}/latex/lshort-turkish/lshort-tr.pdf"),
    # lshort in Finnish: pdfeTeX 1.21a, 147 pages, three levels
    ("texlive-lang-european", f"{TEX}/latex/lshort-finnish/lyhyt2e.pdf"),
    # babel's Russian manual: MiKTeX dvipdfmx, 32 pages, three levels (documented code)
    ("texlive-lang-cyrillic", f"{TEX}/generic/babel-russian/russianb.pdf"),
    # babel's Ukrainian manual: LuaTeX 1.12, 15 pages, three levels (documented code)
    ("texlive-lang-cyrillic", f"{TEX}/generic/babel-ukrainian/ukraineb.pdf"),
    # the AMS-LaTeX user's guide in Vietnamese: pdfeTeX 1.303, 41 pages, two levels
    ("texlive-lang-other", f"{TEX}/latex/amsldoc-vn/amsldoc-vi.pdf"),
    # the MetaPost manual in Russian: pdfTeX 1.40.7, 106 pages, two levels
    ("texlive-lang-cyrillic", f"{TEX}/metapost/mpman-ru/mpman-ru.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(FIFTEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
