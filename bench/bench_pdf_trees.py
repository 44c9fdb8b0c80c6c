"""PDF trees from the pages (issue 12): `.venv/bin/python bench/bench_pdf_trees.py [--held-back]`.

For each dev PDF with author bookmarks (../shared/dev-data/pdfs/, read at run time, skipped when
absent) the parser runs with the bookmarks used and with them stripped; the tree from
f.common.tree.pageindex is scored against the bookmarks: an entry is found when a node starts on
its page with its title (numbering markers and spacing normalised), and has the right parent when
that node's parent is the node found for the entry's own parent (or the root for a top entry).
`--public` / `--public2 tuned|held-back` score the public sets instead (see PUBLIC and PUBLIC2;
the second needs `apt-get install r-doc-pdf lilypond-doc-pdf maxima-doc weasyprint groff doc-debian`).
`--held-back` also scores the document held back from tuning (thuthesis was held back until
2026-12-04, when its failure was taken apart: it is tuning data now); `--scan` rasterises them (no
text layer, slight rotation and noise, into a temp dir) and scores page labels too."""
from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from f.common.pdf.run import parse_pdf  # noqa: E402
from f.common.tree.pageindex import build_pageindex  # noqa: E402

PDFS = ROOT.parent / "shared" / "dev-data" / "pdfs"
HELD_BACK = ("fda-precert-working-model-2019",)
# a roman part number of two letters or more without a dot (`II Referenciais teóricos`, as the
# single `I ` already is), in capitals or before a title all in small caps (`ii the showcase`; `Ví
# dụ` is a Vietnamese word), and a label word with a letter and a dash in any language (`APÊNDICE
# A – Quisque`, `ANEXO B – ...`, bookmarked `Quisque`): markers, like `Appendix A` (0571)
# A label word's marker is a whole short word, not a title's first word (`Chapter and Section
# numbering`, `Section numbering` were cut to `ering`; `Sectioning commands` to `commands`, 0764).
# A letter before a Cyrillic or Greek title is a marker too (`A Справочное руководство`, 0812)
# An appendix letter run into its title is a marker (bookmarked `附录 A2014年版...`, `附录 B公式推导`, 0868)
_MARK = re.compile(r"^((chapter|appendix|section|part)(?:\s+|(?=\d))"
                   r"(?!(?:and|or|the|of|to|in|on|for|by|at|as|is)\b)\w{1,4}(?!\w)[.:]?|"
                   r"(?-i:X{0,3}(IX|IV|V?I{1,3}|V)|x{0,3}(ix|iv|v?i{1,3}|v)(?=\s[^A-Z]*$))(?<=\w\w)\s(?=\w)|[^\W\d_]{4,12}\s+[a-z]\s*[–—-]\s|"
                   r"[a-z](\.\d{1,3})+[.．]?|[ivxlc]{1,6}[.．]|[a-z][.．]|[a-z]\s(?=[A-Z\dА-ЯЁΑ-Ω])|"
                   r"\d{1,3}(\.\d{1,3})*(?!\d)[.．]?|[(（]\w{1,3}[)）]|第\s*[一二三四五六七八九十百零〇\d]{1,4}\s*[章节编部篇]|附录\s*(?:[a-z](?![a-z])|\d{1,3}(?!\d)|[a-z\d]{1,3}\b)|제\s*[\divx]{1,4}\s*[장편절부]|부록\s*[a-z\d]{1,3}\b|"
                   r"[一二三四五六七八九十]+[、.])\s*", re.I)

# a letter opening a Chinese title: a marker (`A 安装指南`, bookmarked `安装指南`) or a word (`U 盘`,
# printed `U盘`); titles match with it or without it, on either side. Only the title's first word
# (`2.3.2 R 作图` is the R language's section, spaced by xeCJK and bookmarked `R作图`)
_LETTER_BEFORE_CJK = re.compile(r"^\s*[a-z]\s+(?=[\u3400-\u9fff])", re.I)
_QUALIFIER = re.compile(r"\s*\([^()]{1,40}\)\s*$")  # `(In thousands)`, `(unaudited)` after a title


