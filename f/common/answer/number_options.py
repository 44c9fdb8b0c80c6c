"""Choice options said in a number (16, 0.4, 9 类, ISO 3166, 4.0.0): where a page states one.

A digit is everywhere on a page (section numbers, a worked example's terms, a table's other cells),
so a number option is stated only where one clause of the page gives that number as a value (no
arithmetic sign beside it, no letter glued to it), followed by the unit the stem asks in (几位, 几个
字节, how many packages) when it asks in one, and naming words of the stem: the clause is about the
stem's subject (ASCII ... 使用7 位描述; ⟨种级部分⟩ 有 9 类结构; includes about 30 packages). Between
number options stated so, the one whose clause, then sentence, names most of the stem wins (0946).
A stem that itself computes (a_1=2，公差d=3) asks for a worked answer: no number is read (0902)."""
from __future__ import annotations

import re
import unicodedata

from f.common.cjk import IDEOGRAPHS

# a number whole: no Latin letter, digit or point glued before it (ucs4, utf-8, 2.4 hold no 4 or
# 8); a unit may follow (9pt, 7 位)
NUMBER = re.compile(r"(?<![A-Za-z0-9_.\-−])\d+(?:[.,]\d+)*(?![0-9])")
# a number beside an arithmetic sign is a term of a computation (a_10 = 2 + 27, 8/3), not a value
# a sentence states (缺省为 4, 缺省值是0.4, 9pt)
_ARITHMETIC = set("=+-−×÷*/^<>≤≥≈±")
# a stem that computes: a value given by an equation or sign (a_1=2, d=3, 2×3)
_COMPUTING = re.compile(r"[\w)）]\s*[=+×÷*/^]\s*[\w(（]")
# the unit a stem asks in: 几类结构, 几位, 几个字节, 多少百万元, how many packages
_ASKED_ZH = re.compile(r"(?:几|多少)\s*([个类位种项条层次张页年岁度倍行栏]?)\s*([\u4e00-\u9fff]{0,4})")
_ASKED_EN = re.compile(r"\bhow\s+many\s+([a-z][a-z-]*)", re.I)
# what follows 几/多少 that is no unit: the question's grammar (是多少, 几位来描述)
_NOT_UNIT = set("是呢吗啊来去在用被把的了？?")
# clause marks, Chinese and Latin; a full stop before a space ends a Latin clause (a decimal point has none)
# (1,567: a comma between digits is a thousands mark)
_CLAUSE_END = re.compile(r"[!?;:|。．！？；，：\n]|,(?!\d)|\.(?=\s)")
# an English page's sentence marks (options' own: 0827)
SENTENCE_END = re.compile(r"[!?;。．！？；\n]|\.(?=\s)")


def computes(stem: str) -> bool:
    """The stem gives values to compute with (a_1=2，公差d=3，则a_10=): its options are worked answers."""
    return _COMPUTING.search(unicodedata.normalize("NFKC", stem)) is not None


def plain_numbers(text: str) -> list[str]:
    """The numbers of a text that stand as values, not as terms of a computation (_ARITHMETIC)."""
    return [m.group() for m in NUMBER.finditer(text) if _as_value(text, m)]


def _as_value(text: str, m: re.Match, measure: str = "") -> bool:
    """The number gives a value: it is no term of a computation and no label (_LABEL); `measure`,
    the measure word the stem asks in (页 of 几页), makes 1 页 a count, not a reference."""
    before, after = text[:m.start()].rstrip()[-1:], text[m.end():].lstrip()[:1]
    if before == "=" and _SETTING.search(text, 0, m.start()) and after in ("", *",)）;；]}\n"):
        return not _label(text, m, measure)  # a setting's value (maxiter = 10, in a signature: 1038)
    return before not in _ARITHMETIC and after not in _ARITHMETIC and not _label(text, m, measure)


# a name of three or more letters set to a value alone (maxiter = 10, eps = 0.01,): code's keyword
# argument or an option's setting, not an equation's term (a_10 = 2 + 27, d=3: a symbol, or a sign after)
_SETTING = re.compile(r"(?<![A-Za-z0-9_.])[A-Za-z][A-Za-z0-9_.]{2,}\s*=\s*$")


# Numbers that label rather than give a value (layout facts): an ordinal or a reference (第 2 节,
# page 84, 第 3 章), a heading's number (## 2 用 \Collect 命令), a footnote's own number ([脚注] 2旧版本)
# and its mark, an integer glued to the word it annotates before a stop (默认字体2:, multicol2、);
# a value glued to its copula is no mark (缺省值是0.4, 缺省为4)
_REFERENCE_BEFORE = re.compile(r"(?:第|§|\b(?:page|pages|p\.|pp\.|section|chapter|figure|table|step))\s*$", re.I)
_REFERENCE_AFTER = re.compile(r"^\s*[节章页篇部]")
_OPENING = re.compile(r"(?:^|\n)[ \t]*(?:#+|\[(?:脚注|footnote)\])[ \t]*$", re.I)
_GLUED_MARK = re.compile(r"[^\W\d_]$")
_VALUE_WORD = set("是为约达至到于")


