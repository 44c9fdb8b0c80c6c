"""Workbooks without a contents page (issue 11): continuation lessons kept, exercise headings
inside their lesson, unit reviews kept, repeated decorated blocks out, front matter repeating
chapter titles never the chapter. Hand-made MinerU-shaped books."""
from f.common.tree.pageindex import build_pageindex
from f.common.tree.walk import walk
from tests.tree_fixtures import book


def outline(pages):
    tree = build_pageindex(book(pages), book_id="t/b", doc_name="b")
    assert tree["contents"]["path"] == "headings"
    return [(d, n["title"], n["start_index"]) for d, n, _ in walk(tree["structure"])]


def test_continuation_lessons_are_kept():
    got = outline([[("h", "第19章 实数"), ("h", "19.1 算术平方根(1)"), ("t",)],
                   [("h", "19.1 平方根(2)"), ("t",)], [("h", "19.1 立方根(3)"), ("t",)],
                   [("h", "19.2 无理数(2)"), ("t",)], [("h", "19.2 无理数(2)"), ("t",)]])
    assert got == [(1, "第19章 实数", 1), (2, "19.1 算术平方根(1)", 1), (2, "19.1 平方根(2)", 2),
                   (2, "19.1 立方根(3)", 3), (2, "19.2 无理数(2)", 4)]


def test_exercise_headings_are_not_siblings_of_units():
    got = outline([[("h", "一. 认识图形"), ("h", "1. 长方形"), ("h", "一、选择题"), ("t",),
                    ("h", "二、填空题"), ("t",)],
                   [("h", "二. 位置"), ("h", "一．直接写得数。"), ("t",)]])
    units = [t for d, t, _ in got if d == 1]
    assert units == ["一. 认识图形", "二. 位置"]
    assert (3, "一、选择题", 1) in got and (2, "一．直接写得数。", 2) in got


def test_unit_reviews_are_kept_and_decorated_repeats_stay_out():
    pages = [[("h", "第1单元 加法"), ("h", "1 十以内加法"), ("t",), ("h", "综合练习·做一做"), ("t",)],
             [("h", "2 二十以内加法"), ("t",), ("h", "综合练习·做一做"), ("t",)],
             [("h", "3 连加"), ("t",), ("h", "综合练习·做一做"), ("t",)],
             [("h", "第1单元综合练习"), ("t",)],
             [("h", "Unit 2 Subtraction"), ("t",), ("h", "复习(1)"), ("t",), ("h", "复习(2)"), ("t",)]]
    got = outline(pages)
    assert (2, "第1单元综合练习", 4) in got
    assert (2, "复习(1)", 5) in got and (2, "复习(2)", 5) in got
    assert not any("做一做" in t for _, t, _ in got)


def test_front_matter_repeating_chapter_titles_is_not_the_chapter():
    got = outline([[("h", "本期导读"), ("h", "第一章 有理数"), ("h", "第二章 整式"), ("t",)],
                   [("h", "名校考题精选"), ("h", "第一章 有理数"), ("t",)],
                   [("h", "第一章 有理数"), ("h", "1.1 正数和负数"), ("t",)], [("t",)], [("t",)],
                   [("h", "第二章 整式"), ("h", "2.1 单项式"), ("t",)], [("t",)], [("t",)]])
    chapters = [(t, s) for d, t, s in got if t.startswith("第")]
    assert chapters == [("第一章 有理数", 3), ("第二章 整式", 6)]


def test_units_numbered_without_their_di_hold_their_lessons():
    # a designed workbook sets the unit's big digit before 单元 and drops the 第 (decision 0289)
    got = outline([[("h", "1单元显微镜下的生命世界"), ("h", "1. 搭建生命体的积木"), ("t",)],
                   [("h", "2. 微小的生命体"), ("t",)],
                   [("h", "2 单元 仿生"), ("h", "3. 生物的启示"), ("t",)],
                   [("h", "4. 蛋壳与薄壳结构"), ("t",), ("h", "2单元测试"), ("t",)]])
    assert [t for d, t, _ in got if d == 1] == ["1单元显微镜下的生命世界", "2 单元 仿生"]
    assert (2, "3. 生物的启示", 3) in got and (2, "4. 蛋壳与薄壳结构", 4) in got
    assert (2, "2单元测试", 4) in got  # the unit's test, in its unit


def test_a_part_number_set_apart_over_its_title_is_one_heading():
    # the title page sets `第一部分` in its own face (not tagged a heading) over the tagged title
    got = outline([[("t", "第一部分"), ("h", "乐谱识读与运用")],
                   [("h", "一、C大调"), ("t",)], [("h", "二、a小调"), ("t",)],
                   [("t", "第二部分"), ("h", "音乐听辨与记忆")], [("h", "一、音高模唱"), ("t",)]])
    assert [(t, p) for d, t, p in got if d == 1] == [("第一部分 乐谱识读与运用", 1), ("第二部分 音乐听辨与记忆", 4)]
    assert (2, "二、a小调", 3) in got and (2, "一、音高模唱", 5) in got
