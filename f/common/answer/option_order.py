"""Choice options a stem asks for by order or by negation (decisions 1036, 1037).

An ordinal stem (第一个 / 最后一个 / which comes first / last) asks for a position: the page lists the
options in order, on the items of one numbered list or along one line, and naming them all states
none of them; the one at the asked end does. A negative stem (不是 / 不带 / not) whose page says one
option in a clause with a negation and the stem's subject (\\Identify 命令不带 ⟨标本份数⟩ 参数;
Compilation is not a correct term for a package) states that option; the siblings the page names
without a negation are what the stem excludes."""
from __future__ import annotations

import re
import unicodedata

from f.common.answer.options import CLAUSE_END, ENGLISH_CLAUSE_END, ITEM_START, page_names

# the first / last of a series; 第一章 / 第一节 are references to a part of the book, not a position
_FIRST = re.compile(r"第一(?![章节篇部课册卷单])|首先|最先|最早|(?<![a-z])(?:first|earliest)(?![a-z])")
_LAST = re.compile(r"最后|最末|(?<![a-z])(?:last|final)(?![a-z])")


def asked_end(stem: str) -> str | None:
    """"first" or "last" when the stem asks for an end of a series, else None (both: None)."""
    lowered = unicodedata.normalize("NFKC", stem or "").casefold()
    first, last = bool(_FIRST.search(lowered)), bool(_LAST.search(lowered))
    return ("first" if first else "last") if first != last else None


# a sentence mark: a line of prose (迷你Debian 系统是启动流程的第三阶段，由引导加载程序启动。)
_PROSE = re.compile(r"[。．！？!?]|\.(?:\s|$)")


def _blocks(page: str) -> list[list[str]]:
    """A page's numbered lists (runs of lines that open on an item number, blank lines between
    allowed), each a list of its items' lines; then each other line with no sentence mark alone,
    as one series (a command's format, a printed vector)."""
    lists, run, lines = [], [], []
    for line in page.splitlines():
        if not line.strip():
            continue
        if ITEM_START.match(line):
            run.append(line)
            continue
        if len(run) > 1:
            lists.append(run)
        run = []
        if not _PROSE.search(line.rstrip()):
            lines.append(line)  # a sentence naming two options is no series; code or a format line is
    if len(run) > 1:
        lists.append(run)
    return lists + [[line] for line in lines]


def _positions(block: list[str], words_of: dict[str, list[str]]) -> dict[str, int]:
    """label -> where the block first names all the option's words: its item's number in a list,
    its character offset along a single line."""
    from f.common.glossary.lookup import fold_term

    out = {}
    for label, words in words_of.items():
        if not words:
            continue
        for index, line in enumerate(block):
            folded = fold_term(line)
            if all(page_names(w, folded, line) for w in words):
                if len(block) > 1:
                    out[label] = index
                else:
                    spots = [line.find(unicodedata.normalize("NFKC", w).casefold()) for w in words]
                    if min(spots) >= 0:
                        out[label] = max(spots)
                break
    return out


def by_order(options: list[dict], stem: str, pages_of: dict[str, list[str]]) -> bool:
    """Sets the verdicts of an ordinal stem's options where one numbered list (or one line) of their
    pages places two or more of them apart: the one at the asked end supported, the others
    not_found. True where it did; False leaves the verdicts as they were."""
    end = asked_end(stem)
    if not end:
        return False
    words_of = {o["label"]: o.get("distinctive") or [] for o in options}
    pages = list(dict.fromkeys(unicodedata.normalize("NFKC", p or "").casefold()
                               for o in options for p in pages_of.get(o["label"], [])))
    best: dict[str, int] = {}
    best_size = 0
    for page in pages:
        for block in _blocks(page):
            placed = _positions(block, words_of)
            if len(set(placed.values())) >= 2 and len(placed) > len(best):
                best, best_size = placed, len(block)
    if not best:
        return False
    pick = (min if end == "first" else max)(best.values())
    chosen = [label for label, spot in best.items() if spot == pick]
    if len(chosen) != 1 or (best_size > 1 and pick != (0 if end == "first" else best_size - 1)):
        return False  # the asked end of a list is its first or last item, not the first option named
    for option in options:
        option["verdict"] = "supported" if option["label"] == chosen[0] else "not_found"
    return True


# a negation (不带, 不是, 没有, 无需, not, no, never); 不同 / 不仅 / 不但 / 不管 / 不论 / 不过 / 不断 compare,
# add or concede rather than deny, 非常 intensifies
NEGATION = re.compile(r"不(?![同仅但管论过断久少如然])|没有|(?<!并)未|无(?![论])|非(?!常)"
                       r"|(?<![a-z])(?:not|no|never|cannot|nor)(?![a-z])|n't")


def negated(options: list[dict], subject: list[str], pages_of: dict[str, list[str]], in_english: bool) -> bool:
    """A negative stem: where exactly one option (its own text without a negation) is named in a
    clause that also holds a negation and one of the stem's subject concepts, that option supported
    and the others not_found. True where it did."""
    from f.common.glossary.lookup import fold_term

    ends = ENGLISH_CLAUSE_END if in_english else CLAUSE_END
    about = [c for c in subject if len(fold_term(c)) >= 2]
    hits = set()
    for option in options:
        words = option.get("distinctive") or []
        text = unicodedata.normalize("NFKC", option.get("text", "")).casefold()
        if not words or not about or NEGATION.search(text) or _a_claim(option.get("text", "")):
            continue
        for page in pages_of.get(option["label"], []):
            spaced = unicodedata.normalize("NFKC", page or "").casefold()
            for clause in ends.split(spaced):
                folded = fold_term(clause)
                if all(page_names(w, folded, clause) for w in words) and _denies(clause, words, about):
                    hits.add(option["label"])
                    break
    if len(hits) != 1:
        return False
    for option in options:
        option["verdict"] = "supported" if option["label"] in hits else "not_found"
    return True


def _denies(clause: str, words: list[str], about: list[str]) -> bool:
    """A negation stands between a mention of the subject and the option's words in the clause: it
    relates the two (命令不带 ⟨标本份数⟩; compilation is not a correct term for a package), not a
    negation of something else the clause says (金刚线项目尚未具体约定)."""
    spots = [clause.find(unicodedata.normalize("NFKC", w).casefold()) for w in words]
    if min(spots) < 0:
        return False
    start, stop = min(spots), max(s + len(w) for s, w in zip(spots, words))
    for concept in about:
        key = unicodedata.normalize("NFKC", concept).casefold()
        for at in [i for i in range(len(clause)) if clause.startswith(key, i)]:
            between = clause[at + len(key):start] if at < start else clause[stop:at] if at >= stop else ""
            if NEGATION.search(between):
                return True
    return False


def _a_claim(text: str) -> bool:
    """The option says something (a verb by jieba's tags: ArrayList 是 order / unsort): a statement
    the stem calls wrong, which the page states of the subject with its own negations; only an
    option that names a thing (标本份数, compilation, 空行) is one a clause can deny."""
    from f.common.answer.cut_pieces import pos_tags

    return "v" in pos_tags(text)
