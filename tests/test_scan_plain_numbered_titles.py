"""Issue 28, sixth round: numbered titles set plain in body type on OCR'd pages (`（一）实施步骤`,
`1. 术语和定义`, a regulation's or an official notice's lower levels) are headings when a paragraph
follows each and their numbers rise one by one; a numbered list's items are not (decision 0282).
Small hand-made OCR blocks (page units 0-1000) through f.common.pdf.scan_lines and the font
statistics that follow it (f.common.pdf.outline)."""
from f.common.pdf import outline, scan_lines

PROSE = "为规范数据安全管理工作，保障数据安全，促进数据开发利用，保护个人和组织的合法权益，制定本办法。"


def _block(text, y, lines=1, size=12.0, x0=125):
    return {"type": "text", "text": text, "bbox": [x0, y, 870, y + 20 * lines], "size": size, "lines": lines,
            "ocr": True, "weight": 0.08}


def _page(*titles):
    blocks, y = [], 90
    for title in titles:
        blocks += [_block(title, y, x0=165), _block(PROSE * 2, y + 30, lines=3)]
        y += 120
    return blocks


def test_plain_numbered_titles_over_paragraphs_become_headings():
    pages = [_page("（一）实施步骤", "（二）质量控制"), _page("1. 术语和定义", "2. 标准规范"), _page("（三）总则")]
    assert scan_lines.mark_plain_numbered_titles(pages) == 5
    outline.apply_font_statistics(pages)
    titles = [b["text"] for blocks in pages for b in blocks if b.get("text_level")]
    assert titles == ["（一）实施步骤", "（二）质量控制", "1. 术语和定义", "2. 标准规范", "（三）总则"]


def test_a_numbered_list_and_numbers_out_of_step_stay_text():
    items = [_block(f"{k}. 明确责任分工", 90 + 25 * k, x0=165) for k in range(1, 4)]  # one under another
    listed = items + [_block(PROSE * 2, 200, lines=3)]
    stray = [_block("（三）总则", 400, x0=165), _block(PROSE * 2, 430, lines=3),
             _block("（七）附则", 560, x0=165), _block(PROSE * 2, 590, lines=3)]
    pages = [listed, stray]
    assert scan_lines.mark_plain_numbered_titles(pages) == 0
    outline.apply_font_statistics(pages)
    assert not any(b.get("text_level") for blocks in pages for b in blocks)


def test_a_title_scheme_is_read_all_or_none():
    # the third title has one short line under it: it is still its scheme's, so it is marked too (one
    # plain member among bold ones would be dropped as a lower level by the one-scheme-one-level rule)
    pages = [_page("（一）实施步骤", "（二）质量控制") + [_block("（三）总则", 400, x0=165), _block("制定本办法。", 430)]]
    assert scan_lines.mark_plain_numbered_titles(pages) == 3
    assert all(b.get("bold") for b in pages[0] if b["text"].startswith("（"))
