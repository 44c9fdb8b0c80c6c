"""Issue 28: a proposed rule's five outline levels `I.` > `A.` > `1.` > `a.` > `(1)` across many
pages, every heading at the body's size: `I.` and `A.` bold, `1.` bold italic, `a.` italic and
`(1)` set plain, in the body's own type. The plain `(1)` level is a heading where it is one short
line of its own between blocks that are no items of its list; numbered list items (a list's items
stand together at one left edge), enumerations inside paragraphs, footnotes, table rows, a
paragraph's first line left alone at a page's foot and a list item whose sentence goes on below
stay out. A plain line in a scheme a larger heading uses is no title (one scheme, one level), and
a plain title is one line, never joined with the short line under it; an exam question's part over
a short line of working (its formula read apart) is no title."""

import pymupdf

from tests import pdfmake

WIDTH = 468  # the text block: 72 to 540 pt
FILLER = ("Each fund would adopt and implement a written program reasonably designed to assess and "
          "manage its risk and would review the program at least annually with its board of directors "
          "under the conditions the Commission sets out in this release for comment by the public")
FONTS = {0: "tibo", 1: "tibo", 2: "tibi", 3: "tiit", 4: "tiro"}
MARKS = [lambda k: ["I.", "II.", "III."][k], lambda k: "ABC"[k] + ".", lambda k: f"{k + 1}.",
         lambda k: "abc"[k] + ".", lambda k: f"({k + 1})"]
TITLES = ["Background", "Discussion", "Economic Analysis", "Request for Comment", "Compliance Dates",
          "Board Oversight", "Recordkeeping", "Exemptive Relief", "Costs and Benefits", "Alternatives"]


def _fit(text: str, width: float, size: float = 11) -> str:
    """The longest run of `text`'s words that fits `width` in 11 pt Times: a full line."""
    words, out = text.split(), ""
    for word in words:
        if pymupdf.get_text_length(f"{out} {word}".strip(), "tiro", size) > width:
            break
        out = f"{out} {word}".strip()
    return out


class Pages:
    def __init__(self):
        self.doc = pymupdf.open()
        self.page, self.y, self.notes = None, 800.0, 0
        self.want: list[tuple[int, str]] = []

    def room(self, height: float) -> None:
        if self.y + height > 720:
            self.page = self.doc.new_page(width=612, height=792)
            self.page.insert_text((240, 40), "Liquidity Programs; Proposed Rule", fontname="tiro", fontsize=8)
            self.page.insert_text((300, 770), str(self.doc.page_count), fontname="tiro", fontsize=9)
            self.y = 80.0

    def line(self, text: str, x: float = 72, font: str = "tiro", gap: float = 14) -> None:
        self.room(gap)
        self.page.insert_text((x, self.y), text, fontname=font, fontsize=11)
        self.y += gap

    def paragraph(self, lines: int, lead: str = "") -> None:
        self.room(14 * lines + 10)
        words = (lead + " " + FILLER).strip()
        for _ in range(lines):
            text = _fit(words, WIDTH)
            self.line(text)
            words = words[len(text):].strip() or FILLER
        self.y += 10

    def heading(self, level: int, title: str) -> None:
        self.room(60)
        self.y += 6
        self.line(title, font=FONTS[level], gap=20)
        self.want.append((level + 1, title))

    def footnote(self, text: str) -> None:
        self.notes += 1
        self.page.insert_text((72, 700 + 10 * (self.notes % 2)), f"{self.notes}. {text}", fontname="tiro",
                              fontsize=8)


def _pdf() -> tuple[bytes, list[tuple[int, str]]]:
    out = Pages()
    count = [0]

    def walk(level: int) -> None:
        for k in range(2):
            count[0] += 1
            out.heading(level, f"{MARKS[level](k)} {TITLES[count[0] % len(TITLES)]}")
            out.paragraph(4, "Under the proposal a fund would (1) adopt written policies; (2) review them"
                          if count[0] % 3 == 0 else "")
            if count[0] % 4 == 1:  # a list of short items at one left edge, in the (1) scheme
                for n, item in enumerate(("Adopt written policies", "Review them each year", "Report to the board")):
                    out.line(f"({n + 1}) {item}", x=90)
                out.y += 8
            if count[0] % 5 == 2:  # a table whose number and title cells read as one line
                for n, (item, share) in enumerate((("Highly Liquid Investments", "49%"), ("Illiquid Investments", "7%"))):
                    out.room(14)
                    out.page.insert_text((90, out.y), f"{n + 1}. {item}", fontname="tiro", fontsize=11)
                    out.page.insert_text((400, out.y), share, fontname="tiro", fontsize=11)
                    out.y += 14
                out.y += 8
            if count[0] % 7 == 3:  # a list item whose sentence goes on below, set in under it
                out.line("(1) Each contributor grants you a licence", x=90)
                out.line("under its patent claims to make and use the work.", x=108)
                out.y += 8
            if count[0] % 6 == 0 and out.page is not None:
                out.footnote("See the discussion of liquidity classification above")
            if level + 1 < len(MARKS):
                walk(level + 1)

    walk(0)
    # a paragraph's first line alone at a page's foot, numbered like the deepest level
    out.paragraph(3)
    out.y = 706
    out.line(_fit("(2) Each contributor grants you a royalty free licence under the patent claims it can "
                  "license to make use sell offer for sale and import the contribution", WIDTH))
    out.y = 800
    out.paragraph(3, "licence without any further condition")
    return pdfmake.to_bytes(out.doc), out.want


def test_five_levels_nest_by_first_use_and_lists_stay_out():
    data, want = _pdf()
    assert len(want) == 62 and pymupdf.open(stream=data).page_count >= 12
    tree = pdfmake.tree_of(data)
    rows = pdfmake.outline(tree, skip=("Front matter",))
    assert rows == want, [r for r in rows if r not in want] or rows


