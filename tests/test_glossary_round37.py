"""Round 37 of the glossary (issue 27, decisions 1015-1017): an English class noun followed by a preposition
(`A namespace is a mapping from names to objects.`, 1015), an English definition list of term lines glossed by the
paragraph below (`annotation¶` / `A label associated with …`, 1016), and what the thing a heading names does
(`2.4. 层管理器` / `层管理器管理着所有图层的显示。`, 1017). The positive tests fail on 61ad806 (the labels'
commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary.term_lines_en import term_line_glosses
from tests.glossary_items import heading, terms, text

LATER = "Namespaces again: a namespace here, the namespace there; annotations and arguments too."


def test_a_class_noun_and_a_preposition():
    found = terms([text(0, "A namespace is a mapping from names to objects. Most namespaces are dictionaries."),
                   text(1, LATER)])
    assert "namespace" in found, found
    assert found["namespace"]["definition"].startswith("a mapping from names to objects")


def test_an_everyday_head_or_a_container_noun_is_no_class():
    found = terms([text(0, "A good approach is a loop over the values. A namespace is a lot of names to remember."),
                   text(1, LATER + " A good approach again.")])
    assert not {"good approach", "namespace"} & set(found), found


def test_term_lines_glossed_below():
    found = terms([heading(0, "Glossary", 1), text(0, "annotation¶"),
                   text(0, "A label associated with a variable, used by convention as a type hint."),
                   text(0, "argument¶"), text(0, "A value passed to a function (or method) when calling the function."),
                   text(0, "asynchronous generator"), text(0, "A function which returns an asynchronous generator iterator.")])
    assert {"annotation", "argument", "asynchronous generator"} <= set(found), found
    assert found["argument"]["definition"] == "A value passed to a function (or method) when calling the function"


def test_one_pair_or_a_copula_is_no_list():
    one = term_line_glosses(["Modules", "A module which nobody imports is dead code."]) + term_line_glosses(
        ["Zero-Impact Liquidity Change", "The quoted price of trades is unaffected by deposits.",
         "Spot Price", "The spot price of the pool is the ratio of its reserves."])
    copula = terms([text(0, "Examples"), text(0, "A label is shown below."), text(0, "Details"),
                    text(0, "The value is returned unchanged.")])
    assert not one and not copula, (one, copula)


def test_what_the_thing_a_heading_names_does():
    found = terms([heading(0, "2.4. 层管理器", 3), text(0, "层管理器管理着所有图层的显示。左方的箭头指示着活动层。"),
                   text(1, "层管理器再次出现。")])
    assert "层管理器" in found, found
    assert found["层管理器"]["quote"] == "层管理器管理着所有图层的显示。"


def test_a_function_verb_without_the_heading_is_no_definition():
    found = terms([heading(0, "2.4. 界面", 3), text(0, "层管理器管理着所有图层的显示。"), text(1, "层管理器再次出现。")])
    assert "层管理器" not in found, found


def test_an_introduced_name_and_what_it_does():
    found = terms([text(0, "cron is the daemon for recurring commands (every hour, every day, etc.). atd deals with commands "
                           "to be executed a single time, at a specific moment in the future."),
                   text(0, "路由器用来连接多个网络。"), text(1, "路由器和 atd 再次出现。路由器。")])
    assert {"atd", "路由器"} <= set(found), found


def test_a_common_name_doing_something_is_no_definition():
    found = terms([text(0, "系统用来管理多个网络。The user deals with commands to be executed a single time."),
                   text(1, "系统和 user 再次出现。")])
    assert not {"系统", "user"} & set(found), found


def test_a_class_sentence_restated_after_the_nouns_plural_is_no_definition():
    filler = "Reactive systems are studied with several models of space and motion in this thesis. " * 40
    found = terms([text(0, "Bigraphs model space. We study bigraphs and their reactions. Many bigraphs exist."),
                   text(0, filler), text(1, "A bigraph is a universal mathematical model for representing space."),
                   text(2, "A namespace is a mapping from names to objects."), text(3, "Namespaces again. " + filler)])
    assert "bigraph" not in found and "namespace" in found, found
