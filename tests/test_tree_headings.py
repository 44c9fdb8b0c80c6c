"""Numbering schemes: what a heading's wording says about its level (f.common.tree.headings)."""
import pytest

from f.common.tree.headings import classify, cn_to_int, is_caption, match_key


@pytest.mark.parametrize("title,scheme,rank,number", [
    ("第六章 平面向量及其应用", "chapter", 1, (6,)),
    ("第6章 平面向量", "chapter", 1, (6,)),
    ("第 ６ 章　平面向量", "chapter", 1, (6,)),          # full-width digit and space
    ("第二十三章 旋转", "chapter", 1, (23,)),
    ("第一节 集合", "section", 2, (1,)),
    ("第二部分 代数", "part", 0, (2,)),
    ("6.2 平面向量的运算", "dotted", 2, (6, 2)),
    ("6.2.1 向量的加法运算", "dotted", 3, (6, 2, 1)),
    ("６．２．１ 向量的加法运算", "dotted", 3, (6, 2, 1)),  # full-width digits and dots
    ("6 . 2 . 1 向量的加法运算", "dotted", 3, (6, 2, 1)),  # spaces inside the number
    ("23.1(一) 图形的旋转", "dotted", 3, (23, 1, 1)),
    ("23.1（二）旋转的性质", "dotted", 3, (23, 1, 2)),
    ("Chapter 3 Limits", "chapter", 1, (3,)),
    ("CHAPTER THREE Limits", "chapter", 1, (3,)),
    ("Section 2.1 Sets", "dotted", 2, (2, 1)),
    ("§2 Groups", "section", 2, ()),
    ("§2.3 Subgroups", "dotted", 2, (2, 3)),
    ("Part II Analysis", "part", 0, (2,)),
    ("Appendix A Tables", "appendix", 1, ("A",)),
    ("附录 常用公式", "appendix", 1, ()),
    ("附录二 数表", "appendix", 1, (2,)),
    ("A.1 Normal tables", "dotted", 2, ("A", 1)),
    ("1 Introduction", "chapter", 1, (1,)),
])
def test_fixed_schemes(title, scheme, rank, number):
    heading = classify(title)
    assert (heading.kind, heading.scheme, heading.rank, heading.number) == ("fixed", scheme, rank,
                                                                            number)


@pytest.mark.parametrize("title,scheme", [
    ("一、函数的概念", "cn-dun"), ("（一）数字普惠金融对宏观经济影响", "cn-paren"),
    ("(二) 居民活动", "cn-paren"), ("1. 定义", "arabic-dot"), ("1、定义", "arabic-dun"),
    ("（1）例题", "arabic-paren"), ("① 思路", "circled"),
])
def test_free_schemes(title, scheme):
    assert (classify(title).kind, classify(title).scheme) == ("free", scheme)


@pytest.mark.parametrize("title,number,scope", [
    ("习题", (), ""), ("习题6.2", (6, 2), ""), ("习题 6.2", (6, 2), ""), ("本章小结", (), "chapter"),
    ("要点归纳", (), ""), ("基础训练", (), ""), ("Exercises", (), ""), ("Summary", (), ""),
    ("Chapter Summary", (), "chapter"), ("复习参考题", (), ""),
])
def test_generic_headings(title, number, scope):
    heading = classify(title)
    assert (heading.kind, heading.number, heading.scope) == ("generic", number, scope)


@pytest.mark.parametrize("title", ["前言", "参考文献", "致谢", "References", "Index", "目 录"])
def test_book_level(title):
    assert classify(title).kind == "book"


@pytest.mark.parametrize("title", ["数列的概念", "Limits and continuity", "研究背景与意义"])
def test_plain(title):
    assert classify(title).kind == "plain"


def test_numbers_and_keys():
    assert [cn_to_int(t) for t in ("一", "十", "十二", "二十三", "一百零五", "12")] == [1, 10, 12, 23, 105, 12]
    assert match_key("第一章　引言 ") == match_key("第一章 引言") == "第一章引言"
    assert is_caption("表 3.1 变量定义") and is_caption("Figure 2 A plot") and not is_caption("表格的用法")


def test_numbered_code_formula_and_sentence_lines_are_not_promoted_to_headings():
    """Untagged numbered lines open a section only when they read as a title: a listing line
    (`11 }.`, `21 Defined.`) or a formula (`2 ∗11 + 1 ∗15 = 50.33`) does not."""
    from f.common.tree.pageindex import build_pageindex
    from f.common.tree.walk import walk

    items = [{"type": "text", "text": "1 Introduction", "page_idx": 0},
             {"type": "text", "text": "Smart contracts are programs stored on a chain.", "page_idx": 0}]
    for page, line in enumerate(["11 }.", "21 Defined.", "2 ∗11 + 1 ∗15 = 50.33", "5 end.",
                                 "12 Lemma f_inj : injective f"], 1):
        items += [{"type": "text", "text": line, "page_idx": page},
                  {"type": "text", "text": "Body text continues on this page.", "page_idx": page}]
    items += [{"type": "text", "text": "2 Related Work", "page_idx": 6},
              {"type": "text", "text": "Earlier work verified contracts.", "page_idx": 6}]
    tree = build_pageindex(items, book_id="x", doc_name="x")
    titles = [node["title"] for _depth, node, _parent in walk(tree["structure"])]
    assert "1 Introduction" in titles and "2 Related Work" in titles
    assert not [t for t in titles if t.split(" ", 1)[0] in ("11", "21", "5", "12") or "∗" in t]


