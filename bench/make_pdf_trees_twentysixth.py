"""The twenty-sixth pdf-trees set's PDFs (issue 28): real long texts, their own headings, set under
the outline schemes of regulatory releases and reports, by three producers that are not TeX.

`.venv/bin/python bench/make_pdf_trees_twentysixth.py [OUT_DIR]` (default /tmp/y1-pdfs).

The texts are mdBook books of the Rust toolchain's documentation (`rustup component add rust-docs`;
Debian's rust-doc ships the same books): their chapters in the books' own order, each chapter's
place in the book (`2.`, `2.1.` in toc.html) and its h1-h4 headings giving the level, body
paragraphs, list items (numbered lists stay numbered: list items in paragraphs) and code as
paragraphs. Only the numbering is added: `I.` > `A.` > `1.` > `a.` > `(1)` (a proposed rule),
`1` > `1.1` > `1.1.1` > `1.1.1.1` (a report), `I.` > `A.` > `1.` > `(a)` > `(i)` (a release set at
body size). Rendered by make_outline_pdfs' WeasyPrint, MuPDF Story and groff -ms renderers; the
bookmarks are the headings written, so they are the labels."""
from __future__ import annotations

import html
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.make_outline_pdfs import DECIMAL, SCHEMES, Doc, write_missing  # noqa: E402

RUST = Path("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html")
HEADINGS = 150  # chapters are taken until the document has this many headings
# name: (book, first and last top-level chapter numbers of toc.html, schemes by level, producer, front)
DOCS = {
    "rust-items-rule": ("reference", (6, 8), ["roman", "upper", "arabic", "lower", "paren"], "weasy",
                        "Items: Proposed Rule"),
    "cargo-reference-rule": ("cargo", (3, 3), ["roman", "upper", "arabic", "lower", "paren"], "weasy",
                             "Cargo Reference: Proposed Rule"),
    "rustc-report": ("rustc", (3, 9), [DECIMAL] * 5, "story", "The rustc Book: Report"),
    "rust-book-report": ("book", (15, 17), [DECIMAL] * 5, "story", "Smart Pointers to Patterns: Report"),
    "edition-release": ("edition-guide", (1, 4), ["roman", "upper", "arabic", "paren_lower", "paren_roman"],
                        "groff", "Release No. 2021-4: Editions"),
    "clippy-release": ("clippy", (1, 6), ["roman", "upper", "arabic", "paren_lower", "paren_roman"], "groff",
                       "Release No. 2024-7: Clippy"),
}


def chapters(book: str, first: int, last: int) -> list[tuple[int, str]]:
    """(depth, file) of the book's chapters numbered first..last at the top, in toc.html's order."""
    toc = (RUST / book / "toc.html").read_text()
    out = []
    for href, num in re.findall(r'<a href="([^"#]+)"[^>]*><strong aria-hidden="true">([\d.]+)</strong>', toc):
        parts = num.strip(".").split(".")
        if first <= int(parts[0]) <= last:
            out.append((len(parts) - 1, href))
    return out


class _Page(HTMLParser):
    """A chapter page's <main>: headings h1-h6, paragraphs, list items and code, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[tuple] = []
        self.inside, self.tag, self.text, self.lists, self.skip = False, "", [], [], 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "main":
            self.inside = True
        if not self.inside:
            return
        if tag in ("ol", "ul"):
            self.lists.append([tag, 0])
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "pre") and not self.tag:
            self.tag, self.text = tag, []
            if tag == "li" and self.lists:
                self.lists[-1][1] += 1
        if "rule" in (a.get("class") or "") or tag in ("script", "style", "button"):
            self.skip += 1 if tag in ("div", "script", "style", "button") else 0

    def handle_endtag(self, tag):
        if tag == "main":
            self.inside = False
        if tag in ("ol", "ul") and self.lists:
            self.lists.pop()
        if tag in ("div", "script", "style", "button") and self.skip:
            self.skip -= 1
        if tag == self.tag:
            text = re.sub(r"\s+", " ", "".join(self.text)).strip()
            if text:
                if tag[0] == "h":
                    self.items.append(("h", int(tag[1]), text))
                elif tag == "li":
                    kind, n = self.lists[-1] if self.lists else ("ul", 0)
                    self.items.append(("li", f"{n}." if kind == "ol" else "\u2022", text[:400]))
                else:
                    self.items.append(("p", text[:700]))
            self.tag = ""

    def handle_data(self, data):
        if self.tag and not self.skip:
            self.text.append(data)


def build(name: str) -> Doc:
    book, (first, last), levels, producer, front = DOCS[name]
    doc = Doc(name, 0, levels, [], producer, set(), front)
    doc.items = [("front", front)]
    counters, last_level = [0] * 5, -1
    for depth, href in chapters(book, first, last):
        if sum(item[0] == "h" for item in doc.items) >= HEADINGS:
            break
        page = _Page()
        page.feed((RUST / book / href).read_text())
        for item in page.items:
            if item[0] != "h":
                doc.items.append(item)
                continue
            level = min(depth + item[1] - 1, last_level + 1)  # a skipped rank: one level down
            if level > 4:  # deeper than five levels: a bold paragraph in the text
                doc.items.append(("p", item[2]))
                continue
            counters[level], last_level = counters[level] + 1, level
            counters[level + 1:] = [0] * (4 - level)
            if levels[level] == DECIMAL:
                mark = ".".join(str(c) for c in counters[: level + 1])
            else:
                mark = SCHEMES[levels[level]](counters[level] - 1)
            doc.items.append(("h", level, f"{mark} {html.unescape(item[2]).replace(chr(0x2019), chr(39))}"))
    return doc


def make(out_dir: Path) -> list[Path]:
    return write_missing(out_dir, {name: spec[3] for name, spec in DOCS.items()}, build)


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/y1-pdfs"))
