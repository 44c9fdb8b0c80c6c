"""Round 19 of the glossary (issue 27): where a text introduces a term, whatever its register — the name
marked as new (its foreign name or abbreviation in brackets, a naming verb with the expansion, 引入…的
概念/机制, a quoted subject) at the head of a definitional predicate — and the lists whose gloss sits
apart from the name (a bullet line glossed by the item below; a definition list the layout set as a
preformatted block). Each positive test fails on the rules before round 19 (commit 4b371b6); the
negative ones guard the new reading."""
from __future__ import annotations

from f.common.glossary import en, zh
from f.common.glossary.introduced import en_introduced
from f.common.glossary.rules import code_definition_list
from f.common.glossary.vet import reject
from f.common.glossary.zh import introduced_terms as zh_introduced
from tests.glossary_items import heading, terms, text

FILLER = "本章介绍排版的基本方法和一般步骤，读者可以按照顺序阅读。" * 120
EN_FILLER = "This chapter describes the usual steps one after another, in the order a reader meets them. " * 40


def _names(cands: list[dict]) -> dict[str, list[str]]:
    return {c["term"]: c["aliases"] for c in cands}


# --- a name marked by its foreign name or abbreviation, then a definitional predicate ---

def test_a_term_with_its_english_name_then_also_that_is():
    found = _names(zh.candidates("IBM 代码页通常被用于控制台（Console）环境，也就是 MS-DOS 或 Unix Shell 那样的命令行环境。"))
    assert found["控制台"] == ["Console", "控制台环境"]


def test_a_term_with_its_english_name_and_abbreviation_then_ji():
    found = _names(zh.candidates("1990 年 ISO 推出了通用字符集（Universal Character Set，UCS），即 ISO 10646，意图一统江湖。"))
    assert set(found["通用字符集"]) >= {"Universal Character Set", "UCS"}


def test_a_long_english_name_is_kept_as_its_abbreviations_alias():
    found = _names(zh.candidates("1963 年发布的 American Standard Code for Information Interchange（ASCII）"
                                 "是最早出现的字符编码。"))
    assert found["ASCII"] == ["American Standard Code for Information Interchange"]


def test_a_bracket_in_passing_or_a_copula_without_a_class_is_no_introduction():
    assert zh_introduced("只能由绘图仪（plotter）来完成这项工作。") == []
    assert zh_introduced("这个选项（draft）是为了加快编译速度而设计的。") == []
    assert zh_introduced("读者可以参阅手册（第三章）即可。") == []  # a bracket that holds no foreign name


def test_a_notion_or_mechanism_the_book_introduces():
    assert "样式" in _names(zh.candidates("TikZ 引入了“样式”的概念，可以定义一个样式包含绘图参数。"))
    found = zh_introduced("LATEX 为此引入了浮动体的机制，令大块的内容可以脱离上下文，放置在合适的位置。")
    assert [c["term"] for c in found] == ["浮动体"] and found[0].get("reuse")  # read off a shape: used again


def test_english_name_with_abbreviation_is_a_class():
    found = _names(en.candidates("Open Database Connectivity (ODBC) is a standard to use all of these data sources."))
    assert found["Open Database Connectivity"] == ["ODBC"]


def test_english_naming_verb_with_its_expansion_in_brackets():
    found = _names(en.candidates("There is an ISO standard for an interface language called SQL (Structured Query "
                                 "Language, sometimes pronounced ‘sequel’) which these DBMSs support."))
    assert found["SQL"] == ["Structured Query Language"]


def test_english_quoted_subject():
    assert _names(en.candidates("SQL ‘queries’ are quite general operations on a relational database."))["queries"] \
        == ["SQL queries"]
    assert en_introduced("The ‘queries’ are created by the interface.") == []  # an event, not what they are
    assert en_introduced('Attribute "dim" is one of several that is treated specially.') == []  # one of a set


