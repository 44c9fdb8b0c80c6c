"""Compact text for agents, one renderer per tool result (the JSON is the result itself)."""
from __future__ import annotations

from f.common.cjk import language
from f.common.page_spec import page_ref
from f.common.vectors.snippet import snippet


def books(result: dict) -> str:
    rows = result.get("books") or []
    if not rows:
        return "No books yet. Add one with: bin/ebook-ingest PATH --book ID"
    lines = [f"{len(rows)} book(s):"]
    for b in rows:
        status = "" if b.get("status") == "ready" else f"  [{b.get('status')}]"
        error = f" {b['error']}" if b.get("error") else ""
        version = f" · version {b['version']}" if b.get("version") else ""
        lines.append(f"- {b['book_id']} · {b.get('title') or ''} · {b.get('page_count') or '?'} pages"
                     f"{version}{status}{error}")
        ingest = b.get("ingest")
        if ingest:
            why = f": {ingest['error']}" if ingest.get("error") else ""
            lines.append(f"  ingest {ingest['status']} (version {ingest['version']}, step {ingest.get('step')}){why}")
    return "\n".join(lines)


def content(result: dict) -> str:
    out = [f"note: {result['note']}"] if result.get("note") else []
    for page in result.get("pages") or []:
        out.append(f"=== {result['book_id']} · {page_ref(page['page'], page.get('page_label'))} ===")
        out.append(page.get("content") or "(this page has no text)")
        if "images" in page:  # --images
            out.append(_images(page["images"]))
    return "\n".join(out)


def _images(entries: list[dict]) -> str:
    if not entries:
        return "images: none on this page"
    lines = [f"images ({len(entries)}):"]
    for e in entries:
        where = (f"{e['key']} ({e['bytes']} bytes)" if e.get("stored") else
                 "image not stored" if e.get("path") else "no image (read from the text)")
        lines.append(f"- {e['mark']} {where}")
    return "\n".join(lines)


def _range(node: dict, labels: dict) -> str:
    start, end = node.get("start_index"), node.get("end_index")
    text = f"p. {start}" if start == end else f"p. {start}-{end}"
    first, last = labels.get(str(start)), labels.get(str(end))
    if first or last:
        text += f" (printed {first or '?'}" + (f"-{last or '?'}" if start != end else "") + ")"
    return text


def _count(nodes: list[dict]) -> int:
    return sum(1 + _count(n.get("nodes") or []) for n in nodes)


# Characters of summary the whole outline may spend: a few nodes get up to 80 characters each, a
# long outline shorter ones or none (below 24 a summary says little), so that the default outline
# (at most library.OVERVIEW_NODES nodes) stays under 2K tokens whatever the book.
SUMMARY_BUDGET = 900
MIN_SUMMARY = 24


