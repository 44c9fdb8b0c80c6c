"""The sample book as MinerU-style content-list items, straight from its markup (no PDF, no OCR).

Physical pages match the generated PDF: three front pages (cover, 说明, 目录), then one page per
`=== page` / `=== chapter` / `=== scan` block; printed numbers start at 1 on physical page 4. A
`def` box becomes one text block that starts with its label (`定义  既有大小……`), as the PDF prints
it; headings carry text_level; every body page gets a header and a page_number block."""
from __future__ import annotations

from f.sample.book import TITLE
from f.sample.build import FRONT_PAGES, PREFACE, body_pages


def _text(page: int, text: str, **extra) -> dict:
    return {"type": "text", "text": text, "page_idx": page, **extra}


def markup_items() -> list[dict]:
    items: list[dict] = [_text(0, TITLE, text_level=1)]
    for line in PREFACE:
        mark, _, rest = line.partition(" ")
        items.append(_text(1, rest, text_level=1) if mark.startswith("#") else _text(1, rest))
    items.append({"type": "page_number", "text": "ii", "page_idx": 1})
    pages = body_pages()
    items.append(_text(2, "目录", text_level=1))
    printed = 0
    for number, (_kind, _title, lines) in enumerate(pages):
        for line in lines:
            mark, _, rest = line.partition(" ")
            if mark in ("#", "##", "###"):
                items.append(_text(2, f"{rest} ...... {number + 1}"))
    items.append({"type": "page_number", "text": "iii", "page_idx": 2})
    chapter = ""
    for number, (kind, title, lines) in enumerate(pages):
        page = FRONT_PAGES + number
        printed = number + 1
        if kind == "chapter":
            chapter = title
        else:
            items.append({"type": "header", "text": TITLE if printed % 2 == 0 else chapter,
                          "page_idx": page})
        rows: list[str] = []
        for line in lines + [""]:
            mark, _, rest = line.partition(" ")
            if mark == "table":
                rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in rest.split("｜")) + "</tr>")
                continue
            if rows:
                items.append({"type": "table", "table_body": "<table>" + "".join(rows) + "</table>",
                              "page_idx": page})
                rows = []
            if not line:
                continue
            if mark in ("#", "##", "###"):
                items.append(_text(page, rest, text_level=len(mark)))
            elif mark == "def":
                label, _, body = rest.partition(" ")
                items.append(_text(page, f"{label}  {body}"))
            elif mark == "fig":
                items.append({"type": "image", "img_path": "", "image_caption": [rest],
                              "page_idx": page})
            else:
                items.append(_text(page, rest))
        items.append({"type": "page_number", "text": str(printed), "page_idx": page})
    return items