def _label(text: str, m: re.Match, measure: str = "") -> bool:
    head, tail = text[:m.start()], text[m.end():]
    # 一篇1 页的文档 where the stem asks 几页: a count in the asked measure, not page 1 (第 1 页 is, 0977)
    counted = bool(measure) and tail.lstrip().startswith(measure)
    if head[-1:] and tail[:1] and head[-1] in "(（[［" and tail[0] in ")）]］":
        return True  # an item's mark of a list in a sentence: (1) assert …, and (2) offer … (0977)
    if _REFERENCE_BEFORE.search(head) or (_REFERENCE_AFTER.match(tail) and not counted) or _OPENING.search(head):
        return True
    glued = _GLUED_MARK.search(head) is not None and head[-1:] not in _VALUE_WORD
    if glued and "." not in m.group() and IDEOGRAPHS.fullmatch(head[-1]) and tail[:1] and \
            IDEOGRAPHS.fullmatch(tail[0]) and _opens_no_value(tail):
        return True  # a footnote mark between two words: 许可证1授权, 数据库1中的 (0977)
    return glued and "." not in m.group() and (not tail or tail[0] in ",，。.、:：;；)）\n")


# what follows a value glued to it is its unit (9类结构, 4字节, 3小时); a verb, a locative, a
# preposition, a particle, a conjunction or an adverb (jieba's tags) follows a footnote mark
_NOT_AFTER_A_VALUE = ("v", "f", "p", "u", "c", "d")


def _opens_no_value(tail: str) -> bool:
    """The words after a number glued between two ideographs open with no unit (jieba's first tag)."""
    from f.common.answer.cut_pieces import pos_tags

    tags = pos_tags(tail[:6])
    return bool(tags) and tags[0].startswith(_NOT_AFTER_A_VALUE)


def said_whole(number: str, text: str) -> bool:
    """The number whole in the text: 16 is not in 160, 0.16 or 1.6; 4 not in ucs4; 6 not in -6."""
    return re.search(rf"(?<![A-Za-z0-9_.\-−]){re.escape(number)}(?![0-9]|[.,]\d)", text) is not None


def asked_unit(stem: str) -> tuple[str, str]:
    """(measure word, noun) the stem asks the number in: 几类结构 -> (类, 结构), 几位来描述 -> (位, ''),
    几个字节 -> (个, 字节), how many packages -> ('', packages); ('', '') when it asks in none."""
    english = _ASKED_EN.search(stem)
    if english:
        return "", english.group(1).lower()
    found = _ASKED_ZH.search(stem)
    if not found:
        return "", ""
    noun = found.group(2)
    cut = next((i for i, ch in enumerate(noun) if ch in _NOT_UNIT), len(noun))
    return found.group(1), noun[:cut]


def _followed_by_unit(clause: str, end: int, unit: tuple[str, str]) -> bool:
    """The unit right after the number (spaces aside): 9 类结构, 4 个字节, 7 位, 30 packages; the
    measure word may be left out before the noun (4 字节)."""
    measure, noun = unit
    rest = re.sub(r"\s+", "", clause[end:end + 24])
    if not measure and not noun:
        return True
    if noun and re.fullmatch(r"[a-z-]+", noun):
        stem = noun[:-1] if noun.endswith("s") else noun
        return re.match(rf"{re.escape(stem)}", rest) is not None
    return rest.startswith(measure + noun) or bool(noun and rest.startswith(noun[:2])) or \
        bool(measure and not noun and rest.startswith(measure))


def _named_words(words: dict[str, float], text: str) -> set[str]:
    from f.common.glossary.lookup import fold_term

    folded = fold_term(text)
    return {word for word in words if fold_term(word) and fold_term(word) in folded}


def _value(number: str) -> str:
    """The number without its thousands marks: 4,000 and 4000 are one value."""
    return re.sub(r",(?=\d{3}(?!\d))", "", number)


def own_unit(option: str, number: str) -> str:
    """What the option says right after its number (万千米 of 4000万千米, 小时 of 3～4小时, ~ of its 3,
    pt of 10pt): the page says it there too. Spaces aside, NFKC, no case."""
    text = unicodedata.normalize("NFKC", option).casefold()
    for m in NUMBER.finditer(text):
        if _value(m.group()) == _value(number):
            return re.sub(r"\s+", "", re.split(r"\d", text[m.end():], maxsplit=1)[0])[:6]
    return ""


