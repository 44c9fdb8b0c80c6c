"""One count of the parser's furniture rows (0996): the headers' row (running_heads.header_rows)
and the running feet's row (running_feet) are both `marked_rows`, with their own slack and share."""
from f.common.tree.running_feet import running_feet
from f.common.tree.running_heads import header_rows, marked_rows


def _line(kind: str, page: int, top: float, text: str = "SMF – GAZETTE") -> dict:
    return {"type": kind, "page_idx": page, "text": text, "bbox": [50, top, 500, top + 10]}


def test_a_row_needs_three_lines_and_its_share():
    assert marked_rows([40, 40, 40], 3, 1) == {39, 40, 41}
    assert marked_rows([40, 40], 3, 1) == set()
    assert marked_rows([40, 40, 40] + [90] * 10, 3, 0, share=0.25) == {90}  # 3 of 13 is under a quarter


def test_headers_and_feet_count_their_rows_alike():
    heads = [_line("header", p, 30.2) for p in range(3)] + [_line("header", p, 200) for p in range(3, 13)]
    assert header_rows(heads) == {199, 200, 201}  # the three at 30 are under a quarter of the headers
    feet = [_line("footer", p, 760.4) for p in range(3)] + [_line("footer", p, 700, "7") for p in range(3, 12)]
    words, rows = running_feet(feet)
    assert words == {"smfgazette"} and rows == set(range(758, 763))  # a bare page number counts for no row
