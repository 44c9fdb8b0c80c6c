"""Where a book's page text defines ONE given term: the query-time fallback of kb-term when the
glossary has no entry for it. Pure.

Extraction at ingest must guess which phrase is a term; a lookup knows it, so general shapes around
the escaped term are enough: `所谓T就是`, `T（…）是指/称为/即/是…` at a clause start (never 这是T),
`把…叫做T`, `…的N称为T`, `（即T）`, `…，即T。`, a `T：` definition-list block (after an item marker too),
a list item that is the term alone followed by its paragraph (`（4）8字跳长绳。`), English `T is a…`,
`T refers to`, `called T`. Each hit is the whole sentence, verbatim, with its 1-based page and a
strength. With no such sentence, `section_use`, `emphasized_use` and `first_use` give where the book
discusses the term, for what it is. A Chinese name's Latin or digit part may be spaced or quoted."""
from __future__ import annotations

import logging
import re

log = logging.getLogger(__name__)

MAX_QUOTE = 200  # characters of a quoted sentence
STRONG, WEAK = "strong", "weak"

# sentence ends: Chinese and English terminators (an English full stop after a word, before a
# space: never a list number's `1. `), line breaks
_BREAK = re.compile(r"[。！？!?]+[”」’』）)]*|\.(?=\s)|\n")
_WORD_END = re.compile(r"(?:[a-z]{2}|[)\]\"'”])\.$")
# a Chinese number of a list item or a heading (一 to 九十九), and one in brackets: （一）
_ZH_NUMBER = r"[一二三四五六七八九十]{1,3}"
_ZH_BRACKETED = rf"[（(]{_ZH_NUMBER}[)）]"
# a clause start inside a sentence: its start, or after ；;：:, a dash or a U+FFFD (punctuation a
# broken text layer lost), then a list marker,
# a markdown heading or bullet, opening quotes or bold marks
_LEAD = (r"(?:^|(?<=[；;：:—\ufffd]))\s*"
         rf"(?:(?:#{{1,6}}\s*|[-*•·▪●◆■]\s+|[（(]?\d{{1,2}}[)）.、．]\s*|[①-⑳]\s*|{_ZH_NUMBER}、\s*"
         rf"|{_ZH_BRACKETED}\s*))?")
_OPEN = r"[“「『‘\"'《*]{0,2}"
_CLOSE = r"[”」』’\"'》*]{0,2}"
_PAREN = r"(?:\s*[（(][^（）()]{1,40}[)）])?"
# the term's end, for shapes where it closes the definition: punctuation, a bracket or the end
_END = r"(?=[”」』’\"'》*\s，,。.；;：:！!？?（(、\ufffd]|$)"

# a list item's marker: (1) 1. 1、 ① (一), or a bare digit (a circled number a text layer lost)
_ITEM = rf"(?:[（(]?\d{{1,2}}[)）.、．]?\s*|[①-⑳]\s*|{_ZH_BRACKETED}\s*)"
_ITEM_MARKER = re.compile(_ITEM)

_ZH_STRONG = ("是指", "指的是", "称为", "被称为", "叫做", "叫作", "称作", "定义为", "意为", "简称", "指")
_ZH_WEAK = ("就是", "即", "是一种", "是一类", "是一个", "表示", "是")
_EN_STRONG = ("refers to", "is defined as", "are defined as", "means", "stands for")


# where a name mixing Latin letters or digits with Chinese changes script, a book may space or quote
# the Latin part: `A 字模型` for A字模型, `向前“A”型制动` for A型制动, `“8”字` for 8字
_SCRIPT_RUN = re.compile(r"[A-Za-z0-9]+|[^\sA-Za-z0-9]+")
_AT_SCRIPT_CHANGE = r"[ \t“”\"‘’'「」『』]{0,3}"
_SET_OFF = str.maketrans("", "", " “”\"‘’'「」『』")


def script_runs(text: str) -> list[str]:
    """The text's runs of one script, spaces left out: `A型制动` is A and 型制动."""
    return _SCRIPT_RUN.findall(text)


def _fold(text: str) -> str:
    """The text as the cheap `names the term?` test compares it: case, spaces and quote marks folded."""
    return text.casefold().translate(_SET_OFF)


def _term_re(term: str) -> tuple[str, int]:
    """The escaped term, whole-word and case-insensitive when it has Latin letters or digits; an
    English word's plural too (a section on `vector` says `Vectors can be thought of as…`); spaces
    or quotes allowed where a Chinese name changes script (`A 字模型`, `“A”型制动`)."""
    body = r"\s*".join(_AT_SCRIPT_CHANGE.join(re.escape(run) for run in script_runs(part))
                       if re.search(r"[\u4e00-\u9fff]", part) else re.escape(part)
                       for part in term.split())
    if re.search(r"[A-Za-z0-9]", term):
        plural = r"(?:e?s)?" if re.search(r"[a-z]$", term) else ""
        return r"(?<![A-Za-z0-9_])" + body + plural + r"(?![A-Za-z0-9_])", re.IGNORECASE
    return body, 0


