"""Issue 28, ninth scanned set's tuned half read by kind (decisions 0385, 0386): a formula whose
function name OCR glued to its argument, a display's bracketed argument list, a cell of a display read
with a number in front, a paragraph's line in sentence case, a figure's words set top to bottom, and a
running head naming a chapter found without its label. Small hand-made OCR'd lines for the pure rules
(f.common.pdf.scan_lines) and a content list for the tree (f.common.tree.pageindex)."""
from f.common.pdf.scan_lines import formula, mark_fragments, no_title
from f.common.tree.pageindex import build_pageindex
from tests.pdfmake import ocr_line as _line

PARAGRAPH = ("Maxima can solve first and second order differential equations using the ode2 command, "
             "and the command returns the general solution with its constants.")


def test_a_function_name_glued_to_its_argument_is_no_word():
    assert formula("(b + a) logx") and formula("35 log (x − c)") and formula("x = max(a, b)")
    assert not formula("The a = b case") and not formula("login = user") and not formula("勾股定理 a²+b²=c²")
    assert no_title(_line("(b + a) logx", [450, 240, 550, 256]))
    assert not no_title(_line("The logistic map", [100, 240, 400, 256]))


def test_a_bracketed_line_with_no_word_is_a_formula():
    assert formula("[U (r, θ), r(x, y), θ(x,y)]")
    assert no_title(_line("[U (r, θ), r(x, y), θ(x,y)]", [420, 660, 580, 677]))
    assert not formula("Table (2)") and not formula("（一）实施步骤")


def test_a_fragment_carries_its_verdict_to_the_tree():
    # a display's cell on a row with two others: a fragment, and no heading whatever its number says
    row = [_line("35 log (x − c)", [180, 430, 240, 446]), _line("+", [260, 430, 270, 446]),
           _line("12 x", [290, 430, 330, 446]), _line(PARAGRAPH, [100, 100, 880, 160], lines=3)]
    mark_fragments([row])
    assert row[0]["kind"] == "fragment" and row[0]["no_heading"]
    # a numbered title OCR read on a row with two other lines stays for the tree (its number finds it)
    titled = [_line("A.1.2 表格", [100, 430, 240, 446]), _line("说明", [400, 430, 470, 446]),
              _line("例子", [600, 430, 670, 446]), _line(PARAGRAPH, [100, 100, 880, 160], lines=3)]
    mark_fragments([titled])
    assert titled[0]["kind"] == "fragment" and not titled[0].get("no_heading")


def test_a_paragraphs_line_in_sentence_case_is_no_title():
    assert no_title(_line("If we wish to take derivatives with respect to multiple variables, for example",
                          [136, 777, 660, 796]))
    assert no_title(_line("The basic syntax is apparent: integrate (f (x),x, lowerlimit, upperlimit)",
                          [138, 864, 660, 880]))
    # a long title capitalises its words; a short one with a colon stays
    assert not no_title(_line("Behind the Black Box - Using Specific Approaches", [158, 410, 551, 426]))
    assert not no_title(_line("Solving Ordinary Differential Equations: ode2", [161, 93, 532, 107]))


def test_a_line_set_top_to_bottom_in_a_figure_is_no_heading():
    text = [_line(PARAGRAPH, [100, 500, 880, 560], lines=3), _line(PARAGRAPH, [100, 600, 880, 660], lines=3)]
    figure = [_line("弦圖", [470, 150, 520, 270], size=53.0), _line("朱實六黃實一", [280, 190, 330, 350], size=120.0)]
    mark_fragments([[*figure, *text]])
    assert all(b.get("no_heading") for b in figure)
    # a title set left to right stays
    title = _line("第一章 赵爽的弦图", [330, 245, 670, 297], size=30.0)
    mark_fragments([[title, *[dict(b) for b in text]]])
    assert not title.get("no_heading")


def _item(text, page, **extra):
    return {"type": "text", "text": text, "page_idx": page, "bbox": [100, 300, 800, 320], **extra}


def test_a_running_head_naming_a_chapter_found_without_its_label_opens_no_node():
    items = [_item("Trig through Calculus", 0, text_level=1), _item(PARAGRAPH, 0),
             _item("4.1 Trigonometric Functions", 0, text_level=2), _item(PARAGRAPH, 0)]
    for page in (1, 2, 3):
        items += [{"type": "header", "text": "CHAPTER 4. TRIG THROUGH CALCULUS", "page_idx": page,
                   "bbox": [110, 55, 430, 70]}, _item(PARAGRAPH, page)]
    items += [_item("4.2 Differentiation", 2, text_level=2), _item(PARAGRAPH, 2)]
    tree = build_pageindex(items, book_id="b", doc_name="b")

    def titles(nodes):
        return [t for n in nodes for t in (n["title"], *titles(n.get("nodes", [])))]
    found = titles(tree["structure"])
    assert "Trig through Calculus" in found and "4.2 Differentiation" in found
    assert not any("CHAPTER 4" in t for t in found), found


def test_a_part_openers_short_label_stays_for_the_tree():
    # a page with no running text: `第一部分` is a fragment (a short line) but no verdict goes with it,
    # so the tree may still join it to the title under it
    opener = [_line("第一部分", [350, 345, 660, 412], size=40.0), _line("乐谱识读与运用", [310, 407, 705, 458], size=30.0)]
    mark_fragments([opener])
    assert opener[0]["kind"] == "fragment" and not opener[0].get("no_heading")
