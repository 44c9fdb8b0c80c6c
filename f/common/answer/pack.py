"""`answer_question`: an exam question -> an evidence pack (bin/kb-answer, MCP answer_question).

The plan (f.common.answer.plan) gives the searches; each runs through the hybrid search (the warm
process where configured); pages are merged by a weighted sum of each query's normalised scores,
so a page several queries find rises; a query whose own evidence signal is "none" adds nothing.
Each hit gets its neighbour pages as context and the glossary entries on its page. The service
never answers: the status says whether the books hold evidence, and the agent writes the answer."""
from __future__ import annotations

import logging
from functools import partial

from f.common.answer import (
    acronyms,
    asked_thing,
    contradicted,
    coverage,
    crosslang,
    english,
    meaning,
    named_entry,
    number_options,
    numbered_names,
    option_order,
    options,
    said_whole,
    salience,
    scene_clause,
    side_by_side,
    value_marks,
)
from f.common.answer.clause_verbs import without_verbs
from f.common.answer.plan import MAX_QUERIES, WEIGHTS, _single_tag, analyse, check_question
from f.common.config import Settings, load
from f.common.glossary.lookup import fold_term
from f.common.store.objects import ObjectStore, get_store

log = logging.getLogger(__name__)
DEFAULT_LIMIT, MAX_LIMIT = 6, 20
PER_QUERY = 8          # pages read from each query
OPTION_PAGES = 2       # an option's own best pages always enter the pack
TEXT_CHARS, CONTEXT_CHARS = 700, 250  # a 6-evidence pack stays well under 4K tokens
DECIDING = ("stem", "concepts", "option", "translation")  # roles whose evidence decides the status
RANK = {"none": 0, "weak": 1, "found": 2}
# Weighted share of the question's concepts the evidence must name (f.common.answer.coverage):
# under MIN_COVERAGE the books do not cover the question, under FULL_COVERAGE only in part.
# Chosen on the tuning half of the labelled questions (docs/benchmarks/evidence-packs.md): the
# unanswerable questions' coverage was 0.21 at most, an answerable one's it alone flagged 0.32.
FULL_COVERAGE, MIN_COVERAGE = 1.0, 0.3
# A domain term named verbatim keeps the pack from "no evidence" when it weighs at least this
# share of the question's heaviest concept (蝙蝠 beside a paraphrased 虫子 does, 函数 beside an
# absent 极值 does not); chosen on the tuning half.
VERBATIM_SHARE = 0.5
# The pack's top pages read for the question's domain terms named together (the answering page
# is then in the pack, and the pack is never "no evidence"): the first half of a default pack.
TOGETHER_PAGES = 3


def window(text: str, weights: dict[str, float], limit: int = TEXT_CHARS) -> str:
    """The `limit` characters of a passage that name the question's concepts most (weighted),
    starting at a sentence: the answer to a question may sit past a long passage's first 700
    characters. A verbatim slice, so a quote from it is a quote from the page."""
    import re

    if len(text) <= limit:
        return text
    starts = [0] + [m.end() for m in re.finditer(r"[。！？；!?\n]\s*", text) if m.end() < len(text) - 1]
    wanted = [(c.lower(), w) for c, w in weights.items() if len(c) >= 2 and w > 0]

    def score(start: int) -> tuple[float, float, float]:
        """(weight of the concepts the window names; then of their namings, a second one too; then
        minus where each first stands, weighted): the window that names most, opening on the
        sentence that names them. A second naming counts because a concept is named first where it
        is stated (a rule, `Comparator 实现类要满足如下三个条件`) and again in its example's code
        further on (`new Comparator<Student>()`): a window opening on the second drops the
        statement; more namings would favour a passage dense in an everyday concept (代码, 语句). The
        place of each concept, not only of the first one met, chooses between windows naming alike:
        one opening on `方法的代码…右大括号后…` names 代码 at once and 大括号 later than one opening on
        `…语句中必须使用大括号`."""
        piece = text[start:start + limit].lower()
        named = [(c, w) for c, w in wanted if c in piece]
        return (sum(w for _c, w in named), round(sum(w * min(piece.count(c), 2) for c, w in named), 6),
                -round(sum(w * piece.find(c) for c, w in named), 6))

    best = max(starts, key=score)
    return text[best:best + limit]


