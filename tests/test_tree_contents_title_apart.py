"""Issue 28: a contents line whose title is set in a code face (Sphinx's `9.1.2 debconf ...... 100`,
the program's name in typewriter type) is read as two lines: the number, leaders and page, then
the title on a line of its own. The entry is the number and that title (`1.1.2 debconf`), at the
page its first line gives, never `1.1.2 .... 3 debconf`."""
import pymupdf

from tests.pdfmake import outline, prose, to_bytes, tree_of

ROWS = [  # (number, title, title set in a code face, page)
    ("1", "Getting started", False, 2), ("1.1", "Installing", False, 2), ("1.1.1", "dpkg-dev", True, 2),
    ("1.1.2", "debconf", True, 3), ("1.2", "Configuring", False, 3), ("1.2.1", "fakeroot", True, 3),
    ("2", "Checking packages", False, 4), ("2.1", "Lint tools", False, 4), ("2.1.1", "lintian", True, 4),
    ("2.1.2", "piuparts", True, 5)]


def _manual() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "Contents", fontname="tibo", fontsize=20)
    for n, (number, title, code, at) in enumerate(ROWS):
        y = 130 + n * 16
        x = 78 + 8 * len(number)
        page.insert_text((72, y), number, fontname="tiro", fontsize=10)
        page.insert_text((x, y), title, fontname="cour" if code else "tiro", fontsize=10)
        end = x + 6 * len(title)
        page.insert_text((end + 8, y), " ." * int((500 - end) / 5.5), fontname="tiro", fontsize=10)
        page.insert_text((520, y), str(at), fontname="tiro", fontsize=10)
    for number in range(2, 6):
        page, y = doc.new_page(width=612, height=792), 90
        for mark, title, code, at in ROWS:
            if at == number:
                size = 16 if "." not in mark else 13 if mark.count(".") == 1 else 11
                page.insert_text((72, y), mark, fontname="hebo", fontsize=size)
                page.insert_text((72 + size * 2.6, y), title, fontname="cobo" if code else "hebo", fontsize=size)
                y = prose(page, y + 24, gap=10)
        page.insert_text((300, 760), str(number), fontname="tiro", fontsize=10)
    return to_bytes(doc)


def test_a_title_set_apart_from_its_number_joins_it():
    rows = outline(tree_of(_manual()), skip=("Contents", "Front matter"))
    assert rows == [(mark.count(".") + 1, f"{mark} {title}") for mark, title, _code, _at in ROWS]
