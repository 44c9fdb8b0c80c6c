"""bin/kb-eval --answers: evidence packs (kb-answer) scored on labelled exam questions.

A question file is JSON in the shape of bench/eval/answer/questions.json: {"questions": [{"id",
"book", "question", "type", "gold_pages", "options": {label: [pages]}?, "answerable"?}]}. Each
question goes through kb-answer and through plain hybrid search of the raw question at the same
number of pages, over the whole library. Scored: question type right; a gold page among the
evidence pages (context pages do not count); the same for plain search; per option, its gold page
among its own evidence; unanswerable flagged no_evidence; answerable wrongly flagged. Figures are
given for all questions and for the two halves by position in each file (even: the tuning half,
odd: the held-out half), so a rule tuned on one half is checked on the other."""
from __future__ import annotations

import json
import logging
import statistics
import time
from pathlib import Path

from f.common.cli.eval_files import question_files
from f.common.errors import BadInput, NotFound

log = logging.getLogger(__name__)
TYPES = {"choice", "fill", "definition", "comparison", "cause", "short"}


def read_questions(files: list[str]) -> list[dict]:
    out = []
    for path in question_files(files):
        try:
            questions = json.loads(path.read_text("utf-8"))["questions"]
            for n, q in enumerate(questions):
                assert isinstance(q["question"], str) and q["question"].strip() and q["type"] in TYPES
                assert all(isinstance(p, int) for p in q.get("gold_pages") or [])
                out.append({**q, "id": q.get("id") or f"{path.name}#{n}", "half": n % 2})
        except Exception:
            raise BadInput(f"{path}: expected {{\"questions\": [{{\"question\", \"book\", \"type\", "
                           "\"gold_pages\", \"options\"?, \"answerable\"?}]}} (see "
                           "bench/eval/answer/questions.json)") from None
    if not out:
        raise BadInput("the question files hold no questions")
    return out


def score(q: dict, pack: dict, plain: dict) -> dict:
    """One question's marks (pure)."""
    pages = {(e["book_id"], e["page"]) for e in pack["evidence"]}
    gold = {(q.get("book"), p) for p in q.get("gold_pages") or []}
    ids = {e["id"]: (e["book_id"], e["page"]) for e in pack["evidence"]}
    options = []
    for option in pack["plan"]["options"]:
        want = {(q.get("book"), p) for p in (q.get("options") or {}).get(option["label"], [])}
        if want:
            options.append(bool(want & {ids[i] for i in option["evidence"] if i in ids}))
    return {"id": q["id"], "half": q.get("half", 0), "answerable": q.get("answerable", True),
            "status": pack["status"], "type_ok": pack["plan"]["question_type"] == q["type"],
            "hit": bool(gold & pages), "options": options, "evidence": len(pack["evidence"]),
            "plain_hit": bool(gold & {(h["book_id"], h["page"]) for h in plain["hits"]})
            and plain["evidence"] != "none", "coverage": pack["plan"].get("concept_coverage")}


def _share(xs) -> float | None:
    return round(sum(xs) / len(xs), 3) if xs else None


def summary(rows: list[dict]) -> dict:
    """The figures of a set of scored questions (pure)."""
    answerable = [r for r in rows if r["answerable"]]
    off = [r for r in rows if not r["answerable"]]
    options = [o for r in rows for o in r["options"]]
    return {"questions": len(rows), "answerable": len(answerable), "unanswerable": len(off),
            "type_accuracy": _share([r["type_ok"] for r in rows]),
            "gold_in_evidence": _share([r["hit"] for r in answerable]),
            "gold_in_plain_search_same_pages": _share([r["plain_hit"] for r in answerable]),
            "option_gold_in_its_evidence": _share(options), "options": len(options),
            "unanswerable_flagged_no_evidence": _share([r["status"] == "no_evidence" for r in off]),
            "answerable_wrongly_no_evidence": _share([r["status"] == "no_evidence" for r in answerable])}


def report(rows: list[dict]) -> dict:
    return {"all": summary(rows), "tuning": summary([r for r in rows if r["half"] == 0]),
            "held_out": summary([r for r in rows if r["half"] == 1]),
            "misses": [r["id"] for r in rows if r["answerable"] and not r["hit"]],
            "unanswerable_not_flagged": [r["id"] for r in rows if not r["answerable"]
                                         and r["status"] != "no_evidence"],
            "answerable_flagged": [r["id"] for r in rows if r["answerable"]
                                   and r["status"] == "no_evidence"]}


def run(settings, q: dict) -> tuple[dict, dict, float, float]:
    """(pack, plain search, seconds of each) for one question, both through the warm process."""
    from f.common.answer.pack import answer_here_or_warm
    from f.common.vectors.service import search_here_or_warm

    started = time.perf_counter()
    pack = answer_here_or_warm(settings, q["question"])
    middle = time.perf_counter()
    pages = len({(e["book_id"], e["page"]) for e in pack["evidence"]}) or 6
    plain = search_here_or_warm(settings, query=q["question"][:2000], top_k=pages)
    return pack, plain, middle - started, time.perf_counter() - middle


def evaluate_answers(files: list[str]) -> dict:
    from f.common.config import load
    from f.common.store import books
    from f.common.store.objects import get_store

    questions = read_questions(files)
    settings = load()
    store = get_store(settings)
    missing = sorted({q["book"] for q in questions if q.get("answerable", True) and q.get("book")
                      and (books.read_manifest(store, q["book"]) or {}).get("status") != "ready"})
    if missing:
        raise NotFound(f"not ingested (or not ready): {', '.join(missing)}; see bench/eval/README.md")
    rows, pack_s, plain_s = [], [], []
    for q in questions:
        pack, plain, a, b = run(settings, q)
        rows.append(score(q, pack, plain))
        pack_s.append(a)
        plain_s.append(b)
    log.info("scored %d questions", len(rows))
    return {"files": [Path(f).name for f in files], **report(rows),
            "median_seconds": {"kb_answer": round(statistics.median(pack_s), 3),
                               "qdrant_search": round(statistics.median(plain_s), 3)}}
