"""Running headers, footers and printed page numbers, found by position and repetition.

A block in the top or bottom band whose text (digits masked) recurs at about the same height on
three or more pages is a `header` / `footer` (odd/even running titles are two such groups); a
margin block that is only a number (`12`, `- 12 -`, `第 12 页`, `xii`) is a `page_number`. A running
line holding a number and a title (`12  第六章 平面向量`) is split into both. Three pages suffice in the
margin proper (above 10% / below 90%). A bold or large line (`Contains Nonbinding Recommendations`),
a long one, or one nearer the body (up to 12%) is a running title only when it recurs on a quarter
of the pages, verbatim for the first two (`习题 6.1` heading the top of one page is not one), or
verbatim atop three pages in a row of one side (a unit's running title, `第三单元 美丽的村庄`; in
the top band too, where a small book sets its running titles). A title and a page number alone
together on the row where running titles stand on a quarter of the pages are that page's.
Pure: works on the per-page block lists of parser.py and on MinerU content lists (bbox 0-1000)."""
from __future__ import annotations

import re
from collections import defaultdict

from f.common.margins import page_number
from f.common.margins import zone as _zone

_EDGE_NUMBER = re.compile(r"^(\d{1,4})\s{1,}(\S.*)$|^(.*\S)\s{1,}(\d{1,4})$")
_LETTER = re.compile(r"[^\W\d_]")
MIN_REPEATS = 3
HEADING_SHARE = 0.25  # a heading-styled running title recurs on this share of pages, at least
MAX_LEN = 400
SHORT = 80  # a longer line (a disclaimer at every page foot) must recur verbatim, like a heading
SAME_HEIGHT = 15  # page units a running title may drift between pages
OPENER_SIZE = 1.3  # a copy of a running title this much larger, below its row, is the chapter's opener


_EDGE_ROMAN = re.compile(r"^[ivxlcdm]{1,7}(?=\s)|(?<=\s)[ivxlcdm]{1,7}$", re.I)


def _key(text: str) -> str:
    """Numbers masked: a page number at either edge may be roman (`Auto Multiple Choice vi`)."""
    return re.sub(r"\d+", "#", re.sub(r"\s+", "", _EDGE_ROMAN.sub("#", text.strip())))


def running(candidates: list[tuple[int, str, list, bool]], pages: int) -> set[int]:
    """Indexes of the running titles among (page, text, bbox, heading_like) candidates."""
    groups: dict[tuple, list[int]] = defaultdict(list)
    for index, (_page, text, bbox, heading_like) in enumerate(candidates):
        zone = _zone(bbox, wide=True)
        if zone and len(text) <= MAX_LEN and len(_LETTER.findall(text)) >= 2:
            exact = heading_like or len(text) > SHORT
            key = re.sub(r"\s+", "", text) if exact else _key(text)
            groups[(zone, exact, key)].append(index)
    found: set[int] = set()
    for (zone, exact, _), members in groups.items():
        banded = [i for i in members if _zone(candidates[i][2])]
        if not banded:
            continue
        steady = _steady(banded, candidates)
        # Three pages suffice in the margin proper; nearer the body, or verbatim lines, need more.
        in_margin = all(_zone(candidates[i][2], strict=True) for i in steady)
        need = MIN_REPEATS if in_margin and not exact else max(MIN_REPEATS, HEADING_SHARE * pages)
        # atop three same-side pages in a row, in the top band too (a small book's running title
        # just under the top 10%, lshort's bold `Comporre il testo`, is no heading repeated by
        # chance either; at the foot, footnotes and a contents page's last lines stand so)
        if len({candidates[i][0] for i in steady}) >= need or (in_margin or zone == "header") \
                and _every_other(steady, candidates):
            # a verbatim running line pushed up by a long page is still the same line
            found.update(members if exact else steady)
    # the same words in the same margin are that running title, however their weight was read
    # (an OCR'd page measures type from the ink, so its copy may not read as heading-like)
    titles = {(_zone(candidates[i][2], wide=True), re.sub(r"\s+", "", candidates[i][1])) for i in found}
    found.update(i for i, (_page, text, bbox, _h) in enumerate(candidates)
                 if (_zone(bbox, wide=True), re.sub(r"\s+", "", text)) in titles and _zone(bbox))
    return found


