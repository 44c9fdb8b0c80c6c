"""PDF trees on a twenty-fifth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentyfifth.py tuned|held-back|all [--json PATH]`

Eight documents of kinds with run-in or paragraph-leading subheadings and deep numbered outlines,
with their authors' bookmarks as labels, none in any earlier set (every bench_pdf_trees_*.py list,
bench_pdf_front_matter.py's and the scan sets', checked by file name over bench/, tests/ and
docs/benchmarks/). Paired by kind, one of each pair on each side:
- command references, each command bookmarked over a line that goes on with its arguments
  (4 levels): etoolbox's manual / etextools' manual;
- key and command references with run-in entries (3 levels): csquotes' manual / typeface's manual;
- subheadings at a paragraph's head or right above it: LaTeX3 News (issues > articles, subheadings
  at body size) / seu-ml-assign's manual (`(1) Fields There are ...` run into the paragraph);
- not made by TeX, deep numbered outlines (5 levels): Apache FOP's erl_docgen / observer guides.

From Debian packages (texlive-latex-recommended-doc, texlive-latex-extra-doc, texlive-latex-base-doc,
texlive-publishers-doc, erlang-doc), fetched with `apt-get download` and unpacked with `dpkg -x`
into ROOT when missing. Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry
counts when a node with its title starts on its page; right parent when that node's parent is the
node found for the entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees25-root")
TEX = "usr/share/doc/texlive-doc/latex"
ERL = "usr/share/doc/erlang-doc/lib"
# (package, path in it). Even positions tuned, odd held back, chosen and committed before any
# rule changed; each pair is one kind, one document on each side.
TWENTYFIFTH = [
    # etoolbox: pdfTeX, 40 pages, 233 bookmarks, 4 levels, commands over their argument lines
    ("texlive-latex-recommended-doc", f"{TEX}/etoolbox/etoolbox.pdf"),
    # etextools: pdfTeX 1.40.11, 65 pages, 202 bookmarks, 4 levels, commands over argument lines
    ("texlive-latex-extra-doc", f"{TEX}/etextools/etextools.pdf"),
    # csquotes: pdfTeX, 51 pages, 204 bookmarks, 3 levels, commands and options run in
    ("texlive-latex-extra-doc", f"{TEX}/csquotes/csquotes.pdf"),
    # typeface: pdfTeX 1.40.13, 19 pages, 48 bookmarks, 3 levels, key=value entries run in
    ("texlive-latex-extra-doc", f"{TEX}/typeface/typeface.pdf"),
    # LaTeX3 News: pdfTeX, 28 pages, 114 bookmarks, issues > articles > subheadings
    ("texlive-latex-base-doc", f"{TEX}/l3kernel/l3news.pdf"),
    # seu-ml-assign's manual: 11 pages, 30 bookmarks, `(1) Title` run into its paragraph
    ("texlive-publishers-doc", f"{TEX}/seu-ml-assign/seu-ml-assign-doc.pdf"),
    # erl_docgen's guide: Apache FOP 2.8, 32 pages, 104 bookmarks, 5 levels
    ("erlang-doc", f"{ERL}/erl_docgen-1.4/doc/pdf/erl_docgen-1.4.pdf"),
    # observer's guide: Apache FOP 2.8, 47 pages, 114 bookmarks, 5 levels
    ("erlang-doc", f"{ERL}/observer-2.14/doc/pdf/observer-2.14.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWENTYFIFTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
