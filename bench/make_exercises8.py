"""The eighth exercise set's one excerpt (decision 0750): pages 1-94 of Tellechea's
"Apprendre à programmer en TeX" (texlive-lang-french 2022.20230122-1, Debian bookworm), the
book's contents and its chapters up to exercise 29, cut with PyMuPDF (pages copied as they are,
nothing rewritten), so the held-back book ingests in minutes on the shared machine.

    apt-get download texlive-lang-french texlive-lang-german   # dpkg-deb -x each into /tmp/ex8-pkgs/root
    .venv/bin/python bench/make_exercises8.py
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

ROOT = Path("/tmp/ex8-pkgs/root")
BOOK = ROOT / "usr/share/doc/texlive-doc/plain/apprendre-a-programmer-en-tex/output/apprendre-a-programmer-en-tex.pdf"
EXCERPT = ROOT / "excerpts" / "apprendre-a-programmer-en-tex-p1-94.pdf"


def main() -> None:
    EXCERPT.parent.mkdir(parents=True, exist_ok=True)
    out = pymupdf.open()
    out.insert_pdf(pymupdf.open(BOOK), from_page=0, to_page=93)
    out.save(EXCERPT, garbage=3, deflate=True)
    print(EXCERPT, out.page_count)


if __name__ == "__main__":
    main()
