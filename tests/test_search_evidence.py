"""The evidence signal of a search: real bundled model, real Qdrant local mode, the real wrapper.
An off-topic question gets "evidence": "none" and a first text line saying so in its language;
an answerable one gets "found" and no such line. The library is test_search's (two short books)."""
from __future__ import annotations

import json
import subprocess

from f.common.vectors import evidence
from tests.conftest import BIN
from tests.test_search import search

MODEL = "bundled:multilingual-e5-small-q4"


def test_off_topic_questions_are_flagged_and_answerable_ones_are_not(library):
    for query in ("光合作用的暗反应发生在叶绿体的什么部位", "唐朝安史之乱的起因和影响",
                  "Who wrote the novel Pride and Prejudice?"):
        result = search(query)
        assert result["evidence"] == "none", (query, result["evidence_detail"])
        assert result["hits"], "the nearest pages are still returned, flagged"
    for query in ("两个向量的数量积怎么计算", "牛顿第二定律 加速度 合力"):
        result = search(query)
        assert result["evidence"] == "found", (query, result["evidence_detail"])
        assert result["evidence_detail"]["terms_matched"]


def test_every_mode_reports_evidence_and_sparse_alone_never_says_none(library):
    for mode in ("dense", "sparse", "hybrid"):
        result = search("两个向量的数量积怎么计算", mode=mode)
        assert result["evidence"] == "found", mode
    # sparse mode has no similarity to calibrate against: at most "weak"
    assert search("光合作用的暗反应", mode="sparse")["evidence"] in ("weak", "none")


def test_text_output_says_so_first_in_the_query_language(library):
    def run(*args):
        out = subprocess.run([str(BIN / "qdrant-search"), *args], capture_output=True, text=True,
                             timeout=300)
        assert out.returncode == 0, out.stderr
        return out.stdout

    zh = run("光合作用的暗反应", "--book", "教材/数学/向量").splitlines()
    assert zh[0].startswith("无明确依据") and "[1]" not in zh[0]
    en = run("What causes the northern lights?").splitlines()
    assert en[0].startswith("NO CLEAR EVIDENCE")
    found = run("两个向量的数量积怎么计算").splitlines()
    assert found[0].startswith("5 page(s) for:")
    data = json.loads(run("光合作用的暗反应", "--json"))
    assert data["evidence"] == "none" and data["hits"] and "evidence_detail" in data


def test_the_rule_itself():
    texts = ["向量的数量积等于模与夹角余弦的乘积"]
    assert evidence.judge("向量的数量积", MODEL, 0.95, texts)["evidence"] == "found"
    assert evidence.judge("向量的数量积", MODEL, 0.70, texts)["evidence"] == "weak"
    assert evidence.judge("光合作用的暗反应", MODEL, 0.95, texts)["evidence"] == "weak"
    assert evidence.judge("光合作用的暗反应", MODEL, 0.70, texts)["evidence"] == "none"
    # the bar is per language pair (query, first dense page): English about a Chinese page is
    # cross-lingual and scores lower; a Chinese query whose first page is English scores higher
    page_zh, page_en = "向量的数量积等于模与夹角余弦的乘积", "The dot product of two vectors is a scalar"
    assert evidence.judge("dot product", MODEL, 0.78, [], page_zh)["evidence"] == "weak"
    assert evidence.judge("dot product", MODEL, 0.76, [], page_zh)["evidence"] == "none"
    assert evidence.judge("dot product", MODEL, 0.76, [], page_zh)["evidence_detail"]["language_pair"] == "en-zh"
    assert evidence.judge("光合作用的暗反应", MODEL, 0.875, [], page_en)["evidence"] == "none"
    assert evidence.judge("光合作用的暗反应", MODEL, 0.875, [], page_zh)["evidence"] == "weak"
    # an uncalibrated model or no dense side: lexical evidence only, never "none"
    assert evidence.judge("光合作用", "ollama:bge-m3", 0.1, texts)["evidence"] == "weak"
    assert evidence.judge("光合作用", None, None, texts)["evidence"] == "weak"


