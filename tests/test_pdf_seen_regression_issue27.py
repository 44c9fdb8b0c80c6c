"""Issue 27, the first exercise set's seen regression (decisions 1163-1165): two parser rules made
since the set was scored had taken probsoln's worked solutions for two columns (0531's gutter found
between a solution's labels and its displayed maths) and xsim's `Exercises 14.1` for the title of
the `Chapter 14` over it (0687). Shapes from the parsed pages of TeX Live's probsoln sample4 and
xsim's texsx-576998 (page units 0-1000)."""

from f.common.pdf import outline
from f.common.pdf.layout import reading_order

# sample4's page 2, every line as the parser cuts them: a question and `Solution:` at the margin,
# the solution's maths right of them, each piece of an equation a line of its own; read in rows,
# question 6 comes after 5's working
SOLUTIONS = [
    ([230, 150, 418, 164], '5. y = arctan x = tan−1 x'), ([251, 171, 326, 183], 'Solution:'),
    ([485, 185, 553, 197], 'tan y = x'), ([251, 206, 342, 218], 'diff w.r.t. x:'),
    ([427, 228, 486, 248], 'sec2 y dy'), ([469, 244, 487, 256], 'dx'), ([506, 236, 519, 248], '='),
    ([536, 236, 544, 248], '1'), ([470, 257, 486, 269], 'dy'), ([469, 273, 487, 285], 'dx'),
    ([506, 265, 519, 277], '='), ([554, 257, 562, 269], '1'), ([538, 272, 578, 285], 'sec2 y'),
    ([506, 296, 519, 307], '='), ([570, 288, 578, 299], '1'), ([538, 302, 609, 316], '1 + tan2 y'),
    ([506, 327, 519, 338], '='), ([557, 319, 565, 330], '1'), ([538, 334, 583, 347], '1 + x2'),
    ([230, 361, 407, 375], '6. y = (tan x)−1 = cot x'), ([251, 382, 326, 394], 'Solution:'),
    ([425, 403, 442, 415], 'dy'), ([425, 419, 443, 431], 'dx'), ([462, 411, 475, 423], '='),
    ([491, 409, 616, 423], '−(tan x)−2 sec2 x'), ([462, 442, 475, 454], '='), ([491, 429, 549, 453], '−cos2 x'),
    ([507, 442, 559, 463], 'sin2 x ·'), ([582, 434, 590, 446], '1'), ([565, 449, 607, 462], 'cos2 x'),
    ([462, 471, 475, 483], '='), ([503, 463, 524, 475], '−1'), ([493, 478, 534, 492], 'sin2 x'),
    ([462, 495, 475, 507], '='), ([491, 493, 553, 507], '−csc2 x.'), ([230, 524, 375, 538], '7. y = cos(x2) sin x.'),
    ([251, 545, 326, 557], 'Solution:'), ([384, 554, 401, 566], 'dy'),
    ([384, 560, 657, 582], 'dx = −sin(x2)2x sin x + cos(x2) cos x'),
    ([230, 592, 407, 604], '8. y = (x + 1) ln(x + 1).'), ([251, 611, 326, 623], 'Solution:'),
    ([423, 632, 440, 644], 'dy'), ([423, 649, 441, 660], 'dx'), ([460, 640, 473, 652], '='),
    ([490, 632, 616, 652], 'ln(x + 1) + x + 1'), ([577, 649, 616, 660], 'x + 1'), ([460, 663, 473, 675], '='),
    ([490, 663, 588, 675], '1 + ln(x + 1).'), ([230, 694, 403, 706], '9. f(x) = g(x) ln(g(x)).'),
    ([251, 713, 326, 725], 'Solution:'), ([383, 740, 421, 755], 'f ′(x)'), ([437, 743, 450, 755], '='),
    ([467, 735, 617, 755], 'g′(x) ln(g(x)) + g(x)'), ([586, 740, 655, 763], 'g(x)g′(x)'),
    ([437, 768, 450, 780], '='), ([467, 766, 607, 780], 'g′(x)(1 + ln(g(x))).'),
    ([222, 797, 311, 811], '10. y = sin x'), ([294, 799, 318, 814], 'x .'), ([251, 818, 326, 830], 'Solution:'),
    ([451, 827, 468, 839], 'dy'), ([451, 827, 530, 855], 'dx = cos x'), ([508, 843, 518, 855], 'x'),
    ([536, 827, 588, 847], '− sin x'), ([563, 843, 579, 855], 'x2'), ([494, 883, 503, 895], '2'),
]


