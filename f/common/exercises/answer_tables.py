"""Answer tables of an answer file or key: a `题号 | 1 | 2 …` row over an `答案 | A | C …` row
(or `选项`), read into (number, answer) pairs wherever a parser put it: a MinerU table (HTML), a
markdown table in a text block, one text line per row (a PDF text layer), or one block per cell
with boxes (OCR lines, read back into rows by position: OCR's reading order scatters the cells).
A column layout (题号 | 答案 over 1 | A, 2 | C) reads the same. Pure."""
from __future__ import annotations

import html as htmllib
import re

from f.common.textnorm import fold

# The row labels in the languages papers come in (Aufgabe | Lösung, Exercice | Réponse, Q | Answer).
_HEAD = re.compile(r"^\s*(?:题\s*号|题\s*次|小\s*题\s*号?|序\s*号|questions?|no\.?|q\.?|nr\.?|n[°º]\.?|"
                   r"aufgaben?|fragen?|exercices?|domand[ae]|esercizi[o]?|preguntas?)\s*[:：]?\s*", re.IGNORECASE)
_ANSWER = re.compile(r"^\s*(?:答\s*案|选\s*项|正确答案|正确选项|答|answers?|key|solutions?|l(?:ö|o)sung(?:en)?|"
                     r"antworten?|r[ée]ponses?|corrig[ée]s?|soluzion[ei]|rispost[ae]|respuestas?)\s*[:：]?\s*",
                     re.IGNORECASE)
# A choice key's answer: a letter (or two), true/false, a tick or cross, `??` for one not keyed.
_CHOICE = re.compile(r"^(?:[A-Ha-h]{1,4}|[TFVRWJN]|√|×|✓|✗|✔|✘|\?{1,2}|[-–])$")
_NUM = re.compile(r"^\d{1,3}$")
# `Question 2` / `Answer this question on a separate sheet.`: a label and a sentence, no table row
_SENTENCE = re.compile(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}")
_CELL = re.compile(r"<t[dh][^>]*>(.*?)</t[dh]>", re.IGNORECASE | re.S)
_ROW = re.compile(r"<tr[^>]*>(.*?)</tr>", re.IGNORECASE | re.S)


def _clean(cell: str) -> str:
    return " ".join(htmllib.unescape(re.sub(r"<[^>]+>", " ", cell)).split())


def html_rows(body: str) -> list[list[str]]:
    return [[_clean(c) for c in _CELL.findall(row)] for row in _ROW.findall(body or "")]


def markdown_rows(text: str) -> list[list[str]]:
    rows = []
    for line in (text or "").splitlines():
        if line.count("|") >= 2 and not re.fullmatch(r"[\s|:\-]+", line):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


def _is_head(cell: str) -> bool:
    return bool(_HEAD.fullmatch(fold(cell or "")))


def _is_answer(cell: str) -> bool:
    return bool(_ANSWER.fullmatch(fold(cell or "")))


def pairs_from_rows(rows: list[list[str]]) -> list[tuple[str, str]]:
    """(number, answer) from table rows: each 题号 row with the 答案 row after it, or a 题号 |
    答案 header over one row per question."""
    out: list[tuple[str, str]] = []
    for i, row in enumerate(rows):
        if not row:
            continue
        if _is_head(row[0]):
            below = next((r for r in rows[i + 1:i + 3] if r and _is_answer(r[0])), None)
            if below:
                out += [(n.strip(), a.strip()) for n, a in zip(row[1:], below[1:])
                        if _NUM.match(n.strip()) and a.strip()]
    if out:
        return out
    out = _unlabelled_rows(rows)
    if out:
        return out
    for i, row in enumerate(rows):  # columns: 题号 | 答案 header, then 1 | A rows
        if len(row) >= 2 and _is_head(row[0]) and _is_answer(row[1]):
            for r in rows[i + 1:]:
                if len(r) >= 2 and _NUM.match(r[0].strip()) and r[1].strip():
                    out.append((r[0].strip(), r[1].strip()))
                elif len(r) >= 2 and _run(r[0].split()) and len(r[1].split()) == len(r[0].split()) \
                        and all(_CHOICE.match(a) for a in r[1].split()):
                    out += _keyed(r[0].split(), r[1].split())  # a column's cells merged: `1 2 … 30` | `A B ?? …`
    return out