# Bookmarks written in PDFDocEncoding (hyperref without `unicode`, pdfTeX before 2010) lose what it
# cannot hold: `Wstep` for a printed `Wstęp`, `Thuat ngu` for `Thuật ngữ`, `Tesekkürler` for
# `Teşekkürler`. Titles match with Latin accents folded on both sides (0509): combining accents
# (U+0300-U+036F) dropped, with the space a text layer may set before one printed apart (Texinfo's
# `H ̈aufige`, which must not read as a letter marker `H`), letters that do not decompose mapped;
# kana voicing marks and Hangul kept.
_ACCENT = re.compile(r"\s?[\u0300-\u036f]+")
_UNDECOMPOSED = str.maketrans("łŁøØđĐðÐıƒ", "lLoOdDdDif")


def _fold(text: str) -> str:
    bare = _ACCENT.sub("", unicodedata.normalize("NFKD", text).translate(_UNDECOMPOSED))
    return unicodedata.normalize("NFC", bare)


# a section sign before a number is part of its marker (`§ 3.1 三城八校`, bookmarked `三城八校`)
_SECTION_SIGN = re.compile(r"^§\s*(?=[\da-z])", re.I)


def norm(title: str) -> str:
    text = _QUALIFIER.sub("", _fold(unicodedata.normalize("NFKC", title)).strip())
    text = _SECTION_SIGN.sub("", text)
    bare = re.sub(r"[\s\W_]+", "", _MARK.sub("", _MARK.sub("", text, count=1), count=1)).lower()
    return bare or re.sub(r"[\s\W_]+", "", text).lower()  # `Part I` is all marker


def keys(title: str) -> set[str]:
    """The title's normalised key, and its key without a letter opening a Chinese title."""
    return {norm(title), norm(_LETTER_BEFORE_CJK.sub("", title, count=1))}


def flat(tree: dict) -> list[dict]:
    out = []

    def walk(nodes, parent):
        for node in nodes:
            out.append({"key": norm(node["title"]), "keys": keys(node["title"]), "page": node["start_index"],
                        "parent": parent, "id": len(out)})
            walk(node.get("nodes", []), len(out) - 1)

    walk(tree["structure"], None)
    return out


def wrapped(outline: list[dict]) -> bool:
    """The first entry holds every other one: the document's title as a single top bookmark (LaTeX
    thesis templates). A tree's root is the document, so that entry is not scored and its children
    are the top entries, with or without a title node above them (docs/benchmarks.md, issue 12)."""
    return len(outline) > 1 and all(e["level"] > outline[0]["level"] for e in outline[1:])


def _hit(entry: dict, nodes: list[dict], used: set[int]) -> int | None:
    key, page, alike = norm(entry["title"]), entry["page_1based"], keys(entry["title"])
    return next((n["id"] for n in nodes if n["id"] not in used and n["page"] == page and key and
                 (n["key"] == key or n.get("keys", {n["key"]}) & alike
                  or (n["key"].startswith(key) and len(n["key"]) <= len(key) + 8)
                  or (len(n["key"]) >= 6 and key.startswith(n["key"])))), None)


