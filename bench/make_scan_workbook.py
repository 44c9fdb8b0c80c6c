"""Two generated Chinese documents with no contents page, for the sixth scanned set (issue 28,
decision 0280): layouts no earlier scanned set used.

- `zh-workbook`: a pupil's workbook, `第一单元 …` > `第1课 …` > `练习` (each lesson's exercises) and
  `单元复习` (each unit's review); in the body the distractors a workbook carries: `学习目标：` and
  `想一想` callouts in bold, fill-in blanks, choice options `A.… B.…`, numbered questions, a table.
- `zh-report`: a work report, a title over a date line, then `一、…` (bold, larger) > `（一）…`
  (bold, the body's size) > `1. …` (the body's size and weight, a line of its own); numbered
  clauses `（1）…` run in paragraphs as distractors.

Bookmarks come from h1-h3; neither has a contents page, so the tree cannot follow one. Body text is
Chinese sentences from Debian's reference manual (bench/make_outline_pdfs._zh_pool). Deterministic.
`.venv/bin/python bench/make_scan_workbook.py OUT_DIR`"""
from __future__ import annotations

import html
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.make_outline_pdfs import _cn, _zh_pool  # noqa: E402

UNITS = ["认识计算机", "文件的整理", "网络与交流", "数据与表格", "编程的初步"]
LESSONS = ["开机与关机", "键盘和鼠标", "保存文件", "文件夹的用途", "查找资料", "发送邮件", "文明上网",
           "制作表格", "整理数据", "画一张统计图", "第一个程序", "循环与判断", "小小设计师", "合作完成作品"]
PARTS = ["总体情况", "主要做法", "存在问题", "下一步工作安排", "保障措施"]
SUBS = ["加强组织领导", "完善制度建设", "推进重点项目", "强化监督检查", "提升服务水平", "做好宣传培训",
        "落实资金保障", "深化协同合作"]
ITEMS = ["明确责任分工", "建立工作台账", "定期调度通报", "开展专项检查", "加强信息报送", "做好总结评估"]

CSS = """
@page { size: 184mm 260mm; margin: 20mm 20mm 22mm 20mm;
        @bottom-center { content: counter(page); font-size: 9pt; } }
body { font-family: 'WenQuanYi Micro Hei', sans-serif; font-size: 10.5pt; line-height: 1.6; }
p { text-indent: 2em; margin: 1mm 0; } .q { text-indent: 0; } .call { font-weight: bold; text-indent: 0; }
td { border: 1px solid #555; padding: 1mm 4mm; font-size: 9.5pt; } table { margin: 2mm auto; }
"""
WORKBOOK_CSS = CSS + """
h1 { font-size: 20pt; text-align: center; page-break-before: always; margin: 8mm 0 6mm 0; }
h2 { font-size: 15pt; margin: 6mm 0 3mm 0; } h3 { font-size: 12pt; margin: 4mm 0 2mm 0; }
"""
REPORT_CSS = CSS + """
.title { font-size: 20pt; text-align: center; margin: 10mm 0 2mm 0; bookmark-level: none; }
.date { text-align: center; text-indent: 0; margin-bottom: 8mm; }
h1 { font-size: 13pt; margin: 6mm 0 2mm 0; }
h2 { font-size: 10.5pt; margin: 3mm 0 1mm 0; text-indent: 2em; }
h3 { font-size: 10.5pt; font-weight: normal; margin: 1mm 0; text-indent: 2em; }
"""


def _render(page: str, out: Path) -> Path:
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "doc.html"
            src.write_text(page)
            subprocess.run(["weasyprint", "-q", str(src), str(out)], check=True)
    return out


def workbook(seed: int = 66) -> str:
    rng = random.Random(seed)
    pool = _zh_pool()

    def sent(n: int = 40) -> str:
        return html.escape(rng.choice(pool)[:n])

    body: list[str] = []
    lessons = iter(LESSONS)
    lesson_no = 0
    for u, unit in enumerate(UNITS, 1):
        body.append(f"<h1>第{_cn(u)}单元 {unit}</h1>")
        body.append(f"<p>{sent(90)}</p>")
        for _ in range(rng.randint(2, 3)):
            lesson = next(lessons, None)
            if lesson is None:
                break
            lesson_no += 1
            body.append(f"<h2>第{lesson_no}课 {lesson}</h2>")
            body.append(f"<p class='call'>学习目标：</p><p>{sent(60)}</p>")
            body.append(f"<p>{sent(120)}</p><p>{sent(120)}</p>")
            body.append(f"<p class='call'>想一想</p><p>{sent(50)}</p>")
            if rng.random() < 0.5:
                rows = "".join(f"<tr><td>{k}</td><td>{html.escape(rng.choice(LESSONS))}</td><td>（  ）</td></tr>"
                               for k in range(1, 4))
                body.append(f"<table>{rows}</table>")
            body.append("<h3>练习</h3>")
            for k in range(1, rng.randint(3, 4) + 1):
                body.append(f"<p class='q'>{k}. {sent(30)}（______）</p>")
            body.append(f"<p class='q'>{k + 1}. 下列说法正确的是（  ）</p>"
                        "<p class='q'>A. 开机 B. 关机 C. 保存 D. 删除</p>")
        body.append("<h2>单元复习</h2>")
        body.append(f"<p>{sent(100)}</p><p class='q'>1. {sent(30)}（______）</p>")
    return f"<html><head><style>{WORKBOOK_CSS}</style></head><body>{''.join(body)}</body></html>"


def report(seed: int = 67) -> str:
    rng = random.Random(seed)
    pool = _zh_pool()

    def para(lo: int = 1, hi: int = 3) -> str:
        return html.escape("".join(rng.choice(pool) for _ in range(rng.randint(lo, hi))))

    body = ["<div class='title'>关于2023年度信息化建设工作情况的报告</div>",
            "<p class='date'>（2024年1月15日）</p>", f"<p>{para(2, 3)}</p>"]
    subs = rng.sample(SUBS, len(SUBS))
    for p, part in enumerate(PARTS, 1):
        body.append(f"<h1>{_cn(p)}、{part}</h1><p>{para()}</p>")
        for s in range(1, rng.randint(2, 3) + 1):
            body.append(f"<h2>（{_cn(s)}）{subs[(p + s) % len(subs)]}</h2><p>{para()}</p>")
            if rng.random() < 0.6:
                for i, item in enumerate(rng.sample(ITEMS, rng.randint(2, 3)), 1):
                    body.append(f"<h3>{i}. {item}</h3><p>{para(1, 2)}</p>")
            if rng.random() < 0.5:
                clauses = "".join(f"（{k}）{html.escape(rng.choice(pool)[:24])}" for k in range(1, 4))
                body.append(f"<p>{clauses}</p>")
    return f"<html><head><style>{REPORT_CSS}</style></head><body>{''.join(body)}</body></html>"


def make(out_dir: Path) -> list[Path]:
    return [_render(workbook(), out_dir / "zh-workbook.pdf"), _render(report(), out_dir / "zh-report.pdf")]


if __name__ == "__main__":
    print(make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/scan-6-src")))
