"""Line-level repairs before headings are looked for (pure; blocks in the parser's raw shape).

- Contents rows: a contents page set as a table of spans (`4.2`, `RV32E Instruction Set`, leaders,
  `34`, split by the wide gaps between them) becomes one block per row, `4.2 RV32E Instruction
  Set . . . 34`, so the page reads as a contents page and none of its rows as a heading.
- Chapter labels: a bare `Chapter 3` / `Appendix B` / `第三章` / `第二单元` line with its title set directly
  below it becomes one heading line, `Chapter 3 Introduction`: the marker stays in the title.
- Section numbers set apart from their title on its row (`A.3`   `Explaining the Rules`, LaTeX
  appendices), read before or after it: one line, number first.
- Letter-spaced Chinese titles (`目  录`, `致  谢`, `参 考 文 献`): the wide gaps split them into one
  fragment a character; the fragments of a row become the one title again, `目录`."""
from __future__ import annotations

import re

from f.common.cjk import has_cjk
from f.common.pdf.page_headings import scheme_of
from f.common.pdf.paragraphs import join_lines

_PAGE_NO = re.compile(r"^[\s.·…_-]*?\s*([0-9]{1,4}|[ivxlc]{1,6})\s*$", re.I)  # leaders may lead it
_LEADERS = re.compile(r"^[\s.·…_-]+$")
_LABEL = re.compile(r"^\s*((Chapter|CHAPTER|Part|PART|Appendix|APPENDIX|Lecture)\s+[\w.]{1,9}|附录\s*[A-Z\d]{1,3}|"
                    r"第\s*[一二三四五六七八九十百零〇\d]{1,4}\s*([章编部篇课]|单元)|\d{1,2}\s*单元)\s*$")
# a title that carries its own marker is a heading of its own (`Part I` over `Item 1. Business`)
_OWN_MARKER = re.compile(r"^\s*(item|section|article|§)?\s*([ivxlc]{1,6}|[a-z]|\d{1,3}(\.\d{1,3})*)[.．:)]\s", re.I)
ROWS_FOR_CONTENTS = 4  # this many rows ending in a page number at the right margin make a contents page


def repair(blocks: list[dict]) -> list[dict]:
    """Every line repair, in order, for a page of text-layer or OCR'd blocks."""
    return join_chapter_labels(merge_contents_rows(join_spaced_cjk(blocks)))


def _same_row(a: dict, b: dict) -> bool:
    top, bottom = max(a["bbox"][1], b["bbox"][1]), min(a["bbox"][3], b["bbox"][3])
    return bottom - top > 0.5 * max(a["bbox"][3] - a["bbox"][1], b["bbox"][3] - b["bbox"][1])


def _rows(blocks: list[dict]) -> list[list[int]]:
    rows: list[list[int]] = []
    for i, block in enumerate(blocks):
        if block.get("kind") or block.get("code"):
            continue
        for row in rows:
            if _same_row(blocks[row[0]], block):
                row.append(i)
                break
        else:
            rows.append([i])
    return rows


def merge_contents_rows(blocks: list[dict]) -> list[dict]:
    """One block per contents row on a contents page; other pages are returned as they are."""
    from f.common.tree.contents_page import is_toc_title

    rows = [seg for r in _rows(blocks) for seg in _columns(sorted(r, key=lambda i: blocks[i]["bbox"][0]), blocks)
            if len(seg) >= 2]
    # on a page titled 目录/Contents the numbers may end a column mid-page (a contents set in two columns)
    titled = any(is_toc_title(b["text"].strip()) for b in blocks)
    numbered = [r for r in rows if _PAGE_NO.match(blocks[r[-1]]["text"]) and
                (titled or blocks[r[-1]]["bbox"][2] >= 700)]
    if len(numbered) < ROWS_FOR_CONTENTS:
        return blocks
    drop: set[int] = set()
    column = _title_column(blocks, numbered)
    for row in numbered:
        while column is not None and len(row) > 2 and _margin_label(blocks[row[0]], blocks[row[1]], column):
            row = row[1:]  # a part's title set in the margin beside its entries stays a line of its own
        if _title_beside_entry([blocks[i]["text"].strip() for i in row]):
            row = row[1:]
        parts = [blocks[i]["text"].strip() for i in row]
        words = [p for p in parts[:-1] if not _LEADERS.match(p)]
        first = blocks[row[0]]
        leader = next((p for p in parts[:-1] if _LEADERS.match(p) and "." in p), "")
        text = " ".join(words) + (" ...." if leader else "") + " " + parts[-1]
        merged = dict(first, text=re.sub(r"\s+", " ", text).strip(), contents_row=True,
                      bbox=[min(blocks[i]["bbox"][0] for i in row), min(blocks[i]["bbox"][1] for i in row),
                            max(blocks[i]["bbox"][2] for i in row), max(blocks[i]["bbox"][3] for i in row)])
        blocks[row[0]] = merged
        drop.update(row[1:])
    return [b for i, b in enumerate(blocks) if i not in drop]


