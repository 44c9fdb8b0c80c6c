"""Figures and tables as items an agent can ask for: each MinerU image/table block indexed with its
caption, page, bbox and the object key of its image (stored at ingest, under the book's version);
a search hit on a caption says it is a figure or table; `pageindex-content --images` lists a
page's images with keys and sizes, and over MCP (the official SDK's stdio client) returns them
as image content. Real parts: ingest, the bundled model, the embedded vector engine, the store."""
from __future__ import annotations

import asyncio
import base64
import json
import os
import subprocess

import pymupdf
import pytest

from f.common.content.content_list import parse_content_list
from f.common.content.figures import book_figures, caption_kind, mark
from tests.conftest import BIN

BOOK = "教材/数学/图表样书"


def _png(colour: tuple[float, float, float]) -> bytes:
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 24, 16), False)
    pix.set_rect(pix.irect, tuple(int(c * 255) for c in colour))
    return pix.tobytes("png")


FIGURE_PNG, TABLE_PNG, EXERCISE_PNG = _png((1, 0, 0)), _png((0, 1, 0)), _png((0, 0, 1))


def _items() -> list[dict]:
    body = "向量的加法满足交换律与结合律，求两个向量的和的运算叫作向量的加法。"
    return [
        {"type": "text", "text": "第六章 平面向量", "text_level": 1, "page_idx": 0, "bbox": [100, 80, 900, 120]},
        {"type": "text", "text": body * 3, "page_idx": 0, "bbox": [100, 140, 900, 300]},
        {"type": "text", "text": "6.2 平面向量的运算", "text_level": 1, "page_idx": 1, "bbox": [100, 80, 900, 120]},
        {"type": "text", "text": "如图所示，以同一点为起点作两个向量，" + body, "page_idx": 1,
         "bbox": [100, 130, 900, 260]},
        {"type": "image", "img_path": "images/fig63.png", "page_idx": 1, "bbox": [300, 280, 700, 520],
         "image_caption": ["图 6-3 向量加法的三角形法则"], "image_footnote": []},
        {"type": "text", "text": "数乘运算与向量的线性运算在几何中有广泛应用。" * 3, "page_idx": 1,
         "bbox": [100, 560, 900, 700]},
        {"type": "table", "img_path": "images/tab21.png", "page_idx": 2, "bbox": [120, 200, 880, 420],
         "table_caption": ["表 2.1 向量运算律一览"], "table_footnote": ["资料来源：教材整理"],
         "table_body": "<table><tr><td>运算</td><td>运算律</td></tr><tr><td>加法</td><td>交换律</td></tr></table>"},
        {"type": "text", "text": "习题 6.2 解答下列各题。" + body, "page_idx": 2, "bbox": [100, 450, 900, 600]},
        # an exercise figure MinerU left without caption; its label is the next text block
        {"type": "image", "img_path": "images/ex5.png", "page_idx": 2, "bbox": [600, 620, 850, 760],
         "image_caption": [], "image_footnote": []},
        {"type": "text", "text": "第5题图", "page_idx": 2, "bbox": [660, 770, 780, 790]},
        # a figure whose image the folder does not hold
        {"type": "image", "img_path": "images/missing.png", "page_idx": 2, "bbox": [100, 800, 300, 900],
         "image_caption": ["图 6-5 缺图"], "image_footnote": []},
    ]


def write_folder(folder):
    (folder / "images").mkdir(parents=True)
    (folder / "book_content_list.json").write_text(json.dumps(_items(), ensure_ascii=False))
    for name, data in (("fig63.png", FIGURE_PNG), ("tab21.png", TABLE_PNG), ("ex5.png", EXERCISE_PNG)):
        (folder / "images" / name).write_bytes(data)
    return folder


def test_figures_of_a_content_list_with_captions_pages_and_neighbour_labels():
    figures = book_figures(parse_content_list(json.dumps(_items(), ensure_ascii=False)))
    assert [(f["kind"], f["page"], f["caption"]) for f in figures] == [
        ("figure", 2, "图 6-3 向量加法的三角形法则"), ("table", 3, "表 2.1 向量运算律一览"),
        ("figure", 3, "第5题图"), ("figure", 3, "图 6-5 缺图")]
    assert figures[0]["bbox"] == [300, 280, 700, 520] and figures[0]["path"] == "images/fig63.png"
    assert figures[1]["footnote"] == "资料来源：教材整理"
    assert mark(figures[0]) == "[图 6-3 向量加法的三角形法则]"
    assert mark({"kind": "table", "caption": "主观评估方法"}) == "[表: 主观评估方法]"
    # MinerU puts a source line before the numbered caption: the numbered part is the caption
    item = {"type": "image", "page_idx": 0, "img_path": "images/a.jpg",
            "image_caption": ["数据来源：统计年鉴", "图 1.1 中小企业数量趋势图"]}
    (figure,) = book_figures([item])
    assert figure["caption"] == "图 1.1 中小企业数量趋势图" and figure["footnote"] == "数据来源：统计年鉴"


