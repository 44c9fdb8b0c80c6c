"""The ninth exercise set's held-back excerpt (decision 0755): pages 95-176 of Tellechea's
"Apprendre à programmer en TeX" (texlive-lang-french 2022.20230122-1, Debian bookworm), its
exercises 30-62 with their inline `Solution` blocks, cut with PyMuPDF (pages copied as they are,
nothing rewritten). The SAME book as the eighth set's held-back excerpt (pages 1-94, now seen and
the ninth set's tuned half): no unused document of this kind was found on the machine.

    apt-get download texlive-lang-french texlive-lang-german   # dpkg-deb -x each into /tmp/ex8-pkgs/root
    .venv/bin/python bench/make_exercises8.py                    # the tuned excerpt (pages 1-94)
    .venv/bin/python bench/make_exercises9.py                    # the held-back excerpt (pages 95-176)
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

ROOT = Path("/tmp/ex8-pkgs/root")
BOOK = ROOT / "usr/share/doc/texlive-doc/plain/apprendre-a-programmer-en-tex/output/apprendre-a-programmer-en-tex.pdf"
EXCERPT = ROOT / "excerpts" / "apprendre-a-programmer-en-tex-p95-176.pdf"


def main() -> None:
    EXCERPT.parent.mkdir(parents=True, exist_ok=True)
    out = pymupdf.open()
    out.insert_pdf(pymupdf.open(BOOK), from_page=94, to_page=175)
    out.save(EXCERPT, garbage=3, deflate=True)
    print(EXCERPT, out.page_count)


if __name__ == "__main__":
    main()
