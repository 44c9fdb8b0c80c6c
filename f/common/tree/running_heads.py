"""Running heads the parser left as plain text (no header type): a line set atop its page, on a row
above every heading of the book, at the same height on several pages, or on the row where the parser
marked its own headers. Found once per document (RunningHeads) and read by the heading candidates
and the contents path alike (0925). Pure."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from f.common.content.content_list import FURNITURE

MIN_PAGES = 3  # pages whose top line stands on the row before it is a running heads' row
# Text-layer lines only: an OCR'd page's headings are not tagged yet, so the ceiling they give is
# no ceiling, and a scan's section titles atop their pages read as a running heads' row
# (cryptocode's scan lost 3 of 19 entries, 0707); OCR lines have their own furniture rules.
SLACK = 1  # page units either side of a row's top


def running_head_lines(items: list[dict]) -> set[int]:
    """Indices of untagged text lines that are their page's running head: on the row of the pages'
    first lines, a top shared (within SLACK) by the first lines of MIN_PAGES pages or more, wholly above
    the top of every tagged line past the first two pages (a cover's title may stand higher). Both
    kinds the text layer gives: `4.2 search    4 操作` over each page of a manual (read as a
    numbered heading), `第二章 武学与江湖` alone on a chapter's blank verso (read as the chapter)."""
    first: dict[int, int] = {}
    for i, item in enumerate(items):
        if item.get("type") in FURNITURE and item.get("type") != "header" \
                or not (item.get("text") or "").strip() or not item.get("bbox") or item.get("ocr"):
            continue  # the parser's own running heads count for the row; OCR'd lines do not (below)
        page = item["page_idx"]
        if page not in first or item["bbox"][1] < items[first[page]]["bbox"][1]:
            first[page] = i
    tagged_tops = [item["bbox"][1] for item in items if item.get("text_level") and item.get("bbox")
                   and item["page_idx"] >= 2 and item.get("type") not in FURNITURE]
    if not tagged_tops:
        return set()
    ceiling = min(tagged_tops)
    tops = Counter(round(items[i]["bbox"][1]) for i in first.values()
                   if items[i].get("type") == "header" or items[i].get("type") == "text" and not items[i].get("text_level"))
    rows = {top for top in tops if sum(tops.get(top + d, 0) for d in range(-SLACK, SLACK + 1)) >= MIN_PAGES}
    rows = {top + d for top in rows for d in range(-SLACK, SLACK + 1)}
    return {i for i, item in enumerate(items)  # the row's every line: `3.8 常用数学符号` ... `4 致谢`
            if item.get("type") == "text" and not item.get("text_level") and item.get("bbox") and not item.get("ocr")
            and round(item["bbox"][1]) in rows and item["bbox"][3] <= ceiling}


@dataclass(frozen=True)
class RunningHeads:
    """A document's running heads read as text, found once (0925): `atop`, the lines
    running_head_lines finds; `header_rows`, the tops of the row the parser's own headers stand on."""
    atop: frozenset[int]
    header_rows: frozenset[int]

    def holds(self, i: int, item: dict) -> bool:
        """Item i is a page's running head: atop, or an untagged line on the headers' row (memoir's
        `2.3. The page` on the page after the section opens, unmarked by the parser: 0313)."""
        return i in self.atop or bool(item.get("bbox")) and not item.get("text_level") \
            and round(item["bbox"][1]) in self.header_rows


def running_heads(items: list[dict]) -> RunningHeads:
    return RunningHeads(frozenset(running_head_lines(items)), frozenset(header_rows(items)))


def header_rows(items: list[dict]) -> set[int]:
    """Tops (page units, one either side) of the row the running heads stand on: where the parser
    marked a header on three pages or more and a quarter of its headers at least (a few section
    titles atop a page marked as header do not make a row)."""
    return marked_rows((round(item["bbox"][1]) for item in items if item.get("type") == "header" and item.get("bbox")),
                       MIN_PAGES, 1, share=0.25)


def marked_rows(tops: Iterable[int], least: int, slack: int, share: float = 0.0) -> set[int]:
    """The rows (tops, `slack` page units either side) of lines the parser marked as furniture: a
    top that `least` marked lines or more stand on, and `share` of them at least. One count for the
    headers' row here and the running feet's row (running_feet), 0996."""
    counted = Counter(tops)
    total = sum(counted.values())
    return {top + d for top, n in counted.items() if n >= least and n >= share * total for d in range(-slack, slack + 1)}
