"""A Chinese maths handout as a user's scanned workbook (issue 12): the zk-quandeng MinerU sample's
origin.pdf (text layer) cut to its first pages, and the same pages rasterised (bench/scan_set.py,
real RapidOCR, raw lines cached), each parsed without bookmarks into a tree. Prints each tree's
node count, its contents entries (tests/reference, read by hand against the body) found as a node
on their page within the cut, and, with --show, the trees. The sample is third-party teaching
material read from ../shared at run time (never stored here).

    .venv/bin/python bench/bench_workbook_scan.py [--pages 30] [--show]"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, os.getcwd())  # the checkout it is run from (compare two checkouts back to back)

SAMPLE = Path(__file__).resolve().parents[2] / "shared" / "dev-data" / "mineru-samples" / "zk-quandeng-zhuanti1-1"


def titles(tree: dict) -> list[str]:
    out: list[str] = []

    def walk(nodes, depth):
        for node in nodes:
            out.append("  " * depth + f"{node['title'][:50]} [{node['start_index']}]")
            walk(node.get("nodes", []), depth + 1)
    walk(tree["structure"], 0)
    return out


def main() -> int:
    from bench import scan_set
    from f.common.pdf.run import parse_pdf
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.quality import contents_score

    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=30)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    source = SAMPLE / "origin.pdf"
    if not source.exists():
        print(f"skipped: {source} not present")
        return 0
    truth = json.loads((Path(__file__).resolve().parents[1] / "tests" / "reference"
                        / "zk_quandeng_zhuanti1_1_contents.json").read_text())["entries"]
    truth = [t for t in truth if t.get("page") and t["page"] <= args.pages]
    text, scan = scan_set.pair("quandeng", source, args.pages)
    for name, data, extra in (("text layer", text, {}), ("scanned", scan, {"ocr_fn": scan_set.CachedOcr()})):
        files, _ = parse_pdf(data, use_outline=False, **extra)
        tree = build_pageindex(json.loads(files["content_list.json"]), book_id="b", doc_name="b")
        lines = titles(tree)
        score = contents_score(tree["structure"], truth)
        print(json.dumps({"tree": name, "pages": args.pages, "nodes": len(lines),
                          "contents entries found": f"{score['found']}/{score['entries']}",
                          "spurious": score["spurious"], "path": tree["contents"]["path"]},
                         ensure_ascii=False))
        if args.show:
            print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