def score(outline: list[dict], nodes: list[dict]) -> dict:
    """Entries found on their page, and with the right parent (see module docstring)."""
    if wrapped(outline):
        title = _hit(outline[0], nodes, set())
        nodes = [dict(n, parent=None if n["parent"] == title else n["parent"]) for n in nodes]
        outline = outline[1:]
    found: list[int | None] = []
    used: set[int] = set()
    stack: list[tuple[int, int]] = []  # (level, entry index)
    right_parent = 0
    for i, entry in enumerate(outline):
        hit = _hit(entry, nodes, used)
        found.append(hit)
        while stack and stack[-1][0] >= entry["level"]:
            stack.pop()
        parent_entry = stack[-1][1] if stack else None
        stack.append((entry["level"], i))
        if hit is None:
            continue
        used.add(hit)
        want = None if parent_entry is None else found[parent_entry]
        if nodes[hit]["parent"] == want and (parent_entry is None or want is not None):
            right_parent += 1
    n = max(1, len(outline))
    hits = sum(h is not None for h in found)
    return {"entries": len(outline), "on_page": hits, "right_parent": right_parent,
            "on_page_share": round(hits / n, 3), "parent_share": round(right_parent / n, 3)}


def run(data: bytes, outline: list[dict], use_outline: bool) -> dict:
    files, _ = parse_pdf(data, use_outline=use_outline)
    tree = build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")
    return score(outline, flat(tree))


# Public PDFs with author bookmarks that Debian packages ship (issue 28): never tuned on by the
# seven dev PDFs' rules. `apt-get install docbook-xsl-doc-pdf live-manual-pdf auto-multiple-choice-doc-pdf
# python-reportlab-doc gri-pdf-doc debian-policy freefem-doc` brings those not on the machine already.
# Split by position in this sorted list: even = tuning, odd = held back (scored once, at the end).
PUBLIC = ["/usr/share/doc/auto-multiple-choice/auto-multiple-choice.en.pdf",
          "/usr/share/doc/auto-multiple-choice/latex/automultiplechoice.pdf",
          "/usr/share/doc/fontconfig/fontconfig-user.pdf.gz",
          "/usr/share/doc/freefem-doc/freefem.pdf",
          "/usr/share/doc/gri/gri.pdf.gz",
          "/usr/share/doc/libtasn1-doc/libtasn1.pdf",
          "/usr/share/doc/live-manual/pdf/live-manual.portrait.en.a4.pdf.gz",
          "/usr/share/doc/nettle-dev/nettle.pdf.gz",
          "/usr/share/doc/debian-policy/policy.pdf.gz",
          "/usr/share/doc/python-reportlab-doc/reportlab-userguide.pdf",
          "/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf",
          "/usr/share/doc/valgrind/valgrind_manual.pdf.gz"]


def public_outline(data: bytes) -> list[dict]:
    import pymupdf

    doc = pymupdf.open(stream=data)
    return [{"title": title, "level": level, "page_1based": page}
            for level, title, page in doc.get_toc(simple=True) if page > 0]


# A second public set nobody tuned on (issue 28, deep lettered and roman outlines): Debian manuals
# from other producers (`apt-get install r-doc-pdf lilypond-doc-pdf maxima-doc`) and
# legal- and standards-style documents bench/make_outline_pdfs.py sets from public text
# (`apt-get install weasyprint groff doc-debian`; written to OUTLINE_PDFS when missing).
# (name, path) in this order; even positions = tuning, odd = held back (scored once, at the end).
# why3's manual, first in the last place, gave way to lilypond's extending manual before anything
# ran on the held-back half: bench_pdf_trees_unseen.py holds why3 back already.
OUTLINE_PDFS = Path("/tmp/outline28/pdfs")
PUBLIC2 = [("bylaws", OUTLINE_PDFS / "bylaws.pdf"),
           ("chaptered-rulebook", OUTLINE_PDFS / "chaptered-rulebook.pdf"),
           ("commission-report", OUTLINE_PDFS / "commission-report.pdf"),
           ("guidance-release", OUTLINE_PDFS / "guidance-release.pdf"),
           ("lilypond-usage", Path("/usr/share/doc/lilypond/html/Documentation/usage.pdf")),
           ("maximabook", Path("/usr/share/doc/maxima-doc/maximabook-19-Sept-2004.pdf.gz")),
           ("policy-handbook", OUTLINE_PDFS / "policy-handbook.pdf"),
           ("proposed-rule-liquidity", OUTLINE_PDFS / "proposed-rule-liquidity.pdf"),
           ("r-admin", Path("/usr/share/doc/r-doc-pdf/manual/R-admin.pdf")),
           ("r-exts", Path("/usr/share/doc/r-doc-pdf/manual/R-exts.pdf")),
           ("r-lang", Path("/usr/share/doc/r-doc-pdf/manual/R-lang.pdf")),
           ("regulatory-release", OUTLINE_PDFS / "regulatory-release.pdf"),
           ("standard-annexes", OUTLINE_PDFS / "standard-annexes.pdf"),
           ("lilypond-extending", Path("/usr/share/doc/lilypond/html/Documentation/extending.pdf"))]


