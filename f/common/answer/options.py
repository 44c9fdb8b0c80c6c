"""Choice options of an exam question, one per line or several on one line.

Labels `A.` `A．` `A、` `A)` `(A)` `（A）`; inline runs (`A.3 B.4 C.5 D.6`) also without spaces
(`A．零向量B．单位向量`).

A run of labels counts as options only when it goes A, B, C, ... in order and every option has text:
point names such as `A、B、D 三点共线` or `△ABC.` then never pass for options."""
from __future__ import annotations

import re
import unicodedata

from f.common.answer.number_options import SENTENCE_END as _ENGLISH_SENTENCE_END  # one English sentence mark
from f.common.answer.number_options import own_numbers
from f.common.cjk import RANGES

LABELS = "ABCDEFGH"
# A label not glued to a preceding Latin letter or digit (OA、 △ABC. 2A. are not labels).
_MARKER = re.compile(r"(?<![A-Za-z0-9_])(?:[（(]\s*([A-H])\s*[)）]|([A-H])[.．、:：)）])")
_TEXT = re.compile(f"[\\w{RANGES}①-⑳√∞]")


def _markers(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(1) or m.group(2)) for m in _MARKER.finditer(text)]


def _chain(markers: list[tuple[int, int, str]], first: int) -> list[tuple[int, int, str]]:
    """The markers A, B, C, ... in order from markers[first] (an A), taking the first of each."""
    chain = [markers[first]]
    for marker in markers[first + 1:]:
        if marker[2] == LABELS[len(chain)] and len(chain) < len(LABELS):
            chain.append(marker)
            if len(chain) == len(LABELS):
                break
    return chain


def _texts(text: str, chain: list[tuple[int, int, str]]) -> list[str]:
    ends = [start for start, _end, _label in chain[1:]] + [len(text)]
    return [text[marker[1]:end].strip(" \t\n\u3000；;。，,") for marker, end in zip(chain, ends)]


def split_options(text: str) -> tuple[str, list[dict], bool]:
    """(stem, options, looked_like_options). Options are [{"label", "text"}]; when none parse, the
    stem is the whole text, and the flag says whether an `A.` that looked like an option was seen."""
    markers = _markers(text)
    # The last A that starts a whole run: a stem may itself mention a point A earlier on.
    for index in range(len(markers) - 1, -1, -1):
        if markers[index][2] != "A":
            continue
        chain = _chain(markers, index)
        if len(chain) < 2:
            continue
        texts = _texts(text, chain)
        if all(_TEXT.search(t) for t in texts):
            stem = text[:chain[0][0]].rstrip()
            return stem, [{"label": m[2], "text": t} for m, t in zip(chain, texts)], True
    return text, [], _looks_like_option(text, markers)


def _looks_like_option(text: str, markers: list[tuple[int, int, str]]) -> bool:
    """An `A.` at the start of a line (or after a blank), followed by text of its own."""
    for start, end, label in markers:
        if label != "A":
            continue
        before = text[:start].rstrip(" \t\u3000")
        after = text[end:].lstrip()
        at_line_start = not before or before.endswith(("\n", "）", ")"))
        if at_line_start and after and _TEXT.match(after) and not _MARKER.match(after):
            return True
    return False


# An option is "supported" when one page names most of what only this option says (its
# distinctive words, weighted by salience): chosen on the tuning half (docs/benchmarks/evidence-packs.md).
SUPPORT_SHARE = 0.6
MIN_WEIGHT = 0.2  # an everyday word still counts a little when an option has nothing rarer


# a Latin name with digits, three letters or more (utf8mb4, big5, python3): an option's own word;
# a symbol (x2, e1, a_n) is not
_LATIN_NAME = re.compile(r"(?=(?:[0-9'-]*[a-z]){3})[a-z][a-z0-9'-]+")


def content_words(text: str) -> list[str]:
    from f.common.answer.boilerplate import is_concept
    from f.common.vectors.sparse import words

    return list(dict.fromkeys(w for w in words(text) if is_concept(w) or _LATIN_NAME.fullmatch(w)))


