"""PDF trees on a ninth set, held back whole by the lead (issue 28): chosen and committed before the
session's last tree rules landed, never tuned on, its trees never looked at; scored once at the
start of the round ("before") and once at its end.

`.venv/bin/python bench/bench_pdf_trees_ninth.py [--json PATH]`

Two kinds no earlier set has:
- Chinese manuals typeset by xdvipdfmx with four or five bookmark levels (LinuxCNC's zh_CN guides,
  `apt-get download linuxcnc-doc-zh-cn`);
- manuals a browser printed ("Save as PDF" from Chromium, its default date/title header and
  URL/page footer kept, bookmarks from the HTML headings via --generate-pdf-document-outline):
  GNU Texinfo pages (bash's reference, the GNU coding standards), an AsciiDoc/DocBook book (git's
  user manual), SQLite's own HTML (virtual tables) and a Chinese DocBook manual (Debian Edu
  bullseye, zh_CN). Packages fetched with `apt-get download` and unpacked with `dpkg -x` into
  ROOT when missing; printed into PRINTED when missing (Debian's chromium).

Scored as bench_pdf_trees.py scores its sets: bookmarks stripped; an entry counts when a node
with its title starts on its page; right parent when that node's parent is the node found for the
entry's parent."""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_pdf_trees_unseen import packaged_paths, score_paths  # noqa: E402

ROOT = Path("/tmp/outline28/ninth/root")
PRINTED = Path("/tmp/outline28/ninth/printed")
# (package, path in it); an .html path is printed to PDF by Chromium first
NINTH = [
    ("linuxcnc-doc-zh-cn", "usr/share/doc/linuxcnc/LinuxCNC_Getting_Started_zh_CN.pdf"),
    ("bash-doc", "usr/share/doc/bash/bashref.html"),
    ("linuxcnc-doc-zh-cn", "usr/share/doc/linuxcnc/LinuxCNC_Developer_zh_CN.pdf"),
    ("gnu-standards", "usr/share/doc/gnu-standards/standards.html"),
    ("linuxcnc-doc-zh-cn", "usr/share/doc/linuxcnc/LinuxCNC_Integrator_zh_CN.pdf"),
    ("git-doc", "usr/share/doc/git-doc/user-manual.html"),
    ("debian-edu-doc-zh-cn", "usr/share/doc/debian-edu-doc-zh-cn/debian-edu-bullseye-manual.html"),
    ("sqlite3-doc", "usr/share/doc/sqlite3/vtab.html"),
]


def printed(html: Path, into: Path = PRINTED) -> Path:
    """The HTML page as Chromium's "Save as PDF" makes it, with an outline of its headings."""
    out = into / f"{html.stem}.pdf"
    if not out.exists():
        into.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as profile:
            subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                            f"--user-data-dir={profile}", "--generate-pdf-document-outline",
                            f"--print-to-pdf={out}", html.as_uri()],
                           check=True, capture_output=True, timeout=600)
    return out


def paths() -> list[Path]:
    found = [Path(p) for p in packaged_paths(NINTH, ROOT, ROOT)]
    return [printed(p) if p.suffix == ".html" and p.exists() else p for p in found]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", help="write the per-document counts here")
    args = ap.parse_args()
    score_paths(paths(), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
