"""Rule-based extraction of a book's own definitions (its glossary) from content-list items. Pure.

`extract_terms(items, tree, labels)` walks the items in reading order, keeps out page furniture,
contents pages, exercise sections, worked examples and their solutions (to the next heading or
definition box on the page), and numbered questions, then applies the sentence patterns of
f.common.glossary.zh / .en. Every quote is a verbatim slice of the item text it came from, except a
sentence a layout cut into two items at a comma, quoted whole (the two slices joined)."""
from __future__ import annotations

import logging
import re

from f.common.cjk import has_cjk
from f.common.content.content_list import FURNITURE
from f.common.glossary import apposition_en, bold, en, function_said, not_a_term_zh, own_head_zh, verb_list_zh, zh
from f.common.glossary.context import BOX, RUN_ON_BOX, Locator, State, page_labels
from f.common.glossary.lookup import fold_term
from f.common.glossary.names import concept_aliases, has_variable
from f.common.glossary.patterns import LATIN_CHARS, clean_term, sentences
from f.common.glossary.reference_entries import command_gloss_lines, help_page_titles, signature_glosses
from f.common.glossary.registers_zh import term_said
from f.common.glossary.run_in_zh import run_in_head
from f.common.glossary.term_lines_en import term_line_glosses
from f.common.glossary.vet import de_phrase as _de_phrase
from f.common.glossary.vet import noun_final, vet
from f.common.tree.contents_page import contents_pages

log = logging.getLogger(__name__)

BOX_BONUS = 0.1       # a boxed definition is the book's own, formal statement
CONTEXT_BONUS = 0.05  # the term a `……的定义` section is about


def _uses(term: str, text: str) -> int:
    """How often `text` uses `term` (folded); a Latin name as a word of its own (Autotools, not
    autotools-dev), beside Chinese too (用draw画: folding took the spaces out)."""
    name = fold_term(term)
    if re.fullmatch(r"[a-z0-9.+#\-]+", name):
        return len(re.findall(rf"(?<![a-z0-9_\-]){re.escape(name)}(?![a-z0-9_\-])", fold_term(text)))
    return fold_term(text).count(name)


def _mentions(term: str, text: str) -> int:
    """`_uses`, and for a Latin name also its mentions as a word of English text (folding joins "of NFS"
    into "ofnfs", where the name is no word of its own): a rare name's first mention (0661); a lower-case
    noun's plural is a mention too ("bigraphs" before "A bigraph is a … model for …", 1015)."""
    plural = "(?:e?s)?" if re.fullmatch(r"[a-z]{4,}", term.strip()) else ""  # a lower-case noun's plural (1015)
    latin = len(re.findall(rf"(?<![\w\-]){re.escape(term.strip().casefold())}{plural}(?![\w\-])", text.casefold())) \
        if re.fullmatch(r"[A-Za-z][\w.+\-]*", term.strip()) else 0
    return max(_uses(term, text), latin)


# A footnote's number or mark and a translator's label before its text ("3译者注：locale 是…").
_FOOTNOTE_MARK = re.compile(r"^\s*(?:\d{1,3}(?!\d)|[*†‡§¶]+|[\u2460-\u2473]|\[\d{1,3}\]|[（(]\d{1,3}[)）])?\s*"
                            r"(?:(?:译者注|译注|注)\s*[：:])?\s*")


def _prose(text) -> bool:
    """A paragraph of running text (a sentence ending in its mark), not a contents line: on a page
    where a chapter's contents list is followed by its opening sections (a manual's HTML chapter)."""
    return isinstance(text, str) and len(text) >= 30 and bool(re.search(r"[。！!]|\.(?:\s|$)", text)) \
        and not re.search(r"(?:\.{3,}|…{2,}|\s{2,})\s*\d+\s*$", text)


# (decision 1097) a manual page's NAME section holds one line, "perlsec - Perl 安全": the page's own name and title,
# no term of the text (its "name - gloss" shape is a definition list's otherwise)
_MAN_NAME_HEADING = re.compile(r"(?:NAME|名称|名字)(?:\s*[（(]?\s*(?:名称|名字|NAME)\s*[)）]?)?")
_MAN_NAME_LINE = re.compile(r"^[\w.:+\-]+(?:\s*,\s*[\w.:+\-]+)*\s+[-–—]\s+\S")


def _is_heading(item: dict) -> bool:
    return item.get("type") == "title" or bool(item.get("text_level"))


