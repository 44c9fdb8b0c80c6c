"""The surface of exercises: lesson ids in section titles, question numbers at the start of a
block, answer markers, answer-key titles and the kind of a question. Pure; patterns a Chinese
textbook series uses (人教/北师 style exercises and answer keys), not fitted to one book."""
from __future__ import annotations

import re

from f.common.textnorm import fold

# Full/half-width brackets, dots and spaces folded: `23.1（2）` = `23.1(2)` = `23.1 (2)`.
_FOLD = str.maketrans({"（": "(", "）": ")", "．": ".", "。": ".", "【": "[", "】": "]"})
_CN = "一二三四五六七八九十"
# TeX's accents come out of PDF text as the mark before its letter, spaced (` ̈Ubung`, `L ̈osung`).
_UMLAUT_U, _UMLAUT_O = r"(?:ü|\s?[\u0308\u00a8]\s?u)", r"(?:ö|\s?[\u0308\u00a8]\s?o)"


def fold_lesson(lesson: str | None) -> str:
    return re.sub(r"\s+", "", fold(lesson or "").translate(_FOLD))


# A title that names a lesson: `23.1(2) 多边形的外角和`, `习题6.2`, `6.2.1 向量的加法`, `第六章`,
# `第3节`, `题型二 …`, `专题1-2`, `模型 1 …`, `Lesson 4`. The label is what a reader would cite.
_EXERCISE_WORD = (r"习题|练习|复习题|复习参考题|课后习题|课后练习|巩固练习|随堂练习|同步练习|达标检测|"
                  r"课时作业|作业")
_LESSON = re.compile(
    r"^\s*(?P<label>"
    rf"(?:(?:{_EXERCISE_WORD})\s*)?\d{{1,3}}(?:\s*[.．\-]\s*\d{{1,3}}){{0,3}}(?:\s*[（(]\s*[\d{_CN}]{{1,3}}\s*[）)])?"
    rf"|第\s*[\d{_CN}]{{1,4}}\s*(?:课时|[章节课讲]|单元)"
    rf"|(?:题型|模型|专题|类型|考点|课时|Lesson|Unit)\s*[\d{_CN}]{{1,3}}(?:\s*[\-－]\s*\d{{1,3}})?"
    r"|(?:Exercises|Problems)\s+\d{1,3}(?:\.\d{1,3}){0,3}"  # an English lesson's exercises: `Exercises 14.1`
    r")(?=\s|[\u4e00-\u9fff]|$|[：:])", re.IGNORECASE)
# A section number may come first: `2 Exercises`, or `2.11 Exercices` (the exercises closing
# chapter 2, a numbered section of it); a French `Exercice` in the singular where there is one.
_EXERCISE_TITLE = re.compile(
    rf"^\s*(?:\d{{1,2}}(?:\.\d{{1,2}}){{0,2}}\.?\s+(?=[A-Za-z]))?(?:{_EXERCISE_WORD}|思考与练习|综合练习|基础训练|能力提升|拓展提升|课堂练习|针对训练|"
    r"变式训练|强化训练|基础篇|提高篇|拓展篇|巩固提升|真题|例题演练|对点训练|exercises?\b|problems\b|"
    # the same plural in German, French, Italian, Spanish sheets (`Aufgaben`, `Übungen`, `Exercices`)
    rf"aufgaben\b|{_UMLAUT_U}bungen\b|exercices?\b|esercizi\b|ejercicios\b)",
    re.IGNORECASE)
# The exercises' section title alone on its line (`Exercises`, `Aufgaben`): a heading, even where
# the layout tool set it as bold body text rather than a tagged heading.
_EXERCISE_TITLE_ALONE = re.compile(
    rf"\s*(?:exercises|problems|aufgaben|{_UMLAUT_U}bungen|exercices|esercizi|ejercicios|习题|练习)\s*[:：]?\s*",
    re.IGNORECASE)


def exercise_title_alone(text: str) -> bool:
    return bool(_EXERCISE_TITLE_ALONE.fullmatch(fold(text or "")))


