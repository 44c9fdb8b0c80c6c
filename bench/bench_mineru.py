"""MinerU 4 flash against the project's own parser (issue 32): `.venv/bin/python bench/bench_mineru.py`.

On every dev PDF and textbook (../shared/dev-data/pdfs, textbooks; read at run time), split by
position in the sorted list (even = tuned, odd = held-back):
- contents entries found on their page: the PDF's own bookmarks are the labels (documents with at
  least 5), scored as bench/bench_pdf_trees.py scores them on the tree f.common.tree.pageindex builds;
  ours is scored with its bookmarks read (as deployed) and stripped (from the pages alone, as MinerU);
- page-text fidelity: bench/bench_page_text.py's reference (PyMuPDF's text, furniture removed) on
  the pages with a trustworthy text layer (not those our parser OCRs for a garbage layer: the
  reference there is the garbage): characters found (recall), characters that belong
  (precision), and sequence agreement;
- figures and tables: image items (full-page background pictures counted apart), tables, tables
  whose cells were read, equations;
- pages per second of each parser (text layer; both measured on this loaded 2-core machine);
- `mix`: MinerU for the text-layer pages and our OCR for image-only ones (what `auto` does with a
  MinerU that has models), and `auto` as parse_step.choose decides with this flash server.
MinerU's output comes from a real `mineru-api --tier flash` (started from .tools/mineru unless --url
is given); its zips are cached under --cache. The content list is rendered by f.common.pdf.mineru4
and checked against MinerU's own renderer (its venv) on every document."""
from __future__ import annotations

import argparse
import datetime
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

from bench.bench_page_text import reference  # noqa: E402
from bench.bench_page_text import score as text_score  # noqa: E402
from bench.bench_pdf import NO_OCR  # noqa: E402
from bench.bench_pdf_trees import flat, public_outline  # noqa: E402
from bench.bench_pdf_trees import score as tree_score  # noqa: E402
from f.common.content.content_list import parse_content_list  # noqa: E402
from f.common.content.page_text import page_texts  # noqa: E402
from f.common.pdf import mineru4  # noqa: E402
from f.common.pdf.parse_step import choose, merge_pages, ocr_pages  # noqa: E402
from f.common.pdf.run import parse_pdf  # noqa: E402
from f.common.tree.pageindex import build_pageindex  # noqa: E402
from tests.mineru_reference import installed, minerus_content_list  # noqa: E402

DATA = ROOT.parent / "shared" / "dev-data"
MINERU = ROOT / ".tools" / "mineru" / "bin"
COMMAND = ".venv/bin/python bench/bench_mineru.py"
SECTION = "docs/benchmarks/mineru.md"


def documents() -> list[Path]:
    return sorted(DATA.glob("pdfs/*.pdf")) + sorted(DATA.glob("textbooks/*.pdf"))