def extract_terms(items: list[dict], tree: dict | None = None,
                  labels: dict | None = None) -> list[dict]:
    """Glossary entries (see the module doc), first page first; one per term and page."""
    by_page: dict[int, list[dict]] = {}
    for item in items:
        if isinstance(item.get("page_idx"), int):
            by_page.setdefault(item["page_idx"], []).append(item)
    toc = contents_pages(by_page)
    label_of = page_labels(items, tree, labels)
    locate = Locator(tree)
    state = State()
    listed = definition_list(items)
    found: list[dict] = []
    book_text: list[str] = []  # every body item, exercises too: where a term is "used elsewhere"
    code_text: list[str] = []  # the code examples: a name they use is used elsewhere too
    notes: list[dict] = []  # entries from footnotes: where the page's text defines the term itself, that wins
    first_item: dict[int, int] = {}  # page -> index of its first item in book_text
    page_before = None
    unfinished: tuple[int, str] | None = None  # (page, clause) a body item left open at a comma
    emphasis_before: list[str] = []  # the emphasised phrases of the body item before (glossary.bold)
    emphasis_page = -1
    name_section = False  # under a manual page's NAME heading
    for item in items:
        page_idx = item.get("page_idx")
        if not isinstance(page_idx, int) or item.get("type") in FURNITURE or \
                (page_idx in toc and not _is_heading(item) and not _prose(item.get("text"))):
            continue  # a contents page's lines; a chapter's own contents list above its opening text stays out
        if page_idx != page_before:
            state.new_page()
            page_before = page_idx
            first_item.setdefault(page_idx + 1, len(book_text))
        text = item.get("text")
        if item.get("type") == "page_footnote" and isinstance(text, str) and has_cjk(text):
            note = _FOOTNOTE_MARK.sub("", text, count=1)  # a translator's or author's note, read on its own
            book_text.append(note)
            notes += [{**entry, "page": page_idx + 1, "page_label": label_of.get(page_idx + 1), "section": None,
                       "node_id": None} for entry in _from_item(note, State())]
            continue
        if item.get("type") == "code":  # a name a code example uses is used again, not defined there
            code_text.append(str(item.get("code_body") or text or ""))
            node = locate.node_for(page_idx + 1)  # ... unless the block is a definition list
            found += [{**entry, "page": page_idx + 1, "page_label": label_of.get(page_idx + 1),
                       "section": node.get("title") if node else None, "node_id": node.get("node_id") if node else None}
                      for entry in code_definition_list(code_text[-1]) or
                      [_entry(cand, quote) for cand, quote in command_gloss_lines(code_text[-1])]]
            continue
        if item.get("type") not in ("text", "title") or not isinstance(text, str) or not text.strip():
            continue
        if _is_heading(item):
            state.heading(text)
            locate.heading(text, page_idx + 1)
            name_section = bool(_MAN_NAME_HEADING.fullmatch(text.strip()))
            continue
        book_text.append(text)
        if name_section and _MAN_NAME_LINE.match(text):
            continue
        opened, unfinished = unfinished, _open_clause(page_idx, text)
        if state.skip(text) or state.line(text):
            continue
        if opened and opened[0] == page_idx and not _ITEM_OPENS.match(text):  # "其二是单独列为一行排版，" / "称为行间公式。"
            text = opened[1] + text
        node = locate.node_for(page_idx + 1)
        where = {"page": page_idx + 1, "page_label": label_of.get(page_idx + 1),
                 "section": node.get("title") if node else None,
                 "node_id": node.get("node_id") if node else None}
        for entry in listed.get(id(item), []):
            entry.update(where)
            found.append(entry)
        # the item's emphasis (bold, italic), and the item's before on this page: a manual sets the word
        # in italics in one line and says what it is in the next sentence (`… from a *library* …`, `Thus a
        # library is a directory …`), which the parser may have cut into the next item
        emphasis = list(dict.fromkeys((item.get("bold_phrases") or []) + (item.get("italic_phrases") or [])))
        state.bold = emphasis + [p for p in emphasis_before if p not in emphasis and page_idx == emphasis_page]
        state.italic_only = frozenset(state.bold) - set(item.get("bold_phrases") or [])
        emphasis_before, emphasis_page = emphasis, page_idx
        run_on = RUN_ON_BOX.search(text)
        box_opens, state.box_opens = state.box_opens, bool(run_on)
        box_title, state.box_title = state.box_title, run_on.group("title") if run_on else None
        for entry in _from_item(text, state, box_opens, box_title):
            state.defined.add(fold_term(entry["term"]))
            entry.update(where)
            if entry.get("first_use"):  # every use before this sentence counts, on this page too
                earlier = text[:text.find(entry["quote"])] if entry["quote"] in text else ""
                uses = _mentions if entry.get("rare") else _uses
                entry["before"] = sum(uses(entry["term"], t) for t in book_text[:-1]) + uses(entry["term"], earlier)
            found.append(entry)
    on_page = {(fold_term(e["term"]), e["page"]) for e in found}
    found += [e for e in notes if (fold_term(e["term"]), e["page"]) not in on_page]
    for entry in found:  # a genus sentence's term: how much the pages before it used it already
        if entry.get("reuse") and "before" not in entry:
            entry["before"] = sum(_uses(entry["term"], t) for t in book_text[:first_item[entry["page"]]])
    entries = vet(dedupe(found), "\n".join(book_text + code_text))
    log.debug("glossary: %d entries from %d items", len(entries), len(items))
    return entries


# A definition list: a line that opens with a name set apart by a space, then its gloss, which starts
# with a noun phrase ("int 整数类型；…", "pair 复数，即，实数构成的有序对", "bool3 一种扩展的布尔类型") and
# not with a verb or a function word ("Asymptote 支持…", "LATEX 中还包括…") nor runs the name into a
# subject ("LATEX 文件是…", "BIBTEX 数据库以 .bib 作为扩展名": a preposition after the noun).
_NAME_LINE = re.compile(rf"^\s*(?P<t>[A-Za-z][{LATIN_CHARS}]{{0,24}})\s+(?P<r>[\u4e00-\u9fff].*)", re.S)
# ... the word after the gloss's first noun that makes the name and the noun one subject
_SUBJECT_GOES_ON = {"是", "的", "中", "里", "上", "下", "可以", "能", "会", "将", "把", "被", "通过", "也", "都", "就",
                    "还", "已", "不", "在", "用来", "用于", "需要", "提供", "支持", "包括", "包含", "和", "与"}


def _name_line(text: str) -> re.Match | None:
    from f.common.glossary.vet import dictionary_cut, dictionary_tags, function_word

    m = _NAME_LINE.match(text)
    words = [w for w in dictionary_cut(m.group("r")[:16]) if w.strip()] if m else []
    if not words:
        return None
    first = words[0]
    if re.fullmatch(r"一(?:种|个|类|组|套)", first):
        return m  # "一种扩展的布尔类型": a class noun with its classifier
    tag = dictionary_tags().get(first) or ""
    second = (dictionary_tags().get(words[1]) or "") if len(words) > 1 else ""
    if function_word(first) or tag.startswith(("v", "p", "d", "c", "r", "f", "u")) or \
            (len(words) > 1 and (words[1] in _SUBJECT_GOES_ON or second.startswith("p"))):
        return None
    return m


