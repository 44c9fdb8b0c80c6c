"""Tree building speed on a synthetic 1,000-page textbook, and tree quality on the zh-thesis dev
sample (ours against a naive builder that takes MinerU's headings as they come).

    .venv/bin/python bench/bench_tree.py [--pages 1000] [--runs 5]

Prints medians. Target: a whole 1,000-page book (parse the content list + build) under 2 s."""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from f.common.content.content_list import parse_content_list  # noqa: E402
from f.common.tree.pageindex import build_pageindex
from f.common.tree.quality import agreement  # noqa: E402
from f.common.tree.walk import walk  # noqa: E402

BODY = "设向量a与b不共线，则平面内任一向量都可以唯一地表示为它们的线性组合，这就是平面向量基本定理。"


def synthetic_book(pages: int) -> list[dict]:
    """Chapters of ~40 pages, sections of ~8, subsections of ~2, exercises, headers, numbers."""
    items: list[dict] = []
    cn = "一二三四五六七八九十"
    toc = [{"type": "text", "text": "目录", "text_level": 1, "page_idx": 1, "bbox": [450, 80, 550, 100]}]
    items += toc
    chapter = section = sub = 0
    for page in range(2, pages):
        if (page - 2) % 40 == 0:
            chapter += 1
            section = 0
            title = f"第{chapter}章 第{cn[chapter % 10]}部分的内容"
            items.append({"type": "text", "text": f"{title} ……… {page - 1}", "text_level": 1,
                          "page_idx": 1, "bbox": [100, 100, 900, 120]})
            items.append({"type": "text", "text": title, "text_level": 1, "page_idx": page,
                          "bbox": [350, 100, 650, 130]})
        if (page - 2) % 8 == 0:
            section += 1
            sub = 0
            items.append({"type": "text", "text": f"{chapter}.{section} 小节标题", "text_level": 1,
                          "page_idx": page, "bbox": [100, 150, 400, 170]})
        if page % 2 == 0:
            sub += 1
            items.append({"type": "text", "text": f"{chapter}.{section}.{sub} 小小节", "text_level": 1,
                          "page_idx": page, "bbox": [100, 180, 400, 200]})
        items.append({"type": "header", "text": f"第{chapter}章", "page_idx": page,
                      "bbox": [400, 40, 600, 60]})
        for n in range(22):
            items.append({"type": "text", "text": BODY, "page_idx": page,
                          "bbox": [100, 220 + n * 30, 900, 245 + n * 30]})
        items.append({"type": "equation", "text": "$$a=\\lambda_1 e_1+\\lambda_2 e_2$$",
                      "text_format": "latex", "page_idx": page, "bbox": [300, 900, 700, 920]})
        if page % 8 == 7:
            items.append({"type": "text", "text": f"习题{chapter}.{section}", "text_level": 1,
                          "page_idx": page, "bbox": [100, 700, 300, 720]})
        items.append({"type": "page_number", "text": str(page - 1), "page_idx": page,
                      "bbox": [490, 950, 510, 965]})
    items.sort(key=lambda i: i["page_idx"])  # contents lines were appended out of order
    return items


def naive(items: list[dict]) -> list[dict]:
    """MinerU's headings as they come: every tagged line a top-level node."""
    return [{"title": i["text"], "start_index": i["page_idx"] + 1}
            for i in items if i.get("type") == "text" and i.get("text_level")]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    data = json.dumps(synthetic_book(args.pages), ensure_ascii=False).encode()
    times, parse_times = [], []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        items = parse_content_list(data)
        t1 = time.perf_counter()
        tree = build_pageindex(items, book_id="bench/book", doc_name="book")
        t2 = time.perf_counter()
        parse_times.append(t1 - t0)
        times.append(t2 - t0)
    nodes = sum(1 for _ in walk(tree["structure"]))
    whole = statistics.median(times)
    print(f"synthetic book: {args.pages} pages, {len(items)} blocks, {len(data) / 1e6:.1f} MB, "
          f"{nodes} nodes")
    print(f"whole book (parse + build), median of {args.runs}: {whole:.3f} s "
          f"({args.pages / whole:,.0f} pages/s); parse alone {statistics.median(parse_times):.3f} s")

    thesis = ROOT.parent / "shared" / "dev-data" / "mineru-samples" / "zh-thesis"
    for base in ROOT.parents:
        if (base / "shared" / "dev-data" / "mineru-samples" / "zh-thesis").is_dir():
            thesis = base / "shared" / "dev-data" / "mineru-samples" / "zh-thesis"
            break
    if thesis.is_dir():
        items = parse_content_list((thesis / "content_list.json").read_bytes())
        reference = json.loads((ROOT / "tests" / "reference" / "zh_thesis_contents.json").read_text())
        entries = [{"title": e["title"], "page": e["printed_page"] + 7, "parent": e["parent"]}
                   for e in reference["entries"]]
        ours = agreement(build_pageindex(items, book_id="t", doc_name="t")["structure"], entries)
        flat = agreement(naive(items), entries)
        print(f"zh-thesis contents entries ({ours['entries']}): ours right page "
              f"{ours['right_page']}, right page and parent {ours['right_page_and_parent']} "
              f"({ours['score']:.1%}); naive right page {flat['right_page']} "
              f"({flat['right_page'] / flat['entries']:.1%}), right page and parent "
              f"{flat['right_page_and_parent']} ({flat['score']:.1%})")


if __name__ == "__main__":
    main()
