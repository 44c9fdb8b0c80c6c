"""Issue 28: a bold line in body type is never above the larger heading in force. EUnit's guide sets
its fifth level in 11.7 pt and some of the same level as bold 10 pt body type; the bold lines were
placed at the third level, so the next 11.7 pt heading was nested under them."""

from tests import pdfmake

HEADINGS = [("1 User's Guide", "helv", 18), ("1.1 A Testing Framework", "helv", 15),
            ("1.1.1 Getting Started", "helv", 13.3), ("Running the Tests", "helv", 11.7),
            ("Putting Tests in Separate Modules", "tibo", 10), ("Capturing Standard Output", "tibo", 10),
            ("Writing Test Generators", "helv", 11.7), ("An Example", "helv", 11.7),
            ("1.1.2 Macros", "helv", 13.3), ("Basic Macros", "helv", 11.7)]


def _pdf() -> bytes:
    return pdfmake.headings_pdf(HEADINGS)


def test_bold_body_lines_are_siblings_of_the_deep_heading_in_force():
    tree = pdfmake.tree_of(_pdf())
    rows = pdfmake.outline(tree)
    assert rows == [(1, "1 User's Guide"), (2, "1.1 A Testing Framework"), (3, "1.1.1 Getting Started"),
                    (4, "Running the Tests"), (4, "Putting Tests in Separate Modules"),
                    (4, "Capturing Standard Output"), (4, "Writing Test Generators"), (4, "An Example"),
                    (3, "1.1.2 Macros"), (4, "Basic Macros")], rows