@pytest.mark.parametrize("text,kind", [
    ("图 6-3 向量的加法", "figure"), ("图2.1 趋势", "figure"), ("表 2.1 主观评估方法", "table"),
    ("续表4.3 回归结果", "table"), ("Figure 3. Results", "figure"), ("Table 2 Data", "table"),
    ("第5题图", "figure"), ("（第12题）图", "figure"), ("图中阴影部分的面积是多少？", None),
    ("表示向量的有向线段", None), ("图1" + "很长的正文" * 20, None)])
def test_what_reads_as_a_caption(text, kind):
    assert caption_kind(text) == kind


@pytest.fixture(scope="module")
def figure_library(tmp_path_factory):
    home = tmp_path_factory.mktemp("figlib") / "kb"
    old = os.environ.get("KB_HOME")
    os.environ["KB_HOME"] = str(home)
    from f.common.ingest.flow import ingest

    try:
        ingest(write_folder(tmp_path_factory.mktemp("src") / "book"), BOOK)
    finally:
        os.environ.pop("KB_HOME") if old is None else os.environ.__setitem__("KB_HOME", old)
    return home


@pytest.fixture
def library(figure_library, kb_home, monkeypatch):
    import shutil

    shutil.copytree(figure_library, kb_home)
    monkeypatch.setenv("KB_SEARCHD", "off")
    return kb_home


def run(tool: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / tool), *args], capture_output=True, text=True)


def test_a_search_hit_on_a_caption_says_figure_or_table_with_its_image_key(library):
    from f.common.config import load
    from f.common.store.objects import get_store

    found = json.loads(run("qdrant-search", "向量加法的三角形法则", "--book", BOOK, "--json").stdout)
    hit = found["hits"][0]
    assert (hit["page"], hit["kind"], hit["caption"]) == (2, "figure", "图 6-3 向量加法的三角形法则")
    assert hit["bbox"] == [300, 280, 700, 520]
    version = get_store(load()).served_version(BOOK)
    assert version and hit["image"] == f"parsed/{BOOK}/v:{version}/images/fig63.png"
    raw = get_store(load()).raw
    assert raw.get(hit["image"]) == FIGURE_PNG  # the key names the stored image itself
    table = json.loads(run("qdrant-search", "向量运算律一览表", "--book", BOOK, "--json").stdout)["hits"][0]
    assert (table["page"], table["kind"], table["caption"]) == (3, "table", "表 2.1 向量运算律一览")
    text = run("qdrant-search", "向量加法的三角形法则", "--book", BOOK).stdout
    assert "[图 6-3 向量加法的三角形法则]" in text and "figure on this page" in text
    # a query on body text hits the page, not a figure: no kind
    body = json.loads(run("qdrant-search", "数乘运算与向量的线性运算", "--book", BOOK, "--json").stdout)
    assert body["hits"][0]["page"] == 2 and "kind" not in body["hits"][0]
    # the figure without a stored image is indexed, with no key
    gone = json.loads(run("qdrant-search", "缺图", "--book", BOOK, "--json", "--mode", "sparse").stdout)
    assert gone["hits"][0]["kind"] == "figure" and gone["hits"][0]["image"] is None


def test_content_images_lists_keys_and_sizes_in_json_and_text(library):
    result = json.loads(run("pageindex-content", "--book", BOOK, "--pages", "2-3", "--images",
                            "--json").stdout)
    two, three = result["pages"]
    assert [(e["kind"], e["caption"], e["bytes"]) for e in two["images"]] == [
        ("figure", "图 6-3 向量加法的三角形法则", len(FIGURE_PNG))]
    assert two["images"][0]["key"].endswith("/images/fig63.png") and "/v:" in two["images"][0]["key"]
    assert [(e["caption"], e["stored"]) for e in three["images"]] == [
        ("表 2.1 向量运算律一览", True), ("第5题图", True), ("图 6-5 缺图", False)]
    assert three["images"][2]["key"] is None and three["images"][2]["bytes"] is None
    text = run("pageindex-content", "--book", BOOK, "--pages", "3", "--images").stdout
    assert f"[表 2.1 向量运算律一览] parsed/{BOOK}/v:" in text and f"({len(TABLE_PNG)} bytes)" in text
    assert "[图 6-5 缺图] image not stored" in text
    plain = json.loads(run("pageindex-content", "--book", BOOK, "--pages", "2", "--json").stdout)
    assert "images" not in plain["pages"][0]  # only when asked
    assert "| 运算 | 运算律 |" in three["content"]  # MinerU's HTML table as a Markdown table


