"""Options told apart only by a value, a version, a flag or a letter: compared as written (decision 1091).

The word cut drops what tells such options apart (-g and -r are no words, L and l fold to one, 五层
is one character off 三层, 1.10 and 1.11 are both "numbers"), so either none is stated or the wrong
one is. Where every option carries such a mark and the marks differ as written, an option is
stated where a sentence of its pages says its mark as written (case kept, not inside a longer
token) beside the stem's subject: the option whose sentence names the most of the stem's words is
supported, the others are not. A sentence holding only the stem's and the options' words and everyday ones (a
version's "Available since Ninja 1.10." after its tool's line) reads with the sentence before it.
A mark said after a negation in its clause (不能是小写 l) is the page denying it: contradicted.
A definition list's term alone on its line (-c, --create; gnu-time's format letter c) is read with
the lines after it, up to its next sibling, and never with the sentence before it (1152)."""
from __future__ import annotations

import re
import unicodedata

from f.common.answer.number_options import SENTENCE_END  # a sentence mark, an English full stop before a space

# ... but a semicolon, question or exclamation mark glued to the word after it is inside a value
# (fn=01;31, ms=01;31:mc=01;31), not between two sentences (1160)
_VALUE_SENTENCE_END = re.compile(r"[。．！？；\n]|[!?;](?!\w)|\.(?=\s)")

# a flag (-g, --output), a format specifier (%e, %_d: 1153), a setting's name with its value (fn=35,
# within=none: 1160; a name of two characters at least, not algebra's y=x), a signed number after no
# operand (-1, not the 1 of n-1: 1161), a version or number (1.10, 120), one Latin letter (L, e), a
# Chinese numeral with its measure word (五层, 二次): each compared as written
_FLAG = r"(?<![\w\-])--?[A-Za-z][A-Za-z0-9\-]*(?![\w])|(?<![\w%])%[-_0^#:]*[A-Za-z](?![A-Za-z0-9_])"
_SETTING = r"(?<![\w\-])[A-Za-z_][A-Za-z0-9_]+=[A-Za-z0-9_;.\-]*[A-Za-z0-9_]"
_MARK = re.compile(
    _SETTING + "|" + _FLAG +
    r"|(?<![\w.)\]）\-])-\d+(?:\.\d+)*(?![\w]|\.\d)"
    r"|(?<![\w.])\d+(?:\.\d+)*(?![\w]|\.\d)"
    r"|(?<![A-Za-z0-9_%\\\-])[A-Za-z](?![A-Za-z0-9_])"
    r"|[一二三四五六七八九十两]+[\u4e00-\u9fff]")
# an option is "a value and a word or two" (大写 L, Ninja 1.4); a longer phrase is read as before
MAX_OTHER_WORDS = 2
# the share of the stem's words (by salience) the stating sentence must name
MIN_SHARE = 0.3
# a wrapped line: no sentence mark before the break, a lower-case word or a Chinese character after
_WRAPPED = re.compile(r"(?<=[^\s.!?;:。！？；：])[ \t]*\n\s*(?=[a-z\u4e00-\u9fff])")
# a passage's sentence split cut a version at its point (since Ninja 1.\n\n10.): one number again
_CUT_NUMBER = re.compile(r"(?<=\d)\.[ \t]*\n\s*(?=\d)")


def marks(text: str) -> list[str]:
    """The option's marks as written (NFKC)."""
    return _MARK.findall(unicodedata.normalize("NFKC", text or ""))


def said(mark: str, text: str) -> list[int]:
    """Where the text says the mark as written, not inside a longer token."""
    if re.fullmatch(r"[\u4e00-\u9fff]+", mark):
        return [m.start() for m in re.finditer(re.escape(mark), text)]
    return [m.start() for m in re.finditer(rf"(?<![A-Za-z0-9_\-.]){re.escape(mark)}(?![A-Za-z0-9_]|\.\d)", text)]