def public(split: str, only: str = "", docs: list[tuple[str, Path]] | None = None) -> dict:
    """Score the public PDFs of one split (bookmarks stripped); prints a table, returns totals."""
    import gzip

    if docs is None:
        docs = [(Path(p).name.removesuffix(".gz").removesuffix(".pdf"), Path(p)) for p in PUBLIC]
    totals = [0, 0, 0]
    rows = []
    print("| document | split | pages | entries | stripped: on page / parent |")
    print("|---|---|---|---|---|")
    for k, (name, path) in enumerate(docs):
        half = "tuned" if k % 2 == 0 else "held-back"
        path = str(path)
        if split != "all" and half != split or only and name not in only.split(","):
            continue
        if not Path(path).exists():
            print(f"| {name} | {half} | missing: install its package | | |")
            continue
        data = Path(path).read_bytes()
        data = gzip.decompress(data) if path.endswith(".gz") else data
        outline = public_outline(data)
        res = run(data, outline, False)
        totals = [a + b for a, b in zip(totals, (res["entries"], res["on_page"], res["right_parent"]))]
        import pymupdf

        pages = pymupdf.open(stream=data).page_count
        rows.append({"document": name, "split": half, "pages": pages, **res})
        print(f"| {name} | {half} | {pages} | {res['entries']} | {res['on_page']} / {res['right_parent']} |",
              flush=True)
    n, hits, parents = totals
    print(f"total {split}: on page {hits}/{n} = {hits / max(1, n):.3f}, "
          f"right parent {parents}/{n} = {parents / max(1, n):.3f}")
    return {"entries": n, "on_page": hits, "right_parent": parents, "rows": rows}


TEXTBOOKS = ROOT.parent / "shared" / "dev-data" / "textbooks"
# looked at while the issue-28 rules were written: tuned; the others held back
TEXTBOOK_SPLIT = {"hs-dance": "tuned", "science-workbook-g5": "tuned",
                  "hs-sight-singing": "held-back", "pe-teachers-guide": "held-back"}
_RAW_LABEL = re.compile(r"<[0-9A-Fa-f]{4,}>")


def textbooks(split: str) -> list[dict]:
    """Front matter and labels on the Chinese textbooks (issue 28): top-level nodes before the first
    chapter that are not the one front-matter node (cover and title lines), whether the contents
    page has a node, page labels left raw, and the first labels."""
    from f.common.tree.contents_page import is_toc_title

    rows = []
    print("| textbook | split | pages | nodes | junk front nodes | contents node | raw labels | labels 1-4 |")
    print("|---|---|---|---|---|---|---|---|")
    for name, half in TEXTBOOK_SPLIT.items():
        if split != "all" and half != split or not (TEXTBOOKS / f"{name}.pdf").exists():
            continue
        files, _ = parse_pdf((TEXTBOOKS / f"{name}.pdf").read_bytes(), use_outline=False, workers=0,
                             ocr_fn=_front_ocr())
        tree = build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")
        nodes = flat(tree)
        tops = [n["title"] for n in tree["structure"]]
        first = next((k for k, t in enumerate(tops) if re.match(r"^(第|\d|[一二三四五六七八九十]+[、.]|附)", t)), len(tops))
        junk = sum(1 for t in tops[:first] if t not in ("前置内容", "Front matter") and not is_toc_title(t))
        titles = [n["title"] for n in _walk(tree["structure"])]
        has_toc = any(is_toc_title(t) for t in titles)
        raw = sum(1 for v in tree["page_labels"].values() if _RAW_LABEL.search(v))
        labels = [tree["page_labels"].get(str(p), "-") for p in range(1, 5)]
        rows.append({"textbook": name, "split": half, "nodes": len(nodes), "junk_front": junk,
                     "contents_node": has_toc, "raw_labels": raw})
        print(f"| {name} | {half} | {tree['page_count']} | {len(nodes)} | {junk} | {has_toc} | {raw} | "
              f"{' '.join(labels)} |", flush=True)
    return rows


