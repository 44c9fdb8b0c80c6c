"""The exercise index from content lists written for these tests (original text, no dev data):
numbering styles, kinds, an answer key at the end of the book, answers per lesson, inline answers
of a 解析版 handout, and questions the book does not answer (never a guessed link)."""
from __future__ import annotations

from f.common.exercises.index import exercise_index
from f.common.exercises.numbers import fold_lesson, lesson_of, split_answers


def h(page, text, level=1):
    return {"type": "text", "text": text, "text_level": level, "page_idx": page}


def t(page, text):
    return {"type": "text", "text": text, "page_idx": page}


def index(items):
    return {(e["lesson"], e["number"]): e for e in exercise_index(items, None)["exercises"]}


TEXTBOOK = [  # lessons 23.1(2) and 习题23.2, the key at the end naming both
    h(0, "第二十三章 多边形"),
    h(1, "23.1（2） 多边形的外角和"),
    t(1, "多边形的外角和等于 360°，与边数无关。"),
    h(1, "练习"),
    t(1, "1. 一个多边形的每个外角都是 40°，这个多边形是几边形？"),
    t(1, "2、若一个多边形的内角和是外角和的 3 倍，求它的边数。"),
    t(1, "3.（1）求正五边形每个外角的度数；（2）求正八边形每个内角的度数。"),
    h(2, "习题23.2"),
    t(2, "一、选择题"),
    t(2, "1．下列多边形中，外角和最大的是（ ）"),
    t(2, "A. 三角形  B. 四边形  C. 五边形  D. 一样大"),
    t(2, "二、填空题"),
    t(2, "2．正十边形的每个内角等于______。"),
    t(2, "三、解答题"),
    t(2, "3．求证：任意凸多边形的外角和都等于 360°。"),
    t(3, "4．小明说：“边数越多，外角和越大。”他说得对吗？说明理由。"),
    h(3, "阅读与思考"),
    t(3, "1. 古希腊人最早研究了正多边形。"),  # numbered, asks nothing, outside exercises
    h(5, "参考答案"),
    h(5, "23.1(2)"),
    t(5, "1. 九边形 2. 八边形 3.（1）72° （2）135°"),
    h(5, "习题 23.2"),
    t(5, "1. D 2. 144° 3. 证明：每个外角与相邻内角互补，n 个外角之和为 180°·n 减去内角和，即 360°。"),
]


def test_lessons_fold_brackets_and_spaces():
    assert fold_lesson("23.1（2）") == fold_lesson("23.1 (2)") == fold_lesson("23.1(2)") == "23.1(2)"
    assert lesson_of("23.1（2） 多边形的外角和") == "23.1(2)"
    assert lesson_of("习题 6.2") == "习题6.2" and lesson_of("题型二 一线三等角") == "题型二"
    assert lesson_of("2022·某地中考真题") is None and lesson_of("阅读与思考") is None


def test_a_key_at_the_end_links_each_answer_by_lesson_and_number():
    found = index(TEXTBOOK)
    assert sorted(found) == [("23.1(2)", "1"), ("23.1(2)", "2"), ("23.1(2)", "3"),
                             ("习题23.2", "1"), ("习题23.2", "2"), ("习题23.2", "3"), ("习题23.2", "4")]
    first = found[("23.1(2)", "1")]
    assert first["page"] == 2 and first["answer"]["text"] == "九边形"
    assert first["answer"]["page"] == 6 and first["answer"]["confidence"] >= 0.9
    assert found[("23.1(2)", "3")]["parts"] == ["(1)", "(2)"]
    assert found[("23.1(2)", "3")]["answer"]["text"] == "（1）72° （2）135°"
    assert found[("习题23.2", "1")]["answer"]["text"] == "D"
    assert found[("习题23.2", "1")]["text"].endswith("D. 一样大")  # the options are its text
    assert found[("习题23.2", "4")]["answer"] is None  # the key has no answer 4: none is guessed


def test_kinds_by_surface_markers_and_group_headings():
    kinds = {k: e["kind"] for k, e in index(TEXTBOOK).items()}
    assert kinds[("习题23.2", "1")] == "choice" and kinds[("习题23.2", "2")] == "fill"
    assert kinds[("习题23.2", "3")] == "proof" and kinds[("23.1(2)", "2")] == "solve"


PER_LESSON = [  # each lesson's answers right after its exercises, under a bare 答案 heading
    h(0, "1.1 正数和负数"),
    h(0, "练习"),
    t(0, "(1) 写出三个正数和三个负数。"),
    t(0, "(2) 零是正数吗？"),
    h(1, "答案"),
    t(1, "1. 3，5，7；-1，-2，-3（答案不唯一） 2. 零既不是正数，也不是负数。"),
    h(1, "1.2 有理数"),
    h(1, "练习"),
    t(1, "① 把下列各数分成整数和分数两类。"),
    t(1, "② 举出一个既不是正数也不是整数的有理数。"),
    h(2, "答案"),
    t(2, "1. 整数：3，0；分数：1/2"),
]


def test_answers_per_lesson_link_to_the_lesson_just_read():
    found = index(PER_LESSON)
    assert sorted(found) == [("1.1", "1"), ("1.1", "2"), ("1.2", "1"), ("1.2", "2")]
    assert found[("1.1", "2")]["answer"]["text"].startswith("零既不是正数")
    assert found[("1.2", "1")]["answer"]["text"].startswith("整数")
    assert found[("1.2", "2")]["answer"] is None


