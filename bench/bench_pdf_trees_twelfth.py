"""PDF trees on a twelfth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twelfth.py tuned|held-back|all [--json PATH]`

Fourteen public documents with author bookmarks that no earlier set used, paired by kind so that
each half has one of each pair: Erlang reference manuals through Apache FOP 2.8 (a bookmark per
function, `analyse/0`, under each module), Chinese thesis-class manuals (xdvipdfmx, `3.6.2` >
index letters), Chinese DocBook manuals from Debian (the installation guide, five levels; a
Rosegarden manual with unnumbered question titles), Western thesis-class manuals (ltxdoc,
numbered to three levels, an implementation part), Bacula's developer notes and FAQ (pdfTeX,
up to thirteen bookmark levels, function names as titles), LilyPond manuals through Ghostscript
(Texinfo; English and German), and journal-class manuals (REVTeX, acmart; hundreds of pages of
documented code). Packages are fetched with `apt-get download` and unpacked with `dpkg -x` into
ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees12-root")
TEX = "usr/share/doc/texlive-doc"
ERL = "usr/share/doc/erlang-doc/lib"
LILY = "usr/share/doc/lilypond/html/Documentation"
# (package, path in it). Even positions tuned, odd held back (decision 0411), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
TWELFTH = [
    # Erlang's tools reference: Apache FOP 2.8, 103 pages, a bookmark per function (level 4)
    ("erlang-doc", f"{ERL}/tools-3.5.3/doc/pdf/tools-3.5.3.pdf"),
    # Erlang's runtime_tools reference: Apache FOP 2.8, 47 pages, a bookmark per function
    ("erlang-doc", f"{ERL}/runtime_tools-1.19/doc/pdf/runtime_tools-1.19.pdf"),
    # cquthesis' manual: Chinese, MiKTeX xdvipdfmx, 55 pages, 3.6.2 > index letters
    ("texlive-publishers-doc", f"{TEX}/latex/cquthesis/cquthesis.pdf"),
    # buctthesis' manual: Chinese, xdvipdfmx, 42 pages, 第4节 > 4.7 > 4.7.7
    ("texlive-publishers-doc", f"{TEX}/xelatex/buctthesis/buctthesis.pdf"),
    # Debian's installation guide in Chinese: DocBook through xdvipdfmx, 107 pages, five levels
    ("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/zh_CN/install.zh_CN.pdf.gz"),
    # Rosegarden's manual in Chinese (Debian Edu): xdvipdfmx, 48 pages, unnumbered question titles
    ("debian-edu-doc-legacy-zh-cn", "usr/share/doc/debian-edu-doc-legacy-zh-cn/rosegarden-manual.pdf"),
    # uothesis' manual: pdfTeX (ltxdoc), 49 pages, three numbered levels, index letters
    ("texlive-publishers-doc", f"{TEX}/latex/uothesis/uothesis.pdf"),
    # pittetd's manual: pdfeTeX (ltxdoc), 68 pages, three numbered levels, documented code
    ("texlive-publishers-doc", f"{TEX}/latex/pittetd/pittetd.pdf"),
    # Bacula's developer notes: pdfTeX (LaTeX), 137 pages, up to thirteen bookmark levels
    ("bacula-doc", "usr/share/doc/bacula-doc/pdf/developers.pdf.gz"),
    # Bacula's problems and FAQ: pdfTeX (LaTeX), 66 pages, questions as section titles
    ("bacula-doc", "usr/share/doc/bacula-doc/pdf/problems.pdf.gz"),
    # LilyPond's contributor guide: Texinfo through Ghostscript, 134 pages, four levels
    ("lilypond-doc-pdf", f"{LILY}/contributor.pdf"),
    # LilyPond's usage manual in German: Texinfo through Ghostscript, 66 pages, four levels
    ("lilypond-doc-pdf-de", f"{LILY}/usage.de.pdf"),
    # REVTeX 4.2's documented code: pdfTeX (ltxdoc), 170 pages, unnumbered three levels
    ("texlive-publishers-doc", f"{TEX}/latex/revtex/revtex4-2.pdf"),
    # acmart's manual and documented code: pdfTeX (ltxdoc), 142 pages, numbered two levels
    ("texlive-publishers-doc", f"{TEX}/latex/acmart/acmart.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(TWELFTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
