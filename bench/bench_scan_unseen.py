"""Trees of scans no rule was written on (issue 28):
`.venv/bin/python bench/bench_scan_unseen.py tuned|held-back [--set first..fifteenth] [--only a,b] [--show]`.

The set (bench/scan_unseen.py: made scans of text-layer PDFs, and real scans) is parsed by our
parser with real RapidOCR (raw lines cached per page image under /tmp/scan-unseen/ocr, reused
between runs) without bookmarks, and the tree (f.common.tree.pageindex) is scored against the
reference (the author's bookmarks within the cut, or the printed contents page / exam part
headings read by hand, bench/eval/scan_unseen/<name>.json):
- on page: a reference entry counts when a node whose title matches it starts on its physical page
  (titles compared as sets of character pairs after bench_pdf_trees.norm drops numbering markers,
  spacing and punctuation, and a trailing bracket such as `（本大题共8小题…）` is dropped: Dice >= 0.7,
  so one misread character in a long title still matches, or the node's pairs all within the
  entry's, five or more: a two-line title whose node has its first line);
  nodes are used once, in reference order;
- right parent: the entry's node hangs under the node found for the entry's parent entry (or at
  the top for a top entry);
- spurious: nodes matched to no entry, as a share of the entries. Not counted: the front-matter
  node (`前置内容` / `Front matter`) and what is inside it, and the contents node (`目录`,
  `Contents`). Everything else counts, a real heading the contents page does not list included
  (the reference is what the book prints as its contents), so the figure is an upper bound of junk.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import scan_unseen  # noqa: E402
from bench.bench_pdf_trees import norm  # noqa: E402

EVAL = ROOT / "bench" / "eval" / "scan_unseen"
SAME = 0.7
FRONT = {"前置内容", "frontmatter"}
CONTENTS = {"目录", "目次", "contents", "tableofcontents"}


_TAIL = re.compile(r"\s*[(（][^()（）]*[)）]?\s*$")  # `三、解答题（本大题共8小题，…）`, cut or whole


def grams(title: str) -> list[str]:
    """The title's character pairs (after norm and a trailing bracket), each as a short hash:
    comparable, not readable."""
    key = norm(_TAIL.sub("", title)) or norm(title)
    pairs = [key[i:i + 2] for i in range(len(key) - 1)] or [key]
    return sorted({hashlib.sha1(p.encode()).hexdigest()[:6] for p in pairs if p})


def similar(node: list[str], entry: list[str]) -> bool:
    """Dice >= SAME, or the node's title is part of the entry's (five pairs or more: a two-line
    printed title whose node has its first line)."""
    if not node or not entry:
        return False
    a, b = set(node), set(entry)
    return 2 * len(a & b) / (len(a) + len(b)) >= SAME or (len(a) >= 5 and a <= b)


def reference(k: int, which: str = "first") -> list[dict]:
    """[{"grams", "level", "page"}] in reading order."""
    name, src, pages, _kind, ref = scan_unseen.SETS[which][k]
    if ref == "bookmarks":
        return [{"grams": grams(e["title"]), "level": e["level"], "page": e["page_1based"]}
                for e in scan_unseen.bookmarks(src, pages, scan_unseen.FIRST_PAGE.get(name, 1))]
    entries = json.loads((EVAL / f"{name}.json").read_text())["entries"]
    return [e for e in entries if e["page"] <= pages]


def nodes_of(tree: dict) -> list[dict]:
    out: list[dict] = []

    def walk(nodes, parent, inside_front):
        for node in nodes:
            key = norm(node["title"])
            excepted = inside_front or key in FRONT or key in CONTENTS
            out.append({"title": node["title"], "grams": grams(node["title"]), "page": node["start_index"],
                        "parent": parent, "id": len(out), "excepted": excepted})
            walk(node.get("nodes", []), len(out) - 1, inside_front or key in FRONT)

    walk(tree["structure"], None, False)
    return out


def real_headings(name: str) -> list[dict]:
    """[{"grams", "page"}]: the document's headings its reference omits, labelled by hand; [] if none."""
    path = EVAL / f"{name}.headings.json"
    return json.loads(path.read_text())["headings"] if path.exists() else []