def _search(settings: Settings, queries: list[str], book: str, top_k: int) -> list[dict]:
    from f.common.vectors.service import search_batch_here_or_warm

    # one request: one embedding call and one batch of Qdrant queries for the whole plan
    return search_batch_here_or_warm(settings, queries, top_k=top_k, book=book, mode="hybrid")


def _glossaries(store: ObjectStore, book_ids: list[str]) -> dict[str, list[dict]]:
    from f.common.errors import NotFound
    from f.common.glossary.step import read_glossary

    out = {}
    for book_id in book_ids:
        try:
            out[book_id] = read_glossary(store, book_id)
        except NotFound:  # a book ingested before the glossary step: no terms, still searchable
            out[book_id] = []
    return out


def _book_pages(store: ObjectStore, cache: dict, book_id: str) -> tuple[dict, dict]:
    """(page -> its whole text, page -> its printed label) of a book, read once per pack."""
    from f.common.content.content_list import parse_content_list
    from f.common.content.page_text import page_labels, page_texts
    from f.common.store import books

    if book_id not in cache:
        key = books.key(book_id, "content_list.json")
        items = parse_content_list(store.get(key), key)
        cache[book_id] = (page_texts(items), page_labels(items))
    return cache[book_id]


def _context(store: ObjectStore, cache: dict, book_id: str, page: int) -> list[dict]:
    texts, labels = _book_pages(store, cache, book_id)
    return [{"page": p, "page_label": labels.get(p), "text": texts[p][:CONTEXT_CHARS]}
            for p in (page - 1, page + 1) if p in texts and texts[p].strip()]


def _whole_pages(store: ObjectStore, cache: dict, pages: dict[tuple, dict], keys: list[tuple]) -> dict[tuple, str]:
    """(book, page) -> the text the pack judges a page by: the whole page. A hit carries the text of
    its best passage, which may be a figure's caption ("[图 4-2]") or the page's second half while
    the sentence that names the question's words (避免…发脾气, the heading 脚蹬脚模型) is in another
    passage of the same page; the answering page was in the pack and read as naming nothing.
    A page the content list lacks keeps its passage."""
    out = {}
    for key in keys:
        hit = pages[key]
        texts, _labels = _book_pages(store, cache, hit["book_id"])
        whole = texts.get(hit["page"]) or ""
        passage = hit.get("text") or ""
        out[key] = whole if len(whole) > len(passage) else passage
    return out


def _held(store: ObjectStore, served: dict[str, dict], plan: dict) -> dict[str, int]:
    """The dictionary words the books in scope name; only an English question needs them."""
    from f.common.answer.library_words import library_words, version_of
    from f.common.cjk import has_cjk

    if has_cjk(plan["stem"]):
        return {}
    return library_words(store, {book: version_of(manifest) for book, manifest in served.items()})


def decide(signal: str, covered: float | None, verbatim: list[str],
           missing: str | None, crossed: bool, together: bool = False,
           stated: bool = False) -> tuple[str, list[str]]:
    """(the pack's signal, the verbatim terms that counted) from the searches' best signal, the
    weighted concept coverage, the domain terms the books name verbatim,
    the question's missing subject (f.common.answer.coverage.missing_subject), whether the
    evidence is in another language than the question, and whether one of the pack's top pages
    names all the question's domain terms (coverage.held_together), and whether a page states
    one of its options (options.verdict "supported"). Pure."""
    if missing and not together:
        # the most telling concept is named nowhere, not even in part (拉丁舞 beside the 舞步 a
        # dance book names, 响板 beside 弗拉明戈, 花青素 beside 牵牛花): the books do not hold its
        # subject, whatever weaker words they name and however near the question's own search
        # came. A student's word the page says in other words is not missing (虫子, where the
        # book says 昆虫, is said in part: coverage.said_in_part)
        return "none", []
    if verbatim:
        # a domain term of the question is on the books' pages: they hold something on it, at
        # least weak evidence, whatever the everyday words around it did
        signal = max(signal, "weak", key=RANK.get)
        if covered is not None and covered < FULL_COVERAGE:
            signal = min(signal, "weak", key=RANK.get)
    elif covered is not None and covered < MIN_COVERAGE:
        # measured through a dictionary's translations, absence is weaker proof (the book may
        # say 数量积 where the dictionary says 点积): one step down, not straight to none
        signal = {"found": "weak", "weak": "none"}.get(signal, "none") if crossed else "none"
    elif covered is not None and covered < FULL_COVERAGE:
        signal = min(signal, "weak", key=RANK.get)
    if together or stated:
        # the answering page is in the pack (no term of the question is missing), or a page
        # states one of the options beside the stem's subject (options.verdict): at least weak
        # evidence, whatever the searches' signal, the coverage and the everyday words around
        signal = max(signal, "weak", key=RANK.get)
    return signal, verbatim