def _run(tokens: list[str]) -> bool:
    """`1 2 3 …` or `11 12 …`: numbers each one more than the last (a key's number row)."""
    return len(tokens) >= 3 and all(_NUM.match(t) for t in tokens) and all(
        int(b) == int(a) + 1 for a, b in zip(tokens, tokens[1:]))


def _keyed(numbers: list[str], answers: list[str]) -> list[tuple[str, str]]:
    """Number and answer paired, but for `??` / `-`: a question the key leaves open has no answer."""
    return [(x, a) for x, a in zip(numbers, answers) if not re.fullmatch(r"\?+|[-–]", a)]


def _unlabelled_rows(rows: list[list[str]]) -> list[tuple[str, str]]:
    """A key table with no 题号/答案 labels, or its cells merged by a parser (`1 2 … 30` over
    `A B ?? …` in two cells): a row of numbers running on over a row of as many choice letters,
    band after band. Letters only, so a table of data (1 2 3 over 4 5 6) is no key."""
    out: list[tuple[str, str]] = []
    for row, below in zip(rows, rows[1:]):
        cells = row[1:] if row and _is_head(row[0]) else row
        numbers = " ".join(cells).split()
        if not _run(numbers):
            continue
        cells = below[1:] if below and _is_answer(below[0]) else below
        answers = [c.strip() for c in cells if c.strip()]
        if len(answers) != len(numbers):
            answers = " ".join(cells).split()
        if len(answers) == len(numbers) and all(_CHOICE.match(a) for a in answers):
            out += _keyed(numbers, answers)
    return out


def _cell_runs(items: list[dict], at: int) -> tuple[list[tuple[str, str]], set[int]]:
    """A key table a parser gave as one text block per cell or per row (no rules to make it a
    table): blocks of numbers running on (`1` `2` … or `1 2 … 8`), then blocks holding as many
    choice letters, band after band; a 题号/答案 (Question/Answer) label block before either is
    read with it."""
    out: list[tuple[str, str]] = []
    used: set[int] = set()
    i = at
    while i < len(items):
        start = i
        if _is_head(items[i].get("text") or "") and items[i].get("type") == "text":
            i += 1
        band = one_line_band(items[i].get("text") or "") if i < len(items) and items[i].get("type") == "text" else None
        if band:  # `1 2 3 4 5 6 B B C B C B`: a band's two rows joined on one line (1084)
            out += band
            used |= {start, i}
            i += 1
            continue
        numbers, taken = [], []
        while i < len(items) and items[i].get("type") == "text" and (items[i].get("text") or "").split() \
                and all(_NUM.match(t) for t in items[i]["text"].split()):
            numbers += items[i]["text"].split()
            taken.append(i)
            i += 1
        if not _run(numbers):
            break
        if i < len(items) and _is_answer(items[i].get("text") or "") and items[i].get("type") == "text":
            taken.append(i)
            i += 1
        answers = []
        while i < len(items) and len(answers) < len(numbers) and items[i].get("type") == "text":
            tokens = (items[i].get("text") or "").split()
            if not tokens or not all(_CHOICE.match(t) for t in tokens):
                break
            answers += tokens
            taken.append(i)
            i += 1
        if len(answers) != len(numbers) or _letters(items, i):
            break  # more letters than numbers: a marks grid's part labels (`3` over `a b c d e`), no key
        out += _keyed(numbers, answers)
        used |= set(taken) | {start}
    return out, used


def one_line_band(text: str) -> list[tuple[str, str]] | None:
    """`1 2 3 4 5 6 B B C B C B`: a key band whose number row and letter row a parser joined into
    one line: k numbers running on, then k capital choice letters (lower case is a marks grid's
    part labels, 0533); None for anything else."""
    tokens = fold(text or "").split()
    k = len(tokens) // 2
    if len(tokens) % 2 or not _run(tokens[:k]) or not all(re.fullmatch(r"[A-H]", t) for t in tokens[k:]):
        return None
    return _keyed(tokens[:k], tokens[k:])


def _letters(items: list[dict], i: int) -> bool:
    """The item at i is a text block of choice letters only (the band's letters run on)."""
    tokens = (items[i].get("text") or "").split() if i < len(items) and items[i].get("type") == "text" else []
    return bool(tokens) and all(_CHOICE.match(t) for t in tokens)


