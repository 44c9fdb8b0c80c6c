"""Issue 12: rules under the headings found in the pages: prose set line by line in a large type is
no heading, contents levels by indentation, a glossary at the back is no contents page."""
from f.common.pdf.outline import prose_runs
from f.common.tree.contents_page import Entry, _first_run
from f.common.tree.contents_path import levels
from f.common.tree.headings import classify


def _line(y: int, x1: int = 900, size: float = 12.0) -> dict:
    return {"bbox": [100, y, x1, y + 18], "text": "line", "size": size, "bold": True, "lines": 1}


def test_a_preface_set_line_by_line_is_prose():
    page = [_line(50, 500, 22.0)] + [_line(100 + 36 * k) for k in range(6)] + [_line(316, 300)]
    assert prose_runs(page) == set(range(1, 8))
    heading_pair = [_line(100, 400), _line(124, 400)]  # a two-line title is no run
    assert prose_runs(heading_pair) == set()


def test_contents_entries_at_one_indentation_are_siblings():
    titles = [("一、编程规约", 60), ("（一）命名风格", 90), ("（二）常量定义", 90), ("二、异常日志", 60),
              ("（一）错误码", 90)]
    toc = [Entry(t, "1", classify(t), 0, x0=x) for t, x in titles]
    assert levels(toc) == [1, 2, 2, 1, 2]


def test_a_glossary_far_behind_the_contents_is_not_contents():
    assert _first_run({3, 4, 5, 230}, titled=set()) == {3, 4, 5}
    assert _first_run({3, 4, 120}, titled={120}) == {3, 4, 120}
