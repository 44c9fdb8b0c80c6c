"""Sentence splitting and term cleanup for the glossary rules. Pure.

Sentences are (start, end) spans of the item text, so a quote is always a verbatim slice of it."""
from __future__ import annotations

import re

from f.common.cjk import RANGES as CJK

# A sentence ends at these; `．` is the full stop of many Word-made Chinese handouts, `；` closes
# one definition of a pair ("把……叫做数量；而把……叫做向量").
# An ASCII ! or ? ends a sentence after a word or a Chinese character, not inside code (`+?{`); a
# full stop after a lone capital is a name's initial ("Donald E. Knuth"), no sentence end. Chinese set
# with Western marks (a translated or TeX-typed book: "…字符的形状. 一个字体…") ends a sentence with an
# ASCII full stop right after a Chinese character; a file name (.dvi, cmr10.tfm) or a number never has one.
# A bracketed sentence ends with its full stop inside the bracket ("(Here XYZ stands for ….) To …").
# (decision 1095) so does an ASCII full stop after a Latin word, a bracket or a quote when a space and a Chinese
# character follow ("…被解释为真 TRUE. 布尔上下文是…", "如"". 未定义的…"): no abbreviation or number is so followed.
_END = re.compile(r"[。！？；．]+[”’」』）)]?|(?<=[\w\u4e00-\u9fff”’」』）)])[!?]+[”’」』）)]?|"
                  r"(?<![^A-Za-z][A-Z])\.[)）]?(?=\s+[A-Z“\"(])|\.$|\n\s*\n|"
                  r"(?<=[\u4e00-\u9fff])\.[)）]?(?=\s|[\u4e00-\u9fff]|$)|"
                  r"(?<![^A-Za-z][A-Z])(?<=[A-Za-z0-9)）\"”])\.(?=\s+[\u4e00-\u9fff])")
QUOTES = "“”‘’「」『』《》〈〉\"'`【】"
# A Latin name: a letter, then letters, digits and the marks names carry (C++, C#, data.tar.xz,
# lasy-mode, wchar_t); ASCII only (`\w` would run the name into the Chinese after it).
LATIN_CHARS = r"A-Za-z0-9_.+#\-"
LATIN_NAME = rf"[A-Za-z][{LATIN_CHARS}]*"
_OPEN_CLOSE = {"（": "）", "(": ")", "【": "】", "[": "]"}

PRONOUNS = {"它", "这", "其", "他", "她", "它们", "这些", "那", "那些", "此", "之", "该", "这个", "那个",
            "这样", "这种", "此时", "这时", "我们", "你", "本文", "本书", "本章", "本节", "本公司", "前者", "后者",
            "it", "this", "that", "these", "those", "they", "we", "he", "she"}
# Leading words that are not part of a term: demonstratives, quantifiers, connectives.
_LEAD = re.compile(r"^(?:那么|于是|所以|因此|因而|从而|这时|此时|其中|而且|并且|而|则|就|也|又|都|即|"
                   r"我们|通常|一般地|特别地|这样的|这种|这类|这个|这一|这些|该|此|一个|一组|"
                   r"一种|一类|一条|一对|一些|某个|某|的|把|将|称|为|(?:请)?注意(?=\s))\s*")
_TRAIL = re.compile(r"(?:等|即可|了|呢|吧)$")
CITE = re.compile(r"[（(][^（）()]{0,40}(?:19|20)\d\d[^（）()]{0,10}[）)]")  # (李涛等，2016)
_LATEX = re.compile(r"\$[^$]*\$")
# A variable expression before 的 ("a 与 b 的数量积", "AB 的中点"): letters, digits, symbols.
_VARS = re.compile(r"^[\sA-Za-z0-9_′'→⃗·,，、与和及\-+|()（）△∠⊙□\u0391-\u03c9\u2080-\u209c]+$")
_VAR1 = r"[A-Za-z\u0391-\u03c9][₀-₉0-9]?"
_LOOSE_VAR = re.compile(rf"\s*(?<![A-Za-z]){_VAR1}(?![A-Za-z0-9])(?=\s*的)\s*|(?:(?<=\s)|^){_VAR1}(?=\s)\s*")
_DEMONSTRATIVE = re.compile(r"^(?:这个|这|该|此|那个|这一|其)")
# An ASCII ? asks only at the end, after a Chinese character, or after a word and before a space: a
# regular expression's `*', `+', `?' asks nothing.
QUESTION = re.compile(r"？|\?\s*$|(?<=[\u4e00-\u9fff])\?|(?<=\w)\?(?=\s)|"
                      r"吗[。！]?$|什么|何谓|哪些|哪个|怎样|如何|为什么|是否|能否|可否")


def sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) spans, stripped of surrounding whitespace, each ending with its punctuation."""
    spans, start = [], 0
    for m in _END.finditer(text):
        spans.append((start, m.end()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    out = []
    for a, b in spans:
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if b > a:
            out.append((a, b))
    return out


def strip_parens(text: str) -> tuple[str, list[str]]:
    """Text without its bracketed parts, and those parts (for aliases: `数量积（或内积）`); a bracket as long
    as a subject's (zh._COPULA: 60) holds an expansion and its translation (`LDIF 文件（LDAP Data Interchange
    Format——LDAP 数据交换格式）`)."""
    inner = re.findall(r"[（(]([^（）()]{1,60})[）)]", text)
    return re.sub(r"[（(][^（）()]{0,60}[）)]", "", text), inner


def clean_term(raw: str) -> str:
    """Quotes, brackets, leading particles/demonstratives and trailing punctuation removed."""
    text = CITE.sub("", raw)
    text = re.sub(r"【[^】]*】", "", text)
    text = text.strip().strip(QUOTES).strip()
    for _ in range(3):
        before = text
        text = _LEAD.sub("", text).strip()
        text = _TRAIL.sub("", text).strip()
        dotted = re.match(r"\.[A-Za-z]", text)  # a file's extension or a dot-file (.dvi 文件, .RData) keeps its dot
        text = text.strip(QUOTES + " ，,。.．;；:：、!！\ufffd").strip()
        text = "." + text if dotted else text
        if text == before:
            break
    text = "".join(ch for ch in text if ch not in QUOTES)
    if re.search(r"\s[A-Z][a-z]{0,2}$", text) and re.search(re.escape(text) + r"\.(?![A-Za-z0-9])", raw):
        text += "."  # an abbreviated last name keeps its dot: "Debian Jr."
    return re.sub(r"\s+", " ", text).strip()


def head_after_de(term: str) -> str | None:
    """The head noun after the last 的 ("等差数列的公差" -> "公差"), when it is a real word."""
    if "的" not in term:
        return None
    head = clean_term(term.rsplit("的", 1)[1])
    return head if len(head) >= 2 and head != term else None


def simplify(term: str) -> tuple[str, list[str]]:
    """(term, extra aliases): a variable or demonstrative owner before 的 is dropped
    ("a 与 b 的数量积" -> "数量积"); a long descriptive phrase keeps only its head noun."""
    if "的" in term:
        owner, head = term.rsplit("的", 1)
        head = clean_term(head)
        if len(head) >= 2 and (_VARS.match(owner) or _DEMONSTRATIVE.match(owner.strip())):
            return head, []
        if len(re.sub(r"\s", "", term)) > 10 and len(head) >= 2:
            return head, []
    extra = [head] if (head := head_after_de(term)) else []
    # a variable set apart by a space or owning with 的 ("向量 a 的坐标"), never a letter that is part
    # of the name ("G大调", "K型")
    plain = re.sub(rf"(?<=[{CJK}])\s+(?=[{CJK}])", "", _LOOSE_VAR.sub("", term))
    if plain != term and len(plain) >= 2 and re.match(f"[{CJK}]", plain) and not plain.startswith(
            ("与", "和", "的", "及")) and term_ok(plain):
        extra.append(plain)  # "向量 a 的坐标" is looked up as "向量的坐标"
    return term, extra


def term_ok(term: str) -> bool:
    """1-30 characters, not a pronoun, not a clause, not a formula."""
    compact = re.sub(r"\s", "", term)
    if not compact or len(compact) > 30 or compact.lower() in PRONOUNS:
        return False
    cjk = len(re.findall(f"[{CJK}]", compact))
    if cjk > 16:
        return False
    if cjk == 0 and not re.search(r"[A-Za-z]", compact):
        return False  # digits and symbols only
    if re.search(r"[，。；：？！,;:?!=<>≤≥＜＞$\\{}]", term) or _LATEX.search(term):
        return False
    if re.search(r"(?:如果|那么|因为|所以|但是|可以|能够|我们|使得|已知)|^(?:若|则|设)", term):
        return False
    return not re.match(r"^[\d\s.]+$", compact)


# An exercise prompt: "请写出……的定义", "试说明……", "Explain why ...".
_PROMPT = re.compile(r"^\s*(?:请|试)\s*(?:写出|说明|指出|解释|举例|判断|证明|比较|叙述|给出|用|求)|"
                     r"^\s*(?:explain|state|write down|prove|show that|give)\b", re.IGNORECASE)


def is_question(sentence: str) -> bool:
    """A question or an exercise prompt: never a definition."""
    return bool(QUESTION.search(sentence) or _PROMPT.match(sentence))


def aliases_from(parts: list[str], term: str) -> list[str]:
    """Aliases in brackets after a term: `（或模）`, `（vector）`, `（又称……）`, `（简称……）`."""
    out = []
    for part in parts:
        part = re.sub(r"^(?:或|又称|亦称|也称|也叫|简称|英文|即|英语)\s*[：:]?\s*", "", part.strip())
        for piece in re.split(r"[，,、;；]|\s或\s|或|——", part):  # (a dash between a name and its translation)
            piece = clean_term(piece)
            if piece and piece != term and term_ok(piece) and not re.search(r"\d{4}", piece) \
                    and len(piece) <= 40 and not re.match(r"(?:请|另)?(?:参见|参看|见)", piece):  # a cross-reference
                out.append(piece)
    return out


# A name given as an abbreviation and its expansion in apposition to a class phrase: "一个解释器
# （Raster Image Processor，RIP）", "一种开放的格式：Portable Document Format（PDF）", "设备无关的格式，也就是
# Device Independent format（DVI）". The abbreviation's letters spell the expansion's in order from its
# first letter (RIP: Raster Image Processor). An abbreviation expanded in passing ("美国数学学会（American
# Mathematical Society，AMS）看着…", "the Food and Drug Administration (FDA) recognizes") has no class
# phrase before it and defines nothing.
_ABBREVIATION = r"[A-Z][A-Za-z0-9]{0,3}[A-Z][A-Za-z0-9]{0,3}"
_EXPANSION = r"[A-Za-z][A-Za-z'\-/]*(?:\s+[A-Za-z][A-Za-z'\-/]*){0,7}"
_CLASS_PHRASE = r"(?P<np>(?:一个|一种|一类|一门|一套|一款)[^，。；：:（()]{1,20}?)"
_IN_BRACKETS = re.compile(rf"{_CLASS_PHRASE}\s*[（(]\s*(?P<e>{_EXPANSION})\s*[，,]\s*(?P<a>{_ABBREVIATION})\s*[）)]")
_AFTER_CLASS = re.compile(rf"(?P<np>[^，。；：:]{{2,30}}?)\s*(?:[：:]|[，,]\s*(?:也就是|即|就是)\s*(?:后来的|现在的|所谓的)?)"
                          rf"\s*(?P<e>{_EXPANSION})\s*[（(]\s*(?P<a>{_ABBREVIATION})\s*[）)]")


def spells(abbreviation: str, expansion: str) -> bool:
    """The abbreviation's letters are the expansion's, in order, from its first letter, and the
    expansion is longer (not the same word again)."""
    letters = [c for c in abbreviation.lower() if c.isalpha()]
    text = re.sub(r"[^a-z ]", "", expansion.lower())
    if len(letters) < 2 or len(text.replace(" ", "")) <= len(letters) + 1 or not text.startswith(letters[0]):
        return False
    at = 1
    for letter in letters[1:]:
        at = text.find(letter, at)
        if at < 0:
            return False
        at += 1
    return True


def abbreviation_glosses(s: str, class_noun) -> list[tuple[str, str, str]]:
    """(abbreviation, expansion, class phrase) for each abbreviation-expansion pair of a sentence set
    in apposition to a class phrase; `class_noun(phrase)` says whether the phrase ends in a noun."""
    out: list[tuple[str, str, str]] = []
    if "(" not in s and "（" not in s:
        return out  # both shapes bracket the abbreviation; the unanchored scan is skipped
    for pattern in (_IN_BRACKETS, _AFTER_CLASS):
        for m in pattern.finditer(s):
            np = m.group("np").strip()
            expansion = m.group("e").strip()
            if pattern is _AFTER_CLASS and not re.search(r"一个|一种|一类|的", np):
                continue  # a bare name before the colon ("说明：CSRF (…)"), no class phrase
            if spells(m.group("a"), expansion) and class_noun(np) and all(a != m.group("a") for a, _e, _n in out):
                out.append((m.group("a"), expansion, np))
    return out


# A subject that names an attribute of something, not a thing a reader looks up.
ATTRIBUTE = re.compile(r"(?:特点|特征|特色|重点|难点|关键|目的|目标|原因|作用|意义|方法|要求|任务|结果|问题|内容|例子|示例|"
                       r"基础|前提|核心|主题|标准|原则|区别|不同|本课|本节|本章|这|那|它|其|此)$|"
                       r"^(?:这|那|它|其|此|该|本|每|各|某|有的|一些|我们|你|他|她|教师|老师|学生|同学|家长)|"
                       r"[不也都还只并正又而才总仍均亦]$|(?:最好|应该|应当|需要|必须|可以|能够|一定)$")
