"""A book's content list read in order into exercises and answers (linked in `link`). Pure.

A numbered block is an exercise inside an exercise section (`习题6.2`, `基础篇`), or anywhere when
it asks something (求, 证明, a blank, options) or is followed by an answer marker. An answer is
either inline (`【答案】`, `解：` after the question, as 解析版 handouts print them) or in an
answer-key section (`参考答案`), numbered by lesson and question like the exercises.

An exam paper (a title such as `…中考数学试卷`, a part `卷Ⅰ`, or instructions `注意事项`) is read in
paper mode: its instructions are never exercises, its parts and sections (`一、选择题`) scope its
numbering (each exercise and key answer carries its `scope`), a question is a number that follows
the last one (or starts again at 1 in a new section), and a stray heading a parser made of a
figure label or of a question set large is text. A key's numbers run forward the same way, so a
`1.` step inside a worked solution is no new answer; its answer tables are read (`tables`)."""
from __future__ import annotations

import logging
import re

from f.common.exercises import closing_tags, contents_entries, key_runs, margin_answers, paper, question_tables, restart_headings
from f.common.exercises import numbers as n
from f.common.tree.headings import classify

log = logging.getLogger(__name__)
SKIP = {"header", "footer", "page_number", "discarded", "aside_text", "page_footnote"}
CANDIDATE_BLOCKS = 4  # blocks a numbered text may run before its answer marker proves it a question
NOTE_MAX = 40  # characters of a margin note a parser may join before an exercise's label
_SENTENCE_DONE = re.compile(r"[.?!。？！]$")  # a sentence ends here: a question's text, no margin note
MAX_TEXT = 3000  # characters kept per exercise or answer: a long worked solution is cut, not lost


def _blocks(items: list[dict]):
    """(page, text, is_heading, kind) per readable block; a list's items are blocks of their own;
    an answer table is one block of kind `answers` whose text is its (number, answer) pairs."""
    from f.common.exercises.answer_tables import answer_tables
    from f.common.exercises.columns import reading_order
    from f.common.exercises.question_tables import line_question_rows, question_rows

    tables, used = answer_tables(items)
    folios = _folios(items)
    reclaimed = _reclaimed_footnotes(items)
    line_tables: dict[int, list] = {}
    for at in range(len(items)):  # a question table OCR gave line by line
        if at not in used:
            rows, cells = line_question_rows(items, at)
            if rows:
                line_tables[at] = rows
                used |= cells
    for at, item in reading_order(items):  # a two-column page read column by column
        kind, page = item.get("type"), int(item.get("page_idx") or 0) + 1
        if at in tables:
            yield page, tables[at], False, "answers"
            continue
        for number, question in line_tables.get(at, []):
            yield page, (number, question), False, "question"
        if at in reclaimed:
            kind = "text"
        if kind in SKIP or at in used or at in folios:
            continue
        if kind == "list":
            for entry in item.get("list_items") or []:
                if str(entry).strip():
                    yield page, str(entry).strip(), False, "text"
        elif kind in ("text", "equation"):
            text = (item.get("text") or "").strip()
            if text:
                heading = bool(item.get("text_level")) or n.key_title(text) == "" or n.exercise_title_alone(text)
                yield page, text, heading, kind
        elif kind == "table" and question_rows(item.get("table_body") or ""):
            for number, question in question_rows(item.get("table_body") or ""):
                yield page, (number, question), False, "question"  # a worksheet laid out as a table
        elif kind == "code":  # its text for a key (`Reader.code_answer`), else nothing
            yield page, (item.get("code_body") or item.get("text") or "").strip(), False, kind
        else:
            yield page, "", False, kind  # a figure or table: kept out of the text, ends nothing


# `Solutions:` / `Answers:` alone after an exercise with parts `a)` `b)`: its answers follow by
# part letter, with no number (a plural marker else titles a key: `Answers:` then `1. …`)
_PARTS_MARK = re.compile(r"\s*(?:Solutions|Answers)\s*[:：]\s*")
_LETTERED = re.compile(r"^\s*(?:[（(]\s*[a-h]\s*[）)]|[a-h]\s*[)）])")


def _reclaimed_footnotes(items: list[dict]) -> set[int]:
    """A page's `footnotes` from a line that is an exercise's label alone (`Exercice 20`), or a
    solution's word alone (`Solution`), on: a parser took the page's last lines of body for its
    notes (a footnote never is such a line), so they are read as the body they are."""
    out: set[int] = set()
    page = None
    for at, item in enumerate(items):
        if item.get("type") != "page_footnote":
            continue
        text = (item.get("text") or "").strip()
        if page != item.get("page_idx") and (n.exercise_label_alone(text) or (
                n.label_word_only(text) and text[:1].isupper())):
            page = item.get("page_idx")
        if page == item.get("page_idx"):
            out.add(at)
    return out


def _folios(items: list[dict]) -> set[int]:
    """The items that are page numbers a parser kept as a page's last line (`… the will to
    power.` / `3`): a bare number that is its page's own, or runs on from the page before's or
    into the next's (an exam's forms each number their pages from 1). Else the last answer or
    question of every page ends with it."""
    last: dict[int, tuple[int, int]] = {}  # page -> (item, its number) when the page's last line is bare
    for at, item in enumerate(items):
        if item.get("type") in ("text", "equation") and (item.get("text") or "").strip():
            page, text = int(item.get("page_idx") or 0) + 1, item["text"].strip()
            last.pop(page, None)
            if re.fullmatch(r"\d{1,3}", text):
                last[page] = (at, int(text))
    return {at for page, (at, number) in last.items()
            if number == page or last.get(page - 1, (0, -9))[1] == number - 1
            or last.get(page + 1, (0, -9))[1] == number + 1}