def definition_list(items: list[dict]) -> dict[int, list[dict]]:
    """The entries of the definition lists, by body item id. Two kinds of list:
    - name lines ("int 整数类型；…") in a section where a lead-in line ending in a colon ("Asymptote
      支持下列数据类型：") is followed by two name lines with different names; every name line of that
      section then is one (the list goes on past its code examples);
    - labelled lines ("® basic：默认的灰度配色方案。", "Query：数据查询对象"), a name and a colon then a
      noun phrase, two of them at least in a row (a PDF may run several into one line after their
      bullets). Such a name is kept where the book uses it again (the genus sentence's check)."""
    listed: dict[int, list[dict]] = {}
    section: list[dict] = []

    def close() -> None:
        for named, glossed in _glossed_below(section):
            listed.setdefault(id(glossed), []).extend(named)
        for cand, quote, glossed in signature_glosses(section) + help_page_titles(section):
            listed.setdefault(id(glossed), []).append(_entry(cand, quote))
        for at, cand in term_line_glosses([item["text"] for item in section]):  # "annotation¶" / "A label …"
            listed.setdefault(id(section[at]), []).append(_entry(cand, cand.pop("quote")))
        for at, cand in en.run_in_series([item["text"] for item in section]):
            listed.setdefault(id(section[at]), []).append(_entry(cand, section[at]["text"].split(":", 1)[0] + ": "
                                                                 + cand["definition"]))
        for at, fields in verb_list_zh.members([item["text"] for item in section]):  # "LC_CTYPE 修改…" (1129)
            listed.setdefault(id(section[at]), []).append(_entry(fields, fields.pop("quote")))
        lines = [(item, _name_line(item["text"])) for item in section]
        opens = any(re.search(r"[：:]\s*$", lines[i][0]["text"]) and lines[i + 1][1] and lines[i + 2][1]
                    and lines[i + 1][1].group("t") != lines[i + 2][1].group("t") for i in range(len(lines) - 2))
        if opens:
            for item, m in lines:
                if m:
                    listed[id(item)] = _list_entry(item["text"], m)
        run: list[tuple[dict, list[dict], bool]] = []  # (item, entries, a labelled line of the kind that proves a list)
        for item in section + [None]:
            labelled = _labelled(item["text"]) if item else []
            member = _list_member(item["text"]) if item and run and not labelled else False
            if labelled or member is not False:
                run.append((item, labelled or member, bool(labelled)))
                continue
            _keep_run(run, listed)
            tail = _lead_in_tail(item["text"]) if item else []
            run = [(item, tail, True)] if tail else []  # "如下变量： KERNEL：…;", "the most common: A (address record): …"
        section.clear()

    for item in items:
        text = item.get("text")
        if item.get("type") in FURNITURE or not isinstance(text, str) or not text.strip():
            continue
        if _is_heading(item):
            close()
        elif item.get("type") == "text":
            section.append(item)
    close()
    return listed


def _keep_run(run: list[tuple[dict, list[dict], bool]], listed: dict[int, list[dict]]) -> None:
    """A run of labelled lines is a list where two of its entries are labelled lines proper; its other
    members (`_list_member`) ride along."""
    if sum(len(found) for _item, found, proper in run if proper) >= 2:
        for kept, found, _proper in run:
            if found:
                listed.setdefault(id(kept), []).extend(found)


# A lead-in's colon, then the list's first labelled line in the same item ("比较运算符用于如下变量： KERNEL：
# 内核赋予设备的名称;", "these are some of the most common: A (address record): IPv4 address."): a layout
# that ran the first item into the paragraph introducing the list.
_LEAD_IN = re.compile(rf"[：:]\s*(?=[A-Za-z][{LATIN_CHARS}{{}}]{{0,30}}\s*(?:\([^()]{{1,40}}\))?\s*[：:])")


def _lead_in_tail(text: str) -> list[dict]:
    """The entries of the labelled line after the last lead-in colon of a body item, if one follows it."""
    heads = list(_LEAD_IN.finditer(text))
    if not heads:
        return []
    tail = text[heads[-1].end():]
    return _labelled(tail) or _list_member(tail) or []


# Inside a run of labelled lines, a line of the same shape whose gloss is no noun phrase jieba reads
# (`SYMLINK：指向同一个设备的符号列表清单`, 清单 tagged an adjective) and a line naming several of the list's
# names at once (`KERNELS、SUBSYSTEMS 和 ATTRS{attributes} 是用来匹配…的可选变量`, `OWNER、GROUP 和 MODE 指示…`)
# go on with the list instead of breaking it.
_LOOSE_LINE = re.compile(rf"^\s*(?P<t>[A-Za-z][{LATIN_CHARS}{{}}]{{0,30}})\s*[：:]\s*(?P<r>[^：:]+?)(?=[。；;]|$)")
_PLACEHOLDER_LINE = re.compile(r"^\s*\d{1,2}\s*[.．、)）]\s*[⟨〈][^⟩〉]{1,16}[⟩〉]\s*[：:]")
_NAMES = rf"[A-Za-z][{LATIN_CHARS}{{}}]{{0,30}}"
_NAMES_LINE = re.compile(rf"^\s*(?P<t>{_NAMES})(?P<o>(?:\s*[、，,]\s*{_NAMES})*\s*(?:和|与|及|以及)\s*{_NAMES})\s*"
                         r"(?P<r>[\u4e00-\u9fff][^。；;]*)")


