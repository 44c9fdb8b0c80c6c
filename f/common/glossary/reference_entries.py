"""A reference manual's entries set as a signature and its gloss (decision 0801). Pure.

The layout of LaTeX package manuals (l3doc, ctxdoc) and of R's help pages: the name in the margin, its
signature repeated beside it (`ratio ratio = {⟨number⟩}`, `\\vec \\vec{⟨content⟩}`; a parser may cut the
margin name into an item of its own: `type` / `type = doctor|master|bachelor`), an optional date stamp
(`New: 2018-02-01`), then the gloss on the next line with no colon: a noun phrase (`向量命令。`,
`用户配置文件的文件名。`) or a verb and the noun phrase of what the key sets (`设置中文字体。`,
`选择论文类型。`). A block the parser keeps as code sets a command and its gloss on one line
(`\\eu    正体的自然对数的底“e”。`), its other names on the lines below. The repeated name (or the
block's shape) is the signal: no colon, no copula."""
from __future__ import annotations

import re

from f.common.cjk import has_cjk
from f.common.glossary import zh
from f.common.glossary.candidate import candidate
from f.common.glossary.patterns import clean_term, sentences
from f.common.glossary.vet import de_phrase

_NAME = r"\\?[A-Za-z][\w@\-]*\*?"
# the margin name and its signature, the same name again then `=`, a bracket or nothing
_SAME_LINE = re.compile(rf"^\s*(?P<full>(?:[A-Za-z][\w\-]*/)*(?P<n>{_NAME}))\s*[^\w\s\\]?\s+(?P=n)\s*(?:[=\[{{(⟨〈]|$)")
_MARGIN = re.compile(rf"^\s*(?P<full>(?:[A-Za-z][\w\-]*/)*(?P<n>{_NAME}))\s*[^\w\s\\]?\s*$")
_STAMP = re.compile(r"^\s*(?:New|Updated|Changed)\s*:\s*\d{4}-\d{2}-\d{2}\s*$")
_QUOTED = re.compile(r"[“\"「][^”\"」]{1,8}[”\"」]")


def _gloss(text: str) -> str | None:
    """The gloss's first clause when it is a noun phrase, a 的-phrase or a verb and the noun phrase of
    what it sets; None for a sentence about the name, a purpose (`用于…`) or a yes/no question (`是否…`)."""
    spans = sentences(text)
    first = text[spans[0][0]:spans[0][1]].strip() if spans else text.strip()
    clause = zh._phrase(first)[0].strip().rstrip("。")
    plain = _QUOTED.sub("", clause).strip()  # the symbol a command prints ("…的底“e”")
    if not has_cjk(plain) or "是否" in plain:
        return None
    words = [w for w in zh.dictionary_cut(plain) if w.strip()]
    if zh.noun_phrase(plain, longest=40) or \
            (de_phrase(plain) and not any((zh.dictionary_tags().get(w) or "").startswith("v") for w in words)):
        return clause  # (a 的-phrase with no verb at all: "正体的自然对数的底", whose head jieba gives no class)
    rest = plain[len(words[0]):].strip() if words else ""
    verb = (zh.dictionary_tags().get(words[0]) or "") if words else ""
    return clause if verb.startswith("v") and rest and zh.noun_phrase(rest, longest=40) else None


def _cand(term: str, aliases: list[str], clause: str) -> dict:
    # (rules._entry makes the entry; the repeated name marks it, so no second use is asked)
    return candidate(clean_term(term), aliases, clause, 0.75)


def signature_glosses(section: list[dict]) -> list[tuple[dict, str, dict]]:
    """(candidate, quote, the gloss item) for each signature in a section's text items (see the module doc)."""
    out = []
    for i, item in enumerate(section):
        m, at = _SAME_LINE.match(item["text"]), i + 1
        if not m:
            margin = _MARGIN.match(item["text"])
            below = section[i + 1]["text"] if i + 1 < len(section) else ""
            m = margin if margin and re.match(rf"\s*{re.escape(margin.group('n'))}\s*(?:[=\[{{(⟨〈])", below) else None
            at = i + 2
        if not m:
            out += _paired_margin(section, i)
            continue
        while at < len(section) and _STAMP.match(section[at]["text"]):
            at += 1
        if at >= len(section):
            continue
        text = section[at]["text"]
        clause = _gloss(text)
        if clause:
            spans = sentences(text)
            quote = text[spans[0][0]:spans[0][1]].strip() if spans else text.strip()
            aliases = [m.group("full")] if m.group("full") != m.group("n") else []
            out.append((_cand(m.group("n"), aliases, clause), quote, section[at]))
    return out