class Reader:
    def __init__(self, locate=None, known=None):
        self.locate = locate or (lambda page: None)  # page -> tree node (title, node_id) or None
        self.known = known or (lambda text, page: True)  # is the heading in the tree (no contents line)
        self.exercises: list[dict] = []
        self.answers: list[dict] = []
        self.lesson: str | None = None
        self.seen: set[str] = set()      # lessons met outside a key: a key's headings refer to them
        self.in_exercises = False
        self.section_start = 0           # how many exercises were read before the exercises title
        self.in_hints = False            # a `Hints` section: its `Exercise 1 …` lines repeat numbers
        self.group_kind: str | None = None
        self.key: dict | None = None     # {"lesson", "explicit", "page", "id"} inside an answer key
        self.keys = 0
        self.open: dict | None = None    # the exercise or answer the next blocks continue
        self.body_at: dict[int, tuple] = {}  # id(exercise) -> (offset, page) where text after its question starts
        self.tagged = 0                  # answers closed by a tag after them (`−→Answer`, closing_tags)
        self.candidate: dict | None = None  # a numbered block kept until an answer marker proves it
        self.pages = 0                   # the book's last page (read_book sets it)
        self.titles: dict[str, str] = {}  # a lesson's title -> its label: a key may print the title alone
        self.grid_page = 0               # the page of a key table's number-column head (`Q`)
        self.group_words: dict[str, tuple] = {}  # `选择` -> (1, '一、选择题'): the paper's sections by word
        self.pending: tuple | None = None  # an unseen lesson heading inside a key, until what follows shows
        self.paper = False               # an exam paper (or its answer file): see the module docstring
        self.part: tuple | None = None   # (ordinal, label) of the paper's part: 卷Ⅰ
        self.group: tuple | None = None  # (ordinal, label) of its section: 一、选择题
        self.instructions: int | None = None  # inside the instructions: the last one's number
        self.last, self.restart = 0, True  # the paper's last question; may numbering start again
        self.asked: set[int] = set()      # the paper's question numbers since numbering began again
        self.key_last, self.key_restart = 0, True  # the same for a key's answers
        self.key_seen: set[int] = set()  # the numbers the key has answered since it began again
        self.key_first: int | None = None
        self.key_steps: int | None = None  # the last numbered step read inside a worked answer
        self.passed: list[dict] = []     # numbered blocks that asked nothing since the last exercise
        self.papers: list[str] = []      # the titles of the papers (or forms of one) read so far
        self.parts_mark: tuple | None = None  # (exercise, text, page) of a `Solutions:` line after it
        self.unproven: dict[str, dict] = {}  # `1.1.` problems that asked nothing: a key may answer them
        self.labelled_last: dict | None = None  # `Exercice 3` read since the last heading, still unanswered
        self.label_answer: dict | None = None  # the answer its `Solution` line opened (inline_solution)
        self.label_mark: tuple = ("", 0)       # that line and its page
        self.restart_words: set[str] = set()  # heading words the exercises restart under (1081)
        self.margin_starts: set[tuple[int, str]] = set()  # (page, text) of unmarked answers back at the margin (1138)

    def lesson_and_rest(self, text: str) -> tuple[str | None, str]:
        """A lesson's label and the rest: the patterns of `numbers`, or a heading word this book's
        exercises restart under (`Chapter 3 Waves`, 1081)."""
        lesson, rest = n.lesson_and_rest(text)
        if lesson is None:
            return restart_headings.restart_lesson(text, self.restart_words) or (None, rest)
        return lesson, rest

    # -- an exam paper's surface ---------------------------------------------------------
    def scope(self) -> list | None:
        """[part, section] ordinals of what is read now (None outside papers and keys' sections)."""
        if not (self.paper or (self.key is not None and (self.part or self.group))):
            return None
        return [self.part[0] if self.part else None, self.group[0] if self.group else None]

    def group_label(self) -> str | None:
        return " ".join(x[1] for x in (self.part, self.group) if x) or None

    def surface(self, text: str, page: int, heading: bool = False) -> bool:
        """A paper's title (noted), instructions, part or section heading (read: True)."""
        if heading and self.instructions is not None and self.key is None and not paper.number(text):
            self.instructions, self.restart = None, True  # a heading ends the instructions (`Part One`)
        if not self.paper and self._front(page) and paper.is_paper_title(text):
            self.paper = True
            self.papers.append(text.strip())
        elif heading and self.paper and self.exercises and self.key is None and paper.is_paper_title(text) \
                and paper.names_key(text):  # `…试卷参考答案（A）` after the questions: the paper's key, in this file (1134)
            self.open = self.candidate = None
            self._open_key("", page)
            return True
        elif heading and self.paper and self.exercises and self.key is None and paper.is_paper_title(text):
            self.part = self.group = None  # a second paper in the file (its own title set large):
            self._new_scope()              # its numbering starts again at 1
            self.papers.append(text.strip())
        elif self.paper and self.key is not None and self.exercises and paper.is_paper_title(text) \
                and not paper.names_key(text) and n.key_title(text) is None:
            self.papers.append(text.strip())
            self.key = None  # the next form of the paper after the last one's key (`Exam, Form: B`)
            self.part = self.group = None
            self._new_scope()
            self.last = 0
            return True
        if self.key is None and paper.instructions(text):
            if self.group is not None and not paper.inline_instructions(text):
                return True  # `一、填空题` then `答题须知：本题答案必须写在…`: the section's note, its questions follow (1135)
            self.paper = True
            self.instructions = paper.inline_instructions(text)
            self.open = self.candidate = None
            return True
        part = paper.part_heading(text)
        if part and (self.paper or "卷" in part[1]):
            self.paper = True
            self.part, self.group = part, None
            self._new_scope()
            rest = paper.after_part(text)  # `Section 3. Fill in …`: its 3 is the part's, not a question
            if paper.number(rest):
                self.block(rest, page)  # `Part A 1. B 2. C`
            else:
                self._go_on(rest, page)
            return True
        group = paper.group_heading(text) or self._bare_group(text)
        if group:
            self.group, self.group_kind = group[:2], group[2]
            if self.key is None:
                self.group_words.setdefault(re.sub(r"^[^、]*、", "", group[1])[:2], group[:2])
            self._new_scope()
            if group[2] and paper.scored(text) and self._front(page):  # `一、选择题（本大题共10小题，每小题3分）`
                self.paper = True
            self._go_on(text, page)
            return True
        return False

    def _bare_group(self, text: str) -> tuple | None:
        """`选择题` alone in a paper or its key (OCR lost its `一、`): the paper's section of that
        word when the paper named it, else the section after the last."""
        word = paper.bare_group(text) if (self.paper or self.key is not None) else None
        if word is None:
            return None
        ordinal, label = self.group_words.get(word[:2]) or ((self.group[0] if self.group else 0) + 1, f"{word}题")
        return ordinal, label, paper.group_kind(word)

    def _front(self, page: int) -> bool:
        """The book's opening, before any lesson or exercise: where a paper says it is one (a
        workbook's 单元测试 in chapter 3 does not make the whole book a paper)."""
        return page <= 2 and not self.seen and not self.exercises

    def _go_on(self, text: str, page: int) -> None:
        """A heading's block that goes on with its first question or answers (OCR, one-line keys)."""
        first = paper.first_question(text)
        if first:
            self.block(first, page)

    def _new_scope(self) -> None:
        self.instructions = None
        self.open = self.candidate = None
        self.restart = self.key_restart = True

    def as_block(self, text: str) -> bool:
        """A heading read as text: in a paper one that starts a question or names no lesson or
        key; in a key one that is an answer (`20、`) or a line of working."""
        if n.labelled_exercise(text) or n.labelled_solution(text) or self.inline_solution(text):
            return True  # `Exercise 2 Foo`, `Solution 6 D)` set large: items, not sections
        if self.key is not None:
            return bool(paper.number(text)) or _working(text)
        if self.in_exercises and self._next_item(text):
            return True  # `2. Oxidationszahlen` under `Aufgaben`: OCR sets a bold item line as a heading
        if not self.paper and self._asked_line(text):
            return True  # a scanned question or its `Answer:` line set large by OCR (1083)
        if not self.paper:
            return False
        return bool(paper.number(text)) or (n.key_title(text) is None and not n.lesson_of(text))

    def _asked_line(self, text: str) -> bool:
        """A heading that is the lesson's next question and asks (`3. What is the period …?`), or
        the `Answer:` line of the question just read: a line OCR set large, no section title
        (a title asks nothing and names no answer)."""
        mark = n.ANSWER_MARK.match(text)  # `Answer: …` with its answer; `Solution` alone may be a table's head
        if mark and text[mark.end():].strip() and (self.open or self.candidate) and not (self.open or {}).get("source"):
            return True
        top = n.top_number(text)
        return bool(top) and self._next_item(text) and bool(n.ASKS.search(top[1]))

    def _due_before_digits(self, text: str) -> tuple[str, str] | None:
        """`3.3/5 的分数单位是（　）`, `1.0.5+0.25=（　）`: the lesson's next question whose text opens
        with a number (a full-width `3．` folded to `3.`), when the number is the one due and the
        rest asks; no `3.3` the book prints as a numbered problem (1084)."""
        m = re.match(r"\s*(\d{1,3})[.．](?=\d)", text)
        if not m or self.key is not None or not self._next_item(f"{m.group(1)}. "):
            return None
        rest = text[m.end():]
        problem = re.match(r"\d{1,3}(?=\s|$)", rest) and f"{m.group(1)}.{rest.split()[0]}" in self._dotted()
        if problem or not n.ASKS.search(n.fold(rest)):
            return None
        return m.group(1), rest

    def inline_solution(self, text: str) -> bool:
        """`Solution` alone on its line right after `Exercice 3` and its question, no heading
        between: that exercise's answer follows, printed in place (a book's running text), not
        a key's title (a key's `Solution` comes after the exercises, under a heading of its own)."""
        return self.key is None and self.labelled_last is not None and n.label_word_only(text) \
            and text.strip()[:1].isupper()  # `answer` in lower case alone: a space to write in (0475)

    def _next_item(self, text: str) -> bool:
        """`1. …` first under an exercises title, or the number after the section's last exercise."""
        top = n.top_number(text)
        if not top or not top[0].isdigit():
            return False
        last = self.exercises[-1]["number"] if len(self.exercises) > self.section_start else "0"
        return last.isdigit() and int(top[0]) == int(last) + 1

    def code_answer(self, text: str) -> bool:
        """A block the parser took for code, in a key, opening with a chapter.exercise number
        the book printed (`9.1 a) \\newcommand…`): that answer, set in monospace."""
        return self.key is not None and bool(n.chapter_answer(text, self._dotted()))

    def _resumes_exercises(self, text: str) -> bool:
        """A key opened inside an exercises section (a `Solution` line, a table's column head)
        and the section's next exercise follows (`2.2` after `2.1`): the exercises go on. A
        key of that section's answers would start again at its first."""
        if not self.in_exercises or self.key.get("explicit") or not self.exercises:
            return False
        key, self.key = self.key, None
        try:
            found = self._chapter_item(text)
        finally:
            self.key = key
        last = self.exercises[-1]
        return bool(found) and found[0] != f"{found[0].split('.')[0]}.1" and last["page"] >= key["page"] - 1

    def _chapter_item(self, text: str) -> tuple[str, str] | None:
        """`2.1 Utiliser …` under `2.11 Exercices`: chapter 2's exercise 1, its number printed
        without a closing dot. Only in the chapter's sequence: `N.1` in a section of chapter N,
        then the number after the last exercise's (one missed allowed)."""
        found = n.chapter_item(text) if self.in_exercises and not self.paper and self.key is None else None
        if not found:
            return None
        chapter, k = (int(x) for x in found[0].split("."))
        if k == 1:
            section = n.lesson_digits(self.lesson).split(".")[0]
            return found if not section.isdigit() or int(section) == chapter else None
        last = self.exercises[-1]["number"] if self.exercises else ""
        before = [f"{chapter}.{j}" for j in (k - 1, k - 2) if j >= 1]
        return found if last in before else None

    def _fits(self, number: int) -> bool:
        """The paper's next question: just after the last (a few missed allowed), or 1 again
        where a part or section begins."""
        return self.last < number <= self.last + 3 or (number == 1 and self.restart) or (
            # one the paper skipped and gives now (a question set beside another, read after the next)
            not self.restart and min(self.asked, default=number) < number < self.last and number not in self.asked)

    def _paper_number(self, text: str) -> tuple[str, str] | None:
        """(number, rest) of a paper's block that starts its next question, else None; the
        instructions' lines are read (and dropped) here."""
        found = paper.number(text)
        if self.instructions is not None:
            if found is None or paper.instruction_like(text) or (
                    found[0] == self.instructions + 1 and (not n.ASKS.search(found[1])
                                                            or paper.to_candidate(found[1]))):
                if found:
                    self.instructions = found[0]
                return None
            self.instructions = None  # a question: numbering starts again after the instructions
            self.restart = True
        if found is None or paper.instruction_like(text) or not self._fits(found[0]):
            return None
        if self.exercises and paper.comma_after_dots(text, self.exercises[-1]["text"]):
            return None
        return str(found[0]), found[1]

    # -- headings ------------------------------------------------------------------------
    def settle(self, text: str, heading: bool) -> None:
        """After a lesson heading the book had not shown, read inside a key at its back: answers
        after it keep the key; an exercise section, a question or body text after it mean the
        key was the last lesson's and the book goes on with that lesson."""
        pending, self.pending = self.pending, None
        if heading:
            goes_on = n.is_exercise_title(text) or not (self.lesson_and_rest(text)[0] or self.titles.get(_title(text)))
        else:
            numbered = n.top_number(text)
            goes_on = not numbered or bool(n.ASKS.search(numbered[1])) and len(n.split_answers(text)) < 2
        if goes_on:
            self.key = None
            self.heading(*pending)

    def heading(self, text: str, page: int) -> None:
        self.open = self.candidate = self.parts_mark = None
        self.labelled_last = None
        self.passed = []
        self.group_kind = None
        self.in_hints = n.is_hints_title(text)
        if self.in_hints:  # hints name exercises (`Exercise 1 This is a hint …`): neither items nor answers
            self.key = None
            return
        rest = n.key_title(text)
        lesson = self.lesson_and_rest(text)[0]
        if self.key is not None and rest is None:
            lesson = lesson or self.titles.get(_title(text))  # `正数和负数` in the key: lesson 1.1
        if rest is not None:
            return self._open_key(rest, page)
        if self.key is not None and rest is None and _back_matter(text):
            self.key = None  # `B. Bibliography`, `C Index`: the book's back matter, no key's heading
            return
        if self.key is not None:
            if lesson and (lesson in self.seen or self._appendix()):  # `习题6.2` in the key: its answers follow
                if lesson not in self.seen:  # the key's, or a new lesson after a last lesson's key?
                    self.pending = (text, page)
                self.key = {**self.key, "lesson": lesson, "explicit": True}
                self.key_reset()
                return
            if not lesson:
                return  # a heading of the key itself (a chapter name, 第一部分)
            self.key = None  # a new lesson: answers per lesson, and the book goes on
        if lesson and self.known(text, page):  # `题型三 …… 23` on the contents page names no lesson
            self._note_lesson(lesson, text)
            self.last, self.restart = 0, True
        self.in_exercises = n.is_exercise_title(text)
        self.section_start = len(self.exercises)

    def _open_key(self, rest: str, page: int) -> None:
        """An answer key begins; `rest` is its title after the key word (a lesson it names, if any)."""
        explicit = n.lesson_of(rest)
        self.keys += 1
        self.key = {"lesson": explicit or self.lesson, "explicit": bool(explicit), "page": page, "id": self.keys}
        self.part = self.group = None  # the key's own sections scope its answers
        self.key_reset()

    def _appendix(self) -> bool:
        """A key at the back of the book, after every exercise read: its lesson headings name
        lessons of the book (printed otherwise than in its body), they never end it."""
        page = (self.key or {}).get("page")
        return bool(page and self.exercises and page >= max(e["page"] for e in self.exercises)
                    and page >= 0.6 * self.pages)

    def _lesson_line(self, text: str, page: int) -> bool:
        """A lesson's title set as body text (a layout tool tagged no heading): `第1课时 单项式`,
        `1.2 有理数` — short, numbered as a lesson, asking nothing, no contents line."""
        lesson, title = n.lesson_and_rest(text)
        if not lesson or len(text) > 30 or n.top_number(text) or n.ASKS.search(text) or self._chapter_item(text) \
                or re.search(r"\d\s*$", text) or not re.search(r"\D\d|^\D", lesson) \
                or not _TITLE.fullmatch(title) or _NOT_TITLE.search(title):  # `2.5 米`, `3.14 是…`
            return False
        self.open = self.candidate = None
        self._note_lesson(lesson, text)
        self.in_exercises = False
        return True

    def _note_lesson(self, lesson: str, text: str) -> None:
        self.lesson = lesson
        self.seen.add(lesson)
        title = _title(n.lesson_and_rest(text)[1])
        if len(title) >= 2:
            self.titles.setdefault(title, lesson)

    # -- body blocks ---------------------------------------------------------------------
    def block(self, text: str, page: int) -> None:
        if self.parts_mark is not None:
            exercise, mark, self.parts_mark = self.parts_mark, self.parts_mark[1], None
            if _LETTERED.match(text) and self.open is exercise[0]:
                return self._start_answer(exercise[0], text, page)  # `Solutions:` `a) −(x+5)…`
            self._block(mark, exercise[2])  # the line was none: read it as any other
        if self.key is None and _PARTS_MARK.fullmatch(text) and self.open and not self.open.get("source"):
            self.parts_mark = (self.open, text, page)  # the exercise's answers by part, if `a)` follows
            return
        self._block(text, page)

    def _block(self, text: str, page: int) -> None:
        solution = n.labelled_solution(text) if self.key is None else None
        if self.in_hints and not solution:
            return
        note = self._label_after_note(text)
        if note:  # the margin note is no text of the exercise before or after it
            return self.block(text[note:], page)
        cut = n.inner_exercise(text) or n.trailing_label(text)
        if cut:  # `Exercice 1. … Exercice 2. …`: two run-in exercises a parser joined into one block
            # (or OCR joined `Exercice 3` alone on its line to the end of the line above)
            self.block(text[:cut].rstrip(), page)
            return self.block(text[cut:], page)
        self.in_hints = False
        if self.key is None and self._closing(text, page):
            return
        if self.key is None and (page, text) in self.margin_starts and self._margin_answer(text, page):
            return
        if solution and self._solves_open(solution, page):
            return
        renamed = self._renamed_solution(text)
        if renamed and self._solves_open(renamed, page):
            return  # `Fancy name 11.` right after `Exercise 11.`: its solution under another name
        if self.inline_solution(text):  # `Exercice 3` … `Solution` …: its answer in place
            exercise, self.labelled_last = self.labelled_last, None
            if exercise is self.candidate:
                self._promote()
            self._start_answer(exercise, "", page)
            self.label_answer, self.label_mark = self.open, (text, page)
            return
        if self.open is not None and self.open is self.label_answer and not self.open["text"] \
                and n.labelled_exercise(text):
            return self._restate_after_mark(text, page)
        if self.key is None and contents_entries.contents_line(text):
            self.open = self.candidate = None  # `1.4. Et le bon … . . . 13`: the contents name a section
            return
        if solution:  # `Solution 1` after the exercises, under no key title: a key begins
            self.keys += 1
            self.key = {"lesson": self.lesson, "explicit": False, "page": page, "id": self.keys}
            self.key_reset()
        if self.key is not None and (self._resumes_exercises(text) or self._new_exercise_in_key(text)):
            self.key = None  # `Solution` was a table's column head among the exercises, no key
            self.open = None
        if self.key is not None:
            return self._key_block(text, page)
        if not self.paper and self._front(page) and paper.marked_first(text):
            self.paper = True  # `1. ( 30 分) …` opening the book: a paper, though its title said nothing
        if not self.paper and self._lesson_line(text, page):
            return
        if self.paper and self.instructions is None:
            start = paper.number(text)
            cut = paper.inner_question(text, (start[0] if start and self._fits(start[0]) else self.last) + 1)
            if cut:  # OCR joined a line's tail and the next question (`…的中位数是13.（4分）如图…`)
                self.block(text[:cut].rstrip(), page)
                return self.block(text[cut:], page)
        if n.ANSWER_MARK.match(text) and (self.open or self.candidate) \
                and not (self.paper and _ANSWER_BLANK.fullmatch(text)):  # the student's `Answer:` line
            exercise = self._promote() if self.candidate else self.open
            if exercise.get("source") != "inline" and _proof_asked(exercise["text"], text):
                self.open = exercise  # `7. 设函数…可导.` then `证明: 存在 ξ…`: its ask, not its answer (1137)
                return self._continue(text, page)
            if exercise.get("source") != "inline":  # an exercise, not an answer already running
                return self._start_answer(exercise, text, page)
        group = n.group_heading(text)
        if group:
            self.open = self.candidate = None
            self.group_kind = group[1]
            return
        if self.paper and self.instructions is None and self.exercises and paper.subtitle(text):
            self.open = self.candidate = None  # `Some other questions`: a run of its own, from 1 again
            self.restart = True
            return
        labelled = n.labelled_exercise(text) or self._reversed_label(text)
        top = (self._paper_number(text) if self.paper else n.top_number(text) or self._due_before_digits(text)) \
            or labelled or self._chapter_item(text)
        if self.paper and top is None and (self.instructions is not None or (
                paper.number(text) and paper.instruction_like(text))):
            return  # the candidates' instructions
        if top and not labelled and self._point_of_chapter_item(top[0]):
            top = None  # `1. …` under exercise 2.3 of `2.11 Exercices`: its point, or a footnote
        if top and not labelled and self.labelled_last is not None and self.key is None and not self.paper:
            return self._append(self.labelled_last, text)  # `1. …` under `Exercice 20`: its point or a footnote
        sub = n.sub_number(text) if not top else None
        # after `Solution` alone only the next labelled exercise ends the answer: its code's
        # numbered lines (`2 \\def…`) and footnotes (`3. En réalité…`) are its text
        ends = labelled if self.open is not None and self.open is self.label_answer else top and self._new_question(top[0])
        if self.open and self.open.get("source") == "inline" and not ends:
            return self._append(self.open, text)  # the solution goes on, `(1) …` steps included
        if sub and self.open and not self.open.get("source") and self.open.get("style") == "top":
            return self._continue(text, page)  # `(2) …` of the question above
        if top or (sub and self.in_exercises):
            number, body = top or sub
            style = "top" if top else "sub"
            if top and not labelled and n.chapter_item(text) and not n.top_number(text):
                style = "chapter"  # `2.1 Utiliser …` (Reader._chapter_item)
            self._question(number, text, page, asks=self.paper or bool(labelled) or bool(n.ASKS.search(body)),
                           style=style)
            # `36. Exercise` (the number first) numbers as the plain items do: a `2.` after it is the next
            self.labelled_last = self.exercises[-1] if labelled and self.open is self.exercises[-1] \
                and not n.reversed_label(text) else None
            return
        if self.open and not self.open.get("source") and (self.in_exercises or self.paper or len(text) < 200
                                                          or (self.tagged and self.open is self.labelled_last)):
            return self._continue(text, page)  # options `A. … B. …`, a formula, a figure note
        if self.candidate and self.candidate.setdefault("blocks", 1) < CANDIDATE_BLOCKS:
            self.candidate["blocks"] += 1  # a question set out over blocks, its ask still to come
            return self._append(self.candidate, text)
        self.open = self.candidate = None

    def _restate_after_mark(self, text: str, page: int) -> None:
        """`Corrigé` then `Exercice 1` restated: the word was a key's title, not the last
        exercise's answer starting in place; its answers follow under the restated labels."""
        self.answers.remove(self.open)
        self.open = self.label_answer = None
        self.heading(*self.label_mark)
        self.block(text, page)

    def _solves_open(self, solution: tuple[str, str], page: int) -> bool:
        """`Solution 3` right after exercise 3 (solutions printed in place): its inline answer."""
        # the exercise its number names: a numbered line read before it (a running header
        # `17. Filling in the Blanks`) may still wait as a candidate over the open exercise
        exercise = next((e for e in (self.candidate, self.open)
                         if e and not e.get("source") and e.get("number") == solution[0]), None)
        if exercise is None:
            return False
        if exercise is self.candidate:
            exercise = self._promote()
        self._start_answer(exercise, solution[1].strip(), page)
        return True

    def _reversed_label(self, text: str) -> tuple[str, str] | None:
        """`36. Exercise` in a document whose exercises were labelled `Exercise N.` so far (a manual
        showing its heading styles), numbered after the last: that exercise's label. Alone, or
        first, `1. Exercise` is an item titled by the word (0591), read as before (0832)."""
        number = n.reversed_label(text)
        last = self.exercises[-1] if self.exercises else None
        if not number or self.paper or last is None or not last["number"].isdigit() \
                or int(number) <= int(last["number"]) \
                or not (n.labelled_exercise(last["text"]) or n.reversed_label(last["text"].split("\n")[0])):
            return None
        return number, ""

    def _label_after_note(self, text: str) -> int | None:
        """Where the next exercise's label, alone at a block's end, starts after a short margin note
        the parser joined on its row (`ID: nice!; not tagged Exercise 19.`): only the number after
        the last exercise read, only after a note of a few words (0832). A finished sentence before
        the label is no note but the question before it (`… 2x + 7 = 15. Exercice 3`, 0929)."""
        last = self.exercises[-1]["number"] if self.exercises else ""
        if self.key is not None or not last.isdigit() or len(text) > NOTE_MAX + 20 or n.labelled_exercise(text):
            return None
        for m in re.finditer(r"\s+", text[:NOTE_MAX + 1]):
            if _SENTENCE_DONE.search(text[:m.start()]):
                continue
            found = n.labelled_exercise(text[m.end():])
            if found and not found[1].strip() and found[0] == str(int(last) + 1):
                return m.end()
        return None

    def _renamed_solution(self, text: str) -> tuple[str, str] | None:
        """`Fancy name 11.` alone on its line right after the labelled `Exercise 11.`: a label of
        one to three words ending in the waiting exercise's number is its solution's own name (a
        class lets each solution be renamed). Only outside keys and papers, only for the exercise
        just labelled, and never an exercise's own label (0831)."""
        exercise = self.labelled_last
        if self.key is not None or self.paper or exercise is None or exercise is not self.open \
                or n.labelled_exercise(text):
            return None
        m = _RENAMED_LABEL.fullmatch(text)
        return (m.group(1), "") if m and m.group(1) == exercise["number"] else None

    def _new_exercise_in_key(self, text: str) -> bool:
        """A key opened by a bare `Solution 9.` under no title (a manual printing an example of its
        solutions list) and then a labelled exercise no exercise read so far carries (`Exercise 18.`):
        the key was an example, the exercises go on. A key restating its exercises names numbers
        already read (0831)."""
        if self.key.get("explicit") or self.key.get("page") is None or self.paper or not self.exercises:
            return False  # (a separate booklet's key has no page in the book: it is all key)
        label = n.labelled_exercise(text)
        return bool(label) and not any(e["number"] == label[0] for e in self.exercises)

    def _closing(self, text: str, page: int) -> bool:
        """A tag closing the answer before it (`−→Answer`): the open exercise's text after its
        question's block is its answer; a lone `Q.E.D.` while a question waits is no text."""
        exercise = self.open
        waiting = exercise is not None and not exercise.get("source")
        if closing_tags.proof_end(text) and waiting and id(exercise) not in self.body_at:
            return True
        if not closing_tags.closing_tag(text):
            return False
        if waiting and id(exercise) in self.body_at:
            self._answer_body(exercise)
            self.tagged += 1
            self.open = None
        return True

    def _answer_body(self, exercise: dict) -> None:
        offset, page = self.body_at.pop(id(exercise))
        answer = exercise["text"][offset:].strip()
        exercise["text"] = exercise["text"][:offset].rstrip()
        open_before = self.open
        self._start_answer(exercise, answer, page)
        self.answers[-1]["exercise"] = next(i for i, e in enumerate(self.exercises) if e is exercise)
        self.open = open_before

    def untagged_answers(self) -> None:
        """In a document whose answers are closed by tags, a labelled question that asks and
        goes on in prose with no tag after it (the parser's order moved it): that prose answers."""
        if self.tagged < 2:
            return
        answered = {a["exercise"] for a in self.answers if a.get("source") == "inline"}
        for at, exercise in enumerate(self.exercises):
            if id(exercise) in self.body_at and at not in answered \
                    and closing_tags.asks(exercise["text"][:self.body_at[id(exercise)][0]]):
                self._answer_body(exercise)

    def _continue(self, text: str, page: int) -> None:
        self.body_at.setdefault(id(self.open), (len(self.open["text"]), page))
        question, inline = _split_inline(text, 0)
        self._append(self.open, question)
        self._letter_in_blank(question, page)
        if inline:  # `… 则 FH 的长为 【答案】 52`: the answer starts inside the block
            self._start_answer(self.open, inline, page)

    def _margin_answer(self, text: str, page: int) -> bool:
        """The block back at the margin after the last labelled exercise's indented question
        (margin_answers): that exercise's answer, unmarked, starts here (1138)."""
        exercise = self.open if self.open and not self.open.get("source") else self.labelled_last
        last = len(self.exercises) - 1
        if exercise is None or not self.exercises or exercise is not self.exercises[-1] \
                or any(a.get("exercise") == last for a in self.answers):
            return False
        self.candidate = None
        self._start_answer(exercise, text, page)
        self.labelled_last = None
        self.label_answer = self.open  # as after `Solution` alone: only the next labelled exercise ends it
        return True

    def _letter_in_blank(self, text: str, page: int) -> None:
        """A choice question's blank filled in place (`…的结果是· · ·( C )`): its answer, that letter,
        read beside the question (which goes on with its options); an answer marked later outranks it (1136)."""
        exercise = self.open
        if self.key is not None or not exercise or exercise.get("source") or exercise.get("group_kind") != "choice" \
                or any(a.get("exercise") == len(self.exercises) - 1 for a in self.answers[-1:]):
            return
        m = n.LETTER_IN_BLANK.search(text)
        if m and exercise is self.exercises[-1]:
            self.answers.append({"lesson": exercise["lesson"], "number": exercise["number"], "page": page,
                                 "text": m.group(1), "source": "inline",
                                 "exercise": len(self.exercises) - 1, "marked": False})

    def _new_question(self, number: str) -> bool:
        """A number just after the last question's (a missed one in between allowed) ends a
        running solution; `1.` `2.` steps inside a solution restart lower and do not. The same
        for chapter.exercise numbers within one chapter (`2.2` after `2.1`)."""
        last = self.exercises[-1]["number"] if self.exercises else "0"
        if "." in number and "." in last and number.split(".")[0] == last.split(".")[0]:
            number, last = number.split(".", 1)[1], last.split(".", 1)[1]
        return number.isdigit() and last.isdigit() and int(last) < int(number) <= int(last) + 3

    def _point_of_chapter_item(self, number: str) -> bool:
        """A plain `1.` while the exercises of this chapter's exercises section are numbered
        `2.1` `2.2`: a numbered point of the exercise (or a footnote the parser kept), no new one."""
        last = self.exercises[-1] if self.exercises else None
        return bool(self.in_exercises and number.isdigit() and last and last.get("style") == "chapter"
                    and last["lesson"] == self.lesson)

    def _question(self, number: str, text: str, page: int, asks: bool, style: str) -> None:
        question, inline = _split_inline(text)
        node = self.locate(page) or {}
        if self.paper and style == "top":
            if self.restart:
                self.asked, self.last = set(), 0
            self.asked.add(int(number))
            self.last, self.restart = max(self.last, int(number)), False
        exercise = {"lesson": self.lesson, "number": number, "page": page, "section": node.get("title"),
                    "node_id": node.get("node_id"), "text": question, "group_kind": self.group_kind, "style": style,
                    "group": self.group_label(), "scope": self.scope(), "paper": len(self.papers) - 1}
        self.open = None
        if self.in_exercises or asks or inline:
            self._add(exercise)
            self._letter_in_blank(question, page)
            if inline:
                self._start_answer(exercise, inline, page)
        else:
            self.candidate = exercise
            if "." in number:  # `1.1. y = tan x` under `Differentiate`: proven if the key answers 1.1
                self.unproven[number] = exercise
            elif style == "top" and not self.paper:
                self.passed.append(exercise)

    def _promote(self) -> dict:
        exercise, self.candidate = self.candidate, None
        self._add(exercise)
        return exercise

    def _add(self, exercise: dict) -> None:
        self.exercises.extend(self._run_before(exercise))
        self.exercises.append(exercise)
        self.open = exercise

    def _run_before(self, exercise: dict) -> list[dict]:
        """The numbered blocks that asked nothing between the last exercise and this one, when the
        numbering runs through them (`1. y = arcsin(x)`, `2. Find …`, `3. y = cos x`, `4. Find …`
        on a problem sheet): items of the same list, so exercises too."""
        passed, self.passed = [c for c in self.passed if c is not exercise], []
        number = exercise["number"]
        if exercise.get("style") != "top" or not number.isdigit():
            return []
        run: list[dict] = []
        for candidate in reversed(passed):
            if candidate["number"] != str(int(number) - 1 - len(run)) \
                    or candidate["lesson"] != exercise["lesson"]:
                break
            run.insert(0, candidate)
        if not run:
            return []
        last = self.exercises[-1] if self.exercises else None
        before = int(last["number"]) if last and last["number"].isdigit() and last["lesson"] == exercise["lesson"] \
            and last.get("style") == "top" else 0
        return run if int(run[0]["number"]) == before + 1 else []

    def _start_answer(self, exercise: dict, text: str, page: int) -> None:
        answer = {"lesson": exercise["lesson"], "number": exercise["number"], "page": page,
                  "text": text, "source": "inline", "exercise": len(self.exercises) - 1,
                  "marked": text.lstrip().startswith(("【", "[")) or bool(_NAMED_ANSWER.match(text))}
        self.answers.append(answer)
        self.open = answer

    def _append(self, record: dict, text: str) -> None:
        if text and len(record["text"]) < MAX_TEXT:
            record["text"] = (record["text"] + "\n" + text if record["text"] else text)[:MAX_TEXT]

    # -- answer keys ---------------------------------------------------------------------
    def _key_block(self, text: str, page: int) -> None:
        if paper.subtitle(text) and self.answers:  # `Some other questions`: numbering starts again
            self.key_reset()
            self.open = None
            return
        cut = n.inner_solution(text) or n.inner_exercise(text)
        if cut:  # two labelled solutions (or restated exercises) a parser joined into one block: each its own
            self._key_block(text[:cut].rstrip(), page)
            return self._key_block(text[cut:], page)
        inside = key_runs.lesson_inside(text, self.seen) if self._appendix() else None
        if inside:  # `…6.振动第2课 1-5 ABCBA`: two lessons' key lines joined, each its own (1079)
            self._key_block(text[:inside].rstrip(), page)
            return self._key_block(text[inside:], page)
        solution = n.labelled_solution(text) or n.chapter_answer(text, self._dotted()) or self._restated(text)
        if solution:  # `Solution 1.1.1 …`, `2.1 Let p …`: the label names its exercise
            unproven = self.unproven.pop(solution[0], None)
            if unproven is not None and not any(e is unproven or e["number"] == solution[0] for e in self.exercises):
                self.exercises.append(unproven)  # the book answers it: it was an exercise
            self._key_answer(solution[0], solution[1], page)
            self.open["labelled"] = True
            return
        lesson, rest = self.lesson_and_rest(text)
        bare = self._bare_answer(text) if not _TITLE.fullmatch(rest) else []
        if bare:  # `1 A number with two divisors.`: answer 1, though a section `1 Exercises` named lesson 1
            return self._key_answer(*bare[0], page)
        if lesson and lesson not in self.seen and self.key.get("explicit") and key_runs.answer_not_lesson(
                lesson, rest, self.key_last, self.key.get("lesson"), self.seen):
            lesson, rest = None, text  # `2.5 3.>` under 第一章: answers 2 and 3, no section 2.5 (1076)
        if not lesson and len(text) <= 30 and _title(text) in self.titles:  # a lesson's title alone
            lesson, rest = self.titles[_title(text)], ""
        if lesson and (lesson in self.seen or self._appendix() and len(text) <= 30 and not lesson.isdigit()) \
                and not n.top_number(text):  # `23.1 (2) 1. B 2. C`, `1.2 有理数` (its title alone);
            # a bare `3` the body never named is a page number or a line of working (`1 + tan²x`)
            self.key = {**self.key, "lesson": lesson, "explicit": True}
            self.key_reset()
            self.open = None
            text = rest.lstrip(":： ")  # `第2单元：1 A；…`: the colon after the lesson named (1084)
        text = key_runs.letter_run(text) or text  # `1-5 ACCDD`: answers 1-5 in one run (1079)
        label = n.labelled_exercise(text) if self.paper else None
        if label and label[0].isdigit():  # `ESERCIZIO 1.` in a paper's answer file: that question
            self.key_reset()  # restated (below or after the label), its answer with it
            return self._key_answer(label[0], label[1].strip(), page)
        if self._grid_number(text, page):  # `1` alone, its answer the next cell
            self.key_last = int(text)
            self.key_seen.add(self.key_last)
            return self._key_answer(text.strip(), "", page)
        found = self._key_answers(text)
        for number, body in found:
            self._key_answer(number, body, page)
        if not found and self.open and self.open.get("source") == "key" and text:
            self._append(self.open, text)

    def _grid_number(self, text: str, page: int) -> bool:
        """A key table OCR gave cell by cell (`Q` `Answer` `1` `Transpiration.` `2` …): after the
        number column's head on this page, a bare number that is the key's next answer."""
        text = text.strip()
        if question_tables.number_head(text):
            self.grid_page = page
            return False
        return self.grid_page == page and text.isdigit() and int(text) == self.key_last + 1 \
            and text in {e["number"] for e in self.exercises}

    def _restated(self, text: str) -> tuple[str, str] | None:
        """`Exercice 2` (`Exercise 2. x = 4`) inside a key (`Corrigé`): the key names the exercise
        by its own label, as the sheet did; its answer is what follows. Only outside papers (a
        paper's answer file restates whole questions, linked by their text) and for an exercise
        the book has (not yet answered by this key)."""
        label = n.labelled_exercise(text)
        if not label or self.paper or label[0] not in {e["number"] for e in self.exercises} \
                or label[0] in {a["number"] for a in self.answers if a.get("key") == self.key.get("id")}:
            return None
        return label[0], n.strip_apparatus(label[1])

    def _bare_answer(self, text: str) -> list[tuple[str, str]]:
        """`3 Let p = …` in an English solutions section: the answer to 3 when 3 is an exercise of
        the book the key has not answered yet and is due (after its last, or one it skipped)."""
        m = n.BARE_ANSWER.match(text)
        if not m or self.paper:
            return []
        number = int(m.group("n"))
        asked = {e["number"] for e in self.exercises if e.get("lesson") == self.key.get("lesson")
                 or not self.key.get("explicit")}
        if str(number) not in asked or number in self.key_seen or not (
                number > self.key_last or number in self._key_wanted()):
            return []
        self.key_seen.add(number)
        self.key_first = self.key_first or number
        self.key_last, self.key_restart = max(self.key_last, number), False
        return [(str(number), text[m.end():])]

    def _dotted(self) -> set[str]:
        """The chapter.problem numbers (`2.1`) the book printed as exercises or unproven problems."""
        return {e["number"] for e in self.exercises if "." in e["number"]} | set(self.unproven)

    def key_reset(self) -> None:
        self.key_last, self.key_restart, self.key_seen, self.key_first = 0, True, set(), None
        self.key_steps = None

    def _key_wanted(self) -> set[int]:
        """Numbers a key may go on with: the next two, and those it skipped (a parser that read
        a fraction's lines out of order put answer 17 before 15 and 16)."""
        # a key read from 2 or 3 (a parser that put the last answer of a column first) may still
        # give the ones before it
        first = 1 if (self.key_first or 1) <= 3 else self.key_first
        skipped = {k for k in range(first, self.key_last) if k not in self.key_seen}
        return skipped | {self.key_last + 1, self.key_last + 2}

    def _key_answers(self, text: str) -> list[tuple[str, str]]:
        """The answers a key's block starts: numbers that run on from the key's last one or fill
        a gap it left (a `1.` step inside a worked answer is its text), or a run of them
        starting again; `13.1` is answer 13 = 1 when 13 is wanted."""
        opened = self.open if self.open and self.open.get("source") == "key" else {}
        if opened.get("labelled") and "." in opened["number"] and paper.number(text):
            return []  # `1.` `2.` under answer `2.2` (a key labelled chapter.exercise): its points
        wanted = self._key_wanted()
        working = bool(self.open and self.open.get("source") == "key" and _WORKED.search(self.open.get("text") or ""))
        decimal = not (working and paper.quantity(text.lstrip()))  # `= 2.96 × 103m` of a worked answer
        first = paper.number(text) or next(
            (d for d in (paper.due_decimal(text, k) for k in sorted(wanted)) if d and decimal), None)
        if first and re.fullmatch(r"\s*\d{1,3}\s*[，,]\s*", text) and first[0] not in wanted:
            first = None  # `21,` alone: a piece of working OCR read apart (`x = 21,`), not answer 21
        if first is None and self.open and self.open.get("labelled"):
            return []  # `Solution 1` … `ends in 2.`: labelled answers say where the next begins
        if first is None:  # the end of one answer joined to the next: `5 15.1 或2`
            near = [k for k in sorted(wanted) if k >= self.key_last - 3]
            m = min((m for m in (re.search(rf"(?<=\s){k}\s*[.．、]", text) for k in near)
                     if m and not (working and paper.quantity(text, m.start()))),  # `… = 1.84 × 1019kg`
                    key=lambda m: m.start(), default=None)
            if m is None or _PROSE.search(text[:m.start()]):
                return []  # `… the last is 14. The quick …`: a sentence that names a number
            if self.open and self.open.get("source") == "key":
                self._append(self.open, text[:m.start()].strip())
            first = (int(m.group(0).rstrip(".．、 ")), text[m.end():])
        found = n.split_answers(f"{first[0]}. {first[1]}")
        fresh = first[0] not in self.key_seen and (
            self.key_last < first[0] <= self.key_last + 10 or first[0] in wanted)
        if fresh and self.key_steps is not None and first[0] == self.key_steps + 1 \
                and not _ANSWER_START.match(first[1]):
            fresh = False  # `2. 代入得…` after a worked answer's `1. …` step: its next step
        short = not (self.open and _WORKED.search(self.open.get("text") or ""))  # a key of short answers
        if not (fresh or self.key_restart or len(found) >= (2 if short else 3)):
            if self.open and self.open.get("source") == "key":
                self.key_steps = first[0]
            return []
        self.key_steps = None
        if first[0] in self.key_seen:  # numbering starts again (a new section or part)
            self.key_seen, self.key_first = set(), None
        numbers = [int(x) for x, _body in found]
        self.key_seen |= set(numbers)
        self.key_first = self.key_first or numbers[0]
        self.key_last, self.key_restart = max(self.key_last, numbers[-1]) if fresh else numbers[-1], False
        return found

    def _key_answer(self, number: str, body: str, page: int) -> None:
        answer = {"lesson": self.key["lesson"], "number": number, "page": page, "text": body,
                  "source": "key", "explicit": self.key["explicit"], "key_page": self.key["page"],
                  "key": self.key["id"], "group": self.group_label(), "scope": self.scope()}
        self.answers.append(answer)
        self.open = answer

    def table_question(self, number: str, question: str, page: int) -> None:
        """A row of a question table (`3 | Convert 2.5 km into metres. | 1`): its header said the
        column holds questions, so the row is one whether or not its words ask."""
        if self.key is not None:
            return  # a table inside a key is its answers' (read by answer_tables) or its own
        self.open = self.candidate = None
        self._question(number, f"{number}. {question}", page, asks=True, style="top")

    def table(self, pairs: list[tuple[str, str]], page: int) -> None:
        """An answer table (题号 | 1 | 2 … over 答案 | A | C …): a key of its own where none is open."""
        if self.key is None:
            self.keys += 1
            self.key = {"lesson": self.lesson, "explicit": False, "page": page, "id": self.keys}
        for number, answer in pairs:
            self._key_answer(number.lstrip("0") or "0", answer, page)
        numbers = [int(x) for x, _a in pairs if x.isdigit()]
        self.key_seen |= set(numbers)
        self.key_first = self.key_first or min(numbers, default=None)
        self.key_last = max([self.key_last, *numbers])
        self.key_restart = False
        self.open = None


