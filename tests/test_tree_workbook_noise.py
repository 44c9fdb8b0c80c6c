"""Issue 12: what a layout tool (MinerU, our parser, OCR) may tag as a heading on a maths workbook's
page but never is one: a diagram's labels and numbers (`C`, `E O`, `58`), lines of working
(`∴BE=3`, `△ABD≌△BCE`) and a worked answer's own labels (`【答案】√10`, `证明：`, `法二：`)."""
from f.common.tree.pageindex import build_pageindex
from tests.pdfmake import paths_of

BODY = "如图，在三角形中，点D是边的中点，延长中线到点E，使DE等于AD，连接相应的线段并证明全等。"


def _tree(titles_by_page):
    items = []
    for page, titles in enumerate(titles_by_page):
        for title in titles:
            items.append({"type": "text", "text": title, "text_level": 1, "page_idx": page})
        items.append({"type": "text", "text": BODY, "page_idx": page})
    return build_pageindex(items, book_id="b", doc_name="b")


def test_diagram_labels_and_working_are_no_nodes():
    noise = ["C", "E O", "B M", "58", "4", "iP", "【答案】√10", "∴BE=3, ∴BD=√10", "△ABD≌△BCE",
             "【证明】法一：倍长中线", "证明：延长GE到点H", "法二：构造手拉手模型", "考点分析：全等三角形"]
    tree = _tree([["模型1 倍长中线模型", *noise[:7]], ["模型2 一线三等角模型", *noise[7:]],
                  ["FAQ"], ["Art and Design"]])
    assert set(paths_of(tree)) == {"模型1 倍长中线模型", "模型2 一线三等角模型", "FAQ", "Art and Design"}


def test_numbered_titles_with_a_formula_stay_headings():
    tree = _tree([["第一节 动能定理 W=ΔEk", "(2) ∠ABC=90°"], ["1.2 牛顿第二定律 F=ma", "3.14×2=6.28"],
                  ["1.3 Inequalities a≤b"]])
    # a section's numbered title may hold a formula; a numbered line of working (`(2)`) or a sum is noise
    assert set(paths_of(tree)) == {"第一节 动能定理 W=ΔEk", "1.2 牛顿第二定律 F=ma", "1.3 Inequalities a≤b"}


def test_formula_fragments_of_an_ocrd_answer_booklet_are_no_headings():
    # issue 28: an answer booklet's OCR'd working, set large, read as headings
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk
    from tests.tree_fixtures import book

    items = book([[("h", "数学答案"), ("h", "一、选择题"), ("t",), ("h", "三、解答题"),
                   ("h", "则原式(ax2+6x+8)-(6x+5x2+2)"), ("t",), ("h", "x2-4x+3"), ("t",),
                   ("h", "(2) 2x+1"), ("t",), ("h", "x86-64 Assembly"), ("t",)]])
    tree = build_pageindex(items, book_id="t/b", doc_name="b")
    titles = [n["title"] for _, n, _ in walk(tree["structure"])]
    assert not any(t in titles for t in ("则原式(ax2+6x+8)-(6x+5x2+2)", "x2-4x+3", "(2) 2x+1")), titles
    assert "x86-64 Assembly" in titles and "三、解答题" in titles
