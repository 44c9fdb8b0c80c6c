"""A book's content list read in order into exercises and answers (linked in `link`). Pure.

A numbered block is an exercise inside an exercise section (`习题6.2`, `基础篇`), or anywhere when
it asks something (求, 证明, a blank, options) or is followed by an answer marker. An answer is
either inline (`【答案】`, `解：` after the question, as 解析版 handouts print them) or in an
answer-key section (`参考答案`), numbered by lesson and question like the exercises."""
from __future__ import annotations

import logging

from f.common.exercises import numbers as n

log = logging.getLogger(__name__)
SKIP = {"header", "footer", "page_number", "discarded", "aside_text", "page_footnote"}
CANDIDATE_BLOCKS = 4  # blocks a numbered text may run before its answer marker proves it a question
MAX_TEXT = 3000  # characters kept per exercise or answer: a long worked solution is cut, not lost


def _blocks(items: list[dict]):
    """(page, text, is_heading, kind) per readable block; a list's items are blocks of their own."""
    for item in items:
        kind, page = item.get("type"), int(item.get("page_idx") or 0) + 1
        if kind in SKIP:
            continue
        if kind == "list":
            for entry in item.get("list_items") or []:
                if str(entry).strip():
                    yield page, str(entry).strip(), False, "text"
        elif kind in ("text", "equation"):
            text = (item.get("text") or "").strip()
            if text:
                heading = bool(item.get("text_level")) or n.key_title(text) == ""
                yield page, text, heading, kind
        else:
            yield page, "", False, kind  # a figure or table: kept out of the text, ends nothing