KEY_TITLE = re.compile(r"^\s*(?:\d{1,2}\s+|appendix\s+[A-Z\d]{1,2}\s*[.:]?\s*)?"  # `2 Solutions`, `Appendix A Solutions`
                       r"[【\[]?\s*(?:参考答案|答案与解析|答案与提示|习题答案|练习答案|答案详解|"
                       r"参考答案与提示|答案|(?:answers?|solutions?)(?:\s+(?:to|of|for)\s+(?:the\s+)?"
                       r"(?:exerci[cs]es|problems|questions)|\s+keys?(?=\s*$))?|"  # `Answer key` alone: the title whole
                       r"mark(?:ing)?\s+schemes?(?=\s*$)|"  # `Mark Scheme` alone: a British paper's key (1077)
                       # the key's word in German, French, Italian, Spanish sheets: `Lösungen`,
                       # `Lösungsschlüssel`, `Corrigé`, `Correction`, `Réponses`, `Soluzioni`
                       r"l(?:ö|\s?[\u0308\u00a8]\s?o)sung(?:en|sschl(?:ü|\s?[\u0308\u00a8]\s?u)ssel)(?![A-Za-zÀ-ÿ])|"
                       r"(?:corrig(?:é|e\u0301|e)s?|corrections?|r[ée]ponses|soluzioni|risposte|soluciones|"
                       r"respuestas)(?![A-Za-zÀ-ÿ]))\s*[】\]]?\s*(?P<rest>.*)$",
                       re.IGNORECASE)


def lesson_of(title: str) -> str | None:
    """The lesson label a title starts with (as printed, spaces folded), or None."""
    return lesson_and_rest(title)[0]


_OPERATOR = re.compile(r"\s*[×·*/=≈≠<>≤≥]")


def lesson_and_rest(text: str) -> tuple[str | None, str]:
    """(lesson label, the text after it): `23.1 (2) 1. B` -> ('23.1(2)', '1. B')."""
    text = fold(text or "")
    m = _LESSON.match(text)
    if not m:
        return None, text
    label = fold_lesson(m.group("label"))
    if re.fullmatch(r"\d{4}", label):  # `2022·真题` is a year, not a lesson
        return None, text
    if _OPERATOR.match(text, m.end()):  # `2.96 × 103m ≈ 3km`: a quantity in a line of working
        return None, text
    # a word before the number keeps its space, as printed (`Exercises 14.1`, `Lesson 4`); linking
    # and lookup compare labels folded (fold_lesson), so only what a reader is shown changes
    return re.sub(r"^([A-Za-z]+)(?=\d)", r"\1 ", label), text[m.end():].strip()


def lesson_digits(lesson: str | None) -> str:
    """`习题6.2` -> `6.2`: the numeric part, so `--lesson 6.2` finds `习题6.2` when nothing else is."""
    m = re.search(r"\d+(?:[.\-]\d+)*(?:\(\w+\))?", fold_lesson(lesson))
    return m.group(0) if m else fold_lesson(lesson)


# `Review exercises`, `Further practice problems`: a short heading of capitalised words that ends
# in the plural names the exercises after it as well as one that starts with it (1084)
_EXERCISES_LAST = re.compile(r"\s*[A-Z][a-z]+(?:\s+[a-z]+){0,2}\s+(?:exercises|problems)\s*[:：]?\s*")


def is_exercise_title(title: str) -> bool:
    text = fold(title or "")
    return bool(_EXERCISE_TITLE.match(text) or _EXERCISES_LAST.fullmatch(text))


# `B Solutions des exercices`: an appendix's letter before its title, as a book's back matter
# prints it (`Appendix B` without the word); a capital alone, then the key word capitalised and
# plural, so that a sentence (`A solution is …`) is never read so.
_APPENDIX_LETTER = re.compile(r"^\s*[A-H]\s+(?=(?:Solutions|Answers|Réponses|Corrigés|Lösungen|Soluzioni|"
                              r"Soluciones)(?![A-Za-zÀ-ÿ]))")


