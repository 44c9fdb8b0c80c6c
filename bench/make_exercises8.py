"""The eighth and ninth exercise sets' excerpts of Tellechea's "Apprendre à programmer en TeX"
(texlive-lang-french 2022.20230122-1, Debian bookworm), cut with PyMuPDF (pages copied as they
are, nothing rewritten), so the book ingests in minutes on the shared machine:
- pages 1-94 (decision 0750): the contents and the chapters up to exercise 29; the eighth set's
  held-back half, the ninth set's tuned half;
- pages 95-176 (decision 0755): exercises 30-62 with their inline `Solution` blocks; the ninth
  set's held-back half (the SAME book: no unused document of this kind was found on the machine).

    apt-get download texlive-lang-french texlive-lang-german   # dpkg-deb -x each into /tmp/ex8-pkgs/root
    .venv/bin/python bench/make_exercises8.py
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

ROOT = Path("/tmp/ex8-pkgs/root")
BOOK = ROOT / "usr/share/doc/texlive-doc/plain/apprendre-a-programmer-en-tex/output/apprendre-a-programmer-en-tex.pdf"
EXCERPTS = {"apprendre-a-programmer-en-tex-p1-94.pdf": (0, 93),
            "apprendre-a-programmer-en-tex-p95-176.pdf": (94, 175)}


def main() -> None:
    book = pymupdf.open(BOOK)
    for name, (first, last) in EXCERPTS.items():
        excerpt = ROOT / "excerpts" / name
        excerpt.parent.mkdir(parents=True, exist_ok=True)
        out = pymupdf.open()
        out.insert_pdf(book, from_page=first, to_page=last)
        out.save(excerpt, garbage=3, deflate=True)
        print(excerpt, out.page_count)


if __name__ == "__main__":
    main()
