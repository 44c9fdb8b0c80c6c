"""Generate the sample book PDF: `python -m f.sample.build OUT_DIR [--no-outline]`.

The text is ours (content_ch6.py, content_ch7.py); the CJK font is Droid Sans Fallback, which
ships inside the PyMuPDF wheel, so nothing beyond the project's Python dependencies is needed. The
font is subset on save. Markup, one element per line:
  `=== page` / `=== chapter TITLE` (opening page, no running header) / `=== scan TITLE` (the page
  becomes an image without a text layer, as in a scanned book); `#`, `##`, `###` headings;
  `p` paragraph, `def` boxed definition, `ex` worked example, `sol` solution, `ol` exercise line,
  `fig` a figure with its caption, `table a｜b｜c` rows of a ruled table (full-width bar: cells may hold |x|)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pymupdf

from f.sample.book import TITLE
from f.sample.content_ch6 import CH6
from f.sample.content_ch7 import CH7

W, H = 516, 729  # 16开 (B5-like) pages
LEFT, RIGHT, TOP, BOTTOM = 58, 58, 72, 72
FONT = "cjk"
SIZES = {"#": 22, "##": 15, "###": 13, "p": 11, "def": 11, "ex": 11, "sol": 11, "ol": 11}
FRONT_PAGES = 3  # cover, 说明, 目录: printed numbers start at 1 on physical page 4
SCAN_DPI = 200

PREFACE = [
    "## 说明",
    "p 本书是为演示教材知识库而编写的高中数学示例样章，内容为原创，节选“平面向量”与“数列”两章。",
    "p 每章由章首页、若干节、每节后的习题、阅读材料和本章小结组成。定义、定理和公式用方框标出，例题后附有解答。",
    "p 书中有两页阅读材料以扫描图像的形式给出，没有文字层，用来检验光学字符识别（OCR）。",
    "p 页码：正文从第 1 页开始编排，前面三页（封面、说明、目录）用罗马数字编排。",
]


def blocks_of(text: str) -> list[tuple[str, str, list[str]]]:
    """[(kind, title, lines)] per page break in the markup."""
    pages = []
    for line in text.strip().splitlines():
        if line.startswith("=== "):
            kind, _, title = line[4:].partition(" ")
            pages.append((kind, title.strip(), []))
        elif line.strip():
            pages[-1][2].append(line.rstrip())
    return pages


def body_pages() -> list[tuple[str, str, list[str]]]:
    return blocks_of(CH6) + blocks_of(CH7)


def scan_texts() -> list[str]:
    """The known text of the image-only pages (headings and paragraphs, in order)."""
    return ["\n".join(l.split(" ", 1)[1] for l in lines) for kind, _t, lines in body_pages()
            if kind == "scan"]


class Setter:
    """Places wrapped lines on pages; records where headings land."""

    def __init__(self, doc, font: pymupdf.Font):
        self.doc, self.font = doc, font
        self.page = None
        self.y = TOP
        self.headings: list[tuple[int, str, int]] = []  # (level, title, 0-based page)

    def new_page(self):
        self.page = self.doc.new_page(width=W, height=H)
        self.page.insert_font(fontname=FONT, fontbuffer=self.font.buffer)
        self.y = TOP + 8
        return self.page

    def wrap(self, text: str, size: float, width: float, indent: float = 0) -> list[str]:
        lines, line, room = [], "", width - indent
        tokens = _tokens(text)
        for token in tokens:
            if self.font.text_length(line + token, size) > room and line:
                lines.append(line)
                line, room = token.lstrip(), width
            else:
                line += token
        if line:
            lines.append(line)
        return lines

    def text(self, text: str, size: float, x: float = LEFT, indent: float = 0, leading: float = 1.65,
             width: float | None = None, gap: float = 4) -> None:
        width = width or (W - LEFT - RIGHT - (x - LEFT))
        for number, line in enumerate(self.wrap(text, size, width, indent)):
            if self.y + size * leading > H - BOTTOM:
                raise SystemExit(f"sample book: page overflow at {line[:20]!r}; split the page")
            self.page.insert_text((x + (indent if number == 0 else 0), self.y + size), line,
                                  fontname=FONT, fontsize=size)
            self.y += size * leading
        self.y += gap

    def element(self, line: str) -> None:
        mark, _, rest = line.partition(" ")
        if mark in ("#", "##", "###"):
            size = SIZES[mark]
            self.y += {"#": 60, "##": 10, "###": 6}[mark]
            self.headings.append((len(mark), rest, self.page.number))
            self.text(rest, size, x=LEFT if mark != "#" else (W - self.font.text_length(rest, size)) / 2,
                      gap=10 if mark != "#" else 30)
        elif mark == "def":
            label, _, body = rest.partition(" ")
            top = self.y
            self.y += 6
            self.text(f"{label}  {body}", 11, x=LEFT + 10, width=W - LEFT - RIGHT - 20, gap=2)
            self.page.draw_rect(pymupdf.Rect(LEFT, top, W - RIGHT, self.y + 2), color=(0.3, 0.4, 0.6),
                                width=0.8)
            self.y += 10
        elif mark in ("p", "sol"):
            self.text(rest, 11, indent=22)
        elif mark in ("ex", "ol"):
            self.text(rest, 11, indent=0)
        elif mark == "fig":
            self.figure(rest)
        elif mark == "table":
            raise ValueError("table rows are placed by place_table")

    def figure(self, caption: str) -> None:
        """A raster figure (vectors a, b and a + b head to tail) with its caption below."""
        tmp = pymupdf.open()
        sketch = tmp.new_page(width=200, height=110)
        for (x0, y0, x1, y1), color in (((20, 90, 110, 60), (0.1, 0.3, 0.8)),
                                        ((110, 60, 180, 20), (0.1, 0.6, 0.2)),
                                        ((20, 90, 180, 20), (0.8, 0.1, 0.1))):
            sketch.draw_line((x0, y0), (x1, y1), color=color, width=2)
            sketch.draw_circle((x1, y1), 3, color=color, fill=color)
        pix = sketch.get_pixmap(dpi=110)
        rect = pymupdf.Rect((W - 200) / 2, self.y, (W + 200) / 2, self.y + 110)
        self.page.insert_image(rect, pixmap=pix)
        self.y += 116
        size = 9.5
        self.text(caption, size, x=(W - self.font.text_length(caption, size)) / 2, gap=8)

    def table(self, rows: list[list[str]]) -> None:
        size, pad = 9.5, 4
        width = W - LEFT - RIGHT
        cols = [width * share for share in ((0.22, 0.40, 0.38) if len(rows[0]) == 3 else
                                            [1 / len(rows[0])] * len(rows[0]))]
        top = self.y
        for row in rows:
            wrapped = [self.wrap(cell, size, col - 2 * pad) for cell, col in zip(row, cols)]
            height = max(len(w) for w in wrapped) * size * 1.5 + 2 * pad
            x = LEFT
            for lines, col in zip(wrapped, cols):
                for number, line in enumerate(lines):
                    self.page.insert_text((x + pad, self.y + pad + size + number * size * 1.5), line,
                                          fontname=FONT, fontsize=size)
                x += col
            self.y += height
            self.page.draw_line((LEFT, self.y), (W - RIGHT, self.y), width=0.6)
        self.page.draw_line((LEFT, top), (W - RIGHT, top), width=0.6)
        x = LEFT
        for col in [0, *cols]:
            x += col
            self.page.draw_line((x, top), (x, self.y), width=0.6)
        self.y += 10


def _tokens(text: str) -> list[str]:
    """Wrap units: a run of ASCII letters/digits stays whole, every other character alone."""
    tokens: list[str] = []
    for char in text:
        if tokens and char.isascii() and char not in " " and tokens[-1][-1:].isascii() and \
                tokens[-1][-1:] not in (" ",):
            tokens[-1] += char
        else:
            tokens.append(char)
    return tokens


def furniture(page, printed: str, chapter: str | None) -> None:
    """Running header (book title on even, chapter title on odd printed pages) and page number."""
    if chapter is not None:
        even = printed.isdigit() and int(printed) % 2 == 0
        title = TITLE if even else chapter
        size = 9
        x = LEFT if even else W - RIGHT - pymupdf.Font("china-s").text_length(title, size)
        page.insert_text((x, 44), title, fontname=FONT, fontsize=size)
        page.draw_line((LEFT, 50), (W - RIGHT, 50), width=0.5, color=(0.4, 0.4, 0.4))
    if printed:
        size = 9
        x = (W - pymupdf.Font("china-s").text_length(printed, size)) / 2
        page.insert_text((x, H - 36), printed, fontname=FONT, fontsize=size)


def layout(doc, font, contents: list[tuple[int, str, str]], outline: bool):
    setter = Setter(doc, font)
    roman = ["i", "ii", "iii"]
    # cover
    page = setter.new_page()
    for text, size, y in ((TITLE, 26, 250), ("平面向量 · 数列", 16, 300),
                          ("原创示例教材，供知识库演示使用", 11, 560)):
        page.insert_text(((W - font.text_length(text, size)) / 2, y), text, fontname=FONT, fontsize=size)
    # 说明
    setter.new_page()
    for line in PREFACE:
        setter.element(line)
    furniture(setter.page, roman[1], None)
    # 目录
    page = setter.new_page()
    setter.element("## 目录")
    setter.headings.pop()
    for level, title, printed in contents:
        size = 10.5 if level < 3 else 10
        x = LEFT + (level - 1) * 14
        number_w = font.text_length(printed, size)
        page.insert_text((x, setter.y + size), title, fontname=FONT, fontsize=size)
        start = x + font.text_length(title, size) + 4
        dots = "." * max(3, int((W - RIGHT - number_w - 4 - start) / font.text_length(".", size)))
        page.insert_text((start, setter.y + size), dots, fontname=FONT, fontsize=size)
        page.insert_text((W - RIGHT - number_w, setter.y + size), printed, fontname=FONT, fontsize=size)
        setter.y += size * 1.55
    furniture(page, roman[2], None)
    setter.headings.clear()
    chapter = None
    scans = []
    for kind, title, lines in body_pages():
        page = setter.new_page()
        if kind == "chapter":
            chapter = title
        printed = str(page.number - FRONT_PAGES + 1)
        table: list[list[str]] = []
        for line in lines + [""]:
            if line.startswith("table "):
                table.append(line[6:].split("｜"))
                continue
            if table:
                setter.table(table)
                table = []
            if line:
                setter.element(line)
        furniture(page, printed, None if kind == "chapter" else chapter)
        if kind == "scan":
            scans.append(page.number)
    for number in scans:  # replace the page by a picture of itself: no text layer left
        pix = doc[number].get_pixmap(dpi=SCAN_DPI, colorspace=pymupdf.csGRAY)
        doc.delete_page(number)
        page = doc.new_page(number, width=W, height=H)
        page.insert_image(page.rect, stream=pix.tobytes("jpg", jpg_quality=80))
    if outline:
        doc.set_toc([[level, title, page + 1] for level, title, page in setter.headings])
    doc.set_page_labels([{"startpage": 0, "prefix": "", "style": "r", "firstpagenum": 1},
                         {"startpage": FRONT_PAGES, "prefix": "", "style": "D", "firstpagenum": 1}])
    return setter.headings


def build(out_dir: str | Path, outline: bool = True, name: str = "sample-book.pdf") -> Path:
    font = pymupdf.Font("china-s")
    # Pass 1 finds the pages of the headings, pass 2 writes them into the contents page.
    headings = layout(pymupdf.open(), font, [], outline)
    contents = [(level, title, str(page - FRONT_PAGES + 1)) for level, title, page in headings
                if not title.startswith("习题") and not title.startswith("复习")]
    doc = pymupdf.open()
    layout(doc, font, contents, outline)
    doc.set_metadata({"title": TITLE, "author": "ebook-kb", "subject": "原创示例教材"})
    doc.subset_fonts()
    out = Path(out_dir) / name
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=4, deflate=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--no-outline", action="store_true", help="leave out the bookmarks")
    args = parser.parse_args(argv)
    path = build(args.out_dir, outline=not args.no_outline)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