def key_title(text: str) -> str | None:
    """For an answer-key title (`参考答案`, `答案与解析 习题6.2`), what follows the key word ('' if
    nothing); None for any other text. Only short texts: `答案是 5` in a paragraph is no title."""
    text = fold(text or "").strip()
    text = _APPENDIX_LETTER.sub("", text, count=1)
    if len(text) > (80 if _KEY_PHRASE.match(text) else 40) or labelled_solution(text):
        return None  # `Solution 3` is an answer, not a key
    m = KEY_TITLE.match(text)
    if m and (_INSTRUCTION.match(text) or _FIELD.match(text) or _FORMULA.match(m.group("rest"))):
        return None
    return m.group("rest").strip() if m else None


# `Answer the following in one sentence:`, `Answer each question in a separate booklet`: the key
# word as a verb, an instruction to the candidate (a key's title goes on with `Key`, `to`, a number).
# `answer` / `solution` in lower case alone: the label of a space for one question's answer (a
# heading a parser made of it between sub-questions), never a key's title
# `Answer = f(bold)`: the word as a formula's variable, no title
_FORMULA = re.compile(r"[=＝<>≤≥+×÷]")
_FIELD = re.compile(r"^\s*(?:answer|solution)\s*[:：]?\s*$")
_INSTRUCTION = re.compile(r"^\s*answer\s+(?!(?:key|keys|to|of|for|and|sheet)\b)[a-z]", re.IGNORECASE)


# `Solutions to the Exercises of Chapter two`: the phrase names a key whatever qualifies it (a
# sentence would not start so), so such a title may run past the 40 characters of any other.
_KEY_PHRASE = re.compile(r"^\s*(?:\d{1,2}\s+)?(?:answers|solutions)\s+(?:to|of|for)\s+(?:the\s+)?"
                         r"(?:exerci[cs]es|problems|questions)\b[^.;:?!]*$", re.IGNORECASE)


# A question number at the start of a block: `1.` `1．` `1、` `第1题` (top level); `(1)` `（1）` `①`
# (a sub-question, or top level where a section numbers its questions so); `一、` a group.
_TOP = re.compile(r"^\s*(?:第\s*(?P<t>\d{1,3})\s*题|(?P<n>\d{1,3})\s*[.．、](?!\d))\s*")
_SUB = re.compile(r"^\s*(?:[（(]\s*(?P<n>\d{1,2})\s*[）)]|(?P<c>[\u2460-\u2473]))\s*")
_GROUP = re.compile(rf"^\s*(?P<n>[{_CN}]{{1,3}})\s*[、.．]\s*")
_GROUP_KIND = {"选择": "choice", "填空": "fill", "解答": "solve", "计算": "solve", "证明": "proof",
               "判断": "solve"}


# An English book labels each exercise and its solution with a word: `Exercise 3 Factor x²-1`,
# `Problem 1.2.1`, and at the back `Solution 3 (x-1)²`, `Solution to exercise 3`, `Answer 4`.
# `Exercise 1.2.`, `Exercise 1. Foo`: a closing dot after the number is no further digit
_NUMBER_LABEL = r"(?:\s+|(?=\d))(?P<n>\d{1,3}(?:[.\-]\d{1,3}){0,3})(?!\d|[.\-]\d)\s*[.:]?(?:\s+|$)"
# `Exercise 1 is on page 1.`, `Solution on page 2.`: a cross-reference line, not an item or its text
_CROSS_REFERENCE = re.compile(r"^\s*(?:the\s+)?(?:(?:exercise|problem|question|solution|answer|hint)s?\b[^.]{0,30}?\s+)?"
                              r"(?:is\s+)?on\s+page\s+\d+\s*\.?\s*$", re.IGNORECASE)
# `1 p.`, `/6 p.`, `4 (+1) p.`, `(2 points)`: an item's marks printed under its label
_POINTS = re.compile(r"^\s*[(/]?\s*\d+(?:[.,]\d+)?\s*(?:\(\+\d+\)\s*)?(?:p\.|pts?\.?|points?|marks?)\s*\)?\s*$",
                     re.IGNORECASE)