def structure(result: dict, summary_chars: int | None = None) -> str:
    labels = result.get("page_labels") or {}
    lines = [f"{result['book_id']} · {result.get('page_count')} pages"]
    if result.get("doc_description"):
        lines.append(result["doc_description"])
    if summary_chars is None:
        summary_chars = min(80, SUMMARY_BUDGET // max(1, _count(result.get("structure") or [])))
        summary_chars = summary_chars if summary_chars >= MIN_SUMMARY else 0

    def walk(nodes: list[dict], indent: int) -> None:
        for node in nodes:
            summary = node.get("summary") or node.get("prefix_summary") or ""
            summary = " ".join(summary.split()) if summary_chars else ""
            if len(summary) > summary_chars:
                summary = summary[: summary_chars - 1] + "…"
            more = f" [+{node['child_count']}]" if node.get("child_count") else ""
            lines.append(f"{'  ' * indent}[{node.get('node_id')}] {node.get('title')} · "
                         f"{_range(node, labels)}{more}" + (f" — {summary}" if summary else ""))
            walk(node.get("nodes") or [], indent + 1)

    walk(result.get("structure") or [], 0)
    if any(n.get("child_count") for n in _flat(result.get("structure") or [])):
        lines.append("[+N]: N subsections not shown; node=<id> opens one, depth=N shows more levels")
    return "\n".join(lines)


def _flat(nodes: list[dict]):
    for n in nodes:
        yield n
        yield from _flat(n.get("nodes") or [])


def ingest(result: dict) -> str:
    if result.get("status") in ("unchanged", "retitled"):
        return ""  # said once, on stderr, by the ingest itself (f.common.ingest.flow.unchanged)
    exercises = result.get("exercises") or (result.get("report") if result.get("step") == "extract_exercises" else None)
    booklet = (f"answer booklet of {exercises['answers_for']}: {exercises.get('answers')} answers, "
               f"{exercises.get('linked')} of its exercises answered") if isinstance(exercises, dict) \
        and exercises.get("answers_for") else ""
    if result.get("status") == "relinked":
        return f"{result['book_id']}: relinked · {booklet}"
    tree = result.get("tree") or {}
    vectors = result.get("vectors")
    parts = [f"{result['book_id']}: {result.get('status')}", f"{result.get('page_count')} pages",
             f"{tree.get('nodes', '?')} tree nodes (depth {tree.get('depth', '?')})"]
    contents = tree.get("contents") or {}
    if contents.get("path") == "contents":  # the tree follows the book's contents page
        parts.append(f"contents: {contents['entries']} entries, {contents['located']} located")
    summaries = tree.get("summaries") or {}
    if summaries:  # only the kinds that occurred: "summaries (extractive): verbatim 13, extractive 24"
        counts = ", ".join(f"{k} {v}" for k, v in summaries.items()
                           if k != "method" and isinstance(v, int) and v)
        parts.append(f"summaries ({summaries.get('method', '?')}): {counts or 'none'}")
    parse = result.get("parse") or {}
    if parse:
        parts.append(f"parsed by {parse.get('parser')}" + (
            f" ({parse['ocr_pages']} pages OCR)" if parse.get("ocr_pages") else ""))
        if parse.get("low_confidence_pages"):
            parts.append(f"low OCR confidence: pages {parse['low_confidence_pages']}")
        if parse.get("skipped_pages"):
            parts.append("skipped pages " + ", ".join(str(p["page"]) for p in parse["skipped_pages"]))
    if booklet:
        parts.append(booklet)
    parts.append(f"vectors: {vectors['points']} points" if isinstance(vectors, dict)
                 and "points" in vectors else "vectors: skipped")
    parts.append(f"{result.get('seconds')} s")
    return " · ".join(parts)


def _trim(text: str, limit: int) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


# First line of a search whose evidence is not "found", in the query's language.
_EVIDENCE = {
    "none": {"zh": "无明确依据：书中没有与该问题明确相关的内容；以下只是最接近的页面，很可能无关。",
             "en": "NO CLEAR EVIDENCE: the books hold no clear evidence for this query; the pages "
                   "below are only the nearest ones and are probably unrelated."},
    "weak": {"zh": "依据较弱：以下页面只部分匹配该问题，引用前请先核对。",
             "en": "WEAK EVIDENCE: the pages below match this query only in part; check them "
                   "before relying on them."},
}


def search(result: dict, max_chars: int = 300) -> str:
    """Per hit: book, section path, page (and printed page), score, and within the budget the part
    of the page text that matched the query (f.common.vectors.snippet)."""
    hits = result.get("hits") or []
    if not hits and result.get("note"):
        return result["note"][0].upper() + result["note"][1:]
    if not hits:
        return f"No pages found for: {_trim(result.get('query', ''), 80)}"
    lines = [_EVIDENCE[result.get("evidence")][language(result.get("query", ""))]] \
        if result.get("evidence") in _EVIDENCE else []
    lines.append(f"{len(hits)} page(s) for: {_trim(result.get('query', ''), 80)} ({result.get('mode')})")
    for i, hit in enumerate(hits, 1):
        section = f" · {hit['section']}" if hit.get("section") else ""
        exercises = f" · {hit['exercises_label']}" if hit.get("exercises_label") else ""
        lines.append(f"[{i}] {hit['book_id']}{section} · {page_ref(hit['page'], hit.get('page_label'))}"
                     f"{exercises} · score {hit['score']}")
        text = " ".join((hit.get("text") or "").split())  # the part that matched, not the start
        lines.append("    " + snippet(text, result.get("query", ""), max(0, int(max_chars))))
        if hit.get("kind") in ("figure", "table"):  # the text is the caption: the mark says so
            lines[-1] += f" ({'figure' if hit['kind'] == 'figure' else 'table'} on this page" + (
                f"; image {hit['image']})" if hit.get("image") else ")")
    return "\n".join(lines)


def _entry(e: dict) -> str:
    section = f" · {e['section']}" if e.get("section") else ""
    aliases = f" (又称/aka {', '.join(e['aliases'])})" if e.get("aliases") else ""
    return (f"{e['term']}{aliases} — {e['book_id']}{section} · {page_ref(e['page'], e.get('page_label'))}"
            f"{' · ' + e['method'] if e.get('method') == 'llm' else ''}"
            f"{' · found in the page text, not in the glossary' if e.get('method') == 'text' else ''}"
            f"{' · no sentence defines it; the book first uses it here' if e.get('method') == 'first_use' else ''}"
            f"\n    {e.get('quote') or ''}")


def term(result: dict) -> str:
    """Matches (the book's defining sentence, verbatim) first; near matches apart; a hint if none."""
    if "terms" in result:  # --list: a book's whole glossary
        entries = result["terms"]
        lines = [f"{result['book_id']}: {len(entries)} term(s)"]
        return "\n".join(lines + [_entry(e) for e in entries])
    lines = [_entry(e) for e in result.get("matches") or []]
    if not lines:
        lines.append(f"No definition of {result.get('term')!r} in the glossaries or the page text; search the pages "
                     "with qdrant-search.")
    if result.get("near"):
        lines.append("near: " + ", ".join(f"{e['term']} ({e['book_id']} p.{e['page']})"
                                          for e in result["near"]))
    if result.get("books_without_glossary"):
        lines.append("no glossary yet: " + ", ".join(result["books_without_glossary"])
                     + " (bin/ebook-ingest --only terms --book ID)")
    return "\n".join(lines)


def exercise(result: dict) -> str:
    """Each exercise, then its answer (the book's own, with where and how sure) or that none is."""
    lines = []
    for e in result.get("exercises") or []:
        section = e.get("group") or e.get("section")  # a paper's own section over the tree node
        # the paper or form first where a file holds several (`Exam, Form: B · Section5`)
        where = " · ".join(dict.fromkeys(x for x in (e.get("paper"), e.get("lesson"), section) if x))
        # the question named in the book's language: `第5题` in a Chinese book, `exercise 5` in an English one
        number = f"exercise {e['number']}" if result.get("lang") == "en" else f"第{e['number']}题"
        lines.append(f"{result['book_id']} · {page_ref(e['page'], e.get('page_label'))}"
                     f"{' · ' + where if where else ''} · {number} ({e['kind']})")
        lines.append("    " + (e.get("text") or "").replace("\n", "\n    "))
        a = e.get("answer")
        if a:
            where = f"{a['book_id']} · " if a.get("book_id") not in (None, result["book_id"]) else ""
            lines.append(f"  answer ({where}{page_ref(a['page'], a.get('page_label'))}, confidence "
                         f"{a['confidence']}):")
            lines.append("    " + (a.get("text") or "").replace("\n", "\n    "))
        elif result.get("answer_booklets"):
            lines.append("  no answer found in this book or its answer booklet "
                         + ", ".join(result["answer_booklets"]))
        else:
            lines.append("  no answer found in this book")
    if not lines:
        lines.append(result.get("hint") or "no such exercise in this book")
    return "\n".join(lines)


def answer(result: dict) -> str:
    """An evidence pack within its token budget (f.common.answer.text)."""
    from f.common.answer.text import render

    return render(result)


def searchd(result: dict) -> str:
    state = "on" if result["enabled"] else "off (KB_SEARCHD=off: each search loads the model itself)"
    lines = [f"search process for {result['kb_home']}: {state}; it stops after "
             f"{result['idle_seconds']} s without a request (KB_SEARCHD_IDLE)"]
    if "stopped" in result:
        lines.append(f"stopped {result['stopped']} search process(es)")
    lines.append(f"running: {len(result['running'])}" + "".join(f"\n  {p}" for p in result["running"]))
    return "\n".join(lines)


def reindex(result: dict) -> str:
    return (f"{result['collection']}: rebuilt with {result['model']} · {result['books']} book(s) · "
            f"{result['points']} points")


def doctor(result: dict) -> str:
    problems = result["problems"]
    fixed = sum(1 for p in problems if p.get("fixed"))
    head = f"{result['checked']} book(s) checked · " + (f"{len(problems)} problem(s)" if problems else "no problems")
    lines = [head + (f" · {fixed} repaired" if fixed else "")]
    for p in problems:
        state = (f"repaired ({p['fixed']})" if p.get("fixed") else f"repair failed: {p['error']}"
                 if p.get("error") else f"--fix: {p['fix']}" if p["fix"] else "not repairable here")
        lines.append(f"  {p['book_id']}: {p['kind']}: {p['detail']} — {state}")
    if any(not p.get("fixed") and not p.get("error") for p in problems) and not fixed:
        lines.append("run bin/kb-doctor --fix to repair them (nothing served is changed until a whole "
                     "new version replaces it)")
    return "\n".join(lines)


def _pct(share) -> str:
    return "-" if share is None else f"{100 * share:.1f}%"


def answer_evaluation(result: dict) -> str:
    """kb-eval --answers: each figure for all questions and for the tuning and held-out halves."""
    names = [("type_accuracy", "type right"), ("gold_in_evidence", "gold in evidence"),
             ("gold_in_plain_search_same_pages", "plain search, same pages"),
             ("option_gold_in_its_evidence", "option gold in its evidence"),
             ("unanswerable_flagged_no_evidence", "unanswerable flagged"),
             ("answerable_wrongly_no_evidence", "answerable wrongly flagged")]
    lines = [f"{result['all']['questions']} questions · files: {', '.join(result['files'])}",
             f"{'':<28} {'all':>7} {'tuning':>7} {'held-out':>8}"]
    for key, name in names:
        lines.append(f"{name:<28} " + " ".join(f"{_pct(result[part][key]):>7}" for part in
                                               ("all", "tuning", "held_out")))
    counts = result["all"]
    lines.append(f"answerable {counts['answerable']} · unanswerable {counts['unanswerable']} · "
                 f"options {counts['options']} · median s: kb-answer "
                 f"{result['median_seconds']['kb_answer']}, qdrant-search "
                 f"{result['median_seconds']['qdrant_search']}")
    for key in ("misses", "unanswerable_not_flagged", "answerable_flagged"):
        if result[key]:
            lines.append(f"{key.replace('_', ' ')}: {', '.join(result[key][:20])}")
    return "\n".join(lines)


def evaluation(result: dict) -> str:
    if "held_out" in result:  # --answers
        return answer_evaluation(result)
    lines = [f"{result['questions']} questions · files: {', '.join(result['files'])}",
             f"{'mode':<8} {'book':<28} {'n':>4} {'hit@1':>6} {'hit@5':>6} {'MRR':>6} {'median s':>9}"]
    for row in result["rows"]:
        lines.append(f"{row['mode']:<8} {row['book']:<28} {row['n']:>4} {row['hit@1']:>6.3f} "
                     f"{row['hit@5']:>6.3f} {row['mrr']:>6.3f} {row['median_seconds']:>9.3f}")
    if any(d["off_topic"] for d in result.get("evidence") or []):
        lines.append("evidence signal: off-topic flagged none (weak) · answerable wrongly flagged "
                     "none (weak)")
        for d in result["evidence"]:
            lines.append(f"  {d['mode']:<7} off-topic {d['off_topic']}: {_pct(d['off_topic_none'])} "
                         f"({_pct(d['off_topic_weak'])}) · answerable {d['answerable']}: "
                         f"{_pct(d['answerable_none'])} ({_pct(d['answerable_weak'])})")
    if result.get("slowest"):
        lines.append("slowest queries:")
        for q in result["slowest"]:
            lines.append(f"  {q['seconds']:.3f} s  {q['mode']:<7} {_trim(q['question'], 60)}")
    if result.get("misses"):
        lines.append(f"hybrid misses at 5: {len(result['misses'])}")
        for q in result["misses"][:10]:
            lines.append(f"  {_trim(q['question'], 50)} · gold {q['pages']} · got {q['got']}")
    return "\n".join(lines)


def chat(result: dict) -> str:
    """The answer, its numbered citations (book, section, page, quote), follow-ups, and how to go on."""
    lines = [result.get("content") or "", ""]
    content = result.get("content") or ""
    for c in result.get("citations") or []:
        section = f" · {c['section']}" if c.get("section") else ""
        quote = c.get("quote") or ""  # said once: the evidence-only answer is made of its quotes
        lines.append(f"[{c['n']}] {c['book_id']}{section} · {page_ref(c['page'], c.get('page_label'))}"
                     + ("" if quote in content else f": {_trim(quote, 160)}"))
    for q in result.get("follow_up_questions") or []:
        lines.append(f"follow-up: {q}")
    mode = " · evidence-only (no model configured)" if result.get("mode") == "evidence_only" else ""
    lines.append(f"conversation {result['conversation_id']} (follow up with --conversation "
                 f"{result['conversation_id']}){mode}")
    return "\n".join(lines).strip()