# `Answer:` with nothing after it (or a rule to write on) in a paper: where the student answers
def _back_matter(text: str) -> bool:
    """A back-matter title (`Bibliography`, `Index`, `参考文献`), an appendix's letter before it
    or not (`B. Bibliography`): it ends the key before it (0833)."""
    return classify(re.sub(r"^\s*[A-H]\s*[.．]?\s+", "", text)).kind == "book"


# `Answer: 2000 N`, `答案：…` printed under its question: the answer named as such, as sure as a
# `【答案】` (a fuller copy in a back appendix does not outrank it, 1082); `解：` is working, not so
_NAMED_ANSWER = re.compile(r"\s*(?:Answer|答案)\s*[:：]")


# `Fancy name 11.`: one to three words, the first capitalised, then a number and its dot
_RENAMED_LABEL = re.compile(r"\s*[A-Z][A-Za-z]*(?:\s+[A-Za-z]+){0,2}\s+(\d{1,3})\.\s*")
_ANSWER_BLANK = re.compile(r"\s*(?:Answers?|Solution)\s*[:：]\s*[_.\s]*")


def _split_inline(text: str, start: int = 2) -> tuple[str, str]:
    """A question block that goes on into its answer (`… 求证：CE=BD． 证明：∵ …`)."""
    m = n.INLINE_ANSWER.search(text, start)
    # `(1)证明：△ABD∽△CBA；(2)…` is the question's ask, and so is `证明：` after premises only (1137)
    while m and (n.asks_proof(text, m) or _proof_asked(text[:m.start()], text[m.start():])):
        m = n.INLINE_ANSWER.search(text, m.end())
    if not m:
        return text, ""
    question = text[:m.start()].rstrip()
    if n.sub_number(question) and not n.sub_number(question)[1].strip():
        return "", text.strip()  # `（1）解：…`: the answer's first part, not the question's
    return question, text[m.start():].strip()


