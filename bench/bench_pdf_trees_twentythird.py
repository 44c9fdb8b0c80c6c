"""PDF trees on a twenty-third set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentythird.py tuned|held-back|all [--json PATH]`

Six manuals made by tools other than the TeX package manuals of the last two sets, with their
authors' bookmarks as labels, none in any earlier set (every bench_pdf_trees_*.py list,
bench_pdf_front_matter.py's and the scan sets', checked by file name and package over bench/,
tests/ and docs/benchmarks/). Paired by producer kind, one of each pair on each side:
- LaTeX written by a program, book class with hyperref, five / four bookmark levels: the Doxygen
  manual (Doxygen's own LaTeX output) / the ngspice manual (LyX);
- Texinfo (texi2pdf, pdfTeX 1.40), chapters > sections > subsections, appendices and an index:
  the Libgcrypt reference / the PSPP manual;
- converted or old-style outlines: the xfig reference (htmldoc from HTML pages, one flat level,
  bookmarks out of page order and repeated) / the Yorick manual (old Texinfo, pdfeTeX 1.21a).

From Debian packages (doxygen-doc, ngspice-doc, libgcrypt20-doc, pspp, xfig-doc, yorick-doc),
fetched with `apt-get download` and unpacked with `dpkg -x` into ROOT when missing (gzipped ones
are read through gzip). Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry
counts when a node with its title starts on its page; right parent when that node's parent is the
node found for the entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees23-root")
DOC = "usr/share/doc"
# (package, path in it). Even positions tuned, odd held back, chosen and committed before any
# rule changed; each pair is one kind, one document on each side.
TWENTYTHIRD = [
    # Doxygen manual: pdfTeX, "LaTeX with hyperref" from Doxygen, 336 pages, 591 bookmarks, 5 levels
    ("doxygen-doc", f"{DOC}/doxygen/doxygen_manual.pdf"),
    # ngspice manual: pdfTeX, LaTeX from LyX, 715 pages, 824 bookmarks, 4 levels
    ("ngspice-doc", f"{DOC}/ngspice-doc/manual.pdf.gz"),
    # Libgcrypt reference: Texinfo, pdfTeX 1.40, 148 pages, 107 bookmarks, 3 levels
    ("libgcrypt20-doc", f"{DOC}/libgcrypt20-doc/gcrypt.pdf.gz"),
    # PSPP manual: Texinfo, pdfTeX 1.40, 293 pages, 326 bookmarks, 4 levels
    ("pspp", f"{DOC}/pspp/pspp.pdf"),
    # xfig reference: htmldoc 1.9 from HTML, 176 pages, 26 flat bookmarks (out of order, repeated)
    ("xfig-doc", f"{DOC}/xfig/xfig_ref_en.pdf"),
    # Yorick manual: old Texinfo, pdfeTeX 1.21a, 85 pages, 204 bookmarks
    ("yorick-doc", f"{DOC}/yorick-doc/yorick.pdf.gz"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWENTYTHIRD, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
