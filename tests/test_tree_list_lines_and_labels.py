"""Issue 28: bold lines that are no titles, found reading Erlang/OTP's system documentation (sixth
set, seen). A list item's line set in bold, ending in a comma and a conjunction, goes on in the
next one (a link: `0.30000000000000004.com/, and`): no heading, so the data types after it stay
under their section. A diagram's labels (`P1 P2 P3 Pn` in a supervision tree) are no heading either."""
import pymupdf

from tests.pdfmake import paths_of, prose, to_bytes, tree_of


def _manual() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), "6  Reference Manual", fontname="hebo", fontsize=18)
    page.insert_text((72, 120), "6.3  Data Types", fontname="hebo", fontsize=14)
    y = prose(page, 145, 3)
    page.insert_text((72, y), "Read more about floating point numbers:", fontname="tiro", fontsize=10)
    page.insert_text((80, y + 16), "\u2022", fontname="tiro", fontsize=10)
    page.insert_text((96, y + 16), "0.30000000000000004.com/, and", fontname="hebo", fontsize=12)
    page.insert_text((80, y + 32), "\u2022", fontname="tiro", fontsize=10)
    page.insert_text((96, y + 32), "Floating Point Arithmetic: Issues and Limitations.", fontname="tiro", fontsize=10)
    y += 60
    for title in ("Atom", "Bit Strings and Binaries", "Reference"):
        page.insert_text((72, y), title, fontname="hebo", fontsize=12)
        y = prose(page, y + 18, 3)
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), "6.4  Supervisors", fontname="hebo", fontsize=14)
    y = prose(page, 105, 3)
    for x, label in ((150, "P1 P2 P3 Pn"), (150, "P1 P2 P3")):
        page.insert_text((x, y + 20), label, fontname="hebo", fontsize=12)
        page.draw_rect(pymupdf.Rect(140, y, 300, y + 30))
        y += 50
    for title in ("one_for_all", "rest_for_one"):
        page.insert_text((72, y), title, fontname="hebo", fontsize=12)
        y = prose(page, y + 18, 3)
    return to_bytes(doc)


def test_a_bold_list_line_and_diagram_labels_are_no_headings():
    paths = paths_of(tree_of(_manual()))
    assert not any("0.30000000000000004" in title or title.startswith("P1 P2") for title in paths)
    for title in ("Atom", "Bit Strings and Binaries", "Reference"):
        assert paths[title][-1] == "6.3 Data Types"
    for title in ("one_for_all", "rest_for_one"):
        assert paths[title][-1] == "6.4 Supervisors"