def test_a_lone_letter_is_a_roman_numeral_by_the_document_s_sequence():
    """`I. Introduction` opens roman sections unless it follows `H.`; `V.` and `X.` are numerals
    only after `IV.` and `IX.`; `II.` and longer numerals always are."""
    from f.common.tree.headings import letter_or_roman

    def run(titles):
        previous, out = {}, []
        for title in titles:
            cls = letter_or_roman(classify(title), previous)
            previous[cls.scheme] = cls
            out.append((cls.scheme, cls.number))
        return out

    assert run(["I. Introduction", "A. Background", "II. Discussion", "IV. Costs", "V. Benefits"]) == [
        ("roman-dot", (1,)), ("alpha-dot", ("A",)), ("roman-dot", (2,)), ("roman-dot", (4,)),
        ("roman-dot", (5,))]
    assert run(["G. Seventh", "H. Eighth", "I. Ninth", "V. Vendors"]) == [
        ("alpha-dot", ("G",)), ("alpha-dot", ("H",)), ("alpha-dot", ("I",)), ("alpha-dot", ("V",))]
    assert classify("LL. Build").kind == classify("IIII. Four").kind == "plain"  # no numerals


def test_a_release_s_five_levels_nest_from_headings_all_tagged_level_1():
    """MinerU tags every heading level 1; the numbering alone nests `I.` > `A.` > `1.` > `a.` >
    `(1)` > `(i)`, lower-case letters and numerals included, and `V.` after `IV.` is a numeral."""
    from f.common.tree.pageindex import build_pageindex
    from tests.pdfmake import paths_of

    titles = ["I. Introduction", "A. Background", "1. Scope of the Rule", "a. Terms Used",
              "(1) Detailed Rules", "(i) First Case", "(ii) Second Case", "(2) More Rules",
              "b. Other Terms", "2. Second Point", "B. Other Matters", "II. Discussion",
              "A. First Issue", "IV. Paperwork", "V. Benefits"]
    items = []
    for page, title in enumerate(titles):
        items += [{"type": "text", "text": title, "text_level": 1, "page_idx": page},
                  {"type": "text", "text": "The body of the section runs on here. " * 4, "page_idx": page}]
    paths = paths_of(build_pageindex(items, book_id="b", doc_name="b"))
    assert paths["(ii) Second Case"] == ("I. Introduction", "A. Background", "1. Scope of the Rule",
                                         "a. Terms Used", "(1) Detailed Rules")
    assert paths["(2) More Rules"] == paths["(1) Detailed Rules"]
    assert paths["b. Other Terms"] == paths["a. Terms Used"]
    assert paths["B. Other Matters"] == ("I. Introduction",)
    assert paths["II. Discussion"] == paths["IV. Paperwork"] == paths["V. Benefits"] == ()


@pytest.mark.parametrize("title,scheme,rank,number", [  # 0497: Japanese and Korean markers
    ("第I 部 ユーザーズマニュアル", "part", 0, (1,)),   # LuaTeX-ja's parts
    ("第2部 リファレンス", "part", 0, (2,)),
    ("第3節 縦組", "section", 2, (3,)),
    ("제 II 편그밖의것들", "part", 0, (2,)),           # ko.TeX's parts, spaces lost by the text layer
    ("제1 장 알아두어야할기본사항", "chapter", 1, (1,)),
    ("제 3 절 개요", "section", 2, (3,)),
    ("부록 A LaTeX 설치하기", "appendix", 1, ("A",)),
])
def test_japanese_and_korean_part_chapter_and_section_markers(title, scheme, rank, number):
    cls = classify(title)
    assert (cls.scheme, cls.rank, cls.number) == (scheme, rank, number)


@pytest.mark.parametrize("title", ["第一部门工作", "제품 설명", "부록에 대하여"])
def test_words_opening_like_the_markers_stay_plain(title):
    assert classify(title).kind == "plain"


@pytest.mark.parametrize("title", [
    "8 \\fi", "10 \\ifdefined\\luatexversion \\@uni@odetrue \\else", "3 \\LdfInit{russian}{captionsrussian}",
])
def test_a_numbered_line_of_tex_code_is_no_chapter(title):
    # ltxdoc numbers the lines of documented code (0510)
    assert classify(title).scheme != "chapter"


@pytest.mark.parametrize("title", ["7 \\multiput and \\linethickness", "2 Usage", "4 \\LaTeX\\ commands in text"])
def test_a_numbered_title_naming_commands_in_words_stays_a_chapter(title):
    assert classify(title).scheme == "chapter"


def test_a_question_under_an_outline_letter_or_roman_is_a_section():
    # a proposed rule's or a guide's `I. What are Editions?`, `B. Who must comply?` (1043); a numbered
    # question and a question with working stay exercise blocks
    assert classify("I. What are Editions?").kind == "free"
    assert classify("B. Who must comply?").kind == "free"
    assert classify("1. What is 2+3?").kind == "generic"
    assert classify("A. x=3?").kind == "generic"
    assert classify("一、选择题").kind == "generic"
