"""PDF trees on a tenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_tenth.py tuned|held-back|all [--json PATH]`

Twelve public documents with author bookmarks that no earlier set used, from makers and layouts
the sets have few of: Chinese LaTeX manuals by xdvipdfmx and XeTeX (`第3节` > `3.4` > `3.4.2`),
two chapters of the Debian Administrator's Handbook printed by Chromium (Chinese `第 11 章` >
`11.1.` > `11.1.2.` > `11.1.2.1.`, English), Texinfo through pdfTeX and through Ghostscript
(German), a Spanish dvipdfmx reference (2010), a French LaTeX course, an old xdvipdfmx manual
(0.7.9) and a DocBook/Apache FOP 2.5 guide. Packages are fetched with `apt-get download` and
unpacked with `dpkg -x` into ROOT when missing; HTML pages are printed by Chromium into PRINTED
(as bench_pdf_trees_ninth.py does).

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_ninth import printed  # noqa: E402
from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/outline28/tenth/root")
PRINTED = Path("/tmp/outline28/tenth/printed")
TEX = "usr/share/doc/texlive-doc"
HANDBOOK = "usr/share/doc/debian-handbook/html"
# (package, path in it); an .html path is printed to PDF by Chromium first.
# Even positions tuned, odd held back (decision 0356), chosen and committed before any rule changed.
TENTH = [
    # exam-zh's manual: Chinese, xdvipdfmx, 57 pages, 第3节 > 3.4 > 3.4.2
    ("texlive-lang-chinese", f"{TEX}/xelatex/exam-zh/doc/exam-zh-doc.pdf"),
    # njurepo's manual: Chinese, XeTeX's own PDF writer, 45 pages, three levels
    ("texlive-lang-chinese", f"{TEX}/latex/njurepo/njurepo.pdf"),
    # a Debian Administrator's Handbook chapter in Chinese printed by Chromium: 第 11 章 > 11.1. >
    # 11.1.2. > 11.1.2.1.
    ("debian-handbook", f"{HANDBOOK}/zh-CN/network-services.html"),
    # hanzibox's manual: Chinese, xdvipdfmx, 43 pages, three levels
    ("texlive-lang-chinese", f"{TEX}/xelatex/hanzibox/hanzibox.pdf"),
    # fduthesis's manual: Chinese, xdvipdfmx, 18 pages, four levels
    ("texlive-lang-chinese", f"{TEX}/latex/fduthesis/fduthesis.pdf"),
    # a Debian Administrator's Handbook section in English printed by Chromium, four levels
    ("debian-handbook", f"{HANDBOOK}/en-US/sect.installation-steps.html"),
    # the Z shell manual: Texinfo through pdfTeX, 480 pages, chapters > unnumbered sections
    ("zsh-common", "usr/share/doc/zsh-common/zsh.pdf"),
    # a French LaTeX course (Université Laval), xdvipdfmx, 196 pages, front matter, exercises
    ("texlive-lang-french", f"{TEX}/latex/formation-latex-ul/formation-latex-ul.pdf"),
    # GMPL's reference in Spanish, LaTeX through dvipdfmx (2010), unnumbered lower levels
    ("glpk-doc", "usr/share/doc/glpk-doc/gmpl_es.pdf"),
    # LilyPond's learning manual in German, Texinfo through Ghostscript, 229 pages, four levels
    ("lilypond-doc-pdf-de", "usr/share/doc/lilypond/html/Documentation/learning.de.pdf"),
    # a LaTeX class manual in English, an old xdvipdfmx (0.7.9), three unnumbered levels
    ("texlive-lang-chinese", f"{TEX}/latex/cnbwp/cnbwp-manual-en.pdf"),
    # X.Org's fonts guide: DocBook through Apache FOP 2.5, four levels
    ("xorg-docs", "usr/share/doc/xorg-docs/fonts/fonts.pdf.gz"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched or printed where missing."""
    rows = half_of(TENTH, half)
    found = [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]
    return [printed(p, PRINTED / p.parent.name) if p.suffix == ".html" and p.exists() else p for p in found]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
