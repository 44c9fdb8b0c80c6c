"""The surface of an exam paper and its answer file: the paper's title words, its instructions
(注意事项, 考生须知, 说明, 答题要求 — never exercises), its parts (卷Ⅰ, 第Ⅱ卷, A 卷, Part A) and
section headings (一、选择题, 二、填空, a bare 三、) that scope its numbering, and question numbers
as papers and OCR print them (`1．`, `1、`, `1，`, `13.1` in a key where 13 is due). Pure."""
from __future__ import annotations

import re

from f.common.textnorm import fold

_CN = "一二三四五六七八九十"
_CN_VALUE = {c: i + 1 for i, c in enumerate(_CN)}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "Ⅰ": 1, "Ⅱ": 2, "Ⅲ": 3, "Ⅳ": 4}
# `Part One`, `Parte due`, `Teil zwei`, `Partie deux`: a part's ordinal spelled out (1-4)
_SPELLED = {w: i + 1 for words in (("ONE", "TWO", "THREE", "FOUR"), ("UNO", "DUE", "TRE", "QUATTRO"),
                                   ("EINS", "ZWEI", "DREI", "VIER"), ("UNE", "DEUX", "TROIS", "QUATRE"))
            for i, w in enumerate(words)}

# A paper's title: it ends in what it is (2017 年河南省中考数学试卷（A 卷）, 期末测试, 2018年…升学
# 文化课考试); a handout's source line (2023·四川内江·中考真题 . 36) or a contents line is none.
# An English paper may name its form after the word (`Midterm Exam B`, `Exam, Form: A`): the
# same paper set again for another seat, its numbering starting at 1.
_PAPER_TITLE = re.compile(r"(?:试卷|试题|考试|测试|测验|考卷|检测|模拟卷|联考|(?:\bexam(?:ination)?|\btest|\bquiz)"
                          r"(?:\s*,?\s*(?:form|version|variant)\s*[:：]?\s*[A-F1-9]|\s+[A-F])?)$",
                          re.IGNORECASE)
# `Midterm Exam A November 5, 1997`: the sitting's date set on the title's line.
_DATE_TAIL = re.compile(r"\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+)?"
                        r"(?:19|20)\d{2}$", re.IGNORECASE)
# One character a repetition: a nested + backtracked exponentially on a contents line's dot leaders.
_TAIL = re.compile(r"(?:\s*[（(][^（()）]{0,12}[）)]?|[\s：:。.])+$")
# An answer file's title is its paper's with these after it (…考试数学答案, Midterm Exam Answer Key,
# `Mock Examination: Mark Scheme` as British papers name their keys, 1077).
_KEY_TAIL = re.compile(r"(?:\s*(?:参考答案(?:与试题解析|与解析)?|答案(?:与解析|详解)?|试题解析|解析|评分标准|"
                       r"answer\s*key|answers|key|solutions?|mark(?:ing)?\s*schemes?))+$", re.IGNORECASE)
_SUBJECT_TAIL = re.compile(r"\s*(?:数学|语文|英语|物理|化学|生物|历史|地理|政治|道德与法治|科学|"
                           r"math(?:ematics)?|english|physics|chemistry|biology)$", re.IGNORECASE)
# Instructions to candidates: their numbered lines are never questions.
_INSTRUCTIONS = re.compile(
    r"^\s*[【\[]?\s*(?:注意事项|考生须知|考生注意|答题须知|答卷须知|答题要求|考试说明|温馨提示|友情提示|"
    r"(?:说\s*明|注\s*意)(?=\s*[：:]|\s*$|\s*\d)|instructions?\b)", re.IGNORECASE)
# What an instruction talks about (a numbered line so worded is no question, wherever it is).
_INSTRUCTION_WORDS = re.compile(r"答题卡|答题纸|准考证|监考|考生|铅笔|签字笔|草稿纸|条形码|本试卷|"
                                r"考试结束|考试时间|试题卷|答卷前|作答|涂黑|填涂")
_ASKS = re.compile(r"[？?]|[（(]\s*[）)]|_{3,}|＿{2,}|求|计算|化简|证明")

