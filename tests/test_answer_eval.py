"""Evidence packs end to end on the tiny library (real bundled model, real Qdrant local mode, the
real wrappers and warm process), and bin/kb-eval --answers scoring them: a question file in the
format of bench/eval/answer/questions.json with answerable, unanswerable and choice questions."""
from __future__ import annotations

import json
import subprocess

from f.common.answer.pack import answer_here_or_warm
from f.common.cli.evaluate_answers import report, score
from f.common.config import load
from tests.conftest import BIN

QUESTIONS = [
    {"id": "q1", "book": "教材/数学/向量", "question": "什么是向量的数量积？", "type": "definition",
     "gold_pages": [2]},
    {"id": "q2", "book": "教材/物理/力学", "question": "为什么质量是惯性大小的量度？", "type": "cause",
     "gold_pages": [2]},
    {"id": "q3", "book": "教材/物理/力学", "question": "下列说法正确的是（ ）A. 物体的加速度与合力成正比 "
     "B. 惯性是物体保持原有运动状态的性质", "type": "choice", "gold_pages": [1, 2],
     "options": {"A": [1], "B": [2]}},
    {"id": "q4", "book": "", "question": "光合作用的暗反应发生在叶绿体的什么部位？", "type": "short",
     "gold_pages": [], "answerable": False},
]


def run(*args):
    return subprocess.run([str(BIN / "kb-eval"), *args], capture_output=True, text=True, timeout=600)


def test_kb_answer_finds_the_pages_and_flags_what_the_books_do_not_cover(library):
    settings = load()
    packs = [answer_here_or_warm(settings, q["question"]) for q in QUESTIONS]
    assert packs[0]["status"] == "evidence_found"
    assert (packs[0]["evidence"][0]["book_id"], packs[0]["evidence"][0]["page"]) == ("教材/数学/向量", 2)
    assert packs[3]["status"] == "no_evidence"
    weights = packs[3]["plan"]["concept_weights"]
    assert weights and max(weights.values()) == 1.0  # a concept the library names nowhere
    assert [o["label"] for o in packs[2]["plan"]["options"]] == ["A", "B"]
    text = subprocess.run([str(BIN / "kb-answer"), QUESTIONS[3]["question"]], capture_output=True,
                          text=True, timeout=300)
    assert text.returncode == 0 and text.stdout.rstrip().endswith("请不要据此作答。")


def test_kb_eval_scores_kb_answer(library, tmp_path):
    path = tmp_path / "questions.json"
    path.write_text(json.dumps({"questions": QUESTIONS}, ensure_ascii=False))
    out = run(str(path), "--answers", "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["all"]["questions"] == 4 and result["all"]["answerable"] == 3
    assert result["all"]["type_accuracy"] == 1.0
    assert result["all"]["unanswerable_flagged_no_evidence"] == 1.0
    assert result["all"]["answerable_wrongly_no_evidence"] == 0.0
    assert result["all"]["gold_in_evidence"] == 1.0 and result["all"]["options"] == 2
    assert result["tuning"]["questions"] == 2 and result["held_out"]["questions"] == 2
    text = run(str(path), "--answers")
    assert text.returncode == 0 and "unanswerable flagged" in text.stdout and "held-out" in text.stdout
    bad = run(str(tmp_path / "nope.json"), "--answers")
    assert bad.returncode == 2 and "no such question file" in bad.stderr


def test_scoring_is_what_it_says():
    """Pure: a wrong type, a miss, a false flag and an option miss each count."""
    q = {"id": "x", "book": "b", "question": "?", "type": "choice", "gold_pages": [3],
         "options": {"A": [3], "B": [9]}}
    pack = {"status": "no_evidence", "evidence": [{"id": "E1", "book_id": "b", "page": 3}],
            "plan": {"question_type": "short", "options": [{"label": "A", "evidence": ["E1"]},
                                                           {"label": "B", "evidence": ["E1"]}]}}
    row = score(q, pack, {"hits": [{"book_id": "b", "page": 4}], "evidence": "found"})
    assert row["hit"] and not row["plain_hit"] and not row["type_ok"] and row["options"] == [True, False]
    figures = report([row])["all"]
    assert figures["answerable_wrongly_no_evidence"] == 1.0 and figures["option_gold_in_its_evidence"] == 0.5
    assert figures["unanswerable_flagged_no_evidence"] is None  # no unanswerable question: no figure
