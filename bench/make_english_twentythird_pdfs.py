"""The three documents of the twenty-third English evidence-pack set (decision 1121) as A4 PDFs.

`.venv/bin/python bench/make_english_twentythird_pdfs.py [OUT_DIR]` (default /tmp/B-work) writes:
- nodejs-permissions-5-14.pdf: Node.js 20's Permissions page (nodejs' /usr/share/doc/nodejs/api/
  permissions.html, scripts and styles dropped) laid out by MuPDF's Story, pages 5-14 of 14 (pages
  1-4 are the site's navigation lists);
- gzip-man.pdf: gzip(1) as `man --nh --nj` prints it at 100 columns (`col -bx`), a blank line put
  around each section heading, one paragraph per blank-line block, 6 pages;
- LGPL-2.1.pdf: /usr/share/common-licenses/LGPL-2.1, one paragraph per blank-line block, 8 pages.
Story: serif 11 pt on A4 with 56 pt margins. Needs nodejs' docs, gzip and man-db."""
from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pymupdf

CSS = "body{font-family:serif;font-size:11pt} pre,code{font-family:monospace;font-size:9pt}"
MARGIN = 56


def paragraphs(text: str) -> str:
    return "".join(f"<p>{html.escape(' '.join(block.split()))}</p>" for block in re.split(r"\n\s*\n", text) if block.strip())


def page_html(path: str) -> str:
    """The page without scripts, styles, head and nav, its heading anchors (#) and added-in notes dropped."""
    text = re.sub(r"(?is)<(script|style|head|nav)\b.*?</\1>", "", Path(path).read_text(encoding="utf-8"))
    return re.sub(r'(?is)<a class="mark".*?</a>|<span class="[^"]*added-in[^"]*">.*?</span>', "", text)


def man_text(name: str) -> str:
    env = dict(os.environ, MANWIDTH="100", LANG="C.UTF-8")
    out = subprocess.run(["man", "--nh", "--nj", "-E", "UTF-8", name], env=env, capture_output=True, check=True).stdout
    plain = subprocess.run(["col", "-bx"], input=out, env=env, capture_output=True, check=True).stdout.decode()
    return "\n".join(f"\n{line}\n" if re.fullmatch(r"[A-Z][A-Z ]+", line) else line for line in plain.splitlines())


def write(body: str, out: Path, pages: tuple[int, int] | None = None) -> None:
    story = pymupdf.Story(html=body, user_css=CSS)
    writer = pymupdf.DocumentWriter(str(out))
    rect = pymupdf.paper_rect("a4")
    more = 1
    while more:
        device = writer.begin_page(rect)
        more, _ = story.place(rect + (MARGIN, MARGIN, -MARGIN, -MARGIN))
        story.draw(device)
        writer.end_page()
    writer.close()
    if pages:
        whole = pymupdf.open(out)
        part = pymupdf.open()
        part.insert_pdf(whole, from_page=pages[0] - 1, to_page=pages[1] - 1)
        whole.close()
        part.save(out)


def main(out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    write(page_html("/usr/share/doc/nodejs/api/permissions.html"), out_dir / "nodejs-permissions-5-14.pdf", (5, 14))
    write(paragraphs(man_text("gzip")), out_dir / "gzip-man.pdf")
    write(paragraphs(Path("/usr/share/common-licenses/LGPL-2.1").read_text()), out_dir / "LGPL-2.1.pdf")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/B-work"))
