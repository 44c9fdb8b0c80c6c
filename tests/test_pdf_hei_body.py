"""Issue 28: Chinese books set headings in a Hei (黑体) face over a Song body, so a Hei face reads
as bold; a document whose body text is itself set in Hei (Microsoft YaHei, WenQuanYi Micro Hei) is
not all bold: there only a real bold weight counts. Its numbered list items (`（1）` over two
lines) are no bold numbered headings; its bold `一、` lines are."""

import pymupdf

from tests import pdfmake

BODY = "各单位应当按照本办法的要求认真组织实施并于每年年底前将落实情况书面报告主管部门以便统一部署" * 3


def _named(doc, face: str) -> None:
    """Every font of `doc` named `face`, as the PDF's producer would have named it."""
    for xref in range(1, doc.xref_length()):
        for key in ("BaseFont", "FontName"):
            if doc.xref_get_key(xref, key)[0] == "name":
                doc.xref_set_key(xref, key, f"/{face}")


def _pdf(body_face: str, heading_face: str) -> bytes:
    body, heads = pymupdf.open(), pymupdf.open()
    state = {"y": 800.0}

    def line(doc, text: str, gap: float = 18) -> None:
        if state["y"] + gap > 540:
            pdfmake.new_page(body), pdfmake.new_page(heads)
            state["y"] = 60.0
        pdfmake.write(doc[-1], 40, state["y"], text, 11)
        state["y"] += gap

    for top, title in enumerate(("总体要求", "主要任务", "保障措施", "监督检查")):
        state["y"] += 8
        line(heads, f"{'一二三四'[top]}、{title}", gap=26)
        for n in range(4):
            line(body, BODY[30 * n:30 * (n + 1)])
        state["y"] += 8
        for n in range(2):  # a list item of two lines, numbered, in the body's face
            line(body, (f"（{top + 1}）" if n == 0 else "") + BODY[10 + 28 * n:10 + 28 * (n + 1)])
        state["y"] += 8
        for n in range(4):
            line(body, BODY[10 + 30 * n:10 + 30 * (n + 1)])
    _named(body, body_face)
    _named(heads, heading_face)
    for page in body:  # the headings drawn over the body pages, in their own font
        page.show_pdf_page(page.rect, heads, page.number)
    return body.tobytes(garbage=3, deflate=True)


def test_a_body_set_in_hei_is_not_all_bold():
    data = _pdf("MicrosoftYaHei", "MicrosoftYaHei-Bold")
    fonts = {s["font"] for b in pymupdf.open(stream=data)[0].get_text("dict")["blocks"] for ln in b["lines"]
             for s in ln["spans"]}
    assert fonts == {"MicrosoftYaHei", "MicrosoftYaHei-Bold"}, fonts
    rows = pdfmake.outline(pdfmake.tree_of(data), skip=("前置内容",))
    assert rows == [(1, "一、总体要求"), (1, "二、主要任务"), (1, "三、保障措施"), (1, "四、监督检查")], rows
