"""A search point for each captioned figure and table (pure): the caption is what it is found by,
and a hit on it says so (`kind`, `caption`, `image`, `bbox`; f.common.vectors.search). Its text
is the figure's mark (`[图 6-3 ...]`) and footnote; its page, label and section are its page's.
`image` is the object key of the figure's image in the version of the book the point belongs to
(None when the book has no such image: a MinerU folder uploaded without images/)."""
from __future__ import annotations

from f.common.content.figures import index_text
from f.common.content.page_images import safe_path
from f.common.store.versions import physical


def figure_passages(make, book_id: str, figures, labels: dict, sections: dict) -> list:
    out = []
    for figure in figures:
        if not figure.get("caption"):
            continue  # nothing to find it by; pageindex-content --images still lists it
        page = figure["page"]
        section, node_id = sections.get(page, ("", None))
        label = labels.get(str(page), labels.get(page))
        out.append(make(book_id, page, figure["ordinal"], index_text(figure),
                        str(label) if label else None, section, node_id or None, figure=figure))
    return out


def image_key(book_id: str, version: str | None, figure: dict) -> str | None:
    path = safe_path(figure.get("path"))
    if not path or not figure.get("stored", True):
        return None
    return physical(book_id, version, path)


def figure_payload(passage) -> dict:
    figure = passage.figure
    return {"kind": figure["kind"], "caption": figure["caption"],
            "image": image_key(passage.book_id, passage.version, figure),
            "bbox": list(figure["bbox"]) if figure.get("bbox") else None}