ZH_BODY = "各单位应当按照本通知的要求认真组织实施并于每年年底前将落实情况书面报告主管部门以便统一部署" * 3


def _zh_pdf() -> tuple[bytes, list[tuple[int, str]]]:
    """A Chinese notice: `一、` at 14 pt over `（一）` and `1.` set plain at the body's 11 pt, and a
    paragraph whose first line, `（二）...` running to the right edge, is left alone at a page's foot."""
    doc = pymupdf.open()
    want: list[tuple[int, str]] = []
    state = {"page": None, "y": 800.0}

    def line(text: str, size: float = 11, x: float = 40, gap: float = 18) -> None:
        if state["y"] + gap > 540:
            state["page"], state["y"] = pdfmake.new_page(doc), 60.0
        pdfmake.write(state["page"], x, state["y"], text, size)
        state["y"] += gap

    def paragraph(lines: int, start: int = 0) -> None:
        if state["y"] + 18 * lines > 540:
            state["y"] = 800.0  # kept together on the next page
        for n in range(lines):
            line(ZH_BODY[start + 30 * n:start + 30 * (n + 1)])  # 30 characters of 11 pt fill 40 to 370
        state["y"] += 8

    for top, title in enumerate(("总体要求", "主要任务", "保障措施")):
        line(f"{'一二三'[top]}、{title}", 14, gap=26)
        want.append((1, f"{'一二三'[top]}、{title}"))
        paragraph(3)
        for k, sub in enumerate(("组织领导", "资金管理")):
            state["y"] += 8
            line(f"（{'一二'[k]}）{sub}", gap=26)
            want.append((2, f"（{'一二'[k]}）{sub}"))
            paragraph(3, 5)
            for n, item in enumerate(("建立台账", "定期检查")):
                state["y"] += 8
                line(f"{n + 1}. {item}", gap=26)
                want.append((3, f"{n + 1}. {item}"))
                paragraph(4, 7)
    state["y"] = 515.0
    line("（二）" + ZH_BODY[:27])  # a paragraph's first line at the foot of the page, full width
    state["y"] = 800.0
    paragraph(2, 27)
    return pdfmake.to_bytes(doc), want


def test_chinese_plain_levels_and_a_full_line_at_a_page_foot():
    data, want = _zh_pdf()
    rows = pdfmake.outline(pdfmake.tree_of(data), skip=("前置内容", "Front matter"))
    assert rows == want, [r for r in rows if r not in want] or rows


def _lessons_pdf() -> bytes:
    """A textbook's lessons `一、...` at 14 pt, each with parts numbered in the same scheme set plain
    (`一、音高模唱`), and named steps `（1）吸腿跳` set plain over a short `动作要点：` line close below."""
    doc = pymupdf.open()
    for lesson, title in enumerate(("音乐听辨与记忆", "节奏与律动")):
        page = pdfmake.new_page(doc)
        y = 60.0
        pdfmake.write(page, 40, y, f"{'一二'[lesson]}、{title}", 14)
        y += 30
        for part, (name, step) in enumerate((("音高模唱与记录", "吸腿跳"), ("节奏听辨与记录", "大射雁跳"))):
            pdfmake.write(page, 40, y, f"{'一二'[part]}、{name}", 11)
            y += 26
            for n in range(3):
                pdfmake.write(page, 40, y, ZH_BODY[30 * n:30 * (n + 1)], 11)
                y += 18
            y += 8
            pdfmake.write(page, 40, y, f"（{part + 1}）{step}", 11)
            pdfmake.write(page, 40, y + 16, "动作要点：一瞬间完成舞姿，从起步到落地要沿抛物线行进。", 11)
            y += 42
            for n in range(3):
                pdfmake.write(page, 40, y, ZH_BODY[5 + 30 * n:5 + 30 * (n + 1)], 11)
                y += 18
            y += 8
    return pdfmake.to_bytes(doc)


def test_one_scheme_one_level_and_a_plain_title_is_one_line():
    rows = pdfmake.outline(pdfmake.tree_of(_lessons_pdf()), skip=("前置内容",))
    assert rows == [(1, "一、音乐听辨与记忆"), (2, "（1）吸腿跳"), (2, "（2）大射雁跳"),
                    (1, "二、节奏与律动"), (2, "（1）吸腿跳"), (2, "（2）大射雁跳")], rows


def _exam_pdf() -> bytes:
    """An exam paper's part `一、解答题` at 14 pt over questions whose parts `（1）设 A 种魔方的单价为`
    stop where a formula (read apart) goes on, a short line of working under each."""
    doc = pymupdf.open()
    page = pdfmake.new_page(doc)
    y = 60.0
    pdfmake.write(page, 40, y, "一、解答题", 14)
    y += 30
    for n, (part, working) in enumerate((("设 A 种魔方的单价为", "x 元"), ("点 P 为直线", "AB 上一点"),
                                         ("该地某果农今年收获樱桃和枇杷共", "400 千克"))):
        for k in range(2):
            pdfmake.write(page, 40, y, ZH_BODY[10 * n + 30 * k:10 * n + 30 * (k + 1)], 11)
            y += 18
        y += 8
        pdfmake.write(page, 40, y, f"（{n + 1}）{part}", 11)
        pdfmake.write(page, 40, y + 30, working, 11)
        y += 60
    return pdfmake.to_bytes(doc)


def test_an_exam_question_over_its_working_is_no_title():
    rows = pdfmake.outline(pdfmake.tree_of(_exam_pdf()), skip=("前置内容",))
    assert rows == [(1, "一、解答题")], rows
