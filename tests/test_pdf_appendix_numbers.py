"""Issue 12: appendix section numbers (`A.1`, `B.3.1`) that LaTeX sets apart from their title on
the same row are joined to it, number first, so the tree following a contents page nests `A.1.1`
under `A.1` under the appendix; a bookmark that drops the number (`Formal Specification`) still matches the line."""

import pymupdf

from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."


CONTENTS = [("1 Introduction", 1), ("A Proofs and Definitions", 2), ("A.1 Formal Specification", 2),
            ("A.1.1 Typeclass Specifications", 2), ("A.2 Formal Metaspecification", 2)]


def _pdf(with_toc: bool) -> bytes:
    doc = pymupdf.open()
    contents = pdfmake.new_page(doc, 612, 792)
    pdfmake.write(contents, 72, 90, "Contents", 20)
    for n, (title, printed) in enumerate(CONTENTS):
        pdfmake.write(contents, 72, 130 + n * 20, f"{title} {'. ' * 20} {printed}", 11)
    chapter = pdfmake.new_page(doc, 612, 792)
    pdfmake.write(chapter, 72, 90, "Chapter 1 Introduction", 20)
    for n in range(20):
        pdfmake.write(chapter, 72, 130 + n * 14, BODY, 10)
    pdfmake.write(chapter, 300, 760, "1", 10)  # printed page numbers from 1
    page = pdfmake.new_page(doc, 612, 792)
    pdfmake.write(page, 300, 760, "2", 10)
    pdfmake.write(page, 72, 90, "Appendix A Proofs and Definitions", 20)
    # number and title on one baseline, a wide gap between them (set apart, as LaTeX does)
    rows = [("A.1", "Formal Specification", 14), ("A.1.1", "Typeclass Specifications", 12),
            ("A.2", "Formal Metaspecification", 14)]
    y = 140
    for number, title, size in rows:
        pdfmake.write(page, 72, y, number, size)
        pdfmake.write(page, 72 + 1.4 * size + 2.6 * size, y, title, size)
        for n in range(4):
            pdfmake.write(page, 72, y + 24 + n * 14, BODY, 10)
        y += 110
    if with_toc:
        doc.set_toc([[1, "Introduction", 2], [1, "Proofs and Definitions", 3],
                     [2, "Formal Specification", 3], [3, "Typeclass Specifications", 3],
                     [2, "Formal Metaspecification", 3]])
    return pdfmake.to_bytes(doc)


def _paths(data: bytes, use_outline: bool) -> dict[str, tuple]:
    return pdfmake.paths_of(pdfmake.tree_of(data, use_outline))


def test_appendix_numbers_join_their_titles_and_nest_without_bookmarks():
    paths = _paths(_pdf(False), use_outline=False)
    # the tree follows the contents page (its spaced leaders are read as leaders), so the appendix
    # node is titled as the contents prints it
    assert paths.get("A.1 Formal Specification") == ("A Proofs and Definitions",), paths
    assert paths.get("A.1.1 Typeclass Specifications") == ("A Proofs and Definitions",
                                                          "A.1 Formal Specification"), paths
    assert "A.1" not in paths and "A.2" not in paths


def test_a_bookmark_without_the_appendix_number_matches_the_numbered_line():
    paths = _paths(_pdf(True), use_outline=True)
    assert paths.get("A.1.1 Typeclass Specifications") == ("Appendix A Proofs and Definitions",
                                                          "A.1 Formal Specification"), paths
    assert paths.get("A.2 Formal Metaspecification") == ("Appendix A Proofs and Definitions",), paths


def test_a_number_read_before_its_title_on_the_row_joins_it():
    from f.common.pdf.rows import join_chapter_labels

    def block(x0, x1, text):
        return {"bbox": [x0, 724, x1, 742], "text": text, "size": 14.3, "bold": True, "lines": 1}
    out = join_chapter_labels([block(118, 158, "A.3"), block(184, 544, "Explaining the RVWMO Rules")])
    assert [b["text"] for b in out] == ["A.3 Explaining the RVWMO Rules"]
    out = join_chapter_labels([block(183, 646, "Formal Axiomatic Specification"), block(118, 157, "B.1")])
    assert [b["text"] for b in out] == ["B.1 Formal Axiomatic Specification"]