# 卷Ⅰ（选择题）, 第Ⅱ卷, 卷 II, A 卷, 第一部分, Part A, Section B: a part of the paper.
_PART = re.compile(
    r"^\s*(?:第\s*(?P<a>[ⅠⅡⅢⅣIVX1-4一二三四]{1,3})\s*卷|卷\s*(?P<b>[ⅠⅡⅢⅣIVX1-4一二三四l|]{1,3})(?![\u4e00-\u9fff]{2})|"
    r"(?P<c>[A-D])\s*卷|第\s*(?P<d>[一二三四五1-5])\s*部分|(?:part|section)\s+(?P<e>[A-H]|[IVX]{1,4}|\d)|"
    r"(?:part[ei]?|teil|partie)\s+(?P<f>one|two|three|four|uno|due|tre|quattro|eins|zwei|drei|vier|une|deux|trois|quatre)\b)"
    r"(?=\s|[（(：:）)]|[\u4e00-\u9fff]|$|\.(?!\d))", re.IGNORECASE)  # `Section 3. Fill in the blank`
# 一、选择题（每小题 3 分）, 二、填空, 三、 (bare, as some answer files print it).
_GROUP = re.compile(rf"^\s*(?P<n>[{_CN}]{{1,3}})\s*[、.．]\s*(?P<rest>.*)$", re.S)
_GROUP_WORD = re.compile(r"^(?P<w>选择|单选|多选|不定项|填空|解答|计算|证明|判断|作图|应用|综合|探究|阅读|"
                         r"简答|实验|听力|完形|写作|作文|翻译|基础|能力|拓展)")
_GROUP_KIND = {"选择": "choice", "单选": "choice", "多选": "choice", "不定项": "choice", "填空": "fill",
               "解答": "solve", "计算": "solve", "证明": "proof", "判断": "solve"}
# A question number as papers and OCR print it (`17、2` is answer 17 = 2; `，` `,` `.` only with
# no digit after them).
_NUMBER = re.compile(r"^\s*(?:第\s*(?P<t>\d{1,3})\s*题|(?P<n>\d{1,3})\s*(?:[.．](?!\d)|、|[，,](?!\s*\d)))\s*")
_DECIMAL = re.compile(r"^\s*(?P<n>\d{1,3})\s*[.．]\s*(?=\d)")  # `13.1`: answer 13 is 1, when 13 is due
# `2.96 × 103m ≈ 3km`, `1.84 × 1019kg`: a decimal quantity an operator or relation follows
_QUANTITY = re.compile(r"\d{1,3}\s*[.．]\s*\d+\s*[×·*/=≈≠<>≤≥]")


# `Some other questions`, `All the problems of a file`: a short capitalised line of words alone
# between a paper's questions, titling the run after it (its numbering may start again at 1)
# (or in capitals: small capitals as OCR reads them, `SOME OTHER QUESTIONS`)
_SUBTITLE = re.compile(r"^(?:[A-Z][a-z]+(?:\s+[A-Za-z]+){1,5}|[A-Z]+(?:\s+[A-Z]+){1,5})\s*:?$")
# what such a line titles: questions (English, Italian, German, French, Spanish)
_RUN_NOUN = re.compile(r"\b(?:questions|problems|exercises|tasks|domande|esercizi|problemi|quesiti|"
                       r"aufgaben|fragen|exercices|preguntas|ejercicios)\b", re.IGNORECASE)


def subtitle(text: str) -> bool:
    """`Some other questions`: a short line of words that titles a run of questions."""
    text = (text or "").strip()
    return bool(_SUBTITLE.match(text) and _RUN_NOUN.search(text))


# `VERIFICA DI MATEMATICA`, `Prova comune di matematica`, `Examen de …`, `Klausur …`: other
# languages name the test first, its subject after
_TEST_FIRST = re.compile(r"^(?:verifica|compito\s+in\s+classe|compito\s+di|esame|prova\s+(?:scritta|orale|comune|di|d['’])|"
                         r"examen|contr[ôo]le|devoir\s+surveill[ée]|pr[üu]fung|klausur|klassenarbeit|prueba)\b",
                         re.IGNORECASE)
# `1. (30 分) …`, `1. (1 punto) …`, `1．（3分）`: a first question printed with its marks
_MARKED_FIRST = re.compile(r"^\s*1\s*[.．、]\s*[（(]\s*\d+(?:[.,]\d+)?\s*(?:分|punt[oi]|points?|pts?\.?|marks?)\s*[）)]",
                           re.IGNORECASE)


def marked_first(text: str) -> bool:
    """The paper's question 1 printed with its marks: only papers print them so."""
    return bool(_MARKED_FIRST.match(fold(text or "")))


