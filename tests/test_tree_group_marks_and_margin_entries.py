"""Issue 28, thirteenth set (0464-0466). A FAQ's or manual's contents groups its numbered
questions or chapters under unnumbered lines opening with a bare letter or roman numeral
(`A 关于 FAQ` over `1 CTeX 是干什么的？`, `I Introduction` over `1 Le package`): those are parts,
the numbered entries one level below; lettered appendices after the chapters stay beside them.
An ltxdockit manual hangs each command or option it describes in the margin as its syntax line
(`\\enquote{⟨text⟩}`, `strict=true, false`), each a node under the section in force; an ltxdoc
manual's bare macro names beside its paragraphs and a code example's lines are none. A bare
section number after dot leaders (a change log's `. . . . 3.5`) and a documented-code line
(`5 ⟨*cls⟩`) are no headings."""
import pymupdf

from f.common.tree.contents_page import Entry
from f.common.tree.contents_path import group_marks, levels
from f.common.tree.headings import classify
from f.common.tree.heads import _after_leaders, candidates
from f.common.tree.margin_entries import margin_entries
from tests.pdfmake import body_pages, contents_page, number_pages, outline, titled_paragraph, to_bytes, tree_of


def _entries(titles: list[str]) -> list[Entry]:
    return [Entry(title=t, label="1", heading=classify(t), toc_page=0, x0=72.0) for t in titles]


def test_lettered_groups_over_numbered_questions_are_parts():
    toc = _entries(["A About", "1 What is it", "2 Who made it", "B Basics", "3 What is TeX", "C Setup",
                    "4 Where to get it"])
    assert group_marks(toc) == {0: 1, 3: 2, 5: 3}
    assert levels(toc) == [1, 2, 2, 1, 2, 1, 2]


def test_roman_parts_over_chapters_and_a_part_without_chapters():
    toc = _entries(["I Introduction", "1 The package", "1.1 Loading", "II Commands", "III Analysis",
                    "2 Equations", "2.1 Idea"])
    assert levels(toc) == [1, 2, 3, 1, 1, 2, 3]


def test_lettered_appendices_after_the_chapters_stay_beside_them():
    toc = _entries(["1 Start", "1.1 Scope", "2 End", "A Tables", "A.1 Sizes", "B Forms", "B.1 Kinds"])
    assert group_marks(toc) == {}
    assert levels(toc)[:3] == [1, 2, 1]


def _heading(page, y, text, size):
    return titled_paragraph(page, y, text, "hebo", size, lines=3, after_title=size + 12, gap=10)


FAQ = [("A About this FAQ", 2), ("1 What is this site?", 2), ("2 Who writes it?", 3), ("B Basics", 3),
       ("3 What is TeX?", 4), ("4 What is LaTeX?", 4)]


def test_a_faq_contents_puts_questions_under_their_lettered_groups():
    doc = pymupdf.open()
    contents_page(doc, [(title, 72 if title[0].isalpha() else 90, at, "tiro") for title, at in FAQ])
    body_pages(doc, FAQ, lambda page, y, e: _heading(page, y, e[0], 16 if e[0][0].isalpha() else 12))
    number_pages(doc)
    rows = outline(tree_of(to_bytes(doc)), skip=("Contents", "Front matter"))
    assert rows == [(1, "A About this FAQ"), (2, "1 What is this site?"), (2, "2 Who writes it?"),
                    (1, "B Basics"), (2, "3 What is TeX?"), (2, "4 What is LaTeX?")]


def _text(text, box, page=0, level=None, kind="text"):
    item = {"type": kind, "bbox": box, "page_idx": page}
    if kind == "code":
        item.update(code_body=text, text=text)
    else:
        item["text"] = text
    if level:
        item["text_level"] = level
    return item


PARAGRAPH = "Diese Option wandelt alle Paketwarnungen in Fehlermeldungen um, wie es der Text beschreibt."


def _manual(lines: list[tuple[str, str]]) -> list[dict]:
    """A page: a section heading at the column (x 214), then each (kind, text) entry set out at
    x 128 with a paragraph at the column below it."""
    items = [_text("2.1 Die Hauptoptionen", [214, 100, 431, 114], level=2)]
    y = 130
    for kind, text in lines:
        items.append(_text(text, [128, y, 881, y + 14], kind=kind))
        items.append(_text(PARAGRAPH, [214, y + 26, 881, y + 60]))
        y += 80
    return items