class Reader:
    def __init__(self, locate=None, known=None):
        self.locate = locate or (lambda page: None)  # page -> tree node (title, node_id) or None
        self.known = known or (lambda text, page: True)  # is the heading in the tree (no contents line)
        self.exercises: list[dict] = []
        self.answers: list[dict] = []
        self.lesson: str | None = None
        self.seen: set[str] = set()      # lessons met outside a key: a key's headings refer to them
        self.in_exercises = False
        self.group_kind: str | None = None
        self.key: dict | None = None     # {"lesson", "explicit", "page", "id"} inside an answer key
        self.keys = 0
        self.open: dict | None = None    # the exercise or answer the next blocks continue
        self.candidate: dict | None = None  # a numbered block kept until an answer marker proves it

    # -- headings ------------------------------------------------------------------------
    def heading(self, text: str, page: int) -> None:
        self.open = self.candidate = None
        self.group_kind = None
        rest = n.key_title(text)
        lesson = n.lesson_of(text)
        if rest is not None:
            explicit = n.lesson_of(rest)
            self.keys += 1
            self.key = {"lesson": explicit or self.lesson, "explicit": bool(explicit), "page": page,
                        "id": self.keys}
            return
        if self.key is not None:
            if lesson and lesson in self.seen:  # `习题6.2` inside the key: its answers follow
                self.key = {**self.key, "lesson": lesson, "explicit": True}
                return
            if not lesson:
                return  # a heading of the key itself (a chapter name, 第一部分)
            self.key = None  # a new lesson: answers per lesson, and the book goes on
        if lesson and self.known(text, page):  # `题型三 …… 23` on the contents page names no lesson
            self.lesson = lesson
            self.seen.add(lesson)
        self.in_exercises = n.is_exercise_title(text)

    # -- body blocks ---------------------------------------------------------------------
    def block(self, text: str, page: int) -> None:
        if self.key is not None:
            return self._key_block(text, page)
        if n.ANSWER_MARK.match(text) and (self.open or self.candidate):
            exercise = self._promote() if self.candidate else self.open
            if exercise.get("source") != "inline":  # an exercise, not an answer already running
                return self._start_answer(exercise, text, page)
        group = n.group_heading(text)
        if group:
            self.open = self.candidate = None
            self.group_kind = group[1]
            return
        top = n.top_number(text)
        sub = n.sub_number(text) if not top else None
        if self.open and self.open.get("source") == "inline" and not (top and self._new_question(top[0])):
            return self._append(self.open, text)  # the solution goes on, `(1) …` steps included
        if sub and self.open and not self.open.get("source") and self.open.get("style") == "top":
            return self._continue(text, page)  # `(2) …` of the question above
        if top or (sub and self.in_exercises):
            number, body = top or sub
            self._question(number, text, page, asks=bool(n.ASKS.search(body)),
                           style="top" if top else "sub")
            return
        if self.open and not self.open.get("source") and (self.in_exercises or len(text) < 200):
            return self._continue(text, page)  # options `A. … B. …`, a formula, a figure note
        if self.candidate and self.candidate.setdefault("blocks", 1) < CANDIDATE_BLOCKS:
            self.candidate["blocks"] += 1  # a question set out over blocks, its ask still to come
            return self._append(self.candidate, text)
        self.open = self.candidate = None

    def _continue(self, text: str, page: int) -> None:
        question, inline = _split_inline(text, 0)
        self._append(self.open, question)
        if inline:  # `… 则 FH 的长为 【答案】 52`: the answer starts inside the block
            self._start_answer(self.open, inline, page)

    def _new_question(self, number: str) -> bool:
        """A number just after the last question's (a missed one in between allowed) ends a
        running solution; `1.` `2.` steps inside a solution restart lower and do not."""
        last = self.exercises[-1]["number"] if self.exercises else "0"
        return number.isdigit() and last.isdigit() and int(last) < int(number) <= int(last) + 3

    def _question(self, number: str, text: str, page: int, asks: bool, style: str) -> None:
        question, inline = _split_inline(text)
        node = self.locate(page) or {}
        exercise = {"lesson": self.lesson, "number": number, "page": page, "section": node.get("title"),
                    "node_id": node.get("node_id"), "text": question, "group_kind": self.group_kind, "style": style}
        self.open = None
        if self.in_exercises or asks or inline:
            self._add(exercise)
            if inline:
                self._start_answer(exercise, inline, page)
        else:
            self.candidate = exercise

    def _promote(self) -> dict:
        exercise, self.candidate = self.candidate, None
        self._add(exercise)
        return exercise

    def _add(self, exercise: dict) -> None:
        self.exercises.append(exercise)
        self.open = exercise

    def _start_answer(self, exercise: dict, text: str, page: int) -> None:
        answer = {"lesson": exercise["lesson"], "number": exercise["number"], "page": page,
                  "text": text, "source": "inline", "exercise": len(self.exercises) - 1,
                  "marked": text.lstrip().startswith(("【", "["))}
        self.answers.append(answer)
        self.open = answer

    def _append(self, record: dict, text: str) -> None:
        if text and len(record["text"]) < MAX_TEXT:
            record["text"] = (record["text"] + "\n" + text)[:MAX_TEXT]

    # -- answer keys ---------------------------------------------------------------------
    def _key_block(self, text: str, page: int) -> None:
        lesson, rest = n.lesson_and_rest(text)
        if lesson and lesson in self.seen and not n.top_number(text):  # `23.1 (2) 1. B 2. C`
            self.key = {**self.key, "lesson": lesson, "explicit": True}
            text = rest
        for number, body in n.split_answers(text):
            answer = {"lesson": self.key["lesson"], "number": number, "page": page, "text": body,
                      "source": "key", "explicit": self.key["explicit"], "key_page": self.key["page"],
                      "key": self.key["id"]}
            self.answers.append(answer)
            self.open = answer
        if not n.top_number(text) and self.open and self.open.get("source") == "key" and text:
            if not n.split_answers(text):
                self._append(self.open, text)


def _split_inline(text: str, start: int = 2) -> tuple[str, str]:
    """A question block that goes on into its answer (`… 求证：CE=BD． 证明：∵ …`)."""
    m = n.INLINE_ANSWER.search(text, start)
    while m and n.asks_proof(text, m):  # `(1)证明：△ABD∽△CBA；(2)…` is the question's ask
        m = n.INLINE_ANSWER.search(text, m.end())
    if not m:
        return text, ""
    question = text[:m.start()].rstrip()
    if n.sub_number(question) and not n.sub_number(question)[1].strip():
        return "", text.strip()  # `（1）解：…`: the answer's first part, not the question's
    return question, text[m.start():].strip()


def read_book(items: list[dict], locate=None, known=None, reader: Reader | None = None) -> Reader:
    """The book's blocks through `reader` (a Reader by default; a booklet's reads all as a key)."""
    reader = reader or Reader(locate, known)
    for page, text, heading, kind in _blocks(items):
        if kind not in ("text", "equation"):
            continue
        if heading:
            reader.heading(text, page)
        else:
            reader.block(text, page)
    log.debug("read %d exercises, %d answers", len(reader.exercises), len(reader.answers))
    return reader
