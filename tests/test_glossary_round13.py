"""Round 13 of the glossary (issue 27): mechanisms that find a term from how the book uses it, not
from one more phrase: a name set right after its class phrase at its first use and used again.
Each positive test fails on the rules before round 13 (commit 72e4b17); the negative ones guard the
new rules against the wrong entries the seen sets showed."""
from __future__ import annotations

from f.common.glossary.zh import named_after_class
from tests.glossary_items import heading, terms, text

# a book of some length: the "used again" and "first use" checks only run on 3000 characters or more
FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120


def _book(*pages: list[str]) -> list[dict]:
    items = [heading(0, "第一章 绘图")]
    for number, lines in enumerate(pages):
        items += [text(number, line) for line in lines]
    return items + [text(len(pages), FILLER)]


# --- a name right after its class phrase, at its first use ----------------------------------

def test_a_name_after_its_classified_class_phrase_at_first_use_and_used_again():
    found = terms(_book(["把直线稍做修改，在后面连上一个特殊的坐标 cycle，就可以得到一条闭路径。",
                         "这里我们使用一个新的绘图命令 fill，即填充。"],
                        ["draw((0,0)--(1,0)--(0,1)--cycle);", "fill((0,0)--(1,0)--cycle, red);"]))
    assert {"cycle", "fill"} <= set(found)
    assert found["cycle"]["page"] == 1 and "一个特殊的坐标 cycle" in found["cycle"]["quote"]


def test_a_name_after_its_class_phrase_is_no_entry_past_its_first_use_or_used_once():
    found = terms(_book(["先用 draw 画出路径。"],
                        ["这里我们使用一个新的绘图命令 draw 描绘路径。", "可以使用一个命令 filldraw 同时完成这两件事。"]))
    assert "draw" not in found  # used on a page before: the sentence characterises a known name
    assert "filldraw" not in found  # never used again


def test_the_class_phrase_needs_its_classifier_and_a_class_noun():
    for sentence in ("与另一个系统 MaJ 相比，它更快。", "首先，将导入其中的新样式 Style1。", "创建一个名为 VERSION 的变量。",
                     "把所有用户设置到一个叫 users 的组。", "给一个可执行文件设置Set-User-ID 位将允许这样做。",
                     "其读写工具Acrobat 太贵。", "请注意在双斜线之后有一个空格String commentString。"):
        assert named_after_class(sentence) == [], sentence
    assert [c["term"] for c in named_after_class("一个对 TEX 进行了封装的宏集 Plain TEX。")] == ["Plain TEX"]
