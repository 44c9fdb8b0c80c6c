"""Glossary rules: every pattern on textbook-like sentences, aliases, splitting, rejections, verbatim
quotes, page/section/label assignment, and runs over the sample book and the real MinerU outputs."""
from __future__ import annotations

import pytest

from f.common.content.content_list import find_content_list, parse_content_list
from f.common.glossary.lookup import fold_term
from f.common.glossary.rules import extract_terms
from f.sample.items import markup_items
from tests.conftest import DEV_DATA
from tests.glossary_items import heading, terms, text


@pytest.mark.parametrize("sentence, term, definition", [
    ("我们把两组对边分别平行的四边形叫做平行四边形。", "平行四边形", "两组对边分别平行的四边形"),
    ("在一定条件下，物体所受重力与其质量的比值叫作重力加速度。", "重力加速度", "物体所受重力与其质量的比值"),
    ("单位时间内通过导体横截面的电荷量称为电流，用 I 表示。", "电流", "单位时间内通过导体横截面的电荷量"),
    ("算法是指解决某一类问题的明确而有限的步骤。", "算法", "解决某一类问题的明确而有限的步骤"),
    ("所谓操作系统，就是管理计算机硬件与软件资源的程序。", "操作系统", "管理计算机硬件与软件资源的程序"),
    ("我们规定电流方向为正电荷定向移动的方向。", "电流方向", "正电荷定向移动的方向"),
    ("机械能泛指物体的动能与势能之和。", "机械能", "物体的动能与势能之和"),
    ("本书将有限状态自动机定义为一个五元组。", "有限状态自动机", "一个五元组"),
    ("我们称这样的三角形为等腰三角形。", "等腰三角形", "等腰三角形"),
    ("当两条直线所成的角是直角时，称直线 a 与直线 b 垂直，记作 a⊥b。", "垂直", "垂直"),
    ("边际成本，即每增加一单位产量所增加的总成本。", "边际成本", "每增加一单位产量所增加的总成本"),
    ("这种因价格变化而引起需求量同向变动的现象，即吉芬现象。", None, None),
    ("A polygon with three sides is called a triangle.", "triangle", "A polygon with three sides"),
    ("We call such a matrix a diagonal matrix.", "diagonal matrix", "such a matrix"),
    ("The derivative is defined as the limit of the difference quotient.", "derivative",
     "the limit of the difference quotient"),
    ("A compiler is a program that translates source code into machine code.", "compiler",
     "a program that translates"),
])
def test_each_pattern(sentence, term, definition):
    found = terms([text(0, sentence)])
    if term is None:
        assert all(len(t) <= 30 for t in found)
        return
    assert term in found, found
    entry = found[term]
    assert definition in entry["definition"]
    assert entry["quote"] in sentence and entry["method"] == "rule" and entry["kind"] == "definition"
    assert 0 < entry["confidence"] <= 1


def test_boxes_and_headed_blocks():
    items = [heading(0, "1.1 圆"),
             text(0, "定义 1  在平面内，到定点的距离等于定长的点的集合叫做圆。"),
             text(0, "定义 栈是一种只允许在一端进行插入和删除的线性表。"),
             text(1, "勾股定理 直角三角形两条直角边的平方和等于斜边的平方。"),
             heading(2, "定理 2（余弦定理）", 2),
             text(2, "三角形任何一边的平方等于其他两边的平方和减去这两边与它们夹角的余弦的积的两倍。"),
             heading(3, "概念", 2),
             text(3, "把物体在单位时间内通过的路程叫做速率。"),
             text(3, "把物体在单位时间内通过的位移叫做速度。")]
    found = terms(items)
    assert found["圆"]["confidence"] >= 0.9 and found["栈"]["kind"] == "definition"
    assert found["勾股定理"]["kind"] == "theorem" and "斜边的平方" in found["勾股定理"]["definition"]
    assert found["余弦定理"]["kind"] == "theorem" and found["余弦定理"]["page"] == 3
    assert found["速率"]["confidence"] > found["速度"]["confidence"]  # only the first block is boxed


def test_definition_section_heading():
    items = [heading(4, "1.2 函数的定义"), text(4, "函数是两个非空数集之间的一种对应关系。这种关系很常见。")]
    entry = terms(items)["函数"]
    assert entry["definition"].startswith("两个非空数集之间") and entry["quote"] == "函数是两个非空数集之间的一种对应关系。"


