"""What a heading's wording says about its place in a book (pure, no I/O).

`classify(title)` reads the numbering scheme of a heading, Chinese or Western, full- or half-width:
- fixed schemes have a rank (part 0, chapter 1, section 2, `6.2.1` 3, ...) and, where it exists, a
  number key such as (6, 2) so that `6.2.1` finds its parent `6.2` (or `第六章`) by prefix;
- free schemes (`一、`, `（一）`, `1.`, `(1)`, `①`) only say "sibling of the same scheme, else child";
- generic headings (`习题`, `本章小结`, `Exercises`) repeat in every section and nest under it;
- book-level headings (`前言`, `参考文献`, `Index`) sit at the top of the tree;
- anything else is plain: its place comes from text_level, layout and the contents page.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

CN_DIGITS = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
             "六": 6, "七": 7, "八": 8, "九": 9}
CN_UNITS = {"十": 10, "百": 100, "千": 1000}
ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
WORDS = {w: i + 1 for i, w in enumerate(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty".split())}
CN_NUM = "[零〇○一二两三四五六七八九十百千]+"
NUM = rf"(?:\d+|{CN_NUM})"

# a contents line's dotted leader inside a line (`第五章 …案例及分析......(126)`): five dots or middle
# dots, or two ellipses; a sentence's `...` or a single `…` is none. Scanned lines (no heading) and
# the chat digest (no quote) read it.
LEADER_RUN = re.compile(r"(?:\.\s?){5,}|(?:…\s?){2,}|(?:·\s?){5,}")


def cn_to_int(text: str) -> int | None:
    """Chinese numeral (一, 十二, 二十三, 一百零五) or digits -> int."""
    text = text.strip()
    if text.isdigit():
        return int(text)
    if not text or any(ch not in CN_DIGITS and ch not in CN_UNITS for ch in text):
        return None
    total, digit = 0, None
    for ch in text:
        if ch in CN_DIGITS:
            digit = CN_DIGITS[ch]
        else:
            total += (1 if digit is None else digit) * CN_UNITS[ch]
            digit = None
    return total + (digit or 0)


def roman_to_int(text: str) -> int | None:
    text = text.lower()
    if not text or any(ch not in ROMAN for ch in text):
        return None
    total = 0
    for i, ch in enumerate(text):
        value = ROMAN[ch]
        total += -value if i + 1 < len(text) and ROMAN[text[i + 1]] > value else value
    return total


def int_to_roman(number: int) -> str:
    out = ""
    for value, letters in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                           (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while number >= value:
            out, number = out + letters, number - value
    return out


_NUMBER_SPACES = re.compile(r"(?<=\d)\s*\.\s*(?=\d)")


def normalize(text: str) -> str:
    """NFKC (full-width digits, brackets, spaces -> ASCII), spaces inside numbers removed."""
    text = text or ""
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    if " ." in text or ". " in text:
        text = _NUMBER_SPACES.sub(".", text)
    return " ".join(text.split())


def match_key(text: str) -> str:
    """For comparing titles across headings, running headers and contents lines."""
    text = normalize(text).lower()
    return re.sub(r"[\s\W_]+", "", text)


@dataclass(frozen=True)
class Heading:
    kind: str                     # fixed | free | generic | book | plain
    scheme: str                   # e.g. chapter, dotted, cn-paren, plain
    rank: float = 99              # fixed schemes only: smaller is higher
    number: tuple = ()            # fixed schemes: key for parent-by-prefix
    rest: str = ""                # the title after the number
    scope: str = ""               # generic: "chapter" when it names the chapter


def _num(text: str):
    text = text.strip()
    value = cn_to_int(text)
    if value is None:
        value = roman_to_int(text)
    if value is None:
        value = WORDS.get(text.lower())
    if value is None and len(text) == 1 and text.isalpha():
        value = text.upper()
    return value


_WORDS = "|".join(WORDS)
_FIXED = [  # (pattern, scheme, rank); group "n" is the number
    (re.compile(rf"^第\s*(?P<n>{NUM})\s*(?:编|部分|篇)"), "part", 0),
    # Japanese `第I部` / `第2部` and Korean `제 I 편` / `제2부`: the same part marker in their scripts
    (re.compile(rf"^第\s*(?P<n>{NUM}|[IVX]+)\s*(?:部(?!门|[分件位])|編)"), "part", 0),
    (re.compile(r"^제\s*(?P<n>\d+|[IVX]+)\s*(?:편|부)"), "part", 0),
    (re.compile(rf"^(?:part|book)\s+(?P<n>\d+|[ivxlc]+|{_WORDS})\b", re.I), "part", 0),
    (re.compile(rf"^第\s*(?P<n>{NUM})\s*(?:章|单元|讲|课)"), "chapter", 1),
    # Korean `제1 장`, `제 3 장` (the chapter marker 第N章 in Hangul)
    (re.compile(r"^제\s*(?P<n>\d+)\s*장"), "chapter", 1),
    (re.compile(rf"^(?:专题|模块|单元|题型|模型)\s*(?P<n>{NUM})(?![.\d])"), "chapter", 1),
    # a designed book's `1单元 显微镜下的生命世界`: the unit's big digit set without its 第
    (re.compile(r"^(?P<n>\d{1,2})\s*单元(?![\d元])"), "chapter", 1),
    (re.compile(rf"^(?:chapter|unit|lesson|lecture|ch\.)\s*(?P<n>\d+|[ivxlc]+|{_WORDS})\b", re.I),
     "chapter", 1),
    # a filing's `Item 1A.` under its `Part I` (`1A` one number, not a parent-child pair)
    (re.compile(r"^item\s+(?P<n>\d{1,2})(?P<sub>[A-Z])?\b\.?", re.I), "item", 1),
    # `附录`, `附录 A`, `附录一`, Korean `부록 A`; never `附录中的图片示例` (a word going on, not a heading marker)
    (re.compile(r"^(?:附\s*录(?![\u4e00-\u9fff](?<![一二三四五六七八九十]))|appendix|부록(?=\s*[A-Z\d]))"
                r"\s*(?P<n>[A-Z]|\d+|[一二三四五六七八九十]+)?(?![.\d])", re.I), "appendix", 1),
    (re.compile(rf"^第\s*(?P<n>{NUM})\s*[节節]"), "section", 2),
    (re.compile(r"^제\s*(?P<n>\d+)\s*절"), "section", 2),
    # a legal text's `Article IV`: under a Part or Chapter where it has them (EU acts), the top of
    # bylaws and treaties where not, above their `Section 4.01` and `(a)`
    (re.compile(rf"^article\s+(?P<n>\d+|[ivxlc]+|{_WORDS})\b", re.I), "article", 1.5),
]
_DOTTED = re.compile(r"^(?:(?:section|sec\.|§)\s*)?(?P<n>(?:\d+|[A-Z])(?:\.\d+)+)\.?"
                     r"(?:\s*\(\s*(?P<sub>[一二三四五六七八九十]+|\d+)\s*\))?(?=\s|[^\d.]|$)", re.I)
_SECTION_SIGN = re.compile(r"^(?:§|section\s+)\s*(?P<n>\d+)(?![.\d])", re.I)
_BARE = re.compile(r"^(?P<n>\d{1,2})(?=\s+[^\d\s.,，、%])")
# documented TeX code (ltxdoc, doc.sty) numbers its lines: `8 \fi`, `10 \ifdefined\luatexversion
# \@uni@odetrue \else` is a code line when every word after the number is TeX (a control sequence or
# braces), never a chapter; a title naming commands in words (`\multiput and \linethickness`) stays
_TEX_WORD = re.compile(r"\\[A-Za-z@]|[{}#@]")


def _code_line(rest: str) -> bool:
    words = rest.split()
    return bool(words) and words[0].startswith("\\") and all(_TEX_WORD.search(w) for w in words)


_FREE = [
    (re.compile(r"^[一二三四五六七八九十]+\s*[、.]"), "cn-dun"),
    (re.compile(r"^\(\s*[一二三四五六七八九十]+\s*\)"), "cn-paren"),
    (re.compile(r"^\d{1,2}\s*、"), "arabic-dun"),
    (re.compile(r"^\d{1,2}\.(?!\d)"), "arabic-dot"),
    (re.compile(r"^\(\s*\d{1,2}\s*\)"), "arabic-paren"),
    # letters and roman numerals, upper and lower case; a lone `I.`, `v.`, `(x)`: letter_or_roman
    (re.compile(r"^[IVXLC]{2,6}\.\s"), "roman-dot"),
    (re.compile(r"^[A-Z]\.\s"), "alpha-dot"),
    (re.compile(r"^[ivxlc]{2,6}\.\s"), "roman-lower-dot"),
    (re.compile(r"^[a-z]\.\s"), "alpha-lower-dot"),
    (re.compile(r"^\(\s*[ivxlc]{2,6}\s*\)\s"), "roman-paren"),
    # past (z) a legal list's letters double and treble: `(aa)`, `(bbb)` (1106)
    (re.compile(r"^\(?(?P<letter>[a-z])(?P=letter){0,2}\)\s"), "alpha-paren"),
]
# a question in words under an outline's capital letter or roman numeral is a section, not an
# exercise block (a proposed rule's or an FAQ's `I. What are Editions?`, `B. Who must comply?`);
# exercises are numbered `1.`, `一、`, `(1)`
_OUTLINE_QUESTIONS = {"roman-dot", "alpha-dot"}
_LATIN_QUESTION = re.compile(r"[A-Z][a-z'’]*(\s+[A-Za-z][\w'’-]*){1,12}\?")
_ROMAN_OF = {"alpha-dot": "roman-dot", "alpha-lower-dot": "roman-lower-dot", "alpha-paren": "roman-paren"}
_LETTERED = {*_ROMAN_OF, *_ROMAN_OF.values()}
GENERIC = (
    "习题", "练习", "复习", "复习题", "复习参考题", "复习与提高", "本章小结", "本章复习", "本章总结", "小结",
    "章末", "要点归纳", "基础训练", "能力提升", "拓展提升", "巩固练习", "综合练习", "课后练习",
    "课后习题", "思考题", "思考与练习", "自我检测", "知识梳理", "知识结构", "学习目标", "阅读材料",
    "阅读与思考", "探究与发现", "信息技术应用", "数学活动", "实验与探究", "问题与探究", "总结",
    "exercises", "exercise", "problems", "summary", "review", "review questions", "key terms",
    "questions", "further reading", "learning objectives", "chapter summary", "chapter review",
)
BOOK_LEVEL = (
    "前言", "序", "序言", "自序", "代序", "再版前言", "编者的话", "出版说明", "致读者", "摘要",
    "目录", "目次", "参考文献", "主要参考文献", "致谢", "后记", "索引", "结束语", "符号表",
    "preface", "foreword", "abstract", "contents", "table of contents", "references",
    "bibliography", "acknowledgements", "acknowledgments", "index", "glossary", "epilogue",
    # a manual's change log (ltxdoc's `Change History`) closes the document beside its index (0883)
    "change history", "revision history", "version history", "版本历史", "修改记录", "更新记录",
)
_CIRCLED = re.compile(r"^[\u2460-\u2473\u2776-\u277f]")
_GENERIC = sorted((match_key(g) for g in GENERIC), key=len, reverse=True)
_BOOK = {match_key(b) for b in BOOK_LEVEL}
# a list of the book's figures, tables, symbols or abbreviations (`图形列表`, `插图索引`, `表格目录`,
# `缩略语对照表`, `List of Figures`): front matter beside the abstract, never inside it (0869)
_FLOAT_LIST = re.compile(r"(插图|图形|图片|图|表格|表|附表|符号|算法|缩略语|缩写|主要符号|公式|代码)"
                         r"(目录|列表|索引|清单|对照表)|listof(figures|tables|symbols|abbreviations|algorithms)")
_REF = re.compile(r"(\d+(?:[.\-]\d+)*)\s*$")
_CAPTION = re.compile(r"^(?:图|表|figure|fig\.|table)\s*\d+([.\-]\d+)*", re.I)


def is_caption(title: str) -> bool:
    """`表 3.1 变量定义`, `Figure 2`: captions that layout tools tag as headings."""
    return bool(_CAPTION.match(normalize(title)))


# `第1单元综合练习`, `第23章 复习(1)`: a unit's review, nested in its unit like 习题6.3 in 6.3
_REVIEW = re.compile(r"^(?:复习|综合练习|整理和复习|单元复习|单元测试|测试|检测|自测|达标)")
# `一、选择题`, `一．直接写得数。`: an exercise block inside a lesson, not a structure level
_EXERCISE = re.compile(r"^(?:选择题|填空题|解答题|判断题|计算题|应用题|作图题|简答题|解决问题|口算|"
                       r"直接写得数|连线题|操作题|实验题|探究题|综合题)|[。：:？?]$")


_LETTER_OF = {v: k for k, v in _ROMAN_OF.items()}


def _doubled_letter(cls: Heading, previous: dict[str, Heading]) -> Heading | None:
    """`(ii)` right after `(hh)`, `(vv)` after `(uu)`: a legal list's doubled letters go on past
    (z), not the roman numerals (1106). None where the sequence says nothing."""
    letter = _LETTER_OF.get(cls.scheme) if cls.scheme == "roman-paren" else None
    if letter is None or not cls.number or not isinstance(cls.number[0], int):
        return None
    mark = int_to_roman(cls.number[0]).upper()
    before = previous.get(letter)
    if len(mark) < 2 or len(set(mark)) != 1 or before is None or not before.number:
        return None
    last = str(before.number[0])
    if len(last) == len(mark) and len(set(last)) == 1 and chr(ord(last[0]) + 1) == mark[0]:
        return Heading("free", letter, number=(mark,), rest=cls.rest)
    return None


def letter_or_roman(cls: Heading, previous: dict[str, Heading]) -> Heading:
    """`I.`, `V.`, `X.` (and `i.`, `(v)`) are letters or roman numerals; the document's own
    sequence decides: `I.` is a numeral unless it follows `H.`, `V.` and `X.` only after `IV.` and
    `IX.`. previous: the last heading of each scheme, in reading order."""
    doubled = _doubled_letter(cls, previous)
    if doubled:
        return doubled
    roman = _ROMAN_OF.get(cls.scheme)
    if roman is None or len(cls.number) != 1:
        return cls
    letter = cls.number[0]
    before_letter, before_roman = previous.get(cls.scheme), previous.get(roman)
    numeral = {"I": not (before_letter and before_letter.number == ("H",)),
               "V": bool(before_roman and before_roman.number == (4,)),
               "X": bool(before_roman and before_roman.number == (9,))}.get(letter, False)
    if numeral:
        return Heading("free", roman, number=(roman_to_int(letter),), rest=cls.rest)
    return cls


def classify(title: str) -> Heading:
    if _CIRCLED.match(title.strip()):  # before NFKC, which turns ① into 1
        return Heading("free", "circled", rest=title.strip()[1:].strip())
    text = normalize(title)
    for pattern, scheme, rank in _FIXED:
        m = pattern.match(text)
        if m:
            n = _num(m.group("n")) if m.groupdict().get("n") else None
            if m.groupdict().get("sub"):
                return Heading("fixed", scheme, rank, (f"{n}{m.group('sub').upper()}",),
                               text[m.end():].strip(" :：.-—"))
            rest = text[m.end():].strip(" :：.-—")
            if rank == 1 and n is not None and _REVIEW.match(rest):
                return Heading("generic", "generic", number=(n,), scope="chapter", rest=text)
            return Heading("fixed", scheme, rank, (n,) if n is not None else (), rest)
    m = _DOTTED.match(text)
    if m:
        parts = tuple(int(p) if p.isdigit() else p.upper() for p in m.group("n").split("."))
        if m.group("sub"):
            parts += (_num(m.group("sub")),)
        return Heading("fixed", "dotted", len(parts), parts, text[m.end():].strip())
    m = _SECTION_SIGN.match(text)
    if m:
        return Heading("fixed", "section", 2, (), text[m.end():].strip())
    for pattern, scheme in _FREE:
        m = pattern.match(text)
        if m:
            rest = text[m.end():].strip()
            if _EXERCISE.search(rest) and not (scheme in _OUTLINE_QUESTIONS and _LATIN_QUESTION.fullmatch(rest)):
                return Heading("generic", "exercise", rest=text)
            if scheme in _LETTERED:
                mark = re.sub(r"[().\s]", "", text[:m.end()]).upper()
                if scheme in _ROMAN_OF:
                    return Heading("free", scheme, number=(mark,), rest=rest)
                value = roman_to_int(mark)
                if value is None or int_to_roman(value).upper() != mark:
                    if scheme == "roman-paren" and len(set(mark)) == 1:  # `(ll)`, `(vvv)`: letters past (z), 1106
                        return Heading("free", "alpha-paren", number=(mark,), rest=rest)
                    return Heading("plain", "plain", rest=text)  # `LL.`, `IIII.`: not a numeral
                return Heading("free", scheme, number=(value,), rest=rest)
            return Heading("free", scheme, rest=rest)
    m = _BARE.match(text)
    if m and not _code_line(text[m.end():]):
        return Heading("fixed", "chapter", 1, (int(m.group("n")),), text[m.end():].strip())
    key = match_key(text)
    for word in _GENERIC:
        if key.startswith(word) and (len(key) == len(word) or _REF.search(text)
                                     or len(key) <= len(word) + 4):
            ref = _REF.search(text)
            number = tuple(int(p) for p in re.split(r"[.\-]", ref.group(1))) if ref else ()
            scope = "chapter" if ("章" in text or "chapter" in key) else ""
            return Heading("generic", "generic", number=number, scope=scope, rest=text)
    if key in _BOOK or _FLOAT_LIST.fullmatch(key):
        return Heading("book", "book", rest=text)
    return Heading("plain", "plain", rest=text)


# a labelled heading in any language: a word, a letter or number, a separator (`APÊNDICE A – Título`,
# `ANEXO B – ...`, `Anhang C: ...`)
_LABELLED = re.compile(r"^([^\W\d_]{4,15})\s+([A-Z]|\d{1,2}|[IVXLC]{1,5})\s*[–—:.-]?\s", re.I)


def _stem(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c))


def collects(group: str, title: str) -> bool:
    """A one-word heading is the plural of a labelled heading's word (`Apêndices` over `APÊNDICE A –
    ...`, `Anexos` over `ANEXO A – ...`, `Appendices` over `Appendix B ...`): it holds them (0575)."""
    m = _LABELLED.match(normalize(title))
    word = normalize(group).strip()
    if not m or not word.isalpha():
        return False
    group_stem, label_stem = _stem(word), _stem(m.group(1))
    shared = next((k for k, (a, b) in enumerate(zip(group_stem, label_stem)) if a != b),
                  min(len(group_stem), len(label_stem)))
    return len(group_stem) > len(label_stem) - 1 and shared >= 5 and group_stem != label_stem
