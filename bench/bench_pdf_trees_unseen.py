"""PDF trees on a third set of public PDFs, held back whole (issue 28): chosen by the lead before
the session's tree rules were written, never run while they were, scored once at the end.

`.venv/bin/python bench/bench_pdf_trees_unseen.py [--json PATH]`

Manuals with author bookmarks from Debian packages, four producers none of whose documents the
rules were tuned on except Apache FOP (valgrind's manual; Erlang's three here are other FOP
documents, up to six bookmark levels): `apt-get install why3-doc-pdf siscone-doc-pdf
ruby-prawn-doc erlang-doc`. Scored as bench_pdf_trees.py scores its sets (bookmarks stripped; an
entry counts when a node with its title starts on its page; right parent when that node's parent
is the node found for the entry's parent).

`--fourth` scores a fourth set instead, held back from the engineer who tuned on the first three
(FOURTH below, chosen and committed before any rule of that session changed; scored once for
"before" and once at the end, its trees never looked at): `apt-get install debian-faq
debian-reference-zh-cn maint-guide-zh-cn glpk-doc gnuplot-doc` (groff-base ships the groff ones).

`--fifth` scores a fifth set, chosen the same way by the engineer who tuned on the fourth (FIFTH
below, committed before any rule of that session changed; scored once for "before" and once at
the end): `apt-get install c++-annotations-pdf ubuntu-packaging-guide-pdf-ru nut-doc xorg-docs
bacula-doc asymptote-doc`."""
from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees import public_outline, run  # noqa: E402

UNSEEN = ["/usr/share/doc/why3-doc-pdf/manual.pdf",                                  # pdfTeX (Sphinx)
          "/usr/share/doc/siscone-doc-pdf/pdf/refman.pdf.gz",                         # Doxygen LaTeX
          "/usr/share/doc/ruby-prawn/manual.pdf.gz",                                   # Prawn
          "/usr/share/doc/erlang-doc/lib/mnesia-4.21.3/doc/pdf/mnesia-4.21.3.pdf",     # Apache FOP
          "/usr/share/doc/erlang-doc/lib/eunit-2.8.1/doc/pdf/eunit-2.8.1.pdf",
          "/usr/share/doc/erlang-doc/lib/ssh-4.15.2/doc/pdf/ssh-4.15.2.pdf"]

# The fourth set (2026-12-06): producers and kinds the first three sets lack, each with author
# bookmarks of three or more levels.
FOURTH = [
    # DocBook through DBLaTeX and xdvipdfmx (no set has DBLaTeX); a FAQ: question titles as headings
    "/usr/share/doc/debian/FAQ/debian-faq.en.pdf.gz",
    # Chinese, DBLaTeX/xdvipdfmx, 251 pages, four levels: 第N章 chapters over N.M sections in CJK type
    "/usr/share/debian-reference/debian-reference.zh-cn.pdf",
    # Chinese, DBLaTeX/xdvipdfmx, a shorter guide in a second Chinese layout
    "/usr/share/doc/maint-guide-zh-cn/maint-guide.zh-cn.pdf",
    # LaTeX through dvipdfmx (2010): a library reference, routine names as third-level headings
    "/usr/share/doc/glpk-doc/glpk.pdf",
    # LaTeX from doc2tex through pdfTeX, 311 pages, five levels: command-reference entries
    "/usr/share/doc/gnuplot/gnuplot.pdf",
    # groff -ms through Ghostscript (ps2pdf), four levels
    "/usr/share/doc/groff-base/pdf/pdfmark.pdf.gz",
    # groff mom macros through gropdf: mom's own heading styles
    "/usr/share/doc/groff-base/pdf/mom-pdf.pdf.gz",
    # groff -ms through gropdf, three levels
    "/usr/share/doc/groff-base/pdf/automake.pdf.gz",
]

# The fifth set (2026-12-06, 05:58 UTC): producers, languages and kinds the first four sets lack.
FIFTH = [
    # A C++ textbook, Yodl through LaTeX and Ghostscript (no set has Yodl or a book this long):
    # 1151 pages, three levels, numbered chapters and sections, unnumbered third level
    "/usr/share/doc/c++-annotations/cplusplus.pdf",
    # Russian (no set has Cyrillic), Sphinx through pdfTeX, four levels
    "/usr/share/doc/ubuntu-packaging-guide-pdf-ru/ubuntu-packaging-guide.pdf.gz",
    # AsciiDoc through DBLaTeX (no set has AsciiDoc sources), a user manual, four levels
    "/usr/share/doc/nut-doc/pdf/user-manual.pdf",
    # A protocol specification, DocBook through Apache FOP 2.5 (X.Org's stylesheets), four levels
    "/usr/share/doc/xorg-docs/icccm/icccm.pdf.gz",
    # Hand-written LaTeX (book class, hyperref), an administration manual, three levels
    "/usr/share/doc/bacula-doc/pdf/console.pdf.gz",
    # Texinfo through pdfTeX, a programming-language manual with an unnumbered third level
    "/usr/share/doc/asymptote/asymptote.pdf",
]
SETS = {"unseen": UNSEEN, "fourth": FOURTH, "fifth": FIFTH}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", help="write the per-document counts here")
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--fourth", dest="set", action="store_const", const="fourth", default="unseen",
                       help="score the fourth set (FOURTH) instead")
    which.add_argument("--fifth", dest="set", action="store_const", const="fifth",
                       help="score the fifth set (FIFTH) instead")
    args = ap.parse_args()
    import pymupdf

    rows, totals = [], [0, 0, 0]
    print("| document | pages | entries | on page | right parent |")
    print("|---|---|---|---|---|")
    for path in SETS[args.set]:
        name = Path(path).name.removesuffix(".gz").removesuffix(".pdf")
        if not Path(path).exists():
            print(f"| {name} | missing: install its package | | | |")
            continue
        data = Path(path).read_bytes()
        data = gzip.decompress(data) if path.endswith(".gz") else data
        res = run(data, public_outline(data), False)
        pages = pymupdf.open(stream=data).page_count
        totals = [a + b for a, b in zip(totals, (res["entries"], res["on_page"], res["right_parent"]))]
        rows.append({"document": name, "pages": pages, **res})
        print(f"| {name} | {pages} | {res['entries']} | {res['on_page']} | {res['right_parent']} |", flush=True)
    n, hits, parents = totals
    print(f"total: on page {hits}/{n} = {hits / max(1, n):.3f}, right parent {parents}/{n} = {parents / max(1, n):.3f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"entries": n, "on_page": hits, "right_parent": parents, "rows": rows},
                                              indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
