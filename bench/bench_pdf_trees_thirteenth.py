"""PDF trees on a thirteenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_thirteenth.py tuned|held-back|all [--json PATH]`

Sixteen public documents with author bookmarks that no earlier set used, paired by kind so that
each half has one of each pair: German translations of package manuals (pdfTeX), the TeX Live
guide in German and French, French LaTeX books and book-length manuals (pdfTeX), French package
manuals (pdfTeX), Chinese thesis-class manuals (XeTeX, xdvipdfmx), Chinese FAQs (question titles),
Chinese package manuals (xdvipdfmx) and French LuaTeX manuals set in tcolorbox frames. All from
TeX Live's Debian packages (texlive-lang-german, -french, -chinese, texlive-publishers-doc),
fetched with `apt-get download` and unpacked with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees13-root")
TEX = "usr/share/doc/texlive-doc"
# (package, path in it). Even positions tuned, odd held back (decision 0464), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
THIRTEENTH = [
    # csquotes' manual in German: pdfTeX 1.40.10, 51 pages, 181 bookmarks, three levels
    ("texlive-lang-german", f"{TEX}/latex/csquotes-de/csquotes-DE.pdf"),
    # etoolbox's manual in German: pdfTeX 1.40.10, 39 pages, two levels, command entries
    ("texlive-lang-german", f"{TEX}/latex/etoolbox-de/etoolbox-DE.pdf"),
    # the TeX Live guide in German: pdfTeX, 101 pages, three levels
    ("texlive-lang-german", f"{TEX}/texlive/texlive-de/texlive-de.pdf"),
    # the TeX Live guide in French: pdfTeX, 56 pages, three levels
    ("texlive-lang-french", f"{TEX}/texlive/texlive-fr/texlive-fr.pdf"),
    # lshort in French: a LaTeX book, pdfTeX, 184 pages, three levels
    ("texlive-lang-french", f"{TEX}/latex/lshort-french/lshort-fr.pdf"),
    # yathesis' manual: French, pdfTeX, 167 pages, three levels, a book-length class manual
    # (replaced formation-latex-ul, which the tenth set holds: found after the first rules, its tree unread)
    ("texlive-publishers-doc", f"{TEX}/latex/yathesis/french/documentation/yathesis-fr.pdf"),
    # e-french's manual: French, pdfTeX, 55 pages, three levels
    ("texlive-lang-french", f"{TEX}/generic/e-french/manuels/efrench.pdf"),
    # tdsfrmath's documented code: French, pdfTeX 1.40.9, 40 pages, three levels
    ("texlive-lang-french", f"{TEX}/latex/tdsfrmath/tdsfrmath.pdf"),
    # hithesis' manual: Chinese, XeTeX, 65 pages, three levels
    ("texlive-publishers-doc", f"{TEX}/xelatex/hithesis/hithesis.pdf"),
    # seuthesis' manual: Chinese, an old xdvipdfmx (0.7.8), 65 pages, three levels
    ("texlive-publishers-doc", f"{TEX}/latex/seuthesis/seuthesis.pdf"),
    # the CTeX FAQ: Chinese, MiKTeX dvipdfmx (2008), 41 pages, questions as second-level titles
    ("texlive-lang-chinese", f"{TEX}/latex/ctex-faq/ctex-faq.pdf"),
    # Asymptote's FAQ in Chinese: xdvipdfmx 0.7.3, 26 pages, questions as second-level titles
    ("texlive-lang-chinese", f"{TEX}/support/asymptote-faq-zh-cn/asymptote-faq-zh-cn.pdf"),
    # zhnumber's manual: Chinese, xdvipdfmx, 32 pages, two levels
    # (replaced exam-zh's manual, which the tenth set holds)
    ("texlive-lang-chinese", f"{TEX}/latex/zhnumber/zhnumber.pdf"),
    # xpinyin's manual: Chinese, xdvipdfmx, 19 pages, two levels
    # (replaced hanzibox's manual, which the tenth set holds)
    ("texlive-lang-chinese", f"{TEX}/latex/xpinyin/xpinyin.pdf"),
    # ProfLycee's manual: French, LuaTeX, 109 pages, three levels, code in tcolorbox frames
    ("texlive-lang-french", f"{TEX}/latex/proflycee/ProfLycee-doc.pdf"),
    # letgut's manual: French, LuaTeX, 37 pages, four levels, code in tcolorbox frames
    ("texlive-lang-french", f"{TEX}/lualatex/letgut/letgut.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(THIRTEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
