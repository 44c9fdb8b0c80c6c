"""Chat turns on the labelled questions of the evidence-pack work: `.venv/bin/python bench/bench_chat_citations.py`.

The library of bench/bench_answer.py (BENCH_KB_HOME reuses one). Each labelled question is asked of
its own book (unanswerable ones of the sample book) twice: in evidence-only mode (no model key),
and through the real openai provider against the chat double (tests/chat_double.py, a contract
double of a hosted model, not a model) with a fixed latency per reply, scripted to call
evidence_pack and then cite the first sentence of the first evidence it was given.

Citation validity is checked apart from the turn's own validator: every cited page must be a page
the turn's tools returned (the evidence packs computed during the turn, recorded) and the quote must occur
in that page's stored text (read with pageindex-content's library call). Reported: validity, time
to the first token event and to the end of the turn (medians), refusals on unanswerable questions."""
from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
REUSE = bool(os.environ.get("BENCH_KB_HOME"))
os.environ["KB_HOME"] = os.environ.get("BENCH_KB_HOME") or tempfile.mkdtemp(prefix="kb-bench-chat-")
os.environ.setdefault("KB_SEARCHD", "on")  # the warm search process, as the tools run
for name in ("KB_LLM_API_KEY", "DEEPSEEK_API_KEY"):
    os.environ.pop(name, None)

from bench.bench_answer import QUESTIONS, build
from bench.chat_script import LATENCY, cite_first_evidence
from f.common.answer import pack as pack_module
from f.common.chat.turn import answer_turn
from f.common.config import load
from f.common.glossary.lookup import fold_term
from f.common.library import content
from tests.chat_double import ChatDouble

RETURNED: set = set()  # (book, page) of every evidence pack the turns' tools computed


def recording(real):
    def answer_question(*args, **kwargs):
        pack = real(*args, **kwargs)
        RETURNED.update((e["book_id"], p) for e in pack["evidence"]
                        for p in [e["page"]] + [c["page"] for c in e.get("context") or []])
        return pack
    return answer_question


def valid(settings, message: dict, returned: set) -> bool:
    for c in message["citations"]:
        page = content(c["book_id"], str(c["page"]), settings=settings)["pages"][0]["content"]
        if (c["book_id"], c["page"]) not in returned or fold_term(c["quote"]) not in fold_term(page):
            return False
    return True


def run(settings, questions, double=None) -> dict:
    rows = []
    for q in questions:
        book = q.get("book") or "示例/数学/样章"
        if double is not None:
            double.requests.clear()
        RETURNED.clear()
        message = answer_turn(book, q["question"], settings=settings)
        rows.append({"answerable": q.get("answerable", True), "cited": bool(message["citations"]),
                     "valid": valid(settings, message, set(RETURNED)),
                     "first_ms": message["timings"]["first_token_ms"], "total_ms": message["timings"]["total_ms"]})
    off = [r for r in rows if not r["answerable"]]
    return {"turns": len(rows), "citations_valid": round(sum(r["valid"] for r in rows) / len(rows), 3),
            "answerable_cited": round(sum(r["cited"] for r in rows if r["answerable"])
                                      / max(1, len(rows) - len(off)), 3),
            "unanswerable_refused": round(sum(not r["cited"] for r in off) / max(1, len(off)), 3),
            "median_first_token_ms": statistics.median(r["first_ms"] for r in rows),
            "median_total_ms": statistics.median(r["total_ms"] for r in rows)}


def main() -> None:
    if not REUSE:
        build()
    pack_module.answer_question = recording(pack_module.answer_question)
    questions = json.loads(QUESTIONS.read_text())["questions"]
    questions = [q for q in questions if q.get("book") or not q.get("answerable", True)]
    report = {"evidence_only": run(load(), questions)}
    steps = [[("evidence_pack", {"question": "?"})], cite_first_evidence]
    with ChatDouble(steps, latency=LATENCY) as double:
        os.environ.update(KB_LLM_BASE_URL=double.url, KB_LLM_API_KEY="sk-bench-double")
        steps[0] = lambda body: [("evidence_pack", {"question": body["messages"][-1]["content"]})]
        report[f"model_double_{int(LATENCY * 1000)}ms"] = run(load(), questions, double)
    from f.common.vectors import warm_search

    warm_search.stop_all(load())
    print(json.dumps(report, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