def applies(options: list[dict], stem: str, content_words) -> dict[str, list[str]]:
    """label -> marks, where every option has marks of its own (none the stem says), the marks
    differ as written and each option is its marks and at most a word or two; else {}."""
    out = {}
    for option in options:
        own = [m for m in marks(option.get("text", "")) if not said(m, unicodedata.normalize("NFKC", stem))]
        rest = [w for w in content_words(option.get("text", "")) if not any(w.lower() in m.lower() for m in own)]
        if not own or len(rest) > MAX_OTHER_WORDS:
            return {}
        out[option["label"]] = own
    if len({tuple(m) for m in out.values()}) < len(out):
        return {}
    return out


def _sentences(page: str) -> list[str]:
    text = _CUT_NUMBER.sub(".", unicodedata.normalize("NFKC", page or ""))
    return [s for s in _VALUE_SENTENCE_END.split(_WRAPPED.sub(" ", text)) if s.strip()]


# a definition list's term alone on its line (-c, --create; -C 文件, --config-file=文件; -E eof-str; a
# format letter w): the lines after it describe it, up to the next line that opens on a flag or a
# specifier (its sibling) or TERM_CHARS; the term's words and a placeholder or two (文件, eof-str)
_OPENS_ON_FLAG = re.compile(rf"(?:{_FLAG})(?=[\s,\[=]|$)")
TERM_CHARS = 400
PLACEHOLDERS = 2
PLACEHOLDER_CHARS = 16


def _is_term(line: str) -> bool:
    """The line is a definition list's term alone: flags or specifiers and at most PLACEHOLDERS
    short words after them (-C 文件, --config-file=文件), or one Latin letter alone (w); no sentence mark."""
    if re.fullmatch(r"[A-Za-z]", line):
        return True
    if not _OPENS_ON_FLAG.match(line) or SENTENCE_END.search(line):
        return False
    rest = re.sub(r"[,\[\]=<>|.]", " ", re.sub(_FLAG, " ", line)).split()
    # a placeholder is a short name (文件, eof-str, max-procs), not a clause run together without spaces
    return len(set(rest)) <= PLACEHOLDERS and all(len(w) <= PLACEHOLDER_CHARS for w in rest)


# a name alone on its line heads an entry too (shadow(5)'s 密码警告时间段 above its description): Chinese
# characters only, no sentence mark; one of NAME_MIN_CHARS or more is a term's name, a shorter one (文件,
# 选项, 退出值) a section's heading, which still ends the entry before it (named_entry, 1158)
NAME_LINE = re.compile(r"[\u4e00-\u9fff]{2,16}")
NAME_MIN_CHARS = 4


def _terms(page: str, names: bool = False) -> list[tuple[str, str]]:
    """(term line, the term line with its description) of each entry of a definition list on the
    page whose term stands alone on its line (1152): "-c, --create" is described by the next lines,
    which say "此选项" and never name it. With names, a name line is a term as well (1158)."""
    lines = [line.strip() for line in unicodedata.normalize("NFKC", page or "").splitlines()]

    def heads(line: str) -> bool:
        return _is_term(line) or (names and NAME_LINE.fullmatch(line) is not None)

    out = []
    for n, line in enumerate(lines):
        if not _is_term(line) and not (names and NAME_LINE.fullmatch(line) and len(line) >= NAME_MIN_CHARS):
            continue
        term, body = [line], []
        for following in lines[n + 1:]:
            if not following:
                continue
            if not body and _is_term(following):
                term.append(following)  # its other spelling on a line of its own (-p, then --portability)
                continue
            if _OPENS_ON_FLAG.match(following) or heads(following) or sum(map(len, body)) >= TERM_CHARS:
                break
            body.append(following)
        if body:
            out.append((" ".join(term), " ".join([*term, *body])))
    return out


def entries(page: str) -> list[tuple[str, str]]:
    """(term, entry) of the page's definition lists: flag and letter terms and name lines (1158)."""
    return _terms(page, names=True)


# the entry's own term said by reference (this option, 此选项) with a negation after it in its clause
_REFERENCE = re.compile(r"\bthis (?:option|one|flag|command)\b|此选项|该选项|本选项", re.I)