def _counted_apart(stem: str, forms: dict[str, list[str]], texts: list[str]) -> str | None:
    """A thing an English question counts (several cores, multiple threads: english.counted) that
    no evidence page names beside another of the question's concepts, else None. Its quantifier is
    no part of what a page names (english.modifiers, 0371), so the bare noun is matched, but in the
    question's sense only: a core of a RISC-V hart on one page and a laptop on another do not
    answer "multiple cores on my laptop"."""
    if not english.applies(stem):
        return None
    # each concept in its own English forms too (a crosslang unit may hold only the word as written
    # and its translations: scripts, where a page says scripting)
    english_forms = {c: list(dict.fromkeys([*f, *coverage.forms_of([c], []).get(c, [])])) for c, f in forms.items()}
    for thing in english.counted(stem, list(forms)):
        others = [c for c in forms if c != thing]
        if others and not any(coverage.held_together(english_forms, texts, [thing, other]) for other in others):
            return thing
    return None


def _beside_the_subject(plan: dict, option_hits: dict, chosen: list, judged: dict) -> None:
    """Of the supported options, only those whose words stand beside the most of the stem's subject
    (its concepts, weighed by salience, named in the same sentence or just after, then the same
    clause: options.beside)
    stay supported; the others are named on their pages for another subject or role
    (书里说运动能力比较弱的同学和女生碰到困难时……: 渴望成功的表现欲望 is the stronger boys'). Where
    no supported option stands beside any of it, the verdicts stay as the whole page gave them; a
    question asking for the wrong or excluded option keeps them too (the book states the others)."""
    supported = [o for o in plan["options"] if o["verdict"] == "supported"]
    # 不是向量的是: the book states three. Dropping one beside none of the subject was measured and
    # not kept (0828): on seen questions it dropped more stated options than wrong ones
    if len(supported) < 2 or plan["polarity"] == "negative":
        return
    in_english = english.applies(plan.get("stem", ""))
    words_of = english if in_english else salience  # whose general frequencies weigh the words
    stem_words = options.content_words(plan.get("stem", ""))
    subject = {c: w for c, w in (plan.get("salience") or {}).items() if c in plan["concepts"]}
    if not plan["concepts"]:  # only everyday words (书里测学生力量一般用): those, as telling as they are
        subject = {w: words_of.salience(w) for w in stem_words}
    # the stem's locatives (jieba f) tell apart options the concepts leave equal: 外侧 of 脚背外侧运球
    # is no concept (a direction names nothing, 0345), but only the outer instep's line says it. The
    # stem's other everyday words (游戏, 目标) do not: any option's sentence may hold them (0783)
    rest = {} if in_english else {w: salience.salience(w) for w in stem_words
                                  if _single_tag(w) == "f" and not any(w in c or c in w for c in subject)}

    def read(option: dict) -> list[str]:
        return [judged[k] for k in [*option_hits.get(option["label"], []), *chosen] if k in judged]

    def near(option: dict, words: dict) -> tuple:
        return options.beside(option["distinctive"], read(option),
                              {w: words_of.salience(w) for w in option["distinctive"]}, words, in_english)

    # the stem's words that are no concept and no option's: what else tells the options apart
    said = " ".join(o.get("text", "") for o in plan["options"]).lower()
    other = {w: words_of.salience(w) for w in stem_words
             if not any(w in c or c in w for c in subject) and w.lower() not in said}

    # the subject's sentence, how whole the option is said there, the subject's clause; then the rest's
    score = {o["label"]: near(o, subject) + (near(o, rest)[::2] if rest else ()) for o in supported}
    if max(score.values())[0] == 0 and plan["concepts"]:
        # no option's sentence names a concept (科学短文 heads the reading, not its sentences): the
        # stem's other words are its subject then (空气里的微生物: only the air's sentence says both),
        # but not a word an option repeats (速度 of 稍慢的速度: the frame, in that option's own phrase, 0826)
        score = {o["label"]: near(o, other) for o in supported} if other else score
    top = max(score.values())
    tied = [o for o in supported if score[o["label"]] == top]
    if top[0] > 0 and len(tied) > 1:
        # rows of one table alike beside the subject (each names 模版): the stem's other words each
        # row names tell them apart (选择题 of 模版选择题模块宏包: 0979); prose keeps its tie (0783)
        rows = {o["label"]: options.in_its_row(o["distinctive"], read(o), other) for o in tied}
        if max(rows.values()) > 0:
            for option in tied:
                if rows[option["label"]] < max(rows.values()):
                    option["verdict"] = "not_found"
    for option in supported:
        if top[0] > 0 and score[option["label"]] < top:
            option["verdict"] = "not_found"