def _front_ocr(limit: int = 8):
    """Real OCR for the first `limit` pages that need it (covers are at the front), blank after:
    pe-teachers-guide has ~150 pages without a usable text layer and the shared machine OCRs at
    up to ~50 s a page under load; front matter and labels are read from the front."""
    from f.common.pdf import ocr

    done = [0]

    def run(page):
        done[0] += 1
        if done[0] <= limit:
            return ocr.ocr_page(page)
        return {"blocks": [], "confidence": 1.0, "width": page.rect.width, "height": page.rect.height}
    return run


def _walk(nodes):
    for node in nodes:
        yield node
        yield from _walk(node.get("nodes", []))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--held-back", action="store_true", help="also score the held-back documents")
    parser.add_argument("--only", default="", help="comma-separated document names")
    parser.add_argument("--public", choices=("tuned", "held-back", "all"),
                        help="score the public PDFs Debian packages ship instead (see PUBLIC)")
    parser.add_argument("--public2", choices=("tuned", "held-back", "all"),
                        help="score the second public set instead (see PUBLIC2)")
    parser.add_argument("--textbooks", choices=("tuned", "held-back", "all"),
                        help="front matter and page labels on the Chinese textbooks instead")
    args = parser.parse_args()
    if args.public:
        public(args.public, args.only)
        return 0
    if args.public2:
        from bench.make_outline_pdfs import make

        try:
            make(OUTLINE_PDFS)
        except (OSError, RuntimeError) as exc:  # weasyprint or groff missing: those rows say missing
            print("made none of bench/make_outline_pdfs.py's documents:", exc)
        public(args.public2, args.only, PUBLIC2)
        return 0
    if args.textbooks:
        textbooks(args.textbooks)
        return 0
    if not PDFS.is_dir():
        print("skipped: no dev PDFs at", PDFS)
        return 0
    names = sorted(p.stem for p in PDFS.glob("*.pdf"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    elif not args.held_back:
        names = [n for n in names if n not in HELD_BACK]
    totals = {"with": [0, 0, 0], "stripped": [0, 0, 0]}
    print("| document | entries | bookmarks used: on page / parent | stripped: on page / parent |")
    print("|---|---|---|---|")
    for name in names:
        data = (PDFS / f"{name}.pdf").read_bytes()
        outline = json.loads((PDFS / f"{name}.outline.json").read_text())["outline"]
        with_ = run(data, outline, True)
        bare = run(data, outline, False)
        for key, res in (("with", with_), ("stripped", bare)):
            totals[key] = [a + b for a, b in zip(totals[key], (res["entries"], res["on_page"],
                                                                res["right_parent"]))]
        mark = " (held back)" if name in HELD_BACK else ""
        print(f"| {name}{mark} | {with_['entries']} | {with_['on_page']} / {with_['right_parent']} | "
              f"{bare['on_page']} / {bare['right_parent']} |", flush=True)
    for key, (n, hits, parents) in totals.items():
        print(f"total {key}: on page {hits}/{n} = {hits / max(1, n):.3f}, "
              f"right parent {parents}/{n} = {parents / max(1, n):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
