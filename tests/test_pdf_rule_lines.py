"""Issue 12: a rule typed as a line of underscores or dashes, set larger than the body (a
signature line, a separator), holds no words and is never a heading."""

import pymupdf

from f.common.tree.walk import walk
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."


def test_a_line_of_underscores_is_no_heading():
    doc = pymupdf.open()
    for title in ("Exhibits", "Signatures"):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 80), title, fontname="hebo", fontsize=16)
        for n in range(6):
            page.insert_text((72, 120 + n * 14), BODY, fontname="helv", fontsize=10)
        page.insert_text((72, 260), "___________________________", fontname="helv", fontsize=13)
        for n in range(6):
            page.insert_text((72, 300 + n * 14), BODY, fontname="helv", fontsize=10)
    tree = pdfmake.tree_of(pdfmake.to_bytes(doc))
    titles = [node["title"] for _depth, node, _parent in walk(tree["structure"])]
    assert titles == ["Exhibits", "Signatures"], titles
