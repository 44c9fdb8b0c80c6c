import pytest

from f.common.errors import BadInput, NotFound
from f.common.page_spec import format_page_ranges, parse_page_spec, read_page_spec


@pytest.mark.parametrize("spec,pages", [
    ("17", [17]), ("17-18", [17, 18]), ("17,19", [17, 19]), ("3-5,9", [3, 4, 5, 9]),
    (" 9 , 3-5 ", [3, 4, 5, 9]), ("5,5,4-5", [4, 5]), (7, [7]), ("3，4", [3, 4]), ("1 - 2", [1, 2]),
])
def test_valid_specs(spec, pages):
    assert parse_page_spec(spec) == pages


@pytest.mark.parametrize("spec", [
    "", " ", None, "0", "-1", "5-3", "a", "1-", "-", "1,,2", "1-2-3", "1.5", "１7x", "1;2",
    "$(id)", "1e3", "99999999", "0-2", [1, 2], True, "3-", ",", "1 2",
])
def test_malformed_specs(spec):
    with pytest.raises(BadInput):
        parse_page_spec(spec)


def test_cap_per_call():
    assert len(parse_page_spec("1-20", max_pages=20)) == 20
    with pytest.raises(BadInput, match="at most 20|more than 20"):
        parse_page_spec("1-21", max_pages=20)
    with pytest.raises(BadInput):
        parse_page_spec(",".join(str(i) for i in range(1, 30, 2)), max_pages=10)
    with pytest.raises(BadInput):
        parse_page_spec("1-1000000000")


def test_beyond_last_page():
    """The part inside the book is kept, with a note; a spec wholly outside stays an error."""
    with pytest.raises(NotFound, match="beyond the book's last page \\(12\\)"):
        parse_page_spec("13-14", page_count=12)
    with pytest.raises(NotFound, match="page 13 is beyond the book's last page \\(12\\)"):
        parse_page_spec("20,13", page_count=12)
    assert read_page_spec("12-13", page_count=12) == (
        [12], "the book has 12 pages: pages after 12 were left out; showing 12")
    pages, note = read_page_spec("44-60", page_count=45)
    assert pages == [44, 45] and note.endswith("showing 44-45")
    assert read_page_spec("3,50", page_count=45)[0] == [3]
    assert read_page_spec("44-45", page_count=45) == ([44, 45], None)
    # the cap counts the pages returned: 1-50 of a 7-page book is the whole book
    assert read_page_spec("1-50", page_count=7)[0] == list(range(1, 8))
    with pytest.raises(BadInput, match="more than 20 pages"):
        read_page_spec("1-50", page_count=45)


def test_format_ranges_round_trip():
    assert format_page_ranges([9, 3, 4, 5]) == "3-5,9"
    assert parse_page_spec(format_page_ranges([1, 2, 7])) == [1, 2, 7]