def _list_member(text: str) -> list[dict] | bool:
    """A Chinese list line that goes on with a run (see above): its entries, [] when it only goes on
    with it (a gloss that is a clause, a names line that says what they do), False when it breaks it."""
    if not has_cjk(text):
        return False
    if _PLACEHOLDER_LINE.match(text):
        return []  # "3. ⟨采集号⟩：属于…的序列号码": the parameter list's line shape, its gloss a clause
    m = _LOOSE_LINE.match(text)
    if m:
        clause = zh._phrase(m.group("r"))[0].strip()
        if not _de_phrase(clause):
            return []
        end = m.end("r") + (1 if text[m.end("r"):m.end("r") + 1] in "。；;" else 0)
        return [_entry({"term": clean_term(m.group("t")), "aliases": [], "definition": clause, "confidence": 0.75,
                        "kind": "definition", "reuse": True}, text[m.start("t"):end].strip())]
    m = _NAMES_LINE.match(text)
    if not m:
        return False
    others = [clean_term(n) for n in re.split(r"\s*(?:[、，,]|和|与|以及|及)\s*", m.group("o")) if n.strip()]
    verb = re.match(r"(?:都|均|则)?是\s*(?P<c>[^，。；]+)", m.group("r"))
    if not verb or not noun_final(verb.group("c")):
        return []  # "OWNER、GROUP 和 MODE 指示…": what they do, no class; the list goes on
    return [_entry({"term": clean_term(m.group("t")), "aliases": others, "definition": verb.group("c").strip(),
                    "confidence": 0.75, "kind": "definition", "reuse": True}, m.group(0).strip())]


# A list's item that is a bullet and a name alone ("• PSTricks"), its gloss the next item.
_BULLET_NAME = re.compile(rf"^\s*[●•◆■▪·*\-–]\s*(?P<t>[A-Za-z][{LATIN_CHARS}]{{0,24}}|[\u4e00-\u9fff]{{2,8}})\s*$")


def _glossed_below(section: list[dict]) -> list[tuple[list[dict], dict]]:
    """A list of names, each a bullet line of its own (two at least in the section), glossed by the item
    below it when that item opens with a noun phrase ("• PSTricks" / "以 PostScript 语法为基础的绘图宏包，…"):
    (entries, the gloss item)."""
    named = [i for i, item in enumerate(section) if _BULLET_NAME.match(item["text"])]
    out = []
    for i in named if len(named) >= 2 else []:
        if i + 1 >= len(section) or i + 1 in named:
            continue
        below = section[i + 1]["text"]
        spans = sentences(below)
        first = below[spans[0][0]:spans[0][1]].strip() if spans else ""
        clause = zh._phrase(first)[0] if has_cjk(first) else ""
        term = clean_term(_BULLET_NAME.match(section[i]["text"]).group("t"))
        if re.search(r"[：:《]", clause) or fold_term(clause).startswith(fold_term(term)):
            continue  # a caption's credits ("《秦王点兵》 编导：…"), a sentence about the name ("西班牙舞蹈分很多类型")
        if clause and zh.noun_phrase(clause, longest=40):  # an item of its own: a longer gloss is still one
            out.append(([_entry({"term": term, "aliases": [], "definition": clause.strip(), "confidence": 0.75,
                                 "kind": "definition", "reuse": True}, first)], section[i + 1]))
    return out


# A definition list a layout set as a preformatted block (the parser's code item): every line at the
# margin a name, its gloss after two spaces or on the indented lines below ("float(p)  Real number, …",
# "character(n)" / "          fixed-length character string."); glosses are words, not code.
# A name may hold dots (R's `na.rm`, `trace.iter`); R's `...` (the arguments passed on) is a line of the list
# that names nothing.
_CODE_NAME = re.compile(r"^(?P<t>[A-Za-z][\w]*(?:\.\w+)*(?:\s[a-z]\w*)?(?:\([a-z]\)|\(\w{1,3}\))?|\.\.\.)"
                        r"(?:\s{2,}(?P<r>\S.*))?$")
_CODE_CHARS = re.compile(r"[=;{}<>$\\#|`()]|\b[a-z]{1,3}\d+\b")  # (x0, (a1): a register's operands, not words)
# a gloss opens with a noun phrase, not a pronoun's, a preposition's or a verb's clause ("This is used as …")
_NOT_GLOSS_OPENER = re.compile(r"(?:this|these|it|its|they|for|has|have|is|are|was|were|see|used|contains?)\b", re.I)


def code_definition_list(code: str) -> list[dict]:
    """The entries of a definition list set as a code block (see above); [] for any other block. Two
    names are a list where both glosses open with an article (R's `x  an object …`, `na.rm  a logical
    value …`): code never does."""
    entries: list[tuple[str, list[str]]] = []
    for line in code.splitlines():
        if not line.strip():
            continue
        if line[:1].isspace():
            if not entries:
                return []
            entries[-1][1].append(line.strip())
            continue
        m = _CODE_NAME.match(line.rstrip())
        if not m:
            return []
        entries.append((m.group("t"), [m.group("r")] if m.group("r") else []))
    entries = [(name, gloss) for name, gloss in entries if name != "..."]
    glossed = [(name, " ".join(gloss)) for name, gloss in entries if gloss]
    described = len(glossed) == 2 and all(re.match(r"(?:an?|the)\s", g) for _n, g in glossed)
    if (len(glossed) < 3 and not described) or len(glossed) < len(entries) - 1 or \
            any(_CODE_CHARS.search(g.split(". ")[0]) or not re.match(r"[A-Za-z0-9]", g) or len(g.split()) < 2
                or re.search(r"\S\s{3,}\S", g) or _NOT_GLOSS_OPENER.match(g)
                for _n, g in glossed):  # (a third column: a table of names, "integer     numeric     integer")
        return []
    return [_entry({"term": name, "aliases": [], "definition": gloss.split(". ")[0].rstrip("."), "confidence": 0.75,
                    "kind": "definition"}, gloss) for name, gloss in glossed]


