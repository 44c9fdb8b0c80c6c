"""PDF trees on an eighteenth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_eighteenth.py tuned|held-back|all [--json PATH]`

Twelve public documents with author bookmarks that no earlier set used (every bench_pdf_trees_*.py
list checked by file name, and the class's samples: hitszthesis' manual here, its doctor and master
samples earlier), chosen for kinds the earlier sets had few of, paired by kind so that each half has
one of each pair: Chinese thesis class manuals (hitszthesis, xduthesis with an index), Chinese
thesis samples with front matter and appendices (shtthesis' user guide, xduthesis' doctoral sample),
Chinese manuals and regulations (the Asymptote manual in Chinese, sduthesis' demo with Shandong
University's thesis rules), a five-level ABNT model and a German legal class manual (abnTeX2's
glossary model, juramisc's jmgerdoc), manuals with appendices (ulthese in French, Stellenbosch's
usthesis) and thesis samples with appendices (GWU's sample, the HEC class manual). From Debian
packages (texlive-publishers-doc, texlive-lang-chinese, texlive-humanities-doc), fetched with
`apt-get download` and unpacked with `dpkg -x` into ROOT when missing.

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees18-root")
TEX = "usr/share/doc/texlive-doc/latex"
PUB = "texlive-publishers-doc"
# (package, path in it). Even positions tuned, odd held back (decision 0810), chosen and committed
# before any rule changed; each pair is one kind, one document on each side.
EIGHTEENTH = [
    # hitszthesis' class manual (Chinese): xdvipdfmx, 75 pages, 1 > 1.1 > 1.1.1
    (PUB, f"{TEX}/hitszthesis/hitszthesis.pdf"),
    # xduthesis' class manual (Chinese): XeTeX, 35 pages, three levels, an index's letters
    (PUB, f"{TEX}/xduthesis/xduthesis.pdf"),
    # shtthesis' user guide, set as a thesis (Chinese): LuaTeX, 46 pages, front matter, 第1章, 附录 A
    (PUB, f"{TEX}/shtthesis/shtthesis-user-guide.pdf"),
    # xduthesis' doctoral thesis sample (Chinese): XeTeX, 51 pages, 第一章, unnumbered sections, 附录
    (PUB, f"{TEX}/xduthesis/examples/thesis-doctor.pdf"),
    # the Asymptote manual in Chinese: xdvipdfmx, 100 pages, 第三章 > 4.1 > 5.9.1, index
    ("texlive-lang-chinese", "usr/share/doc/texlive-doc/support/asymptote-manual-zh-cn/asymptote-manual-zh-cn.pdf"),
    # sduthesis' demo (Chinese): XeTeX, 29 pages, three levels, the university's thesis regulations
    (PUB, f"{TEX}/sduthesis/sduthesis-demo.pdf"),
    # abnTeX2's glossary model (Portuguese, ABNT): pdfTeX, 25 pages, five levels
    (PUB, f"{TEX}/abntex2/examples/abntex2-modelo-glossarios.pdf"),
    # juramisc's manual for German legal texts (jurabook): pdfeTeX, 79 pages, three levels
    ("texlive-humanities-doc", f"{TEX}/juramisc/doc/jmgerdoc.pdf"),
    # Laval University's thesis class manual (French): pdfTeX, 42 pages, appendices A-B
    (PUB, f"{TEX}/ulthese/ulthese.pdf"),
    # Stellenbosch's usthesis manual: pdfTeX, 48 pages, three levels, implementation part
    (PUB, f"{TEX}/stellenbosch/USthesis-5.0.pdf"),
    # GWU's thesis sample: 32 pages, four levels, front-matter lists, appendices
    (PUB, f"{TEX}/thesis-gwu/thesis-sample.pdf"),
    # HEC Montréal's thesis class manual (English): pdfTeX, 25 pages, three levels, change history
    (PUB, f"{TEX}/hecthese/hecthese-en.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing."""
    rows = half_of(EIGHTEENTH, half)
    return [Path(p) for p in packaged_paths(rows, ROOT, ROOT)]


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