# German and French sheets label them `Aufgabe 1` / `Übung 1`, `Lösung 1`, `Exercice 1` / `Corrigé 1`.
# Italian and Spanish sheets: `Esercizio 1.` / `Soluzione`, `Ejercicio 1` / `Solución 1`.
_EXERCISE_WORDS = rf"(?:exercise|problem|question|aufgabe|{_UMLAUT_U}bung|exercice|esercizio|ejercicio)"
# `⋆ Bonus Question 29.`, `⋆ Solution 29.`: a starred item (bonus, harder) keeps its label after the
# star, and after the star one capitalised word may qualify the item (0832)
_STARRED = r"(?:[⋆★☆✱✶∗*†‡]\s*(?:[A-Z][a-z]+\s+)?)?"
_EXERCISE_LABEL = re.compile(r"^\s*" + _STARRED + _EXERCISE_WORDS + _NUMBER_LABEL, re.IGNORECASE)
_SOLUTION_LABEL = re.compile(rf"^\s*{_STARRED}(?:solution|answer|l{_UMLAUT_O}sung|corrig(?:é|e\u0301)|correction|soluzione|"
                             r"soluci(?:ó|o\u0301|o)n)"
                             # `Solution to exercise 3`, `Lösung zu Aufgabe 3`, `Corrigé de l'exercice 3`
                             r"(?:\s+(?:to|of|for|zu(?:r)?|de\s+l['’]|di|del(?:l['’])?|del)\s*" + _EXERCISE_WORDS + r")?"
                             + _NUMBER_LABEL, re.IGNORECASE)
# `Aufgabe 1.1 (Seite 1)`, `Exercise 3 (page 2)`: a list of the exercises, naming each one's page
_LISTED = re.compile(r"^\s*" + _EXERCISE_WORDS + r"\s+\d{1,3}(?:[.\-]\d{1,3}){0,3}"
                     r"\s*[(（]\s*(?:page|seite|p\.|s\.)\s*\d+\s*[)）]\s*$", re.IGNORECASE)


def labelled_exercise(text: str) -> tuple[str, str] | None:
    """(number, rest) of `Exercise 3 …` / `Problem 1.2.1` / `Exercise1.1:` / `Exercise 2-1:` (chapter
    2's exercise 1, numbered `2.1`): the word says it is an exercise; `Exercise 1 is on page 1.`
    (a cross-reference) is none."""
    m = _EXERCISE_LABEL.match(text)
    if not m or is_cross_reference(text) or _SENTENCE_TAIL.match(text, m.end()):
        return None
    return m.group("n").replace("-", "."), text[m.end():]


def reversed_label(text: str) -> str | None:
    """The number of `36. Exercise` (`Reader._reversed_label` decides whether it labels)."""
    m = _REVERSED_LABEL.fullmatch(text or "")
    return m.group("n") if m else None


# `36. Exercise`, `41. Exercise (1 P.)`: a heading style printing the number first, the word
# singular and alone after it (its points at most) — the label reversed, not a section `1. Exercises`;
# only where labels `Exercise N` were read before it (0832)
_REVERSED_LABEL = re.compile(r"\s*(?P<n>\d{1,3})\.?\s+" + _EXERCISE_WORDS + r"\s*(?:\([^()]{1,12}\))?\s*",
                             re.IGNORECASE)


# `… You might find` / `Exercise 2.1 helpful.`: a sentence broken before its reference to an exercise
_SENTENCE_TAIL = re.compile(r"[a-z]+(?:\s+[a-z]+){0,4}\s*[.,;]\s*$")


def exercise_label_alone(text: str) -> bool:
    """`Exercice 20` with nothing after it: a box title over the question below."""
    found = labelled_exercise(text)
    return bool(found) and not found[1].strip()


# `1. Solution` / `1. Lösung` (chemexec): the number first, then the word alone on its line — the
# answer's label, not its text
_SOLUTION_WORD_ALONE = re.compile(rf"\s*(?:solution|answer|l{_UMLAUT_O}sung|corrig(?:é|e\u0301|e)|correction|soluzione|"
                                  r"soluci(?:ó|o\u0301|o)n|risposta|respuesta|r(?:é|e\u0301|e)ponse|antwort)"
                                  r"\s*[:：.]?\s*", re.IGNORECASE)


def label_word_only(text: str) -> bool:
    return bool(_SOLUTION_WORD_ALONE.fullmatch(text or ""))


