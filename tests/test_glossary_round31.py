"""Round 31 of the glossary (issue 27, decisions 0801-0803): a reference manual's signature and its gloss on
the next line (`ratio ratio = {⟨number⟩}` / `设置…的比例`, `\\vec \\vec{⟨content⟩}` / `向量命令。`), a code block
of commands and their glosses, TeX commands as names, R's Arguments lists with dotted names and `...`, a help
page's name, title and Description, a section label (`Details`) as no topic, and a compound jieba cut into
a noun and a verb character (宏包). The positive tests fail on 31c6eb0 (the labels' commit); the negative
ones are guards."""
from __future__ import annotations

from f.common.glossary import en
from f.common.glossary.reference_entries import command_gloss_lines, help_page_titles, signature_glosses
from f.common.glossary.rules import code_definition_list, extract_terms
from f.common.glossary.vet import fragment, noun_final
from f.common.glossary.zh import candidates


def _items(*lines: str, kind: str = "text") -> list[dict]:
    return [{"type": kind, "page_idx": 0, "text": line} for line in lines]


def _terms(entries: list[dict]) -> list[str]:
    return [e["term"] for e in entries]


def test_a_signature_then_its_gloss_on_the_next_line():
    found = extract_terms(_items("用于在导言区或文档中，设置拼音的格式。",
                                 "ratio ratio = {⟨number⟩}", "设置拼音字体大小与当前正文字体大小的比例，缺省值是0.4。",
                                 "\\vec \\vec{〈content〉}", "向量命令。当只有一个字符的时候默认加粗斜体。",
                                 "style/cjk-font ☺", "cjk-font = adobe|fandol|none", "Updated: 2019-03-05", "设置中文字体。"))
    assert {"ratio", "\\vec", "cjk-font"} <= set(_terms(found))
    assert next(e for e in found if e["term"] == "cjk-font")["aliases"] == ["style/cjk-font"]
    assert next(e for e in found if e["term"] == "\\vec")["quote"] == "向量命令。"


def test_a_signature_glossed_by_a_purpose_a_question_or_a_sentence_is_none():
    for gloss in ("用于输出拼音，为了输入的方便ü 可以用v 代替。", "选择是否开启草稿模式，默认关闭。",
                  "xpinyin 宏包的拼音数据（xpinyin-database.def）来源于 Unicode 的 Unihan 数据库中的文件。"):
        assert signature_glosses(_items("\\pinyin \\pinyin [⟨options⟩] {⟨拼音⟩}", gloss)) == []
    assert signature_glosses(_items("type", "设置中文字体。")) == []  # a margin name with no signature below


def test_a_code_block_of_commands_and_glosses():
    found = [cand for cand, _q in command_gloss_lines("\\eu    正体的自然对数的底“e”。\n\\upe\nUpdated: 2022-08-02")]
    assert _terms(found) == ["\\eu"] and found[0]["aliases"] == ["\\upe"]
    assert command_gloss_lines("\\documentclass{article}\n\\usepackage{xpinyin}") == []  # code is code


def test_a_tex_command_is_a_name():
    assert fragment("\\vec") is None and fragment("\\xpinyin*") is None
    assert fragment("\\") and fragment("，对于")


def test_r_arguments_with_dotted_names_and_dots():
    code = ("x              an object for which a method has been defined.\n"
            "na.rm          a logical value indicating whether NA values should be stripped before the com-\n"
            "               putation proceeds.\n"
            "...            potentially further arguments for methods; not used in the default method.")
    assert _terms(code_definition_list(code)) == ["x", "na.rm"]
    trim = ("x              An R object.\n"
            "trim           the fraction (0 to 0.5) of observations to be trimmed from each end of x.\n"
            "na.rm          a logical evaluating to TRUE or FALSE.")
    assert code_definition_list(trim) == []  # a bracket stays code (R Internals: `VECSXP  list (generic vector)`)
    assert code_definition_list("x    f(x) + 1\ny    g(y)") == []
    assert code_definition_list("x              the values.\nw              weights") == []  # one gloss no article


def test_a_help_page_head_and_its_description():
    found = help_page_titles(_items("median                 Median Value", "Description", "Compute the sample median.",
                                    "Usage"))
    assert _terms([found[0][0]]) == ["median"] and found[0][0]["aliases"] == ["Median Value"]
    two = help_page_titles(_items("mean", "Arithmetic Mean", "Description",
                                  "Generic function for the (trimmed) arithmetic mean."))
    assert _terms([two[0][0]]) == ["mean"] and two[0][1] == "Generic function for the (trimmed) arithmetic mean."
    assert help_page_titles(_items("Value", "Description", "Compute the sample median.")) == []


def test_a_section_label_is_no_topic():
    s = "This is a generic function for which methods can be written."
    assert en.topic_gloss(s, "Details") == []
    assert en.topic_gloss("This is a text file which lists the packages.", "control") != []


def test_a_compound_jieba_cuts_into_a_noun_and_a_verb_character():
    assert noun_final("一个 LaTeX 宏包")
    assert _terms(candidates("xpinyin 是一个LATEX 宏包，提供了为汉字自动注音的功能。")) == ["xpinyin"]
    assert not noun_final("把文件打包")  # a verb of two characters stays a verb