def _shapes(term: str) -> list[tuple[str, re.Pattern]]:
    t, flags = _term_re(term)
    verbs = "|".join(_ZH_STRONG + _ZH_WEAK)
    name = _OPEN + t + _CLOSE
    shapes = [
        ("所谓", rf"所谓\s*{name}{_PAREN}\s*[，,]?\s*(?:就是|是指|是)"),
        ("clause", rf"{_LEAD}{name}{_PAREN}[\s\ufffd]*[，,]?\s*(?:主要|一般|通常)?(?P<verb>{verbs})"
                    r"(?!否|可|便|使|为了|因为|由于|出|向|导|定|挥|标|令|南)"),
        # 把…叫做T, …的N称为T, 这种方法叫做T: the name given, closing its clause
        # (叫做 a 与 b 的T: the name may be of something)
        ("叫做T", rf"(?:叫做|称为|叫作|称作|称之为|简称为?|叫)\s*(?:[^，,。；;：:]{{1,20}}?的\s*)?{name}{_END}"),
        ("（即T）", rf"[（(]\s*(?:即|也就是|亦即|i\.e\.,?)\s*{name}\s*[)）]"),
        # …进行评价，即过程性评价。: a description, then its name after 即 closing the sentence
        ("，即T。", rf"[，,]\s*(?:即|也就是)\s*{name}\s*(?:[。；;！!？?]|$)"),
        # `T：description` as a list item, its marker kept (`（1）`, `①`; a circled number a text
        # layer lost reads as a bare digit: `1弹腿：并步站立…`)
        ("list", rf"^\s*(?:[-*•·]\s+|{_ITEM})?{name}\s*[：:]\s*\S"),
        # a glossary block names the term, then its sentence restates it: `token A token is …`
        # (`Promise objects are…`: one head noun may follow the term; `Xs are created…`, a passive
        # or an adverb after `are`, says what is done with them, not what they are)
        ("en-is", rf"{_LEAD}(?:{name}\s+)?(?:(?:A|An|The)\s+)?{name}{_PAREN}(?:\s+[A-Za-z]+)?\s+"
                  r"(?:is\s+(?:a|an|the)|are(?!\s+(?:[a-z]+ed|[a-z]+en|not|also|often|usually|rarely|only)\b))\s"),
        ("en-refers", rf"{_LEAD}(?:{name}\s+)?(?:(?:A|An|The)\s+)?{name}{_PAREN}(?:\s*,[^.;]{{1,80}}?,)?"
                      rf"\s*,?\s+(?P<verb>{'|'.join(_EN_STRONG)})\s"),
        ("en-called", rf"(?:call|called|termed|known\s+as|referred\s+to\s+as)\s+(?:(?:a|an|the)\s+)?"
                      rf"{name}{_END}"),
    ]
    # the lead and the English articles are case-insensitive only with the term itself
    return [(kind, re.compile(rx, flags | (re.IGNORECASE if kind.startswith("en") else 0)))
            for kind, rx in shapes]


def _strength(kind: str, match: re.Match) -> str:
    if kind == "clause":
        return STRONG if match.group("verb") in _ZH_STRONG else WEAK
    return WEAK if kind in ("list", "en-is", "，即T。") else STRONG


def _sentences(text: str, term: re.Pattern):
    """(start, sentence) of each sentence of a page naming the term, verbatim, each once."""
    import bisect

    ends = [m.end() for m in _BREAK.finditer(text)
            if m.group() != "." or _WORD_END.search(text, max(0, m.start() - 2), m.end())]
    seen = set()
    for found in term.finditer(text):
        at = bisect.bisect_right(ends, found.start())
        start = ends[at - 1] if at else 0
        if start not in seen:
            seen.add(start)
            yield start, text[start:ends[at] if at < len(ends) else len(text)]


def _quote(sentence: str, at: int) -> str:
    """The sentence without its line break; cut to MAX_QUOTE characters around the match."""
    sentence = sentence.rstrip("\n")
    if len(sentence) <= MAX_QUOTE:
        return sentence.strip()
    start = max(0, min(at, len(sentence) - MAX_QUOTE))
    return sentence[start:start + MAX_QUOTE].strip()


