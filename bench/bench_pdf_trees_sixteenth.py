"""PDF trees on a sixteenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_sixteenth.py tuned|held-back|all [--json PATH]`

Fourteen public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py
list checked by file name), of kinds earlier sets had little of: theses, reports and standards-like
documents with deep outlines, paired by kind so that each half has one of each pair: deep thesis
samples (abnTeX2's academic work, five levels; NDSU's extended thesis), English thesis samples
(classicthesis, cleanthesis), Chinese thesis samples (HITSZ master's, HUST), Texinfo reports (R
Internals, R Data Import/Export), Erlang reference guides by Apache FOP (public_key, reltool), ISO
standard classes' manuals (iso, iso10303) and two guides (the US patent application guide; the
Debian Edu ITIL manual). From Debian packages (texlive-publishers-doc, texlive-latex-extra-doc,
r-doc-pdf, erlang-doc, debian-edu-doc-legacy-zh-cn), fetched with `apt-get download` and unpacked
with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees16-root")
TEX = "usr/share/doc/texlive-doc/latex"
ERL = "usr/share/doc/erlang-doc/lib"
# (package, path in it). Even positions tuned, odd held back (decision 0570), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
SIXTEENTH = [
    # abnTeX2's model academic work (Portuguese): pdfTeX, 83 pages, six bookmark levels
    ("texlive-publishers-doc", f"{TEX}/abntex2/examples/abntex2-modelo-trabalho-academico.pdf"),
    # NDSU's extended thesis sample: pdfTeX, 83 pages, deep bookmarks
    ("texlive-publishers-doc", f"{TEX}/ndsu-thesis-2022/NDSU-Thesis-Extended.pdf"),
    # classicthesis's sample thesis: 41 pages, four levels
    ("texlive-publishers-doc", f"{TEX}/classicthesis/ClassicThesis.pdf"),
    # cleanthesis's sample thesis: pdfTeX, 52 pages, three levels
    ("texlive-publishers-doc", f"{TEX}/cleanthesis/my-thesis.pdf"),
    # HITSZ master's thesis sample (Chinese): xdvipdfmx, 40 pages, three levels
    ("texlive-publishers-doc", f"{TEX}/hitszthesis/hitszthesis-master.pdf"),
    # HUST thesis sample (Chinese): LuaTeX, 17 pages, three levels
    ("texlive-publishers-doc", f"{TEX}/hustthesis/hustthesis-zh-example.pdf"),
    # R Internals: Texinfo by pdfTeX, 81 pages, four levels
    ("r-doc-pdf", "usr/share/R/doc/manual/R-ints.pdf"),
    # R Data Import/Export: Texinfo by pdfTeX, 41 pages, three levels
    ("r-doc-pdf", "usr/share/R/doc/manual/R-data.pdf"),
    # Erlang public_key guide and reference: Apache FOP, 43 pages, six levels
    ("erlang-doc", f"{ERL}/public_key-1.13.2/doc/pdf/public_key-1.13.2.pdf"),
    # Erlang reltool guide and reference: Apache FOP, 27 pages, five levels
    ("erlang-doc", f"{ERL}/reltool-0.9/doc/pdf/reltool-0.9.pdf"),
    # the iso class's manual (ISO standards layout): pdfTeX 1.0, 64 pages, three levels
    ("texlive-latex-extra-doc", f"{TEX}/iso/isoman.pdf"),
    # the iso10303 class's manual (ISO STEP standards): pdfTeX 1.0, 74 pages, three levels
    ("texlive-latex-extra-doc", f"{TEX}/iso10303/stepman.pdf"),
    # the US patent application guide: pdfTeX, 69 pages, three levels
    ("texlive-publishers-doc", f"{TEX}/uspatent/PatentApplicationGuide.pdf"),
    # the Debian Edu ITIL manual: xdvipdfmx, 78 pages, three levels
    ("debian-edu-doc-legacy-zh-cn", "usr/share/doc/debian-edu-doc-legacy-zh-cn/debian-edu-itil-manual.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(SIXTEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
