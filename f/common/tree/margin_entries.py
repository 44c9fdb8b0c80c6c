"""A package manual's command and option entries hung in the margin (pure): ltxdockit's manuals
(csquotes, biblatex, etoolbox and their translations) print each command or option they describe
as its syntax line set out to the left of the text column (`\\enquote{⟨text⟩}`, `strict=true,
false  default: false`), the description set in below it, and bookmark each under the section in
force by its name (`\\enquote`, `strict`). The page's type does not tell these lines from the body,
so each opens a heading item titled by the name, one level below the heading before it.

Only items set out from the page's text column (its most common left edge) by OUTDENT and followed
by their description. A syntax line shows its meta-arguments (`⟨text⟩`) or a key's values
(`true, false`); a code example's lines (`\\begin{tabular}{|c|}`, `\\rule{1pt}{4ex}`) show
neither. A command without arguments (`\\EnableQuotes  Es aktiviert ...`) reads like a macro name
an ltxdoc manual sets in its margin beside the paragraph (reledmac's hundreds, none bookmarked),
so it counts only in a document whose syntax lines are at least as many; the document needs
MIN_ENTRIES syntax lines at all."""
from __future__ import annotations

import re
from collections import Counter

OUTDENT = 25  # page units (of 1000) left of the text column
MIN_ENTRIES = 3
# a syntax line: `\enquote{⟨text⟩}`, `\textquote*[⟨cite⟩]`, `\undef⟨command⟩` (its one argument
# unbraced, 1006), `\begin{displayquote}[⟨cite⟩]` (an
# environment by its name), `style=⟨style⟩`, `strict=true, false`
_SYNTAX = re.compile(r"\s*(?:\\begin\{(?P<env>[A-Za-z*]+)\}(?=.*⟨)|(?P<name>\\[A-Za-z@]+)(?=\s*(?:⟨|[{\[*].*⟨))|"
                     r"(?P<key>[a-z][a-z-]*)=(?=⟨|\w+(?:,\s*\w+)+))")
_FORM = re.compile(r"\s*(?P<name>\\[A-Za-z@]+)(?=\s*[{\[*])")
# a command without arguments, alone on its line or before its description set apart by spaces
_BARE = re.compile(r"\s*(?P<name>\\[A-Za-z@]+)(?=\s{2,}|\s*$)")


def _column_edges(items: list[dict]) -> dict[int, float]:
    """Each page's text column's left edge: the left edge most of its paragraph lines share; on a
    page the parser read whole as one code item (every paragraph set in under a margin entry, no
    paragraph line of its own), the edge most pages share (1006)."""
    votes: dict[int, Counter] = {}
    for item in items:
        if item.get("type") == "text" and item.get("bbox") and not item.get("text_level") \
                and len(item.get("text") or "") > 60:
            votes.setdefault(item["page_idx"], Counter())[round(item["bbox"][0] / 4)] += 1
    edges = {page: count.most_common(1)[0][0] * 4 for page, count in votes.items()}
    if edges:
        common = Counter(edges.values()).most_common(1)[0][0]
        for item in items:
            if item.get("type") == "code" and item.get("bbox") and item["page_idx"] not in edges:
                edges[item["page_idx"]] = common
    return edges


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _entry(line: str) -> tuple[str, bool] | None:
    """(name, a syntax line?) of an entry's line, or None."""
    if m := _SYNTAX.match(line):
        return m.group("env") or m.group("name") or m.group("key"), True
    if m := _BARE.match(line):
        return m.group("name"), False
    return None


def _names(item: dict, edges: dict[int, float]) -> list[tuple[int, str, bool]]:
    """(line, name, a syntax line?) of each entry an item set out from its page's column opens:
    its first line's, and in a code item (its lines' indents kept) each later line's set out from
    the description's (`\\MakeOuterQuote{⟨character⟩}` then `\\MakeInnerQuote{...}`, the
    description set in); a line repeating the name before it (`\\enquote*{⟨text⟩}`) not again."""
    field = "code_body" if item.get("type") == "code" else "text" if item.get("type") == "text" else None
    edge = edges.get(item.get("page_idx"))
    if field is None or item.get("text_level") or edge is None or not item.get("bbox") \
            or item["bbox"][0] > edge - OUTDENT:
        return []
    lines = (item.get(field) or "").split("\n") if field == "code_body" else [item.get(field) or ""]
    # an entry's line is set out from its description's lines by some spaces at least
    described = [_indent(line) for line in lines if line.strip() and not _entry(line)]
    out = min(described) - 4 if described else len(max(lines, key=len))
    # a form without meta-arguments of a command the item shows with them (`\textelp{}` over
    # `\textelp{⟨text⟩}`)
    shown = {entry[0] for line in lines if (entry := _entry(line)) and entry[1]}
    found: list[tuple[int, str, bool]] = []
    for k, line in enumerate(lines):
        entry = _entry(line) if _indent(line) <= out else None
        if entry is None and (m := _FORM.match(line)) and m.group("name") in shown:
            entry = (m.group("name"), True)
        if k == 0 and entry is None:
            return []
        if entry and (not found or found[-1][1] != entry[0]):
            found.append((k, *entry))
    return found