def labelled_solution(text: str) -> tuple[str, str] | None:
    """(number, rest) of `Solution 3 …` / `Solution to exercise 3`: that exercise's answer, its
    marks line and cross-reference (`6 p.`, `Exercise on page 1.`) left out of its text."""
    m = _SOLUTION_LABEL.match(text)
    if not m or is_cross_reference(text):
        return None
    return m.group("n").replace("-", "."), strip_apparatus(text[m.end():])


def inner_solution(text: str) -> int | None:
    """Where a second labelled solution starts inside a block a parser joined from two lines
    (`Lösung zu Aufgabe 1: … 19/12. Lösung zu Aufgabe 2: …`): after a sentence's end, the next
    number's label. None when there is none."""
    return _inner_label(text, labelled_solution(text), _SOLUTION_LABEL)


def inner_exercise(text: str) -> int | None:
    """The same for two run-in labelled exercises a parser joined (`Exercice 1. Déterminer …
    l'infini. Exercice 2. Donner …`), on a sheet or restated in its key."""
    return _inner_label(text, labelled_exercise(text), _EXERCISE_LABEL)


def trailing_label(text: str) -> int | None:
    """Where an exercise's label set alone on its line (`Exercice 2`, `Aufgabe 3:`) starts when OCR
    joined it to the end of the line above (`… = 15. Exercice 3`): after that line's sentence end,
    nothing after the label. None when the block does not end so."""
    for m in re.finditer(r"(?<=[.!?)。:;])\s+|\n", text):
        found = labelled_exercise(text[m.end():])
        if found and not found[1].strip() and text[:m.start()].strip():
            return m.end()
    return None


def _inner_label(text: str, first: tuple[str, str] | None, label: re.Pattern) -> int | None:
    if not first or not first[0].isdigit():
        return None
    for m in re.finditer(r"(?<=[.!?)。])\s+", text):
        found = label.match(text[m.end():])
        if found and found.group("n") == str(int(first[0]) + 1):
            return m.end()
    return None


_HINTS_TITLE = re.compile(r"^\s*(?:\d{1,2}\s+)?hints?(?:\s+(?:to|for)\s+the\s+\w+)?\s*$", re.IGNORECASE)


def is_hints_title(text: str) -> bool:
    """`Hints`, `2 Hints`, `Hints to the Questions`: a section of hints, not of answers."""
    return bool(_HINTS_TITLE.match(fold(text or "")))


def is_cross_reference(text: str) -> bool:
    first = text.split("\n", 1)[0]
    return bool(_CROSS_REFERENCE.match(first) or _LISTED.match(first))


def is_apparatus(text: str) -> bool:
    """A line that is only an item's marks or a cross-reference (`1 p.`, `Solution on page 2.`)."""
    return bool(_POINTS.match(text) or _CROSS_REFERENCE.match(text))


def strip_apparatus(text: str) -> str:
    """The text without its leading marks and cross-reference lines."""
    lines = text.split("\n")
    while lines and is_apparatus(lines[0]):
        lines.pop(0)
    return "\n".join(lines).strip() if len(lines) > 1 else (lines[0].strip() if lines else "")


# `2.1. A coin is weighted …`: chapter 2's problem 1, the number printed whole with a closing dot.
_CHAPTER_PROBLEM = re.compile(r"^\s*(?P<n>\d{1,2}\.\d{1,2})\.(?=\s)\s*")
# `2.1` alone (or `2.1 Let p = …`) opening a block of a solutions section: that problem's answer.
_CHAPTER_ANSWER = re.compile(r"^\s*(?P<n>\d{1,2}\.\d{1,2})(?:\s+|$)")
# `3 Let p be …`, `4 4b and 4c`: a bare number then words (no operator: `1 + tan²x` is working), as
# an English solutions section numbers its answers without a dot (read only where that number is due, `Reader._key_answers`).
BARE_ANSWER = re.compile(r"^\s*(?P<n>\d{1,3})\s+(?=[A-Za-z(]|\d)(?!\d+\s*[+\-−=×÷*/^<>])")


