"""Issue 12: a numbered heading set larger than the body may run over two lines (`Appendix B
Examples of Software Functions for which FDA intends to exercise enforcement discretion`): it is
one heading (size-ranked, and kept by the tree past 120 characters), and a third line in the same
type, read as a block of its own, continues it; an unnumbered line that long is not a heading."""

import pymupdf

from f.common.tree.walk import walk
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."
LINES = {
    "Appendix A": ["Appendix A  Examples of Software Functions that are NOT Medical Devices"],
    "Appendix B": ["Appendix B  Examples of Software Functions for which FDA intends to exercise",
                   "enforcement discretion under the Act and its regulations"],
    "Appendix C": ["Appendix C  Examples of Software Functions that are the focus of regulatory",
                   "oversight by the Agency (Device Software Functions and Mobile Apps)"],
}


def _pdf() -> bytes:
    doc = pymupdf.open()
    for lines in LINES.values():
        page = doc.new_page(width=612, height=792)
        y = 80
        for line in lines:  # 14 pt, not bold, body 10 pt
            page.insert_text((72, y), line, fontname="helv", fontsize=14)
            y += 17
        page.insert_text((72, y + 20), "Examples of software functions that are not medical devices "
                         "are set out on this page", fontname="helv", fontsize=14)
        for n in range(10):
            page.insert_text((72, y + 60 + n * 14), BODY, fontname="helv", fontsize=10)
    return pdfmake.to_bytes(doc)


def test_a_two_line_numbered_heading_is_one_node_and_a_long_plain_line_is_none():
    tree = pdfmake.tree_of(_pdf())
    titles = [node["title"] for _depth, node, _parent in walk(tree["structure"])]
    want = [" ".join(" ".join(lines).split()) for lines in LINES.values()]
    assert titles == want, titles


def test_a_third_line_in_the_same_type_joins_a_long_numbered_heading():
    from f.common.pdf.outline import join_wrapped

    first = {"bbox": [147, 101, 879, 149], "size": 14.0, "bold": False, "lines": 2, "text_level": 3,
             "text": "Appendix C  Examples of Software Functions that are the focus of FDA's regulatory "
                     "oversight (Device Software"}
    third = {"bbox": [147, 153, 620, 176], "size": 14.0, "bold": False, "lines": 1, "text_level": 3,
             "text": "Functions and Mobile Medical Apps)"}
    pages = [[first, third]]
    assert join_wrapped(pages) == 1
    assert pages[0][0]["text"].endswith("(Device Software Functions and Mobile Medical Apps)")


def test_an_italic_heading_does_not_take_the_upright_line_under_it():
    # groff -ms sets a release's `3. More details` in italic with no space under it (1041): the
    # paragraph's first line, upright, is no second line of the title; an italic second line is
    from f.common.pdf.outline import join_wrapped

    head = {"bbox": [139, 739, 260, 752], "size": 11.0, "bold": False, "italic": True, "lines": 1,
            "text_level": 4, "text": "3. More details"}
    para = {"bbox": [139, 759, 470, 772], "size": 11.0, "bold": False, "lines": 1,
            "text": "Let's talk about each new feature in turn."}
    pages = [[head, para]]
    assert join_wrapped(pages) == 0 and len(pages[0]) == 2
    wrapped = {**para, "italic": True, "text": "and their migration"}
    pages = [[dict(head), wrapped]]
    join_wrapped(pages)
    assert pages[0][0]["text"] == "3. More details and their migration"
