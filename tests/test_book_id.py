import pytest

from f.common.errors import BadInput
from f.common.store.book_id import is_allowed, validate_book_id


@pytest.mark.parametrize("raw", ["教材/数学/数学(A版)必修第二册", "a b/c (d)", "Book 1", "教材/物理/选修3-1"])
def test_valid_ids_pass(raw):
    assert validate_book_id(raw) == raw


def test_nfc_normalised_and_slashes_trimmed():
    decomposed = "e\u0301/book"
    assert validate_book_id(decomposed + "/") == "\u00e9/book"


@pytest.mark.parametrize("raw", [
    "../etc/passwd", "a/../../b", "/etc/passwd", "a//b", "./a", "a/.", "", "   ", "a\x00b",
    "a\nb", "a\tb", "a\\b", "C:evil", "x" * 201, "a\u202eb", None, 42, "a/ b", "..",
])
def test_hostile_ids_refused(raw):
    with pytest.raises(BadInput):
        validate_book_id(raw)


def test_scope_prefixes_are_whole_segments():
    allowed = ("教材/数学/", "dev/one")
    assert is_allowed("教材/数学/必修一", allowed)
    assert is_allowed("dev/one", allowed)
    assert not is_allowed("教材/数学2/必修一", allowed)
    assert not is_allowed("dev/one2", allowed)
    assert not is_allowed("教材/物理/x", allowed)
    assert is_allowed("anything", ())
