"""Raw page records -> MinerU content-list items and markdown. Pure (no PDF library here).

A page record: {"blocks": [{"bbox" 0-1000, "text", "size", "bold", "lines"}], "images":
[{"bbox", "path"}], "tables": [{"bbox", "html"}], "label": PDF page label or None}."""
from __future__ import annotations

import f.common.pdf.furniture as furniture
import f.common.pdf.outline as outline
from f.common.content.figures import FIGURE, TABLE, caption_kind
from f.common.content.page_text import render_item
from f.common.margins import page_number
from f.common.pdf import footnotes, page_headings, scan_lines, spans
from f.common.pdf.layout import reading_order


def _inside(inner, outer, slack: int = 3) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack)


def _caption(blocks: list[dict], box, kind: str, below: bool) -> str | None:
    """A caption block just below (figures) or above (tables) the box; removed from `blocks`."""
    for block in blocks:
        if block.get("kind") or caption_kind(block["text"]) != kind:
            continue
        gap = block["bbox"][1] - box[3] if below else box[1] - block["bbox"][3]
        if -5 <= gap <= 60 and min(block["bbox"][2], box[2]) > max(block["bbox"][0], box[0]):
            blocks.remove(block)
            return block["text"]
    return None


def build_items(pages: list[dict], toc: list | None = None) -> tuple[list[dict], dict]:
    """All pages' items in reading order, and facts for the report."""
    for page in pages:  # table cells are read from the table, not again as text
        page["blocks"] = [b for b in page["blocks"]
                          if not any(_inside(b["bbox"], t["bbox"]) for t in page.get("tables", []))]
    block_lists = [page["blocks"] for page in pages]
    scanned = scan_lines.prepare(block_lists)  # OCR'd pages: weight, running-title keys
    spans.plain_hei_body(block_lists)  # a body set in Hei is not all bold
    furniture.mark(block_lists)
    scanned.update(scan_lines.after_furniture(block_lists))  # page numbers in step, fragments
    notes = footnotes.mark(block_lists, outline.body_size(block_lists))  # before headings: never one
    if toc:
        headings, source = outline.apply_outline(toc, block_lists, outline.body_size(block_lists)), "outline"
        headings += outline.apply_below_outline(block_lists, toc)
    else:
        headings, source = outline.apply_font_statistics(block_lists), "font"
        headings += page_headings.apply(block_lists, outline.body_size(block_lists))
    headings -= outline.join_wrapped(block_lists)
    items: list[dict] = []
    for index, page in enumerate(pages):
        items += _page_items(index, page)
    return items, {"headings": headings, "heading_source": source, "footnotes": notes,
                   "code_blocks": sum(i["type"] == "code" for i in items), **scanned}


def _page_items(index: int, page: dict) -> list[dict]:
    blocks = list(page["blocks"])
    body = [b for b in blocks if b.get("kind") in (None, "fragment")]  # a fragment is text
    head = [b for b in blocks if b.get("kind") == "header"]
    foot = [b for b in blocks if b.get("kind") in ("footer", "page_number")]
    notes = [b for b in blocks if b.get("kind") == "footnote"]
    units = []
    for image in page.get("images", []):
        caption = _caption(body, image["bbox"], FIGURE, below=True)
        units.append({"bbox": image["bbox"], "item": {
            "type": "image", "img_path": image["path"],
            "image_caption": [caption] if caption else [], "image_footnote": []}})
    for table in page.get("tables", []):
        caption = _caption(body, table["bbox"], TABLE, below=False)
        units.append({"bbox": table["bbox"], "item": {
            "type": "table", "img_path": "", "table_body": table["html"],
            "table_caption": [caption] if caption else [], "table_footnote": []}})
    for block in body:
        if block.get("code"):  # MinerU's code item; `text` too, for readers that only know text
            units.append({"bbox": block["bbox"], "item": {
                "type": "code", "sub_type": "code", "code_body": block["text"], "code_caption": [],
                "text": block["text"]}})
            continue
        item = {"type": "text", "text": block["text"]}
        if block.get("text_level"):
            item["text_level"] = block["text_level"]
        if block.get("bold_phrases"):  # inline bold phrases, for the glossary's bold term; not text
            item["bold_phrases"] = block["bold_phrases"]
        if block.get("italic_phrases"):  # inline italics, for the glossary's emphasised term; not text
            item["italic_phrases"] = block["italic_phrases"]
        if block.get("outline_level"):  # the bookmark's own level: the tree keeps it exactly
            item["outline_level"] = block["outline_level"]
        if block.get("outline_only"):  # a bookmark with no line on its page: its title stands in
            item["outline_only"] = True
        if block.get("ocr"):  # read by OCR: a heading from it is weaker evidence (pageindex)
            item["ocr"] = True
            if block.get("no_heading"):  # the OCR rules' verdict holds for a numbered line too
                item["no_heading"] = True
        units.append({"bbox": block["bbox"], "item": item})
    out = []
    for block in head:
        out.append({"type": "header", "text": block["text"], "bbox": block["bbox"]})
        if block.get("number"):
            out.append({"type": "page_number", "text": block["number"], "bbox": block["bbox"]})
    out += [dict(u["item"], bbox=u["bbox"]) for u in reading_order(units, 1000)]
    # footnotes after the body they annotate, in top-down order
    out += [{"type": "page_footnote", "text": b["text"], "bbox": b["bbox"]}
            for b in sorted(notes, key=lambda b: (b["bbox"][1], b["bbox"][0]))]
    for block in foot:
        if block["kind"] == "page_number":
            out.append({"type": "page_number", "text": page_number(block["text"]) or block["text"],
                        "bbox": block["bbox"]})
        else:
            out.append({"type": "footer", "text": block["text"], "bbox": block["bbox"]})
            if block.get("number"):
                out.append({"type": "page_number", "text": block["number"], "bbox": block["bbox"]})
    if page.get("label") and not any(i["type"] == "page_number" for i in out):
        # No printed number found on the page: the PDF's own page label stands in for it.
        out.append({"type": "page_number", "text": page["label"], "bbox": [0, 0, 0, 0],
                    "source": "page_label"})
    for item in out:
        item["page_idx"] = index
    return out


def markdown(items: list[dict]) -> str:
    """MinerU-style markdown: headings as #, tables as Markdown tables, code fenced, figures as
    image links, footnotes marked (see f.common.content.page_text); no furniture."""
    parts = []
    for item in items:
        kind = item["type"]
        if kind == "text":
            level = item.get("text_level")
            parts.append(("#" * level + " " if level else "") + item["text"])
        elif kind in ("table", "code", "page_footnote"):
            parts.append(render_item(item))
        elif kind == "image":
            parts += [f"![]({item['img_path']})", *item["image_caption"]]
    return "\n\n".join(p for p in parts if p) + "\n"
