"""Issue 28, sixteenth scan set (decisions 0771-0773): on OCR'd pages, code that no heading rule
should take (a symbol table's `206A \\gimel`, a DocStrip guard, a line inside a listing, an example's
typeset output, a directory of a listed tree, a note in brackets); section numbers ending on their
stop (`6.3.`) or opening on an appendix's letter (`A.2.`) in step as an outline; centred capitals
at the body's size as headings; a chapter opener's bare label with its title centred under it in
the body's type. Small hand-made OCR blocks (page units 0-1000)."""
from f.common.pdf import outline, scan_centred, scan_code, scan_lines
from tests.pdfmake import ocr_line as _line


def test_a_line_of_control_words_or_guards_is_code_a_title_naming_one_is_not():
    for text in ("206A \\gimel", "R \\circledR", "L\\1lcorner", "1321 \\leftrightsquigarrow", "1 〈*package〉",
                 "↑.<*package>", "</class>", "<@@=fdu>"):
        assert scan_code.code_only(text), text
        assert scan_lines.no_title(_line(text, [420, 300, 560, 315])), text
    for text in ("7.1. The \\newsymbol command (AMS-TEX or plain TEX)", "第4节 代码实现", "Memcheck", "A.1. INTRODUCTION"):
        assert not scan_code.code_only(text), text
    assert not scan_lines.no_title(_line("7.1. The \\newsymbol command (AMS-TEX or plain TEX)", [118, 300, 600, 315]))


def test_a_short_line_between_two_aligned_code_lines_is_the_listings():
    listing = [_line("<insert_a_suppression_name_here>", [133, 100, 400, 115]),
               _line("Memcheck:Value4", [134, 118, 300, 133], bold=True),
               _line("obj:/usr/X11R6/lib/libX11.so.6.2", [134, 136, 420, 151])]
    assert scan_code.listing_lines(listing) == {1}
    # set off the listing's edge, or between prose lines, it is not
    moved = [listing[0], dict(listing[1], bbox=[200, 118, 360, 133]), listing[2]]
    assert scan_code.listing_lines(moved) == set()
    prose = [_line("The suppression below names the error kind first.", [133, 100, 700, 115]), listing[1],
             _line("Then come the frames of the calling context.", [134, 136, 700, 151])]
    assert scan_code.listing_lines(prose) == set()


def test_an_examples_typeset_result_under_its_source_is_no_title():
    source = _line("\\xpinyin*[ratio={.7},hsep={.5em}]{贾雨村风尘怀闺秀} jiǎ yǔ cūn", [130, 300, 700, 315])
    result = _line("贾雨村风尘怀闺秀", [300, 330, 520, 352], size=16.0)
    assert scan_code.example_output([source, result]) == {1}
    assert scan_code.example_output([result, source]) == set()  # the source under it: a heading first
    # a sentence naming a command is no source: a heading repeating its words stays
    sentence = _line("使用 \\zhnumber 命令的基本用法如下所示", [130, 300, 700, 315])
    assert scan_code.example_output([sentence, _line("基本用法", [130, 330, 260, 350])]) == set()


def test_a_directory_and_a_bracketed_note_are_no_titles():
    for text in ("(device resolution〉/", "fonts/pk/", "(not included in bundled collection)"):
        assert scan_lines.no_title(_line(text, [150, 300, 400, 315])), text
    assert not scan_lines.no_title(_line("Installing the files (Unix)", [150, 300, 400, 315]))


def _page(titles, size=8.2):
    """A page: each title over a paragraph line of the body's size."""
    blocks = []
    for k, text in enumerate(titles):
        blocks.append(_line(text, [118, 100 + 150 * k, 420, 115 + 150 * k], size=size))
        blocks.append(_line("All other symbols of the msam and msbm fonts must be named by control sequences",
                            [118, 120 + 150 * k, 712, 135 + 150 * k], size=8.0))
    return blocks