def test_aliases():
    found = terms([text(0, "已知两个非零向量 a 与 b，把数量 |a||b|cosθ 叫做 a 与 b 的数量积（或内积）。"),
                   text(0, "细胞核中携带遗传信息的大分子叫做脱氧核糖核酸，简称 DNA。"),
                   text(0, "只含有一个未知数且未知数的次数是 1 的整式方程叫做一元一次方程，又称线性方程。"),
                   text(0, "中央处理器（CPU）是计算机中负责解释指令和处理数据的部件。"),
                   text(0, "所以平行向量也叫做共线向量。"),
                   text(0, "既有大小又有方向的量叫做向量（vector）。")])
    assert found["数量积"]["aliases"] == ["内积"]
    assert "DNA" in found["脱氧核糖核酸"]["aliases"]
    assert "线性方程" in found["一元一次方程"]["aliases"]
    assert "CPU" in found["中央处理器"]["aliases"]
    assert "平行向量" in found["共线向量"]["aliases"]
    assert "vector" in found["向量"]["aliases"]


def test_multi_term_sentences_are_split():
    found = terms([text(0, "项数有限的数列叫做有穷数列，项数无限的数列叫做无穷数列。"),
                   text(1, "在减法 a - b = c 中，a、b、c 分别叫做被减数、减数和差。"),
                   text(2, "一般地，如果一个数列从第 2 项起，每一项与它的前一项的差都等于同一个常数，那么这个数列"
                           "就叫做等差数列，这个常数叫做等差数列的公差。")])
    assert found["有穷数列"]["definition"] == "项数有限的数列" and found["无穷数列"]["definition"] == "项数无限的数列"
    assert [found[t]["definition"] for t in ("被减数", "减数", "差")] == ["a", "b", "c"]
    assert "等差数列" in found and "公差" in found["等差数列的公差"]["aliases"]


@pytest.mark.parametrize("items", [
    [text(0, "请写出向量的定义，并举例说明把什么样的量叫做向量。")],
    [text(0, "试说明把只有大小的量叫做数量的理由。")],
    [text(0, "1. 判断：把方向相同的向量叫做相等向量，对吗？")],
    [text(0, "（2）把长度为 1 的向量叫做单位向量，求与 a 同向的单位向量。")],
    [text(0, "什么叫做零向量？")],
    [text(0, "例1 下列各量中，哪些是向量？"), text(0, "解：既有大小又有方向的量叫做向量，所以位移是向量。"),
     text(0, "因此，把 a 的相反方向的向量叫做 a 的相反向量。")],
    [text(0, "证明：把 AB 的中点叫做 M，则 AM = MB。")],
    [heading(0, "习题 1.2"), text(0, "把既有大小又有方向的量叫做向量。")],
    [heading(0, "2022·武汉中考真题"), text(0, "我们把三边相等的三角形叫做等边三角形。")],
    [{"type": kind, "text": "把既有大小又有方向的量叫做向量。", "page_idx": 0}
     for kind in ("header", "footer", "page_number", "discarded")],
    [{"type": "table", "table_body": "<table><tr><td>把长度为 0 的向量叫做零向量</td></tr></table>", "page_idx": 0}],
])
def test_rejections(items):
    assert extract_terms(items) == []


def test_after_an_example_the_next_heading_or_page_reopens():
    items = [text(0, "例2 求证：对角线互相平分的四边形是平行四边形。"), text(0, "证明：略。"),
             text(0, "把这样的点叫做中点。"), heading(0, "1.3 中位线"),
             text(0, "连接三角形两边中点的线段叫做三角形的中位线。"),
             text(1, "例3 已知……求……"), text(2, "把顶点与对边中点的连线叫做三角形的中线。")]
    assert sorted(terms(items)) == ["三角形的中位线", "三角形的中线"]


def test_contents_pages_are_skipped():
    toc = [heading(0, "目录")] + [text(0, f"{n}.{k} 第{n}节的内容 ........ {n * 10 + k}")
                                  for n in (1, 2) for k in (1, 2, 3)]
    toc.append(text(0, "把既有大小又有方向的量叫做向量 ........ 5"))
    body = [heading(1, "1.1 向量"), text(1, "把既有大小又有方向的量叫做向量。")]
    found = extract_terms(toc + body)
    assert [(e["term"], e["page"]) for e in found] == [("向量", 2)]