def distinctive(options: list[dict], stem: str) -> dict[str, list[str]]:
    """label -> the option's own words: its content words that the stem and the other options do
    not use (向量 in four options about vectors tells them apart no more than 下列 does)."""
    from f.common.answer.english import singular
    from f.common.vectors.sparse import words

    own = {o["label"]: content_words(o["text"]) for o in options}
    lowered_stem = stem.lower()
    # a Latin word's plural says what its singular in the stem says (floats beside "the float", 0829)
    stem_singulars = {singular(w) for w in _LATIN_WORD.findall(lowered_stem)}
    # the words the cut reads in a text too: \newpage and \clearpage both say page
    cut = {o["label"]: {w.lower() for w in words(o["text"])} for o in options}
    stem_cut = {w.lower() for w in words(stem)}
    # options that are each one name (wait3, getrusage, times, wait4) are told apart by spelling:
    # times is the name of a call, not the plural of the stem's "GNU time" (1066)
    names_only = all(_NAME_OPTION.fullmatch(o["text"].strip()) for o in options)
    out = {}
    for option in options:
        others = " ".join(o["text"].lower() for o in options if o["label"] != option["label"])
        others_cut = set().union(*(cut[o["label"]] for o in options if o["label"] != option["label"]))
        # an option that is one name (\dots, HashMap, R_SCRIPT_DEFAULT_PACKAGES) is told from its
        # siblings' and the stem's names by whole words; a phrase's words (the float name) as before:
        # \newfloat in the stem says float (0901)
        named = _NAME_OPTION.fullmatch(option["text"].strip()) is not None
        out[option["label"]] = [w for w in own[option["label"]]
                                if not (_said_in(w.lower(), others, others_cut) if named else w.lower() in others)
                                and not (_said_in(w.lower(), lowered_stem, stem_cut) if named
                                         else w.lower() in lowered_stem)
                                and not (not names_only and _LATIN_WORD.fullmatch(w.lower())
                                         and singular(w.lower()) in stem_singulars)]
        if not out[option["label"]]:
            # an option said in a number (16, ISO 3166, 4.0.0) has it for its own word where no sibling
            # or the stem says it whole; number_options.judge reads where a page states it (0946)
            out[option["label"]] = own_numbers(option["text"], others, stem)
    return out


# one name: a command, an identifier or a call (\pagebreak, ConcurrentHashMap, read.table())
_NAME_OPTION = re.compile(r"\\?[A-Za-z][A-Za-z0-9_.\-]*(?:\(\))?")


def _said_in(word: str, text: str, cut: set[str]) -> bool:
    """The word is in a sibling option's or the stem's text: a Latin one only whole (or as the cut
    reads it), as page_names reads a page (0901): \\dots is not in \\cdots or \\ldots, hashmap not in
    concurrenthashmap, plain not in plaintop, script not in Rscript; any other as written."""
    from f.common.answer.english import singular

    if not _LATIN_WORD.fullmatch(word):
        return word in text
    if word in cut:
        return True
    # its plural too (float beside floats says no more than floats)
    return any(not m.group(1) or singular(word + m.group(1)) == singular(word)
               for m in re.finditer(rf"(?<![a-z0-9]){re.escape(word)}([a-z]*)(?![a-z0-9])", text))


_LATIN_WORD = re.compile(r"[a-z0-9][a-z0-9+#.-]*")
_Y_PLURAL = re.compile(r"[a-z]{2,}[b-df-hj-np-tv-z]y")


def page_names(word: str, folded: str, spaced: str) -> bool:
    """The page names the word: a Latin one as whole words, its last word's plural too (english.
    singular: MOV is not in moves, pacemaker is in pacemakers), any other as written (folded:
    NFKC, no case, no spaces)."""
    from f.common.answer.english import singular
    from f.common.glossary.lookup import fold_term

    key = fold_term(word)
    parts = unicodedata.normalize("NFKC", word).casefold().split()
    # a last word in consonant and y is named by its -ies plural too (capability: capabilities, 1160)
    ies = bool(parts) and _Y_PLURAL.fullmatch(parts[-1]) is not None and key[:-1] + "ies" in folded
    if (key not in folded and not ies) or not parts or not all(_LATIN_WORD.fullmatch(p) for p in parts):
        return key in folded
    last_word = re.escape(parts[-1][:-1]) + "(?:y|ies)" if ies else re.escape(parts[-1])
    phrase = r"\s+".join([*(re.escape(p) for p in parts[:-1]), last_word])
    last = singular(parts[-1])
    # the words where no letter or digit touches them (read.csv names csv), the last one's plural too
    return any(not m.group(1) or singular(parts[-1] + m.group(1)) == last
               for m in re.finditer(rf"(?<![a-z0-9]){phrase}([a-z]*)(?![a-z0-9])", spaced))


