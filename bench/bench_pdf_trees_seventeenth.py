"""PDF trees on a seventeenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_seventeenth.py tuned|held-back|all [--json PATH]`

Fourteen public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py
list checked by file name), chosen for deep outlines (four to six levels, or standards-like
numbering and appendices), paired by kind so that each half has one of each pair: X.Org protocol
specifications by Apache FOP (XLFD, XACE), ABNT-style Brazilian documents with five levels
(abnTeX2's research project model, the FEI class manual), Erlang guides and references with six
levels (inets, asn1), long manuals with parts (dblatex's manual, upmethodology's), reports with
appendices in Texinfo (An Introduction to R, the GNU Coding Standards), class manuals with four
levels (fithesis, se2thesis) and Chinese thesis class documents (UESTC's manual, THU's sample). From
Debian packages (xorg-docs, texlive-publishers-doc, texlive-latex-extra-doc, erlang-doc, dblatex-doc,
r-doc-pdf, gnu-standards), fetched with `apt-get download` and unpacked with `dpkg -x` into ROOT
when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees17-root")
TEX = "usr/share/doc/texlive-doc/latex"
ERL = "usr/share/doc/erlang-doc/lib"
XORG = "usr/share/doc/xorg-docs"
# (package, path in it). Even positions tuned, odd held back (decision 0760), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
SEVENTEENTH = [
    # the X Logical Font Description Conventions: Apache FOP, 40 pages, four levels
    ("xorg-docs", f"{XORG}/xlfd/xlfd.pdf.gz"),
    # the X Access Control Extension specification: Apache FOP, 19 pages, four levels
    ("xorg-docs", f"{XORG}/Xserver/XACE-Spec.pdf.gz"),
    # abnTeX2's research project model (Portuguese, ABNT): pdfTeX, 49 pages, five levels
    ("texlive-publishers-doc", f"{TEX}/abntex2/examples/abntex2-modelo-projeto-pesquisa.pdf"),
    # the FEI class manual (Portuguese, ABNT): pdfTeX, 68 pages, five levels
    ("texlive-publishers-doc", f"{TEX}/fei/fei.pdf"),
    # Erlang inets guide and reference: Apache FOP, 60 pages, six levels
    ("erlang-doc", f"{ERL}/inets-8.2.2/doc/pdf/inets-8.2.2.pdf"),
    # Erlang asn1 guide and reference: Apache FOP, 43 pages, six levels
    ("erlang-doc", f"{ERL}/asn1-5.0.21/doc/pdf/asn1-5.0.21.pdf"),
    # dblatex's manual: DocBook by dblatex (pdfTeX), 143 pages, five levels, appendices
    ("dblatex-doc", "usr/share/doc/dblatex/manual.pdf.gz"),
    # upmethodology's manual: parts, chapters, four levels, 75 pages
    ("texlive-latex-extra-doc", f"{TEX}/upmethodology/upmethodology-doc.pdf"),
    # An Introduction to R: Texinfo by pdfTeX, 113 pages, appendices A-F
    ("r-doc-pdf", "usr/share/R/doc/manual/R-intro.pdf"),
    # the GNU Coding Standards: Texinfo by pdfTeX, 90 pages, three levels
    ("gnu-standards", "usr/share/doc/gnu-standards/standards.pdf.gz"),
    # the fithesis class manual (Masaryk University): pdfTeX, 121 pages, four levels
    ("texlive-latex-extra-doc", f"{TEX}/fithesis/fithesis.pdf"),
    # the se2thesis class manual (Passau): LuaTeX, 44 pages, four levels
    ("texlive-publishers-doc", f"{TEX}/se2thesis/se2thesis.pdf"),
    # UESTC's thesis class manual (Chinese): pdfTeX, 67 pages, four levels
    ("texlive-publishers-doc", f"{TEX}/uestcthesis/doc/uestcthesis-doc.pdf"),
    # THU's thesis sample (Chinese): xdvipdfmx, 34 pages, four levels
    ("texlive-publishers-doc", f"{TEX}/thuthesis/thuthesis-example.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(SEVENTEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