# How a key's answer opens (a numbered step of working does not): 【答案】, （4 分）, 解：, a letter.
_ANSWER_START = re.compile(r"\s*(?:[【\[]|[（(]\s*\d+\s*分|解\s*[：:]|证明\s*[：:]|[A-D](?![A-Za-z])|$)")
# A lesson's title: words, two or more, no sentence (是, punctuation), no working (digits, operators).
_TITLE = re.compile(r"(?:[\u4e00-\u9fff（）()·、\s]|[A-Za-z]){2,24}")
_NOT_TITLE = re.compile(r"是|[，。；：,;:=+×÷<>]")


def _proof_asked(question: str, text: str) -> bool:
    """`证明: 存在 ξ ∈ (0, 1) 使得 …` after a question that has stated only its premises (asks
    nothing yet): what to prove, the question's ask; `证明: ∵ …` (reasoning) or a question that
    asked already is answered by it (1137)."""
    mark = re.match(r"\s*证明\s*[：:]", text)
    if not mark:
        return False
    top = n.top_number(question)
    body = top[1] if top else question
    return not n.ASKS.search(body) and not n.REASONING.search(text[mark.end():][:40])


def _title(text: str) -> str:
    """A lesson title compared as printed anywhere: no spaces, brackets or punctuation."""
    return re.sub(r"[\s()（）【】\[\]、，。：:·.．]", "", n.fold_lesson(text or ""))


