"""Printed page labels from page furniture (f.common.tree.labels): offsets that change where plates
are inserted, two printed pages per scan, Roman front matter, misreads, lost numbers."""
from f.common.content.page_text import page_labels
from f.common.tree.labels import physical_pages
from f.common.tree.pageindex import build_pageindex
from tests.tree_fixtures import book


def test_roman_front_matter_then_arabic_with_lost_numbers_filled():
    pages = [[("t",), ("pn", "i")], [("t",), ("pn", "ii")], [("t",)], [("t",), ("pn", "IV")],
             [("t",), ("pn", "1")], [("t",), ("pn", "")], [("t",), ("pn", "3")]]
    labels = page_labels(book(pages))
    assert labels == {1: "i", 2: "ii", 3: "iii", 4: "IV", 5: "1", 6: "2", 7: "3"}


def test_offset_changes_where_plates_are_inserted_and_is_not_smoothed():
    pages = [[("t",), ("pn", "1")], [("t",), ("pn", "2")], [("img",)], [("img",)],
             [("t",), ("pn", "3")], [("t",)], [("t",), ("pn", "5")]]
    labels = page_labels(book(pages))
    assert labels == {1: "1", 2: "2", 5: "3", 6: "4", 7: "5"}
    assert physical_pages(labels)["3"] == 5


def test_two_printed_pages_per_scan_image():
    left, right = {"bbox": [80, 940, 120, 960]}, {"bbox": [880, 940, 920, 960]}
    pages = [[("t",), ("pn", "10", left), ("pn", "11", right)], [("t",)],
             [("t",), ("pn", "14", left), ("pn", "15", right)]]
    labels = page_labels(book(pages))
    assert labels == {1: "10-11", 2: "12-13", 3: "14-15"}
    assert physical_pages(labels)["13"] == 2


def test_misread_number_dropped_and_body_numbers_ignored():
    pages = [[("t",), ("pn", "7")], [("t",), ("pn", "8")], [("t",), ("pn", "39")],
             [("t",), ("pn", "10")], [("t",), ("pn", "11")],
             [("t",), ("pn", "3", {"as_type": "discarded", "bbox": [400, 500, 420, 520]})]]
    assert page_labels(book(pages)) == {1: "7", 2: "8", 3: "9", 4: "10", 5: "11"}


def test_older_output_numbers_in_discarded_and_footer_blocks():
    pages = [[("t",), ("pn", "第 5 页", {"as_type": "footer"})],
             [("t",), ("pn", "- 6 -", {"as_type": "discarded"})]]
    assert page_labels(book(pages)) == {1: "5", 2: "6"}


def test_pdf_labels_win_and_are_stored_with_the_tree():
    items = book([[("h", "第一章 集合"), ("t",), ("pn", "1")], [("t",), ("pn", "2")]])
    tree = build_pageindex(items, book_id="t/b", doc_name="b", pdf_labels={"1": "A-1"})
    assert tree["page_labels"] == {"1": "A-1", "2": "2"}


def test_pdf_page_labels_from_our_parser_fill_pages_without_a_printed_number():
    items = book([[("t",), ("pn", "A-1", {"bbox": [0, 0, 0, 0]})], [("t",), ("pn", "7")],
                  [("t",), ("pn", "8")]])
    items[1]["source"] = "page_label"
    assert page_labels(items) == {1: "A-1", 2: "7", 3: "8"}


def test_a_rulers_ticks_on_every_page_are_no_page_numbers():
    """A print-size ruler (1 2 … 8 along the top margin, the same on every page) sat before the
    printed number in reading order and labelled every page 1; a book numbering each part from 1
    prints its 1 on pages far apart and keeps it."""
    ruler = [("pn", str(n), {"bbox": [100 * n, 11, 100 * n + 8, 21]}) for n in range(1, 9)]
    bottom = {"bbox": [495, 943, 504, 958]}
    pages = [[("t",), *ruler, ("pn", number, bottom)] for number in ("v", "vi", "1", "2", "3")]
    assert page_labels(book(pages)) == {1: "v", 2: "vi", 3: "1", 4: "2", 5: "3"}
    parts = [[("t",), ("pn", number, bottom)] for number in ("1", "2", "3", "1", "2", "1", "2")]
    assert page_labels(book(parts)) == {1: "1", 2: "2", 3: "3", 4: "1", 5: "2", 6: "1", 7: "2"}


def test_a_number_repeated_at_one_place_on_two_facing_pages_is_furniture():
    """Two landscape pages carry the ruler at another place: the number repeated on both is no
    label, and the pages' labels come from the printed numbers around them."""
    bottom = {"bbox": [495, 943, 504, 958]}
    corner = {"bbox": [11, 936, 17, 949]}
    pages = [[("t",), ("pn", "11", bottom)], [("t",), ("pn", "8", corner)], [("t",), ("pn", "8", corner)],
             [("t",), ("pn", "14", bottom)]]
    assert page_labels(book(pages)) == {1: "11", 2: "12", 3: "13", 4: "14"}