def definitions_in_text(term: str, pages) -> list[dict]:
    """Sentences of the pages that define `term`: [{term, quote, page, strength}], strong before
    weak, then earliest page, then first on the page. `pages`: {1-based page: text}, or content
    items (page_idx 0-based, each a block of the page)."""
    term = (term or "").strip()
    if not term:
        return []
    texts = _page_texts(pages)
    shapes = _shapes(term)
    named = re.compile(*_term_re(term))
    folded = _fold(term)
    hits = []
    for page, text in sorted(texts.items()):
        if folded not in _fold(text):
            continue  # the cheap test first: most pages never name the term
        for start, sentence in _sentences(text, named):  # only sentences naming it
            for kind, pattern in shapes:
                match = pattern.search(sentence)
                if match and not _after_this(sentence, match, kind):
                    strength = _strength(kind, match)
                    hits.append({"term": term, "quote": _quote(sentence, match.start()), "page": page,
                                 "strength": strength, "shape": kind,
                                 "_key": (strength != STRONG, page, start)})
                    break
        run_in = _run_in_paragraph(texts, page, named)
        if run_in:
            hits.append({"term": term, "quote": run_in[1], "page": page, "strength": WEAK, "shape": "run-in",
                         "_key": (True, page, run_in[0])})
    hits.sort(key=lambda h: h.pop("_key"))
    log.debug("definitions_in_text %r: %d hits on %d pages", term, len(hits), len(texts))
    return hits


def _pages_naming(term: str, pages, skip: frozenset):
    """(page, text, the term's pattern) of each page past `skip` (cover, contents) that names
    `term`, in page order; nothing for an empty term. The loop first_use, section_use and
    emphasized_use share."""
    term = (term or "").strip()
    if not term:
        return
    named = re.compile(*_term_re(term))
    folded = _fold(term)
    for page, text in sorted(_page_texts(pages).items()):
        if page not in skip and folded in _fold(text):
            yield page, text, named


def first_use(term: str, pages, skip: frozenset = frozenset()) -> dict | None:
    """The book's first sentence naming `term`, on a page not in `skip` (cover, contents): what a
    lookup can still show when no sentence defines the term. {term, quote, page} or None."""
    term = (term or "").strip()
    for page, text, named in _pages_naming(term, pages, skip):
        for _start, sentence in _sentences(text, named):
            if _is_sentence(sentence, term):
                return {"term": term, "quote": _quote(sentence, named.search(sentence).start()), "page": page}
    return None


def _is_sentence(sentence: str, term: str) -> bool:
    """A sentence of the running text: not a heading line, not the term alone."""
    sentence = sentence.strip()
    return len(sentence) > len(term) + 1 and not sentence.startswith("#")


_HEADING = re.compile(r"^#{1,6}[ \t]+(.+)$", re.MULTILINE)
# a heading about the term: a number, then the term (`2.1.1 Vectors`, `第三章 宏包`), then at most one
# English head word (`Promise objects`); `Data frames` or `Vectors and assignment` are about more
_HEADING_NUMBER_PART = re.compile(
    # Chinese numbering: 一、 （一） and a label with its number (模型 6, 题型六, 专题 3)
    rf"{_ZH_NUMBER}、|{_ZH_BRACKETED}"
    rf"|[\u4e00-\u9fff]{{1,2}}\s*(?:\d{{1,2}}|{_ZH_NUMBER})(?=[\s.．、:：])"
    r"|[\s\d.．、()（）:：-]|第[\d一二三四五六七八九十百]{1,4}[章节篇部]|(?:the|a|an)\s", re.IGNORECASE)
# after the term: one English head word, or its other name in brackets (`脚蹬脚模型（海盗埋宝藏）`);
# Chinese: the term alone (封装向导 is no 封装)
_HEADING_REST = re.compile(r"^(?:\s+[A-Za-z][\w-]*)?\s*(?:[（(][^（）()]{1,20}[)）])?[\s\W]*$")
# a list item that is the term alone, then the paragraph describing it (`（4）8字跳长绳。`, `2并队。`,
# `（5）犁式制动技术。`, `（1）叉踢的动作方法。`): a heading run into the list; the generic heads
# of a skill (技术, 动作, 方法) may follow the term
_RUN_IN_REST = re.compile(r"^\s*(?:[（(][^（）()]{1,20}[)）])?(?:的?(?:动作方法|方法|技术|动作))?\s*[。.：:]?\s*$")
_NOT_BODY = re.compile(r"^\s*(?:#|\[图|图\s*\d|…|\.\.\.|$)")  # headings, figures, ellipses
_ANY_TEXT = re.compile(r"\S")  # as the `term` of _sentences: every sentence with text