def _near_here(settings: Settings, store: ObjectStore, text: str, book: str) -> list:
    """The library's pages nearest in meaning to `text` (meaning.dense_pages), in this process."""
    from f.common.embeddings.factory import get_embedder
    from f.common.vectors.service import reader

    with reader(settings) as client:
        return meaning.dense_pages(settings, store, client, get_embedder(settings), text, book)


def answer_here_or_warm(settings: Settings, question: str, book: str = "",
                        limit: int = DEFAULT_LIMIT) -> dict:
    """The whole pack in the warm search process, which has jieba, the model and the index loaded
    (a fresh process would pay ~1 s for jieba alone); KB_SEARCHD=off: in this process."""
    check_question(question)  # bad input fails before anything is started
    if settings.searchd:
        from f.common.vectors import warm_search

        return warm_search.warm_answer(settings, question=question, book=book, limit=limit)
    return answer_question(question, book, limit, settings)


def answer_question(question: str, book: str = "", limit: int = DEFAULT_LIMIT,
                    settings: Settings | None = None, store: ObjectStore | None = None,
                    search=None, near=None) -> dict:
    """search(queries, book, top_k) -> results: the warm process passes its own batch search;
    near(text, book) -> the pages nearest in meaning (meaning.dense_pages), its own too."""
    from f.common.errors import BadInput
    from f.common.store import books

    settings = settings or load()
    store = store or get_store(settings)
    question = check_question(question)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise BadInput(f"--limit must be 1-{MAX_LIMIT} (got {limit!r})")
    served = books.served_in_scope(settings, store, book)  # the manifests read once
    glossaries = _glossaries(store, list(served))
    terms = [{"term": e["term"], "aliases": e.get("aliases") or []}
             for entries in glossaries.values() for e in entries]
    plan = analyse(question, terms=terms)
    translations = crosslang.extend(plan, _held(store, served, plan), WEIGHTS, MAX_QUERIES)
    pages: dict[tuple, dict] = {}
    best: dict[str, str] = {}
    option_hits: dict[str, list[tuple]] = {}
    results = (search or partial(_search, settings))([q["text"] for q in plan["queries"]], book, PER_QUERY)
    forms = crosslang.units(plan, translations, coverage.forms_of(plan["concepts"], terms))
    own = {q.get("unit") or q["text"]: [h["text"] for h in r["hits"]]
           for q, r in zip(plan["queries"], results) if q["role"] in ("concept", "concepts")}
    # a phrase whose modifier is a word of the whole library is said by its head too (0459)
    forms = coverage.with_wide_modifiers(forms, own)
    # an acronym the pages read spell out in words (LGPL: Lesser General Public License) is said by them (1122)
    forms = acronyms.with_spelt_acronyms(forms, [text for hits in own.values() for text in hits or []], fold_term)
    # a concept weighs what it says in general language (salience) times how rare it is in
    # this library (its own search's pages): everyday words (书里, 按照) weigh little however
    # absent they are, a word every page of the library names weighs nothing however common
    salient = plan.get("salience") or {}
    library = {c: coverage.weight(f, own.get(c)) for c, f in forms.items()}
    weights = {c: round(salient.get(c, 1.0) * library[c], 3) for c in forms}
    for query, result in zip(plan["queries"], results):
        signal = result.get("evidence", "none")
        query["evidence"] = signal
        if query["role"] in DECIDING:
            best[query["role"]] = max(best.get(query["role"], "none"), signal, key=RANK.get)
        if signal == "none" or not result["hits"]:
            continue
        top = max(h["score"] for h in result["hits"]) or 1.0
        for hit in result["hits"]:
            key = (hit["book_id"], hit["page"])
            entry = pages.setdefault(key, {**hit, "fused": 0.0, "matched_queries": []})
            entry["fused"] += query["weight"] * hit["score"] / top
            entry["matched_queries"].append(query["text"])
        if query["option"]:
            option_hits[query["option"]] = [(h["book_id"], h["page"]) for h in result["hits"][:OPTION_PAGES]]
    ranked = sorted(pages, key=lambda k: -pages[k]["fused"])
    chosen = ranked[:limit]
    for keys in option_hits.values():
        chosen += [k for k in keys if k not in chosen]
    contexts: dict = {}
    # a Chinese question is judged on its evidence pages' whole text, and shown the part of it that
    # names its concepts most (0420); an English one keeps the passages, as its rules were measured
    # (f.common.answer.english)
    judged = {k: pages[k].get("text") or "" for k in pages}
    if not english.applies(plan["stem"]):
        judged.update(_whole_pages(store, contexts, pages, [k for k in chosen if k in pages]))
    question_folded = fold_term(question)
    focus = {c: max(w, 0.05) for c, w in (plan.get("salience") or {}).items()}
    evidence = []
    for number, key in enumerate(chosen, 1):
        hit = pages[key]
        on_page = [e for e in glossaries.get(hit["book_id"], []) if e.get("page") == hit["page"]
                   and fold_term(e["term"]) in question_folded]
        evidence.append({"id": f"E{number}", "book_id": hit["book_id"], "page": hit["page"],
                         "page_label": hit.get("page_label"), "section": hit.get("section"),
                         "node_id": hit.get("node_id"), "text": window(judged[key], focus),
                         "score": round(hit["fused"], 4), "matched_queries": hit["matched_queries"],
                         "terms": [{k: e.get(k) for k in ("term", "aliases", "definition", "quote",
                                                          "page", "page_label")} for e in on_page],
                         "context": _context(store, contexts, hit["book_id"], hit["page"])})
    ids = {(e["book_id"], e["page"]): e["id"] for e in evidence}
    words_of = english if english.applies(plan["stem"]) else salience  # whose general frequencies
    own_words = options.distinctive(plan["options"], plan["stem"])
    for option in plan["options"]:
        mine = [q for q in plan["queries"] if q["option"] == option["label"]]
        option["queries"] = [q["text"] for q in mine]
        option["evidence"] = [ids[k] for k in option_hits.get(option["label"], []) if k in ids]
        # judged on the option's own words, on its own pages and the pack's: an option the
        # search found only through the stem's concepts is not thereby stated
        words = own_words.get(option["label"], [])
        read = [k for k in [*option_hits.get(option["label"], []), *chosen] if k in pages]
        option["distinctive"] = words
        option["verdict"], option["support"] = options.verdict(
            words, [judged[k] for k in read], {w: words_of.salience(w) for w in words},
            plan["concepts"])
        if option["verdict"] == "supported" and not any(q["evidence"] != "none" for q in mine):
            option["verdict"] = "not_found"
    # an option said in a number is stated where a clause gives it the stem's subject (0946)
    keys_of = {o["label"]: [k for k in [*option_hits.get(o["label"], []), *chosen] if k in pages]
               for o in plan["options"]}
    pages_of = {label: [judged[k] for k in keys] for label, keys in keys_of.items()}
    number_options.judge(plan["options"], plan["stem"], pages_of, words_of.salience, options.content_words,
                         plan["polarity"] == "negative")
    # UCS-2 is not UCS-4: an option's numbered names are said in the sentence stating it (1068)
    numbered_names.keep_where_said_together(plan["options"], pages_of)
    # -g / -r, L / l, 1.10 / 1.11, 五层 / 三层: options told apart by a mark, read as written (1091)
    if plan["polarity"] != "negative":
        marked = value_marks.applies(plan["options"], plan["stem"], options.content_words)
        described = named_entry.descriptions(plan["options"], options.content_words)
        # the options' whole pages: an English page's passage the search returned may leave out the
        # entry or sentence an option's mark or the stem's term is said in (1159)
        read_keys = list(dict.fromkeys(k for ks in keys_of.values() for k in ks))
        whole = _whole_pages(store, contexts, pages, read_keys) if marked or described else {}
        if marked:
            value_marks.judge(plan["options"], plan["stem"], {label: [whole[k] for k in ks] for label, ks in keys_of.items()},
                              words_of.salience, options.content_words)
        # the stem names a term (-L, 密码警告时间段) and the options describe it and its siblings: the
        # term's entry on the options' whole pages says which (1158)
        if described:
            named_entry.judge(plan["options"], plan["stem"], list(dict.fromkeys(whole.values())), options.content_words)
        # a true/false stem's wrong options swap a word of the page's sentence: the stated one is said
        # whole (1092), on its page if not in the passage the search returned
        # the question as asked: the plan's stem drops "is true" (Which statement about X?)
        asked = options.split_options(question)[0]
        if said_whole.asks_which_is_true(asked) and \
                any(said_whole.is_statement(o.get("text", "")) for o in plan["options"]):
            whole = whole or _whole_pages(store, contexts, pages, read_keys)  # read once for 1158, 1159 and 1092
            said_whole.judge(plan["options"], asked, {label: [whole[k] for k in ks] for label, ks in keys_of.items()})
    # an ordinal stem asks for a position in the page's list, a negative one for the option a page
    # denies of the subject: where the pages settle it, beside-the-subject ranking does not apply (1036, 1037)
    if plan["polarity"] == "negative":
        settled = option_order.negated(plan["options"], plan["concepts"], pages_of, english.applies(plan["stem"]))
    else:
        settled = option_order.by_order(plan["options"], plan["stem"], pages_of)
    if not settled:
        _beside_the_subject(plan, option_hits, chosen, judged)
    if plan["polarity"] != "negative":
        # the page says the option with a negation put in (和 ASCII 不兼容): stated false (1067)
        contradicted.mark(plan["options"], pages_of, {o["label"]: options.content_words(o.get("text", ""))
                                                      for o in plan["options"]})
    signal = max(best.values(), key=RANK.get, default="none")
    texts = [judged[k] for k in chosen]
    # the question's domain terms that name things: an absent verb or quality (起源于, 有多厚) is
    # said in the book's own words, so it neither makes a missing subject nor splits the evidence
    # ... and a participle-form word the stem names as the tool it uses (use minted: 0518)
    used = english.used_names(plan["stem"]) if words_of is english else set()
    terms_of_question = [c for c in forms if words_of.is_domain(c) and (words_of.nominal(c) or c in used)]
    if words_of is english:
        # ... nor an -s word the stem's grammar reads as a verb (promises that a target compiles: 1061)
        terms_of_question = without_verbs(terms_of_question, plan["stem"])
    covered = coverage.weighted_coverage(question, forms, weights, texts)
    # the question's telling domain terms: 函数 named beside an absent 极值 does not make the
    # books cover the question, ZigBee named beside the filler 常用 does
    # ... and only where the term's own search agrees the books hold something on it (not "none":
    # a word met in passing, 行当 in a thesis's sentence, is no subject the books treat)
    searched = {q.get("unit") or q["text"]: q.get("evidence") for q in plan["queries"]
                if q["role"] in ("concept", "concepts")}
    domain = [c for c in forms if words_of.is_domain(c) and searched.get(c) != "none"]
    top = max(weights.values(), default=0.0)
    verbatim = coverage.verbatim(question, forms, own, texts, [c for c in domain if weights[c] >= VERBATIM_SHARE * top])
    # a word only of the scene the student sets before the ask (我帮老师整理毕业论文里的公式，…) is
    # not what the question asks about, however rare (1111)
    scene = set() if english.applies(plan["stem"]) else scene_clause.scene_words(question, list(forms))
    asked_weights = {c: w for c, w in weights.items() if c not in scene}
    missing = coverage.missing_subject(question, forms, asked_weights, own, texts, terms_of_question) or \
        _counted_apart(plan["stem"], forms, texts)
    crossed = coverage.crosses_language(question, texts)
    # the thing the question's grammar asks for (how much budget, is there a deadline), named on no
    # page read however everyday the word, is its missing subject (1086) ... where the pages are in
    # the question's language: a Chinese page names a geometric sequence 等比数列, never in English
    asked = asked_thing.unnamed(plan["stem"], [*texts, *(t for hits in own.values() for t in hits or [])]) \
        if english.applies(plan["stem"]) and not crossed else None
    missing = asked or missing
    if not missing and used:
        # a package's name of participle form no page writes whole (the framed package: 0943)
        named = [c for c in forms if c.lower() in used]
        missing = english.unsaid_name(named, [*texts, *(t for c in named for t in own.get(c) or [])])
    if not missing and not english.applies(plan["stem"]):
        # two nouns glued into a name no dictionary holds (芝麻信用, 数字人民币: 0712), which no
        # sentence of the pages read names whole: the books name its words, not the thing
        read = [*texts, *(text for c in plan["concepts"] for text in own.get(c) or [])]
        missing = side_by_side.unsaid_name(question, [c for c in plan["concepts"] if c not in scene], weights, read)
    # the answering page in the pack: it names every domain term of the question, or every one
    # but a student's word for what it names beside a rarer term (刹车 where it says 制动) or made of
    # a word it names and everyday characters (下雨天 where it says 阴雨天)
    together = [] if crossed else (
        coverage.held_together(forms, texts[:TOGETHER_PAGES], terms_of_question)
        or coverage.beside_a_rarer_term(missing, forms, weights, texts[:TOGETHER_PAGES], terms_of_question,
                                        best.get("stem", "none"), searched.get(missing), question)
        or coverage.said_in_pieces(missing, forms, texts[:TOGETHER_PAGES], terms_of_question))
    # the missing subject on no page read, in any form the index stems (0971)
    read_for_missing = [*texts, *(own.get(missing) or [])]
    if together and missing and missing not in together and english.applies(plan["stem"]) and \
            english.named_nowhere(missing, read_for_missing):
        # the page naming the question's other terms (bzip2, compress) treats those, not the
        # thing it asks about (several threads: _counted_apart): no rescue of that missing subject
        together = []
    signal, verbatim = decide(signal, covered, verbatim, missing, crossed,
                              bool(together), any(o["verdict"] == "supported" for o in plan["options"]))
    plan["singled_out"] = None
    chinese = not english.applies(plan["stem"])
    # ... but not past a missing subject that is one domain word (endnotes, widen: 0887): a rare
    # word no page holds is the thing asked about, which a page near in meaning does not say
    # ... nor past a missing phrase whose domain modifier no page of the pack says (beamer slides:
    # 0897): a kind of the thing the books never name
    # ... nor past a thing the question counts that no page read names (several threads: 0971):
    # how many of it is asked, and a page near in meaning does not say it
    # ... nor past the asked thing no page read names (how much budget: 1086), nor a kind named by
    # an everyday modifier no page says beside the head they name (weather data: 1087)
    if signal == "none" and evidence and meaning.reads(chinese) and not english.domain_word(missing) \
            and not english.unnamed_kind(missing, texts, english.FILLER) \
            and not english.counted_unnamed(plan["stem"], missing, read_for_missing) and not asked:
        # the words said no evidence; the page the question's meaning singles out, in the pack's
        # first pages, says it in its own words (meaning, 0489): weak evidence. Only where the
        # signal reads the language: Chinese has no threshold (0491), so no embedding is paid
        ranked = (near or partial(_near_here, settings, store))(question, book)
        plan["singled_out"] = meaning.singled_out(ranked, [(e["book_id"], e["page"]) for e in evidence],
                                                    chinese)
        if plan["singled_out"]:
            signal = "weak"
    plan["concept_weights"], plan["concept_coverage"], plan["concepts_in_books"] = weights, covered, verbatim
    plan["missing_subject"], plan["terms_together"] = missing, together
    status = {"none": "no_evidence", "weak": "weak_evidence", "found": "evidence_found"}[signal]
    log.debug("answer %r: %s, %d evidence", question[:40], status, len(evidence))
    return {"question": question, "status": status, "plan": plan, "evidence": evidence}
