"""Issue 28, sixteenth set (0572, 0574, 0575): a thesis's front and back matter. A plain heading set
like a book-level one (`Abstract` then `Résumé`) is its sibling, not its child; a one-word heading
that is the plural of the labelled headings after it (`Apêndices` over `APÊNDICE A – ...`) holds
them; a contents entry wrapped over lines, a word broken at a hyphen, is one entry."""

import pymupdf

from f.common.tree.contents_page import entries
from f.common.tree.headings import collects
from f.common.tree.walk import walk
from tests import pdfmake

BODY = "This paragraph is ordinary body text that runs across the line of the page here."


def _pdf(headings: list[str]) -> bytes:
    doc = pymupdf.open()
    for heading in headings:
        page = doc.new_page(width=612, height=792)
        width = pymupdf.get_text_length(heading, fontname="hebo", fontsize=20)
        page.insert_text(((612 - width) / 2, 100), heading, fontname="hebo", fontsize=20)  # centred
        for n in range(12):
            page.insert_text((72, 150 + n * 14), BODY, fontname="helv", fontsize=10)
    return pdfmake.to_bytes(doc)


def _shape(headings: list[str]) -> list[tuple[int, str]]:
    tree = pdfmake.tree_of(_pdf(headings))
    return [(depth, " ".join(n["title"].split())) for depth, n, _p in walk(tree["structure"])]


def test_a_plain_heading_set_like_the_abstract_is_its_sibling():
    got = _shape(["Resumo", "Abstract", "Resume", "Lista de tabelas", "Introduction"])
    depths = {title: depth for depth, title in got}
    assert depths["Resume"] == depths["Abstract"] == depths["Lista de tabelas"], got


def test_the_plural_of_a_labelled_heading_word_holds_it():
    assert collects("Apêndices", "APÊNDICE A – Quisque libero justo")
    assert collects("ANEXOS", "ANEXO B – Cras non urna")
    assert collects("Appendices", "Appendix C: Tables")
    assert not collects("Anexos", "APÊNDICE A – Quisque")  # another word
    assert not collects("Anexo", "ANEXO A – Morbi")  # the same word, no plural
    assert not collects("Apêndices", "Quisque libero justo")  # no label
    assert not collects("Referências", "REFERÊNCIAS")


def _contents(lines: list[tuple[str, float]]) -> list[str]:
    items = [{"type": "text", "text": "Sumário", "page_idx": 1, "bbox": [450, 90, 580, 120], "text_level": 1}]
    items += [{"type": "text", "text": text, "page_idx": 1, "bbox": [x0, 150 + 30 * n, 900, 170 + 30 * n]}
              for n, (text, x0) in enumerate(lines)]
    return [e.title for e in entries({1: items}, {1})]


def test_a_contents_entry_broken_at_a_hyphen_is_one_entry():
    got = _contents([("1 INTRODUÇÃO .... 3", 143),
                     ("3 CONTEÚDOS ESPECÍFICOS DO MODELO DE TRABALHO ACA-", 143), ("DÊMICO .... 53", 160),
                     ("ANEXO B – CRAS NON URNA SED FEUGIAT CUM SOCIIS PARTURI-", 243),
                     ("ENT MONTES NASCETUR RIDICULUS MUS .... 77", 371),
                     ("ANEXO C – FUSCE FACILISIS LACINIA DUI .... 79", 243)])
    assert got == ["1 INTRODUÇÃO", "3 CONTEÚDOS ESPECÍFICOS DO MODELO DE TRABALHO ACADÊMICO",
                   "ANEXO B – CRAS NON URNA SED FEUGIAT CUM SOCIIS PARTURIENT MONTES NASCETUR RIDICULUS MUS",
                   "ANEXO C – FUSCE FACILISIS LACINIA DUI"], got


def test_entries_not_broken_stay_apart():
    got = _contents([("Preface .... 3", 143), ("Front matter", 143), ("Introduction .... 5", 160),
                     ("1 Basics of the method - an overview .... 7", 160)])
    assert got == ["Preface", "Front matter", "Introduction", "1 Basics of the method - an overview"], got


def test_lettered_appendices_sit_in_their_group_and_the_next_group_closes_it():
    got = _shape(["1 Introduction", "Apendices", "APENDICE A - Quisque libero", "APENDICE B - Nullam elementum",
                  "Anexos", "ANEXO A - Morbi ultrices"])
    depths = {title: depth for depth, title in got}
    assert depths["APENDICE A - Quisque libero"] == depths["APENDICE B - Nullam elementum"] \
        == depths["Apendices"] + 1, got
    assert depths["Anexos"] == depths["Apendices"] and depths["ANEXO A - Morbi ultrices"] == depths["Anexos"] + 1, got


def test_small_caps_parts_counted_from_one_are_parts():
    from f.common.tree.headings import Heading
    from f.common.tree.pageindex import bare_parts

    class H:
        def __init__(self, title):
            self.title, self.cls = title, Heading("plain", "plain", rest=title)

    heads = {0: H("i some kind of manual"), 1: H("1 introduction"), 2: H("ii the showcase"), 3: H("2 examples")}
    bare_parts(heads)
    assert [heads[i].cls.scheme for i in (0, 2)] == ["part", "part"]
    mixed = {0: H("i Some Kind"), 1: H("ii The Showcase")}  # not small caps: no lower-case numeral
    bare_parts(mixed)
    assert mixed[0].cls.kind == "plain"