HANDOUT = [  # a 解析版 handout: answers printed right after each question
    h(0, "题型一 等腰三角形"),
    h(0, "基础篇"),
    t(0, "1．如图，在△ABC 中，AB=AC，∠A=40°，则∠B 的度数为"),
    {"type": "image", "img_path": "images/a.jpg", "page_idx": 0},
    t(0, "【答案】70°"),
    t(0, "【解析】∵AB=AC，∴∠B=∠C=(180°-40°)÷2=70°。"),
    t(1, "2．如图，AB=AC，AD 平分∠BAC，求证：BD=CD． 证明：∵AD 平分∠BAC，∴∠BAD=∠CAD，又 AD=AD，∴△ABD≌△ACD，∴BD=CD。"),
    t(1, "3．计算等边三角形一个外角的度数。"),
    t(1, "4．已知等腰三角形的顶角为 x°，底角为 2x°。"),
    t(1, "(1) 求 x 的值；(2) 求底角的度数。【答案】(1) 36 (2) 72°"),
    h(2, "题型二 直角三角形"),
    t(2, "1．直角三角形两锐角之和是多少？"),
    t(2, "【答案】90°"),
]


def test_inline_answers_belong_to_the_question_they_follow():
    found = index(HANDOUT)
    one = found[("题型一", "1")]
    assert one["kind"] == "fill" and one["answer"]["confidence"] == 0.95
    assert one["answer"]["text"].startswith("【答案】70°") and "【解析】" in one["answer"]["text"]
    two = found[("题型一", "2")]
    assert two["kind"] == "proof" and two["text"].endswith("BD=CD．")
    assert two["answer"]["text"].startswith("证明：∵AD 平分") and two["answer"]["confidence"] == 0.85
    assert found[("题型一", "3")]["answer"] is None
    four = found[("题型一", "4")]  # the answer begins inside its second part's block
    assert four["parts"] == ["(1)", "(2)"] and four["text"].endswith("求底角的度数。")
    assert four["answer"]["text"] == "【答案】(1) 36 (2) 72°"
    assert found[("题型二", "1")]["answer"]["text"] == "【答案】90°"


def test_an_unnamed_key_links_by_number_only_when_numbers_are_unique():
    paper = [h(0, "期末测试"), t(0, "一、选择题"), t(0, "1. 下列各数中最小的是（ ）A. -2 B. 0 C. 1 D. 2"),
             t(0, "二、填空题"), t(0, "2. 3 的相反数是____。"), h(1, "参考答案"), t(1, "1. A 2. -3")]
    found = index(paper)
    assert found[(None, "1")]["kind"] == "choice" and found[(None, "1")]["answer"]["text"] == "A"
    assert found[(None, "2")]["kind"] == "fill" and found[(None, "2")]["answer"]["confidence"] < 0.9
    repeated = [h(0, "第一节"), t(0, "1. 求 2+3 的值。"), h(1, "第二节"), t(1, "1. 求 4+5 的值。"),
                h(2, "参考答案"), t(2, "1. 5")]
    assert all(e["answer"] is None for e in index(repeated).values())  # which 1? none is guessed


def test_a_book_without_exercises_or_keys_has_none():
    body = [h(0, "6.1 向量的概念"), t(0, "既有大小又有方向的量叫做向量。"),
            t(0, "(1) 零向量的方向是任意的；"), t(0, "(2) 单位向量的长度为 1。")]
    assert exercise_index(body, None)["exercises"] == []


def test_answers_split_in_sequence_only():
    assert split_answers("1. B 2. C 3.（1）5 （2）7") == [("1", "B"), ("2", "C"), ("3", "（1）5 （2）7")]
    assert split_answers("1. x = 2.5，见图 3、图 5 2. B") == [("1", "x = 2.5，见图 3、图 5"), ("2", "B")]
    assert split_answers("x = 2") == []


def test_a_proof_asked_inside_a_question_is_no_answer():
    items = [h(0, "题型一 相似"),
             t(0, "1．在 Rt△ABC 中，AD 是斜边上的高。(1)证明：△ABD∽△CBA；(2)求 BD。【答案】(1)见解析 (2)3.6"),
             t(1, "2．如图，AB=AC。（1）求∠B；（2）证明：BD=CD"), t(1, "（1）解：∠B=70°"),
             t(1, "3．已知 AB=BC，求证：CE=BD． 证明：∵AB=BC，∴CE=BD。")]
    found = index(items)
    assert found[("题型一", "1")]["answer"]["text"].startswith("【答案】(1)见解析")
    assert found[("题型一", "2")]["text"].endswith("证明：BD=CD")
    assert found[("题型一", "2")]["answer"]["text"] == "（1）解：∠B=70°"
    assert found[("题型一", "3")]["answer"]["text"].startswith("证明：∵AB=BC")


def test_an_exercise_names_the_section_it_is_read_under_when_two_start_on_its_page():
    # two exercise sections open on page 1: the tree's deepest node by page alone is the second,
    # the heading read just before the exercise is the first
    items = [{"type": "text", "text": "第一章 数与式", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "习题1.1", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "1. 计算 3+4 的值。", "page_idx": 0},
             {"type": "text", "text": "习题1.2", "text_level": 1, "page_idx": 0},
             {"type": "text", "text": "1. 化简 2a+3a。", "page_idx": 0}]
    tree = {"structure": [{"title": "第一章 数与式", "node_id": "0000", "start_index": 1, "end_index": 1, "nodes": [
        {"title": "习题1.1", "node_id": "0001", "start_index": 1, "end_index": 1},
        {"title": "习题1.2", "node_id": "0002", "start_index": 1, "end_index": 1}]}]}
    found = exercise_index(items, tree)["exercises"]
    assert [(e["lesson"], e["number"], e["section"]) for e in found] == [
        ("习题1.1", "1", "习题1.1"), ("习题1.2", "1", "习题1.2")]
