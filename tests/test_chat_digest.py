"""The evidence-only digest and the citation ledger, without services."""
import pytest

from f.common.chat.digest import best_sentence, digest
from f.common.chat.ledger import CitationError, Ledger

PAGE = ("受此启发，我们定义两个向量的数量积。已知两个非零向量 a 与 b，把数量 |a||b|cosθ 叫做 a 与 b 的数量积，"
        "记作 a·b。两个向量的夹角范围是 0 到 π。")


def test_the_defining_sentence_wins_a_tie_of_concepts():
    quote, named = best_sentence(PAGE, ["向量", "数量积"])
    assert "叫做" in quote and named == 2
    assert best_sentence("# 6.2 数量积\n数量积是一个实数。", ["数量积"])[0] == "数量积是一个实数。"


def pack(status="evidence_found", texts=(PAGE, "光合作用发生在叶绿体中。")):
    return {"status": status, "plan": {"concepts": ["数量积"]},
            "evidence": [{"book_id": "b", "page": n + 3, "page_label": str(n + 1), "section": "第六章 > 6.2 数量积",
                          "text": t} for n, t in enumerate(texts)]}


def test_a_digest_cites_only_on_topic_pages_and_checks_out():
    ledger = Ledger(prefix="E1-")
    out = digest("数量积怎么算？", pack(), ledger)
    assert out["answer"].startswith("（仅证据模式") and "叫做 a 与 b 的数量积" in out["answer"].split("\n")[1]
    assert out["answer"].split("\n")[1].endswith("[1]")
    assert len(out["citations"]) == 1  # the off-topic page is not quoted
    checked = ledger.check(out["answer"], out["citations"])
    assert checked[0]["page"] == 3 and checked[0]["page_label"] == "1"
    assert out["follow_up_questions"] == ["「6.2 数量积」讲了什么？"]


def test_no_evidence_is_a_refusal_in_the_question_language():
    assert digest("What is a vector?", pack("no_evidence"), Ledger())["answer"].startswith("This book holds no evidence")
    assert digest("什么是向量？", pack("no_evidence"), Ledger())["citations"] == []


def test_the_ledger_refuses_what_no_tool_returned():
    ledger = Ledger(prefix="E2-")
    evidence_id = ledger.add("b", 3, PAGE)
    assert ledger.add("b", 3, PAGE) == evidence_id  # the same text, the same id
    ok = ledger.check("数量积[1]", [{"n": 1, "evidence_id": evidence_id, "quote": "记作 a·b"}])
    assert ok[0]["book_id"] == "b"
    for answer, citations, reason in [
        ("x[1]", [{"n": 1, "evidence_id": "E1-1", "quote": "记作 a·b"}], "no tool returned"),
        ("x[1]", [{"n": 1, "evidence_id": evidence_id, "quote": "向量可以比较大小"}], "not in the text"),
        ("x[1][2]", [{"n": 1, "evidence_id": evidence_id, "quote": "记作 a·b"}], "with no citation"),
        ("x", [{"n": 1, "evidence_id": evidence_id, "quote": "记作 a·b"}], "not marked"),
        ("x[1]", [{"n": 1, "evidence_id": evidence_id, "quote": "记"}], "short verbatim quote"),
    ]:
        with pytest.raises(CitationError, match=reason):
            ledger.check(answer, citations)