def top_number(text: str) -> tuple[str, str] | None:
    """(number, rest) for a block that starts a numbered question."""
    m = _TOP.match(text)
    if m:
        return (m.group("t") or m.group("n")).lstrip("0") or "0", text[m.end():]
    m = _CHAPTER_PROBLEM.match(text)
    return (m.group("n"), text[m.end():]) if m else None


# `2.1 Utiliser le fichier …`, `2.3 a) Compiler …`: chapter 2's exercise 1 printed without a
# closing dot, a word (or a part's letter) after it; read only under an exercises title and in
# the chapter's sequence (`Reader._chapter_item`), since body text opens so too (`2.5 km …`).
_CHAPTER_ITEM = re.compile(r"^\s*(?P<n>\d{1,2}\.\d{1,2})\s+(?=[^\W\d_])")


def chapter_item(text: str) -> tuple[str, str] | None:
    """(number, rest) of a block opening with an undotted chapter.exercise number."""
    m = _CHAPTER_ITEM.match(text)
    return (m.group("n"), text[m.end():]) if m else None


def chapter_answer(text: str, numbers: set[str]) -> tuple[str, str] | None:
    """(number, rest) of a key block opening with a chapter.problem number the book printed."""
    m = _CHAPTER_ANSWER.match(text)
    return (m.group("n"), text[m.end():]) if m and m.group("n") in numbers else None


def sub_number(text: str) -> tuple[str, str] | None:
    m = _SUB.match(text)
    if not m:
        return None
    return (m.group("n") or str(ord(m.group("c")) - 0x2460 + 1), text[m.end():])


def group_heading(text: str) -> tuple[str, str | None] | None:
    """`一、选择题（每小题3分）` -> ('一', 'choice'); a group of an exam paper, not a question."""
    m = _GROUP.match(text)
    if not m:
        return None
    rest = text[m.end():]
    kind = next((k for word, k in _GROUP_KIND.items() if rest.startswith(word)), None)
    return (m.group("n"), kind) if kind or len(rest) <= 12 else None


def sub_numbers(text: str) -> list[str]:
    """The sub-question labels inside a question's text, in order: ['(1)', '(2)']."""
    found = re.findall(r"[（(]\s*(\d{1,2})\s*[）)]|([\u2460-\u2473])", text)
    labels, seen = [], set()
    for digits, circled in found:
        n = int(digits) if digits else ord(circled) - 0x2460 + 1
        if n == len(labels) + 1 and n not in seen:  # (1) (2) ... in sequence, not `f(2)` midway
            labels.append(f"({n})")
            seen.add(n)
    return labels if len(labels) >= 2 else []


# An answer begins: `【答案】`, `【解析】`, `答案：`, `解：`, `证明：` (a 解析版 handout or a key).
ANSWER_MARK = re.compile(r"^\s*(?:[【\[]\s*(?:答案|解析|详解|解答|分析|点睛|简证|图解|答)\s*[】\]]|"
                         r"(?:答案|解析|详解|解答|解|证明|答)\s*[：:]|(?:Solution|Answer|Proof)\s*:|"
                         # `解. 原式=…`, `证. (1) …`: a university paper's worked answer set with a period (1136)
                         r"[解证]\s*[.．](?!\d)|"
                         # a marker set alone on its line (bhcexam's `解法一`, `解答`; `Soluzione:`)
                         r"(?:解答|解析|详解|解法[一二三四]?|Soluzione\s*[:：]?|Solution|Answer)\s*$)")
# `…正确的结果是· · · ·( C )`: a choice question's blank filled with its letter, centred in a wide
# bracket after the stem's last words or its dot leaders (a teacher's copy printed with its answers);
# options are printed `(C) …` / `（C）…`, no space inside, and open a line or follow an option (1136)
LETTER_IN_BLANK = re.compile(r"(?:[·…．.。，,\u4e00-\u9fff=])\s*[（(]\s+([A-D])\s+[）)](?![A-Za-z])")

# The same marker inside a question's block: the question ends there.
INLINE_ANSWER = re.compile(r"(?:[【\[]\s*(?:答案|解析|详解|解答)\s*[】\]]|"
                           r"(?<=[\s。．.；;）)$】])(?<!求)(?:证明|解|答案|解析)\s*[：:]|(?<=\s)(?:Solution|Answer)\s*:)")

