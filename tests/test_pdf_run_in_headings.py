"""Issue 12: run-in headings (a numbered bold or italic phrase opening a plain paragraph,
`1. Investment Discretion. The Commission ...`) and numbered headings set in italic, as a
regulatory release sets its lower levels: each becomes a node on its page, nested by the order
the document first uses its numbering scheme, the marker kept and the closing stop dropped; the
paragraph keeps its text. Look-alikes stay text: an unnumbered bold lead-in (`Proof.`, a defined
term), a numbered italic list item in lower case, a bold question number alone."""
import pymupdf

from f.common.pdf.page_headings import run_in
from f.common.tree.walk import walk
from tests import pdfmake

WIDTH, SIZE = 612, 10
BODY = ("The Commission has long held that the adviser owes its clients a duty of care and loyalty "
        "in every service it provides, and it restates that view in the sections that follow.")
FONTS = {"plain": "helv", "bold": "hebo", "italic": "heit"}


def _runs(page, y, runs) -> None:
    """One line of (style, text) runs set one after the other on the same baseline."""
    x = 72
    for style, text in runs:
        page.insert_text((x, y), text, fontname=FONTS[style], fontsize=SIZE)
        x += pymupdf.get_text_length(text, fontname=FONTS[style], fontsize=SIZE)


def _paragraph(page, y, lead=None, style="bold") -> float:
    """A justified-width paragraph, its first line opened by `lead` in `style`."""
    words, lines, line = BODY.split(), [], ""
    room = 460 - (pymupdf.get_text_length(lead + " ", fontname=FONTS[style], fontsize=SIZE) if lead else 0)
    for word in words:
        if pymupdf.get_text_length(line + " " + word, fontname="helv", fontsize=SIZE) > room:
            lines.append(line)
            line, room = word, 460
        else:
            line = (line + " " + word).strip()
    lines.append(line)
    for n, text in enumerate(lines):
        runs = [(style, lead), ("plain", " " + text)] if lead and n == 0 else [("plain", text)]
        _runs(page, y, runs)
        y += 13
    return y + 13


def _release() -> bytes:
    doc = pymupdf.open()
    for heads in (
        [("bold", "I. Introduction"), None, ("bold", "A. Background"), None,
         ("run", "1. Investment Discretion."), ("run", "2. Trading Practices:"),
         ("italic", "a. Definition of Control"), None, ("italic", "b. Scope of the Rule"), None],
        [("bold", "II. Interpretation and Application"), None, ("run", "1. Duty of Care."),
         ("bold-lead", "Proof."), ("bold-lead", "Mobile platform:"), ("italic", "1. the rates stay constant, and"),
         ("bold-lead", "3."), None],
    ):
        page = doc.new_page(width=WIDTH, height=1100)
        y = 72.0
        for head in heads:
            if head is None:
                y = _paragraph(page, y)
            elif head[0] in ("run", "bold-lead"):
                y = _paragraph(page, y, head[1])
            else:
                _runs(page, y, [head])
                y += 26
        for n in range(12):  # short plain lines, so that bold stays rare among short lines
            _runs(page, y, [("plain", f"Figure {n} of the release shows the count for the year.")])
            y += 40
    return pdfmake.to_bytes(doc)


def test_run_in_and_italic_headings_nest_by_their_numbering():
    tree = pdfmake.tree_of(_release())
    paths = pdfmake.paths_of(tree)
    assert paths["A. Background"] == ("I. Introduction",)
    assert paths["1. Investment Discretion"] == ("I. Introduction", "A. Background")
    assert paths["2. Trading Practices"] == ("I. Introduction", "A. Background")
    assert paths["a. Definition of Control"] == ("I. Introduction", "A. Background", "2. Trading Practices")
    assert paths["b. Scope of the Rule"] == paths["a. Definition of Control"]
    assert paths["1. Duty of Care"] == ("II. Interpretation and Application",)
    pages = {n["title"]: n["start_index"] for _depth, n, _parent in walk(tree["structure"])}
    assert pages["1. Investment Discretion"] == 1 and pages["1. Duty of Care"] == 2


def test_look_alikes_stay_in_the_text_and_the_paragraph_keeps_its_words():
    tree = pdfmake.tree_of(_release())
    titles = [title for _depth, title in pdfmake.outline(tree)]
    assert not [t for t in titles if t.startswith(("Proof", "Mobile", "1. the", "3"))], titles
    import json

    from f.common.pdf.run import parse_pdf

    files, _ = parse_pdf(_release(), use_outline=False, workers=0)
    texts = [b.get("text", "") for b in json.loads(files["content_list.json"])]
    assert "The Commission has long held that the adviser owes its clients a duty" in \
        next(t for t in texts if t.startswith("The Commission") and "Investment" not in t)
    assert any(t.startswith("Proof. The Commission has long held") for t in texts)


def _block(lead, text):
    return {"lead_in": lead, "text": text, "bbox": [0, 0, 900, 40], "size": 10, "bold": False, "lines": 2}


def test_which_lead_ins_are_run_in_headings():
    cases = {("1. Investment Discretion.", "1. Investment Discretion. The Commission"): "1. Investment Discretion",
             ("1. Leadership and Support", "1. Leadership and Support – Elements"): "1. Leadership and Support",
             ("（一）定义", "（一）定义：集合是"): "（一）定义",
             ("1.2 Scope", "1.2 Scope ........ 5"): None,          # a contents line's leaders
             ("1.", "1. Compute the sum"): None,                   # a question number alone
             ("Proof.", "Proof. Trivial."): None,                  # unnumbered
             ("(2) the device", "(2) the device is"): None,        # a list item cut mid-sentence
             ("3. 计算：", "3. 计算：求下列各式的值"): None,          # an exercise, not a section
             ("2.3 Theorem.", "2.3 Theorem. Let G be a group"): None,  # a numbered statement
             ("2. See 44 U.S.C. § 3501.", "2. See 44 U.S.C. § 3501. The"): None}
    assert {key: run_in(_block(*key)) for key in cases} == cases

