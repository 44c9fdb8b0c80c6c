"""What gets indexed for a book (pure): page text split into passages, with the page's printed
label, its section (title path of the deepest tree node covering it) and that node's id."""
from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass

from f.common.tree.walk import walk
from f.common.vectors.figure_points import figure_passages, figure_payload

NAMESPACE = uuid.UUID("6f1c1b1e-8d5e-4f7a-9a57-0e6b0f3b5a11")


@dataclass
class Passage:
    book_id: str
    page: int
    passage: int
    text: str
    page_label: str | None
    section: str
    node_id: str | None
    version: str | None = None  # the book version (store.versions) the point belongs to
    # a figure's or table's own point (f.common.vectors.figure_points): its kind and facts
    figure: dict | None = None

    @property
    def point_id(self) -> str:
        at = f"\x00{self.version}" if self.version else ""
        kind = f"{self.figure['kind']}:" if self.figure else ""
        return str(uuid.uuid5(NAMESPACE, f"{self.book_id}\x00{self.page}\x00{kind}{self.passage}{at}"))

    @property
    def embed_text(self) -> str:
        """What the dense model reads: the section path first, as context for a page that may
        not repeat its heading (a continued section, a table page)."""
        return f"{self.section[-80:]}\n{self.text}" if self.section else self.text

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.embed_text.encode("utf-8")).hexdigest()[:32]

    def payload(self, model: str) -> dict:
        parts = self.book_id.split("/")
        extra = figure_payload(self) if self.figure else {}
        return {**extra, "book_id": self.book_id, "page": self.page, "page_label": self.page_label,
                "section": self.section, "node_id": self.node_id, "text": self.text,
                "content_hash": self.content_hash, "passage": self.passage, "model": model,
                "version": self.version,
                # every ancestor path and the id itself: exact and prefix (教材/数学/) filters
                "book_prefixes": ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]}


def page_sections(structure: list[dict]) -> dict[int, tuple[str, str]]:
    """page -> (title path 'A > B > C', node_id) of the deepest node covering it; at equal depth
    the node starting last wins (a section opening mid-page owns the rest of that page)."""
    best: dict[int, tuple[int, int, str, str]] = {}
    paths: dict[int, list[str]] = {}  # id(node) -> its title path
    for depth, node, parent in walk(structure):
        title_path = (paths[id(parent)] if parent else []) + [str(node.get("title") or "").strip()]
        paths[id(node)] = title_path
        start, end = node.get("start_index"), node.get("end_index")
        if isinstance(start, int) and isinstance(end, int):
            for page in range(start, end + 1):
                key = (depth, start)
                if page not in best or key >= best[page][:2]:
                    best[page] = (depth, start, " > ".join(t for t in title_path if t),
                                  str(node.get("node_id") or ""))
    return {page: (v[2], v[3]) for page, v in best.items()}


def book_passages(book_id: str, texts: dict[int, str], labels: dict, structure: list[dict],
                  split, figures: list[dict] = ()) -> list[Passage]:
    """Passages of every page with text; `split(text) -> [passage texts]` fits the model; then
    one point per captioned figure or table in `figures` (f.common.content.figures)."""
    sections = page_sections(structure)
    out = []
    for page in sorted(texts):
        section, node_id = sections.get(page, ("", None))
        label = labels.get(str(page), labels.get(page))
        for i, text in enumerate(split(texts[page])):
            out.append(Passage(book_id, page, i, text, str(label) if label else None, section,
                               node_id or None))
    return out + figure_passages(Passage, book_id, figures, labels, sections)
