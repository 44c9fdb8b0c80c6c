"""A generated Chinese textbook with a printed contents page and author bookmarks (issue 28, the
fifth scanned set, decision 0265).

`.venv/bin/python bench/make_scan_textbook.py [OUT.pdf]` writes it with WeasyPrint: a cover (title,
authors, publisher), a copyright page (CIP data, ISBN), a 目录 page whose page numbers WeasyPrint
fills in (`target-counter`), then chapters `第1章 …` > sections `1.1 …` > sub-sections `1.1.1 …`,
each chapter closing with `本章小结` and `习题1`. In the body the distractors a textbook carries:
worked examples `例1.2` in bold, `定义`/`定理` lines, numbered steps, figure and table captions
(`图1-2 …`, `表1-1 …`), a table, running heads. Bookmarks come from h1-h3 (chapters, sections,
sub-sections, summaries and exercises); the contents page lists chapters and sections only. Body
text is Chinese sentences from Debian's reference manual (bench/make_outline_pdfs._zh_pool).
Deterministic (one seed)."""
from __future__ import annotations

import html
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.make_outline_pdfs import _zh_pool  # noqa: E402

TITLE = "计算机系统应用基础"
CHAPTERS = ["系统概述", "文件与目录管理", "软件包的安装与维护", "网络配置与服务", "文本处理工具", "程序设计入门"]
SECTIONS = [
    "基本概念", "工作原理", "常用命令", "配置文件", "权限与安全", "日志与排错", "备份与恢复", "性能调优",
    "脚本编写", "远程访问", "服务管理", "数据格式", "编码与字符集", "版本控制", "开发环境", "应用实例",
]
SUBSECTIONS = ["概述", "使用方法", "注意事项", "典型场景", "参数说明"]

CSS = """
@page { size: 184mm 260mm; margin: 22mm 20mm 24mm 20mm;
        @top-center { content: string(chapter); font-size: 9pt; }
        @bottom-center { content: counter(page); font-size: 9pt; } }
@page front { @top-center { content: none; } @bottom-center { content: none; } }
body { font-family: 'WenQuanYi Micro Hei', sans-serif; font-size: 10.5pt; line-height: 1.6; }
.front { page: front; page-break-after: always; text-align: center; bookmark-level: none; }
.cover h0 { display: block; }
.cover .t { font-size: 26pt; margin-top: 60mm; } .cover .a { font-size: 13pt; margin-top: 30mm; }
.cover .p { font-size: 12pt; margin-top: 50mm; }
.copy { text-align: left; font-size: 9pt; padding-top: 120mm; }
.toc { page-break-after: always; bookmark-level: none; }
.toc .head { font-size: 18pt; text-align: center; margin-bottom: 8mm; }
.toc a { display: block; color: black; text-decoration: none; }
.toc a::after { content: leader('.') target-counter(attr(href), page); }
.toc a.l1 { font-weight: bold; margin-top: 3mm; } .toc a.l2 { margin-left: 2em; }
h1 { font-size: 20pt; text-align: center; page-break-before: always; margin: 10mm 0 8mm 0;
     string-set: chapter content(); }
h2 { font-size: 14pt; margin: 6mm 0 3mm 0; } h3 { font-size: 12pt; margin: 4mm 0 2mm 0; }
p { text-indent: 2em; margin: 1mm 0; } .ex { font-weight: bold; text-indent: 0; }
.cap { text-align: center; font-size: 9pt; text-indent: 0; }
.step { text-indent: 0; margin-left: 2em; }
td { border: 1px solid #555; padding: 1mm 3mm; font-size: 9.5pt; } table { margin: 2mm auto; }
"""


def build(seed: int = 65) -> tuple[str, list[tuple[int, str]]]:
    """The HTML and the headings (level, title) in order."""
    rng = random.Random(seed)
    pool = _zh_pool()

    def para(lo: int = 2, hi: int = 5) -> str:
        return "".join(rng.choice(pool) for _ in range(rng.randint(lo, hi)))

    heads: list[tuple[int, str, str]] = []  # level, title, anchor
    body: list[str] = []

    def head(level: int, title: str) -> None:
        anchor = f"h{len(heads)}"
        heads.append((level, title, anchor))
        body.append(f"<h{level} id='{anchor}'>{html.escape(title)}</h{level}>")

    for c, chapter in enumerate(CHAPTERS, 1):
        sections = rng.sample(SECTIONS, 4)
        head(1, f"第{c}章 {chapter}")
        body.append(f"<p>{html.escape(para(1, 2))}</p>")
        examples = figures = 0
        for s in range(1, rng.randint(2, 4) + 1):
            head(2, f"{c}.{s} {sections.pop()}")
            body.append(f"<p>{html.escape(para())}</p>")
            subs = rng.sample(SUBSECTIONS, rng.randint(0, 3)) if rng.random() < 0.6 else []
            for k, sub in enumerate(subs, 1):
                head(3, f"{c}.{s}.{k} {sub}")
                body.append(f"<p>{html.escape(para(1, 4))}</p>")
            if rng.random() < 0.7:
                examples += 1
                body.append(f"<p class='ex'>例{c}.{examples} {html.escape(para(1, 1)[:40])}</p>")
                body.append(f"<p><b>解</b> {html.escape(para(1, 3))}</p>")
            if rng.random() < 0.4:
                kind = rng.choice(["定义", "定理"])
                body.append(f"<p class='ex'>{kind}{c}.{s} {html.escape(para(1, 1)[:60])}</p>")
            if rng.random() < 0.5:
                for k in range(1, rng.randint(3, 4) + 1):
                    body.append(f"<p class='step'>（{k}）{html.escape(para(1, 1)[:50])}</p>")
            if rng.random() < 0.5:
                figures += 1
                rows = "".join(f"<tr><td>{k}</td><td>{html.escape(rng.choice(SUBSECTIONS))}</td>"
                               f"<td>{rng.randint(10, 99)}</td></tr>" for k in range(1, rng.randint(3, 5)))
                body.append(f"<p class='cap'>表{c}-{figures} {html.escape(rng.choice(SECTIONS))}一览</p>"
                            f"<table>{rows}</table>")
            body.append(f"<p>{html.escape(para())}</p>")
        head(2, "本章小结")
        body.append(f"<p>{html.escape(para(1, 3))}</p>")
        head(2, f"习题{c}")
        for k in range(1, rng.randint(3, 5) + 1):
            body.append(f"<p class='step'>{k}. {html.escape(para(1, 1)[:70])}</p>")
    toc = "".join(f"<a class='l{lv}' href='#{a}'>{html.escape(t)}</a>" for lv, t, a in heads if lv <= 2)
    front = (f"<div class='front cover'><div class='t'>{TITLE}</div><div class='a'>王建国 李明 编著</div>"
             "<div class='p'>高等教育出版社</div></div>"
             f"<div class='front copy'><p>图书在版编目（CIP）数据</p><p>{TITLE}／王建国，李明编著．"
             "—北京：高等教育出版社，2021.9</p><p>ISBN 978-7-04-056321-8</p>"
             "<p>版权所有 侵权必究</p></div>"
             f"<div class='toc'><div class='head'>目录</div>{toc}</div>")
    page = f"<html><head><style>{CSS}</style></head><body>{front}{''.join(body)}</body></html>"
    return page, [(lv, t) for lv, t, _ in heads]


def make(out: Path) -> Path:
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        page, _ = build()
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "book.html"
            src.write_text(page)
            subprocess.run(["weasyprint", "-q", str(src), str(out)], check=True)
    return out


if __name__ == "__main__":
    print(make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/scan-5-src/zh-textbook.pdf")))