def test_a_strong_signal_of_either_kind_never_gives_none_for_any_pair():
    """Issue 17's rule: at or above its pair's cut the dense signal is strong, and a page naming
    the query's terms is strong at any similarity; either alone rules "none" out."""
    pages = {"zh": "向量的数量积等于模与夹角余弦的乘积", "en": "The dot product of two vectors is a scalar"}
    queries = {"zh": "向量的数量积", "en": "dot product"}
    for (query_lang, page_lang), cut in evidence.DENSE_MIN[MODEL].items():
        query, page = queries[query_lang], pages[page_lang]
        assert evidence.judge(query, MODEL, cut, [], page)["evidence"] != "none", (query_lang, page_lang)
        assert evidence.judge(query, MODEL, cut - 0.01, [], page)["evidence"] == "none"
        assert evidence.judge(query, MODEL, 0.0, [pages[query_lang]], page)["evidence"] == "weak"


def test_the_calibration_takes_the_lowest_lexically_weak_answerable_tuning_score():
    import importlib.util

    from tests.conftest import ROOT

    spec = importlib.util.spec_from_file_location("bench_pairs", ROOT / "bench" / "bench_evidence_pairs.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)

    def row(pair, dense, answerable=True, half=0, lexical_low=True):
        return {"pair": pair, "dense_top": dense, "answerable": answerable, "half": half,
                "lexical_low": lexical_low, "evidence": "weak"}

    rows = [row("en-zh", 0.7903), row("en-zh", 0.81), row("en-zh", 0.70, answerable=False),
            row("en-zh", 0.60, half=1), row("en-en", 0.7749), row("en-en", 0.50, lexical_low=False),
            row("zh-zh", 0.86, lexical_low=False)]
    assert bench.chosen_cuts(rows) == {"en-en": [0.77, 1], "en-zh": [0.79, 2], "zh-zh": [None, 0]}
    assert bench.chosen_cuts(rows, lambda r: r["pair"][:2]) == {"en": [0.77, 3], "zh": [None, 0]}
    assert any("en-zh | tuning | 0 / 1 / 0 | 0 / 2 / 0" in line for line in bench.table(rows))


def test_coverage_is_asked_per_query_language_and_found_needs_both_sides(monkeypatch):
    """The lexical bar is the query language's (an English question shares its generic words
    with most pages of a filing); with AGREEMENT, "found" also needs the two sides to agree on the
    first page, else the verdict is "weak"; a search of one side (agree None) is judged as before."""
    page = "Adobe reported total revenue of 11.17 billion dollars in fiscal 2019"
    query = "What was Adobe's total revenue in fiscal 2021?"   # 4 of 5 terms on the page
    share = evidence.coverage(query, [page])[0]
    monkeypatch.setitem(evidence.COVERAGE_MIN, "en", share + 0.01)
    assert evidence.judge(query, MODEL, 0.99, [page])["evidence"] == "weak"
    monkeypatch.setitem(evidence.COVERAGE_MIN, "en", share)
    assert evidence.judge(query, MODEL, 0.99, [page])["evidence"] == "found"
    assert evidence.coverage_min("向量的数量积") == evidence.COVERAGE_MIN["zh"]
    monkeypatch.setattr(evidence, "AGREEMENT", True)
    assert evidence.judge(query, MODEL, 0.99, [page], agree=False)["evidence"] == "weak"
    assert evidence.judge(query, MODEL, 0.99, [page], agree=True)["evidence"] == "found"
    assert evidence.judge(query, MODEL, 0.99, [page], agree=None)["evidence"] == "found"
    assert evidence.judge(query, MODEL, 0.99, [page], agree=False)["evidence_detail"]["sides_agree"] is False
