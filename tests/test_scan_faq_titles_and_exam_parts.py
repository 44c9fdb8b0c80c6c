"""Issue 28, tenth round (decision 0416): on OCR'd pages, numbered titles set at the body's size in a
heavier face (a FAQ's questions over their answers) are titles when their numbers rise and their
stroke weight is over their paragraphs'; an exam's part heading whose note follows a colon
(`一、选择题：本题共8小题…。`) is a part heading; a corner mark over a paper's two-line title
(`绝密★启用前`) is no line of the title. Small hand-made OCR blocks (page units 0-1000) through
f.common.pdf.scan_lines and the items built from them (f.common.pdf.items)."""
from f.common.pdf import scan_lines
from f.common.pdf.items import build_items
from tests.pdfmake import ocr_line as _line

ANSWER = ("本文档采用自由软件组织颁布的自由文档许可证，你可以在保证文档的完整性前提下自由拷贝、传播这份文档，"
          "也可以摘录其中的部分内容。")
QUESTIONS = ["CTeX 网站包括几个部分？", "这个 FAQ 的目的是什么？", "我可以打印、传播、转载这份文档的内容吗？",
             "哪里能找到我想要的宏包？", "如何升级现有的系统？"]


def _faq_pages(numbers, title_weight, answer_weight=0.085):
    """Pages of numbered questions, each over its answer (a paragraph of three lines)."""
    pages, y, page = [], 100, []
    for number, question in zip(numbers, QUESTIONS):
        page.append(dict(_line(f"{number} {question}", [118, y, 600, y + 18], size=10.4), weight=title_weight))
        page.append(dict(_line(ANSWER * 2, [118, y + 25, 880, y + 85], lines=3, size=10.4), weight=answer_weight))
        y += 150
        if y > 700:
            pages.append(page)
            page, y = [], 100
    return pages + [page] if page else pages


def test_numbered_questions_heavier_than_their_answers_are_titles():
    pages = _faq_pages([1, 2, 3, 5, 6], title_weight=0.118)  # 4 read apart from its title: skipped
    assert scan_lines.mark_heavier_numbered_lines(pages) == 5
    titles = [b for blocks in pages for b in blocks if b["text"][0].isdigit()]
    assert all(b.get("text_level") and not b.get("no_heading") for b in titles), titles


def test_numbered_questions_in_the_answers_weight_or_out_of_step_stay_text():
    plain = _faq_pages([1, 2, 3, 4, 5], title_weight=0.09)  # an exam's questions: the body's weight
    assert scan_lines.mark_heavier_numbered_lines(plain) == 0
    assert not any(b.get("text_level") for blocks in plain for b in blocks)
    # a list inside an answer numbers back from 1: its items are not the series' titles
    heavy = _faq_pages([31, 32, 33, 1, 3], title_weight=0.118)
    assert scan_lines.mark_heavier_numbered_lines(heavy) == 3
    listed = [b for blocks in heavy for b in blocks if b["text"].startswith(("1 ", "3 "))]
    assert not any(b.get("text_level") for b in listed), listed


def _paper(first_lines):
    """An exam paper's first page: `first_lines` at its top, then its parts over questions."""
    stem = "已知二次函数的图象经过点A和点B，且对称轴为直线x=1，求这个二次函数的解析式并写出顶点坐标。"
    pages = []
    parts = ["一、选择题：本题共8小题，每小题5分，共40分。在每小题给出的四个选项中，只有一项是符合题目要求的。",
             "二、填空题：本题共4小题，每小题5分，共20分。"]
    for n, part in enumerate(parts):
        blocks = list(first_lines) if n == 0 else []
        blocks.append(_line(part, [120, 372, 880, 410], lines=2, size=10.9))
        blocks += [_line(f"{k + 1}. {stem}", [120, 430 + 60 * k, 880, 470 + 60 * k], lines=2, size=11.5)
                   for k in range(6)]
        pages.append({"blocks": blocks, "images": [], "tables": [], "label": None})
    return pages


def test_part_headings_with_their_note_after_a_colon_are_headings():
    items, _ = build_items(_paper([]))
    headings = [i["text"] for i in items if i.get("text_level")]
    assert [h[:5] for h in headings] == ["一、选择题", "二、填空题"], headings


def test_a_corner_mark_over_a_two_line_title_is_no_line_of_it():
    mark = _line("绝密★启用前", [119, 87, 230, 104], size=11.5)
    title = _line("2021年普通高等学校招生全国统一考试", [281, 111, 720, 132], size=15.8)
    subject = _line("数学(理科)", [392, 145, 608, 178], size=23.5)
    pages = [p["blocks"] for p in _paper([mark, title, subject])]
    assert scan_lines.join_title_lines(pages) == 1
    assert title["text"] == "2021年普通高等学校招生全国统一考试 数学(理科)" and subject not in pages[0]
    # a line set in the corner that is no short mark (a paragraph's first line) stops the join
    note = _line("本试卷共4页，22题。全卷满分150分。考试用时120分钟。考生注意事项如下", [119, 87, 480, 104], size=11.5)
    title2 = _line("2021年普通高等学校招生全国统一考试", [281, 111, 720, 132], size=15.8)
    subject2 = _line("数学(理科)", [392, 145, 608, 178], size=23.5)
    assert scan_lines.join_title_lines([p["blocks"] for p in _paper([note, title2, subject2])]) == 0