def test_syntax_lines_set_out_in_the_margin_open_entries_under_the_section():
    items = _manual([("text", "strict=true, false                 default: false"),
                     ("text", "style=⟨style⟩"),
                     ("code", "\\enquote{⟨text⟩}\n\\enquote*{⟨text⟩}\n          Der Befehl setzt Text in Anführungszeichen."),
                     ("code", "\\EnableQuotes  Es aktiviert alle Aktivzitate")])
    out = margin_entries(items)
    assert [(o["text"], o["text_level"]) for o in out if o.get("text_level") == 3] == \
        [("strict", 3), ("style", 3), ("\\enquote", 3), ("\\EnableQuotes", 3)]


def test_code_examples_and_bare_macro_names_open_none():
    # a code example's lines show no meta-arguments; bare names alone (an ltxdoc margin) do not count
    items = _manual([("code", "\\begin{tabular}{|c|}\n\\hline\n\\rule{1pt}{4ex}"),
                     ("code", "\\pstart  Within a numbered section, each paragraph"),
                     ("code", "\\autopar   You can use this command"),
                     ("code", "\\lineation    Lines can be numbered")])
    assert margin_entries(items) is items


def test_a_syntax_line_at_the_column_or_an_index_column_opens_none():
    at_column = [_text("2.1 Optionen", [214, 100, 431, 114], level=2)] + [
        item for y in (130, 210, 290) for item in (_text("style=⟨style⟩", [214, y, 300, y + 14]),
                                                   _text(PARAGRAPH, [214, y + 26, 881, y + 60]))]
    assert margin_entries(at_column) is at_column
    index = [_text("Index", [214, 100, 300, 114], level=1), _text(PARAGRAPH, [214, 120, 881, 150])] + [
        _text(f"\\cmd{n}{{⟨x⟩}}, 12", [100, 160 + 16 * n, 300, 172 + 16 * n]) for n in range(5)]
    assert margin_entries(index) is index


def test_a_section_number_after_leaders_and_a_docstrip_guard_are_no_headings():
    items = [_text("Hinzugefügte Paketoption threshold . . . . . . . . .", [214, 114, 807, 127]),
             _text("2.1", [826, 114, 851, 127], level=4),
             _text("4.1 Basic information", [185, 129, 308, 146], level=3),
             _text("5 ⟨*cls⟩", [201, 268, 245, 280]),
             _text("5 Further steps in the text", [185, 300, 400, 316])]
    assert _after_leaders(items, 1) and not _after_leaders(items, 2)
    heads = candidates(items, set(), set())
    assert sorted(heads) == [2, 4]


def _code_page(page: int, body: str) -> dict:
    """A page the parser read whole as one code item: margin entries, their descriptions set in."""
    return _text(body, [108, 114, 881, 733], page=page, kind="code")


def test_a_page_read_whole_as_code_keeps_its_entries_and_the_heading_it_swallowed():
    # etoolbox: page 9 is one code item (no paragraph line of its own to find the column by), its
    # `3.1.2 Arithmetic Definitions` among the entries, `\undef⟨command⟩` with one unbraced argument
    described = "\n          Similar to the TeX primitive \\def except that it takes a name."
    items = _manual([("text", "style=⟨style⟩"), ("text", "strict=true, false"), ("text", "debug=true, false")])
    items.append(_code_page(1, "\\csshow{⟨csname⟩}" + described + "\n          2.2 Arithmetic Definitions"
                            "\n          The tools in this section permit calculations."
                            "\n \\numdef⟨command⟩{⟨integer expression⟩}" + described
                            + "\n \\undef⟨command⟩" + described + "\n          1.5 inches of it"))
    out = margin_entries(items)
    got = [(o["text"], o["text_level"]) for o in out if o.get("page_idx") == 1 and o.get("text_level")]
    assert got == [("\\csshow", 3), ("2.2 Arithmetic Definitions", 2), ("\\numdef", 3), ("\\undef", 3)]


def test_a_numbered_line_in_code_that_does_not_follow_the_last_heading_is_none():
    items = _manual([("text", "style=⟨style⟩"), ("text", "strict=true, false"), ("text", "debug=true, false")])
    items.append(_code_page(1, "\\csshow{⟨csname⟩}\n          Shows it.\n          4.7 Arithmetic Definitions"))
    out = margin_entries(items)
    assert [o["text"] for o in out if o.get("page_idx") == 1 and o.get("text_level")] == ["\\csshow"]
