"""Issue 12, scanned part: a scanned workbook (pages that are only pictures) through real RapidOCR
gets the tree its printed contents page gives, its running header kept out of the tree, its printed
page numbers as labels, and no node for a figure label or an answer option. Plus the pure rules
(f.common.pdf.scan_lines, f.common.pdf.ocr_lines) on hand-made lines."""
import json
import unicodedata

import pymupdf

from f.common.pdf import ocr_lines, scan_lines
from f.common.pdf.run import parse_pdf
from f.common.tree.labels import page_labels_from
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests import pdfmake

HEADER = "华东师大版一课一练"
BODY = "本课练习计算与作图，先读题，再写出每一步的理由，最后检查结果是否合理。"
LESSONS = [("第一章 图形的认识", 1), ("1.1 长方形和正方形", 1), ("1.2 平行四边形", 2),
           ("1.3 三角形的内角和", 3), ("第二章 分数", 4), ("2.1 几分之一", 4), ("2.2 几分之几", 5)]


def _workbook() -> bytes:
    doc = pymupdf.open()
    toc = pdfmake.new_page(doc)
    pdfmake.write(toc, 180, 60, "目录", 18)
    for n, (title, printed) in enumerate(LESSONS):
        indent = 40 if title.startswith("第") else 60
        pdfmake.write(toc, indent, 110 + n * 30, title, 12)
        pdfmake.write(toc, 360, 110 + n * 30, str(printed + 4), 12)  # printed 5.. : see below
    by_printed: dict[int, list[str]] = {}
    for title, printed in LESSONS:
        by_printed.setdefault(printed, []).append(title)
    for printed in range(1, 6):  # physical page printed+1 carries the printed number printed+4
        page = pdfmake.new_page(doc)
        pdfmake.write(page, 40 if printed % 2 else 280, 36, HEADER if printed % 2 else "数学 五年级", 9)
        y = 80
        for title in by_printed.get(printed, []):
            pdfmake.write(page, 40, y, title, 15)
            y += 30
            for _ in range(2):
                pdfmake.write(page, 40, y, BODY[:24], 11)
                pdfmake.write(page, 40, y + 18, BODY[24:], 11)
                y += 44
        if printed == 3:  # a figure with its labels and an answer option under it
            page.draw_rect(pymupdf.Rect(120, y + 10, 260, y + 110), width=1)
            pdfmake.write(page, 110, y + 125, "2 E", 11)
            pdfmake.write(page, 250, y + 60, "20°", 11)
            pdfmake.write(page, 40, y + 160, "(C)54cm2", 11)
        pdfmake.write(page, 205, 570, str(printed + 4), 10)
    return pdfmake.scanned(doc, dpi=200, angles={2: 1.0, 4: -0.8})


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).replace(" ", "")


def test_a_scanned_workbook_gets_its_contents_tree_labels_and_no_running_header():
    files, report = parse_pdf(_workbook(), workers=0)
    assert report["ocr_pages"] == 6 and report["text_pages"] == 0
    items = json.loads(files["content_list.json"])
    labels = page_labels_from(items)
    assert {p: labels.get(p) for p in range(2, 7)} == {p: str(p + 3) for p in range(2, 7)}, labels
    tree = build_pageindex(items, book_id="t/s", doc_name="s")
    got = [(_fold(n["title"]), n["start_index"]) for _, n, _ in walk(tree["structure"])]
    assert tree["contents"]["path"] == "contents", tree["contents"]
    for title, printed in LESSONS:
        assert (_fold(title), printed + 1) in got, (title, got)
    titles = {t for t, _ in got}
    assert not any(HEADER in t for t in titles), got
    assert not titles & {"2E", "20°", "(C)54cm2"}, got
    assert any(i["type"] == "header" and i["text"].replace(" ", "") == HEADER for i in items)


def _line(text, bbox, **kw):
    return {"text": text, "bbox": bbox, "size": 10, "ocr": True, **kw}


