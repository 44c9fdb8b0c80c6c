"""Round 32 of the glossary (issue 27, decisions 0861-0864): a specification's Definitions section with
its terms in quotes (`“This License” refers to`, `To “modify” a work means`, `The “source code” for a work
means`, `“Copyright” also means`), a name given with the subject's own head noun again
(`…的过程称为展开路径元素的过程`), a modal before 是 (`搜索路径可能是…`), a value stated before 即
(`默认为空，即…`), two option names in the margin beside one gloss (`oneside` / gloss / `twoside`), and a
series of run-in labels no sentence re-names (`Standard streams: three streams are …`). The positive tests
fail on c973a80 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import en, zh
from f.common.glossary.reference_entries import signature_glosses
from f.common.glossary.rules import extract_terms
from f.common.glossary.vet import fragment


def _terms(cands: list[dict]) -> list[str]:
    return [c["term"] for c in cands]


def test_a_definitions_sections_quoted_terms():
    assert _terms(en.candidates("“This License” refers to version 3 of the GNU General Public License.")) == \
        ["This License"]
    assert _terms(en.candidates("“Copyright” also means copyright-like laws that apply to other kinds of works.")) == \
        ["Copyright"]
    assert _terms(en.candidates("To “modify” a work means to copy from or adapt all or part of the work in a "
                                "fashion requiring copyright permission.")) == ["modify"]
    assert _terms(en.candidates("The “source code” for a work means the preferred form of the work for making "
                                "modifications to it.")) == ["source code"]
    assert fragment("This License") is None  # a Title Case name the quotes bound


def test_a_quoted_word_used_inside_a_phrase_or_a_pronoun_is_none():
    assert en.candidates("A “yes” answer means that the user agreed to the terms.") == []
    assert en.candidates("“It” refers to the thing named before.") == []
    assert fragment("this license") is not None  # a determiner opens no lower-case name


def test_the_subjects_head_noun_repeated_after_the_name():
    found = zh.candidates("所以我们把Kpathsea 将搜索路径变换为一个或多个基本目录名的过程称为展开路径元素的过程。")
    assert [(c["term"], c["aliases"]) for c in found] == [("展开路径元素", ["展开路径元素的过程"])]


def test_a_modal_before_shi_is_no_definition():
    assert zh.candidates("搜索路径可能是许多种来源的组合，比如在路径下搜索一个文件。") == []
    assert _terms(zh.candidates("功能是一种提供服务的模块。")) == ["功能"]  # 能 inside a word is no modal


def test_a_value_stated_before_ji_is_no_term():
    assert zh.candidates("默认为空，即不载入用户配置文件。") == []
    assert _terms(zh.candidates("魔法值，即未经预先定义的常量")) == ["魔法值"]


def test_two_margin_names_beside_one_gloss():
    section = [{"text": "oneside"}, {"text": "指明论文的单双面模式，默认为 twoside。该选项会影响每章的开始位置。"},
               {"text": "twoside"}, {"text": "在双面模式（twoside）下，每章应只从奇数页开始。"}]
    [(cand, quote, _item)] = signature_glosses(section)
    assert (cand["term"], cand["aliases"], quote) == ("oneside", ["twoside"], "指明论文的单双面模式，默认为 twoside。")
    # the gloss not naming the second name: two unrelated margin lines
    assert signature_glosses([{"text": "oneside"}, {"text": "指明论文的单双面模式。"}, {"text": "draft"}]) == []


def test_a_series_of_run_in_labels():
    texts = ["Stream aliases: any stream may be associated with a stream alias which is an atom.",
             "Standard streams: three streams are predefined and open during the execution of every goal.",
             "Associating a stream to a source/sink: to manipulate a source/sink it must be associated with a stream.",
             "Sources and sinks: a program can output results to a sink or input data from a source.",
             "Stream mirrors: any stream may be associated with mirror streams specified at open time."]
    assert [c["term"] for _i, c in en.run_in_series(texts)] == ["standard streams", "stream mirrors"]
    found = extract_terms([{"type": "text", "page_idx": 0, "text": t} for t in texts])
    assert {"standard streams", "stream mirrors", "stream alias"} <= {t.casefold() for t in _terms(found)}


def test_a_label_in_ies_is_read_by_its_singular():
    # 0928: one plural rule (english.singular): `categories` is `category`, not `categorie`, so the
    # paragraph speaking of the category again makes the label a term, its singular the alias
    texts = ["Access categories: each category names the rights a user holds on a file.",
             "Standard streams: three streams are predefined and open during the execution of every goal.",
             "Stream mirrors: any stream may be associated with mirror streams specified at open time."]
    found = {c["term"]: c["aliases"] for _i, c in en.run_in_series(texts)}
    assert found["access categories"] == ["access category"]
    assert [en._singular(w) for w in ("boxes", "classes", "streams", "status")] == ["box", "class", "stream", "status"]


def test_two_run_in_labels_or_section_words_are_no_series():
    assert en.run_in_series(["Standard streams: three streams are predefined.",
                             "Stream mirrors: any stream may be associated with mirror streams."]) == []
    assert en.run_in_series(["Note: this is slow.", "Details: see below for more.",
                             "Examples: the first one runs."]) == []
    # labels whose paragraph never speaks of them again: steps, numbered rules, values
    assert en.run_in_series(["Appraisal: refining reference “domains” and “elements” necessary for the review.",
                             "Outcome: a0=1, a1=v, a2=v, a3=0",
                             "Rule 1: b is a store, and a and b access overlapping memory addresses",
                             "Rule 3: a is generated by an AMO or SC instruction, b is a load"]) == []


def test_a_tex_command_equated_with_a_class_phrase():
    found = zh.candidates("而\\xpinyin* 相当于 pinyinscope 环境的命令形式。")  # (the sentence after its ；)
    assert _terms(found) == ["\\xpinyin*"]
    assert zh.candidates("这相当于一个很大的数。") == []  # a pronoun equated
    assert zh.candidates("\\xpinyin 是在文中设置拼音的命令") == []  # 是 with a command: left as it was
