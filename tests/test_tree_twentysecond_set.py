"""Twenty-second PDF set's kinds (0951-0953): a documented-source manual's back matter (a short
index's letter groups, gind.ist's `Symbols` and `Numbers`), a contents list that ends where the
body begins on its page, and an Implementation section whose number the text layer lost."""
from __future__ import annotations

from f.common.tree.contents_page import entries
from f.common.tree.index_letters import MIN_RUN, index_letters
from tests.test_tree_index_letters import _tree  # each title's parent title

ENTRY = "\\mph@cnt  . . . . . . .  20, 40, 97, 112,"  # a term and its code lines, wrapped
PROLOGUE = ("Numbers written in italic refer to the page where the corresponding entry is described; "
            "numbers underlined refer to the code line of the definition.")


def _text(text, page, box, level=None, kind="text"):
    item = {"type": kind, "text": text, "page_idx": page, "bbox": box}
    return {**item, "text_level": level} if level else item


def _short_index(title="Index"):
    """mparhack's index: four letters alone (A, C; D, G), `Symbols` alone, `M .... 36` and `Z` joined
    to the next column's lines, `Z` on the page after the run's, before `Change History`."""
    return [_text("1 Introduction", 0, [250, 100, 450, 120], 2),
            _text("Body text " * 40, 0, [250, 140, 830, 600]),
            _text(title, 1, [250, 520, 316, 540], 2),
            _text(PROLOGUE, 1, [250, 554, 829, 597]),
            _text("Symbols", 1, [356, 615, 419, 627]),
            _text(ENTRY, 1, [250, 630, 520, 642]),
            _text("A", 1, [686, 743, 699, 754]),
            _text(ENTRY, 1, [556, 760, 829, 772]),
            _text("C", 1, [686, 799, 699, 810]),
            _text(ENTRY, 1, [556, 815, 829, 827]),
            _text("D", 2, [381, 202, 394, 213]),
            _text(ENTRY, 2, [250, 215, 520, 227]),
            _text("G", 2, [381, 242, 394, 253]),
            _text("M .... 36", 2, [379, 427, 829, 443]),
            _text(ENTRY, 2, [250, 450, 520, 462]),
            _text(". . . . . .  212, 355,                 Z", 3, [296, 100, 736, 112]),
            _text(ENTRY, 3, [556, 120, 829, 132]),
            _text("Change History", 3, [250, 700, 433, 720], 2)]


def test_a_short_run_of_letters_under_the_index_title_is_its_groups():
    tree = _tree(_short_index())
    assert 4 < MIN_RUN
    for group in ("Symbols", "A", "C", "D", "G", "M", "Z"):
        assert tree.get(group) == "Index", group
    assert tree["Change History"] is None
    assert "Numbers written in italic" not in " ".join(tree)  # the prologue names no group


def test_a_short_run_under_another_heading_is_no_index():
    items = _short_index("Appendix")
    assert index_letters(items) is items


def test_gind_groups_joined_or_in_a_code_block_before_the_first_letter():
    items = _short_index()
    items[4] = _text("Symbols .... 30", 1, [368, 615, 888, 627])
    items[5] = _text("\\\\  . . . . 9, 34\n               Numbers\n\\1  . . . . 89", 1, [250, 630, 557, 700],
                     kind="code")
    tree = _tree(items)
    assert tree.get("Symbols") == "Index" and tree.get("Numbers") == "Index"
    names = [it["text"] for it in index_letters(items) if it.get("index_letter")]
    assert names.index("Symbols") < names.index("Numbers") < names.index("A")


