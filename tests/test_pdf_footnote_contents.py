"""0499: a contents list set small at the foot of a first page (an article's, under its abstract)
is no run of footnotes, though its lines open with a number as notes do (f.common.pdf.footnotes)."""
from f.common.pdf.footnotes import mark


def _block(top: int, text: str, size: float) -> dict:
    return {"bbox": [120, top, 880, top + 10], "text": text, "size": size}


def _page(lines: list[str]) -> list[dict]:
    return [_block(300, "La composizione di testi con LaTeX offre numerosi vantaggi.", 10.0)] + \
        [_block(550 + 17 * k, line, 9.0) for k, line in enumerate(lines)]


def test_contents_lines_at_the_foot_of_a_page_are_no_footnotes():
    page = _page(["2 Il menu File 5", "2.1 File/Nuovo . . . . . . . . . . 5",
                  "2.2 File/Salva con nome. . . . . . . . . 6", "3 Il menu Modifica 9",
                  "3.1 Modifica/Testo automatico . . . . . . . 9"])
    assert mark([page], 10.0) == 0 and not any(b.get("kind") for b in page)


def test_notes_at_the_foot_of_a_page_still_are():
    page = _page(["1 See Knuth, The TeXbook, p. 12.", "2 The leaders . . . . here are a quote."])
    assert mark([page], 10.0) == 2 and all(b.get("kind") == "footnote" for b in page[1:])
