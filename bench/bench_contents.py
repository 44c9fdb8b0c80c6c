"""Trees that follow the contents page (issue 11): on each dev sample with a contents page, the
share of contents entries found as a node starting on their page (one-to-one, in contents order)
and the spurious nodes (an entry's title at none of its places), ours against the naive builder
(MinerU's headings as they come).

    .venv/bin/python bench/bench_contents.py

The ground truth (tests/reference/zk_*_contents.json) holds positions and title hashes only; the
samples are read from ../shared/dev-data at run time and skipped when absent."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_tree import naive  # noqa: E402
from f.common.content.content_list import parse_content_list  # noqa: E402
from f.common.tree.pageindex import build_pageindex  # noqa: E402
from f.common.tree.quality import contents_score  # noqa: E402

SAMPLES = ("zk-quandeng-zhuanti1-1", "zk-xiangsi-zhuanti1-2", "zk-12345-zhuanti1-3")


def samples_dir() -> Path | None:
    for base in ROOT.parents:
        found = base / "shared" / "dev-data" / "mineru-samples"
        if found.is_dir():
            return found
    return None


def measure(name: str, base: Path) -> dict | None:
    folder = base / name
    if not (folder / "content_list.json").is_file():
        return None
    items = parse_content_list((folder / "content_list.json").read_bytes())
    truth = json.loads((ROOT / "tests" / "reference" / f"{name.replace('-', '_')}_contents.json")
                       .read_text())["entries"]
    tree = build_pageindex(items, book_id=f"dev/{name}", doc_name=name)
    return {"ours": contents_score(tree["structure"], truth),
            "naive": contents_score(naive(items), truth), "contents": tree["contents"]}


def main() -> None:
    base = samples_dir()
    if base is None:
        print("no ../shared/dev-data/mineru-samples: skipped")
        return
    print("| sample | builder | entries found at their page | spurious nodes | path |")
    print("|---|---|---|---|---|")
    for name in SAMPLES:
        got = measure(name, base)
        if got is None:
            print(f"| {name} | (absent, skipped) | | | |")
            continue
        c = got["contents"]
        for who in ("naive", "ours"):
            r = got[who]
            path = f"{c['path']}: {c['entries']} entries, {c['located']} located" if who == "ours" else ""
            print(f"| {name} | {who} | {r['found']}/{r['entries']} ({r['share']:.2f}) | "
                  f"{r['spurious']} ({r['spurious'] / r['entries']:.1%}) | {path} |")


if __name__ == "__main__":
    main()
