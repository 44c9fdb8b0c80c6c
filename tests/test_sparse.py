"""Sparse lexical vectors (jieba with textbook terms) and the passage splitter: pure, no services."""
from __future__ import annotations

from f.common.vectors import sparse
from f.common.vectors.book_passages import book_passages, page_sections
from f.common.vectors.passages import split_passages


def test_textbook_terms_stay_whole_and_queries_use_the_same_tokens():
    doc = sparse.tokens("平面向量的数量积满足交换律")
    query = sparse.tokens("数量积")
    assert "数量积" in doc and "平面向量" in doc
    assert query and set(query) <= set(doc)
    assert "的" not in doc  # function words carry no signal


def test_english_is_lower_cased_and_punctuation_dropped():
    assert sparse.tokens("The Dot-Product, of VECTORS!") == ["dot", "product", "vector"]


def test_english_words_are_stemmed_and_function_words_dropped_chinese_untouched():
    doc = set(sparse.tokens("FENCE.I synchronizes the stores to instruction memory; policies for devices"))
    query = set(sparse.tokens("Which instruction synchronization policy applies to a device?"))
    assert {"instruct", "synchron", "polici", "devic"} <= doc & query
    assert not {"which", "the", "to", "for", "a"} & (doc | query)
    assert "fenc" in doc and "i" not in doc
    assert sparse.tokens("RV32E has 16 registers") == ["rv32e", "16", "regist"]
    assert sparse.tokens("平面向量的数量积") == ["平面", "面向", "向量", "平面向量", "数量", "数量积"]
    assert sparse.words("Which policies apply") == ["policies", "apply"]


def test_the_english_analyser_numbers_possessives_hyphens_and_stop_words():
    # a number is one token without its thousands commas; a currency sign or % is not part of it
    assert sparse.tokens("Revenue was $11,171.3 million, up 24% in 2019") == [
        "revenu", "11171.3", "million", "24", "2019"]
    assert sparse.tokens("the 4.75% senior notes") == sparse.tokens("4.75 senior note")
    # possessives dropped (straight or curly apostrophe), hyphenated words are their parts
    assert sparse.tokens("Adobe's and Adobe’s year-over-year") == ["adob", "adob", "year", "year"]
    # the English stop list is the full one, not only the question words
    assert sparse.tokens("they would have been ours") == []
    # instruction names joined by a full stop are their parts; letters and digits stay one token
    assert sparse.tokens("LR.W and FENCE.I on RV64I") == ["lr", "w", "fenc", "rv64i"]


def test_a_british_spelling_meets_the_american_one_and_general_frequency_decides():
    """0730: a reader's licence / millimetres / world-writeable finds the page's license /
    millimeters / writable, both ways, while a word with no British form keeps its own token."""
    for british, american in (("licence", "license"), ("millimetres", "millimeters"), ("colours", "colors"),
                              ("world-writeable", "world-writable"), ("optimised", "optimized"),
                              ("behaviour", "behavior"), ("labelled", "labeled")):
        assert sparse.tokens(british) == sparse.tokens(american), british
    # the other form must be the more frequent English word: filled is not filed, four not for
    assert sparse.tokens("filled") != sparse.tokens("filed")
    assert sparse.tokens("four hours") == ["four", "hour"]
    # the plain Snowball stem (the bench's baseline) is untouched
    assert sparse.stem("licence") != sparse.stem("license")


def test_spelling_variants_follow_the_frequencies_they_are_given():
    from f.common.vectors.spelling import derive, variant

    share = {"colour": 1e-5, "color": 1e-4, "filled": 1e-4, "filed": 1e-5, "centre": 1e-4, "center": 1e-5}
    freq = share.get
    assert variant("colour", lambda w: freq(w, 0.0)) == "color"
    assert variant("filled", lambda w: freq(w, 0.0)) == "filled"   # the rarer other form is not taken
    assert variant("centre", lambda w: freq(w, 0.0)) == "centre"   # here the British form is the common one
    assert derive(share) == {"colour": "color"}


def test_chinese_keeps_jiebas_cut_and_mixed_terms_stay_whole():
    """Only the Latin runs changed analyser: an ideograph run is jieba's search cut as before, and
    the letters or digits set against it (前n项和, A股, 2019年) go with it to jieba."""
    text = "两个向量的数量积满足交换律"
    assert sparse.tokens(text) == [w for w in sparse._tokenizer().cut_for_search(text)
                                   if w not in sparse.STOP_WORDS]
    assert "前n项和" in sparse.tokens("等差数列的前n项和公式")
    assert "a股" in sparse.tokens("A股市场")
    assert sparse.tokens("数量积 dot products") == ["数量", "数量积", "dot", "product"]


