"""Issue 28 (decision 0283): a FAQ numbers its chapters `1.` and titles them with questions
(`1. What is TeX?`), its questions `1.1.` beneath. A numbered title ending in `?` reads as an
exercise, so the chapters sat beside their own sections and the next chapter under the last
section. Where the first decimal heading after it is its own (`1.1.` after `1.`), such a question
is the chapter; without its sections after it, it stays as it was."""
import pymupdf

from tests.pdfmake import contents_page, number_pages, outline, paths_of, titled_paragraph, to_bytes, tree_of

CHAPTERS = [
    ("1. What are TeX and its friends?", ["1.1. What is TeX?", "1.2. Why is TeX free?"]),
    ("2. What documentation is there?", ["2.1. Tutorials in English", "2.2. Which books?"]),
    ("3. How do I get TeX?", ["3.1. Distributions", "3.2. Which editors work well?"]),
]


def _faq(chapters, contents=True) -> bytes:
    """A contents page (chapters in bold, questions set in), then a page per chapter."""
    doc = pymupdf.open()
    rows = []
    for n, (chapter, sections) in enumerate(chapters):
        rows += [(chapter, 72, n + 2, "tibo")] + [(s, 90, n + 2, "tiro") for s in sections]
    if contents:
        contents_page(doc, rows)
    for chapter, sections in chapters:
        page = doc.new_page(width=612, height=792)
        y = titled_paragraph(page, 90, chapter, font="hebo", size=17, lines=3)
        for section in sections:
            y = titled_paragraph(page, y + 10, section, font="hebo", size=13, lines=5)
    number_pages(doc)
    return to_bytes(doc)


def test_question_chapters_hold_their_numbered_questions():
    rows = outline(tree_of(_faq(CHAPTERS)), skip=("Contents",))
    want = []
    for chapter, sections in CHAPTERS:
        want += [(1, chapter)] + [(2, s) for s in sections]
    assert rows == want


def test_a_numbered_question_without_its_sections_is_no_chapter():
    # questions under a plain heading, no `1.1.` after `1.`: they stay inside it, as before
    chapters = [("Questions to answer", []), ("1. Why does the sky look blue?", []),
                ("2. Why is the sea salty?", []), ("Further reading", [])]
    paths = paths_of(tree_of(_faq(chapters, contents=False)))
    assert paths["1. Why does the sky look blue?"] == ("Questions to answer",)
    assert paths["2. Why is the sea salty?"] == ("Questions to answer",)
