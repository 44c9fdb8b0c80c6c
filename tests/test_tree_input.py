"""Tree input variants: MinerU 3.x content_list_v2.json (the only list present), front matter
before the first heading, a book without headings, node text kept for the summariser."""
import json

from f.common.content.content_list import find_content_list, parse_content_list
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk


def _v2_pages() -> list:
    def title(text, level=1):
        return {"type": "title", "content": {"title_content": [{"type": "text", "content": text}],
                                             "level": level}, "bbox": [100, 100, 500, 130]}

    def para(text):
        return {"type": "paragraph", "content": {"paragraph_content": [
            {"type": "text", "content": text}]}, "bbox": [100, 200, 900, 400]}

    def number(text):
        return {"type": "page_number", "content": {"page_number_content": [
            {"type": "text", "content": text}]}, "bbox": [490, 940, 510, 960]}

    def header(text):
        return {"type": "page_header", "content": {"page_header_content": [
            {"type": "text", "content": text}]}, "bbox": [400, 40, 600, 60]}

    body = "函数是描述变量之间依赖关系的数学模型。" * 3
    return [
        [para("普通高中教科书 数学"), number("i")],
        [title("第一章 函数"), title("1.1 函数的概念", 2), para(body), number("1")],
        [header("第一章 函数"), para(body), title("1.2 函数的表示", 2), para(body), number("2")],
        [header("第一章 函数"), title("第二章 导数"), title("2.1 变化率", 2), para(body), number("3")],
    ]


def test_content_list_v2_only(tmp_path):
    folder = tmp_path / "book" / "auto"
    folder.mkdir(parents=True)
    (folder / "book_content_list_v2.json").write_text(json.dumps(_v2_pages(), ensure_ascii=False))
    path = find_content_list(tmp_path / "book")
    assert path.name == "book_content_list_v2.json"
    items = parse_content_list(path.read_bytes(), path.name)
    tree = build_pageindex(items, book_id="t/v2", doc_name="v2")
    got = [(d, n["title"], n["start_index"], n["end_index"]) for d, n, _ in walk(tree["structure"])]
    assert got == [(1, "前置内容", 1, 1), (1, "第一章 函数", 2, 3), (2, "1.1 函数的概念", 2, 3),
                   (2, "1.2 函数的表示", 3, 3), (1, "第二章 导数", 4, 4), (2, "2.1 变化率", 4, 4)]
    assert tree["page_labels"] == {"1": "i", "2": "1", "3": "2", "4": "3"}
    assert all("第一章 函数" not in n["text"] for _, n, _ in walk(tree["structure"]))


def test_node_ids_summaries_and_schema():
    items = parse_content_list(json.dumps(_v2_pages(), ensure_ascii=False))
    tree = build_pageindex(items, book_id="t/v2", doc_name="v2")
    assert set(tree) >= {"book_id", "doc_name", "doc_description", "page_count", "page_labels",
                         "structure"}
    flat = [n for _, n, _ in walk(tree["structure"])]
    assert [n["node_id"] for n in flat] == [f"{i:04d}" for i in range(len(flat))]
    for node in flat:
        assert ("prefix_summary" in node) == bool(node.get("nodes"))
        assert ("summary" in node) != ("prefix_summary" in node)
        assert node["summary_method"] in ("verbatim", "extractive")
        assert node["start_index"] <= node["end_index"] <= tree["page_count"]
    assert flat[0]["summary"] == "普通高中教科书 数学" and flat[0]["summary_method"] == "verbatim"


def test_book_without_headings_is_one_node():
    items = [{"type": "text", "text": "只有正文。", "page_idx": p} for p in range(3)]
    tree = build_pageindex(items, book_id="t/x", doc_name="无标题")
    assert [(n["title"], n["start_index"], n["end_index"]) for n in tree["structure"]] == [
        ("前置内容", 1, 3)]


def test_tree_modules_stay_pure():
    """No store, service or SDK import on the tree's path (it runs anywhere, fast)."""
    import subprocess
    import sys

    from tests.conftest import ROOT

    code = ("import sys; import f.common.tree.pageindex, f.common.tree.headings, "
            "f.common.tree.contents_page, f.common.tree.labels; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('openai', 'minio', 'qdrant_client', 'httpx', 'wmill') or m.startswith('f.common.store')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
