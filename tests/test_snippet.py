"""A hit's snippet is the part of its passage that matched the query, within the budget (pure)."""
from __future__ import annotations

from f.common.cli import render
from f.common.vectors.snippet import query_terms, snippet

RULES = ("Rule 1. Every expense needs a receipt. Rule 2. Travel is booked through the portal. "
         "Rule 3. Meals are paid up to a daily limit. Rule 4. Taxis need a manager's approval. "
         "Rule 5. Hotel nights above the city rate are refunded only with a written exception.")


def test_the_matching_sentence_is_shown_not_the_start_of_the_passage():
    shown = snippet(RULES, "when is a hotel night above the city rate refunded?", 120)
    assert len(shown) <= 120
    assert "Rule 5. Hotel nights above the city rate are refunded" in shown
    assert shown.startswith("…") and "Rule 1." not in shown


def test_a_short_text_is_whole_and_no_match_keeps_the_start():
    assert snippet("Short page.", "anything", 300) == "Short page."
    shown = snippet(RULES, "quantum chromodynamics", 60)
    assert shown.startswith("Rule 1. Every expense") and shown.endswith("…") and len(shown) == 60
    assert snippet(RULES, "hotel", 0) == ""


def test_chinese_queries_match_by_character_pairs_and_the_earlier_window_wins_a_tie():
    page = ("向量的概念。" * 20) + "两个向量的数量积等于它们的模与夹角余弦的积。" + ("其他内容。" * 20)
    shown = snippet(page, "数量积怎么计算", 40)
    assert "数量积等于" in shown and len(shown) <= 40
    assert "数量" in query_terms("数量积的定义") and "的" not in "".join(query_terms("数量积的定义"))
    twice = "甲乙丙。数量积一。" + "填充。" * 30 + "数量积二。"
    assert "数量积一" in snippet(twice, "数量积", 20)


def test_a_sentence_longer_than_the_budget_is_cut_around_the_match():
    text = "word " * 200 + "the exception clause applies to refunds " + "word " * 200
    shown = snippet(text, "exception clause", 80)
    assert "exception clause" in shown and len(shown) <= 80


def test_the_search_renderer_shows_the_matched_part_within_max_chars():
    result = {"query": "hotel nights refunded", "mode": "hybrid", "evidence": "found",
              "hits": [{"book_id": "b/policy", "page": 3, "section": "Travel", "score": 0.9,
                        "text": RULES}]}
    out = render.search(result, max_chars=100)
    line = out.splitlines()[-1].strip()
    assert "Hotel nights above the city rate" in line and len(line) <= 100
