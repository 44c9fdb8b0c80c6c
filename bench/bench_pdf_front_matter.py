"""What a reader of a PDF's tree sees first (issue 28, decision 0855): front matter, the contents node,
top-level end pages and page labels, on ten PDFs no tree set used, labelled by hand
(bench/eval/pdf_front_matter.json), split by document: even positions tuned, odd held back.

`.venv/bin/python bench/bench_pdf_front_matter.py tuned|held-back|all [--json PATH] [--show]`

Parsed as the PDF-tree benches parse (bookmarks stripped). Per document:
- front: one node spans the leading cover, title, copyright and dedication pages exactly, and no
  other node (nested cover lines included) starts on an untitled front page but the contents node;
- contents: a node titled as the contents page is printed starts and ends on its pages;
- top: each labelled top-level node (or a section of the front-matter node) is found titled as
  printed on its start page (`found`), and ends on its true end page (`ends`);
- steps: numbered steps labelled as not nodes that open none;
- labels: three pages' labels as a viewer shows them.
Files come from Debian packages (`apt-get download` + `dpkg -x` into ROOT where missing)."""
from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees import norm  # noqa: E402
from bench.bench_pdf_trees_unseen import half_of, packaged_paths  # noqa: E402

ROOT = Path("/tmp/j28-root")
LABELS = Path(__file__).resolve().parent / "eval" / "pdf_front_matter.json"


def _walk(nodes, depth=0, parent=None):
    for node in nodes:
        yield node, depth, parent
        yield from _walk(node.get("nodes", []), depth + 1, node)


def _bare(text: str) -> str:
    return re.sub(r"[\W_]+", "", text).lower()


def _titled(node: dict, title: str) -> bool:
    """Titled as printed: the bench's normalised title (numbering markers dropped), or the same
    letters (a letter-spaced `B R I E F C O N TEN TS`, whose `B ` reads as a marker)."""
    return bool({norm(node["title"]), _bare(node["title"])} & {f(t) for t in title.split("|") for f in (norm, _bare)})


def score_doc(tree: dict, doc: dict) -> dict:
    """The document's counts against its labels (see the module's docstring)."""
    every = list(_walk(tree["structure"]))
    c_title, c_start, c_end = doc["contents"]
    contents = next((n for n, _, _ in every if n["start_index"] == c_start and _titled(n, c_title)), None)
    first, last = doc["front"]
    # the first top-level node, spanning the front pages, or the contents too where it holds them
    # as a node of its own (the design: pageindex puts a contents page that follows the
    # front matter inside it)
    front = next((n for n, d, _ in every if d == 0), None)
    spans = {last} | ({contents["end_index"]} if contents is not None and front is not None
                      and any(c is contents for c in front.get("nodes", [])) else set())
    junk = [n["title"] for n, _, _ in every if n["start_index"] in doc["untitled"]
            and n is not front and n is not contents]
    front_seen = f"{front['title']!r} {front['start_index']}-{front['end_index']}" if front else None
    if front is not None and (front["start_index"] != first or front["end_index"] not in spans):
        front = None
    # a top-level node, or a section of the front-matter node (prefaces, abstracts)
    tops = [n for n, d, p in every if d == 0 or (d == 1 and p is front and front is not None)]
    found = ends = 0
    misses = []
    for title, start, end in doc["top"]:
        node = next((n for n in tops if n["start_index"] == start and _titled(n, title)), None)
        found += node is not None
        ends += node is not None and node["end_index"] == end
        if node is None or node["end_index"] != end:
            near = [f"{n['title']!r} {n['start_index']}-{n['end_index']}" for n in tops if n["start_index"] == start]
            misses.append(f"{title} {start}-{end}: {'; '.join(near) or 'no node on its page'}")
    steps = doc.get("not_nodes", [])
    stepped = [t for t, page in steps if any(n["start_index"] == page and norm(n["title"])[:8] == norm(t)[:8]
                                            for n, _, _ in every)]
    labels = tree.get("page_labels", {})
    wrong_labels = {p: labels.get(p) for p, want in doc["labels"].items() if labels.get(p) != want}
    return {"front": int(front is not None and not junk), "junk": junk, "front_seen": front_seen,
            "contents": int(contents is not None and contents["end_index"] == c_end),
            "contents_seen": f"{contents['title']!r} {contents['start_index']}-{contents['end_index']}" if contents else None,
            "top": len(doc["top"]), "found": found, "ends": ends, "misses": misses,
            "steps": len(steps), "steps_not_nodes": len(steps) - len(stepped),
            "labels": len(doc["labels"]), "labels_right": len(doc["labels"]) - len(wrong_labels),
            "wrong_labels": wrong_labels}


def build(data: bytes) -> dict:
    from f.common.pdf.run import parse_pdf
    from f.common.tree.pageindex import build_pageindex

    files, _ = parse_pdf(data, use_outline=False)
    return build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("half", choices=("tuned", "held-back", "all"))
    ap.add_argument("--json", help="write the per-document counts here")
    ap.add_argument("--show", action="store_true", help="print each document's misses")
    args = ap.parse_args()
    docs = half_of(json.loads(LABELS.read_text(encoding="utf-8"))["documents"], args.half)
    paths = packaged_paths([(d["package"], d["path"]) for d in docs], ROOT, ROOT)
    keys = ("front", "contents", "top", "found", "ends", "steps", "steps_not_nodes", "labels", "labels_right")
    totals = dict.fromkeys(keys, 0)
    rows = []
    print("| document | front node | contents node | top found | top ends right | steps not nodes | labels |")
    print("|---|---|---|---|---|---|---|")
    for doc, path in zip(docs, paths):
        data = Path(path).read_bytes()
        data = gzip.decompress(data) if path.endswith(".gz") else data
        res = score_doc(build(data), doc)
        rows.append({"document": doc["name"], **res})
        for k in keys:
            totals[k] += res[k]
        steps = f"{res['steps_not_nodes']}/{res['steps']}" if res["steps"] else "-"
        print(f"| {doc['name']} | {res['front']} | {res['contents']} | {res['found']}/{res['top']} | "
              f"{res['ends']}/{res['top']} | {steps} | {res['labels_right']}/{res['labels']} |", flush=True)
        if args.show:
            print(f"    front {res['front_seen']}; junk {res['junk']}; contents {res['contents_seen']}; "
                  f"labels {res['wrong_labels']}")
            for miss in res["misses"]:
                print("    miss", miss)
    t = totals
    print(f"total {args.half}: front {t['front']}/{len(docs)}, contents {t['contents']}/{len(docs)}, "
          f"top found {t['found']}/{t['top']}, ends {t['ends']}/{t['top']}, "
          f"steps {t['steps_not_nodes']}/{t['steps']}, labels {t['labels_right']}/{t['labels']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"totals": totals, "documents": len(docs), "rows": rows},
                                              indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
