"""Text-layer pages whose font maps some glyphs to nothing (U+FFFD): the layer's blocks keep their
layout and take the OCR's characters where the two agree (f.common.pdf.mend). Pure rules, then a
real page through the parser and the bundled OCR."""
from __future__ import annotations

import json

import pymupdf

from f.common.pdf import mend
from tests.pdfmake import scan_page, to_bytes

R = "\ufffd"


def test_only_pages_with_some_but_not_most_glyphs_unmapped_are_mended():
    prose = "按照课程标准的要求，对学生的评价要点是其在团队活动中的合作表现。" * 4
    broken = prose.replace("，", R).replace("。", R)  # 8 of 132 characters: 6%
    assert not mend.needs_mending([{"text": prose}])
    assert not mend.needs_mending([{"text": broken[:40]}])  # too few to matter
    assert mend.needs_mending([{"text": broken * 3}])
    assert not mend.needs_mending([{"text": R * 100 + "文字"}])  # mostly garbage: the page is OCR'd whole


def test_the_ocr_text_must_hold_the_layers_own_characters():
    assert mend.agrees("每队用��根长跳绳", "每队用4～5根长跳绳")
    assert not mend.agrees("每队用��根长跳绳", "活动规则")  # a neighbouring line
    assert not mend.agrees("��", "50")  # nothing of its own to check against


def test_a_block_takes_the_lines_inside_its_box_and_keeps_its_type():
    blocks = [{"bbox": [100, 100, 900, 160], "text": "将学生分成两组�每队用��根长跳绳", "size": 10.5, "bold": False},
              {"bbox": [100, 200, 900, 230], "text": "活动规则", "size": 14, "bold": True}]
    lines = [{"bbox": [102, 105, 890, 128], "text": "将学生分成两组，每队用4～5"},
             {"bbox": [102, 132, 400, 155], "text": "根长跳绳"},
             {"bbox": [102, 202, 300, 228], "text": "活动规则"}]
    out, mended = mend.mend(blocks, lines)
    assert mended == 1
    assert out[0]["text"] == "将学生分成两组，每队用4～5根长跳绳" and out[0]["size"] == 10.5
    assert out[1] == blocks[1]  # nothing unmapped: untouched
    out, mended = mend.mend(blocks, [])  # no OCR: unchanged, for parser.settled as before
    assert mended == 0 and out == blocks


def test_a_page_with_unmapped_punctuation_and_digits_reads_them_through_ocr():
    lines = ["教学目标是学习和掌握长跳绳的练习方法。", "每队用4根长跳绳，每两人摇一根绳平行站立。",
             "按课程标准2011年版的要求评价合作表现。", "第1关到第3关每组排头开始闯关，依次进行。",
             "跑完60米后休息2分钟，再跑第2组共3组。", "成功闯关一次后依次进行，直到全部完成。",
             "全班分成4个小组，每组8人，轮流练习。"]
    doc = pymupdf.open()
    page = scan_page(doc, lines, height=260)  # the print, as the reader sees it
    page.insert_font(fontname="cjk", fontbuffer=pymupdf.Font("china-s").buffer)
    for number, line in enumerate(lines):  # an invisible layer whose font maps no digit or stop
        layer = "".join(R if not ("\u4e00" <= c <= "\u9fff") else c for c in line)
        page.insert_text((24, 40 + number * 24), layer, fontname="cjk", fontsize=13, render_mode=3)
    from f.common.pdf.run import parse_pdf

    files, report = parse_pdf(to_bytes(doc), name="t.pdf", workers=0)
    text = " ".join(i.get("text", "") for i in json.loads(files["content_list.json"]))
    assert report["mended_pages"] == 1 and report["mended_blocks"] >= 1 and report["ocr_pages"] == 0
    assert "用4根" in text and "2011年" in text and "，" in text, text
    assert R not in text
