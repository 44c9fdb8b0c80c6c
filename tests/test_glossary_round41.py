"""Round 41 of the glossary (decisions 1168-1171). English: singular apposition after an indefinite article
(`to create a virtual environment, a self-contained directory tree that …`, 1168); a kind built as a class or given
its job, `referred to as X - they …`, and no naming in `called as part of` or in a supposed example's `called email`
(1169). Chinese: a paragraph opened by its run-in heading (`邮件主管. 要求…`, 1170); 在术语上叫 and groff's ``quotes'',
被指定为“X”, a name with its English name and 简称 in a bracket, no term in a person's epithet (`…之父`, 1171). The
positive tests fail on 3cb5d156 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import apposition_en, en, zh
from f.common.glossary.run_in_zh import run_in_head


def _terms(found: list[dict]) -> list[str]:
    return [c["term"] for c in found]


def test_singular_apposition_after_an_indefinite_article():
    found = apposition_en.candidates("The solution for this problem is to create a virtual environment, a self-contained "
                                     "directory tree that contains a Python installation, plus a number of packages.")
    assert _terms(found) == ["virtual environment"] and found[0].get("reuse")
    assert _terms(apposition_en.candidates("they return a module spec, an encapsulation of the module’s import-related "
                                           "information, which the machinery uses.")) == ["module spec"]
    assert apposition_en.candidates("You can use a list, a tuple that holds items, and a set.") == []  # a list
    assert apposition_en.candidates("It returns a value, a number of seconds.") == []  # a quantity, no class
    assert apposition_en.candidates("Pass a string, a list of names, a dict.") == []


def test_a_kind_built_as_a_class_or_given_its_job():
    assert _terms(en.candidates("A regular package is typically implemented as a directory containing an __init__.py "
                                "file.")) == ["regular package"]
    assert _terms(en.candidates("A finder’s job is to determine whether it can find the named module.")) == ["finder"]
    assert en.candidates("A user's job is to write code.") == []  # an everyday word


def test_called_is_invoked_or_an_examples_name():
    assert _terms(en.candidates("Objects that implement both of these interfaces are referred to as importers - they "
                                "return themselves.")) == ["importers"]
    assert "as part of sys" not in _terms(en.candidates("Import path hooks are called as part of sys.path processing."))
    assert en.candidates("Thus you might have a package called email, which in turn has a subpackage.") == []
    assert _terms(en.candidates("You can remove packages using a program called pip.")) == ["pip"]  # unchanged


def test_a_paragraph_opened_by_its_run_in_heading():
    cand, quote = run_in_head("邮件主管. 要求每一个站点都要有一个用户或用户别名被指定为\"邮件主管\"，"
                              "对于邮件系统的问题可以向此\"邮件主管\"发表。")
    assert cand["term"] == "邮件主管" and quote.startswith("邮件主管. 要求")
    cand, quote = run_in_head("Abbreviation. 缩略写法. 许多邮件系统允许用户略写域名。举个实例，…")
    assert (cand["term"], cand["aliases"]) == ("缩略写法", ["Abbreviation"])
    assert quote == "Abbreviation. 缩略写法. 许多邮件系统允许用户略写域名。"
    assert run_in_head("注意。这一段说的是另外一件很长的事情。") is None  # the body never picks the heading up
    assert run_in_head("路由地址 在某些环境下，可能必须给出路径。") is None  # no full stop: no run-in heading
    # seen sets: an option's or a criterion's heading closed by 。, a reference list's author
    assert run_in_head("源代码。 程序必须包含源代码，并且必须允许以已编译二进制文件形式分发。") is None
    assert run_in_head("草稿模式。有时某些行排得过满，draft 模式可以在它们右边标上粗黑线提醒用户。") is None
    assert run_in_head("中国地质学会. 地质评论[J]. 1936, 1(1)–. 北京: 地质出版社, 1936–.") is None


def test_chinese_termed_designated_and_short_names():
    assert _terms(zh.candidates("显示这些中继的地址在术语上叫``路由地址''。")) == ["路由地址"]
    assert "邮件主管" in _terms(zh.candidates("要求每一个站点都要有一个用户被指定为“邮件主管”，问题可以向此“邮件主管”发表。"))
    found = zh.candidates("最普遍的 roff 的应用是手册页 manual pages (简称 man pages); 它是很多操作系统中的标准文档系统")
    assert [(c["term"], c["aliases"]) for c in found] == [("手册页", ["manual pages", "man pages"])]
    assert zh.candidates("因此 Joe Osanna 是当之无愧的所有 roff 系统之父。") == []  # an epithet
    assert _terms(zh.candidates("这种地址在术语上称为“路由地址”。")) == ["路由地址"]  # unchanged