def _openers(found: list[int], blocks: list[dict]) -> set[int]:
    """Indexes among `found` that are a chapter's opener, not its running title: a copy of the
    running title's words set OPENER_SIZE times larger than the title on its row and below that row
    (lshort's `第一章 LATEX 的基本概念` at 20 pt, a sixth of the way down the page, under the 10 pt heads
    of the chapter's pages, which the folio beside them marked already). A running line pushed up
    by a long page keeps its size."""
    by_text: dict[str, list[int]] = defaultdict(list)
    for i in set(found) | {i for i, b in enumerate(blocks) if b.get("kind") in ("header", "footer")}:
        by_text[re.sub(r"\s+", "", blocks[i]["text"])].append(i)
    openers: set[int] = set()
    for members in by_text.values():
        heads = [i for i in members if _zone(blocks[i]["bbox"])]  # on the running titles' row
        if not heads:
            continue
        sizes = sorted(blocks[i]["size"] for i in heads)
        bottoms = sorted(blocks[i]["bbox"][3] for i in heads)
        size, bottom = sizes[len(sizes) // 2], bottoms[len(bottoms) // 2]
        openers.update(i for i in members if i in found and blocks[i]["size"] >= OPENER_SIZE * size
                       and blocks[i]["bbox"][1] >= bottom)
    return openers


def _under_own_title(found: list[int], blocks: list[dict], page_of: list[int]) -> set[int]:
    """Indexes among `found` of OCR'd lines under a copy of their own words on their page: the running
    title stands on its row (found, or beside the folio already) and names the section whose first page
    this is (gprolog's `6.3 Errors` at the top of the page, then `6.3 Errors` a line lower as its heading).
    Two copies of a running title on one page are the title and the heading it repeats; the lower one is
    the heading (0919)."""
    def words(i):
        return re.sub(r"\s+", "", blocks[i].get("furniture_key", blocks[i]["text"]))

    heads: dict[int, list[int]] = defaultdict(list)  # page -> its running lines
    for j in set(found) | {j for j, b in enumerate(blocks) if b.get("kind") == "header"}:
        heads[page_of[j]].append(j)
    return {i for i in found if blocks[i].get("ocr") and any(
        j != i and words(j) == words(i) and blocks[j]["bbox"][3] <= blocks[i]["bbox"][1] for j in heads[page_of[i]])}


def _every_other(members: list[int], candidates: list) -> bool:
    """The same line atop three pages in a row of one side (`第三单元 美丽的村庄` on pages 23, 25,
    27): a unit's running title on its left or right pages, however heavy it reads, never a heading
    repeated by chance."""
    pages = sorted({candidates[i][0] for i in members})
    return any(pages[k + 1] - pages[k] == 2 and pages[k + 2] - pages[k + 1] == 2 for k in range(len(pages) - 2))


def _steady(members: list[int], candidates: list) -> list[int]:
    """Members at a height shared by three pages or more (one height per page layout: portrait
    and landscape pages put the same footer at two heights)."""
    members = sorted(members, key=lambda i: candidates[i][2][1])
    clusters, last = [], None
    for i in members:
        y = candidates[i][2][1]
        if last is None or y - last > SAME_HEIGHT:
            clusters.append([])
        clusters[-1].append(i)
        last = y
    return [i for c in clusters if len({candidates[j][0] for j in c}) >= MIN_REPEATS for i in c]


def mark(pages: list[list[dict]]) -> None:
    """Set block["kind"] to header / footer / page_number (else leave it unset), in place.
    A header or footer with a page number at its edge gets block["number"] split off."""
    sizes = sorted(b["size"] for blocks in pages for b in blocks)
    body = sizes[len(sizes) // 2] if sizes else 0
    blocks = [b for page in pages for b in page]
    page_of = [n for n, page in enumerate(pages) for _ in page]
    for block in blocks:
        if _zone(block["bbox"], strict=True) and page_number(block["text"].strip()):
            block["kind"] = "page_number"
    # a line in the margin on the page number's own row is the running title beside it (`Chapter 1.
    # About this manual` at the foot of a chapter's pages), however it is set and however rarely it recurs
    _row_mates(blocks, page_of, ("page_number",))
    candidates = [(page_of[i], b.get("furniture_key", b["text"]).strip(), b["bbox"],
                   bool(b.get("bold") or b["size"] > body * (1.25 if b.get("ocr") else 1.1)))
                  for i, b in enumerate(blocks)]  # an OCR'd size is read from the ink: looser
    found = [i for i in sorted(running(candidates, len(pages))) if not blocks[i].get("kind")]
    openers = _openers(found, blocks) | _under_own_title(found, blocks, page_of)
    found = [i for i in found if i not in openers]
    # A number at the edge of a running line is its page number only if it changes from page to
    # page: `... Version 1.0 – January 2019` keeps its year.
    numbers: dict[str, set] = defaultdict(set)
    for index in found:
        edge = _EDGE_NUMBER.match(blocks[index]["text"].strip())
        if edge:
            numbers[_key(edge.group(2) or edge.group(3))].add(edge.group(1) or edge.group(4))
    for index in found:
        block = blocks[index]
        block["kind"] = _zone(block["bbox"], wide=True)
        edge = _EDGE_NUMBER.match(block["text"].strip())
        if edge and len(numbers[_key(edge.group(2) or edge.group(3))]) > 1:
            block["number"] = edge.group(1) or edge.group(4)
            block["text"] = (edge.group(2) or edge.group(3)).strip()
    # ... and so is a line in the margin on a running title's row: the page's own half of the title
    # (Sphinx's `1.2. Preparing` at the left of the pages where the book's name is at the right)
    _row_mates(blocks, page_of, ("header", "footer"))
    _running_rows(blocks, page_of, len(pages))
    _folio_heads(blocks, page_of)


def _running_rows(blocks: list[dict], page_of: list[int], page_count: int) -> None:
    """A title and a page number alone together in the top band (two lines, or one with the number
    at its edge), on the row where running titles stand on a quarter of the pages, are that page's
    running title and folio (the right-hand pages' section title, where the left-hand pages'
    chapter title was found by its repeats), in place. Without the folio beside it a line there is
    text: a page that starts higher (a 10-K's pages without the running link) sets its first
    heading or a table's head row on that row."""
    rows: dict[tuple, set] = defaultdict(set)
    for i, b in enumerate(blocks):
        if b.get("kind") == "header":  # at the foot, a footnote's or a contents page's last line
            rows[(round(b["bbox"][1] / 4), round(b["bbox"][3] / 4))].add(page_of[i])
    steady = [row for row, pages in rows.items() if len(pages) >= max(MIN_REPEATS, HEADING_SHARE * page_count)]
    # a page has one folio: under a running title that carries it already (`DocBook to LaTeX
    # Publishing v`), a title and a number on a lower row are text (a contents page's first entry,
    # `4 Using dblatex 9`, where a reference's repeated `Description` made that row a running one)
    folio_at: dict[int, float] = {}
    for i, b in enumerate(blocks):
        if _zone(b["bbox"]) == "header" and (b.get("kind") == "page_number" or b.get("kind") == "header" and (
                b.get("number") or _EDGE_ROMAN.search(b["text"].strip()))):
            folio_at[page_of[i]] = min(folio_at.get(page_of[i], b["bbox"][3]), b["bbox"][3])
    on_row: dict[tuple, list[dict]] = defaultdict(list)
    for i, b in enumerate(blocks):
        row = next((r for r in steady if abs(b["bbox"][1] - 4 * r[0]) <= 4 and abs(b["bbox"][3] - 4 * r[1]) <= 4), None)
        if row and _zone(b["bbox"]) == "header" and b.get("kind") in (None, "header") and len(b["text"]) <= SHORT \
                and not b["bbox"][1] >= folio_at.get(page_of[i], float("inf")):
            on_row[(page_of[i], row)].append(b)
    for line in on_row.values():
        folios = {id(b) for b in line if page_number(b["text"].strip())}
        titles = [b for b in line if id(b) not in folios and len(_LETTER.findall(b["text"])) >= 2]
        joined = len(line) == 1 and (_EDGE_NUMBER.match(line[0]["text"].strip()) or _EDGE_ROMAN.search(line[0]["text"].strip()))
        if len(line) == 2 and len(folios) == 1 and len(titles) == 1 or joined and titles:  # `INDICE ix` read as one
            for b in line:
                b["kind"] = b.get("kind") or ("page_number" if id(b) in folios else "header")


def _folio_heads(blocks: list[dict], page_of: list[int]) -> None:
    """A one-sided book's running head: the same title beside the folio, alone on one top-band row,
    on three pages in a row whose folio steps with the page (hagenberg-thesis' `3. Zum Arbeiten mit
    LaTeX  7`, `... 8`, `... 9`, 11% down the page, in the chapters' face: decision 1071). Same-side
    repeats (_every_other) miss it, since every page carries it; a heading repeated by chance at
    the top of pages has no folio counting up beside it. Once found, any title beside the folio on
    that row, the folio keeping the same step from the page, is one too (a two-page chapter's head).
    Marked in place, title and folio."""
    rows: dict[int, list[dict]] = defaultdict(list)
    for i, b in enumerate(blocks):
        if _zone(b["bbox"]) == "header" and not b.get("kind") and len(b["text"]) <= SHORT:
            rows[page_of[i]].append(b)
    heads = []  # (page, title block, title, folio block or None, folio)
    for page, line in rows.items():
        for b in line:
            mates = [m for m in line if m is not b and abs(m["bbox"][1] - b["bbox"][1]) <= 4
                     and abs(m["bbox"][3] - b["bbox"][3]) <= 4]
            edge = _EDGE_NUMBER.match(b["text"].strip())
            if not mates and edge:  # title and folio read as one line
                title, folio, number = (edge.group(2) or edge.group(3)).strip(), None, edge.group(1) or edge.group(4)
            elif len(mates) == 1 and (page_number(mates[0]["text"].strip()) or "").isdigit():
                title, folio, number = b["text"].strip(), mates[0], page_number(mates[0]["text"].strip())
            else:
                continue
            if len(_LETTER.findall(title)) >= 2 and not page_number(title):
                heads.append((page, b, title, folio, int(number)))
    by_title: dict[str, dict[int, tuple]] = defaultdict(dict)
    for head in heads:
        by_title[re.sub(r"\s+", "", head[2])][head[0]] = head
    found = set()  # (row top, row bottom, page - folio) where a title ran three pages with its folio
    for on in by_title.values():
        for p, (_, b, _, _, number) in on.items():
            if all(p + k in on and on[p + k][4] - number == k for k in (1, 2)):
                found.add((b["bbox"][1], b["bbox"][3], p - number))
    for page, b, title, folio, number in heads:
        if any(abs(b["bbox"][1] - top) <= 4 and abs(b["bbox"][3] - bottom) <= 4 and page - number == step
               for top, bottom, step in found):
            b["kind"] = "header"
            if folio is None:
                b["number"], b["text"] = str(number), title
            else:
                folio["kind"] = "page_number"


def _row_mates(blocks: list[dict], page_of: list[int], kinds: tuple[str, ...]) -> None:
    """A short unmarked line in the margin proper, on the row of a block of `kinds` on its page,
    takes the margin's kind, in place."""
    rows: dict[int, list] = defaultdict(list)
    for i, b in enumerate(blocks):
        if b.get("kind") in kinds:
            rows[page_of[i]].append(b["bbox"])
    for i, b in enumerate(blocks):
        zone = _zone(b["bbox"], strict=True)
        if zone and not b.get("kind") and len(b["text"]) <= SHORT and any(
                abs(b["bbox"][1] - box[1]) <= 4 and abs(b["bbox"][3] - box[3]) <= 4 for box in rows[page_of[i]]):
            b["kind"] = zone


def mark_items(items: list[dict]) -> None:
    """MinerU left a running title as a text block (a watermark line at every page foot): retype
    it `header` / `footer`, in place. Headings count as heading-styled. Bare pictures that are
    the page's design are discarded first (mark_decorations)."""
    mark_decorations(items)
    texts = [i for i in items if i.get("type") == "text" and isinstance(i.get("bbox"), list)
             and isinstance(i.get("text"), str)]
    if not texts:
        return
    pages = max(i["page_idx"] for i in items) + 1
    candidates = [(i["page_idx"], i["text"].strip(), i["bbox"], bool(i.get("text_level")))
                  for i in texts]
    for index in running(candidates, pages):
        item = texts[index]
        item["type"] = _zone(item["bbox"], wide=True)
        item.pop("text_level", None)


DECORATION_SHARE = 0.25  # a bare picture at one place on this share of the pages is the page's design
BACKDROP = 0.9  # a bare picture covering this share of its page, under the page's text, is its backdrop


def _bare_picture(item: dict) -> bool:
    """An image with nothing of its own to say: no caption, footnote or text inside it."""
    return item.get("type") == "image" and isinstance(item.get("bbox"), list) and len(item["bbox"]) == 4 \
        and not any(item.get(k) for k in ("image_caption", "image_footnote", "text", "content"))


def _place(bbox: list) -> tuple:
    """Where a picture stands, folded over the page's middle (odd and even pages mirror a banner)."""
    x0, y0, x1, y1 = bbox
    return round(min(x0, 1000 - x1) / 10), round((x1 - x0) / 10), round(y0 / 10), round(y1 / 10)


def mark_decorations(items: list[dict]) -> None:
    """Bare pictures that are the page's design, not its figures, become `discarded`, in place
    (decision 0287): one at the same place on a quarter of the pages or more (three at least: a
    header banner, a corner ornament), or one covering the page under its text (MinerU 4's
    full-page backdrop). Otherwise every page of a designed textbook opens with `[图]`."""
    pictures = [i for i in items if _bare_picture(i)]
    if not pictures:
        return
    pages = max(i["page_idx"] for i in items) + 1
    at: dict[tuple, set] = defaultdict(set)
    for item in pictures:
        at[_place(item["bbox"])].add(item["page_idx"])
    steady = {place for place, on in at.items() if len(on) >= max(MIN_REPEATS, DECORATION_SHARE * pages)}
    texts = {i["page_idx"] for i in items if i.get("type") == "text" and (i.get("text") or "").strip()}
    for item in pictures:
        x0, y0, x1, y1 = item["bbox"]
        backdrop = (x1 - x0) * (y1 - y0) >= BACKDROP * 1_000_000 and item["page_idx"] in texts
        if _place(item["bbox"]) in steady or backdrop:
            item["type"] = "discarded"
