"""Tree quality on real MinerU output: the zh-thesis dev sample against its own contents page.

The reference (tests/reference/zh_thesis_contents.json) is the thesis's 目录 (PDF pages 6-7) with the
parents its numbering gives; printed page numbers map to physical pages through the page numbers
MinerU read from the body pages (the offset is measured here, not assumed)."""
import json
from collections import Counter
from pathlib import Path

from f.common.content.content_list import parse_content_list
from f.common.tree.pageindex import build_pageindex
from f.common.tree.quality import agreement
from tests.conftest import dev_data

REFERENCE = Path(__file__).parent / "reference" / "zh_thesis_contents.json"


def _body_offset(items: list[dict]) -> int:
    """physical page - printed page, from the numbers in the bottom band of body pages."""
    offsets = Counter()
    for item in items:
        text = (item.get("text") or "").strip()
        if item["type"] == "discarded" and text.isdigit() and item["bbox"][1] > 850:
            offsets[item["page_idx"] + 1 - int(text)] += 1
    return offsets.most_common(1)[0][0]


def test_thesis_tree_matches_its_contents_page():
    items = parse_content_list((dev_data("zh-thesis") / "content_list.json").read_bytes())
    tree = build_pageindex(items, book_id="dev/zh-thesis", doc_name="zh-thesis")
    offset = _body_offset(items)
    assert offset == 7
    entries = [{"title": e["title"], "page": e["printed_page"] + offset, "parent": e["parent"]}
               for e in json.loads(REFERENCE.read_text())["entries"]]
    result = agreement(tree["structure"], entries)
    print(f"zh-thesis: {result['right_page_and_parent']}/{result['entries']} contents entries "
          f"with the right start page and parent ({result['score']:.1%})")
    assert result["entries"] == 60
    assert result["score"] >= 0.95, result["misses"]
    # the labels the tree stores say the same: printed 1 is physical 8, front matter in Roman
    assert tree["page_labels"]["8"] == "1" and tree["page_labels"]["6"] == "IV"


def test_contents_lines_never_become_nodes():
    items = parse_content_list((dev_data("zh-thesis") / "content_list.json").read_bytes())
    tree = build_pageindex(items, book_id="dev/zh-thesis", doc_name="zh-thesis")
    from f.common.tree.walk import walk

    titles = [n["title"] for _, n, _ in walk(tree["structure"])]
    assert len(titles) == len(set(titles)), Counter(titles).most_common(3)
    # no node on the contents pages but the contents page's own (issue 28)
    assert all(6 > n["start_index"] or n["start_index"] > 7 for _, n, _ in walk(tree["structure"])
               if n["title"] != "目录")
    assert not any(t.rstrip().endswith((" 7", " 9", "..")) for t in titles)