def is_paper_title(text: str) -> bool:
    text = fold(text or "").strip()
    if not 0 < len(text) <= 60 or "\n" in text or "·" in text or number(text):
        return False
    text = _DATE_TAIL.sub("", _TAIL.sub("", text))
    bare = _KEY_TAIL.sub("", text)
    if bare != text:  # an answer file's title: its paper's, perhaps with the subject after it
        text = _SUBJECT_TAIL.sub("", _TAIL.sub("", bare))
    return bool(_PAPER_TITLE.search(text) or _TEST_FIRST.match(text))


def instructions(text: str) -> bool:
    """A heading or block that opens the candidates' instructions (注意事项：1. …)."""
    return bool(_INSTRUCTIONS.match(fold(text or "")))


def instruction_like(text: str) -> bool:
    """A numbered line about the answer sheet, the candidate or the paper, asking nothing."""
    text = fold(text or "")
    return bool(_INSTRUCTION_WORDS.search(text)) and not _ASKS.search(text)


# An instruction speaks to the candidate about the paper (`Write your name …`, `Schreiben Sie Ihren
# Namen …`, `Indiquez votre nom`): an imperative that opens it does not make it a question.
_TO_CANDIDATE = re.compile(r"\b(?:your|yours|ihr(?:e|en|er|em)?|votre|vos|tuo|tua|vostr[oa])\b", re.IGNORECASE)


def to_candidate(text: str) -> bool:
    """An instruction's line, addressed to the candidate and asking nothing (no ?, no blank)."""
    text = fold(text or "")
    return bool(_TO_CANDIDATE.search(text)) and not _ASKS.search(text)


def _ordinal(token: str) -> int | None:
    token = token.strip().upper().replace("L", "I").replace("|", "I")
    if token.isdigit():
        return int(token)
    if token in _ROMAN:
        return _ROMAN[token]
    if token in _SPELLED:
        return _SPELLED[token]
    if len(token) == 1 and token in _CN_VALUE:
        return _CN_VALUE[token]
    if len(token) == 1 and "A" <= token <= "H":
        return ord(token) - ord("A") + 1
    return None


def part_heading(text: str) -> tuple[int, str] | None:
    """(ordinal, label) of a part of the paper: `卷Ⅰ（选择题，共42分）` -> (1, '卷I')."""
    text = fold(text or "").strip()
    if len(text) > 60:  # `Section 2. Fill in the blanks (3 pts. each)`; no sentence
        return None
    m = _PART.match(text)
    if not m:
        return None
    token = next(g for g in m.groups() if g)
    ordinal = _ordinal(token)
    return (ordinal, re.sub(r"\s+", "", m.group(0))) if ordinal else None


def after_part(text: str) -> str:
    """A part heading's text after its label (`Section 3. Fill in the blank` -> `Fill in the
    blank`): the part's own number is no question."""
    text = fold(text or "").strip()
    m = _PART.match(text)
    return text[m.end():].lstrip(" .．") if m else text


# `… (also thermal imaging). Part I Multiple choice`: a part heading a parser (or OCR's line
# grouping) joined to the end of the block above it, after a finished sentence (1078).
_TRAILING_PART = re.compile(r"(?<=[.?!。？！)）])\s+(?=(?:part|section)\s+(?:[A-H]|[IVX]{1,4}|\d)\b[^.?!。？！]{0,40}$)",
                            re.IGNORECASE)


def trailing_part(text: str) -> int | None:
    """Where a part heading joined to the end of a block starts (None when there is none)."""
    m = _TRAILING_PART.search(text or "")
    return m.end() if m and part_heading(text[m.end():]) else None


def names_key(text: str) -> bool:
    """An answer file's or key's title (`Midterm Exam Answer Key`, `…试卷参考答案`)."""
    text = _TAIL.sub("", fold(text or "").strip())
    return _KEY_TAIL.sub("", text) != text


def group_heading(text: str) -> tuple[int, str, str | None] | None:
    """(ordinal, short label, kind) of a section heading: `一、选择题（本大题…）` -> (1, '一、选择题',
    'choice'); a bare `三、` -> (3, '三、', None). Other `二、…` lines (a list in a question) are
    none unless short."""
    text = fold(text or "").strip()
    m = _GROUP.match(text)
    ordinal = _cn_number(m.group("n")) if m else None
    if ordinal is None:
        return None
    rest = m.group("rest").strip()
    word = _GROUP_WORD.match(rest)
    if not word and len(rest) > 6:
        return None
    head = re.split(r"[（(：:，,。\s]", rest, maxsplit=1)[0][:8]
    kind = _GROUP_KIND.get(word.group("w")) if word else None
    return ordinal, f"{m.group('n')}、{head}", kind


