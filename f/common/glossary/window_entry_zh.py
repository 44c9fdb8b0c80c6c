"""What a Chinese terms section's entry cannot be (decision 1050). Pure.

A terms section (术语表, 名词解释) reads every paragraph as an entry (`X <gloss>`, `X是…`) with no class
check. A translated glossary also holds what is no entry: an untranslated English body kept because it
names a Chinese cross-reference (`For more information see 第 2.2 节 “Guides”.`), an entry's later
paragraph opened by a verb (`使用 JPEG 来创建网络图形…`), and a property said of a word (`图像压缩级别是可调
的，…`)."""
from __future__ import annotations

import re

from f.common.glossary.vet import dictionary_cut, dictionary_tags

_CJK = re.compile(r"[\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def english_prose(text: str) -> bool:
    """English sentence with Chinese bits in it: it has more English words than Chinese characters
    (`See 蒙版 for a detailed description.`), so it is not a Chinese gloss."""
    return len(_LATIN_WORD.findall(text)) > len(_CJK.findall(text))


def verb_name(name: str) -> bool:
    """A Chinese name of one word that jieba's dictionary tags as a plain verb (使用, 保存; not 剪切 `vn`)."""
    words = [w for w in dictionary_cut(name.strip()) if w.strip()]
    return len(words) == 1 and bool(_CJK.match(words[0])) and (dictionary_tags().get(words[0]) or "") == "v"


def property_only(clause: str) -> bool:
    """`是…的` with nothing after 的 (`是可调的`, `是有损压缩的`): a property of the word, not its class."""
    return clause.strip().endswith("的")
