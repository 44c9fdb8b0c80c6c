"""A reference manual's function entries (pure): each function under a list labelled `Exports` or
`Functions` is printed as its signature (`analyse(Modules, Level) -> OneResult | ...`), in code
type at body size, and is no heading by the page's type. A reader of the tree looks such a function
up by name and arity, as the manual itself names it in its text and its author's bookmarks
(`analyse/2`, `compile/1,2`), so each signature opens a node titled `name/arity`, holding the
signature and what follows it; a C function's prototype (`void *driver_alloc(ErlDrvSizeT size)`)
one titled `driver_alloc()`, as C references name their functions. The nodes stand where the
list's label stands (beside `Exports`, under the module): a module's entries are its functions.

Only inside a labelled list (from the label to the next heading above its level, or at it and as
large), only at the page's left text edge (an example's code is set in), and only the spec form
opening a text or code item or one of its lines, or prototypes opening the item, each alone on
its lines but for a `;` or the description's first sentence: a call in the
prose, a type line (`Options = [option()]`) or a `fun((A) -> B)` inside a result is none."""
from __future__ import annotations

import re

# the labels OTP's and EDoc's reference pages put over a module's functions
LIST_LABELS = {"exports", "functions", "function details", "callback functions", "callbacks"}
# a callback's module is a variable (`Module:do(ModData) -> ...`, `Module:Function(...)`): the
# manual names it with it (`Module:do/1`)
_NAME = re.compile(r"(?:^|(?<=[\s|]))(?:(?P<var>[A-Z][\w@]*:)|[a-z][\w@]*:)?"
                   r"(?P<name>[a-z][\w@]*|'[^'\n]{1,40}'|(?<=:)[A-Z][\w@]*)\(")
# a C prototype's start: its return type (words, `*`), then the function's name and `(`
_PROTOTYPE = re.compile(r"\s*(?!(?:return|else|case|goto|throw|new|delete)\b)"
                        r"(?:(?:const|unsigned|signed|struct|enum|static|inline|extern)\s+)*[A-Za-z_]\w*"
                        r"(?:\s*\*+\s*|\s+)(?P<name>[A-Za-z_]\w*)\(")
_OPEN, _CLOSE = "([{", ")]}"
INDENT = 5  # page units (of 1000) right of the page's text edge: a signature set in from it is an example's
SMALLER = 0.9  # of the label's line height: a heading at its level this much smaller is inside an entry


def _args_end(text: str, start: int) -> int | None:
    """Index just past the `)` closing the bracket opened at text[start - 1], or None."""
    depth = 1
    for k in range(start, min(len(text), start + 400)):
        ch = text[k]
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
            if depth == 0:
                return k + 1
    return None


def _arity(args: str) -> int:
    """Top-level comma-separated arguments of an argument list (without its parentheses)."""
    if not args.strip():
        return 0
    depth, count = 0, 1
    for ch in args:
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif ch == "," and depth == 0:
            count += 1
    return count


def prototypes(text: str) -> list[tuple[int, str]]:
    """(offset, `name()`) of each C prototype that opens text or a line after the one before
    (`void *driver_alloc(ErlDrvSizeT size)`): a return type, the name, the arguments, then nothing
    on their line but a `;`, or the description's first sentence (`Returns the current ...`)."""
    found: list[tuple[int, str]] = []
    at = 0
    while at < len(text):
        m = _PROTOTYPE.match(text, at)
        end = _args_end(text, m.end()) if m else None
        if end is None:
            break
        line_end = text.find("\n", end)
        rest = text[end:line_end if line_end >= 0 else len(text)].strip()
        if rest not in ("", ";") and not (line_end < 0 and rest[:1].isupper()):
            break
        found.append((at, f"{m.group('name')}()"))
        if line_end < 0:
            break
        at = line_end + 1
    return found