def _line_row(text: str, head: bool) -> list[str] | None:
    """`题号 1 2 3` / `答案 A C B` on one line -> its cells after the label."""
    text = fold(text or "").strip()
    m = (_HEAD if head else _ANSWER).match(text)
    if not m or m.end() == 0:
        return None
    cells = [c for c in re.split(r"[\s|｜]+", text[m.end():]) if c]
    return cells or None


def _mid(box, axis: int) -> float:
    return (box[axis] + box[axis + 2]) / 2


def _grid(items: list[dict], at: int) -> tuple[list[tuple[str, str]], set[int]]:
    """A 题号 cell with a box: the cells of its row to the right, the 答案/选项 cell below it and
    that row's cells, paired by column (nearest centre)."""
    head = items[at]
    page, box = head.get("page_idx"), head["bbox"]
    height = max(4.0, box[3] - box[1])
    near = [(i, it) for i, it in enumerate(items) if it.get("page_idx") == page and it.get("bbox")
            and it.get("type") == "text" and i != at]

    def row_of(anchor_box):
        y = _mid(anchor_box, 1)
        return [(i, it) for i, it in near if abs(_mid(it["bbox"], 1) - y) <= height * 0.6
                and it["bbox"][0] >= anchor_box[2] - 2]

    label = next(((i, it) for i, it in near if _is_answer(it.get("text", ""))
                  and abs(it["bbox"][0] - box[0]) <= height * 2
                  and 0 < _mid(it["bbox"], 1) - _mid(box, 1) <= height * 3), None)
    if label is None:
        return [], set()
    numbers = []
    for i, it in row_of(box):
        tokens = it.get("text", "").split()
        if tokens and all(_NUM.match(t) for t in tokens):
            width = (it["bbox"][2] - it["bbox"][0]) / len(tokens)
            numbers += [(t, it["bbox"][0] + width * (k + 0.5), i) for k, t in enumerate(tokens)]
    answers = [(it.get("text", "").strip(), _mid(it["bbox"], 0), i) for i, it in row_of(label[1]["bbox"])]
    if not numbers or not answers:
        return [], set()
    pitch = min((b[1] - a[1] for a, b in zip(sorted(numbers, key=lambda x: x[1]),
                                              sorted(numbers, key=lambda x: x[1])[1:])), default=height * 3)
    out, used = [], {at, label[0]}
    for number, x, i in sorted(numbers, key=lambda n: int(n[0])):
        best = min(answers, key=lambda a: abs(a[1] - x))
        used.add(i)
        if abs(best[1] - x) <= max(pitch * 0.5, height):
            out.append((number, best[0]))
    used |= {i for _t, _x, i in answers}
    return out, used


def answer_tables(items: list[dict]) -> tuple[dict[int, list[tuple[str, str]]], set[int]]:
    """{item index: [(number, answer)]} for each answer table, and the indices of the items the
    tables were read from (the reader skips them; the pairs stand at the table's first item)."""
    found: dict[int, list[tuple[str, str]]] = {}
    used: set[int] = set()
    for i, item in enumerate(items):
        if i in used:
            continue
        kind = item.get("type")
        if kind == "table":
            pairs = pairs_from_rows(html_rows(item.get("table_body") or ""))
            if pairs:
                found[i] = pairs
                used.add(i)
            continue
        if kind != "text":
            continue
        text = item.get("text") or ""
        if "|" in text and ("题号" in text or "题 号" in text):
            pairs = pairs_from_rows(markdown_rows(text))
            if pairs:
                found[i] = pairs
                used.add(i)
                continue
        runs, cells = _cell_runs(items, i)
        if runs:
            found[i] = runs
            used |= cells
            continue
        if not _HEAD.match(fold(text)):
            continue
        numbers = _line_row(text, head=True)
        if numbers and all(_NUM.match(n) for n in numbers):  # a text row: the answers in the next rows
            below = next(((j, _line_row(items[j].get("text") or "", head=False))
                          for j in range(i + 1, min(i + 4, len(items)))
                          if items[j].get("type") == "text" and _line_row(items[j].get("text") or "", head=False)),
                         None)
            if below and not _SENTENCE.search(items[below[0]].get("text") or ""):
                found[i] = [(n, a) for n, a in zip(numbers, below[1])]
                used |= {i, below[0]}
            continue
        if _is_head(text) and item.get("bbox"):
            pairs, cells = _grid(items, i)
            if pairs:
                found[i] = pairs
                used |= cells
    return found, used