def test_section_numbers_ending_on_a_stop_and_an_appendixs_run_are_titles():
    pages = [_page(["6.3. Cyrillic in math"]), _page(["7.1. The newsymbol command", "7.2. The extra symbols"]),
             _page(["A.1. INTRODUCTION", "A.2. LOCATION OF AMSFONTS FILES IN A TDS TREE"]),
             _page(["A.3. INSTALLING THE .pk FILES"])]
    assert scan_lines.mark_dotted_section_titles(pages) == 6  # 6.3 -> 7.1: the next chapter's first section
    levels = [b.get("text_level") for blocks in pages for b in blocks[::2]]
    assert levels == [2, 2, 2, 2, 2, 2]
    # answer options are no appendix's numbers
    options = [_page(["A.4 B.3 C.2 D.1"]), _page(["A.5 B.6 C.7 D.8"]), _page(["A.6 B.1 C.2 D.3"])]
    assert scan_lines.mark_dotted_section_titles(options) == 0


def test_next_section_steps():
    assert scan_lines._next_section((6, 3), (7, 1))
    assert scan_lines._next_section((101, 1), (101, 2))
    assert not scan_lines._next_section((6, 3), (7, 2))
    assert not scan_lines._next_section((7, 2), (101, 1))


def _column_page(extra):
    paragraph = "Most users of the extra symbol fonts will probably want to make them accessible"
    blocks = [_line(paragraph, [118, 400 + 16 * k, 712, 414 + 16 * k], size=8.0) for k in range(4)]
    return extra + blocks


def test_centred_capitals_over_a_paragraph_are_headings():
    heading = _line("7. USING THE EXTRA SYMBOLS", [303, 370, 527, 384], size=7.3)
    page = _column_page([heading])
    assert scan_centred.mark_centred_capitals([page]) == 1 and heading["text_level"] == 1
    appendix = _line("A.1. INTRODUCTION", [341, 370, 503, 384], size=8.2)
    assert scan_centred.mark_centred_capitals([_column_page([appendix])]) == 1 and appendix["text_level"] == 2
    # flush left, in lower case, or in the margin: not this rule's
    for text, box in (("7. USING THE EXTRA SYMBOLS", [118, 370, 342, 384]),
                      ("Using the extra symbols", [303, 370, 527, 384]),
                      ("USING THE EXTRA SYMBOLS", [303, 40, 527, 54])):
        block = _line(text, box, size=7.3)
        assert scan_centred.mark_centred_capitals([_column_page([block])]) == 0, text


def test_a_title_centred_under_a_bare_appendix_label_joins_it_and_is_no_running_title():
    label = dict(_line("Appendix A", [366, 82, 477, 95], size=9.5), text_level=2)
    title = _line("Installation Procedures", [321, 97, 523, 110], size=7.6)
    assert outline._titles_label(label, title, body=8.0, joined=0)
    assert not outline._titles_label(label, dict(title, bbox=[118, 97, 320, 110]), body=8.0, joined=0)
    # the later pages' running title does not take the opener's title into its group
    pages = [[label, title], [_line("Appendix A. Installation Procedures", [318, 51, 620, 64], size=7.6)],
             [_line("Appendix A. Installation Procedures", [318, 51, 620, 64], size=7.6)]]
    scan_lines.furniture_keys(pages)
    assert "furniture_key" not in pages[1][0] and "furniture_key" not in pages[0][1]


def test_a_chinese_paragraph_naming_a_path_is_no_listing_line():
    assert scan_code.code_like("obj:/usr/X11R6/lib/libX11.so.6.2") and scan_code.code_like("fonts/pk/")
    assert not scan_code.code_like("在GBK/Big5编码下，由于汉字的第二个字节会与TEX中的特殊字符冲突")
    heading = _line("6.6 假文文本", [237, 277, 372, 292])
    blocks = [_line("356 \\file_input:x { zhlipsum- \\g__zhlipsum_encoding_str .def }", [237, 229, 725, 244]),
              heading, _line("在GBK/Big5编码下", [239, 306, 906, 321])]
    assert scan_code.listing_lines(blocks) == set()


