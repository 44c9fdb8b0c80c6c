"""Issue 12: a filing's contents page set as a table (`Item 1A.` | `Risk Factors` | `22`, a
`Page No.` column head, a title wrapped over two rows with its number on the second) is read as
the contents, row by row: its Items nest under their Parts and the back matter after the last
Part (`Signatures`) is top-level, not a child of the last Item."""
import pymupdf

from tests import pdfmake

WIDTH = 612
BODY = ("We design and sell software and services to customers around the world, and we report our "
        "results in the segments described in this annual report on the pages that follow.")
# (marker, title, page) rows of the contents; None marker: a Part row or back matter
ROWS = [("PART I", None, None), ("Item 1.", "Business", 3), ("Item 1A.", "Risk Factors", 4),
        ("PART II", None, None),
        ("Item 5.", ("Market for Registrant's Common Equity, Related Stockholder Matters and",
                     "Issuer Purchases of Equity Securities"), 5),
        ("Item 7.", "Management's Discussion and Analysis", 6),
        (None, "Signatures", 7)]
BODY_HEADS = {3: ["PART I", "ITEM 1. BUSINESS"], 4: ["ITEM 1A. RISK FACTORS"],
              5: ["PART II", "ITEM 5. MARKET FOR REGISTRANT'S COMMON EQUITY"],
              6: ["ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS"], 7: ["SIGNATURES"]}


def _text(page, x, y, text, bold=False, right=False):
    font = "hebo" if bold else "helv"
    if right:
        x -= pymupdf.get_text_length(text, fontname=font, fontsize=10)
    page.insert_text((x, y), text, fontname=font, fontsize=10)


def _filing() -> bytes:
    doc = pymupdf.open()
    cover = doc.new_page(width=WIDTH, height=792)
    cover.insert_text((150, 200), "ANNUAL REPORT ON FORM 10-K", fontname="hebo", fontsize=20)
    toc = doc.new_page(width=WIDTH, height=792)
    _text(toc, 240, 72, "TABLE OF CONTENTS", bold=True)
    _text(toc, 540, 100, "Page No.", right=True)
    y = 124
    for marker, title, number in ROWS:
        if title is None:
            _text(toc, 72, y, marker, bold=True)
        else:
            lines = title if isinstance(title, tuple) else (title,)
            if marker:  # a wrapped title: its marker sits midway between the two rows
                _text(toc, 72, y + 7 * (len(lines) - 1), marker)
            for n, line in enumerate(lines):
                _text(toc, 130 if marker else 72, y + 14 * n, line)
            _text(toc, 540, y + 14 * (len(lines) - 1), str(number), right=True)
            y += 14 * (len(lines) - 1)
        y += 24
    for number in range(3, 8):
        page = doc.new_page(width=WIDTH, height=792)
        y = 72
        for head in BODY_HEADS[number]:
            _text(page, 72, y, head, bold=True)
            y += 30
        for _ in range(8):
            words, line = BODY.split(), ""
            for word in words:
                if pymupdf.get_text_length(line + " " + word, fontname="helv", fontsize=10) > 460:
                    _text(page, 72, y, line)
                    y, line = y + 13, word
                else:
                    line = (line + " " + word).strip()
            _text(page, 72, y, line)
            y += 30
        _text(page, 300, 760, str(number))
    return pdfmake.to_bytes(doc)


def test_a_contents_table_nests_items_under_parts_and_keeps_back_matter_on_top():
    tree = pdfmake.tree_of(_filing())
    top = {n["title"]: n for n in tree["structure"]}
    assert "PART I" in top and "PART II" in top, list(top)
    assert [n["title"] for n in top["PART I"]["nodes"]][:2] == ["Item 1. Business", "Item 1A. Risk Factors"]
    part_two = [n["title"] for n in top["PART II"]["nodes"]]
    assert part_two[0].startswith("Item 5") and "Market for Registrant" in part_two[0]
    assert any(t.startswith("Item 7.") for t in part_two)
    assert any(t.lower() == "signatures" for t in top), list(top)
    assert not [t for t in pdfmake.paths_of(tree) if t.lower().startswith("page no")]


def test_the_contents_rows_read_as_one_line_each():
    import json

    from f.common.pdf.run import parse_pdf

    files, _ = parse_pdf(_filing(), use_outline=False, workers=0)
    texts = [b.get("text") for b in json.loads(files["content_list.json"]) if b.get("page_idx") == 1]
    assert "Item 1A. Risk Factors 4" in texts and "Item 1. Business 3" in texts, texts
    assert not [t for t in texts if t and t.replace(" ", "").isdigit() and len(t) > 2]  # no `3 4 5 6`
