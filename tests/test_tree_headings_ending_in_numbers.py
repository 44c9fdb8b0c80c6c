"""Issue 28 (decision 0284): a numbered heading whose title ends in a number (`1.2  OTP 25`, a
release's section in Erlang/OTP's documentation) was dropped as a stray contents line
(`2.1 Foundations 7`), and the headings under it fell into the section before. A contents line
sets its page number in a column at the right; a heading ending in a number stops short of the
middle of the page's text, so it stays a heading. A contents line outside the contents pages,
its number at the right margin, is still no heading."""
import pymupdf

from tests.pdfmake import paths_of, prose, to_bytes, tree_of


def _release_notes() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "1 Deprecations", fontname="hebo", fontsize=18)
    y = prose(page, 118, 2)
    for n, (title, under) in enumerate([("Introduction", []), ("OTP 25", ["Functions Deprecated in OTP 25"]),
                                        ("OTP 24", ["Old Link Protocol", "Functions Deprecated in OTP 24"])]):
        page.insert_text((72, y), f"1.{n + 1}  {title}", fontname="hebo", fontsize=14)
        y = prose(page, y + 20, 2)
        for sub in under:
            page.insert_text((72, y), sub, fontname="hebo", fontsize=12)
            y = prose(page, y + 18, 2)
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "2 Installation", fontname="hebo", fontsize=18)
    y = prose(page, 118, 3)
    page.insert_text((72, y), "2.1  Building", fontname="hebo", fontsize=14)
    y = prose(page, y + 20, 3)
    # a contents line strayed onto a body page: its page number at the right margin
    page.insert_text((72, y), "2.2  Foundations" + " " * 100 + "7", fontname="hebo", fontsize=14)
    prose(page, y + 20, 3)
    return to_bytes(doc)


def test_a_heading_ending_in_a_number_keeps_its_sections():
    paths = paths_of(tree_of(_release_notes()))
    assert paths["1.2 OTP 25"] == ("1 Deprecations",)
    assert paths["Functions Deprecated in OTP 25"] == ("1 Deprecations", "1.2 OTP 25")
    assert paths["Old Link Protocol"] == ("1 Deprecations", "1.3 OTP 24")


def test_a_contents_line_with_its_number_at_the_margin_is_no_heading():
    paths = paths_of(tree_of(_release_notes()))
    assert not any(title.startswith("2.2") for title in paths)
