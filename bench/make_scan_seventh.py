"""Two generated Chinese documents for the seventh scanned set (issue 28, decision 0316), in layouts
and with distractors no earlier generated document had:

- `zh-science`: a science textbook with a 目录 page, `第一章 …` > `第一节 …` > `一、…`, running heads
  (the book's title on even pages, the chapter's on odd ones); in the body the distractors of a
  science book: figures drawn as SVG with words and numbers inside (`烧杯`, `温度计`, `0`, `50`),
  captions `图1-2 …`, boxed callouts repeated in every section (`实验探究`, `思考与讨论`), a centred
  formula line, a table, a `阅读材料` box in a smaller type; `练习与应用` closes each chapter.
- `zh-labbook`: a lab manual with no contents page, `实验一 …` (large, centred) > `一、实验目的`,
  `二、实验器材`, …, the same five headings in every experiment (real, bookmarked); numbered steps,
  an apparatus figure with labels, a data table, a bold `注意：` line and a running title
  `物理实验报告册` atop every page.

Bookmarks come from h1-h3. Body text is Chinese sentences from Debian's reference manual
(bench/make_outline_pdfs._zh_pool). Deterministic.
`.venv/bin/python bench/make_scan_seventh.py OUT_DIR`"""
from __future__ import annotations

import html
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.make_outline_pdfs import _cn, _zh_pool  # noqa: E402
from bench.make_scan_workbook import _render  # noqa: E402

TITLE = "初中物理（八年级上册）"
CHAPTERS = [("机械运动", ["长度和时间的测量", "运动的描述", "运动的快慢"]),
            ("声现象", ["声音的产生与传播", "声音的特性", "声的利用"]),
            ("物态变化", ["温度", "熔化和凝固", "汽化和液化"]),
            ("光现象", ["光的直线传播", "光的反射", "平面镜成像"])]
POINTS = ["基本概念", "测量方法", "影响因素", "生活中的应用", "误差与估计", "实验结论"]
FORMULAS = ["v = s / t", "ρ = m / V", "t = s / v", "G = m g"]
LABELS = [["烧杯", "温度计", "酒精灯", "石棉网"], ["小车", "斜面", "金属片", "刻度尺"],
          ["音叉", "乒乓球", "铁架台", "细线"], ["平面镜", "白纸", "蜡烛", "光屏"]]

EXPERIMENTS = ["测量物体运动的平均速度", "探究声音的产生条件", "探究固体熔化时温度的变化规律",
               "探究水沸腾时温度变化的特点", "探究光反射时的规律", "探究平面镜成像的特点"]
LAB_PARTS = ["实验目的", "实验器材", "实验步骤", "数据记录与处理", "交流与讨论"]