def _by_reference(entry: str) -> tuple[str, list[str]]:
    """(the entry without its sentences that deny the term by reference, those sentences)."""
    from f.common.answer.option_order import NEGATION
    from f.common.answer.options import ENGLISH_CLAUSE_END

    kept, denying = [], []
    for sentence in _sentences(entry):
        found = _REFERENCE.search(sentence)
        clause = ENGLISH_CLAUSE_END.split(sentence[found.end():])[0] if found else ""
        (denying if found and NEGATION.search(clause.casefold()) else kept).append(sentence)
    return " ".join(kept), denying


def _denied(sentence: str, at: int) -> bool:
    """A negation stands before the mark in its clause (不能是小写 l, not -g)."""
    from f.common.answer.option_order import NEGATION
    from f.common.answer.options import ENGLISH_CLAUSE_END

    clause = ENGLISH_CLAUSE_END.split(sentence[:at])[-1]
    return NEGATION.search(clause.casefold()) is not None


def judge(options: list[dict], stem: str, pages_of: dict[str, list[str]], salience, content_words) -> bool:
    """Sets the verdicts of options told apart by marks; True where it decided."""
    from f.common.answer.latin_word import in_whole_runs
    from f.common.answer.options import page_names
    from f.common.glossary.lookup import fold_term

    by_label = applies(options, stem, content_words)
    if not by_label:
        return False
    # whole numbers are number_options' (0946): it reads the clause giving the stem's subject its
    # number and unit (有几类结构: 9, not the 2 of another clause); marks decide only where it stated
    # none. A dotted one (1.10 beside 1.1, a version) is compared as written
    if all(re.fullmatch(r"\d+", m) for own in by_label.values() for m in own) and \
            any(o.get("verdict") == "supported" for o in options):
        return False
    options_text = " ".join(o.get("text", "") for o in options).lower()
    # the stem's Latin words whole, however the cut divided them (mandb, not man: 1154)
    stem_words = in_whole_runs(stem, content_words(stem))
    subject = {w: max(salience(w), 0.05) for w in stem_words if w.lower() not in options_text}
    known = {w.lower() for w in [*stem_words, *content_words(options_text)]}
    total = sum(subject.values())
    if not total:
        return False

    def share(text: str) -> float:
        folded, spaced = fold_term(text), unicodedata.normalize("NFKC", text).casefold()
        return sum(v for w, v in subject.items() if page_names(w, folded, spaced)) / total

    best = {}
    for option in options:
        label, own = option["label"], by_label[option["label"]]
        words = [w for w in content_words(option.get("text", "")) if not any(w.lower() in m.lower() for m in own)]
        support = denied = 0.0
        for page in pages_of.get(label, []):
            for term, entry in _terms(page):
                if all(said(m, term) for m in own) and all(page_names(w, fold_term(entry), entry.casefold()) for w in words):
                    # a sentence of the entry that denies the term by reference (-e: "Use -E instead, because
                    # it is POSIX compliant while this option is not") says its words are not the term's (1159)
                    kept, denying = _by_reference(entry)
                    support = max(support, share(kept))
                    denied = max([denied, *(share(s) for s in denying)])
            sentences = _sentences(page)
            for n, sentence in enumerate(sentences):
                places = [said(m, sentence) for m in own]
                if not all(places) or _is_term(sentence.strip()):
                    continue  # a term alone says the lines after it (above), not the sentence before it
                span = sentence
                if n and all(w.lower() in known or not salience(w) for w in content_words(sentence)):
                    span = sentences[n - 1] + " " + sentence  # an elliptic sentence says the one before
                folded = fold_term(span)
                if not all(page_names(w, folded, span.casefold()) for w in words):
                    continue
                if _denied(sentence, places[0][0]):
                    denied = max(denied, share(span))
                else:
                    support = max(support, share(span))
        best[label] = (support, denied)
    top = max(s for s, _ in best.values())
    winners = [k for k, (s, _) in best.items() if s == top]
    if top < MIN_SHARE or len(winners) > 1:
        return False
    for option in options:
        support, denied = best[option["label"]]
        if option["label"] == winners[0]:
            if option.get("verdict") != "contradicted":
                option["verdict"] = "supported"
        elif denied >= MIN_SHARE and denied >= support:
            option["verdict"] = "contradicted"
        elif option.get("verdict") == "supported":
            option["verdict"] = "not_found"
    return True