def _list_entry(text: str, m: re.Match) -> list[dict]:
    """A definition list's entry: the name, glossed by its line's first sentence."""
    first = sentences(text)[0]
    gloss = text[m.start("r"):first[1]].strip()
    return [_entry({"term": m.group("t"), "aliases": [], "definition": gloss, "confidence": 0.75,
                    "kind": "definition"}, text[first[0]:first[1]].strip())]


# A labelled line: an optional bullet (any symbol a PDF maps its bullet glyph to: ●, ®, ), a name
# (a Latin identifier or a short Chinese name), a colon, the gloss; a line may hold several, each
# after the sentence mark that closes the one before.
# A parameter list may number its lines and set each name in angle brackets, the manual's placeholder
# typography ("2. ⟨采集人⟩：标本的采集者的姓名。"): the brackets mark the name, so the number is allowed there.
_LABELLED = re.compile(r"(?:^|(?<=[。；;]))\s*(?:\d{1,2}\s*[.．、)）]\s*(?=[⟨〈]))?(?:[^\w\s（(“\"「【\[<⟨〈]\s*)?"
                       rf"(?P<o>[⟨〈])?(?P<t>[A-Za-z][{LATIN_CHARS}]{{0,30}}|[\u4e00-\u9fff]{{2,8}})(?(o)[⟩〉])"
                       r"\s*[：:]\s*(?P<r>[^：:]+?)(?=[。；;]|$)")


# An English glossary list's line: "• Kernel: the core of the operating system …", "• Shell – a program
# that reads commands": a bullet, a name of one to four words, a colon or a spaced dash, a noun phrase
# (an article or a lower-case word, never a pronoun's, a preposition's or a verb's clause)
# (or a short name and what it abbreviates in brackets, glossed by a phrase that may open with an acronym:
# "A (address record): IPv4 address.", "CNAME (canonical name record): alias")
_LABELLED_EN = re.compile(r"^\s*(?:[•·▪◦*\-–]\s*)?(?P<t>[A-Za-z][\w\-]*(?:\s+[\w\-]+){0,3})"
                          r"(?:\s*\((?P<a>[A-Za-z][A-Za-z0-9\-]*(?:\s+[a-z0-9\-]+){0,4})\))?\s*(?::|\s[–—-]\s)\s*"
                          r"(?P<r>(?:an?\s+|the\s+)?(?:[a-z]|(?<=\)\:\s)[A-Z][A-Za-z]*[A-Z0-9])[^.;:]{3,}?)(?=[.;]|$)")

_CLAUSE_GLOSS = re.compile(r"\S+\s+(?:is|are|was|were|has|have|can|must|may|will|should)\b")


def _labelled(text: str) -> list[dict]:
    """The labelled lines' entries in one body item: name：noun phrase (zh.noun_phrase); an English
    line, name: noun phrase (`_LABELLED_EN`)."""
    from f.common.glossary.patterns import clean_term, term_ok

    if not has_cjk(text):
        m = _LABELLED_EN.match(text)
        if not m or not en._ok(m.group("t")) or _NOT_GLOSS_OPENER.match(m.group("r")) or \
                m.group("t").split()[0].lower() in en._HEADWORD_STOP | en._NOT_SUBJECTS or \
                re.search(r"\s\d+$", m.group("t")) or _CLAUSE_GLOSS.match(m.group("r")) or en.cut_short(m.group("r")):
            return []  # "Rule 12: b is a load, …": a numbered label over a clause, no name glossed
        return [_entry({"term": m.group("t"), "aliases": [m.group("a")] if m.group("a") else [],
                        "definition": m.group("r").strip(), "confidence": 0.75, "kind": "definition",
                        "reuse": not m.group("a")},  # a name and its expansion: a naming, whether used again or not
                       text[m.start("t"):m.end("r") + 1].strip())]
    out = []
    for m in _LABELLED.finditer(text):
        clause = zh._phrase(m.group("r"))[0]
        term = clean_term(m.group("t"))
        last = [w for w in zh.dictionary_cut(term) if w.strip()][-1:]
        last_tag = (zh.dictionary_tags().get(last[0]) or "")[:1] if last else ""
        if not term_ok(term) or not zh.noun_phrase(clause) or (not m.group("o") and last_tag in ("v", "d", "p", "c")):
            continue  # not a clause's opener ("实证结果表明：", "研究发现：")
        end = m.end("r") + (1 if text[m.end("r"):m.end("r") + 1] in "。；;" else 0)
        entry = _entry({"term": term, "aliases": [], "definition": clause.strip(), "confidence": 0.75,
                        "kind": "definition", "reuse": not m.group("o")},  # a bracketed name is marked: no second use asked
                       text[m.start("o") if m.group("o") else m.start("t"):end].strip())
        out.append(entry)
    return out


def _entry(cand: dict, quote: str, bonus: float = 0.0) -> dict:
    entry = {"term": cand["term"], "aliases": cand["aliases"], "definition": cand["definition"],
             "quote": quote, "method": "rule", "kind": cand["kind"],
             "confidence": round(min(0.98, cand["confidence"] + bonus), 2)}
    if cand.get("reuse"):
        entry["reuse"] = True  # vet keeps it only where the book uses the term again (and drops the flag)
    if cand.get("first_use"):
        entry["first_use"] = True  # ... and only where no page before uses it
    if cand.get("rare"):
        entry["rare"] = True  # a name the book introduces: its first mention is enough, no second use needed
    return entry


