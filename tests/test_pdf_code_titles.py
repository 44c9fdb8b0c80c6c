"""Issue 28 (1106, 1107): an API, option or configuration reference numbers its entries by the names
themselves (`1. --replace-all`, `(a) core.fileMode`, `一、 --badname`, `1. gitcore-tutorial(7)`), lower case or
punctuated, so a numbered line's case is no evidence against a title there; a formula's working
(`(2) x=3`) and a list item's sentence (`1. the user`) stay out. Past (z) a legal list's letters
double (`(aa)`, `(ll)`, `(ii)` after `(hh)`), and a numbered bold or italic line is not joined with
the line under it where that one is a numbered bold line or set upright."""

from f.common.pdf.page_headings import _candidate, _plain_numbered
from f.common.pdf.paragraphs import paragraphs
from f.common.tree.code_titles import opens_with_code
from f.common.tree.headings import classify, letter_or_roman
from f.common.tree.heads import _is_working


def test_names_in_code_open_a_title_and_prose_or_working_does_not():
    for words in ("--replace-all", "-b, --base-dir BASE_DIR", "core.fileMode", "pushNonFFMatching",
                  "hasconfig:remote.*.url:", "$GIT_DIR/config", "git-status(1)", "branch.<name>.remote",
                  "clippy::pedantic", "max_width"):
        assert opens_with_code(words), words
    for words in ("the user must", "x", "search", "x=3", "a-b", "-3+x", "Why?", "dyn Trait objects"):
        assert not opens_with_code(words), words


def _block(text, **kw):
    return {"text": text, "bbox": [72, 100, 300, 112], "size": 11.0, "lines": 1, **kw}


def test_an_italic_numbered_code_entry_is_a_candidate_an_italic_list_sentence_is_not():
    assert _candidate(_block("(a) core.fileMode", italic=True), 11.0)
    assert _candidate(_block("1. --replace-all", italic=True), 11.0)
    assert not _candidate(_block("1. the user must sign", italic=True), 11.0)


def test_a_plain_numbered_flag_list_with_commas_is_a_title_a_clause_is_not():
    after = _block("sets the path prefix for a new user's home directory when none is given on the "
                   "command line, as the defaults file says", lines=2)
    before = _block("第三节 选项", bold=True)
    assert _plain_numbered(_block("（一） -b, --base-dir BASE_DIR"), 11.0, before, after)
    assert not _plain_numbered(_block("（一） 若用户存在，则退出"), 11.0, before, after)


def test_a_numbered_entry_with_an_equals_sign_is_no_working():
    assert not _is_working("4. -c <name>=<value>", classify("4. -c <name>=<value>"))
    assert _is_working("(2) x=3", classify("(2) x=3"))


def test_letters_past_z_double_and_ii_after_hh_is_a_letter():
    assert classify("(ll) core.excludesFile").scheme == "alpha-paren"
    assert classify("(aa) core.worktree").number == ("AA",)
    hh = classify("(hh) core.packedGitWindowSize")
    assert letter_or_roman(classify("(ii) core.packedGitLimit"), {"alpha-paren": hh}).scheme == "alpha-paren"
    # after (a), (ii) is the roman numeral still; `LL.` is no numeral and no letter
    assert letter_or_roman(classify("(ii) Why"), {"alpha-paren": classify("(a) Scope")}).scheme == "roman-paren"
    assert classify("LL. Build").kind == "plain"


def _line(text, y, x1=300, **kw):
    return {"text": text, "bbox": [72, y, x1, y + 12], "size": 11.0, "lines": 1, "bold": False, **kw}


def test_a_numbered_title_is_not_joined_with_the_line_under_it():
    out = paragraphs([_line("I. git-config — Get and set options", 100, bold=True),
                      _line("A. Synopsis", 113, 160, bold=True)])
    assert [b["text"] for b in out] == ["I. git-config — Get and set options", "A. Synopsis"]
    out = paragraphs([_line("2. Ancillary Commands", 100, italic=True), _line("Manipulators:", 113, 160)])
    assert len(out) == 2
    # an upright paragraph's wrapped lines still join
    out = paragraphs([_line("Each fund would adopt a written program that is reasonably", 100),
                      _line("designed to assess its risk.", 113, 200)])
    assert len(out) == 1