# A sentence ends at a Chinese or Latin sentence mark or a line's end (a page's prose is one line
# per paragraph, a table one line per row), a clause at a comma, colon or table cell's edge too.
# The window of a mention of the stem's subject runs from its sentence's (clause's) start to
# BESIDE_CHARS after it, within the next sentence (clause) at most: the comment that follows a
# topic (这是一首波兰儿歌。练习时，应用跳跃、灵活的声音) and the words before it in its own sentence
# (陈彦斌（2018）指出，……中小企业依赖借新还旧维持经营).
_SENTENCE_END = re.compile(r"[!?;。．！？；\n]")
CLAUSE_END = re.compile(r"[!?;,:|。．！？；，：\n]")
# An English page's sentences also end at a full stop before a space (a decimal point has none):
# a manual's paragraph is one line, and its sentences are about different things (0827); the
# sentence pattern is number_options.SENTENCE_END (imported above), which reads pages the same way
ENGLISH_CLAUSE_END = re.compile(r"[!?;,:|。．！？；，：\n]|\.(?=\s)")
BESIDE_CHARS = 30
# What a sentence sets an option against is not what it says of the subject: 使用entrySet 遍历Map 类集合，
# 而不是keySet 方式 (use X rather than / instead of Y). The words from the marker to the clause's end are
# left out of the window when it is read for an option (0871)
_CONTRAST = re.compile(r"(?:而不是|而非|rather than|instead of)(?:(?!\.\s)[^!?;,:|。．！？；，：\n])*")


def _windows(text: str, subject: list[str], ends: re.Pattern) -> list[str]:
    """The stretches of a page beside the subject's mentions (see BESIDE_CHARS), NFKC, no case."""
    from f.common.glossary.lookup import fold_term

    out = []
    page = unicodedata.normalize("NFKC", text or "").casefold()
    for concept in subject:
        key = fold_term(concept)
        # the concept as folded, any spaces between its characters (KMV 模型, kmv模型)
        pattern = r"\s*".join(re.escape(ch) for ch in key)
        for match in re.finditer(pattern, page) if key else ():
            before = [m.end() for m in ends.finditer(page, 0, match.start())]
            after = [m.end() for m in ends.finditer(page, match.end())][:2]
            stop = min(match.end() + BESIDE_CHARS, after[-1] if len(after) == 2 else len(page))
            start = before[-1] if before else 0
            if page[start:match.start()].lstrip().startswith("|"):
                # a table row is one record: the next row's cells are another thing's (0978)
                line_end = page.find("\n", match.end())
                stop = min(stop, line_end if line_end >= 0 else len(page))
            item = _item(page, match.start(), match.end())
            out.append(page[item[0]:item[1]] if item else page[start:stop])
    return out


# A list item of a page: a line opening on its number and a name that is the mention itself
# (1弹腿：, 9. 金鸡独立); its notes on the lines after it (动作要点：收髋，弹击有寸劲) are about it, up
# to the next numbered line or heading, ITEM_CHARS at most. An item named by more than the mention
# (3. 动作重点、难点分析) covers more than it: its sentences keep their own windows.
ITEM_START = re.compile(r"^[ \t]*(?:[(（]\d{1,2}[)）]|\d{1,2}(?:[.、．](?!\d)|(?![\d.,:~\-]))|[①-⑳])", re.M)
_NAME_END = re.compile(r"[:：。;；!?！？(（\n]")
ITEM_CHARS = 200


def _item(page: str, start: int, end: int) -> tuple[int, int] | None:
    """(start, stop) of the list item whose name is page[start:end]; None for a mention elsewhere."""
    line = page.rfind("\n", 0, start) + 1
    number = ITEM_START.match(page, line)
    name_end = _NAME_END.search(page, end)
    if not number or page[number.end():start].strip() or \
            page[end:name_end.start() if name_end else len(page)].strip():
        return None
    following = ITEM_START.search(page, end)
    heading = page.find("\n#", end)
    stop = min([p for p in (following.start() if following else -1, heading) if p >= 0] or [len(page)])
    return line, min(stop, end + ITEM_CHARS)


