"""A textbook's automatic title names its subject and volume (音乐 选择性必修 视唱练耳), never only
the series or volume label on its cover (选择性必修6, 普通高中教科书): such a candidate, from the PDF's
metadata, its cover or its first heading, is joined with the cover's subject and name, or skipped.
Real covers: three dev textbooks (read-only dev data), parsed by our own parser."""
from __future__ import annotations

import json

import pymupdf
import pytest

from f.common.ingest import title as titles
from tests.conftest import dev_data
from tests.pdfmake import new_page, to_bytes, with_unicode_map, write


@pytest.mark.parametrize("text, label, subject", [
    ("选择性必修6", True, False), ("选择性必修 第一册", True, False), ("普通高中教科书", True, False),
    ("义务教育教科书配套用书", True, False), ("七年级下册 （简谱、五线谱）", True, False),
    ("教育部审定", True, False), ("五至六年级", True, False), ("必修第二册", True, False),
    ("音  乐", False, True), ("普通高中教科书·数学", False, True), ("数学 A版", False, True),
    ("视唱练耳", False, False), ("数值分析", False, False), ("Linear Algebra", False, False),
    ("第一章 向量", False, False),
])
def test_what_is_only_a_label_or_only_a_subject(text, label, subject):
    assert (titles.is_label(text), titles.is_subject(text)) == (label, subject)


def _cover(lines: list[tuple[str, float]], metadata: str | None = None) -> bytes:
    doc = pymupdf.open()
    page = new_page(doc)
    y = 40
    for text, size in lines:
        y += size * 1.4
        write(page, 40, y, text, size)
    for n in range(4):  # the small print that sets the body size
        write(page, 40, 480 + 14 * n, f"第{n + 1}行小字：出版说明与版权信息。", 8)
    if metadata:
        doc.set_metadata({"title": metadata})
    return to_bytes(doc)


def test_a_cover_whose_largest_line_is_the_subject_or_the_volume_is_composed():
    pep = _cover([("普通高中教科书", 12), ("数学", 48), ("选择性必修", 20), ("第一册", 20),
                  ("人民教育出版社", 11)])
    assert titles.pdf_cover_title(pep) == "数学 选择性必修 第一册"
    volume_first = _cover([("选择性必修6", 40), ("普通高中教科书", 12), ("音乐", 24), ("视唱练耳", 28),
                           ("主编 张三", 12), ("李四", 12)])  # an editor in small print is no name
    assert titles.pdf_cover_title(volume_first) == "音乐 选择性必修6 视唱练耳"
    bare = _cover([("选择性必修6", 40), ("普通高中教科书", 12)])
    assert titles.pdf_cover_title(bare) is None  # nothing to join it with: skipped
    assert titles.pdf_cover_title(_cover([("线性代数讲义", 30)])) == "线性代数讲义"  # not a textbook label
    named = _cover([("学生活动手册", 40), ("科学", 24), ("五年级下册", 24), ("义务教育教科书配套用书", 12)])
    assert titles.pdf_cover_title(named) == "科学 五年级下册 学生活动手册"  # the name, placed
    exam = _cover([("2017 年河南省中考数学试卷", 30)])
    assert titles.pdf_cover_title(exam) == "2017 年河南省中考数学试卷"  # no textbook cover: as printed


def test_a_label_in_the_metadata_is_skipped_and_the_cover_decides(store_env, tmp_path):
    from f.common.ingest.flow import ingest
    from f.common.store import books

    settings, store = store_env
    data = _cover([("普通高中教科书", 12), ("数学", 48), ("选择性必修", 20), ("第一册", 20)],
                  metadata="选择性必修6")
    assert titles.pdf_metadata_title(data) is None
    pdf = tmp_path / "book.pdf"
    pdf.write_bytes(data)
    ingest(pdf, "教材/数学/sxbx1", skip_vectors=True, no_summaries=True, settings=settings, store=store)
    manifest = books.read_manifest(store, "教材/数学/sxbx1")
    assert (manifest["title"], manifest["title_source"]) == ("数学 选择性必修 第一册", "pdf cover")


