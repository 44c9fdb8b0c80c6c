"""Issue 28: headings told from the body by their colour alone (a report whose titles are blue, at
the body's size and weight, unnumbered): each colour and slant a level, in the order the document
first uses them; a link printed blue alone on its line stays text, and so does a colour used for
more than a few lines of the body."""
import pymupdf

from tests.pdfmake import BODY, outline, to_bytes, tree_of

DARK, LIGHT = (0.12, 0.31, 0.47), (0.18, 0.46, 0.71)
SECTIONS = [  # (title, colour, font)
    ("Programme Overview", DARK, "tiro"), ("Scope of the Review", LIGHT, "tiro"),
    ("Sampling Method", LIGHT, "tiit"), ("Data Sources", LIGHT, "tiit"),
    ("Findings", LIGHT, "tiro"), ("Delivery Costs", DARK, "tiro"), ("Regional Results", LIGHT, "tiro"),
    ("Northern Sites", LIGHT, "tiit"), ("Recommendations", DARK, "tiro"), ("Next Steps", LIGHT, "tiro"),
]


def write_sections(doc, link: bool = True) -> None:
    """SECTIONS with five body lines each, a page per three sections; with link, a URL printed in a
    title's colour under Data Sources."""
    page, y = None, 800.0
    for title, colour, font in SECTIONS:
        if y > 560:
            page, y = doc.new_page(width=612, height=792), 90.0
        page.insert_text((72, y), title, fontname=font, fontsize=10, color=colour)
        y += 18
        for _ in range(5):
            page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
            y += 13
        if link and title == "Data Sources":
            page.insert_text((72, y), "https://example.org/programme/data", fontname="tiro", fontsize=10,
                             color=LIGHT)
            y += 13
        y += 16


def _report(link: bool = True) -> bytes:
    doc = pymupdf.open()
    write_sections(doc, link)
    return to_bytes(doc)


def test_colour_and_slant_make_the_levels():
    assert outline(tree_of(_report())) == [
        (1, "Programme Overview"), (2, "Scope of the Review"), (3, "Sampling Method"), (3, "Data Sources"),
        (2, "Findings"), (1, "Delivery Costs"), (2, "Regional Results"), (3, "Northern Sites"),
        (1, "Recommendations"), (2, "Next Steps")]


def test_a_colour_the_body_uses_is_no_heading_signal():
    # notes printed blue, each under a short blue `Note on ...` line of its own: the colour is the
    # notes' text, not a heading level
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 90.0
    for item in ("costs", "sites", "staff", "timing"):
        page.insert_text((72, y), f"Note on {item}", fontname="tiro", fontsize=10, color=DARK)
        y += 18
        for _ in range(4):
            page.insert_text((72, y), BODY, fontname="tiro", fontsize=10, color=DARK)
            y += 13
        y += 8
        for _ in range(3):
            page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
            y += 13
        y += 16
    titles = [title for _depth, title in outline(tree_of(to_bytes(doc)))]
    assert not any(title.startswith("Note on") for title in titles)


def test_a_label_printed_over_every_exercise_is_no_heading():
    # a textbook prints a coloured box label (`Practice`) over each exercise, in its headings'
    # colour: word for word five times or more, it marks boxes, not sections
    doc = pymupdf.open()
    page, y = None, 800.0
    for title, colour, font in SECTIONS:
        if y > 500:
            page, y = doc.new_page(width=612, height=792), 90.0
        page.insert_text((72, y), title, fontname=font, fontsize=10, color=colour)
        y += 18
        for lines in (3, 2):  # the section's text, then the exercise under its label
            for _ in range(lines):
                page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
                y += 13
            y += 16
            if lines == 3:
                page.insert_text((72, y), "Practice", fontname="tiro", fontsize=10, color=LIGHT)
                y += 18
    titles = [title for _depth, title in outline(tree_of(to_bytes(doc)))]
    assert "Practice" not in titles and "Programme Overview" in titles and "Northern Sites" in titles, titles


def test_a_coloured_heading_does_not_take_the_black_line_under_it():
    doc = pymupdf.open()
    page, y = None, 800.0
    for title, colour, font in SECTIONS:
        if y > 560:
            page, y = doc.new_page(width=612, height=792), 90.0
        page.insert_text((72, y), title, fontname=font, fontsize=10, color=colour)
        y += 12  # the next line right under it, as a wrapped title's second line would be
        page.insert_text((72, y), "Prepared by the review team", fontname="tiro", fontsize=10)
        y += 16
        for _ in range(4):
            page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
            y += 13
        y += 16
    titles = [title for _depth, title in outline(tree_of(to_bytes(doc)))]
    assert "Programme Overview" in titles and not any("Prepared" in t for t in titles), titles


def test_a_coloured_line_of_a_scheme_the_larger_headings_use_is_no_title():
    # `一、音乐听辨与记忆` set large, `一、音高模唱` in the headings' colour at the body's size under
    # it: one scheme, one level (decision 0234), so the coloured steps are no titles of their own
    from tests.pdfmake import new_page, write

    doc = pymupdf.open()
    lessons = ["一、音乐听辨与记忆", "二、视唱与节奏训练", "三、和声听辨练习"]
    steps = ["一、音高模唱", "二、音程听辨", "三、节奏模唱", "四、旋律听辨"]
    for lesson in lessons:
        page = new_page(doc)
        write(page, 40, 60, lesson, 16)
        y = 100.0
        for step in steps:
            page.insert_text((40, y), f"{step}{lesson[2:4]}", fontname="cjk", fontsize=10.5, color=DARK)
            y += 18
            for _ in range(6):
                write(page, 40, y, "本节的正文是一段普通的文字，它占满页面的一整行，用来说明正文。", 10.5)
                y += 14
            y += 8
    titles = [title for _depth, title in outline(tree_of(to_bytes(doc)))]
    assert all(lesson in titles for lesson in lessons), titles
    assert not any(title.startswith(tuple(steps)) for title in titles), titles