def stated(number: str, pages: list[str], stem_words: dict[str, float], asking: set[str],
           unit: tuple[str, str], after: str = "") -> tuple[int, float, float]:
    """(asking words, clause weight, sentence weight) of the best clause that gives the number as a
    value (in the asked unit, with the option's own unit `after`) and names a word of the stem
    (stem_words: word -> salience): how many words of the stem's asking clause it names (每次 of 每次敷
    多长时间 beside 每次5～8分钟, not 冷敷 beside 每隔3～4小时), the weight of all the stem's words it names,
    and of its sentence's; NONE where no clause does."""
    best = NONE
    for text in pages:
        page = unicodedata.normalize("NFKC", text or "").casefold()
        sentences = _spans(page, SENTENCE_END)
        for start, stop in _spans(page, _CLAUSE_END):
            clause = page[start:stop]
            for m in NUMBER.finditer(clause):
                if _value(m.group()) != _value(number) or not _as_value(clause, m, unit[0]) \
                        or not _followed_by_unit(clause, m.end(), unit) \
                        or not re.sub(r"\s+", "", clause[m.end():m.end() + 12]).startswith(after):
                    continue
                named = _named_words(stem_words, clause)
                if not named:
                    continue
                sentence = next((page[a:b] for a, b in sentences if a <= start < b), clause)
                best = max(best, (len(named & asking), round(sum(stem_words[w] for w in named), 3),
                                  round(sum(stem_words[w] for w in _named_words(stem_words, sentence)), 3)))
    return best


NONE = (-1, 0.0, 0.0)
# the stem's clause that asks: its question word (几位, 多少, 多长时间, how many, which)
_ASKING = re.compile(r"几|多少|多长|多久|多大|多高|多重|多远|哪|什么|\b(?:how|which|what)\b", re.I)


def asking_clause(stem: str) -> str:
    """The clause of the stem that holds its question word (书上说每次敷多长时间 of 脚扭伤了做冷敷，书上说…);
    the whole stem where none does."""
    for start, stop in _spans(stem, _CLAUSE_END):
        if _ASKING.search(stem[start:stop]):
            return stem[start:stop]
    return stem


def _spans(page: str, ends: re.Pattern) -> list[tuple[int, int]]:
    out, start = [], 0
    for m in ends.finditer(page):
        out.append((start, m.end()))
        start = m.end()
    out.append((start, len(page)))
    return out


def own_numbers(option: str, others: str, stem: str) -> list[str]:
    """An option with no word of its own: the numbers it says as values that no sibling and not
    the stem say whole (16 beside 160, 1.2 beside 1.25); none where the stem computes."""
    if computes(stem):
        return []
    return [n for n in dict.fromkeys(plain_numbers(option)) if not said_whole(n, others) and not said_whole(n, stem)]


def is_number_option(words: list[str]) -> bool:
    return bool(words) and all(NUMBER.fullmatch(w) for w in words)


def judge(options: list[dict], stem: str, pages_of: dict[str, list[str]], salience, content_words,
          negative: bool = False) -> None:
    """Sets the verdict of each number option (its own words all numbers: own_numbers): supported
    where a clause of its pages states its numbers (stated), and only the options whose clause names
    the most of the stem's asking clause, then of its words, then its sentence; the stem's words are
    its content words no option
    says (content_words) and the asking clause's words as the search's tokenizer cuts them, the asked
    unit's aside, weighed by salience (general-language rarity).
    A negative stem (不是…的是) is stated by three options: no number of its is read (as before 0946)."""
    from f.common.vectors.sparse import words as cut

    numbered = [o for o in options if is_number_option(o.get("distinctive") or [])]
    if not numbered:
        return
    unit = asked_unit(stem)
    said = " ".join(o.get("text", "") for o in options).lower()

    def kept(word: str) -> bool:
        """No option's word, nor the asked unit's (字节 of 几个字节)."""
        lowered = word.lower()
        return lowered not in said and not (unit[1] and (lowered in unit[1] or unit[1] in lowered))

    def words(text: str) -> list[str]:
        return [w for w in content_words(text) if kept(w)]

    # the asking clause's own words, everyday ones too (每次 of 每次敷多长时间), but not its question word
    asked = asking_clause(stem)
    asking = {w for w in cut(asked) if len(w) >= 2 and not _ASKING.search(w) and kept(w)} | set(words(asked))
    stem_words = {w: salience(w) for w in [*words(stem), *asking]}
    score = {}
    for option in numbered:
        each = [NONE] if negative else [
            stated(n, pages_of.get(option["label"], []), stem_words, asking, unit, own_unit(option.get("text", ""), n))
            for n in option["distinctive"]]
        score[option["label"]] = min(each)
    top = max(score.values())
    for option in numbered:
        mine = score[option["label"]]
        option["verdict"] = "supported" if mine != NONE and mine == top else "not_found"
        option["support"] = 1.0 if option["verdict"] == "supported" else 0.0
