"""Sixth choice-question round (0945-0949): number options read where a clause of the page gives the
number to the stem's subject (0946)."""
from __future__ import annotations

from f.common.answer import number_options as no
from f.common.answer import options


def _weigh(word: str) -> float:
    return 0.0 if word in {"部分", "每次"} else 1.0


def _judge(question: str, pages: list[str], negative: bool = False) -> dict[str, str]:
    stem, opts, _ = options.split_options(question)
    own = options.distinctive(opts, stem)
    for option in opts:
        option["distinctive"] = own[option["label"]]
        option["verdict"] = "not_found"
    no.judge(opts, stem, {o["label"]: pages for o in opts}, _weigh, options.content_words, negative)
    return {o["label"]: o["verdict"] for o in opts}


def test_a_number_option_has_its_number_for_its_own_word_unless_the_stem_computes():
    stem, opts, _ = options.split_options("ISO 标准里地区代码按哪个标准？ A. ISO 3166 B. ISO 639 C. 16 D. 160")
    own = options.distinctive(opts, stem)
    assert own == {"A": ["3166"], "B": ["639"], "C": ["16"], "D": ["160"]}
    stem, opts, _ = options.split_options("等差数列{a_n}中，a_1=2，公差d=3，则a_10=（ ）A.29 B.30 C.32 D.27")
    assert all(not words for words in options.distinctive(opts, stem).values())


def test_the_unit_the_stem_asks_in():
    assert no.asked_unit("⟨种级部分⟩ 有几类结构？") == ("类", "结构")
    assert no.asked_unit("ASCII 少于 127 个字符，它用几位来描述？") == ("位", "")
    assert no.asked_unit("每个 ASCII 字符数据会消耗几个字节？") == ("个", "字节")
    assert no.asked_unit("About how many packages does R include?") == ("", "packages")
    assert no.asked_unit("ratio 的缺省值是多少？") == ("", "")


def test_labels_are_no_values():
    for text in ("两种命令的格式分别参见第 2 和第 3 节。", "## 2 用 \\collect 命令生成采集标签",
                 "[脚注] 2旧版本 fontspec 的命令", "设置 \\rmfamily 等对应命令的默认字体2:"):
        assert "2" not in no.plain_numbers(text), text
    for text in ("缺省值是2。", "缺省为 2。", "大约 2 个"):
        assert "2" in no.plain_numbers(text), text
    assert no.plain_numbers("a_10 = 2 + 27 = 29") == []
    assert no.plain_numbers("UTF-32(UCS4)") == []


def test_the_clause_naming_the_asked_subject_states_the_number():
    page = ("其中，⟨属级部分⟩ 有 2 类结构：i. ⟨属名⟩。⟨种级部分⟩ 有 9 类结构：i. sp.。"
            "⟨种下等级部分⟩ 仅当 ⟨种级部分⟩ 为结构 iii 时可以非空，此时它有 4 类结构：")
    got = _judge("nanicolle 的 ⟨学名⟩ 的 ⟨种级部分⟩ 有几类结构？ A. 2 B. 4 C. 9 D. 18", [page])
    assert got == {"A": "not_found", "B": "not_found", "C": "supported", "D": "not_found"}


def test_the_unit_must_follow_the_number():
    page = ("文本编码系统 UTF-8 将 Unicode 码点适配到一个合理的 8 位数据流，并大部分兼容 ASCII 数据处理系统。"
            "最简单的文本数据表达是 ASCII，它对英语是足够的，少于 127 个字符（使用7 位描述）。")
    got = _judge("ASCII 少于 127 个字符，它用几位来描述？ A. 8 B. 7 C. 21 D. 16", [page])
    assert got == {"A": "not_found", "B": "supported", "C": "not_found", "D": "not_found"}


def test_the_options_own_unit_and_the_asking_clause():
    page = "冷敷的具体操作方法是用毛巾沾冷水。冷敷可以每隔3～4小时做一次，每次5～8分钟。"
    got = _judge("脚扭伤了做冷敷，书上说每次敷多长时间（ ）A. 半小时 B. 3～4小时 C. 5～8分钟 D. 数分钟", [page])
    assert got["B"] == "not_found" and got["C"] == "supported"


def test_a_thousands_mark_is_the_same_value_and_the_nearest_clause_wins():
    page = ("事件：公司拟签署的《壶关年产12000万千米金刚线项目投资协议书》，"
            "项目一期计划建设年产4,000万千米金刚线产能，预计一期总投资额约6.66亿元。")
    got = _judge("高测股份拟在壶关投资的金刚线项目，一期计划年产能为（ ）A.4000万千米 B.8000万千米 C.12000万千米 D.2500万公里",
                 [page])
    assert got["A"] == "supported" and got["B"] == got["C"] == "not_found"


def test_a_negative_stem_reads_no_number():
    page = "缺省为 4。"
    assert set(_judge("命令不带可选参数时，缺省值不是多少？ A. 2 B. 0 C. 1 D. 4", [page], negative=True).values()) \
        == {"not_found"}


def test_a_next_sentence_opening_on_the_option_is_not_beside_the_subject():
    page = ("pltotf 将纯文本的 property list 转换为 TFM 格式。pooltype 显示 WEB 的 pool 文件。\n"
            "tftopl 将 TFM 格式转换为纯文本的 property list 格式。vftovp 将虚拟字体格式转换为 virtual property list 格式。")
    subject = {"tfm": 1.0, "格式转换": 1.0, "property": 1.0, "list": 1.0}
    tftopl = options.beside(["tftopl"], [page], {"tftopl": 1.0}, subject)
    vftovp = options.beside(["vftovp"], [page], {"vftovp": 1.0}, subject)
    assert tftopl[0] == 4.0 and vftovp[0] == 3.0
    # a comment after the subject's sentence is still beside it (这是一首波兰儿歌。练习时，应用跳跃)
    song = "这是一首波兰儿歌。练习时，应用跳跃、灵活的声音。"
    assert options.beside(["跳跃"], [song], {"跳跃": 1.0}, {"波兰儿歌": 1.0})[0] == 1.0