def signatures(text: str) -> list[tuple[int, str]]:
    """(offset, `name/arity`) of each spec-form signature in text that opens the text or a line of
    it, or follows an earlier one (lines joined into one text item)."""
    found: list[tuple[int, str]] = []
    for m in _NAME.finditer(text):
        end = _args_end(text, m.end())
        if end is None or not (re.match(r"\s*->", text[end:end + 8]) or _shares_result(text, end, m)):
            continue
        before = text[:m.start()]
        if not found and before.strip() and "\n" not in before[len(before.rstrip(" \t")) - 1:]:
            continue  # neither the text's nor a line's start: a call in prose, a type inside a result
        name = (m.group("var") or "") + m.group("name").strip(chr(39))
        found.append((m.start(), f"{name}/{_arity(text[m.end():end - 1])}"))
    return found


def _shares_result(text: str, end: int, m: re.Match) -> bool:
    """A clause alone on its line over another of the same function that gives the result for
    both (`lookup_mime(ConfigDB,Suffix)` over `lookup_mime(ConfigDB,Suffix,Undefined) -> MimeType`)."""
    line_end = text.find("\n", end)
    return line_end >= 0 and not text[end:line_end].strip() and \
        text[line_end + 1:].lstrip(" \t").startswith(text[m.start():m.end()])


def _entries(text: str) -> list[tuple[int, str]]:
    """The spec-form signatures of an item, else its C prototypes."""
    return signatures(text) or prototypes(text)


def _label(item: dict) -> bool:
    return bool(item.get("text_level")) and " ".join((item.get("text") or "").split()).lower() in LIST_LABELS


def _height(item: dict) -> float:
    box = item.get("bbox") or (0, 0, 0, 0)
    return box[3] - box[1]


def _ends_list(item: dict, label: dict) -> bool:
    """A heading above the label's level, or at it and as large (`SEE ALSO`), ends the list; a
    smaller one at its level is an entry's admonition (`Note:`)."""
    return item["text_level"] < label["text_level"] or \
        item["text_level"] == label["text_level"] and _height(item) >= SMALLER * _height(label)


def _part(item: dict, field: str, text: str) -> dict:
    """A copy of item holding only text (a code item's text and code_body alike)."""
    return {**item, field: text, **({"text": text} if "text" in item else {})}


def _left_edges(items: list[dict]) -> dict[int, float]:
    """Each page's left text edge: where its signatures and descriptions start."""
    edges: dict[int, float] = {}
    for item in items:
        if item.get("type") in ("text", "code") and item.get("bbox"):
            page = item["page_idx"]
            edges[page] = min(edges.get(page, item["bbox"][0]), item["bbox"][0])
    return edges


def function_entries(items: list[dict]) -> list[dict]:
    """items with each function signature inside a labelled function list opening an entry: a
    heading item `name/arity` at the label's level and height, then the signature's part of the
    item. Items outside such lists are the same objects; the list is new where anything split."""
    out: list[dict] = []
    label: dict | None = None
    changed = False
    edges: dict[int, float] | None = None
    for item in items:
        level = item.get("text_level")
        if level and item.get("type") == "text":
            label = item if _label(item) else (None if label is None or _ends_list(item, label) else label)
            out.append(item)
            continue
        field = "code_body" if item.get("type") == "code" else "text" if item.get("type") == "text" else None
        found = _entries(item.get(field) or "") if label is not None and field else []
        if found:
            edges = edges or _left_edges(items)
            if (item.get("bbox") or [0])[0] > edges.get(item["page_idx"], 0) + INDENT:
                found = []  # set in from the entries' edge: a code example inside a description
        if not found:
            out.append(item)
            continue
        changed = True
        text = item[field]
        x0, y0, x1, y1 = item.get("bbox") or (0, 0, 0, 0)
        height = _height(label)
        if text[:found[0][0]].strip():  # the prose before a signature that opens a later line
            out.append(_part(item, field, text[:found[0][0]].strip()))
        for n, (at, title) in enumerate(found):
            end = found[n + 1][0] if n + 1 < len(found) else len(text)
            top = y0 + (y1 - y0) * at / max(1, len(text))
            out.append({"type": "text", "text": title, "text_level": label["text_level"],
                        "page_idx": item["page_idx"], "bbox": [x0, top, x1, top + height]})
            out.append(_part(item, field, text[at:end].strip()))
    return out if changed else items
