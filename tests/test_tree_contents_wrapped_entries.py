"""Issue 12: a contents entry whose title wraps onto a second line, the page number on that second
line (`Appendix B  Examples of ... exercise` / `enforcement discretion ........ 22`), is one entry:
one node with the whole title on its page, no `enforcement discretion` node of its own."""

import pymupdf

from f.common.tree.walk import walk
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."
CONTENTS = [("Appendix A  Examples of software that is not a device", "1"),
            ("Appendix B  Examples of software for which the Agency intends to exercise", None),
            ("enforcement discretion", "2"), ("Appendix C  Examples of regulations", "3"),
            ("Appendix D  Brief description of requirements", "4"), ("Appendix E  Frequently asked questions", "5")]
HEADINGS = ["Appendix A  Examples of software that is not a device",
            "Appendix B  Examples of software for which the Agency intends to exercise enforcement discretion",
            "Appendix C  Examples of regulations", "Appendix D  Brief description of requirements",
            "Appendix E  Frequently asked questions"]


def _pdf() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), "Contents", fontname="hebo", fontsize=16)
    for n, (title, printed) in enumerate(CONTENTS):  # title, leaders and number set apart
        y = 120 + n * 34
        page.insert_text((72, y), title, fontname="helv", fontsize=10)
        if printed:
            page.insert_text((470, y), ". " * 10, fontname="helv", fontsize=10)
            page.insert_text((540, y), printed, fontname="helv", fontsize=10)
    for printed, heading in enumerate(HEADINGS, start=1):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 80), heading, fontname="hebo", fontsize=10)
        for n in range(10):
            page.insert_text((72, 110 + n * 14), BODY, fontname="helv", fontsize=10)
        page.insert_text((300, 760), str(printed), fontname="helv", fontsize=9)
    return pdfmake.to_bytes(doc)


def test_a_wrapped_contents_entry_is_one_node():
    tree = pdfmake.tree_of(_pdf())
    assert tree["contents"]["path"] == "contents"
    got = [(" ".join(n["title"].split()), n["start_index"]) for _d, n, _p in walk(tree["structure"])
           if n["title"] != "Contents"]  # the contents page's own node (issue 28)
    assert got == [(" ".join(h.split()), page) for page, h in enumerate(HEADINGS, start=2)], got
    assert not any(n.get("contents_only") for _d, n, _p in walk(tree["structure"]))