# "Debian 软件包有两种类型：" / "…可分为三类：": a division into kinds, each kind an item after it.
_DIVISION = re.compile(r"(?:有|分为|分成|包括)\s*(?P<n>[两二三四五六七八九十\d])\s*(?:种|类|个)(?:类型|形式|种类)?\s*[：:]\s*$")
_KIND_ITEM = re.compile(r"^[\s●•◆■▪·*\-]*(?P<t>[^，,：:。；\s][^，,：:。；]{1,11}?)\s*[，,：:]\s*(?P<r>\S.{3,})")
_COUNT = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def _kind_item(text: str, state: State) -> list[dict]:
    """One item of a division into kinds ("二进制包，包含了可执行文件…"): its head names the kind."""
    from f.common.glossary.patterns import clean_term, term_ok

    m = _KIND_ITEM.match(text)
    state.kinds = state.kinds - 1 if m else 0
    term = clean_term(m.group("t")) if m else ""
    if not m or not term_ok(term) or not has_cjk(text) or re.search(r"[是的了在]", term):
        return []
    gloss = m.group("r")
    return [_entry({"term": term, "aliases": [], "definition": gloss, "confidence": 0.75,
                    "kind": "definition"}, text.strip())]


# A body item that stops at a comma: a layout (a line or a figure beside it) cut its sentence, which
# the next item on the page finishes.
_OPEN_END = re.compile(r"[，,、]\s*$")
# ... unless the next one opens an item of a list ("(4) 文档中…," after "(3) …,"): a new sentence
_ITEM_OPENS = re.compile(r"^\s*(?:[（(]?\s*(?:\d{1,3}|[一二三四五六七八九十]{1,3}|[a-zA-Z])\s*[)）.．、](?!\d)|[\u2460-\u2473]|"
                         r"[●•◆◇■□▪·\-—*])")


def _open_clause(page_idx: int, text: str) -> tuple[int, str] | None:
    """(page, the unfinished last sentence) of a Chinese body item that ends at a comma, else None."""
    spans = sentences(text)
    if not spans or not _OPEN_END.search(text) or not has_cjk(text):
        return None
    return page_idx, text[spans[-1][0]:].strip()


def _heading_named(cands: list[dict], topic: str | None) -> None:
    """A section opens by defining what its heading names (`4.1 AMS 宏集` over `…AMS 宏集合是…的扩展`):
    the heading is a use of the term, so a candidate kept only where the book uses it again is kept,
    with the heading's name as an alias where the sentence says one character more."""
    if not topic:
        return
    name = fold_term(topic)
    for cand in cands:
        term = fold_term(cand["term"])
        if len(name) >= 2 and (term == name or (term.startswith(name) and len(term) == len(name) + 1
                                                and has_cjk(term[-1]))):
            cand.pop("reuse", None)
            if term != name:
                cand["aliases"] = list(dict.fromkeys(cand["aliases"] + [topic]))


# (1132) the names a box's title lists ("元软件包和虚拟包", "RFC －－ 互联网标准"): each a topic of the box's first
# sentences, the way a heading is of its section's
_TITLE_SPLIT = re.compile(r"\s*(?:和|与|及|、|，|,|－－|——|—|--)\s*")


def _title_terms(title: str) -> list[str]:
    return [t for t in (clean_term(p) for p in _TITLE_SPLIT.split(title)) if 2 <= len(t) <= 12]