def test_an_option_with_its_argument_and_a_numbered_sentence_are_no_titles():
    for text in ("--just-view(file)", "-o<file>", "1. the TEXMF trees containing documentation", "2) if the file exists"):
        assert scan_lines.no_title(_line(text, [115, 300, 480, 315])), text
    for text in ("1. For each library or program module", "4. tlmgr usage", "1. Introduction", "3 INSTALLATION"):
        assert not scan_lines.no_title(_line(text, [115, 300, 480, 315])), text


def test_a_layered_diagrams_box_labels_are_no_headings():
    from f.common.pdf import scan_diagrams

    intro = _line("1.【推荐】根据业务架构实践，推荐分层结构如图所示，默认上层依赖于下层。", [102, 121, 932, 170], lines=3)
    boxes = [_line("终端显示层", [355, 203, 429, 218]), _line("开放API层", [566, 203, 632, 218]),
             _line("请求处理层（Web层）", [397, 248, 523, 263]), _line("业务逻辑层（Service层）", [433, 291, 573, 306]),
             _line("通用逻辑层（Manager层）", [473, 335, 622, 350]), _line("第三方服务", [610, 379, 684, 394]),
             _line("数据持久层（DAO层）", [378, 380, 501, 395])]
    after = _line("●开放API层:可直接封装Service接口暴露成RPC接口；通过Web封装成http接口。", [136, 462, 899, 510], lines=3)
    assert scan_diagrams.diagram_labels([intro, *boxes, after]) == set(range(1, 8))
    # titles stacked at one edge, or one label per row, are no diagram
    titles = ["第一节 总则", "适用范围", "术语", "引用标准"]
    column = [_line(t, [118, 200 + 40 * k, 300, 215 + 40 * k]) for k, t in enumerate(titles)]
    assert scan_diagrams.diagram_labels([intro, *column, after]) == set()
    single = [dict(b, bbox=[b["bbox"][0], 200 + 45 * k, b["bbox"][2], 215 + 45 * k]) for k, b in enumerate(boxes)]
    assert scan_diagrams.diagram_labels([intro, *single, after]) == set()


def test_an_examples_result_beside_its_source_is_no_title_a_numbered_line_is_kept():
    """0776: zhnumber sets an example's output large on the left, its source on the right on the same rows."""
    result = _line("二十亿零一千二百零二万零一百二十", [218, 629, 503, 644], size=16.0)
    source = _line("\\zhnumber{2012020120}\\\\ \\zhnumber{2 012 020 120}\\\\", [656, 625, 868, 660])
    assert scan_code.beside_code([result, source]) == {0}
    # below the code (no shared rows), left of prose, or numbered, it is not
    assert scan_code.beside_code([dict(result, bbox=[218, 700, 503, 715]), source]) == set()
    prose = _line("以中文格式输出数字。这里的数字可以是整数", [656, 625, 868, 660])
    assert scan_code.beside_code([result, prose]) == set()
    assert scan_code.beside_code([_line("6.1 准备", [218, 629, 503, 644]), source]) == set()
    # one row is code.same_row's, as everywhere: more than half the shorter line's height shared (0927)
    assert scan_code.beside_code([result, dict(source, bbox=[656, 636, 868, 671])]) == {0}
    assert scan_code.beside_code([result, dict(source, bbox=[656, 636.5, 868, 671.5])]) == set()


def test_a_control_word_run_into_its_chinese_description_is_no_title():
    for text in ("\\__zhnum_read_abs_loop:Nw当数字很大时，l3bigint的实现会造成 TEX 内存溢出：",
                 "\\__zhnum_read_integer:www #1 符号，#3 是绝对值"):
        assert scan_code.term_with_description(text), text
        assert scan_lines.no_title(_line(text, [10, 354, 617, 371])), text
    for text in ("\\zhnumber 命令", "第3节 zhnumber 宏包代码实现", "使用 \\zhnumber 命令，输出数字"):
        assert not scan_code.term_with_description(text), text