def start_server(workdir: Path) -> tuple[subprocess.Popen, str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([str(MINERU / "mineru-api"), "--tier", "flash", "--host", "127.0.0.1", "--port",
                               str(port), "--upload-dir", str(workdir / "uploads")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    for _ in range(240):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return server, f"http://127.0.0.1:{port}"
        except OSError:
            time.sleep(0.5)
    server.kill()
    raise SystemExit("mineru-api did not start")


def mineru_zip(path: Path, cache: Path, url: str | None, workdir: Path) -> tuple[bytes, float]:
    """The result zip of a flash parse (cached) and the seconds the parse took."""
    blob, seconds = cache / f"{path.stem}.zip", cache / f"{path.stem}.seconds"
    if not blob.exists():
        if url is None:
            raise LookupError
        started = time.monotonic()
        blob.write_bytes(mineru4.result_zip(url, path.read_bytes(), path.name, tier="flash", ocr_mode="txt"))
        seconds.write_text(str(round(time.monotonic() - started, 2)))
    return blob.read_bytes(), float(seconds.read_text())


def renderer_agrees(middle: bytes, workdir: Path) -> bool | None:
    """Our markdown-mode rendering equals mineru.render.render_content_list (None: no MinerU venv)."""
    if not installed():
        return None
    theirs = minerus_content_list(middle, workdir)
    return mineru4.render_content_list(json.loads(middle), markdown=True) == theirs


def visuals(items: list[dict]) -> dict:
    def full_page(item):
        x0, y0, x1, y1 = item.get("bbox") or (0, 0, 0, 0)
        return (x1 - x0) * (y1 - y0) >= 0.9 * 1000 * 1000

    images = [i for i in items if i["type"] == "image"]
    tables = [i for i in items if i["type"] == "table"]
    return {"figures": sum(not full_page(i) for i in images), "full_page_images": sum(map(full_page, images)),
            "tables": len(tables), "tables_read": sum(bool(i.get("table_body")) for i in tables),
            "equations": sum(i["type"] == "equation" for i in items)}


def contents(items: list[dict], outline: list[dict]) -> dict:
    tree = build_pageindex(items, book_id="b", doc_name="b")
    return tree_score(outline, flat(tree))


def bench_document(path: Path, k: int, cache: Path, url: str | None, workdir: Path) -> dict:
    data = path.read_bytes()
    doc = pymupdf.open(stream=data)
    pages = doc.page_count
    outline = public_outline(data)
    text_pages = {n + 1 for n in range(pages) if doc[n].get_text().strip()}
    scanned, _ = ocr_pages(data, path.name)
    want, furniture = reference(doc)
    # a page our parser OCRs (no text layer, or a garbage one) has no trustworthy reference
    want = {p: t for p, t in want.items() if p in text_pages and p - 1 not in scanned}
    started = time.monotonic()
    ours_files, _ = parse_pdf(data, name=path.name, workers=0, **NO_OCR)
    ours_seconds = time.monotonic() - started
    ours = parse_content_list(ours_files["content_list.json"])
    blob, mineru_seconds = mineru_zip(path, cache, url, workdir)
    mineru_files, middle = mineru4.files_from_zip(blob)
    theirs = parse_content_list(mineru_files["content_list.json"])
    # mix: MinerU for the text-layer pages, our OCR for image-only ones (what auto does with a model
    # tier); auto: what the rule does with this flash server
    mixed = choose("auto", "standard", scanned, pages)
    mix = ours if mixed == "ours" else theirs if mixed == "mineru" else parse_content_list(
        merge_pages(mineru_files, ours_files, scanned, {}, {})[0]["content_list.json"])
    rule = choose("auto", "flash", scanned, pages)
    auto = {"ours": ours, "mineru": theirs}.get(rule, mix)
    row = {"document": path.stem, "split": "tuned" if k % 2 == 0 else "held-back", "pages": pages,
           "text_pages": len(text_pages), "image_only_pages": len(scanned), "auto_rule": rule,
           "renderer_agrees": renderer_agrees(mineru_files["middle_json.json"], workdir),
           "pages_per_second": {"ours": round(pages / ours_seconds, 2), "mineru": round(pages / mineru_seconds, 2)}}
    for name, items in (("ours", ours), ("mineru", theirs), ("mix", mix), ("auto", auto)):
        row[name] = {"text": text_score(page_texts(items), want, furniture, items), "visuals": visuals(items)}
    if len(outline) >= 5:
        row["outline_entries"] = len(outline)
        stripped = parse_content_list(parse_pdf(data, name=path.name, workers=0, use_outline=False,
                                                **NO_OCR)[0]["content_list.json"])
        row["contents"] = {"ours": contents(ours, outline), "ours_stripped": contents(stripped, outline),
                           "mineru": contents(theirs, outline), "mix": contents(mix, outline),
                           "auto": contents(auto, outline)}
    return row


def totals(rows: list[dict], split: str) -> dict:
    rows = [r for r in rows if r["split"] == split]
    out: dict = {"documents": len(rows)}
    for name in ("ours", "ours_stripped", "mineru", "mix", "auto"):
        scored = [r["contents"][name] for r in rows if "contents" in r]
        if scored:
            n = sum(s["entries"] for s in scored)
            out[f"contents_on_page_{name}"] = round(sum(s["on_page"] for s in scored) / max(1, n), 3)
            out[f"contents_parent_{name}"] = round(sum(s["right_parent"] for s in scored) / max(1, n), 3)
            out["contents_entries"] = n
    for name in ("ours", "mineru", "mix", "auto"):
        texts = [r[name]["text"] for r in rows if r[name]["text"]["pages"]]
        weight = sum(t["pages"] for t in texts) or 1
        for key in ("char_recall", "char_precision", "sequence_agreement"):
            out[f"{key}_{name}"] = round(sum(t[key] * t["pages"] for t in texts) / weight, 4)
        for key in ("figures", "full_page_images", "tables", "tables_read", "equations"):
            out[f"{key}_{name}"] = sum(r[name]["visuals"][key] for r in rows)
    pages = sum(r["pages"] for r in rows)
    for name in ("ours", "mineru"):
        seconds = sum(r["pages"] / r["pages_per_second"][name] for r in rows)
        out[f"pages_per_second_{name}"] = round(pages / max(seconds, 1e-6), 2)
    out["renderer_agrees"] = sum(bool(r["renderer_agrees"]) for r in rows)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="a running mineru-api (flash); default: start one from .tools/mineru")
    parser.add_argument("--cache", default="/tmp/mineru4/zips", help="MinerU result zips, by document")
    parser.add_argument("--split", choices=("tuned", "held-back", "all"), default="all")
    parser.add_argument("--write", action="store_true", help="write bench/results/mineru.json")
    args = parser.parse_args()
    cache = Path(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    workdir = Path("/tmp/mineru4/bench") / args.split
    workdir.mkdir(parents=True, exist_ok=True)
    docs = documents()
    if not docs:
        print("skipped: no dev PDFs under", DATA)
        return 0
    server, url = None, args.url
    if url is None and any(not (cache / f"{p.stem}.zip").exists() for p in docs):
        server, url = start_server(workdir)
    rows = []
    try:
        for k, path in enumerate(docs):
            split = "tuned" if k % 2 == 0 else "held-back"
            if args.split != "all" and split != args.split:
                continue
            row = bench_document(path, k, cache, url, workdir)
            rows.append(row)
            c = row.get("contents", {})
            print(json.dumps({"document": row["document"], "split": split, "rule": row["auto_rule"],
                              "contents": {n: s["on_page"] for n, s in c.items()},
                              "entries": row.get("outline_entries"),
                              "recall": {n: row[n]["text"]["char_recall"] for n in ("ours", "mineru", "mix", "auto")},
                              "agree": {n: row[n]["text"]["sequence_agreement"] for n in ("ours", "mineru")},
                              "visuals": {n: row[n]["visuals"] for n in ("ours", "mineru")},
                              "pps": row["pages_per_second"], "renderer": row["renderer_agrees"]},
                             ensure_ascii=False), flush=True)
    finally:
        if server:
            server.terminate()
            server.wait(30)
    summary = {split: totals(rows, split) for split in ("tuned", "held-back") if any(r["split"] == split for r in rows)}
    print(json.dumps(summary, indent=1))
    (workdir / "rows.json").write_text(json.dumps({"rows": rows, "summary": summary}, ensure_ascii=False, indent=1))
    if args.write:
        write_results(summary)
    return 0


# figure key -> (what the row says, target); the other totals stay in the run's own output
FIGURES = {
    "contents_on_page_mineru": ("MinerU 4 flash: bookmarked contents entries found on their page", ">= ours stripped"),
    "contents_on_page_ours_stripped": ("ours from the pages alone: contents entries found on their page", "measured"),
    "contents_on_page_auto": ("--parser auto (ours where MinerU is flash): contents entries on their page", ">= 0.95"),
    "contents_parent_mineru": ("MinerU 4 flash: contents entries under the right parent", ">= ours stripped"),
    "contents_parent_ours_stripped": ("ours from the pages alone: contents entries under the right parent", "measured"),
    "char_recall_mineru": ("MinerU 4 flash: page-text characters found (vs PyMuPDF)", ">= ours"),
    "char_recall_ours": ("ours: page-text characters found (vs PyMuPDF)", ">= 0.95"),
    "sequence_agreement_mineru": ("MinerU 4 flash: page-text sequence agreement", ">= ours"),
    "sequence_agreement_ours": ("ours: page-text sequence agreement", "measured"),
    "tables_mineru": ("MinerU 4 flash: tables read", "measured"),
    "tables_ours": ("ours: tables read", "measured"),
    "pages_per_second_mineru": ("MinerU 4 flash: pages per second (loaded 2 cores)", "measured"),
    "pages_per_second_ours": ("ours, text layer: pages per second (loaded 2 cores)", "measured"),
    "renderer_agrees": ("our content-list renderer equals MinerU's own (documents)", "every document"),
}


def write_results(summary: dict) -> None:
    today = datetime.date.today().isoformat()
    data = {"tuned": "dev PDFs and textbooks at even positions", "held-back": "dev PDFs and textbooks at odd positions"}
    rows = []
    for split, figures in summary.items():
        for key, (figure, target) in FIGURES.items():
            if key not in figures:
                continue
            marks = f", {figures['contents_entries']} bookmarks" if key.startswith("contents") else ""
            rows.append({"figure": figure, "value": figures[key], "target": target,
                         "data": f"{data[split]} ({figures['documents']} documents{marks})",
                         "split": split, "date": today, "command": COMMAND})
    out = {"capability": "MinerU 4 as the parse step", "section": SECTION, "rows": rows}
    (ROOT / "bench" / "results" / "mineru.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
    print("wrote bench/results/mineru.json")


if __name__ == "__main__":
    os.environ.setdefault("KB_LOG", "warning")
    sys.exit(main())