def beside(words: list[str], pages: list[str], weights: dict[str, float],
           subject: dict[str, float], in_english: bool = False) -> tuple[float, float, float]:
    """How much of the stem's subject (concept -> weight) stands beside the option, in a sentence
    and in a clause (_windows): the most, over the windows that name the option as verdict asks of
    a page, of the subject's weight named in that window; 0.0 where no such window. (sentence weight,
    the share of the option's words its best sentence window names (0782), clause weight). 十字象限跳 is on
    the page of 力量测试, but in 灵敏性's sentence; 渴望成功 is in the sentence of 女生, not her clause."""
    from f.common.glossary.lookup import fold_term

    out = []
    ends_of = (_ENGLISH_SENTENCE_END, ENGLISH_CLAUSE_END) if in_english else (_SENTENCE_END, CLAUSE_END)
    for ends in ends_of:
        best = (0.0, 0.0)
        for window in [w for text in pages for w in _windows(text, list(subject), ends)] if words else []:
            window = _own_sentence(window, words, ends_of[0])
            share = _best_share(words, [_CONTRAST.sub(" ", window)], weights, [])
            if share >= SUPPORT_SHARE:
                folded = fold_term(window)
                best = max(best, (round(sum(w for c, w in subject.items() if fold_term(c) and fold_term(c) in folded), 3),
                                  share))
        out.append(best)
    # between options beside as much of the subject in a sentence, the one its window names whole
    # (精华和象征 beside 高山滑雪, not 惊险、优美 with 极限 unsaid), then the clause's subject
    return out[0][0], out[0][1], out[1][0]


def in_its_row(words: list[str], pages: list[str], other: dict[str, float]) -> float:
    """The most weight of `other` (word -> weight) a table row names that names all the option's
    words: rows of one table are records alike (| exam-zh-choices.sty | 模版的选择题模块宏包 |), where
    the stem's words a row says tell the records apart (0979); 0.0 where no row names the option."""
    from f.common.glossary.lookup import fold_term

    best = 0.0
    for text in pages:
        for line in unicodedata.normalize("NFKC", text or "").casefold().splitlines():
            if not line.lstrip().startswith("|"):
                continue
            folded = fold_term(line)
            if words and all(page_names(w, folded, line) for w in words):
                best = max(best, sum(weight for w, weight in other.items() if fold_term(w) and fold_term(w) in folded))
    return round(best, 3)


def _own_sentence(window: str, words: list[str], ends: re.Pattern) -> str:
    """The window up to its first sentence's end where the next sentence opens on one of the option's
    words: that sentence is about the option, not a comment on the subject's (tftopl 将 TFM 格式转换为
    纯文本的 property list 格式。vftovp 将…: vftovp is not beside TFM, 0948)."""
    from f.common.glossary.lookup import fold_term

    end = ends.search(window)
    if not end:
        return window
    opening = fold_term(window[end.end():end.end() + 40])
    return window[:end.end()] if any(fold_term(w) and opening.startswith(fold_term(w)) for w in words) else window


def verdict(words: list[str], pages: list[str], weights: dict[str, float],
            subject: list[str] | None = None) -> tuple[str, float]:
    """("supported" | "not_found", best share): supported when one page names at least
    SUPPORT_SHARE of the option's distinctive words (weighted) and, when the stem has concepts
    (`subject`), one of them too (钙质 on a page about diet does not state an option about egg
    shells). No word of its own (3, 4, 5): nothing a page could state, not_found. "contradicted"
    is never claimed: telling a page that states the opposite from one that mentions the words
    takes reading, not search."""
    best = _best_share(words, pages, weights, subject or [])
    return ("supported" if best >= SUPPORT_SHARE else "not_found"), best


def _best_share(words: list[str], pages: list[str], weights: dict[str, float], subject: list[str]) -> float:
    """verdict's share: the best page's weighted share of the option's words it names."""
    from f.common.glossary.lookup import fold_term

    if not words:
        return 0.0
    weight = {w: max(MIN_WEIGHT, weights.get(w, 1.0)) for w in words}
    total = sum(weight.values())
    about = [c for c in subject if len(fold_term(c)) >= 2]
    best = 0.0
    for text in pages:
        folded, spaced = fold_term(text or ""), unicodedata.normalize("NFKC", text or "").casefold()
        if about and not any(page_names(c, folded, spaced) for c in about):
            continue
        named = [w for w in words if page_names(w, folded, spaced)]
        # most of the option's words too, not only its rarest: 蜜蜂 named beside a 牵牛花 does
        # not state "蜜蜂停在花上太重" (太重, an everyday word, weighs little but is the claim)
        if 2 * len(named) > len(words):
            best = max(best, sum(weight[w] for w in named) / total)
    return round(best, 3)