REASONING = re.compile(r"[∵∴]|因为|所以|由题|如图|连接|过点|延长|设")


def asks_proof(text: str, match: re.Match) -> bool:
    """`证明：△ABD∽△CBA；` inside a question asks for a proof: a short statement up to `；` or
    the block's end with no reasoning in it. `证明：∵ …` is an answer."""
    if not match.group(0).startswith("证明"):
        return False
    rest = text[match.end():]
    end = re.search(r"[；;]", rest[:80])
    statement = rest[:end.start()] if end else rest
    return (bool(end) or len(statement) < 40) and not REASONING.search(statement)


_OPTIONS = re.compile(r"(?:^|[\s（(])A\s*[.．、:：)）]\s*\S.*?(?:^|[\s（(])B\s*[.．、:：)）]\s*\S", re.S)
_BLANK = re.compile(r"[（(]\s*[）)]|_{3,}|\\_|\\underline|＿{2,}|(?:为|是|等于|约为)\s*[.．。]?\s*$")
_PROOF = re.compile(r"证明|求证|prove|show that", re.IGNORECASE)
ASKS = re.compile(r"[？?]|求|请|试|证明|判断|写出|说明|填空|选择|画出|计算|化简|解方程|是否|多少|哪|如图|"
                  r"[（(]\s*[）)]|_{3,}|\\_|(?:为|是|等于)\s*[.．。]?\s*$|\bfind\b|\bshow\b|\bprove\b|"
                  # an English question's imperative opening it, a sentence or a line of it; PDF
                  # text keeps the ligatures ﬀ ﬁ ﬂ (`Diﬀerentiate`, `ﬁnd`)
                  r"(?:^|[.:]\s+|\n)(?:\d{1,3}(?:\.\d{1,3})*\.?\s+)?(?:describe|explain|de(?:fi|ﬁ)ne|"
                  r"calculate|compute|evaluate|determine|solve|simplify|sketch|di(?:ff|ﬀ)erentiate|integrate|"
                  r"factori[sz]e|estimate|derive|verify|justify|list|give|write|compare|discuss|(?:fi|ﬁ)nd|work\s+out)\b",
                  re.IGNORECASE)


def kind_of(text: str, group_kind: str | None = None) -> str:
    """choice (options A. B.), fill (a blank), proof (证明), solve (求/计算/解 or anything else)."""
    if _OPTIONS.search(text):
        return "choice"
    if group_kind in ("choice", "fill"):
        return group_kind
    if _PROOF.search(text):
        return "proof"
    if _BLANK.search(text.rstrip()):
        return "fill"
    return group_kind or "solve"


def split_answers(text: str) -> list[tuple[str, str]]:
    """`1. B 2. C 3.(1) 5 (2) 7` -> [('1', 'B'), ('2', 'C'), ('3', '(1) 5 (2) 7')]: numbers in
    sequence only, so `x = 2. 5` inside an answer is not a new one."""
    first = top_number(text)
    if not first:
        return []
    out, number, rest = [], first[0], first[1]
    while True:
        following = str(int(number) + 1) if number.isdigit() else None
        m = re.search(rf"(?:^|(?<=[\s；;。，,]))(?:{following})\s*(?:[.．](?!\d)|、)", rest) if following else None
        run = re.search(rf"(?<=[\s；;])(?:{following})[.．](?=\d)", rest) if following else None
        gap = rest[:run.start()].strip() if run else ""
        if run and (not m or run.start() < m.start()) and 0 < len(gap) <= 15 \
                and not re.search(r"[A-Za-z]{2}|[\u4e00-\u9fff]|[=+\-−×*/<>≤≥:：]$", gap):  # a value, no words,
            m = run  # `12.1.2×10⁸ 13.1 14.1`: a line of short answers, the next one a number (13 is 1);
            # not `x = 2.5`, the number after an operator
        if not m:
            out.append((number, rest.strip()))
            return out
        out.append((number, rest[:m.start()].strip().rstrip("；;，,").rstrip()))
        number, rest = following, rest[m.end():]
