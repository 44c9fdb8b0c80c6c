"""PDF trees on a twenty-fourth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentyfourth.py tuned|held-back|all [--json PATH]`

Eight documents of kinds the earlier sets are short of, with their authors' bookmarks as labels,
none in any earlier set (every bench_pdf_trees_*.py list, bench_pdf_front_matter.py's and the scan
sets', checked by file name over bench/, tests/ and docs/benchmarks/). Paired by kind, one of each
pair on each side:
- two-column pages: LaTeX News, every issue 1994-2022 in one file (issues > articles) / REVTeX's
  author guide (two columns, four levels, unnumbered bookmarks over I. A. 1. a. headings);
- deep numbered outlines (1.2.3.4): diffcoeff's manual / numerica's manual (one author, MiKTeX);
- lettered appendices with A.1 sections: caption's manual (appendices A-E) / the LaTeX font
  encodings guide (a specification, appendices A-D);
- Chinese: thuthesis' manual (xdvipdfmx, 1 > 1.1 > 1.1.1) / seuthesix' engineering sample thesis
  (XeTeX, unnumbered bookmarks over 第1章 headings, long front matter).

From Debian packages (texlive-latex-base-doc, texlive-publishers-doc, texlive-science-doc,
texlive-latex-recommended-doc), fetched with `apt-get download` and unpacked with `dpkg -x` into
ROOT when missing. Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry
counts when a node with its title starts on its page; right parent when that node's parent is the
node found for the entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees24-root")
TEX = "usr/share/doc/texlive-doc/latex"
# (package, path in it). Even positions tuned, odd held back, chosen and committed before any
# rule changed; each pair is one kind, one document on each side.
TWENTYFOURTH = [
    # LaTeX News 1-36: pdfTeX, two columns, 85 pages, 514 bookmarks, 3 levels
    ("texlive-latex-base-doc", f"{TEX}/base/ltnews.pdf"),
    # REVTeX 4.2 author's guide: pdfTeX, two columns, 19 pages, 72 bookmarks, 4 levels
    ("texlive-publishers-doc", f"{TEX}/revtex/auguide/auguide4-2.pdf"),
    # diffcoeff: MiKTeX pdfTeX, 66 pages, 73 bookmarks, 1 > 1.1 > 1.1.1 > 1.1.1.1
    ("texlive-science-doc", f"{TEX}/diffcoeff/diffcoeff.pdf"),
    # numerica: MiKTeX pdfTeX, 122 pages, 174 bookmarks, 1 > 1.1 > 1.1.1 > 1.1.1.1
    ("texlive-science-doc", f"{TEX}/numerica/numerica.pdf"),
    # caption: MiKTeX pdfTeX, 64 pages, 62 bookmarks, appendices A-E with A.1
    ("texlive-latex-recommended-doc", f"{TEX}/caption/caption.pdf"),
    # LaTeX font encodings (encguide): pdfTeX, 39 pages, 27 bookmarks, appendices A-D with A.1
    ("texlive-latex-base-doc", f"{TEX}/base/encguide.pdf"),
    # thuthesis' manual (Chinese): xdvipdfmx, 152 pages, 130 bookmarks, index letters at the end
    ("texlive-publishers-doc", f"{TEX}/thuthesis/thuthesis.pdf"),
    # seuthesix' engineering sample (Chinese): XeTeX, 49 pages, 34 bookmarks, front matter lists
    ("texlive-publishers-doc", f"{TEX}/seuthesix/sample_engineering.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWENTYFOURTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
