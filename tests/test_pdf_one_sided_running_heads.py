"""Decision 1071: a one-sided book (hagenberg-thesis' tutorial) sets its chapter's running head
on every page after the opener, beside the folio on the top row, 11% down the page (just below
the margin proper) and in the chapters' face. Same-side repeats (every other page) and a quarter
of the pages both miss it, so without the folio rule each chapter moved to its head's page."""

import pymupdf

from tests import pdfmake

CHAPTERS = [("Einleitung", 2), ("Die Abschlussarbeit", 4), ("Zum Arbeiten mit LaTeX", 4),
            ("Abbildungen und Tabellen", 4), ("Drucken der Abschlussarbeit", 4), ("Schlussbemerkungen", 2)]


def _pdf(folio_steps: bool = True) -> bytes:
    doc = pymupdf.open()
    for n, (title, pages) in enumerate(CHAPTERS, start=1):
        for k in range(pages):
            page = doc.new_page(width=595, height=842)
            if k == 0:  # the opener: no running head
                page.insert_text((90, 200), f"Kapitel {n}", fontname="hebo", fontsize=16)
                page.insert_text((90, 240), title, fontname="hebo", fontsize=22)
                y = 290
            else:  # head and folio alone on one row, about 11% down the page, in the chapters' face
                folio = doc.page_count if folio_steps else n
                page.insert_text((90, 92), f"{n}. {title}", fontname="hebo", fontsize=10)
                page.insert_text((505, 92), str(folio), fontname="hebo", fontsize=10)
                y = 130
            for _ in range(4):
                y = pdfmake.prose(page, y, lines=6)
    return pdfmake.to_bytes(doc)


def _nodes(data: bytes) -> list[tuple[str, int]]:
    """(title, first page) of every node, in reading order."""
    from f.common.tree.walk import walk

    return [(node["title"], node["start_index"]) for _depth, node, _parent in walk(pdfmake.tree_of(data)["structure"])]


def _openers() -> list[tuple[str, int]]:
    first, out = 1, []
    for n, (title, pages) in enumerate(CHAPTERS, start=1):
        out.append((f"{n} {title}", first))  # `Kapitel 1` over `Einleitung` reads as `1 Einleitung`
        first += pages
    return out


def test_a_one_sided_books_running_head_beside_the_folio_is_no_heading():
    assert _nodes(_pdf()) == _openers()


def test_a_title_atop_pages_without_a_folio_counting_up_is_not_taken_by_this_rule():
    """The same line beside a number that does not step with the page is left to the other rules,
    which take it for a heading here (the regression this rule mends)."""
    assert _nodes(_pdf(folio_steps=False)) != _openers()