def _title_beside_entry(parts: list[str]) -> bool:
    """`目录` beside `5.6.1 英文字体 . . . 10`: a contents page set in two columns whose title shares
    its baseline with the other column's first entry. The title is no part of that entry (the
    entry would open the contents, out of its order); a row that is only the title, leaders and a
    page number (`Contents . . . v`, the contents listing itself) keeps it."""
    from f.common.tree.contents_page import is_toc_title

    return len(parts) > 2 and is_toc_title(parts[0]) and any(
        not _LEADERS.match(p) and not _PAGE_NO.match(p) for p in parts[1:-1])


def _columns(row: list[int], blocks: list[dict]) -> list[list[int]]:
    """A row cut after each page number that has a title after it: the rows of a contents page set in
    two columns (`2. 微小的生命体  2    6. 蛋壳与薄壳结构  6`) are two entries."""
    out: list[list[int]] = [[]]
    for n, i in enumerate(row):
        out[-1].append(i)
        rest = row[n + 1:]
        if _PAGE_NO.match(blocks[i]["text"]) and len(out[-1]) >= 2 and rest and not _PAGE_NO.match(blocks[rest[0]]["text"]):
            out.append([])
    return [seg for seg in out if seg]


def _title_column(blocks: list[dict], rows: list[list[int]]) -> float | None:
    """The left edge most contents rows start at, when at least three do (within a line height)."""
    starts = [blocks[r[0]]["bbox"][0] for r in rows]
    for x in sorted(starts):
        height = blocks[rows[starts.index(x)][0]]["bbox"][3] - blocks[rows[starts.index(x)][0]]["bbox"][1]
        if sum(abs(o - x) <= height for o in starts) >= max(3, len(starts) // 2):
            return x
    return None


def _margin_label(first: dict, second: dict, column: float) -> bool:
    """`乐谱识读与运用` left of `二、C大调… 5`: the row's first block ends a line height or more before
    the column the entries start at, its title starts there, and it carries no numbering marker
    (`第一章`, `1.2` beside their titles are the entry's own)."""
    height = max(1, second["bbox"][3] - second["bbox"][1])
    return (first["bbox"][2] <= column - height and abs(second["bbox"][0] - column) <= height
            and not scheme_of(first["text"]) and not _PAGE_NO.match(first["text"])
            and not re.match(r"^\s*[\d.]+\s*$", first["text"]))


# one to three ideographs: a fragment of a spaced title; the last one of a run may end the title
# with a colon (`签`  `名：`) or, on a contents page, with leaders and a page number (`摘`  `要 …… I`)
_CJK_FRAGMENT = re.compile(r"^\s*[\u3400-\u9fff]{1,3}\s*$")
_CJK_LAST = re.compile(r"^\s*[\u3400-\u9fff]{1,3}([：:]|\s*[.·…]{3,}\s*([0-9]{1,4}|[ivxlc]{1,6})?)?\s*$", re.I)
SPACING_EMS = 3.0  # letter spacing up to three character widths still joins; table columns sit further apart


def _spaced_pair(left: dict, right: dict) -> bool:
    height = max(1, left["bbox"][3] - left["bbox"][1])
    gap = right["bbox"][0] - left["bbox"][2]
    return (0 <= gap <= SPACING_EMS * height and bool(_CJK_FRAGMENT.match(left["text"]))
            # a contents row's last part is mostly leaders, whose weight is not the title's
            and (left.get("bold") == right.get("bold") or not _CJK_FRAGMENT.match(right["text"]))
            and abs(left["size"] - right["size"]) < 0.15 * max(left["size"], right["size"]))


def join_spaced_cjk(blocks: list[dict]) -> list[dict]:
    """Runs of single-line Chinese fragments on one row, close and in the same type: one block."""
    fragment = [not b.get("kind") and not b.get("code") and b.get("lines", 1) == 1
                and bool(_CJK_LAST.match(b["text"])) for b in blocks]
    merged: dict[int, dict] = {}
    drop: set[int] = set()
    for row in _rows(blocks):
        row = sorted(row, key=lambda i: blocks[i]["bbox"][0])
        run: list[int] = []
        for i in [*row, None]:
            if i is not None and fragment[i] and (not run or _spaced_pair(blocks[run[-1]], blocks[i])):
                run.append(i)
                continue
            if len(run) >= 2:
                first = min(run)
                parts = [blocks[j] for j in run]
                merged[first] = dict(blocks[first], text="".join(p["text"].strip() for p in parts),
                                     bbox=[parts[0]["bbox"][0], min(p["bbox"][1] for p in parts),
                                           parts[-1]["bbox"][2], max(p["bbox"][3] for p in parts)])
                drop.update(j for j in run if j != first)
            run = [i] if i is not None and fragment[i] else []
    return [merged.get(i, b) for i, b in enumerate(blocks) if i not in drop]


# `2.3`, `IV.`, `B.`, and appendix numbers `A.3`, `B.3.1`
_BARE_NUMBER = re.compile(r"^\s*(\d{1,3}(\.\d{1,3})*|[IVXLC]{1,6}\.|[A-Z]\.|[A-Z](\.\d{1,3})+\.?)\s*$")


def _number_left_of(number: dict, title: dict) -> bool:
    """A bare section number set left of its title on the same row (read before or after it)."""
    gap = title["bbox"][0] - number["bbox"][2]
    reach = max(60, 3 * (number["bbox"][3] - number["bbox"][1]))  # a tab stop up to ~3 em away
    # a Chinese title's number or label is often set in the Latin face, not the title's bold one
    same_face = number.get("bold") == title.get("bold") or has_cjk(title["text"])
    # a label (`附录 A`, `Chapter 3`) joins a title without a marker of its own (not `PART I`  `Item 1.`)
    labelled = bool(_LABEL.match(number["text"])) and not _OWN_MARKER.match(title["text"])
    return ((bool(_BARE_NUMBER.match(number["text"])) or labelled)
            and not number.get("kind") and not number.get("code")
            and not title.get("kind") and not title.get("code")
            and _same_row(number, title) and 0 <= gap < reach and same_face
            # a label is often set a size apart from its title (`1单元` 16.5 beside 14.2)
            and abs(number["size"] - title["size"]) < (0.25 if labelled else 0.15) * title["size"]
            and title.get("lines", 1) <= 2
            and not _BARE_NUMBER.match(title["text"]))


def join_chapter_labels(blocks: list[dict]) -> list[dict]:
    """`Chapter 3` followed closely by its (short, not smaller) title: one line. A bare `2.3` read
    after the title it numbers (set left of it): put in front of it."""
    out: list[dict] = []
    for block in blocks:
        prev = out[-1] if out else None
        # the number read after its title, or before it: number first, the title's type
        pair = (block, prev) if prev is not None and _number_left_of(block, prev) else \
            (prev, block) if prev is not None and _number_left_of(prev, block) else None
        if pair is not None:
            number, title = pair
            out[-1] = dict(title, text=number["text"].strip() + " " + title["text"].strip(),
                           bbox=[number["bbox"][0], min(prev["bbox"][1], block["bbox"][1]), title["bbox"][2],
                                 max(prev["bbox"][3], block["bbox"][3])])
            continue
        if prev is not None and _LABEL_WORD.match(prev["text"]) and _NUMBER_WORD.match(block["text"]) \
                and _title_below(prev, block, number=True):
            # Sphinx's `CHAPTER` over `ONE`: one label, which then takes its title below
            out[-1] = dict(prev, text=prev["text"].strip() + " " + block["text"].strip(),
                           bbox=[min(prev["bbox"][0], block["bbox"][0]), prev["bbox"][1],
                                 max(prev["bbox"][2], block["bbox"][2]), block["bbox"][3]],
                           size=max(prev["size"], block["size"]))
            continue
        if prev is not None and _LABEL.match(prev["text"]) and _title_below(prev, block):
            out[-1] = dict(block, text=_label_and_title(prev["text"], block["text"]),
                           bbox=[min(prev["bbox"][0], block["bbox"][0]), prev["bbox"][1],
                                 max(prev["bbox"][2], block["bbox"][2]), block["bbox"][3]],
                           size=max(prev["size"], block["size"]), bold=prev["bold"] or block["bold"],
                           lines=prev.get("lines", 1) + block.get("lines", 1))
            continue
        out.append(block)
    return out


def _label_and_title(label: str, title: str) -> str:
    """A Latin label keeps a space before its title even when the title is Chinese (`Chapter 2 系统需求`:
    joined as Chinese lines, `Chapter 2系统需求` read as no numbered line); `第2章` joins as Chinese does."""
    label, title = label.strip(), title.strip()
    return label + " " + title if label[:1].isascii() else join_lines([label, title])


_LABEL_WORD = re.compile(r"^\s*(chapter|part|appendix|lecture)\s*$", re.I)
_NUMBER_WORD = re.compile(r"^\s*(\d{1,3}|[IVXLC]{1,6}|[A-Z]|one|two|three|four|five|six|seven|eight|nine|ten|"
                          r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
                          r"twenty)\s*$", re.I)


def _title_below(label: dict, block: dict, number: bool = False) -> bool:
    height = max(1, label["bbox"][3] - label["bbox"][1])
    gap = block["bbox"][1] - label["bbox"][3]
    text = block["text"].strip()
    if number:  # the label's number set below it, at least as large
        return not block.get("kind") and -0.2 * height <= gap <= 4 * height and block["size"] >= label["size"] * 0.95
    return (not block.get("kind") and not block.get("code") and 0 < len(text) <= 120
            and block.get("lines", 1) <= 3 and -0.2 * height <= gap <= 4 * height
            and block["size"] >= label["size"] * 0.95 and not _LABEL.match(text)
            and not _OWN_MARKER.match(text)
            and not re.search(r"[.。:：;；,，]$", text))
