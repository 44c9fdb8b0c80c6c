"""Installed manual pages typeset line for line into A4 PDFs (eleventh and twelfth choice-question sets,
decisions 1151 and 1157).

`.venv/bin/python bench/make_man_pdfs.py [OUT_DIR] [SET]` (default /tmp/G-src/pdf, set `eleventh`; `twelfth`
makes `TWELFTH_PAGES`) writes one PDF per entry of the set: the page as `man` prints it for a terminal
(`MANWIDTH=80 man -L LOCALE -P cat [SECTION] NAME`, the overstrikes removed by `col -bx`), each line set
at its indentation's terminal column (a CJK character takes two; the spaces a justified line adds are
one), in WenQuanYi Micro Hei, 58 lines a page. The text is the installed page's, word for word: man-db's
Chinese man(1) and mandb(8), coreutils' sort(1) and date(1), findutils' xargs(1); for the twelfth set
shadow-utils' Chinese useradd(8) and shadow(5) and grep's grep(1). Needs man-db, coreutils, findutils,
passwd, grep and fonts-wqy-microhei."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pymupdf

PAGES = {  # output name -> (locale, manual page)
    "man-zh": ("zh_CN", "man"),
    "mandb-zh": ("zh_CN", "mandb"),
    "sort-en": ("C", "sort"),
    "date-en": ("C", "date"),
    "xargs-en": ("C", "xargs"),
}
TWELFTH_PAGES = {  # the twelfth set (1157): pages no earlier choice set used
    "useradd-zh": ("zh_CN", "8 useradd"),
    "shadow-zh": ("zh_CN", "5 shadow"),
    "grep-en": ("C", "1 grep"),
}
SETS = {"eleventh": PAGES, "twelfth": TWELFTH_PAGES}
FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
SIZE, CELL, LEADING, LINES = 9.0, 4.6, 12.6, 58
LEFT, TOP = 60.0, 64.0


def man_text(locale: str, name: str) -> list[str]:
    env = dict(os.environ, MANWIDTH="80", LANG="C.UTF-8")
    text = subprocess.run(["man", "-L", locale, "-P", "cat", *name.split()], env=env, capture_output=True, check=True).stdout
    plain = subprocess.run(["col", "-bx"], input=text, env=env, capture_output=True, check=True).stdout
    return plain.decode("utf-8").splitlines()


def cells(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def set_line(writer: pymupdf.TextWriter, font: pymupdf.Font, line: str, y: float) -> None:
    """The line starts at its indentation's column; the spaces a justified terminal line adds are one space."""
    text = line.strip()
    column = cells(line[: len(line) - len(line.lstrip())])
    writer.append((LEFT + column * CELL, y), re.sub(r" {2,}", " ", text), font=font, fontsize=SIZE)


def write_pdf(lines: list[str], out: Path) -> None:
    doc = pymupdf.open()
    font = pymupdf.Font(fontfile=FONT)
    for start in range(0, len(lines), LINES):
        page = doc.new_page(width=595, height=842)
        writer = pymupdf.TextWriter(page.rect)
        for row, line in enumerate(lines[start:start + LINES]):
            if line.strip():
                set_line(writer, font, line, TOP + row * LEADING)
        writer.write_text(page)
    doc.save(out, garbage=3, deflate=True)


def main(out_dir: str = "/tmp/G-src/pdf", which: str = "eleventh") -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for name, (locale, page) in SETS[which].items():
        write_pdf(man_text(locale, page), out / f"{name}.pdf")
        print(out / f"{name}.pdf")


if __name__ == "__main__":
    main(*sys.argv[1:])