def test_fragments_figure_labels_and_options_are_never_headings_titles_are_kept():
    for text in ("2 E", "20°", "(C)54cm2", "B. 12", "课"):
        assert scan_lines.fragment(text, running=True), text
    for text in ("习题6.1", "1.2 平行四边形", "Introduction", "A. Mobile Platform"):
        assert not scan_lines.fragment(text, running=True), text
    assert scan_lines.fragment("本社组编", running=False)  # a cover line, on a page without text


def test_page_numbers_out_of_step_are_dropped():
    pages = [[_line(str(v), [480, 950, 520, 970], kind="page_number")] for v in (3, 4, 8, 6, 7)]
    dropped = scan_lines.check_numbers(pages)
    assert dropped == [{"page": 3, "text": "8"}]
    assert [b[0]["text"] for b in pages if b] == ["3", "4", "6", "7"]


def test_a_running_title_read_differently_on_some_pages_is_one_group():
    texts = ["华东师大版一课一练", "华东师大版一课—练", "华东师大版一课一练", "华东师大版-课一练"]
    pages = [[_line(t, [100, 30, 400, 50])] for t in texts]
    scan_lines.furniture_keys(pages)
    assert {p[0].get("furniture_key", p[0]["text"]) for p in pages} == {texts[0]}


def test_a_tilted_line_is_straightened_before_its_box_is_taken():
    # a 400 x 12 line turned by 1.5 degrees: its axis-aligned box is ~22 tall, straightened ~12
    import math

    a = math.radians(1.5)
    quad = [[0, 0], [400 * math.cos(a), 400 * math.sin(a)],
            [400 * math.cos(a) - 12 * math.sin(a), 400 * math.sin(a) + 12 * math.cos(a)],
            [-12 * math.sin(a), 12 * math.cos(a)]]
    assert abs(ocr_lines.skew([quad]) - 1.5) < 0.01
    box = ocr_lines.straighten(quad, 1.5, (200, 300))
    assert abs((box[3] - box[1]) - 12) < 0.5


def test_roman_page_numbers_take_the_case_their_telling_letters_show():
    pages = [[_line(t, [480, 950, 520, 970], kind="page_number")] for t in ("iii", "iv", "V", "vi", "vii")]
    assert scan_lines.check_numbers(pages) == []
    assert [p[0]["text"] for p in pages] == ["iii", "iv", "v", "vi", "vii"]


def test_a_chinese_ten_that_ocr_read_as_plus_is_put_back():
    ten_read_as_plus = ocr_lines.ten_read_as_plus
    assert [ten_read_as_plus(t) for t in ("题型+ 脚蹬脚模型 87", "第+章 概率", "第二+一章", "+一、选择题")] == \
        ["题型十 脚蹬脚模型 87", "第十章 概率", "第二十一章", "十一、选择题"]
    kept = ("3+5=8", "a+b", "第+1题", "模型+ 半角", "手拉手模型+旋转", "二+一")
    assert [ten_read_as_plus(t) for t in kept] == list(kept)


def test_specks_above_and_below_a_line_do_not_make_its_type_larger():
    # issue 28: a noisy scan's specks inside a line's box were counted as ink, so body lines on a
    # noisy page read ~25% larger than on a clean one and became size-ranked headings
    import numpy as np

    gray = np.full((100, 420), 255, dtype=np.uint8)
    for x in range(10, 410, 24):
        gray[40:61, x:x + 18] = 20  # glyphs 21 px tall
    for x in range(15, 410, 45):
        gray[30, x] = gray[70, x + 7] = 40  # specks in every strip (90 px), above and below the glyphs
    quad = [[5, 28], [415, 28], [415, 73], [5, 73]]
    assert ocr_lines.ink(gray, quad)[1] == 21


def test_a_ruled_line_through_a_box_is_not_type():
    # a table's rules run through a cell's box on a scan; they made short cells read as large type
    import numpy as np

    gray = np.full((100, 420), 255, dtype=np.uint8)
    for x in range(10, 410, 24):
        gray[40:61, x:x + 18] = 20  # glyphs 21 px tall
    gray[31:33, :] = 20  # a horizontal rule above them, inside the box
    gray[:, 2:4] = 20  # a vertical rule at the box's left edge
    assert ocr_lines.ink(gray, [[0, 28], [415, 28], [415, 73], [0, 73]])[1] == 21


