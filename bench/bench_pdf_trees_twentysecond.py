"""PDF trees on a twenty-second set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentysecond.py tuned|held-back|all [--json PATH]`

Eight documented-source package manuals (ltxdoc / l3doc output of a .dtx: the user part, an
"Implementation" part, then the back matter: Index with its letter groups, Change History, in
either order, sometimes References) with their authors' bookmarks as labels, none in any earlier
set (every bench_pdf_trees_*.py list, bench_pdf_front_matter.py's and the scan sets', checked by
file name over bench/, tests/ and docs/benchmarks/), chosen for the kind the twenty-first held-back
half missed most (decision 0950). Paired by kind, one of each pair on each side:
- expl3 (l3doc) manuals, a numbered Implementation with ten or more subsections, Index > Symbols,
  Numbers, letters: regexpatch (Index, then Change History) / lt3graph (Change History, then Index);
- ltxdoc manuals with a Contents bookmark and a third level inside Implementation, the Index before
  the Change History: mparhack / ragged2e (with References);
- unnumbered bookmarks (LuaTeX), Change History then an Index bookmarked without letter groups:
  eqparbox / attachfile (with References);
- numbered ltxdoc manuals, Change History then Index > Symbols, letters: autobreak / pkgloader.

From Debian packages (texlive-latex-extra-doc, texlive-latex-recommended-doc, texlive-science-doc),
fetched with `apt-get download` and unpacked with `dpkg -x` into ROOT when missing. Scored as
bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node with its title
starts on its page; right parent when that node's parent is the node found for the entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees22-root")
TEX = "usr/share/doc/texlive-doc/latex"
EXTRA = "texlive-latex-extra-doc"
RECOMMENDED = "texlive-latex-recommended-doc"
SCIENCE = "texlive-science-doc"
# (package, path in it). Even positions tuned, odd held back (decision 0950), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
TWENTYSECOND = [
    # regexpatch (l3doc): pdfTeX, 32 pages, 1-7 > 7.1-7.3, Index > Symbols, Numbers, 14 letters, Change History
    (EXTRA, f"{TEX}/regexpatch/regexpatch.pdf"),
    # lt3graph (l3doc): pdfTeX, 31 pages, 1-3 > 3.1-3.13, Change History, Index > Symbols, 15 letters
    (EXTRA, f"{TEX}/lt3graph/lt3graph.pdf"),
    # mparhack (ltxdoc): pdfTeX, 14 pages, Contents, 1-5 > 5.2 > 5.2.3, Index > Symbols, 11 letters,
    # Change History
    (EXTRA, f"{TEX}/mparhack/mparhack.pdf"),
    # ragged2e (ltxdoc): pdfTeX, 21 pages, Contents, 1-7 > 6.2 > 6.2.6, References, Index > Symbols,
    # 19 letters, Change History
    (RECOMMENDED, f"{TEX}/ragged2e/ragged2e.pdf"),
    # eqparbox (ltxdoc): LuaTeX, 25 pages, unnumbered bookmarks, two levels, Change History, Index
    # (no letter bookmarks)
    (EXTRA, f"{TEX}/eqparbox/eqparbox.pdf"),
    # attachfile (ltxdoc): LuaTeX, 27 pages, unnumbered bookmarks, two levels, References, Change
    # History, Index (no letter bookmarks)
    (EXTRA, f"{TEX}/attachfile/attachfile.pdf"),
    # autobreak (ltxdoc): pdfTeX, 19 pages, Contents, 1-4 > 4.1-4.4, Change History, Index > Symbols,
    # 17 letters
    (SCIENCE, f"{TEX}/autobreak/autobreak.pdf"),
    # pkgloader (ltxdoc): pdfTeX, 22 pages, 1-2 > 2.3, Change History, Index > Symbols, Numbers, 15 letters
    (EXTRA, f"{TEX}/pkgloader/pkgloader.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWENTYSECOND, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