def test_term_cleanup():
    found = terms([text(0, "我们把这样的数叫做“完全数”。"), text(0, "这样的图形叫做《轴对称图形》。"),
                   text(0, "把能被 2 整除的整数叫做一个偶数。"), text(0, "把这个过程叫做它。"),
                   text(0, "把它叫做如果两条直线平行那么同位角相等而且内错角也相等的一个基本事实。")])
    assert {"完全数", "轴对称图形", "偶数"} <= set(found)
    assert "它" not in found and all(len(t) <= 30 for t in found)


def test_quotes_are_verbatim_sentences():
    body = ("在几何中，带有方向的线段叫做有向线段。以 A 为起点、B 为终点的有向线段记作 AB→。"
            "有向线段的长度叫做它的长度；长度为 0 的向量叫做零向量，记作 0。")
    found = extract_terms([text(0, body)])
    assert found and all(e["quote"] in body for e in found)
    assert terms([text(0, body)])["零向量"]["quote"] == "长度为 0 的向量叫做零向量，记作 0。"


def test_dedupe_same_page_keeps_best_and_pages_stay_apart():
    items = [text(0, "既有大小又有方向的量叫做向量。"), text(0, "定义 既有大小又有方向的量叫做向量（vector）。"),
             text(5, "我们再次把既有大小又有方向的量叫做向量。")]
    found = [e for e in extract_terms(items) if fold_term(e["term"]) == "向量"]
    assert [e["page"] for e in found] == [1, 6]
    assert found[0]["confidence"] >= 0.9 and "vector" in found[0]["aliases"]


TREE = {"page_labels": {"3": "17", "4": "18"}, "structure": [
    {"title": "第一章 向量", "node_id": "0000", "start_index": 1, "end_index": 4, "nodes": [
        {"title": "1.1 向量的概念", "node_id": "0001", "start_index": 1, "end_index": 3},
        {"title": "1.2 向量的运算", "node_id": "0002", "start_index": 3, "end_index": 4}]}]}


def test_page_section_and_label():
    items = [heading(0, "1.1 向量的概念"), text(1, "把既有大小又有方向的量叫做向量。"),
             text(2, "长度为 0 的向量叫做零向量。"), heading(2, "1.2 向量的运算"),
             text(2, "求两个向量和的运算叫做向量的加法。"), text(3, "求两个向量差的运算叫做向量的减法。")]
    found = terms(items, tree=TREE)
    assert (found["向量"]["page"], found["向量"]["page_label"], found["向量"]["node_id"]) == (2, None, "0001")
    assert (found["零向量"]["section"], found["零向量"]["page_label"]) == ("1.1 向量的概念", "17")
    assert (found["向量的加法"]["section"], found["向量的加法"]["node_id"]) == ("1.2 向量的运算", "0002")
    assert found["向量的减法"]["page_label"] == "18"
    assert terms(items, tree=TREE, labels={4: "x"})["向量的减法"]["page_label"] == "x"
    bare = terms(items + [{"type": "page_number", "text": "9", "page_idx": 3}])
    assert bare["向量的减法"]["page_label"] == "9" and bare["向量的减法"]["section"] is None


def _check_book(items: list[dict]) -> list[dict]:
    entries = extract_terms(items)
    by_page: dict[int, list[str]] = {}
    for item in items:
        by_page.setdefault(item["page_idx"] + 1, []).append(item.get("text") or "")
    for entry in entries:
        assert any(entry["quote"] in t for t in by_page[entry["page"]]), entry
        assert 1 <= len(entry["term"]) <= 30 and entry["kind"] in ("definition", "theorem")
    return entries


def test_sample_book():
    entries = _check_book(markup_items())
    found = {(e["term"], e["page"]) for e in entries}
    assert {("向量", 5), ("零向量", 6), ("数量积", 12), ("等差数列", 26), ("错位相减法", 30)} <= found
    assert not any(e["page"] in (8, 14, 19, 25, 28, 31, 34) for e in entries)  # exercise pages


@pytest.mark.skipif(not DEV_DATA.is_dir(), reason="dev-data not available")
@pytest.mark.parametrize("book", sorted(p.name for p in DEV_DATA.iterdir() if p.is_dir())
                         if DEV_DATA.is_dir() else [])
def test_real_mineru_outputs(book):
    path = find_content_list(DEV_DATA / book)
    entries = _check_book(parse_content_list(path.read_bytes(), path.name))
    if book == "zh-thesis":
        assert {"交易成本", "信用风险", "普惠金融"} <= {e["term"] for e in entries}