def test_a_name_after_its_class_phrase_is_the_name():
    found = _names(zh.candidates("1981 年，中国大陆推出了第一个自己的字符集标准 GB2312，它是一个94 ∗94 的表，包括7445 个字符。"))
    assert "GB2312" in found and "字符集标准 GB2312" not in found


def test_a_predicate_that_only_names_things_is_an_enumeration():
    entry = {"term": "简体中文常用编码", "aliases": [], "definition": "GBK 和 UTF8", "quote": "简体中文常用编码是 GBK 和 UTF8 。",
             "confidence": 0.7}
    assert reject(entry, None)


# --- a gloss set apart from its name ---

def test_a_bullet_name_glossed_by_the_item_below():
    items = [heading(0, "7.1 绘图语言简介"), text(0, "当前较为流行的绘图宏包主要有："), text(0, "• PSTricks"),
             text(0, "以 PostScript 语法为基础的绘图程序，具有优秀的绘图能力。"), text(0, "• METAPOST"),
             text(0, "它脱胎于字体生成程序，能够调用 TEX 引擎。"), text(1, "PSTricks 的用法见手册。" + FILLER)]
    found = terms(items)
    assert found["PSTricks"]["page"] == 1 and found["PSTricks"]["quote"].startswith("以 PostScript 语法为基础的绘图程序")
    assert "METAPOST" not in found  # its gloss opens with a pronoun's clause, no noun phrase


def test_a_sentence_about_the_bullet_name_or_a_caption_is_no_gloss():
    items = [heading(0, "舞蹈"), text(0, "• 西班牙舞蹈"), text(0, "西班牙舞蹈分很多类型，有弗拉明戈舞蹈等。"), text(0, "• 群舞"),
             text(0, "《秦王点兵》 编导：陈维亚"), text(1, "西班牙舞蹈和群舞都很常见。" + FILLER)]
    found = terms(items)
    assert "西班牙舞蹈" not in found and "群舞" not in found


def test_one_bullet_name_alone_is_no_list():
    items = [heading(0, "7.1 绘图语言简介"), text(0, "• PSTricks"), text(0, "以 PostScript 语法为基础的绘图程序。"),
             text(1, "PSTricks 的用法见手册。" + FILLER)]
    assert "PSTricks" not in terms(items)


CODE_LIST = ("float(p)  Real number, with optional precision. Often called real.\n"
             "integer   32-bit integer. Often called int.\nsmallint  16-bit integer\ncharacter(n)\n"
             "          fixed-length character string. Often called char.\nboolean   true or false.\ntimestamp")


def test_a_definition_list_set_as_a_code_block():
    found = {e["term"]: e["definition"] for e in code_definition_list(CODE_LIST)}
    assert found["character(n)"] == "fixed-length character string"
    assert set(found) == {"float(p)", "integer", "smallint", "character(n)", "boolean"}
    items = [heading(0, "4.2.2 Data types"), text(0, "The SQL standard defines many types, including the following."),
             {"type": "code", "code_body": CODE_LIST, "text": CODE_LIST, "page_idx": 0}, text(1, EN_FILLER)]
    assert terms(items)["smallint"]["page"] == 1


def test_code_is_no_definition_list():
    assert code_definition_list("SELECT State, Murder FROM USArrests WHERE Rape > 30\nSELECT sex, COUNT(*) FROM s") == []
    assert code_definition_list("x  <- c(1, 2)\ny  <- x + 1\nz  <- y * 2") == []
    assert code_definition_list("make  build it all\nmake install") == []  # two glossed lines: no list
    assert code_definition_list("logical     logical     logical\ninteger     numeric     integer\n"
                                "double      numeric     double") == []  # a table of three columns
    assert code_definition_list("j offset  jal x0, offset\njr rs     jalr x0, 0(rs)\nret       jalr x0, 0(x1)") == []
    assert code_definition_list("ANYSXP    This is used as a place holder for any type\nRAWSXP    length followed by bytes\n"
                                "S4SXP     two unused pointers and a tag") == []  # a line that is no noun phrase
