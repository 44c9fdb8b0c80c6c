"""Automatic book titles, measured: `.venv/bin/python bench/bench_titles.py [--write]`.

The title an ingest derives when none is given (f.common.ingest.title: the PDF's metadata title,
else its cover's, else the first heading of the parsed opening pages), on the dev data of
../shared (read at run time, never copied): the five textbooks, labelled with the title a reader
would give them (subject + volume + the book's name where the cover prints one), and the other
documents, labelled with the title they had before the textbook rule (they must not change).
The opening pages (at most 4) are parsed with our own parser, OCR included. --write stores the
figures in bench/results/titles.json."""
from __future__ import annotations

import json
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from f.common.ingest import title as titles  # noqa: E402

DEV = ROOT.parent / "shared" / "dev-data"
COMMAND = ".venv/bin/python bench/bench_titles.py"
# (file under dev-data, the title wanted, split). The five textbooks' covers were all read while
# the rule was written: "tuned". The rest are the no-change check: their titles before the rule.
LABELS = [
    ("textbooks/hs-sight-singing.pdf", "音乐 选择性必修 视唱练耳", "tuned"),
    ("textbooks/music-g7-scanned.pdf", "音乐 七年级下册 （简谱、五线谱）", "tuned"),
    ("textbooks/hs-dance.pdf", "音乐 选择性必修 舞蹈表演", "tuned"),
    ("textbooks/pe-teachers-guide.pdf", "体育与健康 五至六年级 教师用书", "tuned"),
    ("textbooks/science-workbook-g5.pdf", "科学 五年级下册 学生活动手册", "tuned"),
    ("pdfs/thuthesis-example-7.3.1.pdf", "清华大学学位论文 LaTeX 模板使用示例文档 v7.3.1", "unchanged"),
    ("pdfs/sorensen-phd-thesis-2023.pdf", "Meta Properties of Financial Smart Contracts", "unchanged"),
    ("exams/henan-2017.pdf", "2017 年河南省中考数学试卷", "unchanged"),
    ("exams/chongqing.pdf", "2017 年重庆市中考数学试卷（ A 卷）", "unchanged"),
    ("mineru-samples/zh-thesis", "数字普惠金融对中小企业信用风险影响研究", "unchanged"),
    ("mineru-samples/zk-quandeng-zhuanti1-1", "专题 1-1 一网打尽全等三角形模型（10 个模型）", "unchanged"),
    ("mineru-samples/zk-xiangsi-zhuanti1-2", "专题 1-2 一文吃透相似三角形 12 个模型·共 14 类题型", "unchanged"),
]


def derived(path: Path) -> tuple[str | None, str]:
    """(title, source) as an ingest derives them (opening pages only, for speed)."""
    if path.is_dir():  # a MinerU folder: its first heading
        return titles.first_heading(json.loads((path / "content_list.json").read_text("utf-8"))), \
            "first heading"
    import pymupdf

    from f.common.pdf.run import parse_pdf

    data = path.read_bytes()
    for source, found in (("pdf metadata", titles.pdf_metadata_title(data)),
                          ("pdf cover", titles.pdf_cover_title(data))):
        if found:
            return found, source
    whole = pymupdf.open(stream=data)
    opening = pymupdf.open()
    opening.insert_pdf(whole, from_page=0, to_page=min(3, whole.page_count - 1))
    files, _ = parse_pdf(opening.tobytes(), name=path.name, workers=0)
    return titles.first_heading(json.loads(files["content_list.json"])), "first heading"


def main(argv: list[str]) -> int:
    rows, right = [], {"tuned": [], "unchanged": []}
    print("| document | split | source | title | wanted | right |\n|---|---|---|---|---|---|")
    for name, wanted, split in LABELS:
        path = DEV / name
        if not path.exists():
            print(f"missing: {path}", file=sys.stderr)
            continue
        started = time.monotonic()
        got, source = derived(path)
        ok = got == wanted
        right[split].append(ok)
        print(f"| {name} | {split} | {source} | {got} | {wanted} | {'yes' if ok else 'NO'} |  "
              f"({time.monotonic() - started:.0f} s)", flush=True)
    today = date.today().isoformat()
    for split, figure, data, target in (
            ("tuned", "textbooks titled subject + volume (+ name) as labelled", "the 5 dev textbooks",
             "5/5"),
            ("unchanged", "other documents keep their title (theses, exam papers, MinerU handouts)",
             "2 theses, 2 exam papers, 3 MinerU samples", "all")):
        value = round(sum(right[split]) / len(right[split]), 3) if right[split] else None
        print(f"{figure}: {sum(right[split])}/{len(right[split])}")
        rows.append({"figure": figure, "value": value, "target": target, "data": data,
                     "split": "tuned" if split == "tuned" else "all", "date": today, "command": COMMAND})
    if "--write" in argv:
        out = {"capability": "titles", "section": "docs/benchmarks/titles.md", "rows": rows}
        (ROOT / "bench" / "results" / "titles.json").write_text(
            json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
