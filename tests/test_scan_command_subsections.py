"""Issue 28, nineteenth scan round (decisions 0846, 0847): a subsection titled by the command it describes
(`2.5.2 \\catcodetable`, `4.2.1\\added`) is a title when its number is in step with the document's others, though
its words are all code; a contents line whose page number OCR read apart is no title; a number past an open
node's ancestor (`4.2` after `4.1.16`) continues a contents page that listed only a section's subsections.
Small hand-made OCR blocks (page units 0-1000) through f.common.pdf.scan_lines, f.common.tree.pageindex."""
from f.common.pdf import scan_code, scan_lines
from f.common.tree.headings import classify
from f.common.tree.heads import Head
from f.common.tree.pageindex import continues_contents
from tests.pdfmake import ocr_line as _line

PROSE = "This primitive complements the mark primitives and clears a mark class completely, resetting them."


def test_a_numbered_command_is_told_from_a_listing_line_and_a_named_command():
    assert scan_code.numbered_command("2.5.2 \\catcodetable")
    assert scan_code.numbered_command("4.2.1\\added")
    assert scan_code.numbered_command("2.8.2 \\toksapp, \\tokspre, \\etoksapp")
    assert not scan_code.numbered_command("90\\Urlmuskip=0mu plus0.1mu")  # a listing's line number: one part
    assert not scan_code.numbered_command("206A \\gimel")
    assert not scan_code.numbered_command("2.3.3\\stopthumb and\\continuethumb")  # words of its own: no question
    assert not scan_code.numbered_command("4.1.1 draft")


def test_a_numbered_command_is_no_fragment_though_its_letters_are_few():
    assert not scan_lines.fragment("4.2.1\\added", True)
    assert scan_lines.fragment("4.2 = 1.3", True)  # a formula's digits stay one


def _reference(titles_by_page, size, marked=True):
    """A reference manual's pages: each title (`size`) over a paragraph (body 9.5), through mark_fragments (whose
    last step is mark_dotted_section_titles) when `marked`."""
    pages = []
    for titles in titles_by_page:
        blocks = []
        for k, title in enumerate(titles):
            blocks.append(_line(title, [92, 100 + 200 * k, 400, 118 + 200 * k], size=size))
            blocks.append(_line(PROSE, [92, 130 + 200 * k, 907, 146 + 200 * k], size=9.5))
        pages.append(blocks)
    if marked:
        scan_lines.mark_fragments(pages)
    return pages


def _kept(pages):
    return {b["text"] for blocks in pages for b in blocks if b["text"][0].isdigit() and not b.get("no_heading")}


def test_commands_in_step_are_titles_set_larger_than_the_body():
    pages = _reference([["2.8 Tokens, commands and strings", "2.8.1 \\scantextokens"],
                        ["2.8.2 \\toksapp, \\tokspre", "2.8.3 \\csstring and \\lastnamedcs"], ["2.8.4 \\clearmarks"]],
                       size=12.0)
    assert scan_lines.no_title({"text": "2.8.4 \\clearmarks", "bbox": [92, 100, 400, 118]})  # code by its words
    assert {"2.8.1 \\scantextokens", "2.8.2 \\toksapp, \\tokspre", "2.8.4 \\clearmarks"} <= _kept(pages)


def test_a_numbered_command_out_of_step_stays_code():
    pages = _reference([["2.8 Tokens, commands and strings", "2.8.1 Scanning"], ["2.8.2 Appending"],
                        ["7.4 \\clearmarks"]], size=12.0)
    assert "7.4 \\clearmarks" not in _kept(pages)


def test_a_contents_line_with_its_page_number_apart_is_out_of_the_series():
    pages = _reference([["4.1.16 xcolor", "4.2 Change management"], ["4.2.1 \\added", "4.2.2 \\deleted"],
                        ["4.2.3 \\replaced"]], size=9.5, marked=False)
    listed = _line("4.2.1 \\added", [214, 700, 343, 716], size=9.5)  # the section's own list, its page apart
    pages[0] += [listed, _line("17", [825, 699, 856, 717], size=9.5)]
    scan_lines.mark_dotted_section_titles(pages)
    assert listed.get("text_level") is None
    assert [b.get("text_level") for b in pages[1] + pages[2] if b["text"][0].isdigit()] == [3, 3, 3]


def _open(*titles):
    return [{"head": None}] + [{"head": Head(t, 1, classify(t), True)} for t in titles]


def test_the_next_number_of_an_open_nodes_ancestor_continues_the_contents():
    stack = _open("4.1.16 xcolor")
    assert continues_contents(Head("4.2 Change management", 9, classify("4.2 Change management"), True), stack, [])
    assert not continues_contents(Head("4.4 Overview", 9, classify("4.4 Overview"), True), stack, [])  # a gap
    assert not continues_contents(Head("3.2 Earlier", 9, classify("3.2 Earlier"), True), stack, [])  # backwards


def test_a_docstrip_guard_read_in_round_brackets_is_code():
    assert scan_code.code_only("1 (*cryptocode.sty)")
    assert not scan_code.code_only("1 (cryptocode.sty)")  # no guard's star or slash: a file named in brackets



def test_a_definition_lists_term_over_its_indented_description_is_no_title():
    description = ("A version of TeX that supports bidirectional typesetting and Unicode, descended from Omega, "
                   "now in maintenance mode only.")
    term = _line("Aleph", [143, 308, 198, 327], size=10.9)
    blocks = [term, _line(description, [238, 309, 855, 360], lines=3, size=10.9)]
    assert scan_lines._terms_over_descriptions(blocks) == {0}
    # a heading's paragraph starts at its edge, or a paragraph's indent right of it
    heading = _line("Extended engines", [143, 308, 330, 327], size=12.0)
    assert scan_lines._terms_over_descriptions([heading, _line(description, [143, 340, 855, 390], lines=3)]) == set()
    assert scan_lines._terms_over_descriptions([heading, _line(description, [175, 340, 855, 390], lines=3)]) == set()
    # a numbered title over an indented list stays; so does a term whose next line is a short one (a contents row)
    numbered = _line("5.7 Extended engines", [143, 308, 400, 327], size=12.0)
    assert scan_lines._terms_over_descriptions([numbered, _line(description, [238, 340, 855, 390], lines=3)]) == set()
    assert scan_lines._terms_over_descriptions([term, _line("4.2.1 \\added", [238, 330, 343, 345])]) == set()


def test_a_section_title_between_two_guards_is_no_listing_line():
    blocks = [_line("175 (/euf)", [163, 839, 234, 855], size=11.2), _line("9.4 Euler Script", [164, 860, 339, 879]),
              _line("176 (*eus)", [165, 879, 233, 895], size=10.2)]
    assert scan_code.listing_lines(blocks) == set()
    blocks[1]["text"] = "Memcheck:Value4"  # a listing's own line between them stays the listing's
    assert scan_code.listing_lines(blocks) == {1}
