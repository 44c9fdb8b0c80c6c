"""Issue 28 (0449): size ranks a heading before weight. A reference module's description opens
with a bold body-size subsection (`Distribution`, Times-Bold 10 pt) and goes on to its larger
`Exports` label (13.3 pt): the bold line had taken the module's level, so the label and what
follows it sat inside it. A bold body-size line holds no larger heading after it: it is that
heading's sibling."""

from tests import pdfmake

HEADINGS = [("Tools", "helv", 24), ("1 User's Guide", "helv", 18), ("1.1 Getting Started", "helv", 15),
            ("1.1.1 Introduction", "helv", 13.3), ("Preparation", "tibo", 10),
            ("2 Reference Manual", "helv", 18), ("cover", "helv", 15), ("Distribution", "tibo", 10),
            ("Exports", "helv", 13.3), ("cprof", "helv", 15), ("Exports", "helv", 13.3)]


def _pdf() -> bytes:
    return pdfmake.headings_pdf(HEADINGS)


def test_a_bold_body_line_is_the_sibling_of_the_larger_heading_after_it():
    rows = pdfmake.outline(pdfmake.tree_of(_pdf()))
    assert rows == [(1, "Tools"), (1, "1 User's Guide"), (2, "1.1 Getting Started"),
                    (3, "1.1.1 Introduction"), (4, "Preparation"), (1, "2 Reference Manual"), (2, "cover"),
                    (3, "Distribution"), (3, "Exports"), (2, "cprof"), (3, "Exports")], rows