_PROSE = re.compile(r"[A-Za-z]{3,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}")  # three words of a sentence
_WORKED = re.compile(r"解|证明|[∵∴=＝]")
_WORKING = re.compile(r"[=＝+×÷∵∴<>≤≥]|[，。；,;：:]$|^\s*[（(]\s*\d")


def _working(text: str) -> bool:
    """A line of a worked answer a parser tagged as a heading (`则原式=(a-5)x²+6`, `（2）解：`)."""
    return bool(_WORKING.search(text)) or len(text) > 40


def read_book(items: list[dict], locate=None, known=None, reader: Reader | None = None,
              heading_seen=None) -> Reader:
    """The book's blocks through `reader` (a Reader by default; a booklet's reads all as a key).
    `heading_seen(text, page)` hears every heading first, so that `locate` can tell two sections
    that start on one page apart (Exercises 14.1 and 14.2 on page 1)."""
    reader = reader or Reader(locate, known)
    reader.pages = max((int(item.get("page_idx") or 0) + 1 for item in items), default=0)
    blocks = list(contents_entries.rejoined(_blocks(items)))
    reader.restart_words = restart_headings.restart_words(blocks)
    reader.margin_starts = margin_answers.margin_answer_starts(items)
    for page, text, heading, kind in _parts_apart(blocks, reader):
        if heading and heading_seen:
            heading_seen(text, page)
        if kind == "answers":
            reader.pending = None  # answers: the key goes on
            reader.table(text, page)
            continue
        if kind == "question":
            reader.table_question(*text, page)
            continue
        if kind == "code" and (reader.code_answer(text) or (page, text) in reader.margin_starts):
            reader.block(text, page)
            continue
        if kind not in ("text", "equation") or n.is_apparatus(text):
            continue  # `1 p.`, `Solution on page 2.`: an item's marks or a cross-reference
        if reader.surface(text, page, heading):
            continue
        as_heading = heading and not reader.as_block(text)
        if reader.pending:
            reader.settle(text, as_heading)
        if as_heading:
            reader.heading(text, page)
        else:
            reader.block(text, page)
    reader.untagged_answers()
    _name_papers(reader.exercises, reader.papers)
    log.debug("read %d exercises, %d answers", len(reader.exercises), len(reader.answers))
    return reader


