"""Issue 28: a chapter opener on a scan (riscv's `Chapter 3` over a large two-line title). OCR reads
the label and the title as one tall block of three lines, which is one heading when it opens with a
chapter or part label and is set large; or reads the bare label apart from the title lines under it,
which join it. Shapes from the thirteenth scan set's riscv-b (OCR'd sizes, body 9.5)."""

from f.common.pdf import outline


def _body(y: int) -> list[dict]:
    return [{"bbox": [113, y + 20 * n, 885, y + 20 * n + 17], "size": 9.5, "bold": False, "lines": 1,
             "text": "RV64I widens the integer registers and supported user address space to 64 bits in all."}
            for n in range(8)]


def _level_of(pages, text):
    return next(b.get("text_level") for blocks in pages for b in blocks if b["text"].startswith(text))


def test_a_tall_block_opening_on_a_chapter_label_is_one_heading():
    opener = {"bbox": [113, 184, 837, 325], "size": 20.4, "bold": True, "lines": 3,
              "text": "Chapter 5 RV64I Base Integer Instruction Set, Version 2.1"}
    chinese = {"bbox": [113, 184, 837, 325], "size": 20.4, "bold": True, "lines": 3,
               "text": "第5章 基本整数指令集 第二版"}
    prose = {"bbox": [113, 184, 837, 325], "size": 20.4, "bold": True, "lines": 3,
             "text": "RV64I Base Integer Instruction Set, Version 2.1 and more"}
    pages = [[opener] + _body(400), [chinese] + _body(400), [prose] + _body(400)]
    outline.apply_font_statistics(pages)
    assert _level_of(pages, "Chapter 5") == 1
    assert _level_of(pages, "第5章") == 1
    assert _level_of(pages, "RV64I Base") is None  # three large lines with no label: no heading


def test_a_four_line_block_or_one_in_body_type_is_no_opener():
    long = {"bbox": [113, 184, 837, 380], "size": 20.4, "bold": True, "lines": 4,
            "text": "Chapter 5 RV64I Base Integer Instruction Set, Version 2.1"}
    small = {"bbox": [113, 184, 837, 240], "size": 9.6, "bold": True, "lines": 3,
             "text": "Chapter 5 describes the base integer instruction set"}
    pages = [[long] + _body(400), [small] + _body(400)]
    outline.apply_font_statistics(pages)
    assert _level_of(pages, "Chapter 5 RV64I") is None and _level_of(pages, "Chapter 5 describes") is None


def _label_page(under: list[dict]) -> list[list[dict]]:
    label = {"bbox": [115, 183, 291, 215], "size": 20.6, "bold": False, "lines": 1, "text": "Chapter 4",
             "text_level": 1}
    return [[label] + under + _body(400)]


def test_the_title_lines_under_a_bare_label_join_it():
    pages = _label_page([
        {"bbox": [111, 253, 853, 291], "size": 22.6, "bold": False, "lines": 1, "no_heading": True,
         "text": "RV32E Base Integer Instruction Set,"},
        {"bbox": [115, 294, 343, 324], "size": 19.4, "bold": True, "lines": 1, "no_heading": True,
         "text": "Version 1.9"}])
    outline.join_wrapped(pages)
    assert pages[0][0]["text"] == "Chapter 4 RV32E Base Integer Instruction Set, Version 1.9"
    assert pages[0][1]["text"].startswith("RV64I widens")  # the body stays apart


def test_a_numbered_section_or_body_text_under_a_bare_label_stays_apart():
    section = {"bbox": [115, 253, 515, 275], "size": 14.3, "bold": True, "lines": 1, "text": "4.1 Register State",
               "text_level": 2}
    pages = _label_page([section])
    outline.join_wrapped(pages)
    assert pages[0][0]["text"] == "Chapter 4" and pages[0][1]["text"] == "4.1 Register State"
    pages = _label_page([])
    pages[0][1]["bbox"] = [113, 240, 885, 257]  # body type close under the label
    outline.join_wrapped(pages)
    assert pages[0][0]["text"] == "Chapter 4"
