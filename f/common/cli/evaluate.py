"""bin/kb-eval: search quality on labelled questions, per mode and per book.

Each line of a question file is {"question", "book_id"?, "pages": [gold 1-based pages]}; a
question with "pages": [] is one no book answers (bench/eval/off_topic.jsonl): it counts only for
the evidence figures, the share of such questions a search flags "evidence: none" against the
share of answerable ones wrongly flagged. Every
question is searched over the whole library (as an agent would, without --book); a hit is a
returned page of the question's book (any book when it names none) listed in its gold pages.
The books must be ingested first (bench/eval/README.md says how); a missing one is an error."""
from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

from f.common.cli.eval_files import question_files
from f.common.config import load
from f.common.errors import BadInput, NotFound
from f.common.store import books
from f.common.store.objects import get_store

DEPTH = 10   # MRR@10


def read_questions(files: list[str]) -> list[dict]:
    out = []
    for path in question_files(files):
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                q = json.loads(line)
                assert isinstance(q["question"], str) and q["question"].strip()
                pages = [int(p) for p in q["pages"]]
                assert isinstance(q["pages"], list)
            except Exception:
                raise BadInput(f"{path}:{n}: expected {{\"question\", \"book_id\"?, \"pages\": [..]}}") from None
            out.append({"question": q["question"], "book_id": q.get("book_id"), "pages": pages,
                        "file": path.name})
    if not out:
        raise BadInput("the question files hold no questions")
    return out


def rank_of(q: dict, hits: list[dict]) -> int | None:
    for i, hit in enumerate(hits, 1):
        if hit["page"] in q["pages"] and (not q["book_id"] or hit["book_id"] == q["book_id"]):
            return i
    return None


def _row(mode: str, book: str, runs: list[dict]) -> dict:
    ranks = [r["rank"] for r in runs]
    return {"mode": mode, "book": book, "n": len(runs),
            "hit@1": sum(1 for r in ranks if r == 1) / len(runs),
            "hit@5": sum(1 for r in ranks if r and r <= 5) / len(runs),
            "mrr": sum(1.0 / r for r in ranks if r) / len(runs),
            "median_seconds": statistics.median(r["seconds"] for r in runs)}


def evaluate(files: list[str], modes: str = "dense,sparse,hybrid", slowest: int = 5,
             answers: bool = False) -> dict:
    if answers:  # evidence packs instead (f.common.cli.evaluate_answers)
        from f.common.cli.evaluate_answers import evaluate_answers

        return evaluate_answers(files)
    from f.common.embeddings.factory import get_embedder
    from f.common.vectors.search import MODES, hybrid_search
    from f.common.vectors.service import reader

    wanted = [m.strip() for m in modes.split(",") if m.strip()]
    if not wanted or any(m not in MODES for m in wanted):
        raise BadInput(f"--modes must list some of {', '.join(MODES)}")
    questions = read_questions(files)
    settings = load()
    store = get_store(settings)
    missing = sorted({q["book_id"] for q in questions if q["book_id"]
                      and (books.read_manifest(store, q["book_id"]) or {}).get("status") != "ready"})
    if missing:
        raise NotFound(f"not ingested (or not ready): {', '.join(missing)}; see bench/eval/README.md")
    embedder = get_embedder(settings)
    runs = []
    with reader(settings) as client:
        for mode in wanted:
            for q in questions:
                started = time.perf_counter()
                result = hybrid_search(settings, store, client, embedder, q["question"], DEPTH, "", mode)
                hits = result["hits"]
                runs.append({**q, "mode": mode, "rank": rank_of(q, hits),
                             "evidence": result.get("evidence"),
                             "seconds": time.perf_counter() - started,
                             "got": [(h["book_id"].rsplit("/", 1)[-1], h["page"]) for h in hits[:5]]})
    rows, detection = [], []
    for mode in wanted:
        off = [r for r in runs if r["mode"] == mode and not r["pages"]]
        ans = [r for r in runs if r["mode"] == mode and r["pages"]]
        detection.append({"mode": mode, "off_topic": len(off), "answerable": len(ans), **{
            f"{group}_{verdict}": round(sum(r["evidence"] == verdict for r in rs) / len(rs), 3)
            if rs else None for group, rs in (("off_topic", off), ("answerable", ans))
            for verdict in ("none", "weak")}})
        mine = ans
        if not mine:
            continue
        rows.append(_row(mode, "all", mine))
        for book in sorted({r["book_id"] or "-" for r in mine}):
            rows.append(_row(mode, book, [r for r in mine if (r["book_id"] or "-") == book]))
    slow = sorted(runs, key=lambda r: -r["seconds"])[:max(0, slowest)]
    misses = [r for r in runs if r["mode"] == wanted[-1] and r["pages"]
              and not (r["rank"] and r["rank"] <= 5)]
    return {"questions": len(questions), "files": [Path(f).name for f in files], "rows": rows,
            "evidence": detection,
            "slowest": [{"question": r["question"], "mode": r["mode"],
                         "seconds": round(r["seconds"], 4)} for r in slow],
            "misses": [{"question": r["question"], "pages": r["pages"], "got": r["got"]}
                       for r in misses]}