def _parts_apart(blocks, reader: Reader):
    """Each block, a part heading joined to the end of a paper's block given on its own (1078)."""
    for page, text, heading, kind in blocks:
        cut = paper.trailing_part(text) if kind == "text" and not heading and reader.paper else None
        if cut:
            yield page, text[:cut].rstrip(), heading, kind
            yield page, text[cut:].strip(), heading, kind
        else:
            yield page, text, heading, kind


def _name_papers(exercises: list[dict], titles: list[str]) -> None:
    """Each exercise's `paper`: the title of the paper (or form) it is in, where the file holds
    several (`Exam, Form: B`; a title that several share gets its place among them: `Final Exam
    (2)`), else None, so a number asked in every form can be told apart by more than its page."""
    used = sorted({e["paper"] for e in exercises if (e.get("paper") or 0) >= 0})
    names = {}
    for k in used:
        same = [j for j in used if titles[j] == titles[k]]
        names[k] = titles[k] if len(same) == 1 else f"{titles[k]} ({same.index(k) + 1})"
    for e in exercises:
        e["paper"] = names.get(e.get("paper")) if len(used) > 1 else None


class BookletReader(Reader):
    """A separate answer booklet (`booklet`) read whole as a key: a lesson heading names the
    lesson of the answers after it, an exercise-section heading keeps it, any other heading
    ends it (answers under no lesson link by number only)."""

    def __init__(self, lessons=()):
        super().__init__()
        self.seen = {n.fold_lesson(x) for x in lessons if x}  # the book's lessons
        self.keys = 1
        self.key = {"lesson": None, "explicit": False, "page": None, "id": 1}

    def heading(self, text: str, page: int) -> None:
        self.open = self.candidate = self.parts_mark = None
        self.passed = []
        self.key_reset()
        rest = n.key_title(text)
        lesson = n.lesson_of(text if rest is None else rest)
        if lesson:
            self.key = {**self.key, "lesson": lesson, "explicit": True}
        elif rest is None and not n.is_exercise_title(text):  # a part of the booklet of its own
            self.key = {**self.key, "lesson": None, "explicit": False}
            if self.paper:  # a paper's answer file: a title line, its sections name the scope
                self.part = self.group = None
