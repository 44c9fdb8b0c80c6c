"""Reading order of labelled pages (issues 27-28): each page's items from our parser, in order,
against the anchors a person reads in order (bench/eval/reading_order/pages.json). A page is right
when every anchor is found and they come in the labelled order; Kendall's tau over the found ones.

    .venv/bin/python bench/bench_reading_order.py --split tuned [--root DIR] [--verbose]
    .venv/bin/python bench/bench_reading_order.py --labels bench/eval/reading_order/tables.json --split tuned
      (second set, 0650: rule-less tables and side-by-side listings against two-column pages)
"""
from __future__ import annotations

import argparse
import glob
import json
import re
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's parser

LABELS = Path(__file__).parent / "eval" / "reading_order" / "pages.json"
ROOTS = "/tmp/*/*/usr/share/doc/texlive-doc/"


def norm(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).casefold().replace("’", "'").replace("\u2212", "-")


def item_text(item: dict) -> str:
    return item.get("text") or item.get("code_body") or re.sub(r"<[^>]+>", " ", item.get("table_body") or "")


def tau(positions: list[int]) -> float:
    pairs = [(a, b) for i, a in enumerate(positions) for b in positions[i + 1:]]
    if not pairs:
        return 1.0
    return sum((a < b) - (a > b) for a, b in pairs) / len(pairs)


def score_page(items: list[dict], order: list[str]) -> dict:
    """Anchor positions in the page's text (first occurrence), right when all in order."""
    text = "".join(norm(item_text(i)) + "\x00" for i in items)
    positions = [text.find(norm(a)) for a in order]
    found = [p for p in positions if p >= 0]
    return {"found": len(found), "anchors": len(order), "tau": round(tau(found), 3),
            "right": len(found) == len(order) and found == sorted(found),
            "missing": [a for a, p in zip(order, positions) if p < 0],
            "read": [a for _, a in sorted((p, a) for a, p in zip(order, positions) if p >= 0)]}


def main() -> None:
    from f.common.pdf.run import parse_pdf

    ap = argparse.ArgumentParser()
    ap.add_argument("--split", choices=["tuned", "held-back", "all"], default="tuned")
    ap.add_argument("--root", default=ROOTS)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--labels", default=str(LABELS), help="a label file in the pages.json format")
    args = ap.parse_args()
    pages = [p for p in json.loads(Path(args.labels).read_text())["pages"] if args.split in ("all", p["split"])]
    parsed: dict[str, list] = {}
    rows = []
    for page in pages:
        if page["doc"] not in parsed:
            path = sorted(glob.glob(args.root + page["doc"]))[0]
            files, _ = parse_pdf(Path(path).read_bytes(), name=Path(path).name, workers=0)
            parsed[page["doc"]] = json.loads(files["content_list.json"])
        items = [i for i in parsed[page["doc"]] if i.get("page_idx") == page["page"] - 1]
        row = {"doc": page["doc"], "page": page["page"], "kind": page["kind"], **score_page(items, page["order"])}
        rows.append(row)
        print(f"{'RIGHT' if row['right'] else 'wrong'} tau {row['tau']:+.2f} {row['found']}/{row['anchors']} "
              f"{page['doc']} p{page['page']} ({page['kind']})")
        if args.verbose and not row["right"]:
            print("   read:", row["read"], "\n   missing:", row["missing"])
    right = sum(r["right"] for r in rows)
    mean_tau = sum(r["tau"] for r in rows) / max(len(rows), 1)
    print(json.dumps({"split": args.split, "pages": len(rows), "right": right, "mean_tau": round(mean_tau, 3)}))


if __name__ == "__main__":
    main()
