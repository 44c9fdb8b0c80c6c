"""Round 28 of the glossary (issue 27): definitions of ordinary words that no rarity signal marks
(decisions 0741-0743). Emphasis the parser keeps: inline italics beside the text like inline bold (texinfo's
@dfn, `Thus a *library* is a directory …`), read by the bold rules, also from the item before on the page;
an emphasised word restated (`**分组**，也就是…`) or followed by `, which are N …`. The section heading's word
as the subject of the section's first sentence, then `它规定了…`. Three frames: `X 是用来…的`, `…的N是 name`,
`Expansion (ABBR) 中文名` opening a sentence; and a quoted word alone in brackets after its gloss
(`相互独立（“正交”）`). The positive tests fail on 1ffb6d1 (the labels' commit); the negative ones are guards."""
from __future__ import annotations

from f.common.glossary import bold
from f.common.glossary.registers_zh import named_last, purpose_frame, quoted_in_brackets, three_names
from f.common.glossary.rules import extract_terms
from f.common.pdf.spans import italic_runs

EN_FILLER = ("Packages are installed into a library and loaded from it; the library is searched first, and "
             "a user may keep another library of packages in the home directory. ") * 60
ZH_FILLER = "字体的命令可以分组使用，字体编码和字号都可以修改，用户可以在导言区设置字体和字号。" * 80


def _span(text: str, flags: int = 4, font: str = "CMR10", x: float = 0.0) -> dict:
    return {"text": text, "flags": flags, "font": font, "size": 10.0, "bbox": (x, 0, x + 6 * len(text), 10)}


def test_inline_italics_are_kept_beside_the_line():
    line = [_span("Thus a "), _span("library", 6, "CMTI10", 42), _span(" is a directory of ", x=90),
            _span("x", 6, "CMMI10", 200), _span(" and ", x=210), _span("pkg", 14, "CMSLTT10", 240)]
    assert italic_runs(line) == ["library"]  # not maths italics (x), not slanted typewriter (a placeholder)
    assert italic_runs([_span("See "), _span("An", 6, "CMTI10", 30)]) == []  # under three letters


def _items(*texts: str, key: str = "italic_phrases", marked: tuple[str, ...] = ()) -> list[dict]:
    items = []
    for text in texts:
        item = {"type": "text", "text": text, "page_idx": 0}
        hits = [m for m in marked if m in text]
        if hits:
            item[key] = hits
        items.append(item)
    return items


def test_an_italic_word_then_its_class_in_the_next_item():
    items = _items("A package is loaded from a library by the",
                   "function library(). Thus a library is a directory containing installed packages.",
                   EN_FILLER, marked=("package", "library"))
    assert "library" in [e["term"] for e in extract_terms(items)]
    plain = [dict(i, italic_phrases=[]) for i in items]  # the same words, not emphasised: no entry
    assert "library" not in [e["term"] for e in extract_terms(plain)]


def test_an_emphasised_word_and_a_restricting_relative_clause():
    found = bold.candidates("R packages are installed into libraries, which are directories in the file system "
                            "containing a subdirectory for each package.", ["libraries"], False)
    assert [c["term"] for c in found] == ["libraries"]
    assert bold.candidates("He spoke about libraries, which are useful.", ["libraries"], False) == []


def test_an_emphasised_word_restated_with_ye_jiu_shi():
    found = bold.candidates("如果想要让它在局部生效，需要用花括号分组，也就是写成 {\\bfseries text} 这样的形式。", ["分组"], True)
    assert [c["term"] for c in found] == ["分组"]
    assert bold.candidates("需要用花括号分组，然后写成这样的形式。", ["分组"], True) == []


def test_the_headings_word_then_what_it_does():
    items = [{"type": "text", "text": "5.1.4 字体编码", "page_idx": 0, "text_level": 3},
             {"type": "text", "page_idx": 0,
              "text": "字体编码对于用户来讲是一个比较晦涩的概念。它规定了一个字体里包含的符号，并将若干符号用命令定义。"},
             {"type": "text", "text": ZH_FILLER, "page_idx": 0}]
    assert "字体编码" in [e["term"] for e in extract_terms(items)]
    items[0] = {"type": "text", "text": "5.1.4 选用字体", "page_idx": 0, "text_level": 3}  # not the heading's word
    assert "字体编码" not in [e["term"] for e in extract_terms(items)]


def test_the_purpose_frame_and_the_name_that_closes_the_sentence():
    assert [(c["term"], c["aliases"]) for c in purpose_frame("fontenc 宏包是用来配合传统的 LATEX 字体的，如表中的宏包。")] == \
        [("fontenc 宏包", ["fontenc"])]
    assert purpose_frame("fontenc 宏包用来配合传统的字体。") == []  # no 是…的 frame
    assert [c["term"] for c in named_last("xelatex 和 lualatex 命令下支持用户调用字体的宏包是 fontspec。")] == ["fontspec"]
    assert named_last("这个函数返回的结果是 TRUE。") == []  # a value
    assert named_last("文档的默认选项是 a4paper。") == []  # a possessive, no described class


def test_an_abbreviation_between_its_expansion_and_its_chinese_name():
    found = three_names("Unified Extensible Firmware Interface (UEFI) 统一可扩展固件接口定义了启动管理器。")
    assert [(c["term"], c["aliases"]) for c in found] == [("UEFI", ["Unified Extensible Firmware Interface"])]
    assert three_names("Read The Manual (RFC) 文档很长。") == []  # the brackets do not spell the expansion


def test_a_quoted_word_alone_in_brackets_after_its_gloss():
    assert [c["term"] for c in quoted_in_brackets("令字体的各种属性相互独立（“正交”），用户可以改变字体的大小。")] == ["正交"]
    assert quoted_in_brackets("中文的引号（引号）不同。") == []  # no quotes: an aside of any kind
    assert quoted_in_brackets("使用中文的引号（“引号”）输入。") == []  # the phrase's own word quoted back


def test_italics_guards_from_the_seen_sets():
    # a rare word in italics is left to the rarity rules (a thesis's `A *bigraph* is a …`, sorensen, seen)
    assert bold.candidates("A bigraph is a universal mathematical model for representing spatial relations.",
                           ["bigraph"], False, frozenset({"bigraph"})) == []
    # the same shape in bold is read as before
    assert [c["term"] for c in bold.candidates("A bigraph is a universal mathematical model.", ["bigraph"], False)] \
        == ["bigraph"]
    # a caption's sentence is a title, not a definition (`Listing 5.13: A *quotient of contracts* is …`)
    assert bold.candidates("Listing 5.13: A quotient of contracts is a contract morphism whose component is onto.",
                           ["quotient of contracts"], False, frozenset({"quotient of contracts"})) == []
    # `which is the contract …` after `system contract`: the term's own head, no class
    assert bold.candidates("We can define the system contract, which is the contract in ConCert that holds the "
                           "state.", ["system contract"], False, frozenset({"system contract"})) == []