def test_mcp_page_content_returns_the_images_as_image_content(library):
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    async def go():
        params = StdioServerParameters(command=str(BIN / "ebook-kb-mcp"),
                                       env={"KB_HOME": str(library), "KB_SEARCHD": "off"})
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                tools = {t.name: t for t in (await session.list_tools()).tools}
                with_images = await session.call_tool("get_page_content",
                                                      {"book": BOOK, "pages": "2-3", "images": True})
                without = await session.call_tool("get_page_content", {"book": BOOK, "pages": "2"})
                return tools, with_images, without
    tools, with_images, without = asyncio.run(asyncio.wait_for(go(), 120))
    assert tools["get_page_content"].input_schema["properties"]["images"]["type"] == "boolean"
    assert not with_images.is_error
    images = [c for c in with_images.content if c.type == "image"]
    assert [base64.b64decode(c.data) for c in images] == [FIGURE_PNG, TABLE_PNG, EXERCISE_PNG]
    assert {c.mime_type for c in images} == {"image/png"}
    labels = [c.text for c in with_images.content if c.type == "text"][1:]
    assert labels == ["p. 2: [图 6-3 向量加法的三角形法则]", "p. 3: [表 2.1 向量运算律一览]", "p. 3: [第5题图]"]
    assert [c.type for c in without.content] == ["text"]
    assert "images" not in without.structured_content["pages"][0]


def test_flags_from_agents_reach_the_wrappers_as_bare_flags():
    from f.common.cli import main as cli
    from f.common.cli.mcp_server import argv_of
    from f.common.cli.opencode_gen import source
    from f.common.cli.tools import TOOLS

    content = TOOLS["pageindex-content"]
    assert argv_of(content, {"book": BOOK, "pages": "2", "images": True})[-1] == "--images"
    assert "--images" not in " ".join(argv_of(content, {"book": BOOK, "pages": "2", "images": False}))
    argv = argv_of(TOOLS["kb-term"], {"term": "x", "list": True})
    assert argv == ["--list", "--", "x"]
    assert cli.parser(TOOLS["kb-term"]).parse_args(argv).list is True  # argparse took it
    assert 'if (args.images) argv.push("--images")' in source(content)


def test_a_figure_and_a_three_line_table_of_our_own_pdf_parser_are_indexed(tmp_path):
    from f.common.ingest.flow import ingest
    from tests.pdfmake import new_page, to_bytes, write
    from tests.test_pdf_three_line_tables import table_page

    doc = pymupdf.open()
    page = new_page(doc)
    write(page, 50, 60, "6.1 平面向量的概念", 14)
    write(page, 50, 90, "既有大小又有方向的量叫作向量，用有向线段表示。", 10)
    page.insert_image(pymupdf.Rect(120, 120, 300, 240), stream=FIGURE_PNG)
    write(page, 150, 258, "图 6-1 有向线段", 10)
    table_page(doc)
    pdf = tmp_path / "book.pdf"
    pdf.write_bytes(to_bytes(doc))
    ingest(pdf, BOOK, no_summaries=True)
    env = {**os.environ, "KB_SEARCHD": "off"}
    found = subprocess.run([str(BIN / "qdrant-search"), "有向线段图", "--book", BOOK, "--json"],
                           capture_output=True, text=True, env=env)
    hit = json.loads(found.stdout)["hits"][0]
    assert (hit["page"], hit["kind"], hit["caption"]) == (1, "figure", "图 6-1 有向线段")
    assert hit["image"].endswith("/images/p0001_1.png")
    table = json.loads(subprocess.run([str(BIN / "qdrant-search"), "表 1 向量的运算律", "--book", BOOK,
                                       "--json"], capture_output=True, text=True, env=env).stdout)
    assert (table["hits"][0]["page"], table["hits"][0]["kind"]) == (2, "table")
    text = subprocess.run([str(BIN / "pageindex-content"), "--book", BOOK, "--pages", "1-2", "--images"],
                          capture_output=True, text=True, env=env).stdout
    assert "[图 6-1 有向线段] parsed/" in text and "/images/p0001_1.png" in text
    assert "[表 1 向量的运算律] no image (read from the text)" in text
    assert "| 运算 | 运算律 | 表达式 |" in text