def test_formulas_and_lone_letters_are_fragments_words_are_not():
    # issue 28: an OCR'd answer booklet's tree was formula fragments and a figure's point names
    for text in ("sin53°", "∠ABC=90°", "A(B)", "C1", "0 inside Ω"):
        assert scan_lines.fragment(text, running=True), text
    for text in ("Pi", "1.2 Set", "6.1 Sets", "Introduction"):
        assert not scan_lines.fragment(text, running=True), text


def test_ocr_lines_that_cannot_be_titles_are_marked_never_headings():
    # whatever size OCR reads for them: a wrapped line, a sentence's end, code, a bullet, an
    # attribution at the right, a paragraph's first line, an unsure reading, an address
    never = ["graphical functions: plot isolines in 2D", "application/octet-stream.", "Example:", "千米.",
             "MIME types)", "begin, {", "• dyy()", "本课以a和声小调和C宫系统调为调式基础，包括了三种节",
             "拍类型。在视唱本课旋律时，要注意"]
    for text in never:
        assert scan_lines.no_title(_line(text, [100, 300, 600, 320])), text
    assert scan_lines.no_title(_line("[德〕贝多芬", [700, 300, 900, 320]))
    assert scan_lines.unsure(_line("avesg s ad i e e tess", [100, 300, 600, 320], confidence=0.6))
    assert scan_lines.unsure(_line("X Desktop Group (http://www.freedesktop.org)", [100, 300, 600, 320]))
    kept = ["2.4. The glob files", "一、C大调及C宫系统调（1）", "五、a小调及C宫系统调(2)", "References", "学术论文：",
            "Mong Dong(片段)", "三、解答题（本大题共8小题，第17-19小题每小题6分）"]
    for text in kept:
        block = _line(text, [100, 300, 600, 320], confidence=0.99)
        assert not scan_lines.no_title(block) and not scan_lines.unsure(block), text


def test_a_numbered_question_under_a_part_heading_opens_its_own_block():
    import f.common.pdf.ocr as ocr

    def line(x1, y0, text):
        return {"bbox": [50, y0, x1, y0 + 12], "text": text, "size": 10.0, "confidence": 1.0}

    lines = [line(400, 100, "一、选择题（本大题共10小题，每小题3分，共30分）"), line(380, 116, "1.（3分）-3的相反数是（ ）"),
             line(400, 132, "2.（3分）如图，直线a，b被直线c所截，那么∠1的同位角"), line(200, 148, "是（ ）")]
    assert [b["text"] for b in ocr.group_lines(lines)] == [
        lines[0]["text"], lines[1]["text"], lines[2]["text"] + lines[3]["text"]]


def test_a_running_title_read_with_other_brackets_is_one_group():
    texts = ["第四单元华夏乐章一)", "第四单元华夏乐章（一)", "第四单元 华夏乐章（一)"]
    pages = [[_line(t, [670, 47, 903, 70])] for t in texts]
    scan_lines.furniture_keys(pages)
    assert {p[0].get("furniture_key", p[0]["text"]) for p in pages} == {texts[0]}


def test_a_units_running_title_on_every_other_page_is_furniture_however_heavy_it_reads():
    from f.common.pdf.furniture import running

    top = [694, 48, 908, 69]  # the top margin proper, page units
    unit = [(p, "第三单元 美丽的村庄", top, True) for p in (22, 24, 26)]
    apart = [(p, "练习与思考", top, True) for p in (5, 12, 30)]  # a heading met three times: no title
    assert running(unit + apart, 40) == {0, 1, 2}


def test_captions_credits_and_lines_broken_mid_sentence_are_no_titles():
    for text in ("里姆斯基-科萨科夫(1844—1908)", "李曙乡词李冕相曲", "The general syntax is",
                 "To create a triangulation you must either", ".Similarly dxy(u) *f means"):
        assert scan_lines.no_title(_line(text, [100, 300, 500, 320])), text
    for text in ("What is this spec?", "The source XML files", "Language used in this specification"):
        assert not scan_lines.no_title(_line(text, [100, 300, 500, 320])), text