def _heads(named: re.Pattern, heading: str) -> bool:
    """Whether a heading is about the term: the term opens it after its numbering (tried where the
    numbering may end, longest first), then one head word or a bracketed other name at most."""
    heading = heading.strip()
    # where the numbering may end, longest first: a label and its number may be the term's own
    # start (`三、反 8 字模型` about 反8字模型, not about 字模型)
    ends, at = [0], 0
    while part := _HEADING_NUMBER_PART.match(heading, at):
        if part.end() == at:
            break
        at = part.end()
        ends.append(at)
    for end in reversed(ends):
        found = named.match(heading, end)
        if found:
            return bool(_HEADING_REST.match(heading[found.end():]))
    return False


def _run_in_paragraph(texts: dict[int, str], page: int, named: re.Pattern) -> tuple[int, str] | None:
    """(offset, first sentence) of the paragraph after a list item on `page` that is the term
    alone (`（4）8字跳长绳。` then `两人摇长绳，其他跳绳者按“8”字形路线…`): a heading run into
    the list, the way a textbook describes each skill it listed; the paragraph may start on the next
    page. None when the page has no such item."""
    text = texts.get(page, "")
    # the term may close a short item (`（3） 登坡：八字登坡。`, `（5）向前“A”型制动。`): its kind or a
    # direction first, four characters at most
    closing = re.compile(rf"[^\s，,。；;]{{0,4}}?(?:{named.pattern})", named.flags)
    offset = 0
    for line in text.splitlines(keepends=True):
        offset += len(line)
        if _run_in(closing, line):
            rest = text[offset:].splitlines() + texts.get(page + 1, "").splitlines()
            body = next((b for b in rest if not _NOT_BODY.match(b)), None)
            if body:
                first = next(iter(_sentences(body, _ANY_TEXT)), (0, body))[1]
                return offset, _quote(first, 0)
    return None


def _run_in(closing: re.Pattern, line: str) -> bool:
    """Whether a line is a list item naming the term alone (a heading run into the list); `closing`
    matches the item's words up to the term's end (_run_in_paragraph)."""
    line = line.strip()
    marker = _ITEM_MARKER.match(line)  # an item's marker, not a bare line (a table cell, a title)
    if not marker:
        return False
    found = closing.match(line, marker.end())
    return bool(found) and bool(_RUN_IN_REST.match(line[found.end():]))


def section_use(term: str, pages, skip: frozenset = frozenset()) -> dict | None:
    """The first sentence naming `term` under the first heading about it (past `skip`: cover,
    contents): a book that gives a term a section of its own says what it is there, whatever the
    sentence's shape, while its first use may be a passing mention pages before (a table cell, a
    list). The sentence is looked for after the heading on its page, then on the next page; a
    section that never names the term in a sentence gives its opening sentence. {term, quote,
    page} or None."""
    term = (term or "").strip()
    texts = _page_texts(pages)
    for page, text, named in _pages_naming(term, texts, skip):
        heading = next((h for h in _HEADING.finditer(text) if _heads(named, h.group(1))), None)
        if heading is None:
            continue
        for where, after in ((page, heading.end()), (page + 1, 0)):
            for start, sentence in _sentences(texts.get(where, ""), named):
                if start >= after and _is_sentence(sentence, term):
                    return {"term": term, "quote": _quote(sentence, named.search(sentence).start()),
                            "page": where}
        opening = next((line for line in text[heading.end():].splitlines()
                        if line.strip() and not line.lstrip().startswith("#")), None)
        return {"term": term, "quote": _quote(opening, 0), "page": page} if opening else None
    return None


def emphasized_use(term: str, pages, skip: frozenset = frozenset()) -> dict | None:
    """The first sentence where the book sets the term off, past `skip`: in bold or quotes, or with
    its English name in brackets: a book marks a term so where it introduces it."""
    term = (term or "").strip()
    t, flags = _term_re(term)
    marked = re.compile(rf"\*\*\s*{t}\s*\*\*|[“「『‘\"]\s*{t}\s*[”」』’\"]|{t}\s*[（(]\s*[A-Za-z][A-Za-z .-]*[)）]", flags)
    for page, text, named in _pages_naming(term, pages, skip):
        for _start, sentence in _sentences(text, named):
            found = marked.search(sentence)
            if found and _is_sentence(sentence, term):
                return {"term": term, "quote": _quote(sentence, found.start()), "page": page}
    return None


def _after_this(sentence: str, match: re.Match, kind: str) -> bool:
    """这是T / 那是T / 也是T: T is a predicate there, not the subject being defined."""
    if kind != "clause":
        return False
    return bool(re.search(r"(?:这|那|也|就|都|不|还)\s*$", sentence[:match.start()]))


def _page_texts(pages) -> dict[int, str]:
    if isinstance(pages, dict):
        return {int(p): t or "" for p, t in pages.items()}
    from f.common.content.page_text import page_texts

    return page_texts(list(pages))