def _described(items: list[dict], i: int, edges: dict[int, float]) -> bool:
    """Item i is followed on its page by a line at the text column (its description, or the
    description's run-in lines in a code item), not by another line set out as far (an index's
    column, a list of names)."""
    item = items[i]
    if item.get("type") == "code" and "\n" in (item.get("code_body") or ""):
        return True  # its own lines hold the description, set in
    below = item["bbox"][3] - 2  # a line beside it (`default: american` set flush right) is its own
    nxt = next((o for o in items[i + 1:i + 5] if o.get("type") in ("text", "code") and o.get("bbox")
                and (o["page_idx"] != item["page_idx"] or o["bbox"][1] >= below)), None)
    edge = edges.get(item["page_idx"])
    return bool(nxt and edge is not None and nxt["page_idx"] == item["page_idx"] and nxt.get("bbox")
                and abs(nxt["bbox"][0] - edge) <= OUTDENT)


def margin_entries(items: list[dict]) -> list[dict]:
    """items with a heading item before each margin entry (see the module's docstring), at one level
    below the heading in force; the same list where the document has fewer than MIN_ENTRIES."""
    edges = _column_edges(items)
    names = [found if (found := _names(item, edges)) and _described(items, i, edges) else []
             for i, item in enumerate(items)]
    syntax = sum(full for found in names for _, _, full in found)
    bare = sum(not full for found in names for _, _, full in found)
    if syntax < MIN_ENTRIES:
        return items
    out: list[dict] = []
    level = 0
    numbered: dict[int, int] = {}  # a dotted number's depth -> the level its tagged headings have
    last: tuple[int, ...] = ()  # the last dotted heading's number
    for item, found in zip(items, names):
        if item.get("text_level") and item.get("type") == "text":
            level = item["text_level"]
            if m := _NUMBERED.match(item.get("text") or ""):
                last = tuple(int(n) for n in m.group("number").split("."))
                numbered[len(last)] = level
        x0, y0, x1, y1 = item.get("bbox") or (0, 0, 0, 0)
        lines = max(1, len((item.get("code_body") or item.get("text") or "").split("\n")))
        heads = _headings_within(item, last, numbered)
        for k, name, full in sorted([*found, *heads], key=lambda e: e[0]) if level else ():
            if not full and bare > syntax:
                continue
            top = y0 + (y1 - y0) * k / lines
            box = [x0, top, min(x1, x0 + 7 * len(name)), top + min(y1 - y0, 15)]
            if full is None:  # a numbered heading the code item swallowed: its level, then its entries
                last = tuple(int(n) for n in _NUMBERED.match(name).group("number").split("."))
                level = numbered[len(last)]
                out.append({"type": "text", "text": name, "text_level": level, "page_idx": item["page_idx"], "bbox": box})
                continue
            # the name's own width: a box across the column would read as a centred title
            out.append({"type": "text", "text": name, "text_level": level + 1, "page_idx": item["page_idx"],
                        "bbox": box})
        out.append(item)
    return out


# a numbered heading's line (`3.1.2 Arithmetic Definitions`): a dotted number, a capitalised title
_NUMBERED = re.compile(r"^\s*(?P<number>\d{1,2}(?:\.\d{1,2})+)\s+(?P<title>[A-Z][^.:;]{2,60})$")


def _follows(number: tuple[int, ...], last: tuple[int, ...]) -> bool:
    """number is the next heading's after last: its first child, its next sibling or an ancestor's."""
    return number == last + (1,) or any(number == last[:k] + (last[k] + 1,) for k in range(len(last)))


def _headings_within(item: dict, last: tuple[int, ...], numbered: dict[int, int]) -> list[tuple[int, str, None]]:
    """(line, heading, None) of the numbered headings a code item holds among its lines (a page the
    parser read whole as code, `3.1.2 Arithmetic Definitions` set in among its entries): each must
    follow the heading before it in number, at a depth the tagged headings show (1006)."""
    if item.get("type") != "code":
        return []
    heads = []
    for k, line in enumerate((item.get("code_body") or "").split("\n")):
        if (m := _NUMBERED.match(line)) and last:
            number = tuple(int(n) for n in m.group("number").split("."))
            if _follows(number, last) and len(number) in numbered:
                heads.append((k, line.strip(), None))
                last = number
    return heads