def _blocks(rows):
    return [{"bbox": bbox, "text": text} for bbox, text in rows]


def test_a_solutions_displayed_maths_is_no_column():
    order = [b["text"] for b in reading_order(_blocks(SOLUTIONS), 1000)]
    # each question after the working of the one before it, as printed
    assert order.index("6. y = (tan x)−1 = cot x") > order.index("1 + x2")
    assert order.index("7. y = cos(x2) sin x.") > order.index("−csc2 x.")
    assert order[:3] == ["5. y = arctan x = tan−1 x", "Solution:", "tan y = x"]


def test_two_columns_of_short_index_entries_stay_columns():
    """Must not change: an index's entries are short (12 characters), but words, not maths pieces."""
    left = [f"entry{n:02d}, {n + 10}" for n in range(12)]
    right = [f"item{n:02d}, {n + 40}" for n in range(12)]
    rows = [([100, 100 + 20 * n, 300, 114 + 20 * n], t) for n, t in enumerate(left)]
    rows += [([560, 100 + 20 * n, 760, 114 + 20 * n], t) for n, t in enumerate(right)]
    assert [b["text"] for b in reading_order(_blocks(rows), 1000)] == left + right


def test_bare_boxes_keep_their_columns():
    """A caller that hands boxes without text (exercises/columns.py) is read as before."""
    blocks = [{"bbox": [50, 100 + 100 * n, 480, 120 + 100 * n], "id": f"l{n}"} for n in range(3)]
    blocks += [{"bbox": [520, 100 + 100 * n, 950, 120 + 100 * n], "id": f"r{n}"} for n in range(3)]
    assert [b["id"] for b in reading_order(blocks, 1000)] == ["l0", "l1", "l2", "r0", "r1", "r2"]


def _body(y: int) -> list[dict]:
    return [{"bbox": [98, y + 20 * n, 900, y + 20 * n + 14], "size": 10.0, "bold": False, "lines": 1,
             "text": "Some text of the lesson, set in the body's type across the whole measure."} for n in range(8)]


def _chapter(under: dict) -> list[list[dict]]:
    label = {"bbox": [98, 273, 231, 290], "size": 14.3, "bold": True, "lines": 1, "text": "Chapter 14",
             "text_level": 3}
    return [[label, under] + _body(340)]


def test_a_section_numbered_from_its_chapter_is_no_title_of_the_chapter():
    section = {"bbox": [98, 303, 236, 317], "size": 12.0, "bold": True, "lines": 1, "text": "Exercises 14.1",
               "text_level": 4}
    pages = _chapter(section)
    outline.join_wrapped(pages)
    assert [b["text"] for b in pages[0][:2]] == ["Chapter 14", "Exercises 14.1"]
    assert pages[0][1]["text_level"] == 4


def test_a_title_with_a_version_number_still_joins_its_label():
    """Must not change: a title line carrying another number (`Version 1.9` under `Chapter 4`,
    riscv's opener, 0687) or a large title ranked with the label joins it."""
    title = {"bbox": [98, 300, 500, 320], "size": 14.3, "bold": True, "lines": 1, "text": "Limits, Version 14.2",
             "text_level": 3}
    pages = _chapter(title)
    outline.join_wrapped(pages)
    assert pages[0][0]["text"] == "Chapter 14 Limits, Version 14.2"