def test_a_label_heading_on_an_ocr_cover_is_joined_with_the_subject_and_the_name():
    """An OCR'd cover (no sizes): the name is the line the cover and the title page repeat, not a
    misread that appears once (普乐 for 音乐)."""
    def item(page, text, level=None):
        return {"type": "text", "text": text, "page_idx": page, **({"text_level": level} if level else {})}
    items = [item(0, "普通高中教科书", 4), item(0, "音乐"), item(0, "选择性必修", 4), item(0, "舞蹈表演"),
             item(0, "广东教育出版社", 6), item(1, "普通高中教科书", 5), item(1, "普乐", 1),
             item(1, "选择性必修", 5), item(1, "舞蹈表演", 3), item(2, "目录", 2)]
    assert titles.first_heading(items) == "音乐 选择性必修 舞蹈表演"
    # a whole book's heading statistics seldom make the cover's lines headings: read them anyway
    plain = [item(0, "义务教育教科书配套用书"), item(0, "2019"), item(0, "科字"), item(0, "学生活动手册"),
             item(0, "五年级下册"), item(1, "科学"), item(1, "学生活动手册"), item(2, "1单元显微镜下的生命世界", 1)]
    assert titles.first_heading(plain) == "科学 五年级下册 学生活动手册"
    only_labels = [item(0, "普通高中教科书", 1), item(0, "七年级下册", 2), item(1, "前言", 1),
                   item(1, "学习目标", 2)]
    assert titles.first_heading(only_labels) == "学习目标"  # the labels are skipped
    thesis = [item(0, "硕士研究生学位论文", 1), item(0, "数值分析", 1)]
    assert titles.first_heading(thesis) == "硕士研究生学位论文"  # not a textbook: unchanged


@pytest.mark.parametrize("name, expected", [
    ("hs-sight-singing.pdf", "音乐 选择性必修 视唱练耳"),   # text-layer cover, the subject largest
    ("music-g7-scanned.pdf", "音乐 七年级下册 （简谱、五线谱）"),  # the title set letter by letter
    ("hs-dance.pdf", "音乐 选择性必修 舞蹈表演"),            # an OCR'd cover: the first heading
    # pe-teachers-guide (体育与健康 五至六年级 教师用书) and science-workbook-g5 (科学 五年级下册
    # 学生活动手册) come out right too, but OCR their covers for ~40 s: the synthetic covers above
    # hold their shapes (a series heading first; a name beside subject and grade)
])
def test_the_dev_textbooks_get_subject_and_volume(name, expected):
    from f.common.pdf.run import parse_pdf

    source = pymupdf.open(dev_data(f"../textbooks/{name}"))  # DEV_DATA is mineru-samples/
    opening = pymupdf.open()
    opening.insert_pdf(source, from_page=0, to_page=1)  # the cover and the title page
    data = opening.tobytes()
    got = titles.pdf_metadata_title(data) or titles.pdf_cover_title(data)
    if got is None:
        files, _ = parse_pdf(data, name=name, workers=0)
        got = titles.first_heading(json.loads(files["content_list.json"]))
    assert got == expected


@pytest.mark.parametrize("record, expected", [
    ("音乐：选择性必修.舞蹈表演/程建平主编.—广州：广东教育出版社：花城出版社，2021.7", "音乐 选择性必修 舞蹈表演"),
    ("音乐. 视唱练耳 / 张前，曾赛丰主编. —长沙：湖南文艺出版社，", "音乐 视唱练耳"),
    ("普通高中教科书. 数学. 选择性必修. 第一册 / 人民教育出版社课程教材研究所编著", "数学 选择性必修 第一册"),
    ("线性代数 / 张三编. —北京：高等教育出版社", "线性代数"),
])
def test_the_cip_record_names_the_book(record, expected):
    """A Chinese book's copyright page prints its CIP record; its title field is the book's name,
    whatever heading levels the parse gave (a whole book's parse may drop the cover itself)."""
    def item(page, text, level=None):
        return {"type": "text", "text": text, "page_idx": page, **({"text_level": level} if level else {})}
    items = [item(1, "图书在版编目（CIP）数据"), item(1, record), item(1, "ISBN 978-7-5548-4140-2"),
             item(2, "目录", 1), item(2, "第一单元 舞蹈基础", 2)]
    assert titles.first_heading(items) == expected
    assert titles.first_heading([item(2, "目录", 1), item(2, "1单元显微镜下的生命世界", 3)]) is None


def test_a_cover_line_in_a_font_that_maps_no_glyph_is_never_the_title():
    # an exam paper's big subject line set in a font with no Unicode for its glyphs: MuPDF's default
    # reading passes the glyph ids off as characters (`Ɠ뻛ȗؘ`); read as the parser reads the page,
    # they are unknown, and the next largest line names the paper
    lines = ["绝密启用前", "物理", "2021年普通高等学校招生全国统一考试", "本试卷共4页，22题。全卷满分150分。",
             "考试用时120分钟。"]
    data = with_unicode_map(lines, {"物": 0xFFFD, "理": 0xFFFD}, sizes=[10.5, 22, 15, 10.5, 10.5])
    assert titles.pdf_cover_title(data) == "2021年普通高等学校招生全国统一考试"