def junk_of(spurious: list[dict], headings: list[dict]) -> list[dict]:
    """The spurious nodes that match no labelled real heading on their page (each heading used once)."""
    left = list(headings)
    junk = []
    for node in spurious:
        hit = next((h for h in left if h["page"] == node["page"] and similar(node["grams"], h["grams"])), None)
        if hit is None:
            junk.append(node)
        else:
            left.remove(hit)
    return junk


def score(entries: list[dict], nodes: list[dict]) -> dict:
    used: dict[int, int] = {}  # node id -> entry index
    found: list[int | None] = []
    stack: list[tuple[int, int]] = []
    right_parent = 0
    misses = []
    for i, entry in enumerate(entries):
        hit = next((n["id"] for n in nodes if n["id"] not in used and n["page"] == entry["page"]
                    and similar(n["grams"], entry["grams"])), None)
        found.append(hit)
        while stack and stack[-1][0] >= entry["level"]:
            stack.pop()
        parent_entry = stack[-1][1] if stack else None
        stack.append((entry["level"], i))
        if hit is None:
            misses.append(i)
            continue
        used[hit] = i
        want = None if parent_entry is None else found[parent_entry]
        # a top entry may sit under the front matter's sibling title node: only real parents count
        if nodes[hit]["parent"] == want and (parent_entry is None or want is not None):
            right_parent += 1
    spurious = [n for n in nodes if n["id"] not in used and not n["excepted"]]
    return {"entries": len(entries), "on_page": len(entries) - len(misses), "right_parent": right_parent,
            "spurious": spurious, "misses": misses, "nodes": len(nodes)}


def tree_of(k: int, ocr_fn, which: str = "first") -> dict:
    from f.common.pdf.run import parse_pdf
    from f.common.tree.pageindex import build_pageindex

    files, _ = parse_pdf(scan_unseen.scan_pdf(k, which).read_bytes(), use_outline=False, ocr_fn=ocr_fn, workers=0)
    return build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")


def show(tree: dict) -> None:
    def walk(nodes, depth):
        for node in nodes:
            print("    " + "  " * depth + f"{node['title'][:60]} [{node['start_index']}]")
            walk(node.get("nodes", []), depth + 1)
    walk(tree["structure"], 0)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("split", choices=("tuned", "held-back"))
    parser.add_argument("--set", dest="which", choices=tuple(scan_unseen.SETS), default="first")
    parser.add_argument("--only", default="")
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    ocr_fn = scan_unseen.ocr(args.which)
    if args.which in scan_unseen.GENERATED:
        scan_unseen.generate(args.which)
    scan_unseen.fetch(args.which)
    print("| document | kind | pages | entries | on page | right parent | spurious nodes | junk nodes |")
    print("|---|---|---|---|---|---|---|---|")
    sums = [0, 0, 0, 0, 0]
    for k, (name, src, pages, kind, _ref) in enumerate(scan_unseen.SETS[args.which]):
        if scan_unseen.split(k, args.which) != args.split or (args.only and name not in args.only.split(",")):
            continue
        if not src.exists():
            print(f"| {name} | skipped: {src} not present |")
            continue
        scan_unseen.warm(scan_unseen.scan_pdf(k, args.which))
        entries, tree = reference(k, args.which), tree_of(k, ocr_fn, args.which)
        r = score(entries, nodes_of(tree))
        junk = junk_of(r["spurious"], real_headings(name))
        print(f"| {name} | {kind} | {pages} | {r['entries']} | {r['on_page']} | {r['right_parent']} | "
              f"{len(r['spurious'])} | {len(junk)} |", flush=True)
        if args.show:
            print("  misses (entry index, page):", [(i, entries[i]["page"]) for i in r["misses"]])
            print("  spurious:", [(n["title"][:40], n["page"]) for n in r["spurious"]])
            print("  junk:", [(n["title"][:40], n["page"]) for n in junk])
            show(tree)
        sums = [a + b for a, b in zip(sums, (r["entries"], r["on_page"], r["right_parent"], len(r["spurious"]),
                                             len(junk)))]
    n, hit, parent, spurious, junk = sums
    print(f"{args.which} set, {args.split}: on page {hit}/{n} = {hit / max(1, n):.3f}; right parent {parent}/{n} = "
          f"{parent / max(1, n):.3f}; spurious {spurious}/{n} = {spurious / max(1, n):.3f}; "
          f"junk {junk}/{n} = {junk / max(1, n):.3f} "
          f"(OCR cache hits {ocr_fn.hits}, misses {ocr_fn.misses})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
