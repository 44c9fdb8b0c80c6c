"""Questions set out as a table, each row a numbered question: a worksheet laid out as one ruled
table (`Q | Task | Points`, `Nr | Aufgabe`, 题号 | 题目). The header names the columns, so a table of
data or an answer table (`Q | Answer`, read by `answer_tables`) is none. Pure."""
from __future__ import annotations

import re

from f.common.exercises.answer_tables import html_rows
from f.common.textnorm import fold

_NUMBER_HEAD = re.compile(r"^\s*(?:题\s*号|序\s*号|no\.?|nr\.?|n[°º]\.?|q\.?|#|item|numéro|nummer)\s*$", re.IGNORECASE)
_QUESTION_HEAD = re.compile(r"^\s*(?:questions?|tasks?|problems?|exercises?|items?|aufgaben?|fragen?|exercices?|"
                            r"énoncés?|domand[ae]|esercizi[o]?|preguntas?|ejercicios?|题\s*目|试\s*题|问\s*题|题\s*干)"
                            r"\s*$", re.IGNORECASE)
_NUM = re.compile(r"^\d{1,3}\.?$")


def number_head(text: str) -> bool:
    """`Q`, `No.`, `题号`: the head of a table's number column."""
    return bool(_NUMBER_HEAD.match(fold(text or "")))


def question_rows(body: str) -> list[tuple[str, str]]:
    """(number, question) of each row of a question table, in order; [] for any other table."""
    rows = [r for r in html_rows(body) if any(c for c in r)]
    if len(rows) < 3:
        return []
    head = [fold(c) for c in rows[0]]
    qcol = next((k for k, c in enumerate(head) if _QUESTION_HEAD.match(c)), None)
    ncol = next((k for k, c in enumerate(head) if _NUMBER_HEAD.match(c)), 0)
    if qcol is None or qcol == ncol:
        return []
    out = []
    for row in rows[1:]:
        if len(row) <= max(qcol, ncol):
            continue
        number, question = row[ncol].strip().rstrip("."), row[qcol].strip()
        if _NUM.match(number) and question:
            out.append((number, question))
    numbers = [int(x) for x, _q in out]
    if len(out) < 2 or any(b != a + 1 for a, b in zip(numbers, numbers[1:])):
        return []  # numbered rows running on, or no question table
    return out


_POINTS_HEAD = re.compile(r"^\s*(?:points?|marks?|pts\.?|punkte|punti|分值|分数|score)\s*$", re.IGNORECASE)
_LINE_ROW = re.compile(r"^\s*(?P<n>\d{1,3})\.?\s+(?P<q>\S.*?)\s*$", re.S)


def line_question_rows(items: list[dict], at: int) -> tuple[list[tuple[str, str]], set[int]]:
    """The same table as OCR gives it, one text item per header cell (`Q` `Task` `Points`) and one
    per row (`1 Name the process … 2`): the rows whose numbers run on from 1, a points column's
    number cut off the end. ([], set()) unless the header names a number and a question column."""
    def text(k: int) -> str:
        item = items[k] if k < len(items) else {}
        return fold(item.get("text") or "").strip() if item.get("type") == "text" else ""

    if not _NUMBER_HEAD.match(text(at)) or not _QUESTION_HEAD.match(text(at + 1)):
        return [], set()
    k, points = at + 2, False
    if _POINTS_HEAD.match(text(k)):
        k, points = k + 1, True
    rows, used = [], set(range(at, k))
    while k < len(items):
        m = _LINE_ROW.match(text(k))
        if not m or int(m.group("n")) != len(rows) + 1:
            break
        question = re.sub(r"\s+\d{1,2}(?:[.,]\d)?$", "", m.group("q")) if points else m.group("q")
        rows.append((m.group("n"), question))
        used.add(k)
        k += 1
    return (rows, used) if len(rows) >= 2 else ([], set())
