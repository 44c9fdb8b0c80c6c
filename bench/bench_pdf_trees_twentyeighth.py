"""PDF trees on a twenty-eighth set (issue 28), split by document before any rule of its round changed:
even positions are the tuning half, odd positions the held-back half (scored once, at the end).

`.venv/bin/python bench/bench_pdf_trees_twentyeighth.py tuned|held-back|all [--json PATH]`

Ten real documents with their authors' bookmarks as labels (each bookmark's title checked to be
printed on its page: all but three with quotes or dashes set otherwise), none in any earlier
pdf-trees set (every bench_pdf_trees_*.py list, bench_pdf_front_matter.py's and the scan sets',
checked by file name over bench/, tests/ and docs/benchmarks/; xeCJK's first two pages were a
glossary sample, its tree never scored). Six are
Chinese. Paired by kind, one of each pair on each side:
- Chinese DocBook books (dblatex, xdvipdfmx), 4 levels, 158 bookmarks: debmake-doc's guide in
  simplified / traditional Chinese (one source translated, one layout: the pair's held-back side
  is the least independent of the set);
- Chinese package manuals, `第1节` > `1.1` (xdvipdfmx): zitie / xCJK2uni (with an index);
- Texinfo manuals, 4 levels: SBCL's internals / SBCL's user manual (167 pages, 300 bookmarks);
- GAPDoc manuals (chapters > sections): GAP's tutorial / GAP's HPC-GAP manual;
- Chinese package manuals with documented code and an index: CJKpunct (dvipdfm) / xeCJK
  (203 pages, 120 bookmarks, xdvipdfmx).

From Debian packages (debmake-doc, texlive-lang-cjk, sbcl-doc, gap-doc), fetched with `apt-get
download` and unpacked with `dpkg -x` into ROOT when missing. GAP's two manuals are both named
manual.pdf, so each file is linked under a name of its own in ROOT/named. Scored as
bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node with its title
starts on its page; right parent when that node's parent is the node found for the entry's parent."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import half_of, packaged_paths, score_half_cli  # noqa: E402

ROOT = Path("/tmp/pdftrees28-root")
TEX = "usr/share/doc/texlive-doc"
# (name, package, path in it). Even positions tuned, odd held back, chosen and committed before
# any rule changed; each pair is one kind, one document on each side.
TWENTYEIGHTH = [
    # xdvipdfmx (DBLaTeX 0.3.12), 142 pages, 158 bookmarks, 4 levels
    ("debmake-doc-zh-cn", "debmake-doc", "usr/share/doc/debmake-doc/debmake-doc.zh-cn.pdf"),
    # the same guide in traditional Chinese, 142 pages, 158 bookmarks
    ("debmake-doc-zh-tw", "debmake-doc", "usr/share/doc/debmake-doc/debmake-doc.zh-tw.pdf"),
    # xdvipdfmx, 15 pages, 33 bookmarks, 第1节 > version history entries
    ("zitie-cn", "texlive-lang-cjk", f"{TEX}/xelatex/zitie/zitie-cn.pdf"),
    # xdvipdfmx, 12 pages, 22 bookmarks, 第3节 > 3.1, code index letters
    ("xCJK2uni", "texlive-lang-cjk", f"{TEX}/latex/xcjk2uni/xCJK2uni.pdf"),
    # pdfTeX (Texinfo), 32 pages, 70 bookmarks, 4 levels
    ("sbcl-internals", "sbcl-doc", "usr/share/doc/sbcl/sbcl-internals.pdf.gz"),
    # pdfTeX (Texinfo), 167 pages, 300 bookmarks, 4 levels
    ("sbcl", "sbcl-doc", "usr/share/doc/sbcl/sbcl.pdf.gz"),
    # pdfTeX (GAPDoc), 80 pages, 57 bookmarks, chapters > sections
    ("gap-tutorial", "gap-doc", "usr/share/gap/doc/tut/manual.pdf"),
    # pdfTeX (GAPDoc), 64 pages, 47 bookmarks, chapters > sections
    ("gap-hpc", "gap-doc", "usr/share/gap/doc/hpc/manual.pdf"),
    # dvipdfm, 18 pages, 27 bookmarks, numbered sections, File I, index letters
    ("CJKpunct", "texlive-lang-cjk", f"{TEX}/latex/cjkpunct/CJKpunct.pdf"),
    # xdvipdfmx, 203 pages, 120 bookmarks, 第1节 > 2.1 > 3.2.1, documented code
    ("xeCJK", "texlive-lang-cjk", f"{TEX}/xelatex/xecjk/xeCJK.pdf"),
]


def paths(half: str) -> list[Path]:
    """The half's files (tuned: even positions, held-back: odd, all), fetched where missing and
    linked as ROOT/named/<name>.pdf[.gz] so that every row has a name of its own."""
    rows = half_of(TWENTYEIGHTH, half)
    named = ROOT / "named"
    named.mkdir(parents=True, exist_ok=True)
    out = []
    for (name, _package, path), got in zip(rows, packaged_paths([(p, q) for _n, p, q in rows], ROOT, ROOT)):
        link = named / (name + (".pdf.gz" if path.endswith(".gz") else ".pdf"))
        if not link.exists() and Path(got).exists():
            link.symlink_to(got)
        out.append(link)
    return out


def main() -> int:
    return score_half_cli(__doc__, paths)


if __name__ == "__main__":
    raise SystemExit(main())