def _from_item(text: str, state: State, box_opens: bool = False, box_title: str | None = None) -> list[dict]:
    if state.kinds:
        listed = _kind_item(text, state)
        if listed:
            return listed
    division = _DIVISION.search(text)
    if division:
        n = division.group("n")
        state.kinds = int(n) if n.isdigit() else _COUNT[n]
    spans = sentences(text)
    if not spans:
        return []
    body_start, boxed, out = 0, None, []
    pending, state.pending_box = state.pending_box, None
    m = BOX.match(text)
    if m and not pending:
        body_start = m.end()
        kind = "definition" if m.group("h") in ("定义", "概念") else "theorem"
        name = m.group("name") or ("" if m.group("h") in ("定义", "概念", "定理") else m.group("h"))
        boxed = (kind, name)
    elif pending:
        boxed = pending
    if boxed and boxed[0] == "theorem":
        a, b = spans[0]
        a = max(a, body_start)
        if boxed[1] and b > a:
            out.append(_entry({"term": boxed[1], "aliases": [], "definition": text[a:b],
                               "confidence": 0.9, "kind": "theorem"}, text[a:b]))
        return out
    previous = ""
    answer, state.answer = state.answer, False  # this item opens the answer to a question heading
    topic, state.topic = state.topic, None  # the line above names what this item's first sentence defines
    heading_text, state.heading_text = state.heading_text, None
    named_on_line = state.topic_line
    head = _HEADWORD.match(text)
    if head and has_cjk(head.group("h")):  # "踢踏舞 踢踏舞是……": a bold headword run into its entry
        topic, body_start = clean_term(head.group("h")), max(body_start, head.end("h"))
    topic_subject = None  # the heading's word, where it is the subject of the section's first sentence
    run_in = run_in_head(text) if has_cjk(text) and not state.problem else None
    if run_in:  # "邮件主管. 要求每一个站点都要有…被指定为"邮件主管"…" (1170)
        out.append(_entry(run_in[0], run_in[1]))
    for number, (a, b) in enumerate(_pieces(text, spans)):
        a = max(a, body_start)
        if b <= a:
            continue
        sentence = text[a:b].lstrip()
        chinese = bool(has_cjk(sentence))
        # in a 名词解释 list the head of "ABBR（English）：…" is the term, whatever verb follows
        cands = (state.window and (zh.window_gloss(sentence) if chinese else en.section_entry(sentence))) or (
            zh.candidates(sentence) if chinese else en.candidates(sentence))
        if chinese and cands:  # "每个 X指的是…", a terms section's prose ("KiCad 使用了一些…术语")
            cands = [c for c in cands if not not_a_term_zh.quantified(c["term"])
                     and not (state.window and not_a_term_zh.narrative(c))]
        if not cands and chinese and box_title and number <= 2:  # "元软件包是…" in a box titled "元软件包和虚拟包" (1132)
            named = next((t for t in _title_terms(box_title) if sentence.startswith(t)), None)
            cands = zh.copular(sentence, named) if named else []
        if not cands and box_opens and number == 0:  # a box's first sentence, its title on the item before
            cands = zh.window_gloss(sentence) if chinese else en.section_entry(sentence)
        if not cands and chinese and (state.window or (topic and number == 0)):
            cands = zh.copular(sentence, _subject_of(sentence) if state.window else topic)
        if not cands and chinese and topic and number == 0:  # "继电器" on its line, then "一种…的开关。"
            cands = zh.topic_gloss(sentence, topic, noun_phrase=named_on_line)
        if chinese and topic and number == 0:  # "参量" over "…依赖于其后的一个或多个参量（argument）。"
            named = {fold_term(c["term"]) for c in cands}
            under = [c for c in zh.with_english(sentence, topic) + zh.made_of(sentence, topic)
                     if fold_term(c["term"]) == fold_term(topic) and fold_term(c["term"]) not in named]
            for cand in under:  # the heading marks where the word is taught, whatever used it before
                cand.pop("first_use", None)
                cand.pop("reuse", None)
            cands += under
        if not cands and not chinese and topic and number == 0:  # "control.tar.xz" / "This archive file contains …"
            cands = en.topic_gloss(sentence, topic)
        if chinese and topic and number == 0 and not cands and sentence.startswith(topic):
            cands = zh.topic_does(sentence, topic)  # "层管理器管理着…" under "2.4. 层管理器"
        if chinese and heading_text and number == 0 and not cands:  # "Conflicts（冲突） 字段指示…" under "冲突：冲突字段"
            cands = verb_list_zh.named_under_heading(sentence, heading_text)
        if chinese and topic and number == 0 and not cands and sentence.startswith(topic):
            topic_subject = topic  # "字体编码对于…是一个比较晦涩的概念。" under "5.1.4 字体编码"
        elif chinese and heading_text and number == 0 and not cands:  # "中断 Breaks 字段有…。它标志着…" (1129)
            topic_subject = verb_list_zh.named_subject(sentence, heading_text)
        elif chinese and topic_subject and number == 1 and not cands:  # then "它规定了…"
            cands = zh.topic_role(sentence, topic_subject)
        if chinese:
            _heading_named(cands, topic if not named_on_line else None)
        if state.bold:  # a term set in bold where the sentence says what it is (glossary.bold)
            cands = _with_bold(cands, bold.candidates(sentence, state.bold, chinese, state.italic_only))
        if state.window:  # a terms section's entries are definitions: no characterisation to guard against
            for cand in cands:
                cand.pop("reuse", None)
        if state.problem:  # a problem's own notion: only what it names with 叫做/称为
            cands = [c for c in cands if c["confidence"] >= 0.8]
        if not cands and boxed and number == 0:
            cands = zh.box_fallback(sentence) if chinese else []
            if boxed[1] and not cands:
                cands = [{"term": boxed[1], "aliases": [], "definition": sentence,
                          "confidence": 0.8, "kind": "definition", "anaphoric": False}]
        context = state.context_term
        if not cands and context and chinese and re.match(re.escape(context) + r"\s*(?:，|,|(?:通常|一般|主要|就)?"
                                                                            r"(?:是|指|为))", sentence):
            cands = zh.box_fallback(sentence)
        if not cands and context and chinese and answer and number == 0:
            cands = _answer_opening(sentence, context)
        if not cands and chinese and state.defined:  # "盒子的高度是…的延伸距离" after 盒子 was defined
            cands = zh.property_of(sentence, state.defined)
        if not cands and context and not chinese and answer and number == 0:  # "What is CRAN?" / "The … (CRAN) is …"
            cands = en.answer_opening(sentence, context)
        if not cands and chinese and previous:  # "• 在每所学校中的 ICT 联络人。这通常是…的教师。"
            cands = zh.pronoun_gloss(sentence, previous) or term_said(sentence, previous)
        if not cands and not chinese and previous:  # "… “multi-tasking”. In other words, …"
            cands = en.restated(sentence, previous) or en.named_next(sentence, previous)
        if not cands and not state.problem:  # last: a term classed by its own head noun, an aside name, apposition
            cands = own_head_zh.candidates(sentence) if chinese else apposition_en.candidates(sentence)
        if not state.problem:  # "atd deals with …", "路由器用来连接多个网络": a name's function (beside the
            named = {fold_term(c["term"]) for c in cands}  # class sentence of another name the piece holds: "cron is …")
            cands += [c for c in function_said.candidates(sentence, chinese) if fold_term(c["term"]) not in named]
        if not chinese and not state.problem:  # "… into the main module (the collection of …)" beside "called a module"
            named = {fold_term(c["term"]) for c in cands}
            cands += [c for c in apposition_en.bracket_glosses(sentence) if fold_term(c["term"]) not in named]
        for cand in cands:
            if cand.get("anaphoric") and previous:
                cand["definition"] = previous + sentence
            bonus = BOX_BONUS if boxed else 0.0
            if context and fold_term(cand["term"]) == fold_term(context):
                bonus += CONTEXT_BONUS
            entry = _entry(cand, _around(sentence.rstrip("\ufffd"), cand["term"]), bonus)
            if entry["quote"] != sentence and len(cand["definition"]) > len(entry["quote"]):
                entry["definition"] = entry["quote"]
            out.append(entry)
        previous = sentence
    concept = concept_aliases(state.concept, out) if boxed else []
    for entry in out:  # "实数 λ 与向量 a 的积" in the box of "向量的数乘运算" is 向量的数乘
        if concept and has_variable(entry["term"]):
            entry["aliases"] = list(dict.fromkeys(entry["aliases"] + concept))
    return out


