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
bacula-doc asymptote-doc`.

`--sixth tuned|held-back|all` scores a sixth set (SIXTH below, chosen and committed before any rule
of its session changed), split by position: even = tuning, odd = held back. Three PDFs Debian
ships (`apt-get install auto-multiple-choice-doc-pdf erlang-doc ghostscript-doc`) and five documents
bench/make_outline_pdfs.py sets (SIXTH_DOCS; written to SIXTH_PDFS when missing; needs weasyprint,
fonts-wqy-microhei and debian-reference-zh-cn for the Chinese text).

`--seventh tuned|held-back|all` scores a seventh set (SEVENTH below, chosen and committed before any
rule of its session changed), split by position the same way: seven PDFs from Debian packages
(fetched with `apt-get download` and unpacked with `dpkg -x` into SEVENTH_ROOT when missing, as
installing TeX Live's language packages would pull in all of TeX Live) and three documents
bench/make_outline_pdfs.py sets (SEVENTH_DOCS, written to SEVENTH_PDFS when missing).

`--eighth tuned|held-back|all` scores an eighth set (EIGHTH below, chosen and committed before any
rule of its session changed), split by position the same way: ten PDFs from TeX Live's language
packages (`apt-get download texlive-lang-chinese texlive-lang-french texlive-lang-european
texlive-lang-cyrillic`, unpacked with `dpkg -x` into EIGHTH_ROOT when missing)."""
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
# The sixth set (2026-12-06, 07:55 UTC): government, legal and regulatory outlines of five levels
# across hundreds of pages, Chinese official numbering, two columns, Japanese, a Windows producer.
# Even positions are the tuning half, odd the held-back half (scored before and after, once each).
SIXTH_PDFS = Path("/tmp/outline28/sixth")
SIXTH = [
    # ~320 pages, `I.` > `A.` > `1.` > `a.` > `(1)`, headings in a sans face at body size (WeasyPrint)
    str(SIXTH_PDFS / "rule-proposal-long.pdf"),
    # the same five levels set in further by level, `(1)` in plain body type (WeasyPrint)
    str(SIXTH_PDFS / "federal-notice.pdf"),
    # a Chinese regulation: 第一章 > 第一节 > 一、 > （一） > 1. (WeasyPrint, CJK sans)
    str(SIXTH_PDFS / "zh-regulation.pdf"),
    # a Chinese official notice: 一、 > （一） > 1. > （1）, all at body size (WeasyPrint)
    str(SIXTH_PDFS / "zh-notice.pdf"),
    # Japanese (no set has kana), DBLaTeX through xdvipdfmx, four levels
    "/usr/share/doc/auto-multiple-choice/auto-multiple-choice.ja.pdf",
    # Apache FOP 2.8, 397 pages, seven bookmark levels (Erlang/OTP's system documentation)
    "/usr/share/doc/erlang-doc/doc/pdf/otp-system-documentation-13.1.5.pdf",
    # a two-column technical report, `1` > `1.1` > `1.1.1` > `(a)` (WeasyPrint)
    str(SIXTH_PDFS / "two-column-report.pdf"),
    # a white paper made on Windows (MiKTeX pdfTeX), two levels (Ghostscript's colour management)
    "/usr/share/doc/ghostscript/GS9_Color_Management.pdf",
]
# The seventh set (2026-12-06, 10:50 UTC): LaTeX books with parts and appendices, manuals in German,
# Italian and Spanish, a report with lettered appendices, and three layouts no set has: a Chinese
# textbook with a contents page, a handbook numbered by §, headings told by colour alone.
# (package or None for a built document, path); even positions tuned, odd held back.
SEVENTH_ROOT = Path("/tmp/outline28/seventh/root")
SEVENTH_PDFS = Path("/tmp/outline28/seventh")
SEVENTH = [
    # memoir's manual: a 615-page LaTeX book (memoir class), front matter, numbered chapters,
    # lettered appendices, an index whose letters are bookmarks
    ("texlive-latex-recommended-doc", "usr/share/doc/texlive-doc/latex/memoir/memman.pdf"),
    # beamer's user guide: Part I > numbered sections > subsections, 234 pages, four levels
    ("texlive-latex-recommended-doc", "usr/share/doc/texlive-doc/latex/beamer/beameruserguide.pdf"),
    # German (no set has it), Sphinx through pdfTeX, five levels, unnumbered bookmarks
    ("developers-reference-de", "usr/share/developers-reference/de/developers-reference.pdf"),
    # German, made on Windows (MiKTeX xdvipdfmx), biblatex's manual translated, five levels
    ("texlive-lang-german", "usr/share/doc/texlive-doc/latex/translation-biblatex-de/biblatex-de-Benutzerhandbuch.pdf"),
    # Italian (no set has it): LaTeX book, chapters and appendices (lshort)
    ("texlive-lang-italian", "usr/share/doc/texlive-doc/latex/lshort-italian/it-lshort.pdf"),
    # Spanish (no set has it), pdfeTeX 1.21a (2005): a FAQ whose third level is questions
    ("texlive-lang-spanish", "usr/share/doc/texlive-doc/generic/es-tex-faq/FAQ-CervanTeX.pdf"),
    # a Chinese textbook: 第1章 > 1.1 > 1.1.1, contents page, 例1.2 examples, 本章小结 and 习题 (WeasyPrint)
    (None, "zh-textbook"),
    # an English handbook: Chapter 1 > § 14 > (a), footnotes, `see § 12` in the text (WeasyPrint)
    (None, "section-handbook"),
    # unnumbered headings told from the body by colour alone, all at the body's size (WeasyPrint)
    (None, "colour-report"),
    # a German report (KOMA-Script): 1 > 1.1, lettered appendices A > A.2 > A.2.2, 25 pages
    ("texlive-lang-german", "usr/share/doc/texlive-doc/latex/udesoftec/udesoftec-doc.pdf"),
]
# The eighth set (2026-12-06, 13:40 UTC): Chinese, French, Finnish, Russian and Mongolian manuals
# and books no set used, LaTeX through xdvipdfmx, pdfTeX, LuaTeX and MiKTeX, outlines of three to
# five levels, `第1节` sections, `3.1.2.1` fourth levels, legal-guide and unnumbered lower levels.
# (package, path under EIGHTH_ROOT); even positions tuned, odd held back (scored once, at the end).
EIGHTH_ROOT = Path("/tmp/outline28/eighth/root")
EIGHTH = [
    # ctex's manual: Chinese, xdvipdfmx, 175 pages, 第1节 > 1.1 > 1.1.1 > unnumbered fourth level
    ("texlive-lang-chinese", "usr/share/doc/texlive-doc/latex/ctex/ctex.pdf"),
    # lshort in Chinese: a book, front matter, chapters > 1.1 > 1.1.1, 139 pages
    ("texlive-lang-chinese", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf"),
    # French, a guide for law theses, five bookmark levels in 35 pages (pdfTeX)
    ("texlive-lang-french", "usr/share/doc/texlive-doc/latex/droit-fr/droit-fr.pdf"),
    # French LaTeX book, 209 pages, four numbered levels (3.1.2.1), front matter bookmarks
    ("texlive-lang-french", "usr/share/doc/texlive-doc/latex/apprends-latex/Apprends_LaTeX.pdf"),
    # Finnish (no set has it), LuaTeX, 276 pages, four levels
    ("texlive-lang-european", "usr/share/doc/texlive-doc/latex/kaytannollista-latexia/kaytannollista-latexia.pdf"),
    # French Texinfo reference (pdfTeX), 312 pages, four levels, command names as headings
    ("texlive-lang-french", "usr/share/doc/texlive-doc/latex/latex2e-help-texinfo-fr/latex2e-fr.pdf"),
    # Russian TeX Live guide: a 46-page report-like guide, three levels, unnumbered third level
    ("texlive-lang-cyrillic", "usr/share/doc/texlive-doc/texlive/texlive-ru/texlive-ru.pdf"),
    # Chinese installation guide (xdvipdfmx), 56 pages, three levels
    ("texlive-lang-chinese", "usr/share/doc/texlive-doc/latex/install-latex-guide-zh-cn/install-latex-guide-zh-cn.pdf"),
    # a bibliography-style manual made on Windows (MiKTeX pdfTeX), 95 pages, three levels
    ("texlive-lang-cyrillic", "usr/share/doc/texlive-doc/bibtex/gost/gost.pdf"),
    # MonTeX: Mongolian/Manju typesetting, an old pdfTeX (0.13d), 109 pages, four levels
    ("texlive-lang-cyrillic", "usr/share/doc/texlive-doc/latex/montex/montex.pdf"),
]
SETS = {"unseen": UNSEEN, "fourth": FOURTH, "fifth": FIFTH, "sixth": SIXTH}


def packaged_paths(docs: list[tuple[str | None, str]], root: Path, made: Path) -> list[str]:
    """The files of a set of (package, path) rows: a package's unpacked into root with `apt-get
    download` and `dpkg -x` where missing, a built document's (package None) under made."""
    import subprocess
    import tempfile

    paths = []
    for package, path in docs:
        if package is None:
            paths.append(str(made / f"{path}.pdf"))
            continue
        if not (root / path).exists():
            root.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory() as tmp:
                got = subprocess.run(["apt-get", "download", package], cwd=tmp, capture_output=True)
                for deb in Path(tmp).glob("*.deb") if got.returncode == 0 else ():
                    subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
        paths.append(str(root / path))
    return paths


def seventh_paths() -> list[str]:
    """SEVENTH's files, fetched or made where missing (a row says missing where that fails)."""
    from bench.make_outline_pdfs import SEVENTH_DOCS, make

    try:
        make(SEVENTH_PDFS, docs=SEVENTH_DOCS)
    except (OSError, RuntimeError) as exc:  # weasyprint missing
        print("made none of the seventh set's documents:", exc)
    return packaged_paths(SEVENTH, SEVENTH_ROOT, SEVENTH_PDFS)


def score_paths(paths: list, json_path: str | None = None) -> None:
    """Print each document's entries found on their page and with the right parent, and the
    totals; write them to json_path as well when given."""
    import pymupdf

    rows, totals = [], [0, 0, 0]
    print("| document | pages | entries | on page | right parent |")
    print("|---|---|---|---|---|")
    for path in paths:
        name = Path(path).name.removesuffix(".gz").removesuffix(".pdf")
        if not Path(path).exists():
            print(f"| {name} | missing: install its package | | | |")
            continue
        data = Path(path).read_bytes()
        data = gzip.decompress(data) if str(path).endswith(".gz") else data
        res = run(data, public_outline(data), False)
        pages = pymupdf.open(stream=data).page_count
        totals = [a + b for a, b in zip(totals, (res["entries"], res["on_page"], res["right_parent"]))]
        rows.append({"document": name, "pages": pages, **res})
        print(f"| {name} | {pages} | {res['entries']} | {res['on_page']} | {res['right_parent']} |", flush=True)
    n, hits, parents = totals
    print(f"total: on page {hits}/{n} = {hits / max(1, n):.3f}, right parent {parents}/{n} = {parents / max(1, n):.3f}")
    if json_path:
        Path(json_path).write_text(json.dumps({"entries": n, "on_page": hits, "right_parent": parents, "rows": rows},
                                              indent=1), encoding="utf-8")


def half_of(items: list, half: str) -> list:
    """One half of a set split by position: tuned the even positions, held-back the odd, or all."""
    return [item for k, item in enumerate(items)
            if half == "all" or ("tuned" if k % 2 == 0 else "held-back") == half]


def score_half_cli(doc: str, paths_of) -> int:
    """`<bench> tuned|held-back|all [--json PATH]`: score the half paths_of(half) gives."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("half", choices=("tuned", "held-back", "all"))
    ap.add_argument("--json", help="write the per-document counts here")
    args = ap.parse_args()
    score_paths(paths_of(args.half), args.json)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", help="write the per-document counts here")
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--fourth", dest="set", action="store_const", const="fourth", default="unseen",
                       help="score the fourth set (FOURTH) instead")
    which.add_argument("--fifth", dest="set", action="store_const", const="fifth",
                       help="score the fifth set (FIFTH) instead")
    which.add_argument("--sixth", choices=("tuned", "held-back", "all"),
                       help="score one half of the sixth set (SIXTH) instead")
    which.add_argument("--seventh", choices=("tuned", "held-back", "all"),
                       help="score one half of the seventh set (SEVENTH) instead")
    which.add_argument("--eighth", choices=("tuned", "held-back", "all"),
                       help="score one half of the eighth set (EIGHTH) instead")
    args = ap.parse_args()
    paths = SETS[args.set]
    if args.sixth:
        from bench.make_outline_pdfs import SIXTH_DOCS, make

        try:
            make(SIXTH_PDFS, docs=SIXTH_DOCS)
        except (OSError, RuntimeError) as exc:  # weasyprint missing: those rows say missing
            print("made none of the sixth set's documents:", exc)
        paths = half_of(SIXTH, args.sixth)
    if args.seventh:
        paths = half_of(seventh_paths(), args.seventh)
    if args.eighth:
        paths = half_of(packaged_paths(EIGHTH, EIGHTH_ROOT, EIGHTH_ROOT), args.eighth)
    score_paths(paths, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
