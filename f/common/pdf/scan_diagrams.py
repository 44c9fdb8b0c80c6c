"""A diagram's box labels on an OCR'd page are no headings (decision 0774). Pure.

A layered diagram (`终端显示层`, `开放API层` / `请求处理层（Web层）` / `业务逻辑层（Service层）` …) is read by
OCR as short lines stacked down the page, some two on one row, each in its box's fill (bold, sometimes
large): the heading finders took three of them for titles. Headings do not come so: a run of short
unnumbered lines, close one under the other, nearly each starting at a left edge of its own, with
lines side by side on two rows or more, is a diagram's labels. A list or a column of titles starts
at one edge, a table's cells at its columns' edges row after row; a heading starts at the text's
left edge, which a diagram's boxes stand well right of; a contents page's rows end on their page
numbers."""
from __future__ import annotations

import re

from f.common.pdf.code import same_row
from f.common.pdf.page_headings import scheme_of

LABEL_CHARS = 24     # characters (a Chinese one twice): a box's label is this short (`业务逻辑层（Service层）`)
RUN_MIN = 4          # labels in a run, at least
ROW_PAIRS = 2        # rows holding two labels side by side, at least
EDGE_CLUSTER = 10    # page units: left edges this near are one edge
EDGES_MIN = 3        # distinct left edges in the run, at least,
EDGES_SHARE = 0.7    # and this share of its labels (a table's cells start at its columns' edges, row after row)
GAP_LINES = 3.0      # line heights between one label and the next, at most
TEXT_INSET = 40      # page units: a label starts this far right of the text's left edge, at least (a heading starts on it)
LONG_CHARS = 40      # characters a line: the page's running text, whose left edge is the text's
_ENDS_ON_NUMBER = re.compile(r"\d\s*$")


def _width(text: str) -> int:
    return len(text) + sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")


def _label(block: dict, left: float) -> bool:
    text = block["text"].strip()
    return (block.get("lines", 1) == 1 and block["bbox"][0] >= left + TEXT_INSET
            and 2 <= _width(text) <= LABEL_CHARS and not scheme_of(text)
            and not _ENDS_ON_NUMBER.search(text) and not block.get("contents_row"))


def _edges(run: list[dict]) -> int:
    edges: list[float] = []
    for b in sorted(run, key=lambda b: b["bbox"][0]):
        if not edges or b["bbox"][0] - edges[-1] > EDGE_CLUSTER:
            edges.append(b["bbox"][0])
    return len(edges)


def diagram_labels(blocks: list[dict]) -> set[int]:
    """Indices (in `blocks`, reading order) of the lines of diagram-label runs."""
    out: set[int] = set()
    run: list[int] = []
    long = [b["bbox"][0] for b in blocks if len(b["text"]) >= LONG_CHARS * b.get("lines", 1)]
    left = min(long or [b["bbox"][0] for b in blocks] or [0.0])

    def close() -> None:
        labels = [blocks[i] for i in run]
        pairs = sum(1 for a, b in zip(labels, labels[1:]) if same_row(a["bbox"], b["bbox"]))
        edges = _edges(labels)
        if len(run) >= RUN_MIN and pairs >= ROW_PAIRS and edges >= EDGES_MIN and edges >= EDGES_SHARE * len(run):
            out.update(run)

    for n, b in enumerate(blocks):
        if _label(b, left):
            if run:
                last = blocks[run[-1]]
                height = max(1.0, last["bbox"][3] - last["bbox"][1])
                if b["bbox"][1] - last["bbox"][3] > GAP_LINES * height:
                    close()
                    run = []
            run.append(n)
            continue
        if b.get("kind") == "fragment":
            continue  # an arrow or a stray mark between the boxes
        close()
        run = []
    close()
    return out
