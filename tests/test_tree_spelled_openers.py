"""Issue 28: a chapter opener whose number is spelled out alone on its line (memoir's `One` over
`Starting off`, `Chapter Two`): the number and the title under it are one chapter, numbered as the
word says and named as its contents line names it (`1 Starting off`), so that the chapter's `1.1`
sections sit under it and the next chapter is its sibling, not its child. Two or more different
numbers are needed: a lone `One` heading is a title."""
import pymupdf

from tests.pdfmake import BODY, outline, to_bytes, tree_of


def _chapter(doc, word: str, title: str, sections: list[str]) -> None:
    page = doc.new_page(width=612, height=792)
    page.insert_text((260, 120), word, fontname="tiit", fontsize=24)
    page.insert_text((220, 170), title, fontname="tibo", fontsize=20)
    y = 220.0
    for section in sections:
        page.insert_text((72, y), section, fontname="tibo", fontsize=12)
        y += 20
        for _ in range(5):
            page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
            y += 13
        y += 14


def test_a_spelled_number_over_a_title_is_one_chapter():
    doc = pymupdf.open()
    _chapter(doc, "One", "Starting off", ["1.1 Stock paper sizes", "1.2 Type size options"])
    _chapter(doc, "Two", "Laying out the page", ["2.1 The typeblock", "2.2 Side margins"])
    _chapter(doc, "Three", "Text and fonts", ["3.1 Font sizes"])
    assert outline(tree_of(to_bytes(doc))) == [
        (1, "1 Starting off"), (2, "1.1 Stock paper sizes"), (2, "1.2 Type size options"),
        (1, "2 Laying out the page"), (2, "2.1 The typeblock"), (2, "2.2 Side margins"),
        (1, "3 Text and fonts"), (2, "3.1 Font sizes")]


def test_a_lone_number_word_is_a_title_of_its_own():
    doc = pymupdf.open()
    _chapter(doc, "One", "Starting off", ["1.1 Stock paper sizes"])
    titles = [title for _depth, title in outline(tree_of(to_bytes(doc)))]
    assert "1 Starting off" not in titles and "Starting off" in titles
