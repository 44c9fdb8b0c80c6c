"""Issue 28: a numbered section whose whole title is a year or a span of years (`10.1.1  2003`,
`10.1.4  2006–2007`: TeX Live's release history), set in the body's type. It has no letters, so it
was read neither as a contents line nor as a heading; it is one where its number goes on with the
numbering (a numbered list of years in a paragraph does not)."""
import pymupdf

from tests.pdfmake import BODY, FONT, font_buffer, outline, to_bytes, tree_of

YEARS = [("1.1.1", "2003", 2), ("1.1.2", "2004", 2), ("1.1.3", "2005–2006", 3), ("1.1.4", "2007", 3)]


def _history(contents: bool) -> bytes:
    doc = pymupdf.open()

    def new_page():  # with a face that has the en dash (`2005–2006`)
        page = doc.new_page(width=612, height=792)
        page.insert_font(fontname=FONT, fontbuffer=font_buffer())
        return page

    if contents:
        page = new_page()
        page.insert_text((72, 90), "Contents", fontname="tibo", fontsize=20)
        rows = [("1", "History", 2), ("1.1", "Past", 2), *YEARS, ("1.2", "Present", 4)]
        for n, (mark, title, at) in enumerate(rows):
            y = 130 + 16 * n
            x = 72 + 14 * mark.count(".")
            page.insert_text((x, y), f"{mark}  {title}", fontname=FONT, fontsize=10)
            page.insert_text((x + 80, y), " ." * 60, fontname="tiro", fontsize=10)
            page.insert_text((520, y), str(at), fontname="tiro", fontsize=10)
    for number in (2, 3, 4):
        page, y = new_page(), 90
        if number == 2:
            page.insert_text((72, y), "1  History", fontname="hebo", fontsize=16)
            page.insert_text((72, y + 30), "1.1  Past", fontname="hebo", fontsize=13)
            y += 60
        if number == 4:
            page.insert_text((72, y), "1.2  Present", fontname="hebo", fontsize=13)
            y += 30
        for mark, year, at in YEARS:
            if at == number:
                page.insert_text((72, y), f"{mark}  {year}", fontname=FONT, fontsize=10)
                y += 20
                for _ in range(5):
                    page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
                    y += 13
                y += 12
        for _ in range(4):
            page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
            y += 13
        page.insert_text((300, 760), str(number), fontname="tiro", fontsize=10)
    return to_bytes(doc)


WANT = [(1, "1 History"), (2, "1.1 Past")] + [(3, f"{mark} {year}") for mark, year, _ in YEARS] + [(2, "1.2 Present")]


def test_sections_titled_with_years_are_headings():
    assert outline(tree_of(_history(contents=False)), skip=("Front matter",)) == WANT


def test_contents_lines_titled_with_years_are_entries():
    assert outline(tree_of(_history(contents=True)), skip=("Contents", "Front matter")) == WANT