CSS = """
body { font-family: 'WenQuanYi Micro Hei', sans-serif; font-size: 10.5pt; line-height: 1.65; }
p { text-indent: 2em; margin: 1mm 0; }
td { border: 1px solid #444; padding: 1mm 4mm; font-size: 9.5pt; text-align: center; }
table { margin: 2mm auto; border-collapse: collapse; }
.fig { text-align: center; margin: 3mm 0 1mm 0; } .cap { text-align: center; font-size: 9pt; text-indent: 0; }
.formula { text-align: center; text-indent: 0; font-style: italic; font-size: 11pt; margin: 2mm 0; }
"""
SCIENCE_CSS = CSS + """
@page { size: 185mm 260mm; margin: 24mm 18mm 22mm 18mm;
        @bottom-center { content: counter(page); font-size: 9pt; } }
@page :left { @top-left { content: "初中物理（八年级上册）"; font-size: 8.5pt; } }
@page :right { @top-right { content: string(chapter); font-size: 8.5pt; } }
@page front { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }
.front { page: front; page-break-after: always; text-align: center; bookmark-level: none; }
.cover .t { font-size: 28pt; margin-top: 70mm; } .cover .p { font-size: 13pt; margin-top: 90mm; }
.toc .head { font-size: 20pt; margin-bottom: 8mm; }
.toc a { display: block; color: black; text-decoration: none; text-align: left; }
.toc a::after { content: leader('·') target-counter(attr(href), page); }
.toc a.l1 { font-size: 12pt; margin-top: 4mm; } .toc a.l2 { margin-left: 3em; }
h1 { font-size: 22pt; page-break-before: always; margin: 12mm 0 10mm 0; string-set: chapter content(); }
h2 { font-size: 15pt; text-align: center; margin: 7mm 0 4mm 0; }
h3 { font-size: 11.5pt; margin: 4mm 0 2mm 0; }
.box { border: 1.2px solid #333; border-radius: 3mm; padding: 2mm 4mm; margin: 3mm 0; }
.box .tag { font-weight: bold; font-size: 11pt; text-indent: 0; }
.read { background: #e8e8e8; font-size: 9pt; padding: 2mm 4mm; margin: 3mm 0; }
.read .tag { font-weight: bold; text-indent: 0; }
.q { text-indent: 0; }
"""
LAB_CSS = CSS + """
@page { size: 185mm 260mm; margin: 24mm 20mm 22mm 20mm;
        @top-center { content: "物理实验报告册"; font-size: 9pt; border-bottom: 0.6px solid #333; }
        @bottom-right { content: "第 " counter(page) " 页"; font-size: 9pt; } }
h1 { font-size: 17pt; text-align: center; page-break-before: always; margin: 6mm 0 6mm 0; }
h1:first-of-type { page-break-before: avoid; }
h2 { font-size: 12pt; margin: 4mm 0 2mm 0; }
.note { font-weight: bold; text-indent: 0; } .step { text-indent: 0; margin-left: 2em; }
.blank { text-indent: 0; } .info { text-indent: 0; text-align: center; margin-bottom: 4mm; }
"""


def _figure(labels: list[str], ticks: bool) -> str:
    """An SVG drawing with words (and a scale's numbers) inside: what OCR reads as short lines."""
    parts = ["<svg xmlns='http://www.w3.org/2000/svg' width='300' height='150'>",
             "<rect x='20' y='20' width='120' height='110' fill='none' stroke='#222' stroke-width='2'/>",
             "<circle cx='220' cy='75' r='40' fill='none' stroke='#222' stroke-width='2'/>",
             "<line x1='140' y1='75' x2='180' y2='75' stroke='#222' stroke-width='2'/>"]
    for k, (x, y) in enumerate([(40, 50), (60, 110), (200, 70), (230, 140)][:len(labels)]):
        parts.append(f"<text x='{x}' y='{y}' font-size='13' font-family='WenQuanYi Micro Hei'>"
                     f"{html.escape(labels[k])}</text>")
    if ticks:
        for k, v in enumerate((0, 50, 100)):
            parts.append(f"<text x='{150 + 50 * k}' y='15' font-size='10'>{v}</text>")
    parts.append("</svg>")
    return "".join(parts)


