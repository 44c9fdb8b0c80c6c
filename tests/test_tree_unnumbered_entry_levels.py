"""Issue 28 (decision 0381): unnumbered contents entries after numbered chapters. A thesis's back
matter (`Anexos`, `Apêndices`) set in the chapters' type stands beside the chapters, not
inside the last one, though the contents page sets it at the titles' column, right of the
chapters' numbers; unnumbered entries under a numbered chapter set at two indents (TeX for the
Impatient in Chinese) nest by indent; an index titled `Índice` at the back (`filosofia, 22`) is
no contents page."""
import pymupdf

from tests.pdfmake import BODY, body_pages, contents_page, number_pages, outline, titled_paragraph, to_bytes, tree_of


def _heading(page, y, title, size):
    return titled_paragraph(page, y, title, "hebo", size, lines=4, after_title=size + 12, gap=10)


THESIS = [("1", "Introduction", 2), ("1.1", "Scope", 2), ("2", "Results", 3), ("2.1", "Tables", 3),
          ("", "Anexos", 4), ("", "Apêndices", 5)]


def _thesis() -> bytes:
    doc = pymupdf.open()
    rows = [(f"{mark}  {title}" if mark else title, 72 if "." not in mark else 86, at, "tiro")
            for mark, title, at in THESIS]
    # the unnumbered entries stand at the chapters' titles' column, right of their numbers
    rows = [(text, 90 if not mark else x, at, font) for (text, x, at, font), (mark, _t, _a) in zip(rows, THESIS)]
    contents_page(doc, rows)
    body_pages(doc, THESIS, lambda page, y, e: _heading(
        page, y, f"{e[0]}  {e[1]}" if e[0] else e[1], 13 if "." in e[0] else 18))
    number_pages(doc)
    return to_bytes(doc)


def test_back_matter_set_like_the_chapters_stands_beside_them():
    rows = outline(tree_of(_thesis()), skip=("Contents", "Front matter"))
    assert rows == [(1, "1 Introduction"), (2, "1.1 Scope"), (1, "2 Results"), (2, "2.1 Tables"),
                    (1, "Anexos"), (1, "Apêndices")]


BOOK = [("1", "Using TeX", 0, 2), ("", "From keys to ink", 1, 2), ("", "Programs needed", 2, 2),
        ("", "Running TeX", 2, 3), ("", "Preparing input", 1, 3), ("", "Commands", 2, 4),
        ("", "Spaces", 2, 4), ("2", "Examples", 0, 5), ("", "Simple text", 1, 5)]  # (number, title, indent, page)


def _book() -> bytes:
    doc = pymupdf.open()
    contents_page(doc, [(f"{mark}  {title}" if mark else title, 72 + 24 * indent, at, "tiro")
                        for mark, title, indent, at in BOOK])
    # every unnumbered heading in one type: only the contents' indent tells their levels
    body_pages(doc, BOOK, lambda page, y, e: _heading(page, y, f"{e[0]}  {e[1]}" if e[0] else e[1],
                                                        18 if e[0] else 12))
    number_pages(doc)
    return to_bytes(doc)


def test_unnumbered_entries_under_a_chapter_nest_by_their_indent():
    rows = outline(tree_of(_book()), skip=("Contents", "Front matter"))
    assert rows == [(1, "1 Using TeX"), (2, "From keys to ink"), (3, "Programs needed"), (3, "Running TeX"),
                    (2, "Preparing input"), (3, "Commands"), (3, "Spaces"), (1, "2 Examples"),
                    (2, "Simple text")]


def test_an_index_titled_indice_is_no_contents_page():
    from f.common.tree.contents_page import contents_pages
    from tests.tree_fixtures import block

    contents = [block("h", "Sumário", 0)] + [block("t", f"{n} Capítulo {n} . . . . . {n * 10}", 0, y=100 + 20 * n)
                                             for n in range(1, 7)]
    body = {p: [block("h", f"{p} Texto", p), block("t", BODY, p, y=200)] for p in range(1, 40)}
    index = [block("h", "Índice", 40)] + [block("t", line, 40, y=100 + 20 * n) for n, line in enumerate(
        ("Adobe Illustrator, 23 Adobe Photoshop, 23 alíneas, 25", "diretas, 21 simples, 21 CorelDraw, 23",
         "entre as linhas, 26", "figuras, 23 filosofia, 22", "Gimp, 23", "incisos, 25 InkScape, 23",
         "tabelas, 22"))]
    assert contents_pages({0: contents, **body, 40: index}) == {0}


def test_an_ocr_lines_text_level_sets_no_entry_beside_the_chapters():
    # OCR'd lines carry a text level estimated from their boxes: the contents' indent keeps its say
    from f.common.tree.contents_page import Entry
    from f.common.tree.contents_path import Placed, _set_as_chapters
    from f.common.tree.headings import classify

    def placed(title, index, level):
        return Placed(Entry(title, "3", classify(title), 0), index, 3, level, title, True)

    for ocr, want in ((False, 1), (True, 2)):
        items = [{"text": "2 Results", "text_level": 1, "page_idx": 2},
                 {"text": "Anexos", "text_level": 1, "page_idx": 2, **({"ocr": True} if ocr else {})}]
        out = [placed("2 Results", 0, 1), placed("Anexos", 1, 2)]
        _set_as_chapters(out, items)
        assert out[1].level == want


def test_back_matter_after_an_untagged_numbered_section_stands_beside_the_chapters():
    # 0761: `2.19 Quer customizar ...` set over two lines went untagged; `Considerações finais`
    # after it, set like the chapters, still stands beside them (the contents indent it a level)
    from f.common.tree.contents_page import Entry
    from f.common.tree.contents_path import Placed, _set_as_chapters
    from f.common.tree.headings import classify

    def placed(title, index, level):
        return Placed(Entry(title, "3", classify(title), 0), index, 3, level, title, True)

    items = [{"text": "2 Resultados", "text_level": 1, "page_idx": 2},
             {"text": "2.19 Quer customizar os modelos", "page_idx": 2},
             {"text": "Considerações finais", "text_level": 1, "page_idx": 3}]
    out = [placed("2 Resultados", 0, 1), placed("2.19 Quer customizar os modelos", 1, 2),
           placed("Considerações finais", 2, 3)]
    _set_as_chapters(out, items)
    assert out[2].level == 1
