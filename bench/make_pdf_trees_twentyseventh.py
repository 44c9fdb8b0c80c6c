"""The twenty-seventh pdf-trees set's PDFs (issue 28): real manual pages, their own sections and
option or key entries as headings, set under Chinese and English outline schemes by three producers
that are not TeX.

`.venv/bin/python bench/make_pdf_trees_twentyseventh.py [OUT_DIR]` (default /tmp/z1-pdfs).

The texts are installed manual pages (man-db, shadow and git's English pages; the Chinese
translations under /usr/share/man/zh_CN), formatted by `man` at a wide line and read by indent:
column 0 is a section (.SH), 3 a subsection (.SS), a line at 7 (or 11) that the next line
continues deeper is an entry's tag (.TP: `-b, --base-dir BASE_DIR`, `core.fileMode`), other lines
are body paragraphs. Each page is a chapter titled by its NAME line. Only the numbering is added:
`第一章` > `第一节` > `一、` > `（一）` > `1.`, `第1章` > `1.1` > `1.1.1`, `I.` > `A.` > `1.` >
`(a)` > `(i)` and `1` > `1.1` > `1.1.1`; entry tags keep their case (`(a) --flag`, `1. core.bare`).
Rendered by make_outline_pdfs' WeasyPrint, MuPDF Story and groff -ms renderers; the bookmarks are
the headings written, so they are the labels."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.make_outline_pdfs import CSS, DECIMAL, SCHEMES, Doc, write_missing  # noqa: E402

MAN = Path("/usr/share/man")
ZH_LEGAL = ["zh_chapter", "zh_section", "zh_item", "zh_paren", "arabic"]
RELEASE = ["roman", "upper", "arabic", "paren_lower", "paren_roman"]
# name: (manual pages, schemes by level, producer, front, most headings)
DOCS = {
    "zh-shadow-admin-rules": (["zh_CN/man8/" + n for n in (
        "useradd", "usermod", "userdel", "groupadd", "groupmod", "groupdel", "groupmems", "newusers",
        "chpasswd", "chgpasswd", "pwck", "grpck", "lastlog", "faillog")], ZH_LEGAL, "weasy",
        "用户与组管理规程", 160),
    "zh-man-db-rules": (["zh_CN/man1/" + n for n in ("man", "manpath", "apropos", "whatis", "lexgrog",
                                                     "manconv", "man-recode", "zsoelim")]
                        + ["zh_CN/man8/" + n for n in ("mandb", "catman", "accessdb")], ZH_LEGAL, "story",
                        "手册页系统管理办法", 160),
    "git-config-release": (["man1/git-config", "man5/gitattributes", "man1/git", "man5/githooks",
                            "man5/gitmodules", "man5/gitignore", "man1/git-log", "man1/git-rebase"], RELEASE, "groff",
                           "Release No. 2026-27: Git Configuration", 5000),
    "openssl-options-release": (["man1/openssl-" + n + ".1ssl" for n in ("req", "x509", "ca", "s_client")],
                                RELEASE, "weasy", "Release No. 2026-28: OpenSSL Commands", 160),
    "zh-account-files-textbook": (["zh_CN/man5/" + n for n in ("login.defs", "passwd", "shadow", "gshadow",
                                                               "faillog", "manpath")]
                                  + ["zh_CN/man1/" + n for n in ("chage", "passwd", "chfn", "chsh", "login",
                                                                 "newgrp", "gpasswd", "expiry")],
                                  ["zh_chapter_num"] + [DECIMAL] * 4, "weasy", "账户文件与口令教程", 160),
    "curl-wget-report": (["man1/curl", "man1/wget"], [DECIMAL] * 5, "story",
                         "Transfer Tools: Option Report", 160),
}
CSS.update({
    "zh-shadow-admin-rules": CSS["zh-regulation"],
    "zh-account-files-textbook": "body{font-family:'WenQuanYi Micro Hei',sans-serif;font-size:11pt}"
                                 "h1{font-size:18pt;text-align:center;page-break-before:always}h2{font-size:14pt}"
                                 "h3{font-size:12pt}h4,h5{font-size:11pt}p{text-indent:2em}",
    "openssl-options-release": "h1{font-size:13pt}h2{font-size:12pt}h3,h4,h5{font-size:11pt}"
                               "h4{font-style:italic}h5{font-weight:normal;font-style:italic}",
})


def page_text(name: str) -> list[str]:
    """The manual page formatted by man at 250 columns, tabs expanded, overstrikes removed."""
    path = next(MAN.glob(name + ".*gz")) if not name.endswith("ssl") else MAN / (name + ".gz")
    env = dict(os.environ, MANWIDTH="250", LANG="C.UTF-8")
    out = subprocess.run(["man", "-E", "UTF-8", "-l", str(path)], capture_output=True, env=env, check=True).stdout
    text = subprocess.run(["col", "-bx"], input=out, capture_output=True, check=True).stdout.decode()
    return text.splitlines()[1:-1]  # header and footer lines dropped


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def page_items(name: str) -> tuple[str, list[tuple]]:
    """(the NAME line, [("sh"|"ss"|"tag"|"tag2", text) or ("p", text)]) of one manual page."""
    lines = page_text(name)
    items: list[tuple] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        if not line.strip():
            k += 1
            continue
        ind, nxt = _indent(line), lines[k + 1] if k + 1 < len(lines) else ""
        deeper = nxt.strip() and _indent(nxt) > ind
        if ind == 0:
            items.append(("sh", line.strip()))
        elif ind == 3:
            items.append(("ss", line.strip()))
        elif ind in (7, 11) and deeper and len(line.strip()) <= 70 and not line.strip().isdigit():
            items.append(("tag" if ind == 7 else "tag2", line.strip()))
        else:
            para = [line.strip()]
            while k + 1 < len(lines) and lines[k + 1].strip() and _indent(lines[k + 1]) == ind:
                k += 1
                para.append(lines[k].strip())
            items.append(("p", " ".join(para)))
        k += 1
    title = name.rsplit("/", 1)[-1]
    for a, b in zip(items, items[1:]):
        if a[0] == "sh" and b[0] == "p":
            title = b[1]
            break
    # the NAME section is the chapter's title: drop it
    start = next((i for i, it in enumerate(items) if it[0] == "sh"), 0)
    rest = items[start + 2:] if len(items) > start + 1 and items[start + 1][0] == "p" else items[start + 1:]
    return title, rest


def _case(text: str) -> str:
    """A section named in capitals (DESCRIPTION, CONFIGURATION FILE) as a book writes it."""
    return text.capitalize() if text.isupper() and len(text) > 3 else text


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"),
                           (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + letters, n - value
    return out


def mark(levels: list[str], counters: list[int], level: int) -> str:
    """The heading's number; letters past z double (AA., (bb)) as long legal lists do."""
    n, scheme = counters[level], levels[level]
    letter = chr(97 + (n - 1) % 26) * ((n - 1) // 26 + 1)
    return {DECIMAL: ".".join(str(c) for c in counters[: level + 1]), "roman": f"{_roman(n)}.",
            "upper": f"{letter.upper()}.", "lower": f"{letter}.", "paren_lower": f"({letter})",
            "paren_roman": f"({_roman(n).lower()})"}.get(scheme) or SCHEMES[scheme](n - 1)


def build(name: str) -> Doc:
    pages, levels, producer, front, most = DOCS[name]
    doc = Doc(name, 0, levels, [], producer, set(), front)
    doc.items = [("front", front)]
    counters, open_ranks = [0] * 5, []
    rank = {"page": 0, "sh": 1, "ss": 2, "tag": 3, "tag2": 4}

    def heading(kind: str, text: str) -> None:
        while open_ranks and open_ranks[-1] >= rank[kind]:
            open_ranks.pop()
        level = len(open_ranks)  # a skipped rank (a tag right under a section): one level up
        open_ranks.append(rank[kind])
        counters[level] += 1
        counters[level + 1:] = [0] * (4 - level)
        doc.items.append(("h", level, f"{mark(levels, counters, level)} {text}"))

    for page in pages:
        if sum(item[0] == "h" for item in doc.items) >= most:
            break
        title, items = page_items(page)
        heading("page", title.replace(" - ", " — ", 1))
        for kind, text in items:
            if kind == "p" or producer == "groff" and re.search(r"[~^`\\]", text):
                doc.items.append(("p", text[:900]))  # groff sets ~ ^ ` \ as other glyphs: body text
            else:
                heading(kind, _case(text))
    return doc


def make(out_dir: Path) -> list[Path]:
    return write_missing(out_dir, {name: spec[2] for name, spec in DOCS.items()}, build)


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/z1-pdfs"))