def test_the_contents_ends_where_a_heading_it_named_opens_the_body_on_its_page():
    """autobreak's page 1: the contents, then `1 Introduction` and a formula ending in a number."""
    items = [_text("The autobreak package", 0, [410, 203, 679, 228], 1),
             _text("Contents", 0, [251, 457, 354, 475], 2),
             _text("1 Introduction 1", 0, [251, 489, 829, 501]),
             _text("2 Usage 2", 0, [251, 517, 829, 529]),
             _text("3 Implementation 3", 0, [251, 544, 829, 557]),
             _text("1 Introduction", 0, [251, 670, 436, 688], 2),
             _text("Sometimes people want to put long formulae in their documents. " * 3, 0, [251, 701, 829, 759]),
             _text("ζ(2) = 1 + 1 4 + 1 9 + 1 16 + 1 25 + 1 36 + 1 49 + 1 64 + 1 81 + 100 + 1", 0,
                   [259, 771, 687, 801])]
    assert [(e.title, e.label) for e in entries({0: items}, {0})] == [
        ("1 Introduction", "1"), ("2 Usage", "2"), ("3 Implementation", "3")]
    # a heading the list did not name, or one with its page (a second list), does not end it
    items[5] = _text("1 Introduction 4", 0, [251, 670, 436, 688], 2)
    assert len(entries({0: items}, {0})) > 3


def _implementation(lost_after: str):
    return [_text("5 Syntax", 0, [243, 100, 366, 117], 3),
            _text("Text " * 80, 0, [243, 130, 880, 700]),
            _text(lost_after, 1, [243, 100, 397, 117], 3),
            _text("Text " * 80, 1, [243, 130, 880, 700]),
            _text("The implementation of regexpatch", 2, [284, 542, 686, 559], 3),
            _text("7.1 Variables", 2, [243, 789, 385, 803], 4),
            _text("Text " * 80, 3, [243, 100, 880, 700]),
            _text("7.2 Functions", 4, [243, 429, 390, 444], 4),
            _text("Text " * 80, 4, [243, 460, 880, 800])]


def test_an_unnumbered_heading_where_section_7_stands_holds_7_1_and_7_2():
    tree = _tree(_implementation("6 Examples"))
    assert tree["7.1 Variables"] == "The implementation of regexpatch"
    assert tree["7.2 Functions"] == "The implementation of regexpatch"


def test_the_heading_after_another_number_than_6_holds_no_7_1():
    tree = _tree(_implementation("4 Examples"))
    assert tree["7.1 Variables"] != "The implementation of regexpatch"
    assert tree["7.2 Functions"] == tree["7.1 Variables"]  # 7.2 stands beside 7.1 all the same


def _sample(lines: list[str]) -> list[dict]:
    """eqparbox's page 9: `3.4` then sample text set large in a box, tagged line by line, then `3.5`."""
    items = [_text("3 Examples", 0, [251, 476, 398, 502], 2), _text("Text " * 80, 0, [251, 510, 829, 800]),
             _text("3.4 Justified, parallel text", 1, [251, 100, 511, 122], 3),
             _text("Text " * 80, 1, [251, 130, 829, 400])]
    items += [_text(line, 2, [315, 158 + 15 * k, 495, 176 + 15 * k], 2) for k, line in enumerate(lines)]
    items += [_text("Text " * 80, 2, [251, 400, 829, 800]),
              _text("3.5 Combining l and p column properties", 3, [251, 229, 785, 251], 3),
              _text("Text " * 80, 3, [251, 260, 829, 800])]
    return items


def test_sample_text_tagged_line_by_line_is_no_heading():
    tree = _tree(_sample(["Lorem ipsum dolor sit amet, consectetur", "adipiscing elit.",
                          "Phasellus volutpat, nibh sit", "amet mattis convallis."]))
    assert tree["3.5 Combining l and p column properties"] == "3 Examples"
    assert not any(title.startswith(("Lorem", "Phasellus")) for title in tree)


def test_a_title_wrapped_over_three_lines_stays_a_heading():
    tree = _tree(_sample(["Appendix on the use of boxes", "set in a tabular", "with notes"]))
    assert any(title.startswith("Appendix on the use") for title in tree)
