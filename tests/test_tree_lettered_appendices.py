"""Issue 28, twenty-third set (0955). A book of parts (`I User Manual`, `II Reference Manual`) ends
with `\\appendix` chapters A, B, ... under an unnumbered `Appendices` part (Doxygen's manual): its
contents prints `Appendices`, then `A Autolink Example` over `A.1 Class Documentation`. The lettered
entries are chapters (not parts beside `III`), and `Appendices` is the part holding them (it fell
inside the last chapter)."""
from f.common.tree.contents_page import Entry
from f.common.tree.contents_path import _levels, levels
from f.common.tree.headings import classify
from f.common.tree.lettered_appendices import appendix_letters


def _entries(titles: list[str]) -> list[Entry]:
    return [Entry(title=t, label="1", heading=classify(t), toc_page=0, x0=72.0) for t in titles]


BOOK = ["I User Manual", "1 Installation", "1.1 Compiling", "II Reference Manual", "2 Commands",
        "2.1 Special commands", "III Developers Manual", "3 Internals", "Appendices", "A Autolink Example",
        "A.1 Class Documentation", "B Resolving Typedef Example", "B.1 Typedef Documentation"]


def test_lettered_appendices_in_a_book_of_parts_sit_under_their_appendices_part():
    lv = levels(_entries(BOOK))
    assert lv[:8] == [1, 2, 3, 1, 2, 3, 1, 2]
    assert lv[8] == 1  # `Appendices`: a part, not a section of chapter 3
    assert (lv[9], lv[11]) == (2, 2)  # A, B: chapters under it
    assert lv[10] > lv[9] and lv[12] > lv[11]  # A.1 under A, B.1 under B


def test_letters_need_their_own_first_section_and_to_rise_from_a():
    toc = _entries(["A Autolink", "A.1 Class", "C Preprocessor", "B Typedef", "B.1 Members", "D Diagrams", "1.1 Odd"])
    assert appendix_letters(toc) == [0, 3]  # `C` has no `C.1` and comes before B; `D` no `D.1`


def test_without_parts_the_levels_stay():
    toc = _entries(["1 Start", "1.1 Scope", "2 End", "Appendices", "A Tables", "A.1 Sizes", "B Forms", "B.1 Kinds"])
    assert levels(toc) == _levels(toc)