def _with_bold(cands: list[dict], marked: list[dict]) -> list[dict]:
    """The sentence's candidates with its bold terms': a bold term the rules named already stays as they
    read it; one they read a longer or shorter piece of (`发行版` for `TEX 发行版`) replaces that piece."""
    named = {fold_term(n) for c in cands for n in [c["term"], *c["aliases"]]}
    stated = {fold_term(m["term"]) for m in marked}  # emphasised terms the sentence itself defines
    marked = [m for m in marked if fold_term(m["term"]) not in named]
    if not marked:
        return cands
    bold_terms = [fold_term(m["term"]) for m in marked]
    # (`A *package* is …, a *source package* (the master files …)`: both stay, neither is a piece of the other's)
    kept = [c for c in cands if fold_term(c["term"]) in stated
            or not any(fold_term(c["term"]) in b or b in fold_term(c["term"]) for b in bold_terms)]
    return kept + marked


def _answer_opening(sentence: str, asked: str) -> list[dict]:
    """The answer's first sentence under "什么是 Debian 软件包？" whose subject is the term asked
    (or its Chinese head, 软件包) and whose verb says what it is or holds ("软件包通常包括了…")."""
    heads = [asked] + ([asked.split()[-1]] if len(asked.split()) > 1 and has_cjk(asked.split()[-1]) else [])
    pronoun = re.match(r"(?:那|这|它)(?:就|也)?是\s*(?P<r>[^。；]{3,})", sentence)
    if pronoun and "的" in (clause := zh._phrase(pronoun.group("r"))[0]) and noun_final(clause):  # "那是…的名字，…"
        return [{"term": asked, "aliases": [], "definition": sentence, "confidence": 0.75, "kind": "definition",
                 "anaphoric": False}]
    for head in heads:
        m = re.match(re.escape(head) + r"\s*(?:通常|一般|主要|就)?\s*(?:包括|包含|意味着|代表|表示|由)", sentence)
        if m:
            return [{"term": asked, "aliases": [head] if head != asked else [], "definition": sentence,
                     "confidence": 0.75, "kind": "definition", "anaphoric": False}]
    return []


_HEADWORD = re.compile(r"^\s*(?P<h>[^\s，。；：:,;]{2,12})\s+(?P=h)(?=\s*(?:是|指|，|,|：|:|（|\())")


def _pieces(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The sentences, and where a PDF's text layer lost its marks (U+FFFD), each run between them
    as well: one of them may be the clause that defines."""
    out = []
    for a, b in _english_then_chinese(text, spans):
        out.append((a, b))
        if "\ufffd" in text[a:b]:
            start = a
            for m in re.finditer("\ufffd+", text[a:b]):
                if a + m.start() - start >= 4 and (start, a + m.start()) != (a, b):
                    out.append((start, a + m.start() + 1))  # the lost mark kept: the run's end is a cut
                start = a + m.end()
            if b - start >= 4 and start != a:
                out.append((start, b))
    return out


# An English sentence's full stop right before Chinese text: a translation that left a paragraph in English runs
# into the translated one in the same item ("… readable to others. 授权和加密经常被同时提及…"); the sentence
# splitter waits for a Chinese mark, so the English sentence would be read as Chinese (0661).
_ENGLISH_END = re.compile(r"(?<=[a-z)][.!?])\s+(?=[\u4e00-\u9fff])")


def _english_then_chinese(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    for a, b in spans:
        for m in _ENGLISH_END.finditer(text, a, b):
            if not has_cjk(text[a:m.start()]):
                out.append((a, m.start()))
                a = m.end()
        out.append((a, b))
    return out


LONG_QUOTE = 120  # characters: a paragraph whose marks were lost reads as one sentence


def _around(sentence: str, term: str) -> str:
    """The quote: the sentence, or where a text layer lost its marks (U+FFFD) and the "sentence" is
    a whole paragraph, the runs around the term's (two before, two after), still a verbatim slice."""
    if "\ufffd" not in sentence or len(sentence) <= LONG_QUOTE or term not in sentence:
        return sentence
    at = sentence.index(term)
    cuts = [0] + [m.end() for m in re.finditer("\ufffd+", sentence)] + [len(sentence)]
    run = max(i for i, c in enumerate(cuts[:-1]) if c <= at)
    start = cuts[max(0, run - 2)]
    end = cuts[min(len(cuts) - 1, run + 3)]
    return sentence[start:end].strip("\ufffd ") or sentence


def _subject_of(sentence: str) -> str | None:
    """The noun phrase before 是 at the head of a sentence (in a 知识窗 box every such subject is
    what the box is about)."""
    m = re.match(r"^[\s●•◆■]*([^，。；：:,;是]{1,16}?)\s*是", sentence)
    return clean_term(m.group(1)) if m else None


def dedupe(entries: list[dict]) -> list[dict]:
    """One entry per folded term and page (the most confident; aliases pooled), by page."""
    best: dict[tuple[str, int], dict] = {}
    order: list[tuple[str, int]] = []
    for entry in entries:
        key = (fold_term(entry["term"]), entry["page"])
        kept = best.get(key)
        if kept is None:
            best[key] = entry
            order.append(key)
            continue
        aliases = list(dict.fromkeys(kept["aliases"] + entry["aliases"]))
        if entry["confidence"] > kept["confidence"]:
            best[key] = entry
        best[key]["aliases"] = [a for a in aliases if fold_term(a) != key[0]]
    return sorted((best[k] for k in order), key=lambda e: e["page"])
