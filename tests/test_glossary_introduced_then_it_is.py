"""After round 20's single scoring (issue 27): a sentence that ends by introducing a term with its
foreign name in brackets, then `它是…的N` in the next sentence, defines that term. Fails on the code
before (c6fcc44): only a sentence that is a bare noun phrase was read before `它是…`."""
from __future__ import annotations

from f.common.glossary.zh import pronoun_gloss
from tests.glossary_items import heading, terms, text

FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120


def test_a_term_introduced_with_its_foreign_name_then_glossed_by_it_is():
    body = ("在手动安装之前，有必要了解一下 TEX 目录结构（TEX Directory Structure, TDS）。"
            "它是 TEX 发行版中宏包、字体、帮助文档等文件的组织结构。")
    kept = terms([heading(0, "附录 安装"), text(0, body), text(1, "TDS 有时也称为 TEXMF 树。" + FILLER)])
    assert kept["TEX 目录结构"]["aliases"] == ["TEX Directory Structure", "TDS"]


def test_the_verb_before_the_name_is_not_part_of_it_and_a_predicate_with_no_class_noun_is_no_gloss():
    assert [c["term"] for c in pronoun_gloss("它是一种常用的工具。", "我们先安装编辑器（editor）。")] == ["编辑器"]
    assert [c["term"] for c in pronoun_gloss("它是排版系统的核心程序。", "我们先了解排版引擎（engine）。")] == ["排版引擎"]
    assert pronoun_gloss("它是很方便的。", "我们先了解排版引擎（engine）。") == []
    # no bracketed foreign name: a clause before 它是 names nothing
    assert pronoun_gloss("它是排版系统的核心程序。", "我们先了解排版引擎。") == []
