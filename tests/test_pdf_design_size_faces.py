"""Issue 28 (twenty-fourth PDF-trees set, 0985): TeX's fonts name their design size (`LMSans12`,
`LMSans10`), so LaTeX News' sections (12 pt sans oblique) and its subsections (the same face cut
for 10 pt, at body size) read as two faces and the subsections were no headings. One family
without its design size: a body-size line in the sections' face is the next level down, even
where it opens with a package's lower-case name (`fixltx2e updates`). Body-face lines stay text.
And a lone surrogate from a broken ToUnicode map no longer fails the parse (0986)."""

import json

import pymupdf

from f.common.pdf import spans
from tests import pdfmake

SECTIONS = ("Scheduled bug-fix release", "Updates to the kernel")
SUBSECTIONS = {SECTIONS[0]: ("Release notes", "fixltx2e updates"), SECTIONS[1]: ("inputenc updates", "New packages")}


def _named(doc, face: str) -> None:
    """Every font of `doc` named `face`, as TeX would have named it."""
    for xref in range(1, doc.xref_length()):
        for key in ("BaseFont", "FontName"):
            if doc.xref_get_key(xref, key)[0] == "name":
                doc.xref_set_key(xref, key, f"/{face}")


def _pdf() -> bytes:
    body, sections, subsections = pymupdf.open(), pymupdf.open(), pymupdf.open()
    for title in SECTIONS:
        for doc in (body, sections, subsections):
            doc.new_page(width=612, height=792)
        sections[-1].insert_text((72, 80), title, fontname="helv", fontsize=12)
        y = pdfmake.prose(body[-1], 104, lines=5)
        for sub in SUBSECTIONS[title]:  # none at the same place on two pages (a running line)
            subsections[-1].insert_text((72, y + 10), sub, fontname="helv", fontsize=10)
            y = pdfmake.prose(body[-1], y + 34, lines=6)
        body[-1].insert_text((72, y), "A line set apart", fontname="tiro", fontsize=10)  # body face
        pdfmake.prose(body[-1], y + 14, lines=4)
    _named(body, "LMRoman10-Regular")
    _named(sections, "LMSans12-Oblique")
    _named(subsections, "LMSans10-Oblique")
    for page in body:  # the headings drawn over the body pages, in their own fonts
        page.show_pdf_page(page.rect, sections, page.number)
        page.show_pdf_page(page.rect, subsections, page.number)
    return body.tobytes(garbage=3, deflate=True)


def test_one_family_whatever_its_design_size():
    assert spans.face_of([{"font": "ABCDEF+LMSans12-Oblique", "text": "Release"}]) == "LMSans"
    assert spans.face_of([{"font": "SFRM1000", "text": "text"}]) == "SFRM"
    assert spans.face_of([{"font": "DejaVuSans-Bold", "text": "Title"}]) == "DejaVuSans"


def test_body_size_lines_in_the_sections_face_cut_for_10_pt_are_subsections():
    data = _pdf()
    fonts = {s["font"] for b in pymupdf.open(stream=data)[0].get_text("dict")["blocks"] for ln in b["lines"]
             for s in ln["spans"]}
    assert fonts == {"LMRoman10-Regular", "LMSans12-Oblique", "LMSans10-Oblique"}, fonts
    rows = pdfmake.outline(pdfmake.tree_of(data), skip=("Front matter",))
    want = []
    for title in SECTIONS:
        want += [(1, title)] + [(2, sub) for sub in SUBSECTIONS[title]]
    assert rows == want, rows


def test_a_lone_surrogate_does_not_fail_the_parse(monkeypatch):
    from f.common.pdf import run

    build = run.itemlib.build_items

    def with_surrogate(pages, toc):
        items, facts = build(pages, toc)
        items.append({"type": "text", "text": "broken \ud80c glyph", "page_idx": 0, "bbox": [0, 0, 1, 1]})
        return items, facts

    monkeypatch.setattr(run.itemlib, "build_items", with_surrogate)
    files, _ = run.parse_pdf(_pdf(), use_outline=False)
    assert json.loads(files["content_list.json"])[-1]["text"] == "broken ? glyph"
