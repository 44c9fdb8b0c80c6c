"""Seventh choice-question round (0975-0979): footnote and list marks,
a count in the asked measure, a table row as the window of a mention and rows told apart."""
from __future__ import annotations

from f.common.answer import number_options as no
from f.common.answer import options


def _judge(question: str, pages: list[str]) -> dict[str, str]:
    stem, opts, _ = options.split_options(question)
    own = options.distinctive(opts, stem)
    for option in opts:
        option["distinctive"] = own[option["label"]]
        option["verdict"] = "not_found"
    no.judge(opts, stem, {o["label"]: pages for o in opts}, lambda w: 1.0, options.content_words)
    return {o["label"]: o["verdict"] for o in opts}


def test_footnote_and_list_marks_are_no_values_a_unit_after_the_number_is():
    for text in ("nanicolle 按 LPPL 1.3c 许可证1授权发布。", "见 Unihan 数据库1中的读音。",
                 "protect your rights with two steps: (1) assert copyright, and (2) offer you this License"):
        assert "1" not in no.plain_numbers(text) or "(2)" in text and "2" not in no.plain_numbers(text), text
    assert "2" not in no.plain_numbers("two steps: (1) assert copyright, and (2) offer you this License")
    for text in ("⟨种级部分⟩ 有9类结构", "每个字符占4字节", "约为3小时"):
        assert any(n in no.plain_numbers(text) for n in ("9", "4", "3")), text


def test_a_count_in_the_measure_the_stem_asks_is_no_page_reference():
    page = "按照3.2 小节中的方式编译，您应当得到一篇1 页的文档。见第 2 页。"
    got = _judge("按照 3.2 小节中的方式编译示例，应当得到一篇几页的文档？ A. 1 B. 2 C. 3 D. 6", [page])
    assert got == {"A": "supported", "B": "not_found", "C": "not_found", "D": "not_found"}
    # asked in no measure, 1 页 stays a reference
    assert "1" not in no.plain_numbers("您应当得到一篇1 页的文档。")


def test_a_table_row_is_the_window_of_a_mention_in_it():
    page = ("| exam-zh-choices.sty | 模版的选择题模块宏包 |\n"
            "| exam-zh-question.sty | 模版的题干模块宏包 |")
    subject = {"选择题": 1.0}
    assert options.beside(["choices"], [page], {"choices": 1.0}, subject)[0] == 1.0
    assert options.beside(["question"], [page], {"question": 1.0}, subject)[0] == 0.0


def test_rows_of_one_table_are_told_apart_by_the_stems_other_words():
    from f.common.answer.pack import _beside_the_subject

    page = ("| exam-zh-choices.sty | 模版的选择题模块宏包 |\n"
            "| exam-zh-question.sty | 模版的题干模块宏包 |\n")
    plan = {"stem": "exam-zh 中，作为模版选择题模块宏包的文件是哪一个？", "concepts": ["模版"],
            "salience": {"模版": 1.0}, "polarity": "positive",
            "options": [{"label": "A", "verdict": "supported", "distinctive": ["question"], "text": "exam-zh-question.sty"},
                        {"label": "B", "verdict": "supported", "distinctive": ["choices"], "text": "exam-zh-choices.sty"}]}
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in plan["options"]] == ["not_found", "supported"]
    # the same words in prose keep their tie (0783's 我也能扣篮, tests/test_answer_choice_beside.py)
    prose = page.replace("| ", "").replace(" |", "。")
    for option in plan["options"]:
        option["verdict"] = "supported"
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): prose})
    assert [o["verdict"] for o in plan["options"]] == ["supported", "supported"]