def test_length_is_normalised_against_the_average_passage_of_its_script():
    assert sparse.average_length(["数量积"] * 10) == sparse.AVG_LEN
    assert sparse.average_length(["vector"] * 10) == sparse.AVG_LEN_LATIN
    assert sparse.average_length(["2019", "11171"]) == sparse.AVG_LEN   # numbers are of no script
    assert sparse.AVG_LEN_LATIN < sparse.average_length(["数量积", "vector"]) < sparse.AVG_LEN
    # so an English passage of 120 words weighs a term as a Chinese one of 250 tokens does
    en = dict(zip(*sparse.document_vector("alpha " + "word " * 119)))
    zh = dict(zip(*sparse.document_vector("阿尔法 " + "词语 " * 249)))
    assert abs(en[sparse.index_of("alpha")] - zh[sparse.index_of("阿尔法")]) < 0.01


def test_a_passage_vector_indexes_its_section_path_as_a_title():
    plain = dict(zip(*sparse.passage_vector("", "the notes are due in 2020")))
    titled = dict(zip(*sparse.passage_vector("Item 7 > Liquidity and Capital Resources",
                                             "the notes are due in 2020")))
    assert sparse.index_of("liquid") in titled and sparse.index_of("liquid") not in plain
    assert set(plain) < set(titled)


def test_vectors_are_stable_bm25_weights():
    indices, values = sparse.document_vector("数量积 数量积 向量")
    assert indices == sorted(indices) and len(indices) == len(set(indices))
    weights = dict(zip(indices, values))
    assert weights[sparse.index_of("数量积")] > weights[sparse.index_of("向量")] > 0
    q_indices, q_values = sparse.query_vector("数量积？")
    assert sparse.index_of("数量积") in q_indices and set(q_values) == {1.0}
    assert sparse.query_vector("的了吗？") == ([], [])


def test_long_pages_are_split_to_fit_the_window_and_nothing_is_lost():
    count = len  # one token per character for the test
    text = "\n\n".join(f"第{i}段。" + "内容" * 30 + "。结束。" for i in range(10))
    parts = split_passages(text, count, 100)
    assert len(parts) > 1 and all(count(p) <= 100 for p in parts)
    assert "".join(parts).replace("\n", "") == text.replace("\n", "")
    assert split_passages("短页", count, 100) == ["短页"]
    assert split_passages("   ", count, 100) == []
    run_on = "无标点" * 200
    assert all(len(p) <= 100 for p in split_passages(run_on, count, 100))


def test_each_page_gets_the_deepest_section_path():
    structure = [{"title": "第一章 向量", "node_id": "0000", "start_index": 1, "end_index": 4,
                  "nodes": [{"title": "1.1 数量积", "node_id": "0001", "start_index": 2,
                             "end_index": 3, "nodes": []},
                            {"title": "1.2 向量积", "node_id": "0002", "start_index": 3,
                             "end_index": 4, "nodes": []}]}]
    sections = page_sections(structure)
    assert sections[1] == ("第一章 向量", "0000")
    assert sections[2] == ("第一章 向量 > 1.1 数量积", "0001")
    assert sections[3] == ("第一章 向量 > 1.2 向量积", "0002")  # opened mid-page: owns the rest
    passages = book_passages("教材/数学/x", {1: "a", 3: "b"}, {"3": "1"}, structure, lambda t: [t])
    assert [(p.page, p.page_label, p.node_id) for p in passages] == [(1, None, "0000"), (3, "1", "0002")]
    assert passages[0].point_id == book_passages("教材/数学/x", {1: "a"}, {}, [], lambda t: [t])[0].point_id
    assert passages[1].payload("m")["book_prefixes"] == ["教材", "教材/数学", "教材/数学/x"]


def test_the_dictionary_cache_under_kb_home_gives_the_same_tokens(kb_home, monkeypatch):
    """First load builds jieba's dictionary with our terms and writes a pickle under KB_HOME/run;
    a fresh load reads it and tokenizes exactly as the built one; a corrupt cache is rebuilt."""
    text = "平面向量的数量积满足交换律 The Dot-Product"
    monkeypatch.setattr(sparse, "_jieba", None)
    built = sparse.tokens(text)
    caches = list((kb_home / "run").glob("jieba-*.pickle"))
    assert len(caches) == 1 and caches[0].stat().st_size > 1_000_000
    monkeypatch.setattr(sparse, "_jieba", None)
    assert sparse.tokens(text) == built and "数量积" in built
    caches[0].write_bytes(b"not a pickle")
    monkeypatch.setattr(sparse, "_jieba", None)
    assert sparse.tokens(text) == built
    assert caches[0].stat().st_size > 1_000_000


def test_an_english_text_never_loads_jieba_and_terms_wait_for_it(monkeypatch):
    """The first search of a session in English skips jieba's dictionary (a third of a cold
    start); glossary terms added meanwhile join the dictionary when a Chinese text loads it."""
    monkeypatch.setattr(sparse, "_jieba", None)
    monkeypatch.setattr(sparse, "_added", set())
    monkeypatch.setattr(sparse, "_pending", set())
    assert sparse.add_terms(["算术平方根"]) == 1 and sparse.dictionary_size() == 1
    assert sparse.tokens("What are Adobe's three segments?") == ["adob", "three", "segment"]
    assert sparse._jieba is None
    assert "算术平方根" in sparse.tokens("求 9 的算术平方根") and sparse._jieba is not None
