"""Issue 28, sixth round: a bold numbered heading OCR read as wide as its paragraph's lines is a
block of its own, not the paragraph's first line (decision 0281). Small hand-made OCR'd lines for
the pure rule (f.common.pdf.ocr.group_lines); weights are stroke width over height, as measured."""
import f.common.pdf.ocr as ocr


def _line(text, y0, x1, weight, size=11.0):
    return {"bbox": [71, y0, x1, y0 + 14], "text": text, "size": size, "confidence": 0.99, "weight": weight}


def test_a_bold_heading_as_wide_as_its_paragraph_is_a_block_of_its_own():
    # the heading reaches past 0.6 of the text's width, so its width alone does not set it apart
    lines = [_line("4.2 Transparency and Color Management", 233, 377, 0.110),
             _line("Transparency blending in PDF can be dependent upon the color space in", 257, 542, 0.076),
             _line("takes place. In certain source files, the color space for which the", 271, 542, 0.076)]
    blocks = ocr.group_lines(lines, height=792)
    assert [b["text"] for b in blocks] == [lines[0]["text"], f"{lines[1]['text']} {lines[2]['text']}"]


def test_a_paragraphs_lines_scattering_in_weight_stay_one_block():
    weights = [0.089, 0.0725, 0.084, 0.0745]  # a paragraph's own scatter, a JPEG page's included
    lines = [_line(f"line {k} of one paragraph that runs to the right edge of the text", 200 + 14 * k, 542, w)
             for k, w in enumerate(weights)]
    assert len(ocr.group_lines(lines, height=792)) == 1


def test_the_bolder_line_is_judged_only_as_a_paragraphs_first():
    # a bold word inside the paragraph (its third line reads heavier) does not split it
    lines = [_line("the first line of a paragraph that runs to the right edge of the text", 200, 542, 0.075),
             _line("the second line, also running to the right edge of the text", 214, 542, 0.076),
             _line("a third line with a bold Note read heavier than the others", 228, 542, 0.110),
             _line("and its last line", 242, 200, 0.075)]
    assert len(ocr.group_lines(lines, height=792)) == 1