def _paired_margin(section: list[dict], i: int) -> list[tuple[dict, str, dict]]:
    """Two option names set in the margin beside one gloss (decision 0863): the parser gives `oneside` /
    `指明论文的单双面模式，默认为 twoside。…` / `twoside`: the first name, the gloss, the second name alone;
    the gloss naming the second is the signal that both are keys of the one setting it describes."""
    first = _MARGIN.match(section[i]["text"])
    if not first or i + 2 >= len(section) or first.group("n").startswith("\\"):
        return []
    second = _MARGIN.match(section[i + 2]["text"])
    text = section[i + 1]["text"]
    if not second or second.group("n") == first.group("n") or \
            not re.search(rf"(?<![\w\\]){re.escape(second.group('n'))}(?!\w)", text):
        return []
    clause = _gloss(text)
    if not clause:
        return []
    spans = sentences(text)
    quote = text[spans[0][0]:spans[0][1]].strip() if spans else text.strip()
    return [(_cand(first.group("n"), [second.group("n")], clause), quote, section[i + 1])]


_CODE_LINE = re.compile(r"^(?P<n>\\[A-Za-z@]+\*?)\s{2,}(?P<g>[\u4e00-\u9fff].*)$")
_CODE_NAME = re.compile(rf"^\s*{_NAME}\s*$")


def command_gloss_lines(code: str) -> list[tuple[dict, str]]:
    """(candidate, quote) for each command of a code block whose every line is a command and its Chinese gloss, another name of
    the command above, or a date stamp (`\\eu   正体的自然对数的底“e”。` / `\\upe` / `Updated: …`)."""
    entries: list[tuple[dict, str] | None] = []
    for line in code.splitlines():
        if not line.strip() or _STAMP.match(line):
            continue
        m = _CODE_LINE.match(line.strip())
        if m:
            clause = _gloss(m.group("g"))
            entries.append((_cand(m.group("n"), [], clause), m.group("g").strip()) if clause else None)
        elif _CODE_NAME.match(line) and entries:
            if entries[-1]:
                entries[-1][0]["aliases"].append(line.strip())
        else:
            return []
    return [e for e in entries if e]


# A reference page's head (R's help pages, the Rd layout): the name and its title on one line, wide apart
# (`median                 Median Value`), or on two lines (`mean` / `Arithmetic Mean`), then the label
# `Description` and the sentence that says what the function is or does.
# (Title Case: "Median Value"; a table's column heads, "no" / "SEXPTYPE", are none)
_TITLE_WORDS = r"(?=[^\n]*[A-Z][a-z])[A-Z][\w\-]*(?:\s+(?:[A-Z(][\w\-()]*|of|and|or|the|a|an|for|in|on|to|from|by|with)){0,8}"
_NAME_TITLE = re.compile(rf"^\s*(?P<n>[A-Za-z][\w.]*)\s{{3,}}(?P<t>{_TITLE_WORDS})\s*$")
_RD_NAME = re.compile(r"^\s*(?P<n>[A-Za-z][\w.]*)\s*$")
_RD_TITLE = re.compile(rf"^\s*(?P<t>{_TITLE_WORDS})\s*$")


def help_page_titles(section: list[dict]) -> list[tuple[dict, str, dict]]:
    """(candidate, quote, the Description's item) for each reference page head in a section's text items."""
    out = []
    for i, item in enumerate(section):
        if item["text"].strip() != "Description" or i + 1 >= len(section):
            continue
        head = _NAME_TITLE.match(section[i - 1]["text"]) if i >= 1 else None
        name, title = (head.group("n"), head.group("t")) if head else (None, None)
        if not head and i >= 2 and _RD_NAME.match(section[i - 2]["text"]) and _RD_TITLE.match(section[i - 1]["text"]):
            name, title = section[i - 2]["text"].strip(), section[i - 1]["text"].strip()
        text = section[i + 1]["text"]
        spans = sentences(text)
        sentence = text[spans[0][0]:spans[0][1]].strip() if spans else ""
        if not name or has_cjk(sentence) or not re.match(r"[A-Z][a-z]+[\s\-]", sentence):
            continue
        out.append((_cand(name, [title], sentence.rstrip(".")), sentence, section[i + 1]))
    return out