def science(seed: int = 71) -> str:
    rng = random.Random(seed)
    pool = _zh_pool()

    def para(lo: int = 1, hi: int = 3) -> str:
        return html.escape("".join(rng.choice(pool) for _ in range(rng.randint(lo, hi))))

    heads: list[tuple[int, str, str]] = []
    body: list[str] = []

    def head(level: int, title: str) -> None:
        anchor = f"h{len(heads)}"
        heads.append((level, title, anchor))
        body.append(f"<h{level} id='{anchor}'>{html.escape(title)}</h{level}>")

    for c, (chapter, sections) in enumerate(CHAPTERS, 1):
        head(1, f"第{_cn(c)}章 {chapter}")
        body.append(f"<p>{para(1, 2)}</p>")
        fig = 0
        for s, section in enumerate(sections, 1):
            head(2, f"第{_cn(s)}节 {section}")
            body.append(f"<p>{para()}</p>")
            for k, point in enumerate(rng.sample(POINTS, rng.randint(1, 2)), 1):
                head(3, f"{_cn(k)}、{point}")
                body.append(f"<p>{para()}</p>")
            body.append(f"<div class='box'><p class='tag'>实验探究</p><p>{para(1, 1)}</p></div>")
            if rng.random() < 0.7:
                fig += 1
                body.append(f"<div class='fig'>{_figure(rng.sample(LABELS[c - 1], 3), rng.random() < 0.5)}</div>"
                            f"<p class='cap'>图{c}-{fig} {html.escape(rng.choice(POINTS))}示意图</p>")
            if rng.random() < 0.5:
                body.append(f"<p class='formula'>{rng.choice(FORMULAS)}</p><p>{para(1, 1)}</p>")
            body.append(f"<div class='box'><p class='tag'>思考与讨论</p><p>{para(1, 1)}</p></div>")
            if rng.random() < 0.4:
                rows = "".join(f"<tr><td>{k}</td><td>{rng.randint(10, 99)}.{rng.randint(0, 9)}</td>"
                               f"<td>{rng.randint(1, 9)}.{rng.randint(10, 99)}</td></tr>" for k in range(1, 4))
                body.append(f"<table><tr><td>次数</td><td>路程 s/m</td><td>时间 t/s</td></tr>{rows}</table>")
            if rng.random() < 0.35:
                body.append(f"<div class='read'><p class='tag'>阅读材料</p><p>{para(1, 2)}</p></div>")
            body.append(f"<p>{para()}</p>")
        head(2, "练习与应用")
        for k in range(1, rng.randint(3, 4) + 1):
            body.append(f"<p class='q'>{k}. {html.escape(rng.choice(pool)[:60])}</p>")
    toc = "".join(f"<a class='l{lv}' href='#{a}'>{html.escape(t)}</a>" for lv, t, a in heads if lv <= 2)
    front = (f"<div class='front cover'><div class='t'>{TITLE}</div><div class='p'>人民教育出版社</div></div>"
             f"<div class='front toc'><div class='head'>目　录</div>{toc}</div>")
    return f"<html><head><style>{SCIENCE_CSS}</style></head><body>{front}{''.join(body)}</body></html>"


def labbook(seed: int = 72) -> str:
    rng = random.Random(seed)
    pool = _zh_pool()

    def sent(n: int = 60) -> str:
        return html.escape(rng.choice(pool)[:n])

    body: list[str] = []
    for e, experiment in enumerate(EXPERIMENTS, 1):
        body.append(f"<h1>实验{_cn(e)} {experiment}</h1>")
        body.append("<p class='info'>班级：________ 姓名：________ 日期：________</p>")
        body.append(f"<h2>一、{LAB_PARTS[0]}</h2><p>{sent(80)}</p>")
        body.append(f"<h2>二、{LAB_PARTS[1]}</h2><p class='blank'>{'、'.join(rng.sample(sum(LABELS, []), 5))}</p>")
        body.append(f"<div class='fig'>{_figure(rng.sample(sum(LABELS, []), 4), rng.random() < 0.5)}</div>"
                    f"<p class='cap'>图{e} 实验装置</p>")
        body.append(f"<h2>三、{LAB_PARTS[2]}</h2>")
        for k in range(1, rng.randint(3, 5) + 1):
            body.append(f"<p class='step'>{k}. {sent(50)}</p>")
        body.append(f"<p class='note'>注意：{sent(30)}</p>")
        body.append(f"<h2>四、{LAB_PARTS[3]}</h2>")
        rows = "".join(f"<tr><td>{k}</td><td></td><td></td><td></td></tr>" for k in range(1, 4))
        body.append(f"<table><tr><td>实验次数</td><td>第一次</td><td>第二次</td><td>平均值</td></tr>{rows}</table>")
        body.append(f"<p>{sent(90)}</p>")
        body.append(f"<h2>五、{LAB_PARTS[4]}</h2>")
        for k in range(1, 3):
            body.append(f"<p class='blank'>（{k}）{sent(40)}</p><p class='blank'>{'_' * 40}</p>")
    return f"<html><head><style>{LAB_CSS}</style></head><body>{''.join(body)}</body></html>"


def make(out_dir: Path) -> list[Path]:
    return [_render(science(), out_dir / "zh-science.pdf"), _render(labbook(), out_dir / "zh-labbook.pdf")]


if __name__ == "__main__":
    print(make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/scan-7-src")))
