"""What the glossary costs: the extract_terms step's share of a whole ~300-page ingest (no LLM key),
and bin/kb-term beside bin/pageindex-content, each call a fresh process (no model, no Qdrant).

    .venv/bin/python bench/bench_glossary_speed.py [--pdf PATH] [--ingests 3] [--calls 11]
    .venv/bin/python bench/bench_glossary_speed.py --library /tmp/glossary-kb --book en/sorensen-phd-thesis-2023 \
        --term 'contract morphism' --unused 'Merkle tree'      # calls only, on a book already ingested

Without --pdf the book is the sample book's 34 pages of real textbook text tiled to 306 pages (a
MinerU folder: no parsing, so the step's share is the largest it gets); with --pdf, a real PDF
parsed by our parser. Every ingest runs in a fresh KB_HOME, with vectors (the bundled model). Last,
the book's glossary.json is removed (a book ingested before the glossary step) and kb-term is timed
again: it answers from the page text (the defining sentence, else the first use)."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.bench_query_tools import timed  # noqa: E402
from f.sample.items import markup_items  # noqa: E402

BOOK = "bench/术语三百页"


def tiled_folder(folder: Path, copies: int = 9) -> Path:
    """The sample book's items `copies` times over, pages renumbered (34 pages a copy)."""
    items, offset = [], 0
    base = markup_items()
    pages = max(i["page_idx"] for i in base) + 1
    for _ in range(copies):
        items += [{**item, "page_idx": item["page_idx"] + offset} for item in base]
        offset += pages
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "content_list.json").write_text(json.dumps(items, ensure_ascii=False), "utf-8")
    return folder


def ingest_once(source: Path, tmp: Path, n: int, env: dict) -> dict:
    home = tmp / f"kb{n}"
    run_env = {**env, "KB_HOME": str(home)}
    started = time.perf_counter()
    subprocess.run([str(ROOT / "bin/ebook-ingest"), str(source), "--book", BOOK], env=run_env,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    manifest = json.loads((home / "objects/ebook/parsed" / BOOK / "manifest.json").read_text())
    return {"wall": wall, "timings": manifest.get("timings") or {}, "home": home,
            "pages": manifest.get("page_count"), "terms": (manifest.get("terms") or {}).get("count")}


def time_calls(home: Path, book: str, middle: str, args, env: dict) -> None:
    """Fresh-process medians of pageindex-content and kb-term on one book of the library at `home`,
    then of kb-term with the book's glossary.json removed (as if ingested before the glossary step:
    it answers from the page text)."""
    call_env = {**env, "KB_HOME": str(home)}
    for label, cmd in [
        ("python -c pass", [sys.executable, "-c", "pass"]),
        (f"pageindex-content --pages {middle}", [str(ROOT / "bin/pageindex-content"), "--book", book, "--pages", middle]),
        (f"kb-term {args.term} --book", [str(ROOT / "bin/kb-term"), args.term, "--book", book]),
        (f"kb-term {args.unused} --book", [str(ROOT / "bin/kb-term"), args.unused, "--book", book]),
        (f"kb-term {args.term} (whole library)", [str(ROOT / "bin/kb-term"), args.term]),
    ]:
        report(label, *timed(cmd, call_env, args.calls))
    for stored in (home / "objects/ebook/parsed" / book).rglob("glossary.json"):
        stored.unlink()
    for label, cmd in [
        (f"kb-term {args.term} --book, no glossary", [str(ROOT / "bin/kb-term"), args.term, "--book", book]),
        (f"kb-term {args.unused} --book, no glossary", [str(ROOT / "bin/kb-term"), args.unused, "--book", book]),
    ]:
        report(label, *timed(cmd, call_env, args.calls))


def report(label: str, wall: list[float], cpu: list[float]) -> None:
    print(f"  {label:42s} wall median {statistics.median(wall):.3f} s  cpu median {statistics.median(cpu):.3f} s",
          flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pdf", type=Path, help="a real PDF instead of the tiled sample book")
    parser.add_argument("--ingests", type=int, default=3)
    parser.add_argument("--calls", type=int, default=11)
    parser.add_argument("--term", default="数量积", help="the term kb-term looks up")
    parser.add_argument("--unused", default="光合作用", help="a term the book never names")
    parser.add_argument("--library", type=Path, help="time calls only, on --book of this KB_HOME (copied; no ingest)")
    parser.add_argument("--book", help="with --library: the book id")
    parser.add_argument("--pages", default="1", help="with --library: the pages pageindex-content reads")
    args = parser.parse_args(argv)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KB_LLM_", "KB_HOME"))}
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        if args.library:
            if not args.book:
                parser.error("--library needs --book")
            shutil.copytree(args.library / "objects/ebook/parsed" / args.book, tmp / "kb/objects/ebook/parsed" / args.book)
            print(f"calls on {args.book} (a copy of it from {args.library})")
            time_calls(tmp / "kb", args.book, args.pages, args, env)
            return 0
        source = args.pdf or tiled_folder(tmp / "src")
        print(f"input: {args.pdf or 'the sample book tiled 9x'}")
        runs = [ingest_once(source, tmp, n, env) for n in range(args.ingests)]
        extract = [r["timings"].get("extract_terms", 0.0) for r in runs]
        steps = [sum(r["timings"].values()) for r in runs]
        walls = [r["wall"] for r in runs]
        rest = [w - e for w, e in zip(walls, extract)]
        print(f"{runs[0]['pages']} pages, {runs[0]['terms']} glossary entries, {len(runs)} ingests")
        print(f"  ingest wall (process)   median {statistics.median(walls):7.2f} s  {walls}")
        print(f"  sum of step timings     median {statistics.median(steps):7.2f} s")
        for step in runs[0]["timings"]:
            print(f"    {step:22s} median {statistics.median(r['timings'].get(step, 0) for r in runs):7.3f} s")
        share = statistics.median(e / r for e, r in zip(extract, rest))
        print(f"  extract_terms adds      median {share * 100:.1f}% to the rest of the ingest")
        time_calls(runs[0]["home"], BOOK, str(max(1, (runs[0]["pages"] or 2) // 2)), args, env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