# `选择题` / `填空题（每小题4分）` alone on a line: a section heading whose `一、` OCR lost (or a key
# never printed). The word and 题 only, a marks note at most: `选择题每小题选出答案后…` is a sentence.
_BARE_GROUP = re.compile(r"^(?P<w>选择|单选|多选|不定项选择|填空|解答|计算|证明|判断|作图|简答|实验)题"
                         r"\s*(?:[（(][^（()）]{0,24}[）)])?\s*[:：]?$")


def bare_group(text: str) -> str | None:
    """The section word (`选择`) of a line that is only a section's name (`选择题`), else None."""
    m = _BARE_GROUP.match(fold(text or "").strip())
    return m.group("w") if m else None


def group_kind(word: str) -> str | None:
    """`选择` -> 'choice': the kind of questions a section word names."""
    return next((kind for w, kind in _GROUP_KIND.items() if word.startswith(w)), None)


def _cn_number(token: str) -> int | None:
    if len(token) == 1:
        return _CN_VALUE.get(token)
    if token[0] == "十":
        return 10 + (_CN_VALUE.get(token[1], 0) if len(token) > 1 else 0)
    if len(token) == 2 and token[1] == "十":
        return _CN_VALUE.get(token[0], 0) * 10
    if len(token) == 3 and token[1] == "十":
        return _CN_VALUE.get(token[0], 0) * 10 + _CN_VALUE.get(token[2], 0)
    return None


def number(text: str) -> tuple[int, str] | None:
    """(number, rest) of a block that starts a question as a paper prints it."""
    text = fold(text or "")
    m = _NUMBER.match(text)
    return (int(m.group("t") or m.group("n")), text[m.end():]) if m else None


_SEPARATOR = re.compile(r"^\s*(?:第\s*)?\d{1,3}\s*([.．、，,])")


def comma_after_dots(text: str, last_question: str) -> bool:
    """`2，xn+1 = …` after a question numbered `1.`: a wrapped line of a formula, not question 2.
    A paper prints its numbers one way; the comma (`17、2；18，0`) is OCR's or a key's (1135)."""
    this, before = _SEPARATOR.match(fold(text or "")), _SEPARATOR.match(fold(last_question or ""))
    return bool(this and before) and this.group(1) in "，," and before.group(1) in ".．"


def due_decimal(text: str, due: int) -> tuple[int, str] | None:
    """`13.1` read as answer 13 = `1` when 13 is the number due next in a key."""
    text = fold(text or "")
    m = _DECIMAL.match(text)
    return (due, text[m.end():]) if m and int(m.group("n")) == due else None


def quantity(text: str, at: int = 0) -> bool:
    """A decimal quantity in working starts at `at` (`2.96 × 103m`): a worked answer's line that
    opens so goes on with its working, it is no `13.1` answer nor a lesson `2.96`."""
    return bool(_QUANTITY.match(fold(text or ""), at))


def inline_instructions(text: str) -> int:
    """The last instruction number an opener holds already (`注意事项：1. 答卷前…` -> 1)."""
    found = re.findall(r"(?:^|[：:\s。．.])\s*(\d)\s*[.．、](?!\d)", fold(text or ""))
    return max((int(x) for x in found), default=0)


_SCORED = re.compile(r"每小题\s*\d+\s*分|共\s*\d+\s*分|本大题|满分\s*\d+")
_FIRST = re.compile(r"(?:[）)]|\s)\s*(?=(?:第\s*)?\d{1,3}\s*(?:[.．](?!\d)|、|[，,](?!\s*\d))\s*\S)")


def scored(text: str) -> bool:
    """A section heading that states its marks (每小题 3 分, 共 30 分, 本大题): only papers do."""
    return bool(_SCORED.search(fold(text or "")))


def first_question(text: str) -> str | None:
    """The question (or answers) a part or section heading's block goes on with after its label
    and bracketed note, if any: `Part A 1. B 2. C`, `一、选择题（每小题3分）1.（3分）…`."""
    text = fold(text or "")
    m = _FIRST.search(text, 2)
    return text[m.end():] if m else None


def inner_question(text: str, due: int) -> int | None:
    """Where the question numbered `due` starts inside a block, marked as papers mark a question
    (`13.（4分）`), or None."""
    m = re.compile(rf"(?<![\d.．]){due}\s*[.．、，,]\s*[（(]\s*\d+\s*分\s*[）)]").search(text or "", 1)
    return m.start() if m else None
