"""Issue 28 (1140): a grid ruled over the whole page whose cell walls run through the text lines is
the page's background (a copybook's squares, graph paper), not a table; zitie's manual lost every
section heading to one page-size "table" of word pieces. A ruled table whose text sits inside its
cells stays a table, page-size or not."""
import pymupdf

from f.common.pdf import parser
from f.common.pdf.parser import cut_by_walls
from tests.pdfmake import BODY, outline, to_bytes, tree_of


def test_walls_through_most_lines_cut_them():
    walls = [15.0 * k for k in range(41)]
    assert cut_by_walls(walls, [(72, 400), (72, 380), (90, 300)])


def test_text_inside_its_cells_is_not_cut():
    # a table's cells: every line between two walls (a line touching a wall within the margin too)
    walls = [50, 200, 350, 500]
    assert not cut_by_walls(walls, [(55, 190), (210, 348.5), (360, 480), (52, 120)])
    assert not cut_by_walls(walls, [])


def _grid(page, step: float, box=None):
    x0, y0, x1, y1 = box or (0, 0, page.rect.width, page.rect.height)
    x = x0
    while x <= x1 + 0.01:
        page.draw_line((x, y0), (x, y1), color=(0.8, 0.8, 0.8), width=0.3)
        x += step
    y = y0
    while y <= y1 + 0.01:
        page.draw_line((x0, y), (x1, y), color=(0.8, 0.8, 0.8), width=0.3)
        y += step


def _manual(grid: bool) -> bytes:
    doc = pymupdf.open()
    for chapter in ("Loading the Package", "Options", "Programming Interface"):
        page = doc.new_page(width=595, height=842)
        if grid:
            _grid(page, 15)
        page.insert_text((72, 90), chapter, fontname="hebo", fontsize=16)
        y = 120.0
        for _ in range(3):
            for _ in range(5):
                page.insert_text((72, y), BODY, fontname="tiro", fontsize=10)
                y += 13
            y += 10
    return to_bytes(doc)


def test_headings_over_a_ruled_background_are_kept():
    data = _manual(grid=True)
    doc = pymupdf.open(stream=data)
    assert all(parser.tables(page) == [] for page in doc)
    assert outline(tree_of(data)) == outline(tree_of(_manual(grid=False)))
    assert [title for _depth, title in outline(tree_of(data))] == [
        "Loading the Package", "Options", "Programming Interface"]


def test_a_page_size_table_with_its_text_in_its_cells_stays_a_table():
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _grid(page, 148.75, (0, 0, 595, 842))  # four columns, the whole page
    y = 20.0
    while y < 830:
        for column in range(4):
            page.insert_text((column * 148.75 + 6, y), f"r{int(y)} c{column}", fontname="helv", fontsize=9)
        y += 148.0
    found = parser.tables(pymupdf.open(stream=to_bytes(doc))[0])
    assert len(found) == 1
